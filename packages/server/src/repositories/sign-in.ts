/**
 * What building a request's context reads before the caller's scope exists (issue 9, item 2): the
 * signed-in user by username, the user's memberships with their roles, which of those locations are
 * active, and the vets who delegated to them. The context keeps the answer between requests until the
 * next write; these are the only reads made without a caller-bound scope.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

export type SignInUserRow = typeof t.users.$inferSelect;
export type SignInLocationUserRow = typeof t.locationUsers.$inferSelect;
export type SignInRoleRow = typeof t.roles.$inferSelect;
export type SignInLocationRow = typeof t.locations.$inferSelect;
export type SignInLocationFeatureRow = typeof t.locationFeatures.$inferSelect;

/** One membership of a user: the location user and its role. */
export interface SignInMembership {
  locationUser: SignInLocationUserRow;
  role: SignInRoleRow;
  locationId: number;
}

/** A user's access: every membership, the active ones at active locations, and the delegations to them. */
export interface SignInAccess {
  /** Every membership of the user, active or not. */
  all: SignInMembership[];
  /** The active memberships at active locations: what the user may work at. */
  scoped: SignInMembership[];
  /** Per location user, the vets who delegated to them. */
  delegatedBy: Map<number, number[]>;
  /** The locations of the active memberships, active or not (their rows prime the request's loaders). */
  locations: SignInLocationRow[];
  /** The features of those locations, likewise; not read inside a write (`lock`), which needs none. */
  features?: SignInLocationFeatureRow[];
}

/**
 * The user with this username (lower-cased as stored), or null.
 *
 * @example
 * const user = await userByUsername(db, identity.username);
 */
export async function userByUsername(db: Db, username: string): Promise<SignInUserRow | null> {
  const [row] = await db.select().from(t.users).where(eq(t.users.username, username)).limit(1);
  return row ?? null;
}

/**
 * A user's memberships, the locations among them that are active, and the delegations to them. With
 * `lock` (inside a mutation's transaction) the memberships, their roles and the delegations are locked
 * `FOR SHARE` until it commits: a revocation, a role change or a delegation removed at the same moment
 * waits for the write that relied on them, or the write sees it.
 *
 * @example
 * const { scoped } = await accessOf(db, user.id);
 */
export async function accessOf(db: Db | Tx, userId: number, options: { lock?: boolean } = {}): Promise<SignInAccess> {
  const shared = <Q extends { for(strength: 'share'): Q }>(q: Q): Q => (options.lock ? q.for('share') : q);
  const rows = await shared(
    db
      .select({ locationUser: t.locationUsers, role: t.roles })
      .from(t.locationUsers)
      .innerJoin(t.roles, eq(t.roles.id, t.locationUsers.roleId))
      .where(eq(t.locationUsers.userId, userId))
      .$dynamic(),
  );
  const all = rows.map((r) => ({ ...r, locationId: r.locationUser.locationId }));
  const memberships = all.filter((m) => m.locationUser.isActive);
  // Not locked: a write may lock its location for update (the office-use party), and two writes
  // holding it shared would each wait for the other.
  const at = memberships.map((m) => m.locationId);
  const [locations, features] = memberships.length
    ? await Promise.all([
        db.select().from(t.locations).where(inArray(t.locations.id, at)),
        options.lock ? undefined : db.select().from(t.locationFeatures).where(inArray(t.locationFeatures.locationId, at)),
      ])
    : [[], options.lock ? undefined : []];
  const activeLocations = new Set(locations.filter((l) => l.isActive).map((l) => l.id));
  const scoped = memberships.filter((m) => activeLocations.has(m.locationId));
  const delegatedBy = new Map<number, number[]>();
  if (scoped.length) {
    const links = await shared(
      db
        .select({ vet: t.delegations.locationUserId, delegate: t.delegations.delegatedLocationUserId })
        .from(t.delegations)
        .where(inArray(t.delegations.delegatedLocationUserId, scoped.map((m) => m.locationUser.id)))
        .$dynamic(),
    );
    for (const r of links) delegatedBy.set(r.delegate, [...(delegatedBy.get(r.delegate) ?? []), r.vet]);
  }
  return { all, scoped, delegatedBy, locations, features };
}
