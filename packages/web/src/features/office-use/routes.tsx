import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.officeUse, page: () => import('./OfficeUsePage') },
    { path: MAIN_ROUTES.officeUseProductSelection, page: () => import('./OfficeProductSelectionPage') },
    { path: MAIN_ROUTES.officeUseCreateRx, page: () => import('./OfficePrescribePage') },
  ],
};
