import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.create, page: () => import('./CreateRxPage') },
    { path: MAIN_ROUTES.createPrescriptionForClient, page: () => import('./CreateForClientPage') },
  ],
};
