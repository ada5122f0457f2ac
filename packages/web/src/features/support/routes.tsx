import { SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const SupportHomePage = lazy(() => import('./SupportHomePage'));

export const routes: FeatureRoutes = {
  support: [{ path: SUPPORT_ROUTES.home, element: <SupportHomePage /> }],
};
