import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ReportsPage = lazy(() => import('./ReportsPage'));

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.reports, element: <ReportsPage /> }],
};
