/**
 * Reads and writes of users and location users for the user administration operations
 * (administration-and-access.md §2.5, §4, §5, §7), and the caller's user-administration scope: which
 * locations' users the caller sees and at which ones they manage users (admin §6). The scope is computed
 * from the request context by graphql/resolvers/admin-users-scope.ts.
 */
import { aliasedTable, and, asc, count, eq, exists, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { RoleModuleAssignment } from '@vetrx/core/access';
import { type AdminActor, type RoleInfo, type StoredAssignment } from '@vetrx/core/admin';
import type { PhoneInput } from '@vetrx/core/common';
import type { DbOrTx, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { NotFound } from './errors.js';
import { likePattern } from './clients.js';
import { atCallerLocations, readableLocations, type RepositoryScope } from './scope.js';

export type UserRow = typeof t.users.$inferSelect;
export type LocationUserRow = typeof t.locationUsers.$inferSelect;

/**
 * What the caller may do with users. `null` lists mean every location (a support user who is not
 * impersonating). While a support user impersonates, the scope is the impersonated user's, but the
 * e-mail rules still treat the caller as support (docs/decisions/0081-user-administration-permissions.md).
 */
export interface UserAdminScope {
  /** Locations whose users the caller sees. */
  visible: number[] | null;
  /** Locations where the caller manages users (a role with the User Management module). */
  manageable: number[] | null;
  /** The saver, for core's rules (own e-mail, self-deactivation). */
  actor: AdminActor;
}

/** The role-module assignments of roles, shaped as core's menu rules read them (children nested). */
export async function roleModuleAssignments(db: DbOrTx, roleIds: readonly number[]): Promise<Map<number, RoleModuleAssignment[]>> {
  const out = new Map<number, RoleModuleAssignment[]>();
  if (roleIds.length === 0) return out;
  const [links, modules] = await Promise.all([
    db.select().from(t.rolesModules).where(inArray(t.rolesModules.roleId, [...roleIds])),
    db.select().from(t.modules),
  ]);
  const withChildren = (m: typeof t.modules.$inferSelect) => ({ ...m, childModules: modules.filter((c) => c.parentModuleId === m.id) });
  for (const link of links) {
    const module = modules.find((m) => m.id === link.moduleId);
    if (!module) continue;
    const list = out.get(link.roleId) ?? [];
    list.push({ isActive: link.isActive, module: withChildren(module) });
    out.set(link.roleId, list);
  }
  return out;
}

/** The location users the reach conditions look through (aliased: the outer statement may read location_users too). */
const reach = aliasedTable(t.locationUsers, 'reach_lu');

/** `userId` holds a location user at one of the caller's locations (active or not), in a subquery of the statement. */
function assignedAtCallerLocations(scope: RepositoryScope, userId: PgColumn): SQL {
  return exists(scope.db.select({ id: reach.id }).from(reach).where(and(eq(reach.userId, userId), atCallerLocations(scope, reach.locationId))));
}

/**
 * The condition that keeps a statement to the users the caller reaches (`userId` names a row's user):
 * every user in support mode, else themselves and the users holding a location user at one of the
 * caller's locations. A user read or written by id puts it in its own WHERE, so another practice's
 * user reads nothing, as a missing id does.
 *
 * @example
 * db.select().from(t.users).where(and(eq(t.users.id, id), usersReachedBy(scope, t.users.id)))
 */
export function usersReachedBy(scope: RepositoryScope, userId: PgColumn): SQL | undefined {
  if (scope.supportMode) return undefined;
  const shared = assignedAtCallerLocations(scope, userId);
  return scope.userId === null ? shared : or(eq(userId, scope.userId), shared);
}

/** The locations of the user-administration scope, in a statement (`null`: every location). */
const adminSees = (admin: UserAdminScope, locationId: PgColumn): SQL | undefined =>
  admin.visible === null ? undefined : admin.visible.length ? inArray(locationId, admin.visible) : sql`false`;

/**
 * A location user the caller sees; NOT_FOUND otherwise. The caller's locations (all in support mode)
 * and the user-administration scope's are both in the statement: another location's id reads nothing.
 */
async function visibleLocationUser(scope: RepositoryScope, admin: UserAdminScope, id: number): Promise<LocationUserRow> {
  const lu = t.locationUsers;
  const [row] = await scope.db
    .select()
    .from(lu)
    .where(and(eq(lu.id, id), readableLocations(scope, lu.locationId), adminSees(admin, lu.locationId)))
    .limit(1);
  if (!row) throw new NotFound('Location user');
  return row;
}

/**
 * A user the caller sees (support mode: any; others: a practice user with an assignment at one of
 * their locations), with every assignment of theirs; NOT_FOUND otherwise. The reach is in the statement.
 */
async function visibleUser(scope: RepositoryScope, admin: UserAdminScope, id: number): Promise<{ user: UserRow; assignments: LocationUserRow[] }> {
  const u = t.users;
  const practiceUserAt = (at: SQL | undefined) =>
    and(not(u.isSupport), exists(scope.db.select({ id: reach.id }).from(reach).where(and(eq(reach.userId, u.id), at))));
  const seen = and(
    scope.supportMode ? undefined : practiceUserAt(atCallerLocations(scope, reach.locationId)),
    admin.visible === null ? undefined : practiceUserAt(adminSees(admin, reach.locationId)),
  );
  const [user] = await scope.db.select().from(u).where(and(eq(u.id, id), seen)).limit(1);
  if (!user) throw new NotFound('User');
  return { user, assignments: await assignmentsOf(scope, user.id) };
}

/**
 * Every location assignment of a user the caller reaches ({@link usersReachedBy}: the reach is in the
 * statement), in id order; none for another practice's user.
 */
export function assignmentsOf(scope: RepositoryScope, userId: number): Promise<LocationUserRow[]> {
  const lu = t.locationUsers;
  return scope.db.select().from(lu).where(and(eq(lu.userId, userId), usersReachedBy(scope, lu.userId))).orderBy(asc(lu.id));
}

/**
 * What the user form edits on an assignment besides its role: employee id, licenses, primary and
 * active. Read from a stored row or from a checked input; the same columns are written back.
 */
export function assignmentDetails(row: Omit<StoredAssignment, 'id' | 'locationId' | 'roleId'>): Omit<StoredAssignment, 'id' | 'locationId' | 'roleId'> {
  return {
    employeeId: row.employeeId,
    vetLicenseNumber: row.vetLicenseNumber,
    vetLicenseState: row.vetLicenseState,
    vetLicenseExpiration: row.vetLicenseExpiration,
    deaLicense: row.deaLicense,
    deaLicenseExpiration: row.deaLicenseExpiration,
    isPrimary: row.isPrimary,
    isActive: row.isActive,
  };
}

/** A stored assignment as core's merge reads it. */
export function toStoredAssignment(row: LocationUserRow): StoredAssignment {
  return { id: row.id, locationId: row.locationId, roleId: row.roleId, ...assignmentDetails(row) };
}

/** Roles as core's user rules read them: every active role, plus the inactive ones listed in `keep`. */
export async function assignableRoles(db: DbOrTx, keep: readonly number[] = []): Promise<RoleInfo[]> {
  const rows = await db.select().from(t.roles);
  return rows.filter((r) => r.isActive || keep.includes(r.id)).map((r) => ({ id: r.id, name: r.name, canAuthorize: r.canAuthorize }));
}

/** The users with this username (the e-mail), other than `exceptId`. */
export async function usernameTaken(db: DbOrTx, username: string, exceptId?: number): Promise<boolean> {
  const rows = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, username)).limit(2);
  return rows.some((r) => r.id !== exceptId);
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idOf = (v: string | number | null | undefined): number | null => (v == null || v === '' ? null : Number(v));

type PhoneTable = typeof t.userPhones | typeof t.locationUserPhones;

async function syncPhones(
  tx: Tx,
  table: PhoneTable,
  owner: { column: typeof t.userPhones.userId | typeof t.locationUserPhones.locationUserId; id: number; key: 'userId' | 'locationUserId' },
  phones: readonly PhoneInput[],
): Promise<void> {
  const stored = (await tx.select().from(table as typeof t.userPhones).where(eq(owner.column, owner.id))) as { id: number; uuid: string }[];
  const byUuid = new Map(stored.map((p) => [p.uuid.toLowerCase(), p]));
  const kept = new Set<number>();
  for (const phone of phones) {
    const values = { phoneTypeId: idOf(phone.phoneTypeId), phoneNumber: phone.phoneNumber, isActive: true };
    const uuid = phone.uuid && UUID_RE.test(phone.uuid) ? phone.uuid.toLowerCase() : null;
    const existing = uuid ? byUuid.get(uuid) : undefined;
    if (existing && !kept.has(existing.id)) {
      kept.add(existing.id);
      await tx.update(table).set(values).where(eq((table as typeof t.userPhones).id, existing.id));
    } else {
      await tx.insert(table).values({ ...values, [owner.key]: owner.id } as never);
    }
  }
  const dropped = stored.filter((p) => !kept.has(p.id)).map((p) => p.id);
  if (dropped.length) await tx.delete(table).where(inArray((table as typeof t.userPhones).id, dropped));
}

/** Makes the user's phones equal to `phones`: kept by uuid, added, and the ones left out removed. */
export function syncUserPhones(tx: Tx, userId: number, phones: readonly PhoneInput[]): Promise<void> {
  return syncPhones(tx, t.userPhones, { column: t.userPhones.userId, id: userId, key: 'userId' }, phones);
}

/** Makes the location user's phones equal to `phones`, as {@link syncUserPhones}. */
export function syncLocationUserPhones(tx: Tx, locationUserId: number, phones: readonly PhoneInput[]): Promise<void> {
  return syncPhones(tx, t.locationUserPhones, { column: t.locationUserPhones.locationUserId, id: locationUserId, key: 'locationUserId' }, phones);
}

/** The active stored phones of a user or location user, shaped as a write payload's phones (for re-validation). */
export function phonesAsInput(
  rows: readonly { uuid: string; phoneTypeId: number | null; phoneNumber: string; isActive: boolean }[],
): { uuid: string; phoneTypeId: number | null; phoneNumber: string }[] {
  return rows.filter((p) => p.isActive).map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber }));
}

/** The support user search (Users): filter, active filter, page. */
export interface UserSearch {
  filter: string;
  activeFilterType: 'active' | 'all' | 'non_active';
  take: number;
  skip: number;
}

const activeAssignment = sql`exists (select 1 from ${t.locationUsers} lu join ${t.locations} l on l.id = lu.location_id
  where lu.user_id = ${t.users.id} and lu.is_active and l.is_active)`;

/** Users matching the search by name, e-mail or one of their locations' names, with the total (every user in support mode, else those the caller reaches). */
export async function searchUsers(scope: RepositoryScope, q: UserSearch): Promise<{ rows: UserRow[]; count: number }> {
  const db = scope.db;
  const pattern = likePattern(q.filter);
  const u = t.users;
  const byLocation = sql`exists (select 1 from ${t.locationUsers} lu join ${t.locations} l on l.id = lu.location_id
    where lu.user_id = ${u.id} and lower(l.name) like ${pattern})`;
  const text = or(
    ilike(u.firstName, pattern),
    ilike(u.lastName, pattern),
    ilike(u.email, pattern),
    ilike(u.username, pattern),
    sql`lower(${u.firstName} || ' ' || ${u.lastName}) like ${pattern}`,
    byLocation,
  );
  const active: SQL | undefined =
    q.activeFilterType === 'active'
      ? or(eq(u.isSupport, true), activeAssignment)
      : q.activeFilterType === 'non_active'
        ? and(eq(u.isSupport, false), sql`not ${activeAssignment}`)
        : undefined;
  const where = and(text, active, usersReachedBy(scope, u.id));
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(u).where(where).orderBy(sql`lower(${u.lastName})`, sql`lower(${u.firstName})`, asc(u.id)).limit(q.take).offset(q.skip),
    db.select({ n: count() }).from(u).where(where),
  ]);
  return { rows, count: Number(n) };
}

/**
 * The users repository of one request. The user search is the support area's (every practice in
 * support mode; the resolver admits only support users); a user or location user by id is read with the
 * caller's reach in its statement.
 */
export function usersRepository(scope: RepositoryScope) {
  return {
    search: (q: UserSearch) => searchUsers(scope, q),
    /** The effective user's own location users, as ids (the saver of core's admin rules); none without one. */
    ownLocationUserIds: async (): Promise<number[]> =>
      scope.userId === null
        ? []
        : (await scope.db.select({ id: t.locationUsers.id }).from(t.locationUsers).where(eq(t.locationUsers.userId, scope.userId))).map((r) => r.id),
    /** The role-module assignments of roles (see {@link roleModuleAssignments}). */
    roleModuleAssignments: (roleIds: readonly number[]) => roleModuleAssignments(scope.db, roleIds),
    /** A location user the user-administration scope sees; NOT_FOUND otherwise. */
    visibleLocationUser: (admin: UserAdminScope, id: number) => visibleLocationUser(scope, admin, id),
    /** A user the user-administration scope sees, with their assignments; NOT_FOUND otherwise. */
    visibleUser: (admin: UserAdminScope, id: number) => visibleUser(scope, admin, id),
  };
}
