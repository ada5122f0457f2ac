import { COMMON_MESSAGES } from '../common.js';

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
