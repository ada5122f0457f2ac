import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  printAllergies,
  printFaxNumber,
  printRefills,
  printStrength,
  printValue,
  numberInWords,
} from './print.js';

const SMALL: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30,
  forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

/** A small independent parser of spelled-out numbers, for the round-trip property. */
function parseWords(text: string): number {
  let total = 0;
  let current = 0;
  for (const word of text.split(' ')) {
    if (word === 'million' || word === 'thousand') {
      total += current * (word === 'million' ? 1_000_000 : 1000);
      current = 0;
    } else if (word === 'hundred') current *= 100;
    else current += word.split('-').reduce((s, w) => s + (SMALL[w] ?? Number.NaN), 0);
  }
  return total + current;
}

describe('quantity in words', () => {
  it.each([
    [1, 'one'], [7, 'seven'], [13, 'thirteen'], [20, 'twenty'], [21, 'twenty-one'], [90, 'ninety'], [100, 'one hundred'],
    [101, 'one hundred one'], [120, 'one hundred twenty'], [999, 'nine hundred ninety-nine'], [1000, 'one thousand'],
    [1005, 'one thousand five'], [1234, 'one thousand two hundred thirty-four'], [9999, 'nine thousand nine hundred ninety-nine'],
    [0, 'zero'],
  ])('%i → %s', (n, words) => {
    expect(numberInWords(n)).toBe(words);
  });
  it('round-trips through a parser for 1..999,999,999 and uses only number words', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 999_999_999 })), (n) => {
        const w = numberInWords(n);
        expect(w).toMatch(/^[a-z]+([ -][a-z]+)*$/);
        expect(parseWords(w)).toBe(n);
      }),
    );
  });
  it('every number in 1..9999 has distinct words', () => {
    const seen = new Set<string>();
    for (let n = 1; n <= 9999; n++) seen.add(numberInWords(n));
    expect(seen.size).toBe(9999);
  });
  it('reads thousands and millions, and refuses numbers outside 0..999,999,999', () => {
    expect(numberInWords(12_000)).toBe('twelve thousand');
    expect(numberInWords(1_250_000)).toBe('one million two hundred fifty thousand');
    expect(numberInWords(999_999_999)).toBe('nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine');
    expect(() => numberInWords(1e9)).toThrow(RangeError);
    expect(() => numberInWords(-1)).toThrow(RangeError);
    expect(() => numberInWords(1.5)).toThrow(RangeError);
  });
});

describe('print fallbacks', () => {
  it('N/A, No Known Allergies, fax fallbacks, PRN, strength only when present', () => {
    expect(printValue(null)).toBe('N/A');
    expect(printValue(undefined)).toBe('N/A');
    expect(printValue('  ')).toBe('N/A');
    expect(printValue(30)).toBe('30');
    expect(printAllergies([])).toBe('No Known Allergies');
    expect(printAllergies(null)).toBe('No Known Allergies');
    expect(printAllergies(' ')).toBe('No Known Allergies');
    expect(printAllergies(['Chicken', ' ', 'Beef'])).toBe('Chicken, Beef');
    expect(printAllergies('Chicken')).toBe('Chicken');
    expect(printFaxNumber('555-1', '555-2')).toBe('555-1');
    expect(printFaxNumber(' ', '555-2')).toBe('555-2');
    expect(printFaxNumber(null, null)).toBe('N/A');
    expect(printRefills(null, true)).toBe('PRN');
    expect(printRefills(3, false)).toBe('3');
    expect(printRefills(null, false)).toBe('N/A');
    expect(printStrength(' 16 mg ')).toBe('16 mg');
    expect(printStrength(null)).toBeNull();
  });
});
