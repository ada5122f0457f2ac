/**
 * The Edit User / Add User form's values, the payload they become (AddUser / UpdateUser) and the
 * validation through core's validateUserInput, with core's field paths mapped onto the form's
 * (`locationsUsers.2.vetLicenseNumber` → `assignments.2.vetLicenseNumber`).
 */
import type { AdminUserFieldsFragment } from '@vetrx/core/fragments/AdminUserFields';
import { validateUserInput, type AdminActor, type RoleInfo } from '@vetrx/core/admin';
import { todayDay, type FieldErrors } from '@vetrx/core/common';
import type { PhoneItem } from '../../components/ui/phone-list-editor';

/** One row of the location assignments table. */
export interface AssignmentValues {
  /** A stable key for React (the stored id, or a generated one for a new row). */
  rowKey: string;
  /** The stored assignment; null for a new row. */
  id: string | null;
  locationId: string;
  /** The location's name, for stored rows. */
  locationName: string;
  roleId: string;
  employeeId: string;
  vetLicenseNumber: string;
  vetLicenseExpiration: string;
  vetLicenseState: string;
  isPrimary: boolean;
  isActive: boolean;
}

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  isEnabledInOkta: boolean;
  phones: PhoneItem[];
  assignments: AssignmentValues[];
}

let rowCounter = 0;
/** A new, empty assignment row. */
export function newAssignment(locationId = '', isPrimary = false): AssignmentValues {
  rowCounter += 1;
  return {
    rowKey: `new-${rowCounter}`,
    id: null,
    locationId,
    locationName: '',
    roleId: '',
    employeeId: '',
    vetLicenseNumber: '',
    vetLicenseExpiration: '',
    vetLicenseState: '',
    isPrimary,
    isActive: true,
  };
}

/** The form's starting values: empty (add, the first row at `defaultLocationId`) or the stored user. */
export function userFormValues(user: AdminUserFieldsFragment | null, defaultLocationId?: string): UserFormValues {
  if (!user) {
    return { firstName: '', lastName: '', email: '', isEnabledInOkta: true, phones: [], assignments: [newAssignment(defaultLocationId ?? '', true)] };
  }
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    isEnabledInOkta: user.isEnabledInOkta,
    phones: user.userPhones.filter((p) => p.isActive).map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId ?? '', phoneNumber: p.phoneNumber })),
    assignments: user.locationsUsers.map((a) => ({
      rowKey: a.id,
      id: a.id,
      locationId: a.locationId,
      locationName: a.location.name,
      roleId: a.roleId,
      employeeId: a.employeeId ?? '',
      vetLicenseNumber: a.vetLicenseNumber ?? '',
      vetLicenseExpiration: a.vetLicenseExpiration ?? '',
      vetLicenseState: a.vetLicenseState ?? '',
      isPrimary: a.isPrimary,
      isActive: a.isActive,
    })),
  };
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The AddUser / UpdateUser payload (`id` added by the caller on update). */
export function userInput(values: UserFormValues) {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    isEnabledInOkta: values.isEnabledInOkta,
    phones: values.phones.map((p) => ({ uuid: p.uuid ?? null, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
    locationsUsers: values.assignments.map((a) => ({
      ...(a.id ? { id: a.id } : {}),
      locationId: orNull(a.locationId),
      roleId: orNull(a.roleId),
      employeeId: orNull(a.employeeId),
      vetLicenseNumber: orNull(a.vetLicenseNumber),
      vetLicenseState: orNull(a.vetLicenseState),
      vetLicenseExpiration: orNull(a.vetLicenseExpiration),
      isPrimary: a.isPrimary,
      isActive: a.isActive,
    })),
  };
}

/** core's field paths onto the form's. */
export function formErrorKey(path: string): string {
  if (path === 'locationsUsers' || path === '_') return path === '_' ? 'root' : 'assignments';
  return path.replace(/^locationsUsers\./, 'assignments.');
}

/** Validates the form with core's validateUserInput; the errors keyed by the form's paths. */
export function validateUserForm(
  values: UserFormValues,
  options: { isUpdate: boolean; userId?: string; roles: readonly RoleInfo[]; actor: AdminActor; existingEmail?: string | null },
): FieldErrors {
  const r = validateUserInput(
    { ...userInput(values), ...(options.isUpdate ? { id: options.userId } : {}) },
    {
      isUpdate: options.isUpdate,
      today: todayDay(new Date()),
      roles: options.roles,
      actor: options.actor,
      existing: options.isUpdate ? { email: options.existingEmail ?? null } : null,
    },
  );
  if (r.ok) return {};
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(r.errors)) out[formErrorKey(path)] = message;
  return out;
}

/** Field errors keyed by the server's paths (BAD_USER_INPUT `fields`) onto the form's. */
export function serverFormErrors(fields: FieldErrors | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(fields ?? {})) out[formErrorKey(path)] = message;
  return out;
}


