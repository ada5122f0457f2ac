import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { weightRangeLabel } from './weight-range.js';

describe('weightRangeLabel', () => {
  it('labels open and closed ranges', () => {
    expect(weightRangeLabel(0, 22)).toBe('< 22 lbs');
    expect(weightRangeLabel(89, 10000)).toBe('> 89 lbs');
    expect(weightRangeLabel(22.1, 44)).toBe('22.1 lbs - 44 lbs');
    expect(weightRangeLabel(0, 10000)).toBeNull();
    expect(weightRangeLabel(null, undefined)).toBeNull();
    expect(weightRangeLabel(null, 10)).toBe('< 10 lbs');
    expect(weightRangeLabel(5, null)).toBe('> 5 lbs');
    expect(weightRangeLabel(1 / 3, 2)).toBe('0.33 lbs - 2 lbs');
  });
  it('every bounded pair gives exactly one of the three shapes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12000 }), fc.integer({ min: 0, max: 12000 }), (min, max) => {
        const label = weightRangeLabel(min, max);
        const minOpen = min === 0;
        const maxOpen = max >= 10000;
        if (minOpen && maxOpen) expect(label).toBeNull();
        else if (minOpen) expect(label).toBe(`< ${max} lbs`);
        else if (maxOpen) expect(label).toBe(`> ${min} lbs`);
        else expect(label).toBe(`${min} lbs - ${max} lbs`);
      }),
    );
  });
});
