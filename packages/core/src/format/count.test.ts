import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './count.js';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    fc.assert(fc.property(fc.integer(), (n) => formatCount(n) === n.toLocaleString('en-US')));
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatCount(999)).toBe('999');
  });
});
