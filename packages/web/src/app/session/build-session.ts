/**
 * Turns the `Me` answer into what the shell needs, using core's rules only: the current location
 * assignment (selectLocation), the menu context and menu (buildMenu), and the route-access context
 * (checkRouteAccess). No rule is decided here; this file only shapes data for core.
 */
import {
  buildMenu,
  buildSupportMenu,
  type MenuContext,
  type MenuEntry,
  type RoleModuleAssignment,
  type RouteAccessContext,
  type SupportMenuEntry,
  selectLocation,
} from '@vetrx/core/access';
import type { MeQuery } from '@vetrx/core/api';
import { featuresFromList, type LocationFeatures } from '@vetrx/core/common';

export type Me = MeQuery['me'];
export type MeUser = NonNullable<Me['user']>;
export type LocationAssignment = MeUser['locationsUsers'][number];
export type RoleModule = LocationAssignment['role']['rolesModules'][number];

/** Everything the shell knows about the signed-in person at the selected location. */
export interface Session {
  readonly me: Me;
  /** The practice user (the impersonated one while impersonating); null for a support user. */
  readonly user: MeUser | null;
  readonly isSupportUser: boolean;
  readonly isImpersonating: boolean;
  /** The impersonated username while impersonating. */
  readonly impersonatedUsername: string | null;
  readonly inAdminSupportGroup: boolean;
  /** Every location assignment of the user, active or not (the switcher lists them). */
  readonly assignments: readonly LocationAssignment[];
  /** The assignment at the selected location; null when the user has no active assignment. */
  readonly current: LocationAssignment | null;
  readonly features: LocationFeatures;
  readonly menuContext: MenuContext;
  readonly routeContext: RouteAccessContext;
  /** The practice side menu (empty for a support user outside impersonation). */
  readonly menu: readonly MenuEntry[];
  /** The support menu (empty for practice users). */
  readonly supportMenu: readonly SupportMenuEntry[];
  /** True when the support layout applies: a support user who is not impersonating. */
  readonly usesSupportLayout: boolean;
  /** The first name to greet. */
  readonly firstName: string;
}

/**
 * The role's assignments as core's menu expects them: `Me` sends them flat (children carry
 * `parentModuleId`), so each top-level module gets its child modules from the same list.
 */
export function roleAssignments(rolesModules: readonly RoleModule[]): RoleModuleAssignment[] {
  const modules = rolesModules.map((rm) => rm.module);
  return rolesModules.map((rm) => ({
    isActive: rm.isActive,
    module: { ...rm.module, childModules: modules.filter((m) => m.parentModuleId === rm.module.id) },
  }));
}

/**
 * Builds the session from `Me`, the stored location id and the impersonation flag.
 *
 * @example
 * buildSession(me, { storedLocationId: '2', isImpersonating: false }).menu.map((e) => e.label)
 */
export function buildSession(
  me: Me,
  opts: { storedLocationId: string | null; isImpersonating: boolean; impersonatedUsername?: string | null },
): Session {
  const user = me.user ?? null;
  const assignments = user?.locationsUsers ?? [];
  const current = selectLocation(assignments, opts.storedLocationId);
  const features = featuresFromList(current?.location.features);
  const menuContext: MenuContext = current
    ? {
        roleId: current.roleId,
        rolesModules: roleAssignments(current.role.rolesModules),
        location: current.location,
        features,
      }
    : { roleId: '', rolesModules: [], location: {}, features: {} };
  const isSupportUser = me.isSupport;
  const isImpersonating = opts.isImpersonating && isSupportUser;
  const inAdminSupportGroup = me.supportUser?.inAdminSupportGroup ?? false;
  const usesSupportLayout = isSupportUser && !isImpersonating;
  return {
    me,
    user,
    isSupportUser,
    isImpersonating,
    impersonatedUsername: isImpersonating ? (me.impersonating ?? opts.impersonatedUsername ?? null) : null,
    inAdminSupportGroup,
    assignments,
    current,
    features,
    menuContext,
    routeContext: { ...menuContext, isAuthenticated: true, isSupportUser, isImpersonating, inAdminSupportGroup },
    menu: usesSupportLayout ? [] : buildMenu(menuContext),
    supportMenu: isSupportUser ? buildSupportMenu({ inAdminSupportGroup }) : [],
    usesSupportLayout,
    firstName: (usesSupportLayout ? me.supportUser?.firstName : user?.firstName) ?? me.supportUser?.firstName ?? '',
  };
}
