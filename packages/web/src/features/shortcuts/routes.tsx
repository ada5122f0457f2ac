import { MAIN_ROUTES, SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ShortcutsPage = lazy(() => import('./ShortcutsPage'));
const SupportShortcutsPage = lazy(() => import('./SupportShortcutsPage'));

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.prescribingShortcuts, element: <ShortcutsPage /> }],
  support: [{ path: SUPPORT_ROUTES.prescribingShortcuts, element: <SupportShortcutsPage /> }],
};
