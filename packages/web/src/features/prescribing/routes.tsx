import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const ProductSelectionPage = lazy(() => import('./ProductSelectionPage'));
const PrescribeWizardPage = lazy(() => import('./wizard/PrescribeWizardPage'));
const DirectPrescribePage = lazy(() => import('./DirectPrescribePage'));

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.productSelection, element: <ProductSelectionPage /> },
    { path: MAIN_ROUTES.createRx, element: <PrescribeWizardPage /> },
    { path: MAIN_ROUTES.createRxDirect, element: <DirectPrescribePage /> },
  ],
};
