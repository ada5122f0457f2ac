import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ClientSearchPage = lazy(() => import('./ClientSearchPage'));
const ClientProfilePage = lazy(() => import('./ClientProfilePage'));

/** /clientsearch and /clients/profile/{locationClientId} (clients §2); a missing id goes to /create. */
export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.clientSearch, element: <ClientSearchPage /> },
    { path: MAIN_ROUTES.clientProfile, element: <ClientProfilePage /> },
    { path: '/clients/profile', element: <ClientProfilePage /> },
  ],
};
