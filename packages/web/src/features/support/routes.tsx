import { SUPPORT_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  support: [{ path: SUPPORT_ROUTES.home, page: () => import('./SupportHomePage') }],
};
