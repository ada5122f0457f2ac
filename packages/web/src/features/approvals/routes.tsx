import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.approve, page: () => import('./ApprovalsPage'), prefetch: (start, first) => import('./prefetch').then((m) => m.prefetchApprovals(start, first)) }],
};
