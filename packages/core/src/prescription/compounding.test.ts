import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import {
  allergicIngredientError,
  isAllergicIngredientEnabled,
  isReasonForCompoundRequired,
  isReasonForCompoundShown,
  reasonForCompoundError,
  reasonForCompoundHint,
  reasonForCompoundPayload,
} from './compounding.js';

describe('reason for compounding', () => {
  it('is required unless draft, for a compound product, not office use and without pharmacy rationale', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (compound, hasPharmacyRationale, isDraft, isOfficeUse) => {
        const required = isReasonForCompoundRequired({ compound, hasPharmacyRationale }, { isDraft, isOfficeUse });
        expect(required).toBe(compound && !hasPharmacyRationale && !isDraft && !isOfficeUse);
        const err = reasonForCompoundError('  ', { compound, hasPharmacyRationale, isDraft, isOfficeUse });
        expect(err).toBe(required ? 'This field is required' : undefined);
        expect(reasonForCompoundError('Allergy', { compound, hasPharmacyRationale, isDraft, isOfficeUse })).toBeUndefined();
      }),
    );
    expect(reasonForCompoundError(null, { compound: true, hasPharmacyRationale: false, isDraft: false, isOfficeUse: false })).toBe(
      'This field is required',
    );
  });
  it('sends Pharmacy Rationale when the product has one, null for a non-compound product', () => {
    expect(reasonForCompoundPayload('Allergy', { compound: true, hasPharmacyRationale: true })).toBe('Pharmacy Rationale');
    expect(reasonForCompoundPayload(' Allergy ', { compound: true, hasPharmacyRationale: false })).toBe('Allergy');
    expect(reasonForCompoundPayload('  ', { compound: true, hasPharmacyRationale: false })).toBeNull();
    expect(reasonForCompoundPayload('Allergy', { compound: false, hasPharmacyRationale: true })).toBeNull();
    expect(isReasonForCompoundShown({ compound: true, hasPharmacyRationale: false })).toBe(true);
  });
  it('has the GFI 256 hint', () => {
    expect(reasonForCompoundHint()).toBe(PRESCRIBING_NOTICES.reasonForCompoundHint);
    expect(reasonForCompoundHint()).toMatch(/GFI.*256.*April 1, 2023/);
  });
});

describe('allergic ingredient', () => {
  it('is enabled only by the allergic flag of the reason', () => {
    expect(isAllergicIngredientEnabled({ allergicIngredient: true })).toBe(true);
    expect(isAllergicIngredientEnabled({ allergicIngredient: false })).toBe(false);
    expect(isAllergicIngredientEnabled(null)).toBe(false);
  });
  it('is required unless draft when enabled, at most 100', () => {
    expect(allergicIngredientError('', { enabled: true, isDraft: false })).toBe('This field is required');
    expect(allergicIngredientError('', { enabled: true, isDraft: true })).toBeUndefined();
    expect(allergicIngredientError('', { enabled: false, isDraft: false })).toBeUndefined();
    expect(allergicIngredientError('x'.repeat(101), { enabled: true, isDraft: true })).toBe('Must be 100 characters or fewer');
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 150 }).filter((s) => s.trim() !== ''), (s) => {
        expect(allergicIngredientError(s, { enabled: true, isDraft: false }) === undefined).toBe(s.length <= 100);
      }),
    );
  });
});
