/**
 * Constants of the administration screens (admin §3, §5, §9).
 */

/**
 * Page sizes (admin §9).
 *
 * @example
 * import { ADMIN_PAGE_SIZES } from '@vetrx/core/admin';
 */
export const ADMIN_PAGE_SIZES = {
  /** User and location lists in the support and user screens. */
  users: 10,
  locations: 10,
  /** Locations of the organization detail, by default. */
  organizationDetailLocations: 20,
  locationSearch: 10,
  /** The global page-size constant. */
  global: 500,
} as const;

/**
 * Search minimums (admin §5 Searches, §9).
 *
 * @example
 * import { ADMIN_SEARCH_MIN } from '@vetrx/core/admin';
 */
export const ADMIN_SEARCH_MIN = {
  /** Practice, location, user and shortcut-label searches. */
  default: 3,
  /** The location list search of the organization detail. */
  organizationDetailLocations: 2,
} as const;

/**
 * Titles of a location user (admin §3).
 *
 * @example
 * import { USER_TITLES } from '@vetrx/core/admin';
 */
export const USER_TITLES = ['Dr.', 'Mr.', 'Mrs.', 'Miss.', 'DVM.'] as const;
/**
 * Built-in role names (admin §3).
 *
 * @example
 * import { BUILT_IN_ROLES } from '@vetrx/core/admin';
 */
export const BUILT_IN_ROLES = ['ADMIN', 'STAFF', 'VET', 'VETADMIN'] as const;

/**
 * Limits of the administration screens (admin §5, §9), one object: the field lengths of
 * its forms, the latest vet license expiration, the largest profile picture and how long a report's
 * embed address lives.
 *
 * @example
 * import { ADMIN_LIMITS } from '@vetrx/core/admin';
 * ADMIN_LIMITS.vetLicenseLatestExpiration // '2030-12-31'
 */
export const ADMIN_LIMITS = {
  roleName: 30,
  roleNameMin: 3,
  license: 20,
  employeeId: 50,
  locationName: 100,
  locationNameMin: 3,
  locationEmail: 60,
  locationAccountId: 10,
  locationHin: 20,
  organizationName: 50,
  organizationAccountNo: 30,
  organizationDba: 30,
  organizationEmail: 60,
  organizationHin: 10,
  pimsAccountSecret: 200,
  shortcutLabel: 30,
  shortcutLabelMin: 3,
  shortcutDetailsLocation: 620,
  shortcutDetailsSupport: 250,
  shortcutDetailsPrescribing: 250,
  /** Latest vet license expiration (admin §5, §9). */
  vetLicenseLatestExpiration: '2030-12-31',
  /** Largest profile picture accepted, in bytes (decided: 512 KB). */
  profilePictureBytes: 512 * 1024,
  /**
   * Seconds an embed address from GetReportEmbedUrl stays valid. Decided: short enough that a copied
   * address is soon useless, long enough to load the page.
   */
  reportEmbedTtlSeconds: 300,
} as const;


/**
 * The PIMS secret as shown when one is set: 32 asterisks (admin §9).
 *
 * @example
 * import { PIMS_SECRET_MASK } from '@vetrx/core/admin';
 */
export const PIMS_SECRET_MASK = '*'.repeat(32);

