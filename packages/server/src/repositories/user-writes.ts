/**
 * Writes of users and location users (admin §4, §5, §7), bound to the mutation's transaction: a user
 * with their phones and location assignments, a location user's fields, phones and flags. The reads
 * the resolvers need before deciding — which locations exist, the assignable roles, a taken username,
 * a reached user's assignments — are here too. Who may see or manage whom is `userAdminScope`
 * (users.ts), asked by the resolvers first; every read and write of a user or location user by id also
 * carries the caller's reach in its statement (`usersReachedBy`, or the caller's locations for a
 * location user), so another practice's id reads and writes nothing (NOT_FOUND, as a missing id).
 * Whether a username is taken is asked of every user: usernames are unique across practices.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { newAssignmentProfile, type LocationAssignmentInput } from '@vetrx/core/admin';
import { sameId, type PhoneInput } from '@vetrx/core/common';
import * as t from '../db/schema/index.js';
import { NotFound } from './errors.js';
import { readableLocations, requireTx, type RepositoryScope } from './scope.js';
import {
  assignableRoles,
  assignmentDetails,
  assignmentsOf,
  syncLocationUserPhones,
  syncUserPhones,
  usernameTaken,
  usersReachedBy,
  type LocationUserRow,
} from './users.js';

type UserRow = typeof t.users.$inferSelect;
type UserInsert = typeof t.users.$inferInsert;
type LocationUserInsert = typeof t.locationUsers.$inferInsert;

/** A location user's active and primary flags as core decided them. */
export interface AssignmentFlags {
  id: number;
  isActive?: boolean;
  isPrimary: boolean;
}

/**
 * The user writes repository of one request.
 *
 * @example
 * return mutate(ctx, 'UpdateUserAccount', async ({ repos }) => repos.userWrites.updateUser(me.id, { firstName }, phones));
 */
export function userWritesRepository(scope: RepositoryScope) {
  /**
   * The condition naming one location user of a user the caller reaches: a user's assignments at their
   * other locations change with them (the primary handed on), another practice's user's never.
   */
  const reachedLocationUser = (id: number) => and(eq(t.locationUsers.id, id), usersReachedBy(scope, t.locationUsers.userId));
  return {
    /** Which of these location ids exist among the caller's (every location in support mode). */
    async existingLocationIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await scope.db
        .select({ id: t.locations.id })
        .from(t.locations)
        .where(and(inArray(t.locations.id, [...new Set(ids)]), readableLocations(scope, t.locations.id)));
      return rows.map((r) => r.id);
    },
    /** Active roles (and the inactive ones a user already holds). */
    assignableRoles: (keep: readonly number[] = []) => assignableRoles(scope.db, keep),
    /** Whether another user has this username. */
    usernameTaken: (username: string, exceptId?: number) => usernameTaken(scope.db, username, exceptId),
    /** Every assignment of a user the caller reaches (themselves, or one visible to them), in id order; none for another practice's. */
    assignmentsOf: (userId: number) => assignmentsOf(scope, userId),

    /** Inserts a user with their phones. */
    async insertUser(values: UserInsert, phones: readonly PhoneInput[]): Promise<UserRow> {
      const tx = requireTx(scope);
      const [user] = await tx.insert(t.users).values(values).returning();
      await syncUserPhones(tx, user.id, phones);
      return user;
    },
    /** Updates a user the caller reaches, and their phones when given; NOT_FOUND for another practice's. */
    async updateUser(userId: number, set: Partial<UserInsert>, phones: readonly PhoneInput[] | null): Promise<UserRow> {
      const tx = requireTx(scope);
      const [after] = await tx
        .update(t.users)
        .set(set)
        .where(and(eq(t.users.id, userId), usersReachedBy(scope, t.users.id)))
        .returning();
      if (!after) throw new NotFound('User');
      if (phones) await syncUserPhones(tx, userId, phones);
      return after;
    },
    /** A user the caller reaches as stored, read in the transaction; NOT_FOUND for another practice's. */
    async user(userId: number): Promise<UserRow> {
      const [user] = await requireTx(scope)
        .select()
        .from(t.users)
        .where(and(eq(t.users.id, userId), usersReachedBy(scope, t.users.id)));
      if (!user) throw new NotFound('User');
      return user;
    },
    /** Writes validated assignments of a user: updates stored ones that changed, inserts new ones with their profile and the user's phones. */
    async writeAssignments(
      user: { id: number; firstName: string; lastName: string; email: string },
      rows: readonly LocationAssignmentInput[],
      stored: readonly LocationUserRow[],
      roles: readonly { id: string | number; canAuthorize: boolean }[],
      phones: readonly PhoneInput[],
    ): Promise<void> {
      const tx = requireTx(scope);
      for (const row of rows) {
        const values = { roleId: Number(row.roleId), ...assignmentDetails(row) };
        const existing = row.id === null ? undefined : stored.find((s) => sameId(s.id, row.id));
        if (existing) {
          const changed = (Object.keys(values) as (keyof typeof values)[]).some((k) => existing[k] !== values[k]);
          if (changed) await tx.update(t.locationUsers).set({ ...values, updatedAt: new Date() }).where(reachedLocationUser(existing.id));
          continue;
        }
        const role = roles.find((r) => sameId(r.id, row.roleId));
        const profile = newAssignmentProfile(user, role);
        const [inserted] = await tx
          .insert(t.locationUsers)
          .values({ userId: user.id, locationId: Number(row.locationId), ...values, ...profile })
          .returning({ id: t.locationUsers.id });
        await syncLocationUserPhones(tx, inserted.id, phones.map((p) => ({ ...p, uuid: null })));
      }
    },
    /** Updates a location user at one of the caller's locations (any in support mode), and its phones when given; NOT_FOUND otherwise. */
    async updateLocationUser(id: number, set: Partial<LocationUserInsert>, phones: readonly PhoneInput[] | null = null): Promise<LocationUserRow> {
      const tx = requireTx(scope);
      const [after] = await tx
        .update(t.locationUsers)
        .set(set)
        .where(and(eq(t.locationUsers.id, id), readableLocations(scope, t.locationUsers.locationId)))
        .returning();
      if (!after) throw new NotFound('Location user');
      if (phones) await syncLocationUserPhones(tx, id, phones);
      return after;
    },
    /** Stores the flags of the assignments that changed from `before` (active and primary as given). */
    async setAssignmentFlags(rows: readonly AssignmentFlags[], before: readonly LocationUserRow[], now: Date): Promise<void> {
      const tx = requireTx(scope);
      for (const r of rows) {
        const was = before.find((s) => s.id === r.id)!;
        const active = r.isActive ?? was.isActive;
        if (was.isActive !== active || was.isPrimary !== r.isPrimary) {
          await tx
            .update(t.locationUsers)
            .set({ ...(r.isActive === undefined ? {} : { isActive: r.isActive }), isPrimary: r.isPrimary, updatedAt: now })
            .where(reachedLocationUser(r.id));
        }
      }
    },
  };
}
