/**
 * Texts of the user administration and impersonation screens (administration-and-access.md §2.4,
 * §2.5, §4, §5, §8) that `admin.ts` does not already hold. The spec's own texts are referred to from
 * `ADMIN_*` / `AUTH_MESSAGES` and never retyped here; every text below is a label of a screen the spec
 * describes, or is marked "Decided" where the spec asks for a behaviour without giving its words.
 */
import { ADMIN_LABELS, ADMIN_TOASTS } from './admin.js';
import type { ToastText } from './common.js';

/**
 * Refusals of the user operations (admin §5, §6) that the spec states without a text.
 *
 * @example
 * USER_MESSAGES.emailTaken // 'A user with this e-mail address already exists.'
 */
export const USER_MESSAGES = {
  /** Decided: a practice user whose role lacks the User Management module (admin §6). */
  cannotManageUsers: 'You do not have permission to manage users at this location.',
  /** Decided: a practice user assigning a location they do not manage users at. */
  cannotManageLocation: 'You can only assign locations where you manage users.',
  /** Decided: the username is the e-mail (admin §3), so two users cannot share one. */
  emailTaken: 'A user with this e-mail address already exists.',
  /** Decided: ChangePrimaryLocation to an inactive assignment (an inactive assignment is never primary, admin §4). */
  primaryMustBeActive: 'Only an active location can be the primary location.',
  /** Decided: ChangePrimaryLocation with a location user of another user. */
  primaryOtherUser: 'This location does not belong to the user.',
  /** Decided: a delegation to oneself (admin §4: the user is in neither list). */
  selfDelegation: 'A user cannot be their own delegate.',
  /** Decided: delegates work at the vet's location. */
  delegateOtherLocation: 'A delegate must work at the same location.',
  /** Decided: only a role that can authorize delegates prescribing authority (admin §6). */
  delegatorCannotAuthorize: 'Only a user whose role can authorize prescriptions can have delegates.',
  /** Decided: an inactive location user cannot become a delegate. */
  delegateInactive: 'An inactive user cannot be a delegate.',
  /** Decided: roles whose name does not contain "vet" cannot edit delegations (admin §6). */
  cannotEditDelegations: 'Your role cannot edit delegations.',
  /** Decided: prescribing authority is given by the vet or an administrator, never taken by its holder. */
  cannotDelegateToSelf: "You cannot make yourself another vet's delegate. The vet, another administrator or support must add you.",
  /** Decided: nobody changes their own permissions. */
  cannotChangeOwnRole: 'You cannot change your own role or add yourself to a location. Ask another administrator or support.',
  /** Decided: the profile picture's type (PNG, JPEG, WebP or GIF, content matching the declared type). */
  pictureType: 'The picture must be a PNG, JPEG, WebP or GIF image.',
  /** Decided: the profile picture's size limit. */
  pictureTooLarge: 'The picture must be 512 KB or smaller.',
  /** Decided: the PIMS User tab of a location without a PIMS account. */
  pimsNotConfigured: 'This location is not connected to a PIMS, so there are no PIMS users to link.',
  /** Decided: the PIMS could not be searched. */
  pimsUnavailable: 'The PIMS could not be reached. Please try again.',
} as const;

/**
 * Notifications of the user screens. The spec's titles come from {@link ADMIN_TOASTS}; the pairs the
 * spec leaves open are marked "Decided".
 *
 * @example
 * USER_TOASTS.delegationsSaved.description // 'Data saved successfully.'
 */
export const USER_TOASTS = {
  /** Decided: the Delegations tab and the primary location save with the spec's generic "Data saved". */
  delegationsSaved: ADMIN_TOASTS.dataSaved,
  primaryLocationSaved: ADMIN_TOASTS.dataSaved,
  /** Decided: a picture stored. */
  pictureUploaded: ADMIN_TOASTS.dataSaved,
  /** Decided: the support list's active switch (saved at once). */
  activeSaved: ADMIN_TOASTS.dataSaved,
  /** Decided: failures of these saves use the user update failure title with the server message. */
  saveFailed: ADMIN_TOASTS.userUpdateError,
  /** The support list's deactivation, with Undo; fill `{user}` and `{location}`. */
  accessDeactivated: { title: 'Access deactivated', description: '{user} no longer has access to {location}.' },
  /** Undo of a deactivation; fill `{user}` and `{location}`. */
  accessRestored: { title: 'Access restored', description: '{user} has access to {location} again.' },
} satisfies Record<string, ToastText>;

/**
 * Labels of the user management, user profile, Edit User, Add User, My Account and support user
 * search screens (admin §2.4, §2.5). Section and tab names come from {@link ADMIN_LABELS}.
 *
 * @example
 * USER_LABELS.myAccount // 'My Account'
 */
export const USER_LABELS = {
  userManagement: 'User Management',
  searchUsers: 'Search users',
  searchUsersOrLocations: 'Search users or locations',
  locations: 'Locations',
  selectLocations: 'Select locations',
  addUser: ADMIN_LABELS.addUser,
  editUser: ADMIN_LABELS.editUser,
  myAccount: 'My Account',
  name: 'Name',
  email: 'E-mail',
  role: 'Role',
  location: 'Location',
  pims: 'PIMS',
  status: 'Status',
  firstName: 'First Name',
  lastName: 'Last Name',
  displayName: 'Display Name',
  title: 'Title',
  phones: 'Phones',
  /** The user's own phones (User.userPhones), the same at every location. */
  userPhones: 'User phones (all locations)',
  userPhonesHint: "The user's own phones, the same at every location. Phones at one location are edited in the Profile section of the user's profile.",
  /** The phones of one location assignment (LocationUser.locationUserPhones); fill `{location}`. */
  locationPhones: 'Phones at {location}',
  employeeId: 'Employee ID',
  vetLicenseNumber: 'Vet License Number',
  vetLicenseExpiration: 'Expiration Date',
  vetLicenseState: 'State',
  vetLicenseHeading: 'Vet License',
  deaLicense: 'DEA License Number',
  deaLicenseExpiration: 'DEA Expiration Date',
  deaHeading: 'DEA License',
  primary: 'Primary',
  active: ADMIN_LABELS.active,
  enabledInIdentityProvider: ADMIN_LABELS.enabledInIdentityProvider,
  locationAssignments: 'Location Assignments',
  addLocation: 'Add location',
  removeRow: 'Remove row',
  selectLocation: 'Select location',
  selectRole: 'Select role',
  selectState: 'Select state',
  selectTitle: 'Select title',
  notificationEmail: 'Notification E-mail',
  pendingAuthNotifications: 'Notify me of prescriptions pending authorization',
  primaryLocation: 'Primary Location',
  profilePicture: 'Profile picture',
  uploadPicture: 'Upload picture',
  changePicture: 'Change picture',
  removePicture: 'Remove picture',
  pictureHint: 'PNG, JPEG, WebP or GIF, up to 512 KB',
  save: ADMIN_LABELS.save,
  saving: ADMIN_LABELS.saving,
  cancel: 'Cancel',
  notSet: 'Not set',
  pimsId: 'PIMS ID',
  pimsUserSearch: 'Search PIMS users',
  pimsLinkedUser: 'Linked PIMS user',
  provider: 'Provider',
  linkUser: 'Link',
  linked: 'Linked',
  noPimsUsers: 'No PIMS users found',
  noOtherUsers: 'No other active users at this location',
  moveToDelegates: 'Add to delegates',
  moveToNonDelegates: 'Remove from delegates',
  impersonate: 'Impersonate',
  supportUser: 'Support',
  disabledInIdentityProvider: 'Sign-in disabled',
  /** The active switch of an assignment (support list, Edit User); fill `{user}` and `{location}`. */
  activeAt: 'Active: {user} at {location}',
  /** Confirmation before the support list deactivates an assignment. */
  deactivateTitle: 'Deactivate access?',
  /** Fill `{user}` and `{location}`. */
  deactivateMessage: '{user} will lose access to {location} at once. You can undo it from the notice that follows.',
  deactivateConfirm: 'Deactivate',
  undo: 'Undo',
  /** Results summary of the user lists; fill `{count}`. */
  userCount: '{count} users',
  oneUser: '1 user',
  searchMinimumHint: 'Type at least 3 characters to search.',
  delegationsHint: 'Delegates may authorize prescriptions on behalf of this user.',
  delegationsReadOnly: 'Only roles that may edit delegations can change this list.',
} as const;
