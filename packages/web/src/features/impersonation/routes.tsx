import { SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ImpersonatePage = lazy(() => import('./ImpersonatePage'));

export const routes: FeatureRoutes = {
  support: [{ path: SUPPORT_ROUTES.impersonate, element: <ImpersonatePage /> }],
};
