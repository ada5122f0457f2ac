/** The form's product: the loaded product's rule facts and what the form shows for it. */
import type { ProductDetailFieldsFragment } from '@vetrx/core/fragments/ProductDetailFields';
import type { FormProduct, PrescriptionProductFacts } from '@vetrx/core/prescription';
import type { SafetyProduct } from '@vetrx/core/safety';

export type LoadedProduct = ProductDetailFieldsFragment;

/** Core's facts of a product (the PRN-only flag is its family's; the pharmacy decides office-use refills). */
export function factsOf(p: LoadedProduct): PrescriptionProductFacts {
  return {
    isActive: p.isActive,
    isControlled: p.isControlled,
    deaSchedule: p.deaSchedule,
    compound: p.compound,
    hasPharmacyRationale: p.hasPharmacyRationale,
    productApprovalType: p.productApprovalType,
    packsizeQty: p.packsizeQty,
    isPrnOnlyFamily: p.productFamily.isPrnOnly,
    fullfillmentVendor: p.fullfillmentVendor ?? null,
  };
}

/** The product as the form values name it: family name, strength, form. */
export function formProductOf(p: LoadedProduct): FormProduct {
  return { ...factsOf(p), productId: p.id, productName: p.productFamily.name, strength: p.strengthDisplay ?? null, productPresentationId: p.productPresentationId };
}

/** The product as the safety check reads it (issue 42): title, family, ingredients, dosage form, classification, strength (its labelled doses follow from its ingredient). */
export function safetyProductOf(p: LoadedProduct): SafetyProduct {
  return {
    title: p.title,
    familyName: p.productFamily.name,
    ingredients: p.ingredients ?? null,
    dosageForm: p.productPresentation?.dosageForm ?? null,
    classification: p.classification ?? null,
    strength: p.strengthDisplay ?? null,
  };
}
