import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canEditDelegations,
  canEditPimsAccountId,
  canOpenRolePage,
  canToggleCanAuthorize,
  canUseDelegationsTab,
  isVetRole,
  validateRoleInput,
} from './role.js';

const modules = [{ moduleId: 1 }, { moduleId: '1' }, { moduleId: 2 }];

describe('role form', () => {
  it('normalises a valid role', () => {
    expect(validateRoleInput({ name: ' Tech Lead ', canAuthorize: true, rolesModules: modules }, { isUpdate: false })).toEqual({
      ok: true,
      value: { id: null, name: 'Tech Lead', canAuthorize: true, isActive: true, rolesModules: [{ moduleId: 1 }, { moduleId: 2 }] },
    });
  });

  it('gives the spec messages', () => {
    const e = (input: object) => {
      const r = validateRoleInput(input, { isUpdate: false });
      return r.ok ? {} : r.errors;
    };
    expect(e({ name: '  ', rolesModules: [] })).toEqual({ name: 'Role is required.', rolesModules: 'Please select at least one module.' });
    expect(e({ name: 'ab', rolesModules: modules })).toEqual({ name: 'Role name is too small.' });
    expect(e({ name: 'a'.repeat(31), rolesModules: modules })).toEqual({ name: 'Must be 30 characters or fewer' });
    expect(e({ name: 'Tech 2', rolesModules: modules })).toEqual({ name: 'Should be alphabetical characters and Space' });
  });

  it('accepts exactly the letter-and-space names of 3 to 30 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'Z', ' ', '1', '-'), maxLength: 35 }), (name) => {
        const ok = validateRoleInput({ name, rolesModules: modules }, { isUpdate: false }).ok;
        const t = name.trim();
        expect(ok).toBe(t.length >= 3 && t.length <= 30 && /^[A-Za-z ]+$/.test(t));
      }),
    );
  });

  it('keeps the name fixed on edit and canAuthorize locked for Vet', () => {
    const existing = { name: 'Vet', canAuthorize: true };
    expect(validateRoleInput({ id: 1, name: 'Vet', canAuthorize: true, rolesModules: modules }, { isUpdate: true, existing }).ok).toBe(true);
    expect(validateRoleInput({ id: 1, name: 'Vets', canAuthorize: false, rolesModules: modules }, { isUpdate: true, existing })).toEqual({
      ok: false,
      errors: { name: 'The role name cannot be changed.', canAuthorize: 'Can authorize cannot be changed for the Vet role.' },
    });
    expect(
      validateRoleInput({ id: 2, name: 'Staff', canAuthorize: true, rolesModules: modules }, { isUpdate: true, existing: { name: 'Staff', canAuthorize: false } }).ok,
    ).toBe(true);
    expect(canToggleCanAuthorize({ name: ' vet ' })).toBe(false);
    expect(canToggleCanAuthorize({ name: 'Vet Admin' })).toBe(true);
  });
});

describe('role permissions', () => {
  it('knows vets, delegation editors, the PIMS account id editors and the Role page', () => {
    expect(canUseDelegationsTab({ name: 'x', canAuthorize: true })).toBe(true);
    expect(canEditDelegations({ name: 'VETADMIN' })).toBe(true);
    expect(canEditDelegations({ name: 'Staff' })).toBe(false);
    expect(isVetRole({ name: 'vet_admin' })).toBe(true);
    expect(isVetRole({ name: 'Veterinary Tech' })).toBe(false);
    expect(canEditPimsAccountId({ name: 'ADMIN' }, 'ezyvet')).toBe(true);
    expect(canEditPimsAccountId({ name: 'VETADMIN' }, 'EZYVET')).toBe(true);
    expect(canEditPimsAccountId({ name: 'STAFF' }, 'EZYVET')).toBe(false);
    expect(canEditPimsAccountId({ name: 'ADMIN' }, 'DIGITAIL')).toBe(false);
    expect(canOpenRolePage({ inAdminSupportGroup: true })).toBe(true);
  });
});
