import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.products, page: () => import('./ProductsPage') },
    { path: MAIN_ROUTES.productDetail, page: () => import('./ProductDetailPage') },
  ],
};
