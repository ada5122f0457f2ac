import { COMMON_MESSAGES } from '../common.js';

/**
 * Validation messages of the administration forms (admin §5).
 *
 * @example
 * ADMIN_VALIDATION_MESSAGES.roleNameTooSmall // 'Role name is too small.'
 */
export const ADMIN_VALIDATION_MESSAGES = {
  fieldRequired: COMMON_MESSAGES.fieldRequired,
  alphabetOnly: COMMON_MESSAGES.alphabetOnly,
  /** Admin edit, profile, location and organization e-mails. */
  invalidEmail: COMMON_MESSAGES.invalidEmail,
  /** Decided: used by the notification e-mail form. */
  invalidNotificationEmail: 'The input is not valid E-mail!',
  phoneRequired: COMMON_MESSAGES.phoneRequired,
  addressRequired: COMMON_MESSAGES.addressRequired,
  locationRequired: 'Location is required',
  roleRequired: 'Role is required',
  primaryLocationRequired: 'At least 1 primary location should be selected',
  locationChosenTwice: 'You can choose location only one time',
  activeLocationRequired: 'At least 1 active location is required',
  /** The state select of a location assignment row, when empty. */
  selectState: 'Please select state',
  vetLicenseStateRequired: 'Please provide vet license state',
  vetLicenseRequired: 'Vet License is required',
  vetLicenseDateRequired: 'Please provide your vet license date',
  /** Decided: the spec gives the range (not before today) but no text. */
  expirationInPast: 'The expiration date cannot be in the past.',
  /** Decided: the spec gives the latest date (2030-12-31) but no text. */
  expirationTooLate: 'The expiration date cannot be after 12-31-2030.',
  /** Decided: the spec forbids self-deactivation without a text. */
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  /** Decided: shown when a non-support user tries to change an e-mail only support may edit. */
  emailNotEditable: 'Only support users can change this e-mail address.',
  pimsUserIncomplete: 'The selected user has incomplete data.',
  userSearchNeedsLocation: 'At least 1 location should be selected',
  roleNameTooSmall: 'Role name is too small.',
  roleNameRequired: 'Role is required.',
  roleModuleRequired: 'Please select at least one module.',
  /** Decided: the role name is fixed once the role exists. */
  roleNameFixed: 'The role name cannot be changed.',
  /** Decided: canAuthorize is locked for the role named Vet. */
  vetRoleCanAuthorizeLocked: 'Can authorize cannot be changed for the Vet role.',
  locationNameTooShort: 'Location name must be minimum 3 characters.',
  invalidUrl: 'This field must be a valid url.',
  primaryPharmacyRequired: 'Please select a primary pharmacy',
  officeUseRequired: 'Please select whether enabled office use',
  portalTypeRequired: 'Please indicate product display',
  /** Decided: the spec says digits only for the organization account number, without a text. */
  digitsOnly: 'Only digits are allowed.',
  labelTooSmall: 'Label field is too small.',
  labelRequired: 'Label is required.',
  /** Decided: the support shortcut form requires the global selection; the spec gives no text. */
  globalRequired: 'Please select whether the shortcut is global',
  /** Decided: the writeback switch needs a PIMS account id (admin §4, §9). */
  writebackNeedsAccount: 'Writeback needs a PIMS account id.',
  /** Decided: a title outside Dr., Mr., Mrs., Miss., DVM. */
  invalidTitle: 'Please select a title from the list.',
  /** Decided: the shortcut type is read-only when editing. */
  shortcutTypeFixed: 'The shortcut type cannot be changed.',
} as const;
