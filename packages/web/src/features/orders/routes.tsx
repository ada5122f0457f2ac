import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/** /orders (clients §2 Order History). */
export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.orders, page: () => import('./OrdersPage') }] };
