import { COMMON_MESSAGES } from '../common.js';

/**
 * Empty states of product search and the product details modal (§2, §8), verbatim.
 *
 * @example
 * PRESCRIBING_EMPTY_STATES.findYourProduct // { title: 'Find Your Product', description: 'Search for a product to see results here' }
 */
export const PRESCRIBING_EMPTY_STATES = {
  findYourProduct: { title: 'Find Your Product', description: 'Search for a product to see results here' },
  zeroResults: COMMON_MESSAGES.zeroResults,
  noProductDetails: 'No Product Details Found!',
} as const;
