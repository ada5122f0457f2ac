export {
  ADMIN_LIMITS,
  ADMIN_PAGE_SIZES,
  ADMIN_SEARCH_MIN,
  BUILT_IN_ROLES,
  PIMS_SECRET_MASK,
  USER_TITLES,
} from './constants.js';
export {
  activeLabel,
  adminSearchTerm,
  adminSearchTextSchema,
  canAddOrganization,
  groupPracticeSearch,
  isMaskedSecret,
  locationCountLabel,
  pharmacyBadge,
  PRACTICE_MASTER_FEATURE,
  writebackLabel,
  writebackSwitch,
  yesNoLabel,
} from './display.js';
export {
  checkPimsUserLink,
  checkUserSearch,
  pimsAccountOf,
  pimsUserLinkToast,
  pimsUserSyncToast,
} from './pims-user.js';
export {
  activeSwitch,
  type AdminActor,
  applyAssignmentFlags,
  canEditAssignment,
  canEditEmail,
  canManageUsers,
  checkOwnAssignments,
  checkProfilePicture,
  choosePrimaryAssignment,
  handOverPrimary,
  licenseFieldsEnabled,
  type LocationAssignmentInput,
  mergeAssignments,
  newAssignmentProfile,
  PROFILE_PICTURE_TYPES,
  type RoleInfo,
  setAssignmentActive,
  type StoredAssignment,
  validateAccountInput,
  validateLocationUserInput,
  validateNotificationInput,
  validateUserInput,
} from './user.js';
export { canEditPimsAccountId, canToggleCanAuthorize, canUseDelegationsTab, validateRoleInput } from './role.js';
export {
  moduleCheckState,
  moduleTree,
  selectedRoleModules,
  toggleRoleModule,
  withParentModules,
} from './role-modules.js';
export { validateLocationInput, validateOrganizationInput, writebackRefusal } from './location.js';
export {
  activeFilterFor,
  type FormAddress,
  type FormPhone,
  listPage,
  type LocationFormSource,
  locationFormValues,
  type LocationFormValues,
  locationPayload,
  organizationFormValues,
  type OrganizationFormValues,
  organizationPayload,
  pimsConfiguration,
  PRACTICE_SEARCH_ACTIVE_ONLY_KEY,
  practiceGroupContact,
  readShowOnlyActive,
  writebackIndicator,
} from './practice-setup.js';
export {
  canEditShortcut,
  filterShortcuts,
  shortcutDetailsMax,
  type ShortcutForm,
  shortcutListFilters,
  shortcutScope,
  type ShortcutWrite,
  validateShortcutInput,
} from './shortcut.js';
export {
  checkDelegation,
  delegationChanges,
  delegationGrantRefusal,
  mayEditDelegations,
  splitDelegates,
} from './delegation.js';
export { OFFICE_USE_NAME, officeUseClientValues, officeUsePatient, officeUsePrefill } from './office-use.js';
export { reportEmbedPath, reportMonth } from './report.js';
export { ADMIN_MODULE_LINKS } from './module-access.js';
export {
  connectCodeOf,
  connectLocationUpdate,
  connectPlan,
  createPimsConnectApi,
  PIMS_CONNECT_PATHS,
  type PimsClinic,
  usesCodeRedirect,
} from './pims-connect.js';
