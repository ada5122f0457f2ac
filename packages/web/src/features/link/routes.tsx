import { MAIN_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/** /link (clients §2): the clients not yet linked to PIMS. */
export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.link, page: () => import('./LinkPage') }] };
