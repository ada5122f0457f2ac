/**
 * Session constants of the shell (admin §2.1, §2.3, §4, §9). Core never touches storage: these are the
 * names and values the web shell and the CLI use.
 */
import { LOGIN_FOOTER_LABELS } from '../messages/admin.js';

/**
 * Browser-storage keys (admin §4, §9).
 *
 * @example
 * import { STORAGE_KEYS } from '@vetrx/core/access';
 */
export const STORAGE_KEYS = {
  selectedLocationId: 'selectedLocationId',
  username: 'username',
  isImpersonation: 'isImpersonation',
  locationUserId: 'locationUserId',
  userLocationRoleId: 'userLocationRoleId',
  inAdminSupportGroup: 'inAdminSupportGroup',
} as const;

/**
 * One of the {@link STORAGE_KEYS} names.
 *
 * @example
 * import type { StorageKey } from '@vetrx/core/access';
 */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * The login footer links, in order (admin §2.1), with the public pages the portal serves for them.
 *
 * @example
 * import { LOGIN_FOOTER_LINKS } from '@vetrx/core/access';
 */
export const LOGIN_FOOTER_LINKS = [
  { key: 'termsOfService', label: LOGIN_FOOTER_LABELS.termsOfService, path: '/legal/terms' },
  { key: 'privacyPolicy', label: LOGIN_FOOTER_LABELS.privacyPolicy, path: '/legal/privacy' },
  { key: 'onlinePrescribingNotice', label: LOGIN_FOOTER_LABELS.onlinePrescribingNotice, path: '/legal/online-prescribing' },
  { key: 'contactUs', label: LOGIN_FOOTER_LABELS.contactUs, path: '/legal/contact' },
] as const;
