/**
 * Turns the `Me` answer into what the shell needs, using core's rules only: the current location
 * assignment (selectLocation), the session's actor and route-access context (routeAccessContext — the
 * policy's actor), the side menu (practiceMenu: the modules `can` lets the actor open,
 * and the Audit Log for those it lets read it) and the support menu. No rule is decided here; this file
 * only shapes data for core.
 */
import {
  buildSupportMenu,
  practiceMenu,
  routeAccessContext,
  selectLocation,
  type MenuContext,
  type MenuEntry,
  type RouteAccessContext,
  type SupportMenuEntry,
} from '@vetrx/core/access';
import type { MeQuery } from '@vetrx/core/operations/Me';
import { featuresFromList, type LocationFeatures } from '@vetrx/core/common';

export { roleAssignments } from '@vetrx/core/access';

export type Me = MeQuery['me'];
export type MeUser = NonNullable<Me['user']>;
export type LocationAssignment = MeUser['locationsUsers'][number];

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
  /** The policy's actor and the selected location, as the route guard asks `can` about them. */
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
  const isSupportUser = me.isSupport;
  const isImpersonating = opts.isImpersonating && isSupportUser;
  const inAdminSupportGroup = me.supportUser?.inAdminSupportGroup ?? false;
  const usesSupportLayout = isSupportUser && !isImpersonating;
  const routeContext = routeAccessContext({ signedIn: true, isSupport: isSupportUser, impersonating: isImpersonating, inAdminSupportGroup, assignments }, current);
  const { actor: _actor, locationId: _locationId, ...menuContext } = routeContext;
  return {
    me,
    user,
    isSupportUser,
    isImpersonating,
    impersonatedUsername: isImpersonating ? (me.impersonating ?? opts.impersonatedUsername ?? null) : null,
    inAdminSupportGroup,
    assignments,
    current,
    features: featuresFromList(current?.location.features),
    menuContext,
    routeContext,
    menu: usesSupportLayout ? [] : practiceMenu(routeContext),
    supportMenu: isSupportUser ? buildSupportMenu({ inAdminSupportGroup, sandbox: me.sandboxAvailable === true }) : [],
    usesSupportLayout,
    firstName: (usesSupportLayout ? me.supportUser?.firstName : user?.firstName) ?? me.supportUser?.firstName ?? '',
  };
}
