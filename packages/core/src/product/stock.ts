import { PRESCRIBING_LABELS } from '../messages/prescribing.js';
import { BRAND_PORTAL_TYPE, isFoodClassification, isPreventativeClassification } from './types.js';

/**
 * The out-of-stock banner text: the product's status text when it has one, otherwise Temporarily Out
 * of Stock; `null` when the product is in stock.
 *
 * @example
 * outOfStockBanner({ isOutOfStock: true, status: null }) // 'Temporarily Out of Stock'
 */
export function outOfStockBanner(product: { isOutOfStock?: boolean | null; status?: string | null }): string | null {
  if (product.isOutOfStock !== true) return null;
  const status = (product.status ?? '').trim();
  return status || PRESCRIBING_LABELS.temporarilyOutOfStock;
}

/**
 * The max shelf life in days to show, or `null` when it is not shown: only in the brand portal, for
 * products that are neither preventative nor food, and with a positive shelfLife.
 *
 * @example
 * maxShelfLifeDays({ shelfLife: 365, classification: 'Medication' }, 'vetrx') // 365
 * maxShelfLifeDays({ shelfLife: 365, classification: 'Food - Dry' }, 'vetrx') // null
 */
export function maxShelfLifeDays(
  product: { shelfLife?: number | null; classification?: string | null },
  portalType: string | null | undefined,
): number | null {
  if (portalType !== BRAND_PORTAL_TYPE) return null;
  if (isPreventativeClassification(product.classification) || isFoodClassification(product.classification)) return null;
  const days = product.shelfLife;
  return typeof days === 'number' && Number.isFinite(days) && days > 0 ? days : null;
}
