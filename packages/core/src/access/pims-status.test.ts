import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatElapsedSeconds, pimsConnectionStatus } from './pims-status.js';

describe('PIMS connection status', () => {
  it('is Connected only when the install status carries a PIMS account id', () => {
    expect(pimsConnectionStatus({ pimsAccountId: 'ezyvet-acct-30417' })).toEqual({ connected: true, label: 'Connected' });
    for (const s of [null, undefined, {}, { pimsAccountId: null }, { pimsAccountId: '  ' }]) {
      expect(pimsConnectionStatus(s)).toEqual({ connected: false, label: 'Not Connected' });
    }
  });
});

describe('formatElapsedSeconds', () => {
  it('reads seconds, minutes and hours', () => {
    expect(formatElapsedSeconds(45)).toBe('45 s');
    expect(formatElapsedSeconds(252)).toBe('4 min 12 s');
    expect(formatElapsedSeconds(120)).toBe('2 min');
    expect(formatElapsedSeconds(3900)).toBe('1 h 5 min');
    expect(formatElapsedSeconds(null)).toBeNull();
    expect(formatElapsedSeconds(-1)).toBeNull();
  });

  it('never loses more than a minute and always names a unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 86_400 }), (s) => {
        const text = formatElapsedSeconds(s)!;
        const h = Number(/(\d+) h/.exec(text)?.[1] ?? 0);
        const m = Number(/(\d+) min/.exec(text)?.[1] ?? 0);
        const sec = Number(/(\d+) s/.exec(text)?.[1] ?? 0);
        expect(s - (h * 3600 + m * 60 + sec)).toBeGreaterThanOrEqual(0);
        expect(s - (h * 3600 + m * 60 + sec)).toBeLessThan(60);
        expect(text).toMatch(/(s|min|h)$/);
      }),
    );
  });
});
