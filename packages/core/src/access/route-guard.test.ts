import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../messages/admin.js';
import { checkRouteAccess } from './route-guard.js';
import { MAIN_ROUTES, SUPPORT_ROUTES, fillRoute } from './routes.js';
import { assign, clients, create, menuContext, routeContext, STAFF_ROLE } from './test-utils/modules.js';

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
    expect(checkRouteAccess('/support/role', { ...support, inAdminSupportGroup: true })).toEqual({ kind: 'allow' });
    expect(checkRouteAccess('/support/unknown', support)).toEqual({ kind: 'redirect', to: '/support' });
  });

  it('lets an impersonating support user use the impersonated role in the main area', () => {
    const ctx = routeContext({ isSupportUser: true, isImpersonating: true });
    expect(checkRouteAccess('/dashboard', ctx)).toEqual({ kind: 'allow' });
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
