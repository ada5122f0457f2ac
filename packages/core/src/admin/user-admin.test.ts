import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canEditAssignment,
  canManageUsers,
  checkProfilePicture,
  choosePrimaryAssignment,
  mergeAssignments,
  newAssignmentProfile,
  setAssignmentActive,
  sniffImageType,
  validateUserInput,
  type StoredAssignment,
} from './user.js';
import { ADMIN_LIMITS } from './constants.js';
import { actor, roles, today } from './test-utils/users.js';

const errorsOf = (r: { ok: boolean; errors?: Record<string, string> }) => (r.ok ? {} : r.errors);

const stored = (id: number, locationId: number, extra: Partial<StoredAssignment> = {}): StoredAssignment => ({
  id,
  locationId,
  roleId: 2,
  employeeId: `E-${id}`,
  vetLicenseNumber: null,
  vetLicenseState: null,
  vetLicenseExpiration: null,
  deaLicense: null,
  deaLicenseExpiration: null,
  isPrimary: false,
  isActive: true,
  ...extra,
});

describe('who manages users', () => {
  const admin = { id: 11, name: 'Administration', link: null, isActive: true, isNavigation: true, parentModuleId: null };
  const users = { id: 12, name: 'User Management', link: '/usermanagement', isActive: true, isNavigation: true, parentModuleId: 11 };
  const dashboard = { id: 1, name: 'Dashboard', link: '/dashboard', isActive: true, isNavigation: true, parentModuleId: null };

  it('needs an active User Management assignment under an active parent, as the route guard does', () => {
    const flat = (parentActive: boolean, childActive: boolean, moduleActive = true) => [
      { isActive: parentActive, module: { ...admin, childModules: [{ ...users, isActive: moduleActive }] } },
      { isActive: childActive, module: { ...users, isActive: moduleActive } },
      { isActive: true, module: dashboard },
    ];
    expect(canManageUsers({ roleId: 4, rolesModules: flat(true, true) })).toBe(true);
    expect(canManageUsers({ roleId: 4, rolesModules: flat(true, false) })).toBe(false);
    expect(canManageUsers({ roleId: 4, rolesModules: flat(false, true) })).toBe(false);
    expect(canManageUsers({ roleId: 4, rolesModules: flat(true, true, false) })).toBe(false);
    expect(canManageUsers({ roleId: 4, rolesModules: [{ isActive: true, module: dashboard }] })).toBe(false);
  });

  it('edits assignments only where the saver manages users (support: everywhere)', () => {
    expect(canEditAssignment(2, null)).toBe(true);
    expect(canEditAssignment('2', [1, 2])).toBe(true);
    expect(canEditAssignment(3, [1, 2])).toBe(false);
    expect(canEditAssignment(null, [1])).toBe(false);
  });
});

describe('mergeAssignments (UpdateUser)', () => {
  const list = [stored(1, 10, { isPrimary: true }), stored(2, 11), stored(3, 12)];

  it('keeps every stored assignment exactly once and never moves one to another location', () => {
    const patch = fc.record(
      { employeeId: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }), locationId: fc.constantFrom(10, 11, 12, 99), isActive: fc.option(fc.boolean(), { nil: undefined }) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.subarray([1, 2, 3]), fc.array(patch, { minLength: 3, maxLength: 3 }), fc.option(fc.subarray([10, 11, 12]), { nil: null }), (ids, patches, manageable) => {
        const input = ids.map((id, i) => ({ id, ...patches[i] }));
        const r = mergeAssignments(list, input, manageable);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.map((row) => row.id).sort()).toEqual([1, 2, 3]);
        for (const row of r.value) {
          const original = list.find((s) => s.id === row.id)!;
          expect(row.locationId).toBe(original.locationId);
          if (manageable !== null && !manageable.includes(Number(original.locationId))) expect(row).toEqual({ ...original });
        }
        // the sent rows keep their form order, stored rows left out come after
        expect(r.value.slice(0, ids.length).map((row) => row.id)).toEqual(ids);
      }),
    );
  });

  it('applies sent fields, keeps those left out, and refuses new rows at unmanaged locations', () => {
    const r = mergeAssignments(list, [{ id: 1, employeeId: 'X', deaLicense: undefined }, { locationId: 13, roleId: 2 }, { locationId: '99', roleId: 2 }], [10, 13]);
    expect(errorsOf(r)).toEqual({ 'locationsUsers.2.locationId': 'You can only assign locations where you manage users.' });
    const ok = mergeAssignments(list, [{ id: 1, employeeId: 'X', roleId: 1 }, { locationId: 13, roleId: 2 }], null);
    expect(ok.ok && ok.value).toEqual([
      { ...list[0], employeeId: 'X', roleId: 1 },
      { id: null, locationId: 13, roleId: 2 },
      { ...list[1] },
      { ...list[2] },
    ]);
    expect(mergeAssignments(list, null, [10])).toEqual({ ok: true, value: list.map((s) => ({ ...s })) });
  });

  it('feeds validateUserInput so untouched DEA numbers survive a table save', () => {
    const vet = stored(7, 10, { roleId: 1, isPrimary: true, vetLicenseNumber: 'VL', vetLicenseState: 'MN', vetLicenseExpiration: '2027-01-01', deaLicense: 'BX1234563', deaLicenseExpiration: '2027-06-01' });
    const merged = mergeAssignments([vet], [{ id: 7, employeeId: 'E-7', vetLicenseNumber: 'VL-2' }], null);
    const r = validateUserInput(
      { id: 51, firstName: 'Ann', lastName: 'Lee', email: 'ann@x.com', phones: [{ phoneTypeId: 3, phoneNumber: '5551234567' }], locationsUsers: merged.ok ? merged.value : [] },
      { isUpdate: true, today, roles, actor },
    );
    expect(r.ok && r.value.locationsUsers[0]).toMatchObject({ vetLicenseNumber: 'VL-2', deaLicense: 'BX1234563', deaLicenseExpiration: '2027-06-01' });
  });
});

describe('the active switch (UpdateLocationUserActive)', () => {
  const row = fc.record({ isActive: fc.boolean(), isPrimary: fc.boolean() });

  it('leaves one active primary whenever an active assignment remains, none inactive and primary', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 6 }), fc.nat(), fc.boolean(), (rows, pick, isActive) => {
        const withIds = rows.map((r, i) => ({ id: i + 1, ...r }));
        const id = (pick % withIds.length) + 1;
        const r = setAssignmentActive(withIds, id, isActive, { isSupportUser: true });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.value.find((x) => x.id === id)?.isActive).toBe(isActive);
        expect(r.value.filter((x) => !x.isActive && x.isPrimary)).toEqual([]);
        expect(r.value.filter((x) => x.isPrimary)).toHaveLength(r.value.some((x) => x.isActive) ? 1 : 0);
      }),
    );
  });

  it('hands the primary on when the primary is switched off, and refuses switching oneself off', () => {
    const rows = [
      { id: 1, isActive: true, isPrimary: true },
      { id: 2, isActive: false, isPrimary: false },
      { id: 3, isActive: true, isPrimary: false },
    ];
    expect(setAssignmentActive(rows, 1, false, actor)).toEqual({
      ok: true,
      value: [
        { id: 1, isActive: false, isPrimary: false },
        { id: 2, isActive: false, isPrimary: false },
        { id: 3, isActive: true, isPrimary: true },
      ],
    });
    expect(setAssignmentActive([{ id: 500, isActive: true, isPrimary: true }], 500, false, actor)).toEqual({
      ok: false,
      errors: { isActive: 'You cannot deactivate your own account.' },
    });
    // switching oneself on is allowed; a user left with no primary gets the switched one
    const none = [
      { id: 1, isActive: false, isPrimary: false },
      { id: 500, isActive: false, isPrimary: false },
    ];
    expect(setAssignmentActive(none, 500, true, actor)).toEqual({
      ok: true,
      value: [
        { id: 1, isActive: false, isPrimary: false },
        { id: 500, isActive: true, isPrimary: true },
      ],
    });
  });
});

describe('ChangePrimaryLocation', () => {
  const rows = [
    { id: 1, isActive: true, isPrimary: true },
    { id: 2, isActive: true, isPrimary: false },
    { id: 3, isActive: false, isPrimary: false },
  ];
  it('makes exactly the chosen active assignment primary', () => {
    expect(choosePrimaryAssignment(rows, '2')).toEqual({
      ok: true,
      value: [
        { id: 1, isActive: true, isPrimary: false },
        { id: 2, isActive: true, isPrimary: true },
        { id: 3, isActive: false, isPrimary: false },
      ],
    });
    expect(choosePrimaryAssignment(rows, 3)).toEqual({ ok: false, errors: { locationUserId: 'Only an active location can be the primary location.' } });
    expect(choosePrimaryAssignment(rows, 9)).toEqual({ ok: false, errors: { locationUserId: 'This location does not belong to the user.' } });
  });
});

describe('new assignment profile', () => {
  it('names vets Dr. and keeps only display-name characters, at most 60', () => {
    expect(newAssignmentProfile({ firstName: 'Ann', lastName: 'Lee', email: 'ann@x.com' }, { canAuthorize: true })).toEqual({
      displayName: 'Dr. Ann Lee',
      title: 'Dr.',
      email: 'ann@x.com',
      notificationEmail: 'ann@x.com',
    });
    expect(newAssignmentProfile({ firstName: 'Jo (2)', lastName: 'Smith, Jr.', email: 'jo@x.com' }, { canAuthorize: false }).displayName).toBe('Jo Smith Jr.');
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.boolean(), (firstName, lastName, canAuthorize) => {
        const p = newAssignmentProfile({ firstName, lastName, email: 'a@b.co' }, { canAuthorize });
        expect(p.displayName.length).toBeGreaterThan(0);
        expect(p.displayName.length).toBeLessThanOrEqual(60);
        expect(p.displayName).toMatch(/^[\p{L}\p{M} .'-]+$/u);
      }),
    );
  });
});

describe('profile picture', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
  const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
  const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);

  it('recognises the allowed types by content and refuses a mismatch', () => {
    expect([png, jpeg, webp, gif].map(sniffImageType)).toEqual(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
    expect(checkProfilePicture({ contentType: 'image/jpg', bytes: jpeg })).toEqual({ ok: true, value: { contentType: 'image/jpeg' } });
    expect(checkProfilePicture({ contentType: 'image/png', bytes: jpeg })).toEqual({ ok: false, errors: { file: 'The picture must be a PNG, JPEG, WebP or GIF image.' } });
    expect(checkProfilePicture({ contentType: 'image/svg+xml', bytes: new Uint8Array([0x3c, 0x73, 0x76, 0x67, 0x2f, 0x3e]) }).ok).toBe(false);
  });

  it('accepts exactly up to 512 KB', () => {
    fc.assert(
      fc.property(fc.integer({ min: png.length, max: ADMIN_LIMITS.profilePictureBytes + 1024 }), (size) => {
        const bytes = new Uint8Array(size);
        bytes.set(png);
        const r = checkProfilePicture({ contentType: 'image/png', bytes });
        expect(r.ok).toBe(size <= ADMIN_LIMITS.profilePictureBytes);
        if (!r.ok) expect(r.errors).toEqual({ file: 'The picture must be 512 KB or smaller.' });
      }),
      { numRuns: 40 },
    );
  });
});

describe('own sign-in', () => {
  it('nobody switches off their own identity-provider sign-in', () => {
    const input = { id: 50, firstName: 'Ann', lastName: 'Lee', email: 'ann@x.com', isEnabledInOkta: false, phones: [{ phoneTypeId: 3, phoneNumber: '5551234567' }], locationsUsers: [{ locationId: 10, roleId: 2, isPrimary: true }] };
    expect(errorsOf(validateUserInput(input, { isUpdate: true, today, roles, actor }))).toEqual({ isEnabledInOkta: 'You cannot deactivate your own account.' });
    expect(validateUserInput({ ...input, id: 51 }, { isUpdate: true, today, roles, actor }).ok).toBe(true);
  });
});

describe('profile flags across assignments (UpdateLocationUser)', () => {
  it('keeps exactly one primary among active assignments and honours the asked flags', async () => {
    const { applyAssignmentFlags } = await import('./user.js');
    const row = fc.record({ isActive: fc.boolean(), isPrimary: fc.boolean() });
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 5 }), fc.nat(), fc.boolean(), fc.boolean(), (rows, pick, isActive, isPrimary) => {
        const start = setAssignmentActive(rows.map((r, i) => ({ id: i + 1, ...r })), 1, rows[0].isActive, { isSupportUser: true });
        if (!start.ok) return;
        const id = (pick % rows.length) + 1;
        const r = applyAssignmentFlags(start.value, id, { isActive, isPrimary }, { isSupportUser: true });
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        const target = r.value.find((x) => x.id === id)!;
        expect(target.isActive).toBe(isActive);
        if (isActive && isPrimary) expect(target.isPrimary).toBe(true);
        if (!isActive) expect(target.isPrimary).toBe(false);
        if (isActive && !isPrimary && r.value.filter((x) => x.isActive).length > 1) expect(target.isPrimary).toBe(false);
        expect(r.value.filter((x) => x.isPrimary)).toHaveLength(r.value.some((x) => x.isActive) ? 1 : 0);
      }),
    );
  });
});
