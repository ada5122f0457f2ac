import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSearchPaging, productSearchTextSchema, shouldRunProductSearch } from './search.js';

describe('product search', () => {
  it('runs only with trimmed text of 1 to 50 characters and a location', () => {
    expect(shouldRunProductSearch(' a ', 'loc')).toBe(true);
    expect(shouldRunProductSearch('   ', 'loc')).toBe(false);
    expect(shouldRunProductSearch('apo', null)).toBe(false);
    expect(shouldRunProductSearch('apo', '')).toBe(false);
    expect(shouldRunProductSearch('apo', undefined)).toBe(false);
    expect(shouldRunProductSearch('a'.repeat(51), 1)).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        expect(shouldRunProductSearch(s, 1)).toBe(s.trim().length >= 1 && s.length <= 50);
      }),
    );
  });
  it('text is at most 50 and sent trimmed; a text rejected for length stays rejected after trimming', () => {
    expect(productSearchTextSchema.parse('  apoquel ')).toBe('apoquel');
    expect(productSearchTextSchema.safeParse('a'.repeat(51)).success).toBe(false);
    fc.assert(
      fc.property(fc.string({ maxLength: 70 }), (s) => {
        if (!productSearchTextSchema.safeParse(s).success && s.trim().length > 50) {
          expect(productSearchTextSchema.safeParse(s.trim()).success).toBe(false);
        }
      }),
    );
  });
  it('pages by 10 from page 1', () => {
    expect(productSearchPaging()).toEqual({ limit: 10, offset: 0 });
    expect(productSearchPaging(3)).toEqual({ limit: 10, offset: 20 });
    expect(productSearchPaging(0)).toEqual({ limit: 10, offset: 0 });
    fc.assert(fc.property(fc.integer({ min: 1, max: 1000 }), (p) => {
      expect(productSearchPaging(p).offset).toBe((p - 1) * 10);
    }));
  });
});
