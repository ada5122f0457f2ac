import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.productSelection, page: () => import('./ProductSelectionPage') },
    { path: MAIN_ROUTES.createRx, page: () => import('./wizard/PrescribeWizardPage') },
    { path: MAIN_ROUTES.createRxDirect, page: () => import('./DirectPrescribePage') },
  ],
};
