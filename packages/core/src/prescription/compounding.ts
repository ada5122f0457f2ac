import { PRESCRIBING_LABELS, PRESCRIBING_NOTICES, PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';

/**
 * Most characters of the allergic ingredient.
 *
 * @example
 * <input maxLength={ALLERGIC_INGREDIENT_MAX_LENGTH} /> // 100
 */
export const ALLERGIC_INGREDIENT_MAX_LENGTH = 100;

/**
 * Product facts of the compounding rules.
 *
 * @example
 * const facts: CompoundFacts = { compound: true, hasPharmacyRationale: false };
 */
export interface CompoundFacts {
  readonly compound: boolean;
  readonly hasPharmacyRationale: boolean;
}

/**
 * Whether the Reason for Compounding field is shown: a compound product without a pharmacy rationale.
 *
 * @example
 * isReasonForCompoundShown({ compound: true, hasPharmacyRationale: true }) // false
 */
export function isReasonForCompoundShown(facts: CompoundFacts): boolean {
  return facts.compound && !facts.hasPharmacyRationale;
}

/**
 * Whether a reason for compounding is required: not a draft, a compound product, not office use and no
 * pharmacy rationale.
 *
 * @example
 * isReasonForCompoundRequired({ compound: true, hasPharmacyRationale: false }, { isDraft: false, isOfficeUse: false }) // true
 */
export function isReasonForCompoundRequired(facts: CompoundFacts, check: { isDraft: boolean; isOfficeUse: boolean }): boolean {
  return !check.isDraft && !check.isOfficeUse && isReasonForCompoundShown(facts);
}

/**
 * The hint under the Reason for Compounding field (GFI 256).
 *
 * @example
 * reasonForCompoundHint() // "Per the FDA's Guidance for Industry (GFI) #256, …"
 */
export function reasonForCompoundHint(): string {
  return PRESCRIBING_NOTICES.reasonForCompoundHint;
}

/**
 * The reasonForCompound sent: Pharmacy Rationale when the product has one; the chosen reason for a
 * compound product; `null` for any other product.
 *
 * @example
 * reasonForCompoundPayload('Allergy', { compound: true, hasPharmacyRationale: true }) // 'Pharmacy Rationale'
 */
export function reasonForCompoundPayload(reason: string | null | undefined, facts: CompoundFacts): string | null {
  if (!facts.compound) return null;
  if (facts.hasPharmacyRationale) return PRESCRIBING_LABELS.pharmacyRationale;
  const r = (reason ?? '').trim();
  return r === '' ? null : r;
}

/**
 * Checks a reason for compounding: required (non-blank) when {@link isReasonForCompoundRequired}.
 *
 * @example
 * reasonForCompoundError(' ', { compound: true, hasPharmacyRationale: false, isDraft: false, isOfficeUse: false }) // 'This field is required'
 */
export function reasonForCompoundError(
  value: string | null | undefined,
  check: CompoundFacts & { isDraft: boolean; isOfficeUse: boolean },
): string | undefined {
  if (!isReasonForCompoundRequired(check, check)) return undefined;
  return (value ?? '').trim() === '' ? PRESCRIBING_VALIDATION.required : undefined;
}

/**
 * Whether the allergic-ingredient field is enabled: only when the chosen reason carries the
 * allergic-ingredient flag.
 *
 * @example
 * isAllergicIngredientEnabled({ id: 1, reasonForCompound: 'Allergy', allergicIngredient: true }) // true
 */
export function isAllergicIngredientEnabled(reason: { allergicIngredient?: boolean | null } | null | undefined): boolean {
  return reason?.allergicIngredient === true;
}

/**
 * Checks the allergic ingredient: when enabled, required unless draft, at most 100 characters.
 *
 * @example
 * allergicIngredientError('', { enabled: true, isDraft: false }) // 'This field is required'
 */
export function allergicIngredientError(
  value: string | null | undefined,
  check: { enabled: boolean; isDraft: boolean },
): string | undefined {
  if (!check.enabled) return undefined;
  const v = value ?? '';
  if (v.trim() === '') return check.isDraft ? undefined : PRESCRIBING_VALIDATION.required;
  return v.length > ALLERGIC_INGREDIENT_MAX_LENGTH ? PRESCRIBING_RULE_MESSAGES.maxLength(ALLERGIC_INGREDIENT_MAX_LENGTH) : undefined;
}
