/**
 * The caller's user-administration scope (administration-and-access.md §6): which
 * locations' users the caller sees and at which they manage users (core's `canManageUsers` over their
 * memberships' roles), computed once per request from the request context and read through the
 * caller's repositories. Resolvers hand it to `ctx.repos.users`.
 */
import { userAdminReach } from '@vetrx/core/access';
import { canManageUsers, type AdminActor } from '@vetrx/core/admin';
import { refusal } from '../errors.js';
import type { UserAdminScope } from '../repositories/users.js';
import type { RequestContext } from './context.js';

const scopes = new WeakMap<RequestContext, Promise<UserAdminScope>>();

/** The caller's user-administration scope, computed once per request. */
export function userAdminScope(ctx: RequestContext): Promise<UserAdminScope> {
  let p = scopes.get(ctx);
  if (!p) {
    p = (async () => {
      const me = ctx.requireUser();
      const own = await ctx.repos.users.ownLocationUserIds();
      const actor: AdminActor = { isSupportUser: ctx.isSupport, userId: me.id, locationUserIds: own };
      if (ctx.supportMode) return { visible: null, manageable: null, actor };
      const access = await ctx.repos.users.roleModuleAssignments([...new Set(ctx.memberships.map((m) => m.role.id))]);
      const manageable = ctx.memberships
        .filter((m) => canManageUsers({ roleId: m.role.id, rolesModules: access.get(m.role.id) ?? [] }))
        .map((m) => m.locationId);
      return { visible: [...ctx.locationIds], manageable, actor };
    })();
    scopes.set(ctx, p);
  }
  return p;
}


/**
 * Refuses unless the caller manages users at the location (core's `userAdminReach.decision`): another
 * location answers NOT_FOUND, a role without User Management FORBIDDEN.
 *
 * @example
 * requireManage(scope, lu.locationId);
 */
export function requireManage(scope: UserAdminScope, locationId: number, what = 'Location user'): void {
  const decision = userAdminReach.decision(scope, locationId, what);
  if (!decision.allowed) throw refusal(decision);
}
