import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const UserManagementPage = lazy(() => import('./UserManagementPage'));
const UserProfilePage = lazy(() => import('./UserProfilePage'));

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.userManagement, element: <UserManagementPage /> },
    { path: MAIN_ROUTES.userProfile, element: <UserProfilePage /> },
  ],
};
