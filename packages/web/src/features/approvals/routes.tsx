import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes, RoutePreload } from '../../app/routing/types';

const loadApprovalsPage = () => import('./ApprovalsPage');
const ApprovalsPage = lazy(loadApprovalsPage);

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.approve, element: <ApprovalsPage />, handle: { preload: loadApprovalsPage, prefetch: (start, first) => import('./prefetch').then((m) => m.prefetchApprovals(start, first)) } satisfies RoutePreload }],
};
