import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const OfficeUsePage = lazy(() => import('./OfficeUsePage'));
const OfficeProductSelectionPage = lazy(() => import('./OfficeProductSelectionPage'));
const OfficePrescribePage = lazy(() => import('./OfficePrescribePage'));

export const routes: FeatureRoutes = {
  main: [
    { path: MAIN_ROUTES.officeUse, element: <OfficeUsePage /> },
    { path: MAIN_ROUTES.officeUseProductSelection, element: <OfficeProductSelectionPage /> },
    { path: MAIN_ROUTES.officeUseCreateRx, element: <OfficePrescribePage /> },
  ],
};
