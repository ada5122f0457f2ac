/**
 * Roles (administration-and-access.md §2.5 Role screen, §4 role flags, §5 Roles, §7 AddRole/UpdateRole):
 * the admin support group adds and edits roles with their modules; the table's active and canAuthorize
 * toggles save through UpdateRole too, and canAuthorize stays locked for the Vet role (core's rules).
 */
import { eq, sql } from 'drizzle-orm';
import { validateRoleInput } from '@vetrx/core/admin';
import { ADMIN_VALIDATION_MESSAGES, PRACTICE_SETUP_REFUSALS } from '@vetrx/core/messages';
import { mutate } from '../../audit.js';
import { parseId } from '../../context/context.js';
import type { DbOrTx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { assertValid, badInput, notFound } from '../../errors.js';
import { roleModuleIds, setRoleModules } from '../../repositories/admin-practice.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdminSupportGroup } from './admin-practice-access.js';

/** A role with its active module ids, for audit rows. */
async function roleSnapshot(db: DbOrTx, roleId: number) {
  const [role] = await db.select().from(t.roles).where(eq(t.roles.id, roleId));
  if (!role) return null;
  const links = await db.select().from(t.rolesModules).where(eq(t.rolesModules.roleId, roleId));
  return { role, audit: { ...role, moduleIds: links.filter((l) => l.isActive).map((l) => l.moduleId).sort((a, b) => a - b) } };
}

/** The modules to store, closed over parents; none known is 'Please select at least one module.' */
async function modulesToStore(db: DbOrTx, requested: readonly { moduleId: string | number }[]): Promise<number[]> {
  const ids = await roleModuleIds(db, requested.map((m) => m.moduleId));
  if (!ids.length) {
    const message = ADMIN_VALIDATION_MESSAGES.roleModuleRequired;
    throw badInput(message, { rolesModules: message });
  }
  return ids;
}

/** Refuses a name another role already has (compared case-insensitively). */
async function checkNameFree(db: DbOrTx, name: string, exceptId: number | null): Promise<void> {
  const [other] = await db.select({ id: t.roles.id }).from(t.roles).where(sql`lower(${t.roles.name}) = ${name.toLowerCase()}`).limit(1);
  if (other && other.id !== exceptId) throw badInput(PRACTICE_SETUP_REFUSALS.roleNameTaken, { name: PRACTICE_SETUP_REFUSALS.roleNameTaken });
}

export const adminPracticeRoleResolvers: Resolvers = {
  Mutation: {
    addRole: async (_p, { input, rolesModules }, ctx) => {
      requireAdminSupportGroup(ctx);
      const value = assertValid(validateRoleInput({ ...input, rolesModules }, { isUpdate: false }));
      await checkNameFree(ctx.db, value.name, null);
      const moduleIds = await modulesToStore(ctx.db, value.rolesModules);
      return mutate(ctx, 'AddRole', async ({ tx, record }) => {
        const [role] = await tx.insert(t.roles).values({ name: value.name, canAuthorize: value.canAuthorize, isActive: value.isActive }).returning();
        await setRoleModules(tx, role.id, moduleIds);
        const after = await roleSnapshot(tx, role.id);
        record({ entity: 'Role', entityId: role.id, before: null, after: after?.audit });
        return role;
      });
    },

    updateRole: async (_p, { id, input, rolesModules }, ctx) => {
      requireAdminSupportGroup(ctx);
      const roleId = parseId(id, 'Role');
      const stored = await roleSnapshot(ctx.db, roleId);
      if (!stored) throw notFound('Role');
      const merged = {
        name: stored.role.name,
        canAuthorize: stored.role.canAuthorize,
        isActive: stored.role.isActive,
        ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
        id: roleId,
        rolesModules,
      };
      const value = assertValid(validateRoleInput(merged, { isUpdate: true, existing: stored.role }));
      const moduleIds = await modulesToStore(ctx.db, value.rolesModules);
      return mutate(ctx, 'UpdateRole', async ({ tx, record }) => {
        const [role] = await tx
          .update(t.roles)
          .set({ canAuthorize: value.canAuthorize, isActive: value.isActive })
          .where(eq(t.roles.id, roleId))
          .returning();
        await setRoleModules(tx, roleId, moduleIds);
        const after = await roleSnapshot(tx, roleId);
        record({ entity: 'Role', entityId: roleId, before: stored.audit, after: after?.audit });
        return role;
      });
    },
  },
};
