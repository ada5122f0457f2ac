import { COMMON_MESSAGES } from '../common.js';

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
