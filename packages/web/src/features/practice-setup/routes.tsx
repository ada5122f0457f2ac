import { MAIN_ROUTES, SUPPORT_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  support: [
    { path: SUPPORT_ROUTES.practiceSearch, page: () => import('./PracticeSearchPage') },
    { path: SUPPORT_ROUTES.organizationDetail, page: () => import('./OrganizationDetailPage') },
    { path: SUPPORT_ROUTES.practiceDetail, page: () => import('./PracticeDetailPage') },
  ],
  main: [{ path: MAIN_ROUTES.practiceSettings, page: () => import('./PracticeSettingsPage') }],
};
