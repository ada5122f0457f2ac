/**
 * Roles and modules (admin §2.5 Role screen, §5 Roles): the role snapshot audit rows carry, the modules
 * a role stores, a free name, the writes of AddRole / UpdateRole, and a module's children. Roles are
 * shared by every practice (no location or organization of their own: every caller reads them), so
 * their reads are not bound to locations; a role is changed only in support mode (the admin support
 * group edits them), which the update's statement says itself — anyone else's UpdateRole finds no role.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { ADMIN_VALIDATION_MESSAGES, PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import type { DbOrTx, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { Invalid, NotFound } from './errors.js';
import { roleModuleIds, setRoleModules } from './admin-practice.js';
import { requireTx, supportModeOnly, type RepositoryScope } from './scope.js';

type RoleRow = typeof t.roles.$inferSelect;

/** A role with its active module ids, for audit rows. */
export async function roleSnapshot(db: DbOrTx, roleId: number) {
  const [role] = await db.select().from(t.roles).where(eq(t.roles.id, roleId));
  if (!role) return null;
  const links = await db.select().from(t.rolesModules).where(eq(t.rolesModules.roleId, roleId));
  return { role, audit: { ...role, moduleIds: links.filter((l) => l.isActive).map((l) => l.moduleId).sort((a, b) => a - b) } };
}

/** The writes of AddRole and UpdateRole, in the caller's transaction; each returns the role and its snapshot. */
const roleWrites = {
  async add(tx: Tx, value: { name: string; canAuthorize: boolean; isActive: boolean }, moduleIds: readonly number[]) {
    const [role] = await tx.insert(t.roles).values({ name: value.name, canAuthorize: value.canAuthorize, isActive: value.isActive }).returning();
    await setRoleModules(tx, role.id, [...moduleIds]);
    return { role, after: await roleSnapshot(tx, role.id) };
  },
  async update(
    tx: Tx,
    roleId: number,
    value: { canAuthorize: boolean; isActive: boolean },
    moduleIds: readonly number[],
    editable: SQL | undefined,
  ): Promise<{ role: RoleRow; after: Awaited<ReturnType<typeof roleSnapshot>> }> {
    const [role] = await tx
      .update(t.roles)
      .set({ canAuthorize: value.canAuthorize, isActive: value.isActive })
      .where(and(eq(t.roles.id, roleId), editable))
      .returning();
    if (!role) throw new NotFound('Role');
    await setRoleModules(tx, roleId, [...moduleIds]);
    return { role, after: await roleSnapshot(tx, roleId) };
  },
};

/** The roles repository of one request. */
export function rolesRepository(scope: RepositoryScope) {
  const db = scope.db;
  return {
    snapshot: (roleId: number) => roleSnapshot(db, roleId),
    /** The modules to store, closed over parents; none known is 'Please select at least one module.' */
    async modulesToStore(requested: readonly { moduleId: string | number }[]): Promise<number[]> {
      const ids = await roleModuleIds(db, requested.map((m) => m.moduleId));
      if (!ids.length) {
        const message = ADMIN_VALIDATION_MESSAGES.roleModuleRequired;
        throw new Invalid(message, { rolesModules: message });
      }
      return ids;
    },
    /** Refuses a name another role already has (compared case-insensitively). */
    async checkNameFree(name: string, exceptId: number | null): Promise<void> {
      const [other] = await db.select({ id: t.roles.id }).from(t.roles).where(sql`lower(${t.roles.name}) = ${name.toLowerCase()}`).limit(1);
      if (other && other.id !== exceptId) throw new Invalid(PRACTICE_SETUP_REFUSALS.roleNameTaken, { name: PRACTICE_SETUP_REFUSALS.roleNameTaken });
    },
    /** Adds a role with its modules (AddRole), in the mutation's transaction. */
    add: (value: { name: string; canAuthorize: boolean; isActive: boolean }, moduleIds: readonly number[]) => roleWrites.add(requireTx(scope), value, moduleIds),
    /** Updates a role and its modules (UpdateRole), in the mutation's transaction; NOT_FOUND outside support mode, as for a missing id. */
    update: (roleId: number, value: { canAuthorize: boolean; isActive: boolean }, moduleIds: readonly number[]) =>
      roleWrites.update(requireTx(scope), roleId, value, moduleIds, supportModeOnly(scope)),
    /** A module's children, in menu order. */
    childModules: (moduleId: number) => db.select().from(t.modules).where(eq(t.modules.parentModuleId, moduleId)).orderBy(t.modules.orderBy),
  };
}
