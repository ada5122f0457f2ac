import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ProductsPage = lazy(() => import('./ProductsPage'));
const ProductDetailPage = lazy(() => import('./ProductDetailPage'));

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.products, element: <ProductsPage /> },
    { path: MAIN_ROUTES.productDetail, element: <ProductDetailPage /> },
  ],
};
