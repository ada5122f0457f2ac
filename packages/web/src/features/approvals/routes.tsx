import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';
// In the entry (a few KB): the queue's first queries leave as soon as the token is read, instead of after
// a chunk that would queue behind the route's hundred.
import { prefetchApprovals } from './prefetch';

export const routes: FeatureRoutes = {
  main: [{ path: MAIN_ROUTES.approve, page: () => import('./ApprovalsPage'), prefetch: async (start, first) => prefetchApprovals(start, first) }],
};
