import type { Id } from './types.js';
import { formatCount } from '../format/count.js';

/**
 * One entry of Product.priceBooks.
 *
 * @example
 * const book: PriceBook = { name: 'Generic', caretakerPrice: 42.5, veterinarianPrice: 30 };
 */
export interface PriceBook {
  readonly name: string;
  readonly caretakerPrice?: number | null;
  readonly veterinarianPrice?: number | null;
  readonly acquisitionCost?: number | null;
  readonly minimumAdvertisedPrice?: number | null;
}

/**
 * The product fields pricing reads.
 *
 * @example
 * displayedPrice({ packsizeQty: 30, priceBooks: [book] } satisfies PricedProduct, 'Generic', 30) // '$42.50'
 */
export interface PricedProduct {
  readonly id?: Id;
  readonly priceBooks?: readonly PriceBook[] | null;
  readonly packsizeQty?: number | null;
  readonly subscriptionDiscountAmount?: number | null;
  readonly subscriptionDiscountPercent?: number | null;
}

const cents = (n: number): number => Math.round(n * 100) / 100;
const isPrice = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;

/**
 * The price book of the location's price-book type (names compared case-insensitively), or `null`.
 *
 * @example
 * priceBookFor(product, 'MVP')?.caretakerPrice // 54.99
 */
export function priceBookFor(product: PricedProduct, priceBookType: string | null | undefined): PriceBook | null {
  const want = (priceBookType ?? '').trim().toLowerCase();
  if (!want) return null;
  return product.priceBooks?.find((b) => b.name.trim().toLowerCase() === want) ?? null;
}

/**
 * The price the portal shows for one pack: the caretakerPrice of the location's price book.
 *
 * @remarks Decision: the portal shows `caretakerPrice`, what the pet owner (caretaker) pays, because
 * the prescription is written for the client and is printed for them and the pharmacy; the autoship
 * discount in the spec is also taken off the caretaker price. `veterinarianPrice`, `acquisitionCost`
 * and `minimumAdvertisedPrice` are the clinic's commercial terms and are not shown on a prescription.
 *
 * @example
 * productPrice({ priceBooks: [{ name: 'Generic', caretakerPrice: 12.5 }] }, 'Generic') // 12.5
 */
export function productPrice(product: PricedProduct, priceBookType: string | null | undefined): number | null {
  const price = priceBookFor(product, priceBookType)?.caretakerPrice;
  return isPrice(price) ? price : null;
}

/**
 * Formats dollars with 2 decimals.
 *
 * @example
 * formatPrice(12.5) // '$12.50'
 * formatPrice(1234.5) // '$1,234.50'
 */
export function formatPrice(amount: number): string {
  const [whole, dec] = Math.abs(amount).toFixed(2).split('.');
  return `${amount < 0 ? '-' : ''}$${formatCount(Number(whole))}.${dec}`;
}

/**
 * Whether the price is shown: only when units per fill equals the pack size quantity (the price is a
 * pack's price).
 *
 * @example
 * isPriceShown(30, 30) // true
 * isPriceShown(60, 30) // false
 */
export function isPriceShown(unitPerFill: number | null | undefined, packsizeQty: number | null | undefined): boolean {
  return typeof unitPerFill === 'number' && typeof packsizeQty === 'number' && packsizeQty > 0 && unitPerFill === packsizeQty;
}

/**
 * The price text of the prescription form, or `null` when it is not shown (units differ from the
 * pack size, or the price book has no price).
 *
 * @example
 * displayedPrice(product, 'Generic', 30) // '$12.50'
 */
export function displayedPrice(
  product: PricedProduct,
  priceBookType: string | null | undefined,
  unitPerFill: number | null | undefined,
): string | null {
  if (!isPriceShown(unitPerFill, product.packsizeQty)) return null;
  const price = productPrice(product, priceBookType);
  return price === null ? null : formatPrice(price);
}

/**
 * The autoship (discounted) price: caretaker price minus subscriptionDiscountAmount when set (> 0),
 * otherwise minus subscriptionDiscountPercent of it; never below 0, rounded to cents. `null` without
 * a caretaker price.
 *
 * @example
 * autoshipPrice({ priceBooks: [{ name: 'MVP', caretakerPrice: 40 }], subscriptionDiscountPercent: 5 }, 'MVP') // 38
 */
export function autoshipPrice(product: PricedProduct, priceBookType: string | null | undefined): number | null {
  const price = productPrice(product, priceBookType);
  if (price === null) return null;
  const amount = product.subscriptionDiscountAmount;
  const percent = product.subscriptionDiscountPercent;
  let discounted = price;
  if (isPrice(amount) && amount > 0) discounted = price - amount;
  else if (isPrice(percent) && percent > 0) discounted = price - (price * Math.min(percent, 100)) / 100;
  return cents(Math.max(0, discounted));
}

/**
 * The lowest and highest caretaker price over a family's products in the location's price book, or
 * `null` when none has a price.
 *
 * @example
 * familyPriceRange([p10, p25], 'Generic') // { min: 10, max: 25 }
 */
export function familyPriceRange(
  products: readonly PricedProduct[],
  priceBookType: string | null | undefined,
): { min: number; max: number } | null {
  const prices = products.map((p) => productPrice(p, priceBookType)).filter(isPrice);
  if (prices.length === 0) return null;
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

/**
 * The text of a price range: a single price when min equals max, else `min - max`.
 *
 * @example
 * formatPriceRange({ min: 10, max: 25 }) // '$10.00 - $25.00'
 */
export function formatPriceRange(range: { min: number; max: number } | null): string | null {
  if (range === null) return null;
  return range.min === range.max ? formatPrice(range.min) : `${formatPrice(range.min)} - ${formatPrice(range.max)}`;
}

/**
 * The price shown on a prescription's details (the Rx detail drawer and an approved task's
 * Prescription Details alike): the pack price when the units per fill are one pack, otherwise `null`
 * (shown as N/A).
 *
 * @example
 * prescriptionPrice({ unitPerFill: 30, product: { packsizeQty: 30, priceBooks: [{ name: 'Generic', caretakerPrice: 12.5 }] } }, 'Generic') // 12.5
 */
export function prescriptionPrice(
  rx: { readonly unitPerFill?: number | null; readonly product: PricedProduct & { readonly packsizeQty?: number | null } },
  priceBookType: string | null | undefined,
): number | null {
  return isPriceShown(rx.unitPerFill, rx.product.packsizeQty) ? productPrice(rx.product, priceBookType) : null;
}
