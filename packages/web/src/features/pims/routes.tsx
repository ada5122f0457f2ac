import { SUPPORT_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/** /support/pims: the support Pims Lookup (admin §2.4). */
export const routes: FeatureRoutes = { support: [{ path: SUPPORT_ROUTES.pims, page: () => import('./PimsLookupPage') }] };
