/**
 * Route permission (admin §2.1–§2.4, §6): may the current user open a path, and where to send them if
 * not. Every access question is the policy's (`can`): session, support area, the Role
 * page, a module's screen at the selected location, the Audit Log — so the web hides exactly what the
 * server forbids. The web shell calls {@link checkRouteAccess} on every navigation and builds the side
 * menu with {@link practiceMenu}; the server need not (it authorises operations, not paths).
 */
import { hasFeature } from '../common/features.js';
import type { Id } from '../common/ids.js';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { AUDIT_LOG_ROUTE, withAuditLogEntry } from './audit-log.js';
import { buildMenu, firstAllowedLink, type MenuContext, type MenuEntry } from './menu.js';
import { can, type Actor } from './policy.js';
import {
  MAIN_ROUTES,
  PUBLIC_ROUTES,
  SUPPORT_ROUTES,
  isPublicPath,
  isSupportPath,
  linkKey,
  matchRoute,
  ownerModuleLink,
} from '../routes/routes.js';
import { assignmentMenuContext, sessionActor, type SessionAccessInput, type SessionAssignment } from './session-actor.js';

/**
 * Who is asking, with the menu context of the selected location.
 *
 * @example
 * import type { RouteAccessContext } from '@vetrx/core/access';
 */
export interface RouteAccessContext extends MenuContext {
  /**
   * The session's actor ({@link sessionActor}): the signed-in person's support flags, impersonation,
   * and every membership with the modules its role opens there.
   */
  readonly actor: Actor;
  /** The selected location; null when the user has no active assignment. */
  readonly locationId: Id | null;
}

/** The menu context of no location: no role, no module. */
const NO_LOCATION: MenuContext = { roleId: '', rolesModules: [], location: {}, features: {} };

/**
 * The route-access context of a session at its selected assignment (`current`, from `selectLocation`).
 *
 * @example
 * checkRouteAccess('/dashboard', routeAccessContext(session, current))
 */
export function routeAccessContext(session: SessionAccessInput, current: SessionAssignment | null): RouteAccessContext {
  return { ...(current ? assignmentMenuContext(current) : NO_LOCATION), actor: sessionActor(session), locationId: current?.location.id ?? null };
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

/**
 * True when the policy lets the actor open a module link at the selected location (`useModule`, view).
 *
 * @example
 * canOpenModule(ctx, '/usermanagement') // false for the VET role of the demo
 */
export function canOpenModule(ctx: RouteAccessContext, link: string): boolean {
  return ctx.locationId !== null && can(ctx.actor, { action: 'useModule', locationId: ctx.locationId, module: link, permission: 'view' }).allowed;
}

/**
 * True when the policy lets the actor read the selected location's Audit Log (`readAuditLog`).
 *
 * @example
 * canReadAuditLog(ctx) // true for a VETADMIN of the demo
 */
export function canReadAuditLog(ctx: RouteAccessContext): boolean {
  return ctx.locationId !== null && can(ctx.actor, { action: 'readAuditLog', locationId: ctx.locationId }).allowed;
}

/** buildMenu's entries whose links the policy lets the actor open (a group keeps the children it may open). */
function moduleMenu(ctx: RouteAccessContext): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const entry of buildMenu(ctx)) {
    if (entry.kind === 'link') {
      if (canOpenModule(ctx, entry.link)) entries.push(entry);
      continue;
    }
    const children = entry.children.filter((c) => canOpenModule(ctx, c.link));
    if (children.length) entries.push({ ...entry, children });
  }
  return entries;
}

/**
 * The practice side menu (admin §2.3): {@link buildMenu}'s entries whose links the policy lets the actor
 * open ({@link canOpenModule}; a group keeps the children it may open), with the Audit Log after User
 * Management for those who may read it ({@link canReadAuditLog}). Empty for an actor who
 * works at no location.
 *
 * @example
 * practiceMenu(ctx).map((e) => e.label) // ['Dashboard', 'Create Rx', …]
 */
export function practiceMenu(ctx: RouteAccessContext): MenuEntry[] {
  return withAuditLogEntry(moduleMenu(ctx), canReadAuditLog(ctx));
}

function supportDecision(path: string, ctx: RouteAccessContext): RouteDecision {
  const area = can(ctx.actor, { action: 'support' });
  if (!area.allowed) return { kind: 'deny', message: area.message };
  if (matchRoute(SUPPORT_ROUTES.role, path) && !can(ctx.actor, { action: 'supportRoles' }).allowed) {
    return { kind: 'redirect', to: SUPPORT_ROUTES.home };
  }
  const known = Object.values(SUPPORT_ROUTES).some((route) => matchRoute(route, path));
  return known ? ALLOW : { kind: 'redirect', to: SUPPORT_ROUTES.home };
}

/**
 * Decides whether `path` may be shown; each access question is asked of the policy.
 *
 * 1. `/login` and `/login/callback` are always shown.
 * 2. Without a session (`session`) every other path redirects to `/login`.
 * 3. The support area (`support`) admits support users acting as themselves; others are denied with
 *    the policy's message — 'you can't access this link', or inside an impersonated session 'Support
 *    screens are not available while impersonating…'. `/support/role` needs the admin
 *    support group (`supportRoles`; others go to `/support`); unknown support paths go to `/support`.
 * 4. A support user acting as themselves sees only the support area: main paths redirect to `/support`.
 * 5. `/reports` without the feature hasReportingPage redirects to `/dashboard`.
 * 6. `/clients/profile` without a client id redirects to `/create` (clients §2).
 * 7. The Audit Log needs `readAuditLog`; any other path needs `useModule` of its owning module
 *    ({@link ownerModuleLink}) at the selected location. Otherwise (and for `/`) the path redirects to
 *    the first module link of {@link practiceMenu} (or its first child). Decided: when there is none the
 *    path is denied with 'Please connect to Administration', or 'Access to this location is revoked'
 *    when the membership at the selected location is revoked (the server answers NOT_FOUND there).
 *
 * @example
 * checkRouteAccess('/clients/profile/42', ctx) // { kind: 'allow' } when the role has /clientsearch
 */
export function checkRouteAccess(path: string, ctx: RouteAccessContext): RouteDecision {
  const key = linkKey(path);
  if (isPublicPath(key)) return ALLOW;
  if (!can(ctx.actor, { action: 'session' }).allowed) return { kind: 'redirect', to: PUBLIC_ROUTES.login };
  if (isSupportPath(key)) return supportDecision(key, ctx);
  if (can(ctx.actor, { action: 'support' }).allowed) return { kind: 'redirect', to: SUPPORT_ROUTES.home };
  if (key === MAIN_ROUTES.reports && !hasFeature(ctx.features, 'hasReportingPage')) {
    return { kind: 'redirect', to: MAIN_ROUTES.dashboard };
  }
  if (key === '/clients/profile') return { kind: 'redirect', to: MAIN_ROUTES.create };
  if (matchRoute(AUDIT_LOG_ROUTE, key)) {
    if (canReadAuditLog(ctx)) return ALLOW;
  } else {
    const owner = ownerModuleLink(key);
    if (owner !== null && canOpenModule(ctx, owner)) return ALLOW;
  }
  const target = firstAllowedLink(moduleMenu(ctx));
  if (target === null) {
    // Decided: a selected location whose membership the policy no longer counts (inactive location user
    // or location) says so, in the spec's words, rather than sending the user to Administration.
    const revoked = ctx.locationId !== null && !can(ctx.actor, { action: 'workAt', locationId: ctx.locationId }).allowed;
    return { kind: 'deny', message: revoked ? AUTH_MESSAGES.accessRevoked : AUTH_MESSAGES.signingOut.description };
  }
  return { kind: 'redirect', to: target };
}
