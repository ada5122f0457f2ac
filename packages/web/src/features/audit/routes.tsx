import { AUDIT_LOG_ROUTE } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

export const routes: FeatureRoutes = {
  main: [{ path: AUDIT_LOG_ROUTE, page: () => import('./AuditLogPage') }],
};
