import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasControlCharacters, isImpossibleRecordId, isRecordId, pageArgs, PAGE_TAKE_MAX, RECORD_ID_MAX } from './request-input.js';

describe('request input rules', () => {
  it('a record id is a positive int4, as a number or digits', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: RECORD_ID_MAX }), (n) => isRecordId(n) && isRecordId(String(n)) && !isImpossibleRecordId(String(n))));
    fc.assert(fc.property(fc.bigInt({ min: BigInt(RECORD_ID_MAX) + 1n, max: 10n ** 30n }), (n) => !isRecordId(String(n)) && isImpossibleRecordId(String(n))));
    expect(isRecordId('0')).toBe(false);
    expect(isRecordId('-1')).toBe(false);
    expect(isImpossibleRecordId('a7f3-uuid')).toBe(false);
    // '0' is the portal's "no type"; the operation decides (a lookup of record 0 answers NOT_FOUND).
    expect(isImpossibleRecordId('0')).toBe(false);
    expect(isImpossibleRecordId(-3)).toBe(true);
  });
  it('finds control characters but not tabs or line breaks', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: 0, max: 31 }).filter((c) => ![9, 10, 13].includes(c)), (s, c) => hasControlCharacters(s + String.fromCharCode(c) + s)));
    expect(hasControlCharacters('a\tb\r\nc')).toBe(false);
    expect(hasControlCharacters('x\u007f')).toBe(true);
    // Printable text, tabs and line breaks, any script: never.
    const text = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.constantFrom(9, 10, 13), fc.integer({ min: 0xa0, max: 0xd7ff })).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(text, (s) => !hasControlCharacters(s)));
  });
  it('refuses negative paging and caps take', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100000 }), fc.integer({ min: -1000, max: 100000 }), (skip, take) => {
        const r = pageArgs({ skip, take });
        expect('skip' in r.errors).toBe(skip < 0);
        expect('take' in r.errors).toBe(take < 0);
        if (take >= 0) expect(r.take).toBe(Math.min(take, PAGE_TAKE_MAX));
      }),
    );
  });
});
