/**
 * Users and their location assignments (admin §4, §5 Users): the Edit User form (AddUser / UpdateUser),
 * the My Account form, the location-user profile (UpdateLocationUser) and the notification settings.
 * The forms validate with these; the server re-validates and stores the normalised value.
 *
 * Payload field names (the GraphQL inputs are not yet in the contract; these follow admin §3 and §7):
 * AddUser/UpdateUser `{ id?, firstName, lastName, email, isEnabledInOkta, phones, locationsUsers }`,
 * each assignment `{ id?, locationId, roleId, employeeId, vetLicenseNumber, vetLicenseState,
 * vetLicenseExpiration, deaLicense, deaLicenseExpiration, isPrimary, isActive }`; UpdateLocationUser
 * `{ id, displayName, title, email, vetLicense…, deaLicense…, isActive, isPrimary, pimsId, phones }`.
 */
import * as z from 'zod';
import type { RoleModuleAssignment } from '../access/menu.js';
import { MAIN_ROUTES } from '../routes/routes.js';
import { todayDay, type DayInput } from '../common/day.js';
import { optionalDayField } from '../common/day-field.js';
import { emailField, EMAIL_LIMITS } from '../common/email.js';
import { sameId, type Id } from '../common/ids.js';
import { accountName, displayName, DISPLAY_NAME_PATTERN, NAME_LIMITS, requiredName } from '../common/names.js';
import { phoneInputSchema, withoutDuplicatePhones } from '../common/phone.js';
import { trimToNull } from '../common/text.js';
import { flag, optionalId, optionalText, requiredId } from '../common/text-fields.js';
import { stateCode } from '../common/us-states.js';
import { invalid, valid, validateWith, type FieldErrors, type ValidationResult } from '../common/validation.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { ADMIN_VALIDATION_MESSAGES as M } from '../messages/admin.js';
import { USER_MESSAGES } from '../messages/users.js';
import { ADMIN_LIMITS, USER_TITLES } from './constants.js';
import { canUseModule } from './module-access.js';

/**
 * A role as the user rules read it.
 *
 * @example
 * import type { RoleInfo } from '@vetrx/core/admin';
 */
export interface RoleInfo {
  readonly id: Id;
  readonly name?: string;
  readonly canAuthorize: boolean;
}

/**
 * Who is saving.
 *
 * @example
 * import type { AdminActor } from '@vetrx/core/admin';
 */
export interface AdminActor {
  readonly isSupportUser: boolean;
  /** The saving user's User id (for the "own e-mail" rule). */
  readonly userId?: Id | null;
  /** The saving user's LocationUser ids (for the self-deactivation rule). */
  readonly locationUserIds?: readonly Id[];
}

/**
 * The license fields (vet license and DEA) are enabled only when the role can authorize; otherwise
 * they are disabled and cleared (admin §5).
 *
 * @example
 * licenseFieldsEnabled({ canAuthorize: false }) // false
 */
export function licenseFieldsEnabled(role: { readonly canAuthorize: boolean } | null | undefined): boolean {
  return role?.canAuthorize === true;
}

/** A date field: `null` when empty; not before today; not after `latest` when given. */
function expirationDate(today: DayInput, latest?: string) {
  const first = todayDay(today);
  return optionalDayField(M.vetLicenseDateRequired, (day) => (day < first ? M.expirationInPast : latest && day > latest ? M.expirationTooLate : null));
}

/** The vet license and DEA fields shared by assignments and the profile. */
function licenseFields(today: DayInput) {
  return {
    vetLicenseNumber: optionalText({ max: ADMIN_LIMITS.license }),
    vetLicenseState: optionalText(),
    vetLicenseExpiration: expirationDate(today, ADMIN_LIMITS.vetLicenseLatestExpiration),
    deaLicense: optionalText({ max: ADMIN_LIMITS.license }),
    deaLicenseExpiration: expirationDate(today),
  };
}

interface LicenseValues {
  vetLicenseNumber: string | null;
  vetLicenseState: string | null;
  vetLicenseExpiration: string | null;
  deaLicense: string | null;
  deaLicenseExpiration: string | null;
}

/**
 * The license requirements of a role that can authorize (admin §5): state (read as a US state), number
 * and expiration required. Run with `when: () => true` so the messages appear together with the
 * fields' own (a date out of range, a number too long). A missing state reads 'Please select state' in
 * the assignment table's select and 'Please provide vet license state' on the profile form.
 */
function licenseIssues(
  row: Partial<Record<keyof LicenseValues, unknown>>,
  canAuthorize: boolean,
  ctx: z.RefinementCtx,
  stateMessage: string = M.vetLicenseStateRequired,
): void {
  if (!canAuthorize) return;
  const state = row.vetLicenseState;
  if (state === null || state === undefined) ctx.addIssue({ code: 'custom', message: stateMessage, path: ['vetLicenseState'] });
  else if (typeof state === 'string' && stateCode(state) === null) {
    ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidState, path: ['vetLicenseState'] });
  }
  if (row.vetLicenseNumber === null || row.vetLicenseNumber === undefined) {
    ctx.addIssue({ code: 'custom', message: M.vetLicenseRequired, path: ['vetLicenseNumber'] });
  }
  if (row.vetLicenseExpiration === null || row.vetLicenseExpiration === undefined) {
    ctx.addIssue({ code: 'custom', message: M.vetLicenseDateRequired, path: ['vetLicenseExpiration'] });
  }
}

/** Applies the role to valid license fields: the state as its two-letter code, or every field cleared when the role cannot authorize. */
function normalizeLicense<T extends LicenseValues>(row: T, canAuthorize: boolean): T {
  if (!canAuthorize) {
    return { ...row, vetLicenseNumber: null, vetLicenseState: null, vetLicenseExpiration: null, deaLicense: null, deaLicenseExpiration: null };
  }
  return { ...row, vetLicenseState: stateCode(row.vetLicenseState) ?? row.vetLicenseState };
}

/**
 * Options of the assignment and user validators.
 *
 * @example
 * import type { UserValidationOptions } from '@vetrx/core/admin';
 */
export interface UserValidationOptions {
  /** The day expiration dates are checked against. */
  readonly today: DayInput;
  /** The roles that may be assigned, with their canAuthorize flag. */
  readonly roles: readonly RoleInfo[];
  /** Who is saving. */
  readonly actor: AdminActor;
}

/**
 * One normalised location assignment.
 *
 * @example
 * import type { LocationAssignmentInput } from '@vetrx/core/admin';
 */
export interface LocationAssignmentInput extends LicenseValues {
  readonly id: Id | null;
  readonly locationId: Id;
  readonly roleId: Id;
  readonly employeeId: string | null;
  readonly isPrimary: boolean;
  readonly isActive: boolean;
}

/**
 * Hands the primary flag on (admin §4): an inactive assignment is saved as not primary; when that
 * leaves no active primary, the first active assignment becomes primary; of several active primaries
 * only the first stays primary.
 *
 * @example
 * handOverPrimary([{ isActive: false, isPrimary: true }, { isActive: true, isPrimary: false }]).map((r) => r.isPrimary) // [false, true]
 */
export function handOverPrimary<R extends { readonly isActive: boolean; readonly isPrimary: boolean }>(rows: readonly R[]): R[] {
  const lostPrimary = rows.some((r) => !r.isActive && r.isPrimary);
  let seenPrimary = false;
  const out = rows.map((r) => {
    const isPrimary = r.isActive && r.isPrimary && !seenPrimary;
    if (isPrimary) seenPrimary = true;
    return isPrimary === r.isPrimary ? r : { ...r, isPrimary };
  });
  if (!seenPrimary && lostPrimary) {
    const first = out.findIndex((r) => r.isActive);
    if (first >= 0) out[first] = { ...out[first], isPrimary: true };
  }
  return out;
}

/**
 * The location assignments of the Edit User form (admin §5): each row needs a location ('Location is
 * required') and one of the given roles ('Role is required'); employee ID at most 50; license fields
 * per {@link licenseFieldsEnabled} (number ≤ 20, expiration today … 2030-12-31, DEA ≤ 20, DEA date ≥
 * today); a location only once ('You can choose location only one time'); at least one active row
 * ('At least 1 active location is required') with a primary ('At least 1 primary location should be
 * selected') after {@link handOverPrimary}; the saving user cannot deactivate their own assignment. A
 * licence state left empty reads 'Please select state' (the table's select).
 *
 * @example
 * locationAssignmentsSchema({ today: '2026-05-01', roles, actor }).safeParse([{ locationId: 1, roleId: 2, isPrimary: true }])
 */
export function locationAssignmentsSchema(options: UserValidationOptions) {
  const row = z
    .object({
      id: optionalId(),
      locationId: requiredId(M.locationRequired),
      roleId: requiredId(M.roleRequired),
      employeeId: optionalText({ max: ADMIN_LIMITS.employeeId }),
      ...licenseFields(options.today),
      isPrimary: flag(false),
      isActive: flag(true),
    })
    .superRefine(
      (r, ctx) => {
        const role = options.roles.find((x) => sameId(x.id, r.roleId as Id));
        if (!role && r.roleId !== null && r.roleId !== undefined && typeof r.roleId !== 'object') {
          ctx.addIssue({ code: 'custom', message: M.roleRequired, path: ['roleId'] });
        }
        if (r.isActive === false && r.id !== null && (options.actor.locationUserIds ?? []).some((id) => sameId(id, r.id as Id))) {
          ctx.addIssue({ code: 'custom', message: M.cannotDeactivateSelf, path: ['isActive'] });
        }
        licenseIssues(r, licenseFieldsEnabled(role), ctx, M.selectState);
      },
      { when: () => true },
    )
    .transform((r): LocationAssignmentInput => {
      const role = options.roles.find((x) => sameId(x.id, r.roleId));
      return normalizeLicense(r, licenseFieldsEnabled(role));
    });
  return z
    .array(row)
    .nullish()
    .transform((rows, ctx): LocationAssignmentInput[] => {
      const list = rows ?? [];
      list.forEach((r, i) => {
        if (list.findIndex((o) => sameId(o.locationId, r.locationId)) < i) {
          ctx.addIssue({ code: 'custom', message: M.locationChosenTwice, path: [i, 'locationId'] });
        }
      });
      const out = handOverPrimary(list);
      if (!out.some((r) => r.isActive)) ctx.addIssue({ code: 'custom', message: M.activeLocationRequired });
      else if (!out.some((r) => r.isActive && r.isPrimary)) ctx.addIssue({ code: 'custom', message: M.primaryLocationRequired });
      return out;
    });
}

const phoneList = () =>
  z
    .array(phoneInputSchema)
    .nullish()
    .transform((list) => withoutDuplicatePhones(list ?? []));

/**
 * Options of {@link validateUserInput}.
 *
 * @example
 * import type { UserInputOptions } from '@vetrx/core/admin';
 */
export interface UserInputOptions extends UserValidationOptions {
  /** True for UpdateUser (the input carries `id`). */
  readonly isUpdate: boolean;
  /** The stored user, on update. */
  readonly existing?: { readonly email?: string | null } | null;
}

/**
 * The AddUser / UpdateUser schema (admin §5 Users, Edit User form): first and last name required
 * (letters, digits, spaces and . ' - , ( ) "); e-mail required, valid, at most 50, trimmed and
 * lower-cased, and the username set equal to it; at least 1 phone; the location assignments of
 * {@link locationAssignmentsSchema}. On update a non-support user cannot change their own e-mail, and
 * nobody switches off their own sign-in ('enabled in identity provider'; users cannot deactivate
 * themselves).
 *
 * @example
 * userInputSchema({ isUpdate: false, today, roles, actor }).safeParse(input)
 */
export function userInputSchema(options: UserInputOptions) {
  return z
    .object({
      id: options.isUpdate ? requiredId() : optionalId(),
      firstName: requiredName(),
      lastName: requiredName(),
      email: emailField({ max: EMAIL_LIMITS.account, required: true }),
      isEnabledInOkta: flag(true),
      phones: phoneList(),
      locationsUsers: locationAssignmentsSchema(options),
    })
    .superRefine(
      (v, ctx) => {
        if (!Array.isArray(v.phones) || v.phones.length === 0) {
          ctx.addIssue({ code: 'custom', message: M.phoneRequired, path: ['phones'] });
        }
        const stored = trimToNull(options.existing?.email)?.toLowerCase() ?? null;
        const changed = options.isUpdate && stored !== null && typeof v.email === 'string' && v.email !== stored;
        if (changed && !options.actor.isSupportUser && sameId(options.actor.userId, v.id as Id | null)) {
          ctx.addIssue({ code: 'custom', message: M.emailNotEditable, path: ['email'] });
        }
        if (options.isUpdate && v.isEnabledInOkta === false && sameId(options.actor.userId, v.id as Id | null)) {
          ctx.addIssue({ code: 'custom', message: M.cannotDeactivateSelf, path: ['isEnabledInOkta'] });
        }
      },
      { when: () => true },
    )
    .transform((v) => ({ ...v, username: v.email as string }));
}

/**
 * Validates an AddUser / UpdateUser input (see {@link userInputSchema}). The server calls it before
 * every user write.
 *
 * @example
 * validateUserInput(input, { isUpdate: true, today: new Date(), roles, actor: { isSupportUser: false, userId: 3 }, existing })
 */
export function validateUserInput(
  input: unknown,
  options: UserInputOptions,
): ValidationResult<z.output<ReturnType<typeof userInputSchema>>> {
  return validateWith(userInputSchema(options), input);
}

/**
 * The My Account profile update (admin §5, §7 "Update user (account)"): first and last name required,
 * letters, spaces and . ' -, at most 30; at least 1 phone.
 *
 * @example
 * accountInputSchema.safeParse({ firstName: 'Ann', lastName: 'Lee', phones: [] }) // phones: 'At least 1 phone number is required'
 */
export const accountInputSchema = z
  .object({ firstName: accountName(), lastName: accountName(), phones: phoneList() })
  .superRefine(
    (v, ctx) => {
      if (!Array.isArray(v.phones) || v.phones.length === 0) {
        ctx.addIssue({ code: 'custom', message: M.phoneRequired, path: ['phones'] });
      }
    },
    { when: () => true },
  );

/**
 * Validates the My Account update (see {@link accountInputSchema}).
 *
 * @example
 * validateAccountInput({ firstName: 'Ann', lastName: 'Lee', phones: [{ phoneTypeId: 3, phoneNumber: '5551234' }] }).ok // true
 */
export function validateAccountInput(input: unknown): ValidationResult<z.output<typeof accountInputSchema>> {
  return validateWith(accountInputSchema, input);
}

/**
 * Options of {@link validateLocationUserInput}.
 *
 * @example
 * import type { LocationUserInputOptions } from '@vetrx/core/admin';
 */
export interface LocationUserInputOptions {
  readonly today: DayInput;
  /** The location user's role (its canAuthorize enables the license fields). */
  readonly role: { readonly canAuthorize: boolean } | null;
  readonly actor: AdminActor;
  /** The stored location user. */
  readonly existing?: { readonly email?: string | null } | null;
}

/**
 * The UpdateLocationUser schema (admin §5, user profile): display name required (letters . ' - space,
 * at most 60); title one of Dr., Mr., Mrs., Miss., DVM.; e-mail required, valid, at most 60, changed
 * by support users only; license fields per the role (see {@link licenseFieldsEnabled}); at least 1
 * phone unless the location user is being deactivated; nobody deactivates themselves; an inactive
 * location user is saved not primary.
 *
 * @example
 * locationUserInputSchema({ today, role: { canAuthorize: false }, actor: { isSupportUser: true } }).safeParse(input)
 */
export function locationUserInputSchema(options: LocationUserInputOptions) {
  return z
    .object({
      id: requiredId(),
      displayName: displayName(),
      title: optionalText({ pattern: [new RegExp(`^(${USER_TITLES.map((t) => t.replace('.', '\\.')).join('|')})$`), M.invalidTitle] }),
      email: emailField({ max: EMAIL_LIMITS.profile, required: true }),
      ...licenseFields(options.today),
      isActive: flag(true),
      isPrimary: flag(false),
      pimsId: optionalText(),
      phones: phoneList(),
    })
    .superRefine(
      (v, ctx) => {
        if (v.isActive !== false && (!Array.isArray(v.phones) || v.phones.length === 0)) {
          ctx.addIssue({ code: 'custom', message: M.phoneRequired, path: ['phones'] });
        }
        if (v.isActive === false && (options.actor.locationUserIds ?? []).some((id) => sameId(id, v.id as Id | null))) {
          ctx.addIssue({ code: 'custom', message: M.cannotDeactivateSelf, path: ['isActive'] });
        }
        const stored = trimToNull(options.existing?.email)?.toLowerCase() ?? null;
        if (!options.actor.isSupportUser && stored !== null && typeof v.email === 'string' && v.email !== stored) {
          ctx.addIssue({ code: 'custom', message: M.emailNotEditable, path: ['email'] });
        }
        licenseIssues(v, licenseFieldsEnabled(options.role), ctx);
      },
      { when: () => true },
    )
    .transform((v) => {
      const licensed = normalizeLicense(v, licenseFieldsEnabled(options.role));
      return { ...licensed, isPrimary: licensed.isActive && licensed.isPrimary };
    });
}

/**
 * Validates an UpdateLocationUser input (see {@link locationUserInputSchema}). The server calls it
 * before every location-user write.
 *
 * @example
 * validateLocationUserInput(input, { today: new Date(), role, actor, existing })
 */
export function validateLocationUserInput(
  input: unknown,
  options: LocationUserInputOptions,
): ValidationResult<z.output<ReturnType<typeof locationUserInputSchema>>> {
  return validateWith(locationUserInputSchema(options), input);
}

/**
 * The notification settings (admin §5): notification e-mail valid ('The input is not valid E-mail!'),
 * required, at most 60, changed by support users only; isPendingAuth a flag.
 *
 * @example
 * validateNotificationInput({ notificationEmail: 'a@b.co', isPendingAuth: true }, { actor: { isSupportUser: true } }).ok // true
 */
export function validateNotificationInput(
  input: unknown,
  options: { readonly actor: AdminActor; readonly existing?: { readonly notificationEmail?: string | null } | null },
): ValidationResult<{ notificationEmail: string | null; isPendingAuth: boolean }> {
  const schema = z
    .object({
      notificationEmail: emailField({ max: EMAIL_LIMITS.notification, required: true, invalidMessage: M.invalidNotificationEmail }),
      isPendingAuth: flag(false),
    })
    .superRefine((v, ctx) => {
      const stored = trimToNull(options.existing?.notificationEmail)?.toLowerCase() ?? null;
      if (!options.actor.isSupportUser && v.notificationEmail !== stored) {
        ctx.addIssue({ code: 'custom', message: M.emailNotEditable, path: ['notificationEmail'] });
      }
    });
  return validateWith(schema, input);
}

/**
 * Who may edit which e-mail (admin §5): in the profile only support users; in the Edit User form
 * everyone except a non-support user on their own record.
 *
 * @example
 * canEditEmail({ form: 'admin', actor: { isSupportUser: false, userId: 3 }, userId: 3 }) // false
 */
export function canEditEmail(args: {
  readonly form: 'admin' | 'profile' | 'notification';
  readonly actor: AdminActor;
  readonly userId?: Id | null;
}): boolean {
  if (args.actor.isSupportUser) return true;
  if (args.form !== 'admin') return false;
  return !sameId(args.actor.userId, args.userId);
}

/**
 * The active switch of a location user is hidden unless the user manages users, and disabled on their
 * own record (admin §4).
 *
 * @example
 * activeSwitch({ canManageUsers: true, isOwnRecord: true }) // { visible: true, disabled: true }
 */
export function activeSwitch(args: { readonly canManageUsers: boolean; readonly isOwnRecord: boolean }): {
  readonly visible: boolean;
  readonly disabled: boolean;
} {
  return { visible: args.canManageUsers, disabled: args.isOwnRecord };
}

/**
 * Whether a role may manage users (admin §6): its module assignments let it open User Management
 * (`/usermanagement`), decided exactly as the side menu and the route guard decide it
 * ({@link canUseModule}: an active assignment of the active module, under an active parent).
 *
 * @example
 * canManageUsers({ roleId: 4, rolesModules }) // true for VETADMIN in the demo
 */
export function canManageUsers(role: { readonly roleId?: Id | null; readonly rolesModules: readonly RoleModuleAssignment[] }): boolean {
  return canUseModule({ roleId: role.roleId ?? '', rolesModules: role.rolesModules, location: {}, features: {} }, MAIN_ROUTES.userManagement);
}

/**
 * Whether an assignment at a location may be edited by someone who manages users at
 * `manageableLocationIds` (`null`: everywhere, as support users do).
 *
 * @example
 * canEditAssignment(2, [1]) // false
 */
export function canEditAssignment(locationId: Id | null | undefined, manageableLocationIds: readonly Id[] | null): boolean {
  if (manageableLocationIds === null) return true;
  return locationId !== null && locationId !== undefined && manageableLocationIds.some((id) => sameId(id, locationId));
}

/**
 * A stored location assignment as {@link mergeAssignments} reads it.
 *
 * @example
 * import type { StoredAssignment } from '@vetrx/core/admin';
 */
export interface StoredAssignment {
  readonly id: Id;
  readonly locationId: Id;
  readonly roleId: Id;
  readonly employeeId: string | null;
  readonly vetLicenseNumber: string | null;
  readonly vetLicenseState: string | null;
  readonly vetLicenseExpiration: string | null;
  readonly deaLicense: string | null;
  readonly deaLicenseExpiration: string | null;
  readonly isPrimary: boolean;
  readonly isActive: boolean;
}

const ASSIGNMENT_FIELDS = [
  'roleId',
  'employeeId',
  'vetLicenseNumber',
  'vetLicenseState',
  'vetLicenseExpiration',
  'deaLicense',
  'deaLicenseExpiration',
  'isPrimary',
  'isActive',
] as const;

/**
 * The full assignment list an UpdateUser input stands for, before {@link validateUserInput} checks it
 * (admin §5, §6):
 * - a sent row with the id of a stored assignment changes that assignment: fields sent replace the
 *   stored ones, fields left out keep them, and the location of a stored assignment never changes;
 *   a stored assignment at a location the saver does not manage keeps every stored value;
 * - a sent row without id is a new assignment; at a location the saver does not manage it is refused
 *   ('You can only assign locations where you manage users') under `locationsUsers.{i}.locationId`;
 * - stored assignments left out are kept as they are, after the sent rows (assignments are
 *   deactivated, never deleted), so the indices of the sent rows stay those of the form.
 *
 * `input` null or absent keeps the stored list. Ids that are not stored assignments are the caller's
 * to refuse (NOT_FOUND) before merging; here they are read as new rows.
 *
 * @example
 * mergeAssignments([stored], [{ id: stored.id, employeeId: 'E-9' }], null).ok // true
 */
export function mergeAssignments(
  stored: readonly StoredAssignment[],
  input: readonly Readonly<Record<string, unknown>>[] | null | undefined,
  manageableLocationIds: readonly Id[] | null,
): ValidationResult<Record<string, unknown>[]> {
  const asInput = (r: StoredAssignment): Record<string, unknown> => ({ ...r });
  if (!input) return valid(stored.map(asInput));
  const errors: FieldErrors = {};
  const used = new Set<string>();
  const out: Record<string, unknown>[] = input.map((row, i) => {
    const match = row.id === null || row.id === undefined ? undefined : stored.find((s) => sameId(s.id, row.id as Id));
    if (match && !used.has(String(match.id))) {
      used.add(String(match.id));
      if (!canEditAssignment(match.locationId, manageableLocationIds)) return asInput(match);
      const merged: Record<string, unknown> = asInput(match);
      for (const key of ASSIGNMENT_FIELDS) if (row[key] !== undefined) merged[key] = row[key];
      return merged;
    }
    const fresh: Record<string, unknown> = { ...row, id: null };
    const locationId = trimToNull(typeof row.locationId === 'number' ? String(row.locationId) : row.locationId);
    if (locationId !== null && !canEditAssignment(locationId, manageableLocationIds)) {
      errors[`locationsUsers.${i}.locationId`] = USER_MESSAGES.cannotManageLocation;
    }
    return fresh;
  });
  for (const s of stored) if (!used.has(String(s.id))) out.push(asInput(s));
  return Object.keys(errors).length > 0 ? invalid(errors) : valid(out);
}

/**
 * The active switch of a location user, saved at once (admin §4): nobody deactivates themselves;
 * deactivating the primary assignment hands primary to another active assignment of the same user
 * ({@link handOverPrimary}); when active assignments remain without a primary, the switched one (if
 * active) or else the first active one becomes primary. Refusals are under `isActive`.
 *
 * @example
 * setAssignmentActive([{ id: 1, isActive: true, isPrimary: true }, { id: 2, isActive: true, isPrimary: false }], 1, false, actor)
 * // { ok: true, value: [{ id: 1, isActive: false, isPrimary: false }, { id: 2, isActive: true, isPrimary: true }] }
 */
export function setAssignmentActive<R extends { readonly id: Id; readonly isActive: boolean; readonly isPrimary: boolean }>(
  rows: readonly R[],
  locationUserId: Id,
  isActive: boolean,
  actor: AdminActor,
): ValidationResult<R[]> {
  if (!isActive && (actor.locationUserIds ?? []).some((id) => sameId(id, locationUserId))) {
    return invalid({ isActive: M.cannotDeactivateSelf });
  }
  const switched = rows.map((r) => (sameId(r.id, locationUserId) ? { ...r, isActive } : r));
  return valid(ensurePrimary(handOverPrimary(switched), isActive ? locationUserId : null));
}

/** When active rows exist and none is primary: `preferred` (when active) or the first active one becomes primary. */
function ensurePrimary<R extends { readonly id: Id; readonly isActive: boolean; readonly isPrimary: boolean }>(rows: R[], preferred: Id | null): R[] {
  if (rows.some((r) => r.isActive && r.isPrimary) || !rows.some((r) => r.isActive)) return rows;
  let at = preferred === null ? -1 : rows.findIndex((r) => r.isActive && sameId(r.id, preferred));
  if (at < 0) at = rows.findIndex((r) => r.isActive);
  return rows.map((r, i) => (i === at ? { ...r, isPrimary: true } : r));
}

/**
 * ChangePrimaryLocation (admin §7): the chosen assignment of the user becomes primary and the others
 * not. It must be one of the user's ('This location does not belong to the user.') and active ('Only
 * an active location can be the primary location.'); refusals are under `locationUserId`.
 *
 * @example
 * choosePrimaryAssignment([{ id: 1, isActive: true, isPrimary: false }, { id: 2, isActive: true, isPrimary: true }], 1).ok // true
 */
export function choosePrimaryAssignment<R extends { readonly id: Id; readonly isActive: boolean; readonly isPrimary: boolean }>(
  rows: readonly R[],
  locationUserId: Id,
): ValidationResult<R[]> {
  const target = rows.find((r) => sameId(r.id, locationUserId));
  if (!target) return invalid({ locationUserId: USER_MESSAGES.primaryOtherUser });
  if (!target.isActive) return invalid({ locationUserId: USER_MESSAGES.primaryMustBeActive });
  return valid(rows.map((r) => ({ ...r, isPrimary: sameId(r.id, locationUserId) })));
}

/**
 * The active and primary flags a location-user profile save asks for (UpdateLocationUser isActive,
 * isPrimary), applied across all of the user's assignments (admin §4): the active switch as
 * {@link setAssignmentActive}; primary true makes this active assignment the primary one; primary false
 * on the current primary hands primary to another active assignment when there is one (a user with an
 * active assignment always has exactly one primary).
 *
 * @example
 * applyAssignmentFlags(rows, 2, { isActive: true, isPrimary: true }, actor)
 */
export function applyAssignmentFlags<R extends { readonly id: Id; readonly isActive: boolean; readonly isPrimary: boolean }>(
  rows: readonly R[],
  locationUserId: Id,
  flags: { readonly isActive: boolean; readonly isPrimary: boolean },
  actor: AdminActor,
): ValidationResult<R[]> {
  const switched = setAssignmentActive(rows, locationUserId, flags.isActive, actor);
  if (!switched.ok || !flags.isActive) return switched;
  if (flags.isPrimary) return choosePrimaryAssignment(switched.value, locationUserId);
  const other = switched.value.find((r) => r.isActive && !sameId(r.id, locationUserId));
  const target = switched.value.find((r) => sameId(r.id, locationUserId));
  if (!other || !target?.isPrimary) return switched;
  return choosePrimaryAssignment(switched.value, other.id);
}

/**
 * The profile a new assignment starts with (Decided, admin §3): the display name "Dr. First Last" for
 * a role that can authorize, else "First Last" (keeping only the characters a display name allows, at
 * most 60), the title Dr. for a role that can authorize, and the user's e-mail as the profile and
 * notification e-mail.
 *
 * @example
 * newAssignmentProfile({ firstName: 'Ann', lastName: 'Lee', email: 'ann@x.com' }, { canAuthorize: true }).displayName // 'Dr. Ann Lee'
 */
export function newAssignmentProfile(
  user: { readonly firstName: string; readonly lastName: string; readonly email: string },
  role: { readonly canAuthorize: boolean } | null | undefined,
): { displayName: string; title: string | null; email: string; notificationEmail: string } {
  const vet = licenseFieldsEnabled(role);
  const allowed = (text: string) =>
    [...text].filter((ch) => DISPLAY_NAME_PATTERN.test(ch)).join('').replace(/\s+/g, ' ').trim();
  const name = allowed(`${vet ? 'Dr. ' : ''}${user.firstName} ${user.lastName}`).slice(0, NAME_LIMITS.displayName).trim();
  return { displayName: name || allowed(user.email.split('@')[0] ?? '') || 'User', title: vet ? 'Dr.' : null, email: user.email, notificationEmail: user.email };
}

/**
 * Image types a profile picture may have (Decided, admin §7 LocationUserProfilePictureUpload).
 *
 * @example
 * PROFILE_PICTURE_TYPES.includes('image/png') // true
 */
export const PROFILE_PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/**
 * One of {@link PROFILE_PICTURE_TYPES}.
 *
 * @example
 * const t: ProfilePictureType = 'image/webp';
 */
export type ProfilePictureType = (typeof PROFILE_PICTURE_TYPES)[number];

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);

/**
 * The image type of a file from its first bytes (PNG, JPEG, WebP, GIF); `null` for anything else.
 *
 * @example
 * sniffImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) // 'image/png'
 */
export function sniffImageType(bytes: Uint8Array): ProfilePictureType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/**
 * Checks a profile picture (Decided): a PNG, JPEG, WebP or GIF whose content matches its declared
 * type ('The picture must be a PNG, JPEG, WebP or GIF image.'), not empty and at most 512 KB ('The
 * picture must be 512 KB or smaller.'). Refusals are under `file`.
 *
 * @example
 * checkProfilePicture({ contentType: 'image/png', bytes }).ok
 */
export function checkProfilePicture(file: { readonly contentType: string; readonly bytes: Uint8Array }): ValidationResult<{ contentType: ProfilePictureType }> {
  const declared = file.contentType.trim().toLowerCase().replace('image/jpg', 'image/jpeg');
  const sniffed = sniffImageType(file.bytes);
  if (sniffed === null || sniffed !== declared) return invalid({ file: USER_MESSAGES.pictureType });
  if (file.bytes.length > ADMIN_LIMITS.profilePictureBytes) return invalid({ file: USER_MESSAGES.pictureTooLarge });
  return valid({ contentType: sniffed });
}

/**
 * Nobody changes their own permissions: in an UpdateUser of the saver's own user, a
 * stored assignment keeps its role and no assignment is added — otherwise a practice administrator
 * could give themself a role that can authorize prescriptions. Support users (who have no
 * assignments) are not concerned. Refusals are under `locationsUsers.{index}.roleId`.
 *
 * @example
 * checkOwnAssignments(4, [{ id: 9, roleId: 1 }], [{ id: 9, roleId: 4 }], { isSupportUser: false, userId: 4 }).ok // false
 * checkOwnAssignments(4, [{ id: 9, roleId: 1 }], [{ id: 9, roleId: 1 }], { isSupportUser: false, userId: 4 }).ok // true
 */
export function checkOwnAssignments(
  userId: Id,
  stored: readonly { readonly id: Id; readonly roleId: Id }[],
  requested: readonly { readonly id?: Id | null; readonly roleId?: Id | null }[] | null | undefined,
  actor: AdminActor,
): ValidationResult<void> {
  if (actor.isSupportUser || actor.userId == null || !sameId(actor.userId, userId)) return valid(undefined);
  const fields: Record<string, string> = {};
  (requested ?? []).forEach((row, i) => {
    const before = row.id == null ? undefined : stored.find((s) => sameId(s.id, row.id as Id));
    const changed = !before || (row.roleId != null && !sameId(before.roleId, row.roleId));
    if (changed) fields[`locationsUsers.${i}.roleId`] = USER_MESSAGES.cannotChangeOwnRole;
  });
  return Object.keys(fields).length ? invalid(fields) : valid(undefined);
}
