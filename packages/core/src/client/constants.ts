/**
 * Limits, page sizes and delays of the client screens (clients §2, §5, §9).
 */

/**
 * Field limits of the client form and searches (clients §9).
 *
 * @example
 * import { CLIENT_LIMITS } from '@vetrx/core/client';
 */
export const CLIENT_LIMITS = {
  email: 100,
  pimsId: 80,
  /** Each input of the client search modal, the PIMS search and the link-page search. */
  searchInput: 50,
  /** Client or patient name filter of the order history. */
  orderNameFilter: 30,
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
  orderHistory: 10,
  patientHistory: 5,
  linkPage: 10,
} as const;

/**
 * The PIMS consult list shows at most this many, newest first (clients §9).
 *
 * @example
 * PIMS_CONSULT_LIST_MAX // 5
 */
export const PIMS_CONSULT_LIST_MAX = 5;

/**
 * The shared delay of the debounced searches (clients §9 gives no value). Decided: 400 ms, long enough
 * that a typist's word is one request, short enough to feel immediate.
 *
 * @example
 * SEARCH_DEBOUNCE_MS // 400
 */
export const SEARCH_DEBOUNCE_MS = 400;

/**
 * Page sizes offered by the size changers of the client list and the order history (clients §2).
 * Decided: the default first, then larger pages.
 *
 * @example
 * PAGE_SIZE_OPTIONS // [10, 20, 50, 100]
 */
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;

/**
 * Page sizes of the patient prescription history's size changer (clients §2: default 5, changeable).
 *
 * @example
 * PATIENT_HISTORY_PAGE_SIZE_OPTIONS[0] // 5
 */
export const PATIENT_HISTORY_PAGE_SIZE_OPTIONS = [5, 10, 20] as const;
