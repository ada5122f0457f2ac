import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const OrdersPage = lazy(() => import('./OrdersPage'));

/** /orders (clients §2 Order History). */
export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.orders, element: <OrdersPage /> }] };
