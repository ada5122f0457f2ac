import type { FeatureRoute, StartQuery } from './types';

/** What a page's prefetch chunk exports: the page's first queries, started with the page's own variables. */
export interface PrefetchChunk {
  prefetch: (start: StartQuery, first: { locationId: string; search: URLSearchParams }) => void;
}

/**
 * A page whose first queries load as a small chunk of their own rather than in the entry, so the first
 * routes' loads stay within their budgets. The page's code brings the chunk along,
 * so a press on a menu link the pointer went over finds it loaded; a chunk that failed to load only costs
 * the head start — the page asks its own queries.
 *
 * @example
 * main: [pageWithPrefetchChunk(MAIN_ROUTES.orders, () => import('./OrdersPage'), () => import('./prefetch'))]
 */
export function pageWithPrefetchChunk(path: string, page: FeatureRoute['page'], chunk: () => Promise<PrefetchChunk>): FeatureRoute {
  return {
    path,
    page: () => Promise.all([page(), chunk().catch(() => undefined)]).then(([module]) => module),
    prefetch: (start, first) => chunk().then((m) => m.prefetch(start, first)),
  };
}
