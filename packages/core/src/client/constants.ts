/**
 * Limits, page sizes and delays of the client screens (clients §2, §5, §9).
 */
import { NAME_LIMITS } from '../common/names.js';
import { ORDER_HISTORY_PAGE_SIZE, ORDER_NAME_FILTER_MAX } from '../order/display.js';

/**
 * Field limits of the client form and searches (clients §9).
 *
 * @example
 * import { CLIENT_LIMITS } from '@vetrx/core/client';
 */
export const CLIENT_LIMITS = {
  /** First and last name (common's `NAME_LIMITS.name`). */
  name: NAME_LIMITS.name,
  email: 100,
  pimsId: 80,
  /** Each input of the client search modal, the PIMS search and the link-page search. */
  searchInput: 50,
  /** Client or patient name filter of the order history (written in `order`, whose filter schema checks it). */
  orderNameFilter: ORDER_NAME_FILTER_MAX,
  /** The PIMS consult list shows at most this many, newest first (clients §9). */
  pimsConsultList: 5,
} as const;

/**
 * Search thresholds (clients §5, §9).
 *
 * @example
 * import { CLIENT_SEARCH_RULES } from '@vetrx/core/client';
 */
export const CLIENT_SEARCH_RULES = {
  /** The list search acts from this many characters. */
  listMinLength: 3,
  /** A phone triggers the modal search only when longer than this many characters… */
  phoneTriggerLength: 7,
  /** …and at least this many digits are sent. */
  phoneMinDigits: 7,
} as const;

/**
 * Default page sizes (clients §2, §9).
 *
 * @example
 * import { CLIENT_PAGE_SIZES } from '@vetrx/core/client';
 */
export const CLIENT_PAGE_SIZES = {
  clientList: 10,
  /** The order history's page (written in `order`, whose variables builder pages by it). */
  orderHistory: ORDER_HISTORY_PAGE_SIZE,
  patientHistory: 5,
  linkPage: 10,
} as const;
