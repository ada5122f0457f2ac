import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CLIENT_SEARCH_EXACT_COUNT, clientSearchCountLimit, clientSearchCountText } from './search.js';

describe('client search count', () => {
  it('counts past every page asked for, and at least the exact range', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(500), (skip, take) => {
        const limit = clientSearchCountLimit(skip, take);
        expect(limit).toBeGreaterThan(skip + take);
        expect(limit).toBeGreaterThan(CLIENT_SEARCH_EXACT_COUNT);
      }),
    );
  });
  it('shows an exact count below the limit and "More than" at it', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(200), fc.nat(200_000), (skip, take, total) => {
        const limit = clientSearchCountLimit(skip, take);
        const count = Math.min(total, limit);
        const text = clientSearchCountText(count, skip, take);
        if (total < limit) expect(text).toBe(total === 1 ? '1 client' : `${total} clients`);
        else expect(text).toBe(`More than ${limit - 1} clients`);
      }),
    );
  });
});
