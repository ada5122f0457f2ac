/**
 * The longest text every input of the GraphQL API takes: the spec's limit where it
 * gives one (search inputs 50, the order name filter 30, directions 620…), the forms' own limits where
 * core already has them (reused from their constants, never repeated), and a default for any other
 * text. The server checks every string argument and input field of every operation against this map
 * before any resolver runs; the screens and the CLI read the same numbers.
 */
import { ADMIN_LIMITS } from '../admin/constants.js';
import { CLIENT_LIMITS } from '../client/constants.js';
import { ADDRESS_LIMITS } from '../common/address.js';
import { EMAIL_LIMITS } from '../common/email.js';
import { NAME_LIMITS } from '../common/names.js';
import { IMPERSONATION_LIMITS } from '../access/impersonation.js';
import { ORDER_NAME_FILTER_MAX } from '../order/display.js';
import { PRINT_REASON_MAX_LENGTH } from '../prescription/prints.js';
import { ALLERGIC_INGREDIENT_MAX_LENGTH } from '../prescription/compounding.js';
import { CONSULT_CODE_MAX_LENGTH, DIRECTIONS_MAX_LENGTH, NOTE_TO_CLIENT_MAX_LENGTH, NOTE_TO_PHARMACY_MAX_LENGTH } from '../prescription/fields.js';
import { PRODUCT_SEARCH_MAX_LENGTH } from '../product/search.js';
import { SAFETY_OVERRIDE_REASON_MAX, WITHDRAWAL_TIME_MAX } from '../safety/gate.js';
import { DECLINE_DESCRIPTION_MAX } from '../task/decline.js';
import { INTERNAL_NOTE_MAX } from '../task/workflow.js';

/**
 * The longest text of an input the map does not name, by its GraphQL type: an `ID` (numbers, uuids,
 * PIMS ids), a `Date` / `DateTime` (ISO texts), and any other `String` (codes, statuses, names).
 *
 * @example
 * INPUT_LIMIT_DEFAULTS.String // 255
 */
export const INPUT_LIMIT_DEFAULTS = { ID: 100, Date: 40, DateTime: 40, String: 255 } as const;

/** The search inputs' limit (clients §9: 'Search input max: 50 characters'). */
const SEARCH = CLIENT_LIMITS.searchInput;
/**
 * The client search modal's filter: its five inputs of 50 (e-mail, first and last name, patient name,
 * phone) joined by '|' (client/search.ts `localClientSearchFilter`); each part is held to 50 by the search.
 */
const CLIENT_MODAL_FILTER_MAX = 5 * SEARCH + 4;
/** A JWT (bulk approval's fresh ID token): a few kilobytes at most. */
const ID_TOKEN_MAX = 8192;
/**
 * A data URL or base64 of a picture up to twice the largest profile picture (512 KB → 4/3 in base64, plus a
 * data URL prefix): a picture somewhat over the limit is refused by the picture's own rule, which names
 * its 512 KB, rather than by a count of characters; the 2 MB body bounds the rest.
 */
const PROFILE_PICTURE_BASE64_MAX = Math.ceil((2 * ADMIN_LIMITS.profilePictureBytes) / 3) * 4 + 64;
/** A phone number as typed, with its punctuation and an extension. */
const PHONE_NUMBER_MAX = 30;
/** A website address (the forms check it is a URL). */
const URL_MAX = 255;

/**
 * Limits by input, keyed `Query.<field>.<argument>` / `Mutation.<field>.<argument>` for a root field's
 * argument and `<InputType>.<field>` for an input object's field; each entry of a list of texts is
 * held to its field's limit. Anything not named here takes {@link INPUT_LIMIT_DEFAULTS}.
 *
 * @example
 * INPUT_LIMITS['Query.locationClientSearch.filter'] // 254
 */
export const INPUT_LIMITS: Readonly<Record<string, number>> = {
  // Searches and filters: the spec's 50 (the order name filter: 30).
  'Query.locationClientSearch.filter': CLIENT_MODAL_FILTER_MAX,
  'Query.getUnlinkedLocationClients.filter': SEARCH,
  'Query.getUnlinkedLocationClients.nameFilter': SEARCH,
  'Query.getUnlinkedLocationClientsCount.filter': SEARCH,
  'Query.getUnlinkedLocationClientsCount.nameFilter': SEARCH,
  'Query.locationsUsers.userFilter': SEARCH,
  'Query.roles.filter': SEARCH,
  'Query.locations.filter': SEARCH,
  'Query.locationCount.filter': SEARCH,
  'Query.organizations.filter': SEARCH,
  'Query.users.filter': SEARCH,
  'Query.searchPimsUsers.searchText': SEARCH,
  'Query.shortcut.filter': SEARCH,
  'Query.productFamilies.filter': PRODUCT_SEARCH_MAX_LENGTH,
  'Query.productFamiliesCount.filter': PRODUCT_SEARCH_MAX_LENGTH,
  'Query.searchProductFamilies.text': PRODUCT_SEARCH_MAX_LENGTH,
  'Query.searchProductFamiliesCount.text': PRODUCT_SEARCH_MAX_LENGTH,
  'Query.getSearchFilters.text': PRODUCT_SEARCH_MAX_LENGTH,
  'Query.sandboxProducts.text': SEARCH,
  'Query.sandboxCustomers.text': SEARCH,
  'Query.getPrescriptionTasks.nameFilter': SEARCH,
  'Query.getPrescriptionTasksCount.nameFilter': SEARCH,
  'Query.getPrescriptionTasksGrouped.nameFilter': SEARCH,
  'Query.getPrescriptionTasksGroupedCount.nameFilter': SEARCH,
  'Query.getOrdersByLocationId.nameSearchInput': ORDER_NAME_FILTER_MAX,
  'Query.getOrdersByLocationPatientIds.nameSearchInput': ORDER_NAME_FILTER_MAX,
  'Query.getOrdersCount.nameSearchInput': ORDER_NAME_FILTER_MAX,
  'Query.getPimsConsultsByCode.code': CONSULT_CODE_MAX_LENGTH,
  'LocationPatientFilter.search': SEARCH,
  'SearchPimsCaretakersInput.email': SEARCH,
  'SearchPimsCaretakersInput.firstName': SEARCH,
  'SearchPimsCaretakersInput.lastName': SEARCH,
  'SearchPimsCaretakersInput.patientName': SEARCH,
  'SearchPimsCaretakersInput.phone': SEARCH,
  'PimsCaretakerListInput.email': SEARCH,
  'PimsCaretakerListInput.firstName': SEARCH,
  'PimsCaretakerListInput.lastName': SEARCH,
  'PimsCaretakerListInput.patientName': SEARCH,
  'SearchPimsPatientsInput.name': SEARCH,
  // Free texts of the prescription and the task workflow.
  'PrescriptionInput.directions': DIRECTIONS_MAX_LENGTH,
  'PrescriptionInput.noteToClient': NOTE_TO_CLIENT_MAX_LENGTH,
  'PrescriptionInput.noteToPharmacy': NOTE_TO_PHARMACY_MAX_LENGTH,
  'PrescriptionInput.allergicIngredient': ALLERGIC_INGREDIENT_MAX_LENGTH,
  'PrescriptionInput.safetyOverrideReason': SAFETY_OVERRIDE_REASON_MAX,
  'PrescriptionInput.withdrawalTime': WITHDRAWAL_TIME_MAX,
  'PrescriptionUpdateInput.directions': DIRECTIONS_MAX_LENGTH,
  'PrescriptionUpdateInput.noteToClient': NOTE_TO_CLIENT_MAX_LENGTH,
  'PrescriptionUpdateInput.noteToPharmacy': NOTE_TO_PHARMACY_MAX_LENGTH,
  'PrescriptionUpdateInput.allergicIngredient': ALLERGIC_INGREDIENT_MAX_LENGTH,
  'PrescriptionUpdateInput.safetyOverrideReason': SAFETY_OVERRIDE_REASON_MAX,
  'PrescriptionUpdateInput.withdrawalTime': WITHDRAWAL_TIME_MAX,
  'PrescriptionWorkflowInput.internalNote': INTERNAL_NOTE_MAX,
  'PrescriptionTaskWorkflowInput.internalNote': INTERNAL_NOTE_MAX,
  'DeletePrescriptionInput.declineReason': DECLINE_DESCRIPTION_MAX,
  'DeclinePrescriptionInput.declineReason': DECLINE_DESCRIPTION_MAX,
  'Mutation.upsertPrescriptionTask.actionReason': DECLINE_DESCRIPTION_MAX,
  'Mutation.recordPrescriptionPrint.reason': PRINT_REASON_MAX_LENGTH,
  'Mutation.startImpersonation.reason': IMPERSONATION_LIMITS.reasonMaxLength,
  'Mutation.bulkApprovePrescriptionTasks.idToken': ID_TOKEN_MAX,
  // Shortcuts: the longest details any form allows (the location form's); the form's own rule is stricter for others.
  'Mutation.addShortcut.label': ADMIN_LIMITS.shortcutLabel,
  'Mutation.addShortcut.details': ADMIN_LIMITS.shortcutDetailsLocation,
  'Mutation.updateShortcut.label': ADMIN_LIMITS.shortcutLabel,
  'Mutation.updateShortcut.details': ADMIN_LIMITS.shortcutDetailsLocation,
  // Clients, patients, phones and addresses.
  'AddLocationClientInput.firstName': CLIENT_LIMITS.name,
  'AddLocationClientInput.lastName': CLIENT_LIMITS.name,
  'AddLocationClientInput.email': CLIENT_LIMITS.email,
  'AddLocationClientInput.pimsId': CLIENT_LIMITS.pimsId,
  'AddLocationClientInput.pimsProviderId': CLIENT_LIMITS.pimsId,
  'UpdateLocationClientInput.firstName': CLIENT_LIMITS.name,
  'UpdateLocationClientInput.lastName': CLIENT_LIMITS.name,
  'UpdateLocationClientInput.email': CLIENT_LIMITS.email,
  'UpdateLocationClientInput.pimsId': CLIENT_LIMITS.pimsId,
  'UpdateLocationClientInput.pimsProviderId': CLIENT_LIMITS.pimsId,
  'UpsertLocationClientInput.firstName': CLIENT_LIMITS.name,
  'UpsertLocationClientInput.lastName': CLIENT_LIMITS.name,
  'UpsertLocationClientInput.email': CLIENT_LIMITS.email,
  'UpsertLocationClientInput.pimsId': CLIENT_LIMITS.pimsId,
  'UpsertLocationClientInput.pimsProviderId': CLIENT_LIMITS.pimsId,
  'UpdateLocationClientLinkInput.email': CLIENT_LIMITS.email,
  'UpdateLocationClientLinkInput.pimsId': CLIENT_LIMITS.pimsId,
  'UpdateLocationClientLinkInput.pimsProviderId': CLIENT_LIMITS.pimsId,
  'AddLocationPatientInput.name': NAME_LIMITS.name,
  'UpdateLocationPatientInput.name': NAME_LIMITS.name,
  'AddressInput.addressLine1': ADDRESS_LIMITS.addressLine1,
  'AddressInput.addressLine2': ADDRESS_LIMITS.addressLine2,
  'AddressInput.city': ADDRESS_LIMITS.city,
  'PhoneInput.phoneNumber': PHONE_NUMBER_MAX,
  // Practice setup and users.
  'AddLocationInput.name': ADMIN_LIMITS.locationName,
  'AddLocationInput.emailAddress': ADMIN_LIMITS.locationEmail,
  'AddLocationInput.HIN': ADMIN_LIMITS.locationHin,
  'AddLocationInput.website': URL_MAX,
  'AddLocationInput.locationAccountId': ADMIN_LIMITS.locationAccountId,
  'UpdateLocationInput.name': ADMIN_LIMITS.locationName,
  'UpdateLocationInput.emailAddress': ADMIN_LIMITS.locationEmail,
  'UpdateLocationInput.HIN': ADMIN_LIMITS.locationHin,
  'UpdateLocationInput.website': URL_MAX,
  'UpdateLocationInput.locationAccountId': ADMIN_LIMITS.locationAccountId,
  'UpdateLocationInput.pimsAccountSecret': ADMIN_LIMITS.pimsAccountSecret,
  'AddOrganizationInput.name': ADMIN_LIMITS.organizationName,
  'AddOrganizationInput.dbaName': ADMIN_LIMITS.organizationDba,
  'AddOrganizationInput.accountno': ADMIN_LIMITS.organizationAccountNo,
  'AddOrganizationInput.emailAddress': ADMIN_LIMITS.organizationEmail,
  'AddOrganizationInput.HIN': ADMIN_LIMITS.organizationHin,
  'AddOrganizationInput.website': URL_MAX,
  'UpdateOrganizationInput.name': ADMIN_LIMITS.organizationName,
  'UpdateOrganizationInput.dbaName': ADMIN_LIMITS.organizationDba,
  'UpdateOrganizationInput.accountno': ADMIN_LIMITS.organizationAccountNo,
  'UpdateOrganizationInput.emailAddress': ADMIN_LIMITS.organizationEmail,
  'UpdateOrganizationInput.HIN': ADMIN_LIMITS.organizationHin,
  'UpdateOrganizationInput.website': URL_MAX,
  'AddRoleInput.name': ADMIN_LIMITS.roleName,
  'UpdateRoleInput.name': ADMIN_LIMITS.roleName,
  'LocationUserAssignmentInput.employeeId': ADMIN_LIMITS.employeeId,
  'LocationUserAssignmentInput.vetLicenseNumber': ADMIN_LIMITS.license,
  'LocationUserAssignmentInput.deaLicense': ADMIN_LIMITS.license,
  'AddUserInput.firstName': NAME_LIMITS.name,
  'AddUserInput.lastName': NAME_LIMITS.name,
  'AddUserInput.email': EMAIL_LIMITS.account,
  'UpdateUserInput.firstName': NAME_LIMITS.name,
  'UpdateUserInput.lastName': NAME_LIMITS.name,
  'UpdateUserInput.email': EMAIL_LIMITS.account,
  'UpdateUserAccountInput.firstName': NAME_LIMITS.accountName,
  'UpdateUserAccountInput.lastName': NAME_LIMITS.accountName,
  'UpdateLocationUserInput.displayName': NAME_LIMITS.displayName,
  'UpdateLocationUserInput.email': EMAIL_LIMITS.profile,
  'UpdateLocationUserInput.vetLicenseNumber': ADMIN_LIMITS.license,
  'UpdateLocationUserInput.deaLicense': ADMIN_LIMITS.license,
  'UpdateLocationUserNotificationInput.notificationEmail': EMAIL_LIMITS.notification,
  'ProfilePictureFileInput.base64': PROFILE_PICTURE_BASE64_MAX,
};

/**
 * The longest text an input takes: its own entry of {@link INPUT_LIMITS} (by `key`), else its type's
 * default (`String` for a custom scalar).
 *
 * @example
 * inputLimitOf('Query.locationClientSearch.filter', 'String') // 254 (the modal's five 50-character inputs joined)
 * inputLimitOf('AddLocationPatientInput.gender', 'String') // 255
 */
export function inputLimitOf(key: string, typeName: string): number {
  return INPUT_LIMITS[key] ?? (INPUT_LIMIT_DEFAULTS as Record<string, number>)[typeName] ?? INPUT_LIMIT_DEFAULTS.String;
}

/**
 * The length an input's text is measured at: after trimming, as the forms measure it — unless the
 * surrounding space alone is longer than the limit (padding is refused, not carried to the database).
 *
 * @example
 * isInputTooLong('  abc  ', 3) // false
 * isInputTooLong('abcd', 3) // true
 */
export function isInputTooLong(value: string, max: number): boolean {
  if (value.length <= max) return false;
  if (value.length > 2 * max + 16) return true;
  return value.trim().length > max;
}
