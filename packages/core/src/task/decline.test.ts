import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  composeDeclineReason,
  DECLINE_DESCRIPTION_MAX,
  DECLINE_REASONS,
  isOtherReason,
  isRecentlyPurchasedReason,
  SIMPLE_DECLINE_REASONS,
  SUPPLY_CHOICE_MONTHS,
  supplyChoiceOptions,
  validateDeclineForm,
  validateSimpleDeclineForm,
  validateStoredDeclineReason,
} from './decline.js';

const plainReasons = DECLINE_REASONS.filter((r) => r.key !== 'other' && r.key !== 'recentlyPurchased').map((r) => r.label);

describe('decline reasons', () => {
  it('lists the nine reasons and the simple five', () => {
    expect(DECLINE_REASONS.map((r) => r.label)).toEqual([
      'Quantity exceeds shelf life',
      'Product is incorrect for patient',
      'No existing relationship with patient',
      'Due for exam',
      'Discontinued use',
      'Product unavailable',
      'Alternate product prescribed',
      'Recently Purchased',
      'Other',
    ]);
    expect(SIMPLE_DECLINE_REASONS.map((r) => r.label)).toEqual([
      'Quantity exceeds shelf life',
      'Product is incorrect for patient',
      'No existing relationship with patient',
      'Due for exam',
      'Other',
    ]);
  });

  it('offers 1, 3, 6, 9 and 12 month supply', () => {
    expect(supplyChoiceOptions().map((o) => o.label)).toEqual([
      '1 month supply',
      '3 month supply',
      '6 month supply',
      '9 month supply',
      '12 month supply',
    ]);
  });

  it('recognises Other and Recently Purchased in any case', () => {
    expect(isOtherReason(' other ')).toBe(true);
    expect(isOtherReason(null)).toBe(false);
    expect(isRecentlyPurchasedReason('RECENTLY PURCHASED')).toBe(true);
    expect(isRecentlyPurchasedReason(undefined)).toBe(false);
  });
});

describe('composeDeclineReason', () => {
  it('Other: a blank description sends Other, else the trimmed description', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (description) => {
        const expected = description?.trim() ? description.trim() : 'Other';
        expect(composeDeclineReason({ reason: 'Other', description })).toBe(expected);
      }),
    );
  });

  it('Recently Purchased: reason-dash-supply for every choice, the bare reason without one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SUPPLY_CHOICE_MONTHS), fc.boolean(), (months, asText) => {
        expect(composeDeclineReason({ reason: 'recently purchased', supplyMonths: asText ? String(months) : months })).toBe(
          `Recently Purchased-${months} month supply`,
        );
      }),
    );
    fc.assert(
      fc.property(fc.integer().filter((n) => !(SUPPLY_CHOICE_MONTHS as readonly number[]).includes(n)), (months) => {
        expect(composeDeclineReason({ reason: 'Recently Purchased', supplyMonths: months })).toBe('Recently Purchased');
      }),
    );
    expect(composeDeclineReason({ reason: 'Recently Purchased', supplyMonths: 3 })).toBe('Recently Purchased-3 month supply');
  });

  it('other reasons are sent trimmed, ignoring description and supply', () => {
    fc.assert(
      fc.property(fc.constantFrom(...plainReasons), fc.string(), fc.constantFrom(...SUPPLY_CHOICE_MONTHS), (reason, d, m) => {
        expect(composeDeclineReason({ reason: `  ${reason} `, description: d, supplyMonths: m })).toBe(reason);
      }),
    );
    expect(composeDeclineReason({})).toBe('');
  });
});

describe('validateDeclineForm', () => {
  it('requires a non-blank reason', () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, null, '', ' ', '\t \n'), (reason) => {
        expect(validateDeclineForm({ reason })).toEqual({ ok: false, errors: { reason: 'This field is required' } });
      }),
    );
  });

  it('requires a supply choice for Recently Purchased', () => {
    expect(validateDeclineForm({ reason: 'Recently Purchased' })).toEqual({
      ok: false,
      errors: { supplyMonths: 'This field is required' },
    });
    expect(validateDeclineForm({ reason: 'Recently Purchased', supplyMonths: 2 }).ok).toBe(false);
    expect(validateDeclineForm({ reason: 'Recently Purchased', supplyMonths: '12' })).toEqual({
      ok: true,
      value: { reason: 'Recently Purchased', actionReason: 'Recently Purchased-12 month supply' },
    });
  });

  it('caps the Other description at 500 characters', () => {
    expect(validateDeclineForm({ reason: 'Other', description: 'x'.repeat(500) }).ok).toBe(true);
    expect(validateDeclineForm({ reason: 'Other', description: 'x'.repeat(501) })).toEqual({
      ok: false,
      errors: { description: 'Must be 500 characters or fewer' },
    });
  });

  it('outputs the composed reason for any valid plain reason', () => {
    fc.assert(
      fc.property(fc.constantFrom(...plainReasons), (reason) => {
        expect(validateDeclineForm({ reason })).toEqual({ ok: true, value: { reason, actionReason: reason } });
      }),
    );
  });
});

describe('validateSimpleDeclineForm', () => {
  it('requires a reason and does not ask for a supply', () => {
    expect(validateSimpleDeclineForm({ reason: '' }).ok).toBe(false);
    expect(validateSimpleDeclineForm({ reason: 'Recently Purchased' })).toEqual({
      ok: true,
      value: { reason: 'Recently Purchased', actionReason: 'Recently Purchased' },
    });
    expect(validateSimpleDeclineForm({ reason: 'Other', description: ' Owner moved ' })).toEqual({
      ok: true,
      value: { reason: 'Other', actionReason: 'Owner moved' },
    });
  });
});

describe('validateStoredDeclineReason', () => {
  it('keeps a trimmed reason of 1 to 500 characters and names the payload field otherwise', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 520 }), fc.constantFrom('declineReason', 'actionReason'), (raw, field) => {
        const r = validateStoredDeclineReason(raw, field);
        const text = raw.trim();
        if (text.length >= 1 && text.length <= DECLINE_DESCRIPTION_MAX) return r.ok && r.value === text;
        return !r.ok && Object.keys(r.errors).join() === field;
      }),
    );
    expect(validateStoredDeclineReason(null, 'declineReason')).toEqual({ ok: false, errors: { declineReason: 'This field is required' } });
    expect(validateStoredDeclineReason(42, 'actionReason').ok).toBe(false);
  });
});
