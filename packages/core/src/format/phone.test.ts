import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhoneDisplay, summarizePhones } from './phone.js';

const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('phone display', () => {
  it('formats every 10-digit number as (XXX) XXX-XXXX', () => {
    fc.assert(
      fc.property(digits(10), (d) => {
        expect(formatPhoneDisplay(d)).toBe(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
      }),
    );
  });

  it('formats every 11-digit number with its leading country digit', () => {
    fc.assert(
      fc.property(digits(11), (d) => {
        expect(formatPhoneDisplay(d)).toBe(`+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`);
      }),
    );
  });

  it('formats every 7-digit number as XXX-XXXX', () => {
    fc.assert(
      fc.property(digits(7), (d) => {
        expect(formatPhoneDisplay(d)).toBe(`${d.slice(0, 3)}-${d.slice(3)}`);
      }),
    );
  });

  it('any other digit count is invalid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20 }).filter((n) => ![7, 10, 11].includes(n)),
        fc.nat(),
        (n, seed) => {
          const d = String(seed).padEnd(n, '7').slice(0, n);
          expect(formatPhoneDisplay(d)).toBeNull();
        },
      ),
    );
    expect(formatPhoneDisplay(null)).toBeNull();
  });

  it('ignores formatting characters of the stored value', () => {
    expect(formatPhoneDisplay('555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhoneDisplay(5551234)).toBe('555-1234');
  });
});

describe('phone list summary', () => {
  it('shows the first primary phone and counts the further active ones', () => {
    const s = summarizePhones([
      { phoneNumber: 'a', isPrimary: false },
      { phoneNumber: 'b', isPrimary: true },
      { phoneNumber: 'c', isPrimary: true },
      { phoneNumber: 'd', isActive: false },
    ]);
    expect(s.shown?.phoneNumber).toBe('b');
    expect(s.more).toBe(2);
    expect(s.moreLabel).toBe('+2 More...');
  });

  it('falls back to the first active phone, and has no label for a single phone or none', () => {
    expect(summarizePhones([{ phoneNumber: 'x', isActive: false }, { phoneNumber: 'y' }])).toEqual({
      shown: { phoneNumber: 'y' },
      more: 0,
      moreLabel: null,
    });
    expect(summarizePhones(null)).toEqual({ shown: null, more: 0, moreLabel: null });
  });

  it('N is always the number of active phones other than the shown one', () => {
    const phone = fc.record({ phoneNumber: fc.string(), isPrimary: fc.boolean(), isActive: fc.option(fc.boolean()) });
    fc.assert(
      fc.property(fc.array(phone, { maxLength: 8 }), (phones) => {
        const s = summarizePhones(phones);
        const active = phones.filter((p) => p.isActive !== false);
        expect(s.more).toBe(Math.max(0, active.length - 1));
        if (s.shown) expect(s.shown.isActive).not.toBe(false);
        if (active.some((p) => p.isPrimary)) expect(s.shown?.isPrimary).toBe(true);
        expect(s.moreLabel === null).toBe(s.more === 0);
      }),
    );
  });
});
