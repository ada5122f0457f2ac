import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes, RoutePreload } from '../../app/routing/types';

const loadDashboardPage = () => import('./DashboardPage');
const DashboardPage = lazy(loadDashboardPage);

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.dashboard, element: <DashboardPage />, handle: { preload: loadDashboardPage } satisfies RoutePreload }],
};
