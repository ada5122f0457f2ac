import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { hasFeature } from '../common/features.js';
import { AUDIT_LOG_ROUTE } from './audit-log.js';
import { allowedModuleLinks, buildMenu, firstAllowedLink, type MenuContext } from './menu.js';
import { can } from './policy.js';
import { checkRouteAccess, practiceMenu, type RouteDecision } from './route-guard.js';
import { MAIN_ROUTES, SUPPORT_ROUTES, fillRoute, isPublicPath, isSupportPath, linkKey, matchRoute, ownerModuleLink } from '../routes/routes.js';
import { ctxArb } from './test-utils/arbitraries.js';
import { assign, clients, create, menuContext, routeContext, ROUTE_LOCATION, STAFF_ROLE, type RouteFlags } from './test-utils/modules.js';

describe('route permission', () => {
  it('lets anyone reach the sign-in routes and sends the unauthenticated to /login', () => {
    const anon = routeContext({ isAuthenticated: false });
    expect(checkRouteAccess('/login', anon)).toEqual({ kind: 'allow' });
    expect(checkRouteAccess('/login/callback', anon)).toEqual({ kind: 'allow' });
    expect(checkRouteAccess('/dashboard', anon)).toEqual({ kind: 'redirect', to: '/login' });
    expect(checkRouteAccess('/support', anon)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('allows the routes of granted modules, including their sub-pages', () => {
    const ctx = routeContext();
    for (const path of [
      '/dashboard',
      '/clients/profile/42',
      '/create/rx/product-selection',
      '/create/rx/direct/',
      '/create/prescription/client/3',
      '/officeuserx/create/rx',
      '/usermanagement/userprofile/5',
      '/products/9',
      '/PrescribingShortcuts',
      '/practicesettings',
      '/reports',
      '/link',
    ]) {
      expect(checkRouteAccess(path, ctx), path).toEqual({ kind: 'allow' });
    }
  });

  it('redirects other paths to the first allowed module link', () => {
    const ctx = routeContext({ rolesModules: assign([clients, create]) });
    expect(checkRouteAccess('/dashboard', ctx)).toEqual({ kind: 'redirect', to: '/create' });
    expect(checkRouteAccess('/', ctx)).toEqual({ kind: 'redirect', to: '/create' });
    expect(checkRouteAccess('/nowhere', ctx)).toEqual({ kind: 'redirect', to: '/create' });
    expect(checkRouteAccess('/PrescribingShortcuts', routeContext({ roleId: STAFF_ROLE }))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('sends /reports without hasReportingPage to /dashboard', () => {
    expect(checkRouteAccess('/reports', routeContext({ features: {} }))).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('sends a client profile without an id to /create', () => {
    expect(checkRouteAccess('/clients/profile/', routeContext())).toEqual({ kind: 'redirect', to: '/create' });
  });

  it('denies everything when the role has no module', () => {
    expect(checkRouteAccess('/dashboard', routeContext({ rolesModules: [] }))).toEqual({
      kind: 'deny',
      message: AUTH_MESSAGES.signingOut.description,
    });
  });

  it('keeps non-support users out of the support area', () => {
    for (const route of Object.values(SUPPORT_ROUTES)) {
      expect(checkRouteAccess(route.replace(/:\w+/, '1'), routeContext())).toEqual({
        kind: 'deny',
        message: "you can't access this link",
      });
    }
  });

  it('shows support users only the support area, Role only for the admin support group', () => {
    const support = routeContext({ isSupportUser: true });
    expect(checkRouteAccess('/dashboard', support)).toEqual({ kind: 'redirect', to: '/support' });
    expect(checkRouteAccess('/support/pims', support)).toEqual({ kind: 'allow' });
    expect(checkRouteAccess(fillRoute(SUPPORT_ROUTES.practiceDetail, { practiceId: 4 }), support)).toEqual({
      kind: 'allow',
    });
    expect(checkRouteAccess('/support/role', support)).toEqual({ kind: 'redirect', to: '/support' });
    expect(checkRouteAccess('/support/role', routeContext({ isSupportUser: true, inAdminSupportGroup: true }))).toEqual({ kind: 'allow' });
    expect(checkRouteAccess('/support/unknown', support)).toEqual({ kind: 'redirect', to: '/support' });
  });

  it('lets an impersonating support user use the impersonated role in the main area', () => {
    const ctx = routeContext({ isSupportUser: true, isImpersonating: true });
    expect(checkRouteAccess('/dashboard', ctx)).toEqual({ kind: 'allow' });
  });

  it('closes every support path to an impersonating support user (issue 12 item 5)', () => {
    const inside = routeContext({ isSupportUser: true, isImpersonating: true, inAdminSupportGroup: true });
    const denied = { kind: 'deny', message: AUTH_MESSAGES.supportWhileImpersonating };
    for (const route of Object.values(SUPPORT_ROUTES)) {
      const path = route.replace(/:\w+/, '7');
      expect(checkRouteAccess(path, inside), path).toEqual(denied);
      expect(checkRouteAccess(path, routeContext({ isSupportUser: true, inAdminSupportGroup: true })).kind, path).not.toBe('deny');
    }
    expect(checkRouteAccess('/support/anything', inside)).toEqual(denied);
  });

  it('a redirect target is itself allowed (no redirect loops)', () => {
    const paths = fc.constantFrom(
      ...Object.values(MAIN_ROUTES).map((r) => r.replace(/:\w+/, '8')),
      '/unknown',
      '/clients/profile',
    );
    const flags = fc.record({
      hasReportingPage: fc.boolean(),
      isOfficeUseEnabled: fc.boolean(),
      isPimsEnabled: fc.boolean(),
      drop: fc.subarray([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]),
    });
    fc.assert(
      fc.property(paths, flags, (path, f) => {
        const base = menuContext();
        const ctx = routeContext({
          rolesModules: base.rolesModules.filter((_, i) => !f.drop.includes(i)),
          features: { hasReportingPage: f.hasReportingPage },
          location: { isOfficeUseEnabled: f.isOfficeUseEnabled, isPimsEnabled: f.isPimsEnabled },
        });
        let decision = checkRouteAccess(path, ctx);
        for (let hops = 0; decision.kind === 'redirect' && hops < 3; hops++) decision = checkRouteAccess(decision.to, ctx);
        expect(decision.kind).not.toBe('redirect');
      }),
    );
  });
});

/**
 * The route guard as it decided before it asked the policy: flags and the role's module
 * links. The policy-derived guard must keep every one of its answers for a session whose membership at
 * the selected location is active.
 */
function formerRouteAccess(path: string, ctx: MenuContext, f: Omit<RouteFlags, 'revoked'>): RouteDecision {
  const key = linkKey(path);
  if (isPublicPath(key)) return { kind: 'allow' };
  if (!f.isAuthenticated) return { kind: 'redirect', to: '/login' };
  if (isSupportPath(key)) {
    if (!f.isSupportUser) return { kind: 'deny', message: AUTH_MESSAGES.supportOnly };
    if (f.isImpersonating) return { kind: 'deny', message: AUTH_MESSAGES.supportWhileImpersonating };
    if (matchRoute(SUPPORT_ROUTES.role, key) && !f.inAdminSupportGroup) return { kind: 'redirect', to: SUPPORT_ROUTES.home };
    return Object.values(SUPPORT_ROUTES).some((r) => matchRoute(r, key)) ? { kind: 'allow' } : { kind: 'redirect', to: SUPPORT_ROUTES.home };
  }
  if (f.isSupportUser && !f.isImpersonating) return { kind: 'redirect', to: SUPPORT_ROUTES.home };
  if (key === MAIN_ROUTES.reports && !hasFeature(ctx.features, 'hasReportingPage')) return { kind: 'redirect', to: MAIN_ROUTES.dashboard };
  if (key === '/clients/profile') return { kind: 'redirect', to: MAIN_ROUTES.create };
  const owner = ownerModuleLink(key);
  if (owner !== null && allowedModuleLinks(ctx).has(owner)) return { kind: 'allow' };
  const target = firstAllowedLink(buildMenu(ctx));
  return target === null ? { kind: 'deny', message: AUTH_MESSAGES.signingOut.description } : { kind: 'redirect', to: target };
}

const pathArb = fc.constantFrom(
  ...Object.values(MAIN_ROUTES).map((r) => r.replace(/:\w+/, '8')),
  ...Object.values(SUPPORT_ROUTES).map((r) => r.replace(/:\w+/, '8')),
  AUDIT_LOG_ROUTE,
  '/',
  '/login',
  '/unknown',
  '/clients/profile',
  '/a',
  '/b/c',
  '/usermanagement',
);
const flagsArb = fc.record({ isAuthenticated: fc.boolean(), isSupportUser: fc.boolean(), isImpersonating: fc.boolean(), inAdminSupportGroup: fc.boolean() });
const owned = (path: string) => !isPublicPath(path) && !isSupportPath(path) && linkKey(path) !== '/clients/profile' && linkKey(path) !== MAIN_ROUTES.reports;

describe('route permission and the side menu come from the policy', () => {
  it('keeps every answer of the former guard for an active membership', () => {
    fc.assert(
      fc.property(ctxArb, flagsArb, pathArb, (menu, flags, path) => {
        const former = formerRouteAccess(path, menu, { ...flags, isImpersonating: flags.isSupportUser && flags.isImpersonating });
        expect(checkRouteAccess(path, routeContext({ ...menu, ...flags }))).toEqual(former);
      }),
      { numRuns: 400 },
    );
  });

  it('allows a module path exactly when can(useModule) does (readAuditLog for the Audit Log), and never on a revoked membership', () => {
    fc.assert(
      fc.property(ctxArb, flagsArb, fc.boolean(), pathArb, (menu, flags, revoked, path) => {
        const ctx = routeContext({ ...menu, ...flags, isSupportUser: flags.isSupportUser && flags.isImpersonating, revoked });
        if (!flags.isAuthenticated || !owned(path)) return;
        const key = linkKey(path);
        const request =
          key === AUDIT_LOG_ROUTE
            ? ({ action: 'readAuditLog', locationId: ROUTE_LOCATION } as const)
            : ({ action: 'useModule', locationId: ROUTE_LOCATION, module: ownerModuleLink(key) ?? key, permission: 'view' } as const);
        expect(checkRouteAccess(path, ctx).kind === 'allow').toBe(ownerModuleLink(key) !== null && can(ctx.actor, request).allowed);
        if (revoked) {
          expect(checkRouteAccess(path, ctx)).toEqual({ kind: 'deny', message: AUTH_MESSAGES.accessRevoked });
          expect(practiceMenu(ctx)).toEqual([]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('shows in the menu only links the policy opens, each of which the guard lets through', () => {
    fc.assert(
      fc.property(ctxArb, fc.boolean(), (menu, impersonating) => {
        const ctx = routeContext({ ...menu, isSupportUser: impersonating, isImpersonating: impersonating });
        for (const entry of practiceMenu(ctx)) {
          for (const l of entry.kind === 'link' ? [entry] : entry.children) {
            const request = l.key === linkKey(AUDIT_LOG_ROUTE) ? ({ action: 'readAuditLog', locationId: ROUTE_LOCATION } as const) : ({ action: 'useModule', locationId: ROUTE_LOCATION, module: l.link, permission: 'view' } as const);
            expect(can(ctx.actor, request).allowed).toBe(true);
            const decision = checkRouteAccess(l.link, ctx);
            // A gated link (reports without the feature) never reaches the menu; every other shown link opens.
            expect(decision).toEqual({ kind: 'allow' });
          }
        }
      }),
    );
  });
});
