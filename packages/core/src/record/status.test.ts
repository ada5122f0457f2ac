import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isRxStatusCode,
  parseRxStatusListingValue,
  RX_LISTING_CODES,
  RX_STATUS_CODES,
  RX_STATUS_LISTING_VALUES,
  rxStatusCodeSchema,
  rxStatusCodesForFilters,
  rxStatusFilterValue,
  rxStatusListingValue,
} from './status.js';

describe('prescription status codes and listing values', () => {
  it('every code has exactly one listing value and every listing value has codes', () => {
    for (const code of RX_STATUS_CODES) {
      const holders = RX_STATUS_LISTING_VALUES.filter((v) => RX_LISTING_CODES[v].includes(code));
      expect(holders).toEqual([rxStatusListingValue(code)]);
    }
    for (const v of RX_STATUS_LISTING_VALUES) expect(RX_LISTING_CODES[v].length).toBeGreaterThan(0);
  });

  it('maps codes to the spec listing values', () => {
    expect(RX_STATUS_CODES.map(rxStatusListingValue)).toEqual([
      'draft',
      'created',
      'sent_to_pharmacy',
      'faxed',
      'mailed',
      'received_by_pharmacy',
      'more_info_required',
      'accepted_by_pharmacy',
      'declined',
      'declined',
      'rejected_draft',
    ]);
  });

  it('filter variants are upper case and parse back in either case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_LISTING_VALUES), fc.boolean(), (v, upper) => {
        const f = rxStatusFilterValue(v);
        expect(f).toBe(v.toUpperCase());
        expect(parseRxStatusListingValue(upper ? f : ` ${v} `)).toBe(v);
      }),
    );
    expect(parseRxStatusListingValue('archived')).toBeNull();
    expect(parseRxStatusListingValue(null)).toBeNull();
  });

  it('filters select their codes, once each', () => {
    expect(rxStatusCodesForFilters(['DECLINED', 'draft', 'declined', 'nope'])).toEqual(['Declined', 'DeclinedByPharmacy', 'Draft']);
    expect(rxStatusCodesForFilters(RX_STATUS_LISTING_VALUES.map(rxStatusFilterValue)).sort()).toEqual([...RX_STATUS_CODES].sort());
  });

  it('recognises codes', () => {
    expect(isRxStatusCode('AcceptedByPharmacy')).toBe(true);
    expect(isRxStatusCode('accepted_by_pharmacy')).toBe(false);
    expect(rxStatusCodeSchema.safeParse('RejectedDraft').success).toBe(true);
  });
});
