import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/**
 * The page's first queries load as a small chunk of their own (its documents and variables are the
 * page's too), not in the entry: /dashboard's first load stays within its budget (decision 0239). The
 * page's code brings it along, so a press on a menu link the pointer went over finds it loaded.
 */
const prefetch = () => import('./prefetch');

export const routes: FeatureRoutes = {
  main: [
    {
      path: MAIN_ROUTES.history,
      // A prefetch chunk that failed to load only costs the head start: the page asks its own queries.
      page: () => Promise.all([import('./HistoryPage'), prefetch().catch(() => undefined)]).then(([page]) => page),
      prefetch: (start, first) => prefetch().then((m) => m.prefetchHistory(start, first)),
    },
  ],
};
