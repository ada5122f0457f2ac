import { describe, expect, it } from 'vitest';
import { errorAt, toRhfErrors } from '../../components/form/core-resolver';
import { formErrorKey, newAssignment, serverFormErrors, userInput, validateUserForm, type UserFormValues } from './user-model';

const roles = [
  { id: '3', name: 'VET', canAuthorize: true },
  { id: '2', name: 'STAFF', canAuthorize: false },
];
const actor = { isSupportUser: false, userId: '2', locationUserIds: ['4'] };
const values = (extra: Partial<UserFormValues> = {}): UserFormValues => ({
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  isEnabledInOkta: true,
  phones: [{ uuid: null, phoneTypeId: '3', phoneNumber: '6125550199' }],
  assignments: [{ ...newAssignment('1', true), roleId: '3', vetLicenseNumber: 'MN-1', vetLicenseState: 'MN', vetLicenseExpiration: '2029-01-01' }],
  ...extra,
});

describe('user form model', () => {
  it('maps core paths onto the form and back into react-hook-form errors', () => {
    expect(formErrorKey('locationsUsers.2.vetLicenseNumber')).toBe('assignments.2.vetLicenseNumber');
    expect(formErrorKey('locationsUsers')).toBe('assignments');
    const nested = toRhfErrors<UserFormValues>({ 'assignments.1.roleId': 'Role is required', assignments: 'At least 1 primary location should be selected', email: 'x' });
    expect(errorAt(nested, 'assignments.1.roleId')).toBe('Role is required');
    expect(errorAt(nested, 'assignments')).toBe('At least 1 primary location should be selected');
    expect(errorAt(nested, 'email')).toBe('x');
    expect(errorAt(nested, 'assignments.0.roleId')).toBeUndefined();
    expect(serverFormErrors({ 'locationsUsers.0.isActive': 'You cannot deactivate your own account.' })).toEqual({
      'assignments.0.isActive': 'You cannot deactivate your own account.',
    });
  });

  it('validates with core: licence messages for a vet row, cleared licence fields for staff', () => {
    expect(validateUserForm(values(), { isUpdate: false, roles, actor })).toEqual({});
    const bad = values({ assignments: [{ ...newAssignment('1', true), roleId: '3', vetLicenseExpiration: '2031-01-01' }] });
    expect(validateUserForm(bad, { isUpdate: false, roles, actor })).toEqual({
      'assignments.0.vetLicenseState': 'Please select state',
      'assignments.0.vetLicenseNumber': 'Vet License is required',
      'assignments.0.vetLicenseExpiration': 'The expiration date cannot be after 12-31-2030.',
    });
    const input = userInput(values({ assignments: [{ ...newAssignment('1', true), roleId: '2' }] }));
    expect(input.locationsUsers[0]).toMatchObject({ locationId: '1', roleId: '2', vetLicenseNumber: null, isPrimary: true, isActive: true });
    expect(input.locationsUsers[0]).not.toHaveProperty('id');
  });
});
