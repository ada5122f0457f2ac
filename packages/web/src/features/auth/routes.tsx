import { PUBLIC_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  public: [
    { path: PUBLIC_ROUTES.login, page: () => import('./LoginPage') },
    { path: PUBLIC_ROUTES.loginCallback, page: () => import('./LoginCallbackPage') },
  ],
};
