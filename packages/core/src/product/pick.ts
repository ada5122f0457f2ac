import { BRAND_PORTAL_TYPE, type Id } from './types.js';

/**
 * The product chosen on the prescription form through form (presentation), strength and quantity.
 * `quantity` here is the pack size picked in the quantity list.
 *
 * @example
 * const pick: ProductPick = { productPresentationId: 3, strength: '16 mg', quantity: 30, productId: 'p30' };
 */
export interface ProductPick {
  readonly productPresentationId: Id | null;
  readonly strength: string | null;
  readonly quantity: number | null;
  readonly productId: Id | null;
}

/**
 * A product offered for the chosen form and strength.
 *
 * @example
 * const candidates: PackSizeCandidate[] = products.map((p) => ({ id: p.id, packsizeQty: p.packsizeQty }));
 */
export interface PackSizeCandidate {
  readonly id: Id;
  readonly packsizeQty: number;
}

/**
 * Changing the form clears strength, quantity and product.
 *
 * @example
 * changePickForm(pick, 4) // { productPresentationId: 4, strength: null, quantity: null, productId: null }
 */
export function changePickForm(_pick: ProductPick, productPresentationId: Id | null): ProductPick {
  return { productPresentationId, strength: null, quantity: null, productId: null };
}

/**
 * Changing the strength clears product and quantity.
 *
 * @example
 * changePickStrength(pick, '16 mg').productId // null
 */
export function changePickStrength(pick: ProductPick, strength: string | null): ProductPick {
  return { ...pick, strength, quantity: null, productId: null };
}

/**
 * Changing the quantity picks the product whose pack size matches it. When none matches, the first
 * product is used in the brand portal or when no product is selected yet; otherwise the selected
 * product stays.
 *
 * @example
 * changePickQuantity(pick, 30, [{ id: 1, packsizeQty: 10 }, { id: 2, packsizeQty: 30 }], 'brava').productId // 2
 */
export function changePickQuantity(
  pick: ProductPick,
  quantity: number | null,
  candidates: readonly PackSizeCandidate[],
  portalType: string | null | undefined,
): ProductPick {
  const match = candidates.find((c) => c.packsizeQty === quantity);
  if (match) return { ...pick, quantity, productId: match.id };
  const useFirst = portalType === BRAND_PORTAL_TYPE || pick.productId === null;
  return { ...pick, quantity, productId: useFirst ? (candidates[0]?.id ?? null) : pick.productId };
}
