import { MAIN_ROUTES } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const LinkPage = lazy(() => import('./LinkPage'));

/** /link (clients §2): the clients not yet linked to PIMS. */
export const routes: FeatureRoutes = { main: [{ path: MAIN_ROUTES.link, element: <LinkPage /> }] };
