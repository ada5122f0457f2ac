import { MAIN_ROUTES, SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const PracticeSearchPage = lazy(() => import('./PracticeSearchPage'));
const OrganizationDetailPage = lazy(() => import('./OrganizationDetailPage'));
const PracticeDetailPage = lazy(() => import('./PracticeDetailPage'));
const PracticeSettingsPage = lazy(() => import('./PracticeSettingsPage'));

export const routes: FeatureRoutes = {
  support: [
    { path: SUPPORT_ROUTES.practiceSearch, element: <PracticeSearchPage /> },
    { path: SUPPORT_ROUTES.organizationDetail, element: <OrganizationDetailPage /> },
    { path: SUPPORT_ROUTES.practiceDetail, element: <PracticeDetailPage /> },
  ],
  main: [{ path: MAIN_ROUTES.practiceSettings, element: <PracticeSettingsPage /> }],
};
