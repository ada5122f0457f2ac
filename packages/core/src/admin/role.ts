/**
 * Roles (admin §4, §5 Roles, §6): the role form, the locked canAuthorize of the Vet role, and what a
 * role lets its users do.
 */
import * as z from 'zod';
import { ROLE_NAME_PATTERN } from '../common/names.js';
import { flag, optionalId, requiredId, requiredText } from '../common/text-fields.js';
import { validateWith, type ValidationResult } from '../common/validation.js';
import { INLINE_ACCOUNT_ID_CONNECTION_TYPE, isConnectionTypeIn } from '../common/pims.js';
import { ADMIN_VALIDATION_MESSAGES as M } from '../messages/admin.js';
import { ADMIN_LIMITS } from './constants.js';

const roleKey = (name: string | null | undefined): string => (name ?? '').trim().toLowerCase().replace(/[\s_-]+/g, '');

/**
 * canAuthorize cannot be changed for the role named Vet (admin §4).
 *
 * @example
 * canToggleCanAuthorize({ name: 'VET' }) // false
 */
export function canToggleCanAuthorize(role: { readonly name: string }): boolean {
  return roleKey(role.name) !== 'vet';
}

/**
 * Options of {@link validateRoleInput}.
 *
 * @example
 * import type { RoleInputOptions } from '@vetrx/core/admin';
 */
export interface RoleInputOptions {
  readonly isUpdate: boolean;
  /** The stored role, on update: its name is fixed, and the Vet role keeps its canAuthorize. */
  readonly existing?: { readonly name: string; readonly canAuthorize: boolean } | null;
}

/**
 * The AddRole / UpdateRole schema (admin §5 Roles): name required and non-blank ('Role is required.'),
 * letters and spaces only, 3 to 30 characters ('Role name is too small.'), fixed when editing; at least
 * one module ('Please select at least one module.'); canAuthorize locked for the role named Vet.
 *
 * @example
 * roleInputSchema({ isUpdate: false }).safeParse({ name: 'Tech', canAuthorize: false, rolesModules: [{ moduleId: 1 }] })
 */
export function roleInputSchema(options: RoleInputOptions) {
  return z
    .object({
      id: options.isUpdate ? requiredId() : optionalId(),
      name: requiredText({
        requiredMessage: M.roleNameRequired,
        max: ADMIN_LIMITS.roleName,
        min: [ADMIN_LIMITS.roleNameMin, M.roleNameTooSmall],
        pattern: [ROLE_NAME_PATTERN, M.alphabetOnly],
      }),
      canAuthorize: flag(false),
      isActive: flag(true),
      rolesModules: z
        .array(z.object({ moduleId: requiredId() }))
        .nullish()
        .transform((list) => {
          const seen = new Set<string>();
          return (list ?? []).filter((m) => !seen.has(String(m.moduleId)) && !!seen.add(String(m.moduleId)));
        }),
    })
    .superRefine(
      (v, ctx) => {
        if (!Array.isArray(v.rolesModules) || v.rolesModules.length === 0) {
          ctx.addIssue({ code: 'custom', message: M.roleModuleRequired, path: ['rolesModules'] });
        }
        const existing = options.existing;
        if (options.isUpdate && existing) {
          if (typeof v.name === 'string' && v.name !== existing.name.trim()) {
            ctx.addIssue({ code: 'custom', message: M.roleNameFixed, path: ['name'] });
          }
          if (!canToggleCanAuthorize(existing) && v.canAuthorize !== existing.canAuthorize) {
            ctx.addIssue({ code: 'custom', message: M.vetRoleCanAuthorizeLocked, path: ['canAuthorize'] });
          }
        }
      },
      { when: () => true },
    );
}

/**
 * Validates an AddRole / UpdateRole input (see {@link roleInputSchema}). The server calls it before
 * every role write, including the table's direct canAuthorize and active toggles.
 *
 * @example
 * validateRoleInput({ name: 'ab', rolesModules: [] }, { isUpdate: false })
 * // { ok: false, errors: { name: 'Role name is too small.', rolesModules: 'Please select at least one module.' } }
 */
export function validateRoleInput(input: unknown, options: RoleInputOptions): ValidationResult<z.output<ReturnType<typeof roleInputSchema>>> {
  return validateWith(roleInputSchema(options), input);
}

/**
 * A role as the permission rules read it.
 *
 * @example
 * import type { RolePermissionInfo } from '@vetrx/core/admin';
 */
export interface RolePermissionInfo {
  readonly name: string;
  readonly canAuthorize: boolean;
}

/**
 * A role that can authorize needs a vet license and a PIMS link and can use the Delegations tab
 * (admin §2.5, §6).
 *
 * @example
 * canUseDelegationsTab({ name: 'Vet', canAuthorize: true }) // true
 */
export function canUseDelegationsTab(role: RolePermissionInfo): boolean {
  return role.canAuthorize;
}

/**
 * Roles whose name contains "vet" may edit delegations (admin §6).
 *
 * @example
 * canEditDelegations({ name: 'VETADMIN' }) // true
 */
export function canEditDelegations(role: { readonly name: string }): boolean {
  return role.name.toLowerCase().includes('vet');
}

/**
 * Roles named Vet or vet admin are selectable as vets (admin §6).
 *
 * @example
 * isVetRole({ name: 'Vet Admin' }) // true
 */
export function isVetRole(role: { readonly name: string }): boolean {
  const key = roleKey(role.name);
  return key === 'vet' || key === 'vetadmin';
}

/**
 * Admin and vet admin may edit the PIMS account id inline, and see the secret field, for the one
 * connection type that has them (EZYVET) (admin §4, §6).
 *
 * @example
 * canEditPimsAccountId({ name: 'ADMIN' }, 'EZYVET') // true
 */
export function canEditPimsAccountId(role: { readonly name: string }, connectionType: string | null | undefined): boolean {
  const key = roleKey(role.name);
  return (key === 'admin' || key === 'vetadmin') && isConnectionTypeIn([INLINE_ACCOUNT_ID_CONNECTION_TYPE], connectionType);
}

/**
 * The Role page needs membership of the admin support group (admin §2.4, §6).
 *
 * @example
 * canOpenRolePage({ inAdminSupportGroup: false }) // false
 */
export function canOpenRolePage(user: { readonly inAdminSupportGroup: boolean }): boolean {
  return user.inAdminSupportGroup;
}
