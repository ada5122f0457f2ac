import { AUDIT_LOG_ROUTE } from '@vetrx/core/access';
import { lazy } from 'react';
import type { FeatureRoutes } from '../../app/routing/types';

const AuditLogPage = lazy(() => import('./AuditLogPage'));

export const routes: FeatureRoutes = {
  main: [{ path: AUDIT_LOG_ROUTE, element: <AuditLogPage /> }],
};
