import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ApprovalsPage = lazy(() => import('./ApprovalsPage'));

export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.approve, element: <ApprovalsPage /> }] };
