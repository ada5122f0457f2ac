import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recentConsults } from './consults.js';

describe('recentConsults', () => {
  it('keeps at most 5, newest first, undated last', () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 4e11 }).map((ms) => new Date(ms).toISOString()), { nil: null }), { maxLength: 12 }), (dates) => {
        const out = recentConsults(dates.map((date, i) => ({ id: i, date })));
        expect(out.length).toBe(Math.min(5, dates.length));
        for (let i = 1; i < out.length; i++) {
          const a = out[i - 1].date ? Date.parse(out[i - 1].date!) : -Infinity;
          const b = out[i].date ? Date.parse(out[i].date!) : -Infinity;
          expect(a).toBeGreaterThanOrEqual(b);
        }
      }),
    );
  });
});
