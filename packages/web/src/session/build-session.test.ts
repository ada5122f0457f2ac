import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe, supportMe } from '../test/fixtures';
import { AUDIT_LOG_ROUTE, can, checkRouteAccess } from '@vetrx/core/access';
import { buildSession, roleAssignments } from './build-session';

describe('session from Me', () => {
  it("gives each top-level module its children from the role's flat assignments", () => {
    const a = assignment();
    const shaped = roleAssignments(a.role.rolesModules);
    const admin = shaped.find((s) => s.module.name === 'Admin');
    expect(admin?.module.childModules?.map((c) => c.name)).toEqual(['Users', 'Practice Settings']);
  });

  it('works at the stored location, else the primary one, and gates the menu by its flags', () => {
    const north = assignment({ location: location({ id: '1', name: 'North', features: ['hasReportingPage'] }) });
    const south = assignment({ location: location({ id: '2', name: 'South' }), isPrimary: true });
    const me = practiceMe([north, south]);
    expect(buildSession(me, { storedLocationId: null, isImpersonating: false }).current?.location.name).toBe('South');
    const atNorth = buildSession(me, { storedLocationId: '1', isImpersonating: false });
    expect(atNorth.current?.location.name).toBe('North');
    expect(atNorth.menu.map((e) => e.label)).toContain('Reports');
    expect(buildSession(me, { storedLocationId: '2', isImpersonating: false }).menu.map((e) => e.label)).not.toContain('Reports');
  });

  it('uses the support layout for a support user who is not impersonating', () => {
    const s = buildSession(supportMe({ inAdminSupportGroup: true }), { storedLocationId: null, isImpersonating: false });
    expect(s.usesSupportLayout).toBe(true);
    expect(s.menu).toEqual([]);
    expect(s.supportMenu.map((e) => e.label)).toContain('Role');
    expect(s.firstName).toBe('Sam');
  });

  it('ignores a stale impersonation flag for a user who is not a support user', () => {
    const s = buildSession(practiceMe([assignment({ isPrimary: true })]), { storedLocationId: null, isImpersonating: true });
    expect(s.isImpersonating).toBe(false);
    expect(s.usesSupportLayout).toBe(false);
  });

  it('asks the policy: the menu and the route guard see the actor the server would (a revoked location opens nothing)', () => {
    const open = buildSession(practiceMe([assignment({ isPrimary: true, location: location({ id: '7' }) })]), { storedLocationId: null, isImpersonating: false });
    expect(open.menu.length).toBeGreaterThan(0);
    for (const e of open.menu.flatMap((x) => (x.kind === 'group' ? x.children : [x]))) {
      const request = e.link === AUDIT_LOG_ROUTE ? ({ action: 'readAuditLog', locationId: '7' } as const) : ({ action: 'useModule', locationId: '7', module: e.link, permission: 'view' } as const);
      expect(can(open.routeContext.actor, request).allowed).toBe(true);
    }
    // The practice deactivated its location: the server answers NOT_FOUND there, so nothing shows.
    const closed = buildSession(practiceMe([assignment({ isPrimary: true, location: location({ id: '7', isActive: false }) })]), { storedLocationId: null, isImpersonating: false });
    expect(closed.current?.location.id).toBe('7');
    expect(closed.menu).toEqual([]);
    expect(checkRouteAccess('/dashboard', closed.routeContext)).toEqual({ kind: 'deny', message: 'Access to this location is revoked' });
  });
});
