import { describe, expect, it } from 'vitest';
import { parseDay, toDayString } from './dates.js';

describe('parseDay', () => {
  it('reads YYYY-MM-DD strictly as a local day', () => {
    expect(parseDay('2026-03-01')?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-13-01')).toBeNull();
  });
  it('reads date-times, Dates and epoch ms; refuses other text', () => {
    expect(parseDay('2026-03-01T23:00:00')?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseDay(new Date(2026, 2, 1, 15))?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseDay(new Date(2026, 2, 1).getTime())?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(parseDay('03/01/2026')).toBeNull();
    expect(parseDay(Number.NaN)).toBeNull();
    expect(parseDay(new Date('x'))).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay(null)).toBeNull();
    expect(parseDay(undefined)).toBeNull();
  });
  it('writes YYYY-MM-DD', () => {
    expect(toDayString(new Date(2026, 0, 9))).toBe('2026-01-09');
  });
});
