import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clientListSearchTerm,
  clientSearchBoxTerms,
  localClientSearchFilter,
  localClientSearchVariables,
  normalizeClientSearch,
  parseLocalClientSearchFilter,
  phoneCountsForSearch,
  phoneSearchDigits,
  pimsCaretakerSearchInput,
  shouldRunClientSearch,
  validateClientSearchFields,
} from './search.js';

describe('client search modal', () => {
  it('limits each input to 50 characters', () => {
    expect(validateClientSearchFields({ firstName: 'a'.repeat(50) }).ok).toBe(true);
    expect(validateClientSearchFields({ firstName: 'a'.repeat(51), phone: '1'.repeat(51) })).toEqual({
      ok: false,
      errors: { firstName: 'Must be 50 characters or fewer', phone: 'Must be 50 characters or fewer' },
    });
  });

  it('counts a phone only when longer than 7 characters with at least 7 digits', () => {
    expect(phoneCountsForSearch('5551234')).toBe(false);
    expect(phoneCountsForSearch('555 1234')).toBe(true);
    expect(phoneCountsForSearch('555 12 x')).toBe(false);
    expect(phoneCountsForSearch(null)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (s) => {
        const t = s.trim();
        expect(phoneCountsForSearch(s)).toBe(t.length > 7 && t.replace(/\D/g, '').length >= 7);
      }),
    );
  });

  it('runs only when at least one input counts', () => {
    expect(shouldRunClientSearch({})).toBe(false);
    expect(shouldRunClientSearch({ firstName: '  ', phone: '555 12' })).toBe(false);
    expect(shouldRunClientSearch({ phone: '555 123 4' })).toBe(true);
    expect(shouldRunClientSearch({ patientName: 'Rex' })).toBe(true);
  });

  it('joins the local filter by position and reads it back', () => {
    expect(localClientSearchFilter({ firstName: 'Ann', phone: '555 123 4567' })).toBe('|Ann|||5551234567');
    expect(localClientSearchFilter({ email: 'a|b@c.co', phone: '55' })).toBe('ab@c.co||||');
    const text = fc.string({ maxLength: 12 });
    fc.assert(
      fc.property(text, text, text, text, fc.string({ unit: fc.constantFrom('1', '2', ' '), maxLength: 12 }), (email, firstName, lastName, patientName, phone) => {
        const fields = { email, firstName, lastName, patientName, phone };
        const n = normalizeClientSearch(fields);
        const filter = localClientSearchFilter(fields);
        expect(filter.split('|')).toHaveLength(5);
        expect(parseLocalClientSearchFilter(filter)).toEqual({
          email: n.email,
          firstName: n.firstName,
          lastName: n.lastName,
          patientName: n.patientName,
          phoneDigits: n.phoneDigits,
        });
      }),
    );
    expect(parseLocalClientSearchFilter('a@b.co')).toEqual({ email: 'a@b.co', firstName: '', lastName: '', patientName: '', phoneDigits: '' });
  });

  it('builds the LocationClientSearch variables for active clients', () => {
    expect(localClientSearchVariables({ lastName: 'Lee' }, { locationId: 4, organizationId: 1 })).toEqual({
      filter: '||Lee||',
      locationId: 4,
      organizationId: 1,
      activeFilterType: 'active',
      take: 10,
      skip: 0,
    });
    expect(localClientSearchVariables({}, { locationId: 4, take: 5, skip: 5 }).organizationId).toBeNull();
  });

  it('sends phone digits to the PIMS, raw text for CORNERSTONE, and checkIfPatientDeceased', () => {
    const fields = { firstName: ' Ann ', phone: '555 123 4567' };
    expect(pimsCaretakerSearchInput(fields, { pimsAccountId: 'acc', pimsConnectionType: 'EZYVET' })).toEqual({
      checkIfPatientDeceased: true,
      email: '',
      firstName: 'Ann',
      lastName: '',
      patientName: '',
      phone: '5551234567',
      pimsAccountId: 'acc',
      pimsAccountLocationId: null,
      pimsConnectionType: 'EZYVET',
    });
    expect(pimsCaretakerSearchInput(fields, { pimsAccountId: 'a', pimsAccountLocationId: 'l', pimsConnectionType: 'cornerstone' }).phone).toBe(
      '555 123 4567',
    );
  });
});

describe('client list search', () => {
  it('acts from 3 characters and keeps at most 50', () => {
    expect(clientListSearchTerm(' an ')).toBeNull();
    expect(clientListSearchTerm(undefined)).toBeNull();
    expect(clientListSearchTerm(' ann ')).toBe('ann');
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const term = clientListSearchTerm(s);
        if (term !== null) {
          expect(term.length).toBeGreaterThanOrEqual(3);
          expect(term.length).toBeLessThanOrEqual(50);
        } else expect(s.trim().slice(0, 50).length).toBeLessThan(3);
      }),
    );
  });
});

describe('the search box terms', () => {
  it('is one term per word, and a number written with spaces is one phone term', () => {
    expect(clientSearchBoxTerms('  ann   lee ')).toEqual(['ann', 'lee']);
    expect(clientSearchBoxTerms('+1 612 555 0142')).toEqual(['+1 612 555 0142']);
    expect(clientSearchBoxTerms('(612) 555-0142')).toEqual(['(612) 555-0142']);
    expect(clientSearchBoxTerms('612 55')).toEqual(['612', '55']);
    expect(clientSearchBoxTerms('')).toEqual([]);
  });

  it('finds a phone by any spelling: the same digits whatever the punctuation or the country code 1', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (n) => {
        const spellings = [n, `+1 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`, `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`, `1-${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}`];
        for (const s of spellings) {
          const [term] = clientSearchBoxTerms(s);
          expect(clientSearchBoxTerms(s)).toHaveLength(1);
          expect(phoneSearchDigits(term)).toBe(n);
        }
      }),
    );
    expect(phoneSearchDigits('ann')).toBeNull();
    expect(phoneSearchDigits('12')).toBeNull();
  });

  it('reads the modal filter phone by its key', () => {
    expect(parseLocalClientSearchFilter('||||16125550142').phoneDigits).toBe('6125550142');
  });
});
