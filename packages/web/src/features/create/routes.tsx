import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const CreateRxPage = lazy(() => import('./CreateRxPage'));

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.create, element: <CreateRxPage /> }],
};
