import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount } from './tiles';

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    fc.assert(fc.property(fc.nat(), (n) => formatCount(n) === n.toLocaleString('en-US')));
    expect(formatCount(1_234_567)).toBe('1,234,567');
  });
});
