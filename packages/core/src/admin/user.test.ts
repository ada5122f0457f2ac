import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeSwitch,
  canEditEmail,
  handOverPrimary,
  licenseFieldsEnabled,
  locationAssignmentsSchema,
  validateAccountInput,
  validateLocationUserInput,
  validateNotificationInput,
  validateUserInput,
} from './user.js';
import { actor, roles, today } from './test-utils/users.js';

const vetRow = {
  locationId: 10,
  roleId: 1,
  vetLicenseNumber: ' VL-1 ',
  vetLicenseState: 'texas',
  vetLicenseExpiration: '2027-01-01',
  isPrimary: true,
};
const staffRow = { locationId: 11, roleId: 2, vetLicenseNumber: 'X', deaLicense: 'D', employeeId: ' E1 ' };
const phones = [{ phoneTypeId: 3, phoneNumber: '555 123 4567' }];
const user = { firstName: 'Ann', lastName: 'Lee', email: ' Ann@Clinic.com ', phones, locationsUsers: [vetRow, staffRow] };
const errorsOf = (r: { ok: boolean; errors?: Record<string, string> }) => (r.ok ? {} : r.errors);

describe('Edit User (AddUser / UpdateUser)', () => {
  it('normalises names, e-mail, username, phones and assignments', () => {
    const r = validateUserInput(user, { isUpdate: false, today, roles, actor });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: 'ann@clinic.com', username: 'ann@clinic.com', isEnabledInOkta: true });
    expect(r.value.phones).toEqual([{ uuid: null, phoneTypeId: 3, phoneNumber: '5551234567' }]);
    expect(r.value.locationsUsers).toEqual([
      {
        id: null,
        locationId: 10,
        roleId: 1,
        employeeId: null,
        vetLicenseNumber: 'VL-1',
        vetLicenseState: 'TX',
        vetLicenseExpiration: '2027-01-01',
        deaLicense: null,
        deaLicenseExpiration: null,
        isPrimary: true,
        isActive: true,
      },
      {
        id: null,
        locationId: 11,
        roleId: 2,
        employeeId: 'E1',
        vetLicenseNumber: null,
        vetLicenseState: null,
        vetLicenseExpiration: null,
        deaLicense: null,
        deaLicenseExpiration: null,
        isPrimary: false,
        isActive: true,
      },
    ]);
  });

  it('reports the spec messages', () => {
    const r = validateUserInput({ firstName: '', lastName: 'L!', email: 'bad', phones: [], locationsUsers: [] }, { isUpdate: false, today, roles, actor });
    expect(errorsOf(r)).toEqual({
      firstName: 'This field is required',
      lastName: 'Should be alphabetical characters and Space',
      email: 'Input is not a valid e-mail',
      locationsUsers: 'At least 1 active location is required',
      phones: 'At least 1 phone number is required',
    });
    expect(errorsOf(validateUserInput({ ...user, email: `${'a'.repeat(45)}@b.com` }, { isUpdate: false, today, roles, actor }))).toEqual({
      email: 'Must be 50 characters or fewer',
    });
  });

  it('checks each assignment: location, role, licenses (every message at once), employee ID, repeats and primary', () => {
    const rows = [
      { locationId: '', roleId: null },
      { locationId: 10, roleId: 99 },
      { locationId: 12, roleId: 1, vetLicenseNumber: 'x'.repeat(21), vetLicenseExpiration: '2026-04-30', deaLicenseExpiration: '2020-01-01', employeeId: 'e'.repeat(51) },
      { locationId: 13, roleId: 1, vetLicenseState: 'Atlantis', vetLicenseExpiration: '2031-01-01' },
      { locationId: 14, roleId: 1, vetLicenseExpiration: 'soon' },
    ];
    expect(errorsOf(validateUserInput({ ...user, locationsUsers: rows }, { isUpdate: false, today, roles, actor }))).toEqual({
      'locationsUsers.0.locationId': 'Location is required',
      'locationsUsers.0.roleId': 'Role is required',
      'locationsUsers.1.roleId': 'Role is required',
      'locationsUsers.2.vetLicenseNumber': 'Must be 20 characters or fewer',
      'locationsUsers.2.vetLicenseExpiration': 'The expiration date cannot be in the past.',
      'locationsUsers.2.deaLicenseExpiration': 'The expiration date cannot be in the past.',
      'locationsUsers.2.employeeId': 'Must be 50 characters or fewer',
      'locationsUsers.2.vetLicenseState': 'Please select state',
      'locationsUsers.3.vetLicenseExpiration': 'The expiration date cannot be after 12-31-2030.',
      'locationsUsers.3.vetLicenseNumber': 'Vet License is required',
      'locationsUsers.3.vetLicenseState': 'Please select a valid US state',
      'locationsUsers.4.vetLicenseExpiration': 'Please provide your vet license date',
      'locationsUsers.4.vetLicenseNumber': 'Vet License is required',
      'locationsUsers.4.vetLicenseState': 'Please select state',
    });
    const r2 = validateUserInput(
      { ...user, locationsUsers: [{ locationId: 10, roleId: 99 }, { locationId: 12, roleId: 1 }, { locationId: 13, roleId: 1, vetLicenseState: 'Atlantis', vetLicenseNumber: 'a', vetLicenseExpiration: '2027-01-01' }] },
      { isUpdate: false, today, roles, actor },
    );
    expect(errorsOf(r2)).toEqual({
      'locationsUsers.0.roleId': 'Role is required',
      'locationsUsers.1.vetLicenseState': 'Please select state',
      'locationsUsers.1.vetLicenseNumber': 'Vet License is required',
      'locationsUsers.1.vetLicenseExpiration': 'Please provide your vet license date',
      'locationsUsers.2.vetLicenseState': 'Please select a valid US state',
    });
    const twice = validateUserInput({ ...user, locationsUsers: [vetRow, { ...staffRow, locationId: 10 }] }, { isUpdate: false, today, roles, actor });
    expect(errorsOf(twice)).toEqual({ 'locationsUsers.1.locationId': 'You can choose location only one time' });
    const noPrimary = validateUserInput({ ...user, locationsUsers: [{ ...vetRow, isPrimary: false }] }, { isUpdate: false, today, roles, actor });
    expect(errorsOf(noPrimary)).toEqual({ locationsUsers: 'At least 1 primary location should be selected' });
  });

  it('hands the primary to another active assignment when the primary is deactivated', () => {
    const r = validateUserInput(
      { ...user, locationsUsers: [{ ...vetRow, isActive: false }, staffRow] },
      { isUpdate: false, today, roles, actor },
    );
    expect(r.ok && r.value.locationsUsers.map((l) => [l.isActive, l.isPrimary])).toEqual([
      [false, false],
      [true, true],
    ]);
  });

  it('forbids deactivating one own assignment', () => {
    const r = validateUserInput({ ...user, locationsUsers: [{ ...vetRow, id: 500, isActive: false }, staffRow] }, { isUpdate: false, today, roles, actor });
    expect(errorsOf(r)).toEqual({ 'locationsUsers.0.isActive': 'You cannot deactivate your own account.' });
  });

  it('lets non-support users change others\' e-mail, not their own', () => {
    const existing = { email: 'old@clinic.com' };
    expect(validateUserInput({ ...user, id: 51 }, { isUpdate: true, today, roles, actor, existing }).ok).toBe(true);
    expect(errorsOf(validateUserInput({ ...user, id: 50 }, { isUpdate: true, today, roles, actor, existing }))).toEqual({
      email: 'Only support users can change this e-mail address.',
    });
    expect(validateUserInput({ ...user, id: 50 }, { isUpdate: true, today, roles, actor: { isSupportUser: true }, existing }).ok).toBe(true);
    expect(validateUserInput({ ...user, id: 50, email: 'OLD@clinic.com' }, { isUpdate: true, today, roles, actor, existing }).ok).toBe(true);
    expect(errorsOf(validateUserInput(user, { isUpdate: true, today, roles, actor }))).toEqual({ id: 'This field is required' });
  });

  it('always clears license fields of roles that cannot authorize', () => {
    const text = fc.option(fc.string({ maxLength: 25 }), { nil: null });
    fc.assert(
      fc.property(text, text, text, (vetLicenseNumber, deaLicense, vetLicenseState) => {
        const schema = locationAssignmentsSchema({ today, roles, actor });
        const r = schema.safeParse([{ locationId: 1, roleId: 2, isPrimary: true, vetLicenseNumber, deaLicense, vetLicenseState }]);
        const row = r.success ? r.data[0] : null;
        if (vetLicenseNumber === null || vetLicenseNumber.trim().length <= 20) {
          if (deaLicense === null || deaLicense.trim().length <= 20) {
            expect(row).toMatchObject({ vetLicenseNumber: null, deaLicense: null, vetLicenseState: null, vetLicenseExpiration: null });
          }
        }
      }),
    );
    expect(licenseFieldsEnabled({ canAuthorize: true })).toBe(true);
    expect(licenseFieldsEnabled(null)).toBe(false);
  });

  it('accepts a vet license expiration exactly from today to 2030-12-31', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2020, 0, 1), max: new Date(2035, 0, 1), noInvalidDate: true }), (d) => {
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        const schema = locationAssignmentsSchema({ today, roles, actor });
        const ok = schema.safeParse([{ ...vetRow, vetLicenseExpiration: day }]).success;
        expect(ok).toBe(day >= today && day <= '2030-12-31');
      }),
    );
  });
});

describe('primary hand-over', () => {
  it('leaves exactly one active primary when an active row exists and a primary was chosen or lost', () => {
    const row = fc.record({ isActive: fc.boolean(), isPrimary: fc.boolean() });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), (rows) => {
        const out = handOverPrimary(rows);
        expect(out.filter((r) => !r.isActive && r.isPrimary)).toEqual([]);
        expect(out.filter((r) => r.isPrimary).length).toBeLessThanOrEqual(1);
        if (rows.some((r) => r.isPrimary) && rows.some((r) => r.isActive)) expect(out.filter((r) => r.isPrimary)).toHaveLength(1);
        expect(handOverPrimary(out)).toEqual(out);
      }),
    );
  });
});

describe('My Account', () => {
  it('accepts letters, spaces and . \' - up to 30, and needs a phone', () => {
    expect(validateAccountInput({ firstName: "Ann-Marie O'Neil", lastName: 'Lee Jr.', phones }).ok).toBe(true);
    expect(errorsOf(validateAccountInput({ firstName: 'Ann (2)', lastName: 'a'.repeat(31), phones: [] }))).toEqual({
      firstName: 'Should be alphabetical characters and Space',
      lastName: 'Must be 30 characters or fewer',
      phones: 'At least 1 phone number is required',
    });
  });
});

describe('location user profile', () => {
  const profile = { id: 500, displayName: 'Dr. Ann Lee', title: 'DVM.', email: 'ann@clinic.com', phones, ...vetRow };
  const opts = { today, role: { canAuthorize: true }, actor: { isSupportUser: true }, existing: { email: 'ann@clinic.com' } };

  it('normalises a valid profile', () => {
    const r = validateLocationUserInput(profile, opts);
    expect(r.ok && r.value).toMatchObject({ displayName: 'Dr. Ann Lee', title: 'DVM.', vetLicenseState: 'TX', isActive: true, isPrimary: true });
  });

  it('checks display name, title and e-mail', () => {
    expect(errorsOf(validateLocationUserInput({ ...profile, displayName: 'Ann, Lee', title: 'Sir', email: 'x'.repeat(55) + '@b.com' }, opts))).toEqual({
      displayName: 'Should be alphabetical characters and Space',
      title: 'Please select a title from the list.',
      email: 'Must be 60 characters or fewer',
    });
  });

  it('needs a phone unless deactivating; nobody deactivates themselves; inactive is not primary', () => {
    expect(errorsOf(validateLocationUserInput({ ...profile, phones: [] }, opts))).toEqual({ phones: 'At least 1 phone number is required' });
    const r = validateLocationUserInput({ ...profile, phones: [], isActive: false }, opts);
    expect(r.ok && [r.value.isActive, r.value.isPrimary]).toEqual([false, false]);
    expect(
      errorsOf(validateLocationUserInput({ ...profile, isActive: false }, { ...opts, actor: { isSupportUser: false, locationUserIds: [500] } })),
    ).toEqual({ isActive: 'You cannot deactivate your own account.' });
  });

  it('lets only support users change the e-mail, and clears licenses for non-authorizing roles', () => {
    const nonSupport = { ...opts, actor: { isSupportUser: false } };
    expect(errorsOf(validateLocationUserInput({ ...profile, email: 'new@clinic.com' }, nonSupport))).toEqual({
      email: 'Only support users can change this e-mail address.',
    });
    const r = validateLocationUserInput(profile, { ...opts, role: { canAuthorize: false } });
    expect(r.ok && r.value.vetLicenseNumber).toBeNull();
    expect(errorsOf(validateLocationUserInput({ ...profile, vetLicenseNumber: '' }, opts))).toEqual({ vetLicenseNumber: 'Vet License is required' });
  });
});

describe('notification settings', () => {
  it('requires a valid e-mail up to 60, editable by support only', () => {
    const support = { actor: { isSupportUser: true } };
    expect(validateNotificationInput({ notificationEmail: 'A@b.co', isPendingAuth: true }, support)).toEqual({
      ok: true,
      value: { notificationEmail: 'a@b.co', isPendingAuth: true },
    });
    expect(errorsOf(validateNotificationInput({ notificationEmail: 'nope' }, support))).toEqual({ notificationEmail: 'The input is not valid E-mail!' });
    expect(errorsOf(validateNotificationInput({ notificationEmail: '' }, support))).toEqual({ notificationEmail: 'This field is required' });
    const others = { actor: { isSupportUser: false }, existing: { notificationEmail: 'a@b.co' } };
    expect(validateNotificationInput({ notificationEmail: 'a@b.co', isPendingAuth: false }, others).ok).toBe(true);
    expect(errorsOf(validateNotificationInput({ notificationEmail: 'c@d.co' }, others))).toEqual({
      notificationEmail: 'Only support users can change this e-mail address.',
    });
  });
});

describe('edit permissions', () => {
  it('decides who edits which e-mail', () => {
    expect(canEditEmail({ form: 'profile', actor: { isSupportUser: true } })).toBe(true);
    expect(canEditEmail({ form: 'profile', actor: { isSupportUser: false } })).toBe(false);
    expect(canEditEmail({ form: 'admin', actor: { isSupportUser: false, userId: 3 }, userId: 4 })).toBe(true);
    expect(canEditEmail({ form: 'admin', actor: { isSupportUser: false, userId: 3 }, userId: '3' })).toBe(false);
  });

  it('shows the active switch to user managers, disabled on their own record', () => {
    expect(activeSwitch({ canManageUsers: false, isOwnRecord: false })).toEqual({ visible: false, disabled: false });
    expect(activeSwitch({ canManageUsers: true, isOwnRecord: true })).toEqual({ visible: true, disabled: true });
  });
});
