/**
 * Texts of administration-and-access.md (§2 screens and labels, §4 states, §5 validation, §8 error
 * catalogue), verbatim. Texts this spec shares with clients-and-patients.md live in `COMMON_MESSAGES`
 * (`./common.js`) and are referred to from here, never retyped.
 *
 * Where the specification asks for a text without giving its words, the text chosen by the product team
 * is marked "Decided" in its comment.
 */
import { COMMON_MESSAGES, type ToastText } from './common.js';

/**
 * Sign-in, sign-out and session texts (admin §2.1, §4, §8).
 *
 * @example
 * AUTH_MESSAGES.accessRevoked // 'Access to this location is revoked'
 */
export const AUTH_MESSAGES = {
  /** Sign-in failure notification (admin §2.1, §8). */
  signInFailure: { title: 'Error Logging In.', description: 'Please try again.' } satisfies ToastText,
  /** The API answered "unauthenticated": warning shown before the redirect to /login (admin §4, §8). */
  notLoggedIn: { title: 'Not logged in', description: 'Forwarding to the login page...' } satisfies ToastText,
  /** Impersonated user could not be loaded; the original support user is restored (admin §8). */
  impersonationFailed: {
    title: 'Impersonation signing out',
    description: 'Could not impersonate selected user.',
  } satisfies ToastText,
  /** The user could not be loaded outside impersonation: storage cleared, signed out (admin §8). */
  signingOut: { title: 'Signing you out', description: 'Please connect to Administration' } satisfies ToastText,
  /** Switching to a location whose access is revoked (admin §4, §8). */
  accessRevoked: 'Access to this location is revoked',
  /**
   * Decided (0392): a page opened on a client of another of the user's locations switches to it; fill
   * `{location}` with `formatMessage`.
   */
  switchedToRecordLocation: 'Now working at {location}, where this client is',
  /** A non-support user (or a load error) in the support area (admin §2.4, §8). */
  supportOnly: "you can't access this link",
  /**
   * The support area, or a support operation, from inside an impersonated session: the support user
   * ends the impersonation first (issue 12).
   */
  supportWhileImpersonating: 'Support screens are not available while impersonating. Log out of the impersonation to use them.',
  /** Impersonation refused: the target is the support user (admin §5 Impersonation). */
  cannotImpersonateSelf: 'You cannot impersonate yourself',
  /** Impersonation refused: already impersonating (admin §5 Impersonation). */
  cannotImpersonateWhileImpersonating: 'You cannot impersonate further while impersonating',
  /** Banner while impersonating; fill `{username}` with `formatMessage` (admin §2.4). */
  impersonationBanner: 'Impersonation: {username}',
  /**
   * Beside the banner's Log out (decided, issue 59): what it does — it ends the impersonation only, the
   * support user stays signed in (admin §4: exit goes to /support).
   */
  impersonationLogOutHint: 'Log out ends the impersonation: you return to Support, still signed in.',
  /** Time left of the impersonation session, next to the banner; fill `{minutes}`. */
  impersonationTimeLeft: '{minutes} min left',
  /** Impersonation start without a reason. */
  impersonationReasonRequired: 'Enter the reason for this impersonation',
  /** Impersonation reason longer than 500 characters. */
  impersonationReasonTooLong: 'The reason can have at most 500 characters',
  /** Impersonation length outside 1..the configured maximum; fill `{max}`. */
  impersonationMinutes: 'Choose between 1 and {max} minutes',
  /** The impersonation header without an active session, or after it expired or ended. */
  impersonationEnded: 'The impersonation session has ended',
} as const;

/**
 * Labels of the impersonation start dialog.
 *
 * @example
 * IMPERSONATION_LABELS.reason // 'Reason'
 */
export const IMPERSONATION_LABELS = {
  title: 'Start impersonation',
  reason: 'Reason',
  reasonHint: 'Why you act as this user, e.g. the support ticket. It is written into the audit log.',
  minutes: 'Minutes',
  /** Fill `{max}`. */
  minutesHint: 'The session ends by itself after this time (at most {max} minutes).',
  start: 'Start',
  cancel: 'Cancel',
} as const;

/**
 * Labels of the login footer (admin §1, §2.1).
 *
 * @example
 * LOGIN_FOOTER_LABELS.contactUs // 'Contact us'
 */
export const LOGIN_FOOTER_LABELS = {
  termsOfService: 'Terms of service',
  privacyPolicy: 'Privacy Policy',
  /** Decided: the spec names the link "online prescribing notice" without a label; this is its label. */
  onlinePrescribingNotice: 'Online Prescribing Notice',
  contactUs: 'Contact us',
} as const;

/**
 * Labels of the support menu (admin §2.4).
 *
 * @example
 * SUPPORT_MENU_LABELS.pimsLookup // 'Pims Lookup'
 */
export const SUPPORT_MENU_LABELS = {
  supportHome: 'Support Home',
  userManagement: 'User Management',
  practiceSetup: 'Practice Setup',
  prescribingShortcuts: 'Prescribing Shortcuts',
  role: 'Role',
  pimsLookup: 'Pims Lookup',
  /** Decided: the sandbox storefront and pharmacy, outside production only. */
  sandbox: 'Sandbox',
  logout: 'Logout',
} as const;

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

/**
 * Notifications of the administration screens (admin §8).
 *
 * @example
 * ADMIN_TOASTS.roleAdded // { title: 'Role added.' }
 */
export const ADMIN_TOASTS = {
  userLoadError: { title: 'Error retrieving user.' } satisfies ToastText,
  userAddError: { title: 'Error submitting new user.' } satisfies ToastText,
  userAdded: { title: 'Added user successfully' } satisfies ToastText,
  userUpdateError: { title: 'Error updating user.' } satisfies ToastText,
  /** The location-user (profile) update failure. */
  userDetailUpdateError: { title: 'Error Updating User' } satisfies ToastText,
  userUpdated: { title: 'Updated user successfully' } satisfies ToastText,
  userDetailUpdated: { title: 'Updated user detail successfully' } satisfies ToastText,
  notificationSaved: {
    title: COMMON_MESSAGES.updateSuccessfully,
    description: 'Notification data saved successfully.',
  } satisfies ToastText,
  dataSaved: { title: COMMON_MESSAGES.updateSuccessfully, description: 'Data saved successfully.' } satisfies ToastText,
  profilePictureRemoved: { title: 'Remove Successfully', description: 'Profile removed sucessfully' } satisfies ToastText,
  roleAdded: { title: 'Role added.' } satisfies ToastText,
  roleUpdated: { title: 'Role updated.' } satisfies ToastText,
  roleSaveError: { title: 'Error', description: 'Something went wrong' } satisfies ToastText,
  organizationUpdateError: { title: 'Error update organization profile' } satisfies ToastText,
  organizationAddError: { title: 'Error Add Organization' } satisfies ToastText,
  organizationUpdated: { title: COMMON_MESSAGES.updateSuccessfully } satisfies ToastText,
  organizationAdded: { title: COMMON_MESSAGES.addSuccessfully } satisfies ToastText,
  locationAddError: { title: 'Error Add Location' } satisfies ToastText,
  locationUpdateError: { title: 'Error update location profile' } satisfies ToastText,
  locationAdded: { title: COMMON_MESSAGES.addSuccessfully, description: 'Add location Profile' } satisfies ToastText,
  locationUpdated: {
    title: COMMON_MESSAGES.updateSuccessfully,
    description: 'Update location profile',
  } satisfies ToastText,
  shortcutAdded: { title: 'Add shortcut Successfully' } satisfies ToastText,
  shortcutEdited: { title: 'Edit shortcut Successfully' } satisfies ToastText,
  shortcutDeleted: { title: 'Delete shortcut Successfully' } satisfies ToastText,
  userLinked: { title: 'User linked successfully.' } satisfies ToastText,
  /** Fill `{message}` with the server message using `formatMessage`. */
  userLinkFailed: { title: 'Failed to link user: {message}' } satisfies ToastText,
  digitailConnectionError: {
    title: 'Error',
    description: 'There was an error trying to connect to Digitail. Please try again.',
  } satisfies ToastText,
  /** Decided: the code-redirect flow's generic failure (title 'Error' per spec, the shared partner text). */
  partnerConnectionError: { title: 'Error', description: COMMON_MESSAGES.partnerConnectionError } satisfies ToastText,
  /**
   * Decided: the spec replaces the partner-named success text by "the connection to the practice system
   * succeeded"; this is the wording.
   */
  partnerConnected: { title: 'Successfully connected to the practice system.' } satisfies ToastText,
  /** Decided: a user sync answered isSuccess; fill `{count}`. */
  pimsUsersSynced: { title: 'PIMS users synchronised: {count}' } satisfies ToastText,
} as const;

/**
 * Empty states and banners of the administration screens (admin §2, §8).
 *
 * @example
 * ADMIN_EMPTY_STATES.noReports // 'No Reports Found!'
 */
export const ADMIN_EMPTY_STATES = {
  noDataFound: COMMON_MESSAGES.noDataFound,
  zeroResults: COMMON_MESSAGES.zeroResults,
  noUsersFound: 'No users found. Please try another search.',
  noDelegateUsers: 'No delegate users found',
  noDelegateAccess: 'No delegate access found',
  noReports: 'No Reports Found!',
  /**
   * Decided wording of the banner the spec describes (admin §8: the organization cannot search for
   * products until a primary pharmacy is selected).
   */
  missingPrimaryPharmacyBanner:
    'Product search is unavailable: the organization cannot search for products until a primary pharmacy is selected.',
} as const;

/**
 * Labels of the administration and support screens (admin §2, §4).
 *
 * @example
 * ADMIN_LABELS.selectPractice // 'Select Practice'
 */
export const ADMIN_LABELS = {
  searchByOrganizationOrLocation: 'Search By Organization Or by Location',
  findALocation: 'Find A Location',
  addOrganization: 'Add Organization',
  addLocation: 'Add location',
  addUser: 'Add User',
  editUser: 'Edit User',
  editPractice: 'Edit Practice',
  showOnlyActive: 'Show Only Active',
  showOnlyActiveSwitch: COMMON_MESSAGES.showOnlyActive,
  nonDelegates: 'Non-Delegates',
  delegates: 'Delegates',
  selectPractice: 'Select Practice',
  searchDrugName: 'Search Drug Name',
  pimsConnected: 'PIMS Connected',
  pimsNotConnected: 'PIMS Not Connected',
  /** PIMS connection status of a location (admin §4). */
  connected: 'Connected',
  notConnected: 'Not Connected',
  missingPharmacy: 'Missing Pharmacy',
  writebackEnabled: 'ENABLED',
  writebackDisabled: 'DISABLED',
  confirmDelete: 'Confirm Delete?',
  yes: COMMON_MESSAGES.yes,
  no: COMMON_MESSAGES.no,
  active: COMMON_MESSAGES.active,
  inactive: COMMON_MESSAGES.inactive,
  /** Location count on practice search: '1 Location' / 'N Locations', here '{count} Locations' (fill with `formatMessage`). */
  oneLocation: '1 Location',
  manyLocations: '{count} Locations',
  enabledInIdentityProvider: 'enabled in identity provider',
  pimsUpdateAvailable: 'PIMS update available',
  back: 'Back',
  logOut: 'Log out',
  edit: 'Edit',
  save: 'Save',
  saving: 'Saving',
  /** User profile sections (admin §2.5). */
  profile: 'Profile',
  pimsLink: 'PIMS Link',
  delegateUsers: 'Delegate Users',
  delegationPermissions: 'Delegation Permissions',
  /** Edit modal and My Account tabs (admin §2.5). */
  notification: 'Notification',
  delegations: 'Delegations',
  pimsUser: 'PIMS User',
} as const;

/**
 * The support landing's greeting (admin §2.2: the landing greets the support user; the wording is
 * decided here).
 *
 * @example
 * supportGreeting('Sam') // 'Welcome, Sam'
 */
export function supportGreeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Welcome, ${name}` : 'Welcome';
}

/**
 * Labels of the practice-setup screens: the support practice search, organization and practice detail,
 * the location and organization forms, roles, shortcuts, practice settings, office use and reports
 * (admin §2.4, §2.5, §3). The spec names these fields without fixing their captions; the captions are
 * decided here, the spec's own words are used wherever it gives them.
 *
 * @example
 * PRACTICE_SETUP_LABELS.locations // 'Locations'
 */
export const PRACTICE_SETUP_LABELS = {
  searchPlaceholder: 'Organization or location name',
  select: 'Select…',
  organization: 'Organization',
  organizationDetails: 'Organization details',
  practiceDetails: 'Practice details',
  locations: 'Locations',
  searchLocations: 'Search locations',
  locationName: 'Location name',
  name: 'Name',
  dbaName: 'DBA name',
  accountNumber: 'Account number',
  email: 'E-mail',
  fax: 'Fax',
  phone: 'Phone',
  phones: 'Phones',
  addresses: 'Addresses',
  website: 'Website',
  hin: 'HIN',
  pharmacies: 'Pharmacies',
  primaryPharmacy: 'Primary pharmacy',
  pharmacyPrimaryHint: 'The first pharmacy selected is the primary pharmacy.',
  activeField: 'Active',
  officeUseEnabled: 'Office Use Enabled',
  portalType: 'Product display (portal type)',
  priceBook: 'Price book',
  pimsEnabled: 'PIMS enabled',
  pimsConfiguration: 'PIMS configuration',
  pimsConnectionType: 'PIMS connection type',
  pimsAccountId: 'PIMS account id',
  pimsAccountSecret: 'PIMS account secret',
  pimsSecretHint: 'Write-only. Leave the mask to keep the stored secret.',
  /** Decided: the secret field of a location with no stored secret (a new one): no mask to keep (issue 12). */
  pimsSecretNewHint: 'Write-only: it is not shown again after saving.',
  pimsWritebackAccountId: 'Writeback account id',
  pimsWritebackLocationId: 'Writeback location id',
  enabledForWriteback: 'Enabled for writeback',
  writeback: 'Writeback',
  writebackUnavailable: 'Needs a PIMS account id',
  notConfigured: 'Not configured',
  none: 'None',
  status: 'Status',
  editOrganization: 'Edit Organization',
  editLocation: 'Edit Location',
  addLocationTitle: 'Add Location',
  addOrganizationTitle: 'Add Organization',
  editAddress: 'Edit address',
  cancel: 'Cancel',
  save: 'Save',
  add: 'Add',
  close: COMMON_MESSAGES.close,
  previous: 'Previous',
  next: 'Next',
  /** Fill `{from}`, `{to}` and `{total}` with `formatMessage`. */
  pageRange: '{from}–{to} of {total}',
  backToPracticeSearch: 'Back',
  practiceNotFound: 'This practice could not be found.',
  organizationNotFound: 'This organization could not be found.',
  loadFailed: 'Something went wrong loading this page.',
  retry: 'Try again',
  searchByOrganizationOrLocation: 'Search by organization or location',
  /** Roles (admin §2.5 Role screen). */
  roles: 'Roles',
  addRole: 'Add Role',
  editRole: 'Edit Role',
  roleName: 'Role name',
  canAuthorize: 'Can authorize',
  canAuthorizeLockedHint: 'Locked for the Vet role',
  modules: 'Modules',
  moduleCount: '{count} modules',
  oneModule: '1 module',
  actions: 'Actions',
  /** Shortcuts (admin §2.5). */
  shortcuts: 'Prescribing Shortcuts',
  addShortcut: 'Add Shortcut',
  editShortcut: 'Edit Shortcut',
  deleteShortcut: 'Delete shortcut',
  searchByLabel: 'Search by label',
  type: 'Type',
  allTypes: 'All types',
  label: 'Label',
  details: 'Details',
  scope: 'Scope',
  global: 'Global',
  location: 'Location',
  globalReadOnly: 'Global shortcuts cannot be edited here.',
  /** Decided: the spec names the types SIG, NP, NC and what each is. */
  shortcutTypeNames: { SIG: 'SIG · Directions', NC: 'NC · Note to client', NP: 'NP · Note to pharmacy' },
  /** Office use (admin §2.5). */
  officeDetails: 'Office details',
  officePrescriptions: 'Office use prescriptions',
  rxNumber: 'Rx#',
  product: 'Product',
  issued: 'Issued',
  quantity: 'Quantity',
  refills: 'Refills',
  creatingOfficeClient: 'Setting up the office-use client…',
  officeClientSetupFailed: 'Error setting up the office-use client',
  /** Reports (admin §2.5). */
  reportFrameTitle: 'Practice report',
} as const;

/**
 * Texts of the embedded report page the server renders for /reports (admin §2.5: "an embedded report in
 * a frame"). The report's content is decided here: this month's prescriptions by status, pending
 * requests, top products and orders by status.
 *
 * @example
 * REPORT_TEXTS.pendingRequests // 'Pending requests'
 */
export const REPORT_TEXTS = {
  /** Fill `{location}` with `formatMessage`. */
  title: '{location} · Practice report',
  /** Fill `{period}`. */
  period: 'This month: {period}',
  prescriptionsByStatus: 'Prescriptions by status',
  prescriptionsTotal: 'Prescriptions',
  pendingRequests: 'Pending requests',
  topProducts: 'Top products',
  ordersByStatus: 'Orders by status',
  ordersTotal: 'Orders',
  status: 'Status',
  count: 'Count',
  product: 'Product',
  prescriptions: 'Prescriptions',
  amount: 'Amount',
  noneThisMonth: 'None this month',
  /** Fill `{time}`. */
  generatedAt: 'Generated {time} UTC',
  expired: 'This report link has expired. Reload the Reports page to see the report again.',
} as const;

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
