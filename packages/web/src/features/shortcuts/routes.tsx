import { MAIN_ROUTES, SUPPORT_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.prescribingShortcuts, page: () => import('./ShortcutsPage') }],
  support: [{ path: SUPPORT_ROUTES.prescribingShortcuts, page: () => import('./SupportShortcutsPage') }],
};
