/**
 * An id as the API sends it (the spec does not fix the type).
 *
 * @example
 * const id: Id = 42; // or 'a1b2'
 */
export type Id = string | number;

/**
 * Product approval types (prescribing §9): prescription, over the counter, vet exclusive.
 *
 * @example
 * PRODUCT_APPROVAL_TYPES // ['Rx', 'OTC', 'AOTC']
 */
export const PRODUCT_APPROVAL_TYPES = ['Rx', 'OTC', 'AOTC'] as const;
/**
 * A product approval type.
 *
 * @example
 * const t: ProductApprovalType | null = normaliseApprovalType('RX'); // 'Rx'
 */
export type ProductApprovalType = (typeof PRODUCT_APPROVAL_TYPES)[number];

/**
 * Product classifications (prescribing §9).
 *
 * @example
 * PRODUCT_CLASSIFICATIONS.includes('Food - Dry') // true
 */
export const PRODUCT_CLASSIFICATIONS = [
  'Preventative',
  'Compound',
  'Medication',
  'Supplement',
  'Food - Wet',
  'Food - Dry',
] as const;
/**
 * A product classification.
 *
 * @example
 * const c: ProductClassification = 'Preventative';
 */
export type ProductClassification = (typeof PRODUCT_CLASSIFICATIONS)[number];

/**
 * Portal types of a location (prescribing §9: "brava, {product}"). The spec writes the brand portal
 * as the placeholder `{product}`, the product's own name; its code here is `vetrx`.
 *
 * @remarks Decision: the brand portal (`vetrx`) is the "specific brand portal type" that enables the
 * quantity stepper, picks the first product when no pack size matches and shows max shelf life.
 *
 * @example
 * PORTAL_TYPES // ['brava', 'vetrx']
 */
export const PORTAL_TYPES = ['brava', 'vetrx'] as const;
/**
 * A location portal type.
 *
 * @example
 * const p: PortalType = 'brava';
 */
export type PortalType = (typeof PORTAL_TYPES)[number];
/**
 * The brand portal type.
 *
 * @example
 * maxShelfLifeDays(product, BRAND_PORTAL_TYPE)
 */
export const BRAND_PORTAL_TYPE: PortalType = 'vetrx';

/**
 * Normalises an approval type in any case (`RX`, `rx`, `Rx`) to {@link ProductApprovalType}, or
 * `null` when unknown. The listing filters use upper case (AOTC, RX, OTC).
 *
 * @example
 * normaliseApprovalType('RX') // 'Rx'
 */
export function normaliseApprovalType(value: string | null | undefined): ProductApprovalType | null {
  const v = (value ?? '').trim().toUpperCase();
  return PRODUCT_APPROVAL_TYPES.find((t) => t.toUpperCase() === v) ?? null;
}

/**
 * Whether a product is sold over the counter or vet exclusive (OTC or AOTC): such products default to
 * PRN and may be authorized by any user.
 *
 * @example
 * isOverTheCounter('AOTC') // true
 */
export function isOverTheCounter(productApprovalType: string | null | undefined): boolean {
  const t = normaliseApprovalType(productApprovalType);
  return t === 'OTC' || t === 'AOTC';
}

/**
 * Whether a classification is a food (Food - Wet or Food - Dry), compared case-insensitively.
 *
 * @example
 * isFoodClassification('food - dry') // true
 */
export function isFoodClassification(classification: string | null | undefined): boolean {
  return /^food\b/i.test((classification ?? '').trim());
}

/**
 * Whether a classification is Preventative, compared case-insensitively.
 *
 * @example
 * isPreventativeClassification('Preventative') // true
 */
export function isPreventativeClassification(classification: string | null | undefined): boolean {
  return (classification ?? '').trim().toLowerCase() === 'preventative';
}
