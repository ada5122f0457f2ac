import { SUPPORT_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const PimsLookupPage = lazy(() => import('./PimsLookupPage'));

/** /support/pims: the support Pims Lookup (admin §2.4). */
export const routes: FeatureRoutes = { support: [{ path: SUPPORT_ROUTES.pims, element: <PimsLookupPage /> }] };
