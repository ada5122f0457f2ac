import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/** /clientsearch and /clients/profile/{locationClientId} (clients §2); a missing id goes to /create. */
export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.clientSearch, page: () => import('./ClientSearchPage') },
    { path: MAIN_ROUTES.clientProfile, page: () => import('./ClientProfilePage') },
    { path: '/clients/profile', page: () => import('./ClientProfilePage') },
  ],
};
