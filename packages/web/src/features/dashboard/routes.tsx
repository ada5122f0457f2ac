import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const DashboardPage = lazy(() => import('./DashboardPage'));

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.dashboard, element: <DashboardPage /> }],
};
