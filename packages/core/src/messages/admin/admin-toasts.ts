import { COMMON_MESSAGES, type ToastText } from '../common.js';

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
