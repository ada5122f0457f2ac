import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedModuleLinks } from './menu.js';
import { can } from './policy.js';
import { linkKey } from '../routes/routes.js';
import { assignmentMenuContext, roleAssignments, sessionActor, type FlatRoleModule, type SessionAssignment } from './session-actor.js';

const flat: FlatRoleModule[] = [
  { isActive: true, module: { id: 1, name: 'Dashboard', link: '/dashboard', isActive: true, isNavigation: true, parentModuleId: null } },
  { isActive: true, module: { id: 2, name: 'Administration', link: null, isActive: true, isNavigation: true, parentModuleId: null } },
  { isActive: true, module: { id: 3, name: 'User Management', link: '/usermanagement', isActive: true, isNavigation: true, parentModuleId: '2' } },
  { isActive: false, module: { id: 4, name: 'Reports', link: '/reports', isActive: true, isNavigation: true, parentModuleId: null } },
];
const assignment = (over: Partial<SessionAssignment> = {}): SessionAssignment => ({
  id: 10,
  isActive: true,
  roleId: 5,
  role: { name: 'VETADMIN', canAuthorize: true, rolesModules: flat },
  location: { id: 1, isActive: true, isPimsEnabled: true, features: ['hasReportingPage'] },
  ...over,
});
const session = (assignments: SessionAssignment[], over: Partial<Parameters<typeof sessionActor>[0]> = {}) =>
  sessionActor({ signedIn: true, isSupport: false, impersonating: false, inAdminSupportGroup: false, assignments, ...over });

describe('the actor of a session', () => {
  it('nests Me’s flat role modules under their parents', () => {
    const tree = roleAssignments(flat);
    expect(tree[1].module.childModules?.map((m) => m.name)).toEqual(['User Management']);
    expect(tree[0].module.childModules).toEqual([]);
    expect(roleAssignments(null)).toEqual([]);
  });

  it('gives each membership the modules its role opens there, active only with an active location', () => {
    const actor = session([assignment(), assignment({ id: 20, location: { id: 2, isActive: false } })]);
    expect(actor.memberships.map((m) => m.isActive)).toEqual([true, false]);
    expect(Object.keys(actor.memberships[0].modules ?? {}).sort()).toEqual(['/dashboard', '/usermanagement']);
    expect(can(actor, { action: 'readAuditLog', locationId: 1 }).allowed).toBe(true);
    expect(can(actor, { action: 'readAuditLog', locationId: 2 })).toMatchObject({ code: 'NOT_FOUND' });
    expect(can(actor, { action: 'useModule', locationId: 1, module: '/reports', permission: 'view' })).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('opens a module exactly when the menu rules allow its link at that location', () => {
    fc.assert(
      fc.property(fc.subarray(flat), fc.boolean(), fc.boolean(), fc.constantFrom('/dashboard', '/usermanagement', '/reports', '/x'), (modules, active, hasReports, link) => {
        const a = assignment({ isActive: active, role: { name: 'R', canAuthorize: false, rolesModules: modules }, location: { id: 1, features: hasReports ? ['hasReportingPage'] : [] } });
        const allowed = can(session([a]), { action: 'useModule', locationId: 1, module: link, permission: 'view' }).allowed;
        expect(allowed).toBe(active && allowedModuleLinks(assignmentMenuContext(a)).has(linkKey(link)));
      }),
    );
  });

  it('is anonymous without a session; only a support user impersonates', () => {
    expect(sessionActor({ signedIn: false, isSupport: true, impersonating: true, inAdminSupportGroup: true, assignments: [assignment()] })).toEqual({ user: null, impersonating: false, memberships: [] });
    expect(session([], { impersonating: true }).impersonating).toBe(false);
    expect(session([], { isSupport: true, impersonating: true }).impersonating).toBe(true);
  });
});
