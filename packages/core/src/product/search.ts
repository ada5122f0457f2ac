import * as z from 'zod';
import { OPEN_WEIGHT_MAX } from '../conflict/check.js';
import { PRESCRIBING_RULE_MESSAGES } from '../messages/prescribing.js';

/**
 * Product search page size.
 *
 * @example
 * PRODUCT_SEARCH_PAGE_SIZE // 10
 */
export const PRODUCT_SEARCH_PAGE_SIZE = 10;
/**
 * The page shown first.
 *
 * @example
 * PRODUCT_SEARCH_DEFAULT_PAGE // 1
 */
export const PRODUCT_SEARCH_DEFAULT_PAGE = 1;
/**
 * Minimum trimmed characters before a search runs.
 *
 * @example
 * PRODUCT_SEARCH_MIN_LENGTH // 1
 */
export const PRODUCT_SEARCH_MIN_LENGTH = 1;
/**
 * Maximum characters of the product search text box.
 *
 * @example
 * <input maxLength={PRODUCT_SEARCH_MAX_LENGTH} /> // 50
 */
export const PRODUCT_SEARCH_MAX_LENGTH = 50;

/**
 * The product search's limits in one object: the most characters of its text box, the
 * results one page shows, and the open upper weight bound (a product's weightMax at or above it, or
 * missing, is no bound: the weight filters, the range labels and the conflict check read it alike).
 *
 * @example
 * import { PRODUCT_LIMITS } from '@vetrx/core/product';
 * <input maxLength={PRODUCT_LIMITS.searchText} /> // 50
 */
export const PRODUCT_LIMITS = { searchText: PRODUCT_SEARCH_MAX_LENGTH, searchPageSize: PRODUCT_SEARCH_PAGE_SIZE, weightOpenMax: OPEN_WEIGHT_MAX } as const;

/**
 * The search text: at most 50 characters, sent trimmed.
 *
 * @example
 * productSearchTextSchema.parse('  apoquel ') // 'apoquel'
 */
export const productSearchTextSchema = z
  .string()
  .max(PRODUCT_SEARCH_MAX_LENGTH, { error: PRESCRIBING_RULE_MESSAGES.maxLength(PRODUCT_SEARCH_MAX_LENGTH) })
  .transform((s) => s.trim());

/**
 * Whether the product search runs: trimmed text of at least 1 character (and at most 50) and a
 * selected location. The screen debounces before asking.
 *
 * @example
 * shouldRunProductSearch('  ', 'loc-1') // false
 * shouldRunProductSearch('apo', null) // false
 */
export function shouldRunProductSearch(text: string, locationId: string | number | null | undefined): boolean {
  const trimmed = text.trim();
  return (
    locationId !== null &&
    locationId !== undefined &&
    locationId !== '' &&
    text.length <= PRODUCT_SEARCH_MAX_LENGTH &&
    trimmed.length >= PRODUCT_SEARCH_MIN_LENGTH
  );
}

/**
 * Limit and offset of a 1-based page of product search results.
 *
 * @example
 * productSearchPaging(3) // { limit: 10, offset: 20 }
 */
export function productSearchPaging(page: number = PRODUCT_SEARCH_DEFAULT_PAGE): { limit: number; offset: number } {
  const p = Number.isInteger(page) && page >= 1 ? page : PRODUCT_SEARCH_DEFAULT_PAGE;
  return { limit: PRODUCT_SEARCH_PAGE_SIZE, offset: (p - 1) * PRODUCT_SEARCH_PAGE_SIZE };
}
