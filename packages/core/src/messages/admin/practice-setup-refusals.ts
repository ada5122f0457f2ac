/**
 * Refusals of the practice-setup operations that the spec gives no text for (admin §6: who may do
 * what). Decided.
 *
 * @example
 * PRACTICE_SETUP_REFUSALS.moduleNotAllowed // 'Your role does not allow this change.'
 */
export const PRACTICE_SETUP_REFUSALS = {
  /** A practice user whose role lacks the screen's module (Practice Settings, Prescribing Shortcuts, Reports, Office Use). */
  moduleNotAllowed: 'Your role does not allow this change.',
  /** Roles are managed by the admin support group only. */
  adminSupportOnly: 'Only the admin support group can manage roles.',
  /** PIMS settings and the writeback switch are support-only (admin §6). */
  pimsSupportOnly: 'Only support users can change PIMS settings.',
  /** The primary pharmacy selection is support-only (admin §6). */
  pharmacySupportOnly: 'Only support users can change the pharmacies.',
  unknownPharmacy: 'Please select a pharmacy from the list.',
  /** A role name that another role already has. */
  roleNameTaken: 'A role with this name already exists.',
  /** The location view cannot edit or delete a global shortcut (admin §2.5). */
  globalShortcutReadOnly: 'Global shortcuts cannot be edited here.',
  /** Adding a location to an organization the caller does not work for. */
  organizationNotAllowed: 'You can add a location only to your own organization.',
  /** AddOrganization / AddLocation while a location in scope has salesforce2Way (admin §2.4, core's canAddOrganization). */
  masteredInSalesforce: 'Organizations and locations are added in Salesforce.',
} as const;
