import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const HistoryPage = lazy(() => import('./HistoryPage'));

export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.history, element: <HistoryPage /> }] };
