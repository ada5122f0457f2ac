/**
 * Route permission (admin §2.1–§2.4, §6): may the current user open a path, and where to send them if
 * not. The web shell calls {@link checkRouteAccess} on every navigation; the server need not (it
 * authorises operations, not paths).
 */
import { hasFeature } from '../common/features.js';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { allowedModuleLinks, buildMenu, firstAllowedLink, type MenuContext } from './menu.js';
import {
  MAIN_ROUTES,
  PUBLIC_ROUTES,
  SUPPORT_ROUTES,
  isPublicPath,
  isSupportPath,
  linkKey,
  matchRoute,
  ownerModuleLink,
} from './routes.js';

/**
 * Who is asking, on top of the menu context of the selected location.
 *
 * @example
 * import type { RouteAccessContext } from '@vetrx/core/access';
 */
export interface RouteAccessContext extends MenuContext {
  /** A session exists. */
  readonly isAuthenticated: boolean;
  /** The signed-in person is a support user (whether or not impersonating). */
  readonly isSupportUser: boolean;
  /** A support user is impersonating a practice user; the role and location are the impersonated ones. */
  readonly isImpersonating: boolean;
  /** The support user belongs to the admin support group (needed for /support/role). */
  readonly inAdminSupportGroup: boolean;
}

/**
 * The outcome of {@link checkRouteAccess}.
 *
 * @example
 * import type { RouteDecision } from '@vetrx/core/access';
 */
export type RouteDecision =
  | { readonly kind: 'allow' }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'deny'; readonly message: string };

const ALLOW: RouteDecision = { kind: 'allow' };

function supportDecision(path: string, ctx: RouteAccessContext): RouteDecision {
  if (!ctx.isSupportUser) return { kind: 'deny', message: AUTH_MESSAGES.supportOnly };
  if (matchRoute(SUPPORT_ROUTES.role, path) && !ctx.inAdminSupportGroup) {
    return { kind: 'redirect', to: SUPPORT_ROUTES.home };
  }
  const known = Object.values(SUPPORT_ROUTES).some((route) => matchRoute(route, path));
  return known ? ALLOW : { kind: 'redirect', to: SUPPORT_ROUTES.home };
}

/**
 * Decides whether `path` may be shown.
 *
 * 1. `/login` and `/login/callback` are always shown.
 * 2. Without a session every other path redirects to `/login`.
 * 3. The support area admits support users only; others are denied with 'you can't access this link'.
 *    `/support/role` needs the admin support group (others go to `/support`); unknown support paths go
 *    to `/support`.
 * 4. A support user who is not impersonating sees only the support area: main paths redirect to
 *    `/support`.
 * 5. `/reports` without the feature hasReportingPage redirects to `/dashboard`.
 * 6. `/clients/profile` without a client id redirects to `/create` (clients §2).
 * 7. `/` and any path whose owning module ({@link ownerModuleLink}) is not allowed for the role redirect
 *    to the first allowed module link (or its first child). Decided: when the role has no allowed
 *    module at all the path is denied with 'Please connect to Administration'.
 *
 * @example
 * checkRouteAccess('/clients/profile/42', ctx) // { kind: 'allow' } when the role has /clientsearch
 */
export function checkRouteAccess(path: string, ctx: RouteAccessContext): RouteDecision {
  const key = linkKey(path);
  if (isPublicPath(key)) return ALLOW;
  if (!ctx.isAuthenticated) return { kind: 'redirect', to: PUBLIC_ROUTES.login };
  if (isSupportPath(key)) return supportDecision(key, ctx);
  if (ctx.isSupportUser && !ctx.isImpersonating) return { kind: 'redirect', to: SUPPORT_ROUTES.home };
  if (key === MAIN_ROUTES.reports && !hasFeature(ctx.features, 'hasReportingPage')) {
    return { kind: 'redirect', to: MAIN_ROUTES.dashboard };
  }
  if (key === '/clients/profile') return { kind: 'redirect', to: MAIN_ROUTES.create };
  const owner = ownerModuleLink(key);
  if (owner !== null && allowedModuleLinks(ctx).has(owner)) return ALLOW;
  const target = firstAllowedLink(buildMenu(ctx));
  if (target === null) return { kind: 'deny', message: AUTH_MESSAGES.signingOut.description };
  return { kind: 'redirect', to: target };
}
