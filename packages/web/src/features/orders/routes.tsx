import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/**
 * /orders (clients §2 Order History). Its first queries load as a small chunk of their own, as the
 * history page's do (decisions 0239, 0242): not in the entry, and brought along by the page's code.
 */
const prefetch = () => import('./prefetch');

export const routes: FeatureRoutes = {
  main: [
    {
      path: MAIN_ROUTES.orders,
      // A prefetch chunk that failed to load only costs the head start: the page asks its own queries.
      page: () => Promise.all([import('./OrdersPage'), prefetch().catch(() => undefined)]).then(([page]) => page),
      prefetch: (start, first) => prefetch().then((m) => m.prefetchOrders(start, first)),
    },
  ],
};
