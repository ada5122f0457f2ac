/**
 * The shell's lookups (administration-and-access.md §7): location users of readable locations, the
 * vets who can authorize at a location, a user by username (support mode, or one sharing a location
 * with the caller), a support user, and the shared reference lists (modules, roles, pharmacies, phone,
 * address and portal types).
 */
import { and, asc, count, eq, exists, ilike, inArray, or } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { atCallerLocations, worksAt, type RepositoryScope } from './scope.js';

type UserRow = typeof t.users.$inferSelect;
type LocationUserRow = typeof t.locationUsers.$inferSelect;

/** Filters of LocationsUsers. */
export interface LocationUsersQuery {
  locationIds: readonly number[];
  filter: string | null;
  active: 'all' | 'active' | 'non_active' | string;
  skip: number;
  take: number;
}

/**
 * The access lookups repository of one request.
 *
 * @example
 * const vets = await ctx.repos.access.authorizers(locationId);
 */
export function accessRepository(scope: RepositoryScope) {
  const reads = (locationId: number) => scope.supportMode || worksAt(scope, locationId);
  return {
    /** A page of the location users of readable locations, by display name, with the total. */
    async locationUsers(q: LocationUsersQuery): Promise<{ data: LocationUserRow[]; count: number }> {
      const ids = q.locationIds.filter(reads);
      const filter = q.filter;
      const where = and(
        inArray(t.locationUsers.locationId, ids.length ? [...ids] : [-1]),
        q.active === 'active' ? eq(t.locationUsers.isActive, true) : q.active === 'non_active' ? eq(t.locationUsers.isActive, false) : undefined,
        filter
          ? or(
              ilike(t.locationUsers.displayName, `%${filter}%`),
              ilike(t.users.firstName, `%${filter}%`),
              ilike(t.users.lastName, `%${filter}%`),
              ilike(t.users.email, `%${filter}%`),
            )
          : undefined,
      );
      const base = scope.db.select({ lu: t.locationUsers }).from(t.locationUsers).innerJoin(t.users, eq(t.users.id, t.locationUsers.userId)).where(where);
      const [rows, [{ n }]] = await Promise.all([
        base.orderBy(asc(t.locationUsers.displayName), asc(t.locationUsers.id)).limit(q.take).offset(q.skip),
        scope.db.select({ n: count() }).from(t.locationUsers).innerJoin(t.users, eq(t.users.id, t.locationUsers.userId)).where(where),
      ]);
      return { data: rows.map((r) => r.lu), count: Number(n) };
    },
    /** Active location users of a location the caller works at whose active role can authorize, by display name. */
    async authorizers(locationId: number): Promise<LocationUserRow[]> {
      if (!worksAt(scope, locationId)) return [];
      const rows = await scope.db
        .select({ lu: t.locationUsers })
        .from(t.locationUsers)
        .innerJoin(t.roles, eq(t.roles.id, t.locationUsers.roleId))
        .where(and(eq(t.locationUsers.locationId, locationId), eq(t.locationUsers.isActive, true), eq(t.roles.canAuthorize, true), eq(t.roles.isActive, true)))
        .orderBy(asc(t.locationUsers.displayName));
      return rows.map((r) => r.lu);
    },
    /** A user by username: any in support mode, else one with a location user at one of the caller's locations; or null. */
    async userByUsername(username: string): Promise<UserRow | null> {
      // Shared in the statement: a location user of theirs at one of the caller's locations.
      const shared = scope.supportMode
        ? undefined
        : exists(
            scope.db
              .select({ id: t.locationUsers.id })
              .from(t.locationUsers)
              .where(and(eq(t.locationUsers.userId, t.users.id), atCallerLocations(scope, t.locationUsers.locationId))),
          );
      const [row] = await scope.db.select().from(t.users).where(and(eq(t.users.username, username), shared)).limit(1);
      return row ?? null;
    },
    /** A support user by username, or null (the resolver admits only support users to ask). */
    async supportUser(username: string): Promise<UserRow | null> {
      const [row] = await scope.db.select().from(t.users).where(and(eq(t.users.username, username), eq(t.users.isSupport, true))).limit(1);
      return row ?? null;
    },
    /** Every module, in menu order. */
    modules: () => scope.db.select().from(t.modules).orderBy(asc(t.modules.orderBy), asc(t.modules.id)),
    /** Roles whose name contains the filter, by name. */
    roles: (filter: string | null) =>
      scope.db
        .select()
        .from(t.roles)
        .where(filter ? ilike(t.roles.name, `%${filter}%`) : undefined)
        .orderBy(asc(t.roles.name)),
    /** Pharmacies, by name. */
    pharmacies: () => scope.db.select().from(t.pharmacies).orderBy(asc(t.pharmacies.name)),
    /** Phone types, by id. */
    phoneTypes: () => scope.db.select().from(t.phoneTypes).orderBy(asc(t.phoneTypes.id)),
    /** Address types, by id. */
    addressTypes: () => scope.db.select().from(t.addressTypes).orderBy(asc(t.addressTypes.id)),
    /** Portal types, by id. */
    portalTypes: () => scope.db.select().from(t.portalTypes).orderBy(asc(t.portalTypes.id)),
  };
}
