import { SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const RolesPage = lazy(() => import('./RolesPage'));

export const routes: FeatureRoutes = {
  support: [{ path: SUPPORT_ROUTES.role, element: <RolesPage /> }],
};
