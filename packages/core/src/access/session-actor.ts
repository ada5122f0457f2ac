/**
 * The policy's actor as a client sees it: built from what the `Me` operation answers —
 * the signed-in person's support flags, whether they impersonate, and every assignment of the effective
 * user with its role, its role's modules and its location — so the web's menus and route guard and the
 * CLI's explanations ask `can` about the same actor the server builds from the database.
 */
import { featuresFromList } from '../common/features.js';
import { sameId, type Id } from '../common/ids.js';
import { allowedModuleLinks, type AccessModule, type LocationAccessFlags, type MenuContext, type RoleModuleAssignment } from './menu.js';
import type { Actor, ModuleRights, PolicyMembership } from './policy.js';
import { linkKey } from '../routes/routes.js';

/**
 * One of the role's module assignments as `Me` sends them: flat, each child module naming its parent.
 *
 * @example
 * const rm: FlatRoleModule = { isActive: true, module: { id: 1, name: 'Dashboard', link: '/dashboard', isActive: true, isNavigation: true, parentModuleId: null } };
 */
export interface FlatRoleModule {
  readonly isActive: boolean;
  readonly module: Omit<AccessModule, 'childModules' | 'rolesModules'>;
}

/**
 * An assignment of the user at a location, as the session knows it (`Me`'s `locationsUsers`).
 *
 * @example
 * import type { SessionAssignment } from '@vetrx/core/access';
 */
export interface SessionAssignment {
  /** The LocationUser id. */
  readonly id: Id;
  readonly isActive: boolean;
  readonly roleId: Id;
  readonly role: { readonly name: string; readonly canAuthorize: boolean; readonly rolesModules?: readonly FlatRoleModule[] | null };
  readonly location: LocationAccessFlags & { readonly id: Id; readonly isActive?: boolean | null; readonly features?: readonly string[] | null };
}

/**
 * What a session knows about who is signed in.
 *
 * @example
 * import type { SessionAccessInput } from '@vetrx/core/access';
 */
export interface SessionAccessInput {
  /** False: no session (the anonymous actor). */
  readonly signedIn: boolean;
  readonly isSupport: boolean;
  /** A support user acting as a practice user through an impersonation session. */
  readonly impersonating: boolean;
  readonly inAdminSupportGroup: boolean;
  /** Every assignment of the effective user (the impersonated one while impersonating), active or not. */
  readonly assignments: readonly SessionAssignment[];
}

/**
 * The role's assignments as the menu reads them: `Me` sends them flat (children carry
 * `parentModuleId`), so each module gets its child modules from the same list.
 *
 * @example
 * roleAssignments(me.user.locationsUsers[0].role.rolesModules)[0].module.childModules
 */
export function roleAssignments(rolesModules: readonly FlatRoleModule[] | null | undefined): RoleModuleAssignment[] {
  const list = rolesModules ?? [];
  const modules = list.map((rm) => rm.module);
  return list.map((rm) => ({
    isActive: rm.isActive,
    module: { ...rm.module, childModules: modules.filter((m) => m.parentModuleId != null && sameId(m.parentModuleId, rm.module.id)) },
  }));
}

/**
 * The menu context of one assignment: its role, the role's modules, the location's flags and features.
 *
 * @example
 * allowedModuleLinks(assignmentMenuContext(current)).has('/usermanagement')
 */
export function assignmentMenuContext(a: SessionAssignment): MenuContext {
  return { roleId: a.roleId, rolesModules: roleAssignments(a.role.rolesModules), location: a.location, features: featuresFromList(a.location.features) };
}

/**
 * The module rights the role-module assignment grants (admin §6 shows no finer detail): every link the
 * role may open there ({@link allowedModuleLinks}) with view, edit and delete.
 *
 * @example
 * moduleRightsOf(['/usermanagement'])['/usermanagement'].view // true
 */
export function moduleRightsOf(links: Iterable<string>): Record<string, ModuleRights> {
  return Object.fromEntries([...links].map((link) => [linkKey(link), { view: true, edit: true, delete: true }]));
}

/**
 * The actor of a session, as the server builds it: a membership per assignment, active
 * only when the assignment and its location are active (anything else is a revoked membership), with
 * the modules its role opens there. `Me` carries no delegations, so `delegatedBy` is empty: signing
 * questions are asked of the server (or with the delegations loaded, as the Rx form does).
 *
 * @example
 * can(sessionActor({ signedIn: true, isSupport: false, impersonating: false, inAdminSupportGroup: false, assignments }), { action: 'workAt', locationId: 1 })
 */
export function sessionActor(input: SessionAccessInput): Actor {
  if (!input.signedIn) return { user: null, impersonating: false, memberships: [] };
  const memberships: PolicyMembership[] = input.assignments.map((a) => ({
    locationId: a.location.id,
    locationUserId: a.id,
    isActive: a.isActive && a.location.isActive !== false,
    role: { name: a.role.name, canAuthorize: a.role.canAuthorize },
    delegatedBy: [],
    modules: moduleRightsOf(allowedModuleLinks(assignmentMenuContext(a))),
  }));
  return {
    user: { isSupport: input.isSupport, inAdminSupportGroup: input.inAdminSupportGroup },
    impersonating: input.isSupport && input.impersonating,
    memberships,
  };
}
