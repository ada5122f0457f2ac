import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.userManagement, page: () => import('./UserManagementPage') },
    { path: MAIN_ROUTES.userProfile, page: () => import('./UserProfilePage') },
  ],
};
