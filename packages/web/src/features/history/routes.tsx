import { MAIN_ROUTES } from '@vetrx/core/access';
import { pageWithPrefetchChunk } from '../../app/routing/prefetch-chunk';
import type { FeatureRoutes } from '../../app/routing/types';

/** /history; its first queries in a chunk of their own. */
export const routes: FeatureRoutes = {
  main: [pageWithPrefetchChunk(MAIN_ROUTES.history, () => import('./HistoryPage'), () => import('./prefetch'))],
};
