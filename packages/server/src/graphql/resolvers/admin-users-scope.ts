/**
 * What the user administration resolvers share: the records the caller's user-administration scope
 * sees (context/user-admin.ts, administration-and-access.md §6), read through the caller's repositories,
 * and `mutate` for the user operations, which then forgets the request's cached users. The repositories
 * receive only their scope, never the request context.
 */
import { mutate, type MutationScope } from '../../unit-of-work.js';
import type { RequestContext } from '../../context/context.js';
import type { LocationUserRow, UserAdminScope, UserRow } from '../../repositories/users.js';

/** The caller's user-administration scope (the context's; here too so the admin resolvers import one module). */
export { userAdminScope } from '../../context/user-admin.js';

/** A location user the caller sees; NOT_FOUND otherwise. */
export function visibleLocationUser(ctx: RequestContext, scope: UserAdminScope, id: number): Promise<LocationUserRow> {
  return ctx.repos.users.visibleLocationUser(scope, id);
}

/** A user the caller sees (support: any; others: a user with an assignment at one of their locations). */
export function visibleUser(ctx: RequestContext, scope: UserAdminScope, id: number): Promise<{ user: UserRow; assignments: LocationUserRow[] }> {
  return ctx.repos.users.visibleUser(scope, id);
}

/**
 * Forgets what this request's loaders cached about users and location users, so the answer of a
 * mutation resolves its fields (phones, assignments, delegations) from the rows just written.
 */
function forgetCachedUsers(ctx: RequestContext): void {
  const l = ctx.loaders;
  for (const loader of [l.user, l.locationUser, l.userPhonesByUser, l.locationUserPhonesByLocationUser, l.locationUsersByUser, l.delegationsByLocationUser, l.delegationsByDelegate]) {
    loader.clearAll();
  }
}

/**
 * `mutate` (one transaction, one audit row) for the user operations; afterwards the request's cached
 * users are forgotten so the answer shows the rows just written.
 */
export async function mutateUsers<T>(ctx: RequestContext, operation: string, work: (scope: MutationScope) => Promise<T>): Promise<T> {
  const result = await mutate(ctx, operation, work);
  forgetCachedUsers(ctx);
  return result;
}
