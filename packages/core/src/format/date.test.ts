import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeZone, formatFilterDate } from './date.js';

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

describe('formatDateTimeZone', () => {
  it('names the zone and shows the time of that zone', () => {
    expect(formatDateTimeZone('2026-11-26T17:02:00Z', 'America/Chicago')).toBe('11-26-2026 11:02 AM CST');
    expect(formatDateTimeZone('2026-07-04T17:02:00Z', 'America/Chicago')).toBe('07-04-2026 12:02 PM CDT');
    expect(formatDateTimeZone('2026-11-26T00:05:00Z', 'UTC')).toBe('11-26-2026 12:05 AM UTC');
    expect(formatDateTimeZone('2026-11-26T10:02:00Z', 'Europe/Paris')).toBe('11-26-2026 11:02 AM GMT+1');
    expect(formatDateTimeZone(null, 'UTC', '—')).toBe('—');
  });

  it('always ends with a zone name, in any zone, for any instant', () => {
    const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Europe/Berlin', 'Asia/Kolkata', 'Pacific/Auckland'];
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.constantFrom(...zones), (d, zone) => {
        expect(formatDateTimeZone(d, zone)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} (AM|PM) (UTC|[A-Z]{3,4}|GMT[+-]\d{1,2}(:\d{2})?)$/);
      }),
    );
  });
});
