import { SUPPORT_ROUTES } from '@vetrx/core/access';
import type { FeatureRoutes } from '../../app/routing/types';

/** /support/sandbox: the sandbox storefront, pharmacy and clock. */
export const routes: FeatureRoutes = { support: [{ path: SUPPORT_ROUTES.sandbox, page: () => import('./SandboxPage') }] };
