import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatFilterDate } from './date.js';

describe('date formats', () => {
  it('formats MM-DD-YYYY, with hh:mm A, and YYYY-MM-DD for filters', () => {
    expect(formatDate('2026-03-04T10:00:00')).toBe('03-04-2026');
    expect(formatDateTime('2026-03-04T15:07:00')).toBe('03-04-2026 03:07 PM');
    expect(formatFilterDate(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
  it('returns the fallback for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined, 'N/A')).toBe('N/A');
    expect(formatDateTime('not a date', '-')).toBe('-');
    expect(formatFilterDate('')).toBe('');
  });
  it('display and filter formats agree on the same day', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2100, 0, 1), noInvalidDate: true }), (d) => {
        const [mm, dd, yyyy] = formatDate(d).split('-');
        expect(formatFilterDate(d)).toBe(`${yyyy}-${mm}-${dd}`);
      }),
    );
  });
});
