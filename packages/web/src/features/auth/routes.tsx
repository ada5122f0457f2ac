import { PUBLIC_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const LoginPage = lazy(() => import('./LoginPage'));
const LoginCallbackPage = lazy(() => import('./LoginCallbackPage'));

export const routes: FeatureRoutes = {
  public: [
    { path: PUBLIC_ROUTES.login, element: <LoginPage /> },
    { path: PUBLIC_ROUTES.loginCallback, element: <LoginCallbackPage /> },
  ],
};
