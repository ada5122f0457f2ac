import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONTACT_TYPES,
  addPhone,
  dedupePhonesByNumber,
  finishPhoneInput,
  hasPhone,
  hasPhoneNumber,
  isPhoneInputAllowed,
  isValidPhone,
  maskPhoneInput,
  normalizePastedPhone,
  phoneDigits,
  phoneKey,
  phoneInputSchema,
  phoneLabelField,
  phoneTypeIdByName,
  withoutDuplicatePhones,
} from './phone.js';

const digitText = fc.string({ unit: fc.constantFrom(...'0123456789 '), maxLength: 16 });

describe('phone input', () => {
  it('accepts digits and spaces only', () => {
    expect(isPhoneInputAllowed('555 123')).toBe(true);
    expect(isPhoneInputAllowed('555-123')).toBe(false);
  });

  it('masks 3-3-4 as typed, capped at 10 digits (11 after the country digit 1), idempotently', () => {
    expect(maskPhoneInput('5551234567')).toBe('555 123 4567');
    expect(maskPhoneInput('5551')).toBe('555 1');
    expect(maskPhoneInput('')).toBe('');
    expect(maskPhoneInput('61a2b5551234999')).toBe('612 555 1234');
    expect(maskPhoneInput('16125551234')).toBe('1 612 555 1234');
    expect(maskPhoneInput('161255512349')).toBe('1 612 555 1234');
    expect(maskPhoneInput('(612) 555-1234')).toBe('612 555 1234');
    fc.assert(
      fc.property(fc.string({ maxLength: 24 }), (s) => {
        const m = maskPhoneInput(s);
        const d = phoneDigits(s);
        expect(maskPhoneInput(m)).toBe(m);
        // The digits kept are the first ones typed, never reordered, never more than the mask holds.
        expect(d.startsWith(phoneDigits(m))).toBe(true);
        expect(phoneDigits(m)).toHaveLength(Math.min(d.length, d.startsWith('1') ? 11 : 10));
        expect(m).toMatch(/^((\d{1,3}( \d{1,3}( \d{1,4})?)?)?|1 \d{3} \d{3} \d{4})$/);
        expect(isPhoneInputAllowed(m)).toBe(true);
      }),
    );
  });

  it('finishes a field: 7 digits as XXX XXXX, the rest as the mask, a too-long number kept whole', () => {
    expect(finishPhoneInput('555 014 2')).toBe('555 0142');
    expect(finishPhoneInput('612 555 0142')).toBe('612 555 0142');
    expect(finishPhoneInput('4420794609581')).toBe('4420794609581');
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789 -'), maxLength: 20 }), (s) => {
        const f = finishPhoneInput(s);
        expect(phoneDigits(f)).toBe(phoneDigits(s));
        expect(finishPhoneInput(f)).toBe(f);
        expect(isValidPhone(f)).toBe([7, 10, 11].includes(phoneDigits(s).length));
      }),
    );
  });

  it('normalises a paste: punctuation and the country code 1 dropped, too long kept whole', () => {
    expect(normalizePastedPhone('+1 (612) 555-0142')).toBe('612 555 0142');
    expect(normalizePastedPhone('612-555-0142')).toBe('612 555 0142');
    expect(normalizePastedPhone('555-0142')).toBe('555 0142');
    expect(normalizePastedPhone('+44 20 7946 09581')).toBe('4420794609581');
    expect(isValidPhone(normalizePastedPhone('+44 20 7946 09581'))).toBe(false);
  });

  it('compares numbers by their key: the country digit 1 of 11 digits aside', () => {
    expect(phoneKey('+1 (612) 555-0142')).toBe(phoneKey('612-555-0142'));
    expect(phoneKey('4 612 555 0142')).toBe('46125550142');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (n) => {
        expect(phoneKey(`1${n}`)).toBe(phoneKey(n));
        expect(phoneKey(normalizePastedPhone(`+1 ${n}`))).toBe(n);
      }),
    );
  });

  it('is valid with 7, 10 or 11 digits and only digits and spaces', () => {
    fc.assert(
      fc.property(digitText, (s) => {
        expect(isValidPhone(s)).toBe([7, 10, 11].includes(phoneDigits(s).length));
      }),
    );
    expect(isValidPhone('(555) 123-4567')).toBe(false);
    expect(isValidPhone(null)).toBe(false);
  });

  it('normalises a payload phone to digits and refuses invalid ones', () => {
    expect(phoneInputSchema.parse({ phoneTypeId: 1, phoneNumber: ' 555 123 4567 ' })).toEqual({
      uuid: null,
      phoneTypeId: 1,
      phoneNumber: '5551234567',
    });
    expect(phoneInputSchema.safeParse({ phoneTypeId: 0, phoneNumber: 5551234 }).data?.phoneNumber).toBe('5551234');
    expect(phoneInputSchema.safeParse({ phoneTypeId: 1, phoneNumber: '12345' }).error?.issues[0].message).toBe(
      'Please enter a valid phone number',
    );
    expect(phoneInputSchema.safeParse({ phoneTypeId: 1, phoneNumber: '  ' }).error?.issues[0].message).toBe(
      'This field is required',
    );
    expect(phoneInputSchema.safeParse({ phoneTypeId: '', phoneNumber: '5551234' }).error?.issues[0].path).toEqual([
      'phoneTypeId',
    ]);
  });

  it('limits the label to 30 characters after trimming', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        expect(phoneLabelField().safeParse(s).success).toBe(s.trim().length <= 30);
      }),
    );
  });
});

describe('phone lists', () => {
  it('finds type ids by description and knows the defaults', () => {
    const types = [
      { id: 1, description: 'Cell' },
      { id: 3, description: 'Office' },
    ];
    expect(phoneTypeIdByName(types, DEFAULT_CONTACT_TYPES.clientPhone)).toBe(1);
    expect(phoneTypeIdByName(types, DEFAULT_CONTACT_TYPES.userPhone)).toBe(3);
    expect(phoneTypeIdByName(types, 'fax')).toBeNull();
  });

  it('does not add a duplicate number-and-type pair, but adds the same number with another type', () => {
    const list: { phoneNumber: string; phoneTypeId: number | string }[] = [{ phoneNumber: '5551234567', phoneTypeId: 1 }];
    expect(addPhone(list, { phoneNumber: '555 123 4567', phoneTypeId: '1' })).toEqual(list);
    expect(addPhone(list, { phoneNumber: '1 555 123 4567', phoneTypeId: 1 })).toEqual(list);
    expect(hasPhoneNumber(list, { phoneNumber: '+1 555 123 4567', phoneTypeId: 2 })).toBe(true);
    expect(hasPhoneNumber(list, { phoneNumber: '555 1234', phoneTypeId: 1 })).toBe(false);
    expect(addPhone(list, { phoneNumber: '5551234567', phoneTypeId: 2 })).toHaveLength(2);
    expect(hasPhone([{ phoneNumber: '5551234' }], { phoneNumber: '5551234', phoneTypeId: null })).toBe(true);
    expect(hasPhone([{ phoneNumber: '5551234' }], { phoneNumber: '5551234', phoneTypeId: 1 })).toBe(false);
  });

  const phone = fc.record({ phoneNumber: fc.constantFrom('5551234', '555 1234', '5559876', '15551234567'), phoneTypeId: fc.constantFrom(1, 2) });

  it('adding is idempotent and never creates a number-and-type duplicate', () => {
    fc.assert(
      fc.property(fc.array(phone, { maxLength: 8 }), phone, (raw, p) => {
        const list = withoutDuplicatePhones(raw);
        const once = addPhone(list, p);
        expect(addPhone(once, p)).toEqual(once);
        const keys = once.map((x) => `${phoneDigits(x.phoneNumber)}|${x.phoneTypeId}`);
        expect(new Set(keys).size).toBe(keys.length);
      }),
    );
  });

  it('de-duplicating by number keeps the first of each number', () => {
    fc.assert(
      fc.property(fc.array(phone, { maxLength: 8 }), (list) => {
        const out = dedupePhonesByNumber(list);
        const numbers = out.map((x) => phoneKey(x.phoneNumber));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(new Set(numbers)).toEqual(new Set(list.map((x) => phoneKey(x.phoneNumber))));
        expect(dedupePhonesByNumber(out)).toEqual(out);
      }),
    );
  });
});
