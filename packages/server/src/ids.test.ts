import { describe, expect, it } from 'vitest';
import { parseId } from './ids.js';

describe('parseId', () => {
  it('reads a record id from a number or a string of digits', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId(42)).toBe(42);
    expect(parseId('2147483647')).toBe(2147483647);
  });

  it('answers NOT_FOUND for anything that is not a record id, never another record', () => {
    for (const value of ['0x10', '1e1', '1.0', '+1', ' 1', '1 ', 'abc', '', '0', '-1', '2147483648', '１', 1.5, 0, -3, 2 ** 31, null, undefined, {}]) {
      expect(() => parseId(value, 'Prescription'), String(value)).toThrow('Prescription not found');
    }
  });
});
