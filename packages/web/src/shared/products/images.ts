import { productImageForDosageForm } from '@vetrx/core/product';

/** The image of a dosage form, served by the web at /dosage-forms/{file} (core's table, with its not-found fallback). */
export function dosageFormImageUrl(dosageForm: string | null | undefined): string {
  return `/dosage-forms/${productImageForDosageForm(dosageForm)}`;
}
