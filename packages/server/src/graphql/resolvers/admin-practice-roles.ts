/**
 * Roles (administration-and-access.md §2.5 Role screen, §4 role flags, §5 Roles, §7 AddRole/UpdateRole):
 * the admin support group adds and edits roles with their modules; the table's active and canAuthorize
 * toggles save through UpdateRole too, and canAuthorize stays locked for the Vet role (core's rules).
 */
import { validateRoleInput } from '@vetrx/core/admin';
import { mutate } from '../../unit-of-work.js';
import { parseId } from '../../context/context.js';
import { assertValid, notFound } from '../../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { requireAdminSupportGroup } from './admin-practice-access.js';

export const adminPracticeRoleResolvers: Resolvers = {
  Mutation: {
    addRole: async (_p, { input, rolesModules }, ctx) => {
      requireAdminSupportGroup(ctx);
      const value = assertValid(validateRoleInput({ ...input, rolesModules }, { isUpdate: false }));
      await ctx.repos.roles.checkNameFree(value.name, null);
      const moduleIds = await ctx.repos.roles.modulesToStore(value.rolesModules);
      return mutate(ctx, 'AddRole', async ({ repos, record }) => {
        const { role, after } = await repos.roles.add(value, moduleIds);
        record({ entity: 'Role', entityId: role.id, before: null, after: after?.audit });
        return role;
      });
    },

    updateRole: async (_p, { id, input, rolesModules }, ctx) => {
      requireAdminSupportGroup(ctx);
      const roleId = parseId(id, 'Role');
      const stored = await ctx.repos.roles.snapshot(roleId);
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
      const moduleIds = await ctx.repos.roles.modulesToStore(value.rolesModules);
      return mutate(ctx, 'UpdateRole', async ({ repos, record }) => {
        const { role, after } = await repos.roles.update(roleId, value, moduleIds);
        record({ entity: 'Role', entityId: roleId, before: stored.audit, after: after?.audit });
        return role;
      });
    },
  },
};
