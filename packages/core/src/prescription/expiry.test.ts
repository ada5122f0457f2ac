import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultExpiryDate, expiryWindow, prescExpiryDateError } from './expiry.js';

const arbToday = fc
  .date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
  .map((d) => dayjs(d).format('YYYY-MM-DD'));
const arbFacts = fc.record({
  isControlled: fc.boolean(),
  deaSchedule: fc.option(fc.constantFrom('C-II', 'C-III', 'C-IV', 'C-V', 'junk'), { nil: null }),
});

describe('expiration', () => {
  it('window: today to 6 months (controlled) or 12 months ahead', () => {
    expect(expiryWindow({ isControlled: true }, '2026-01-31')).toEqual({ earliest: '2026-01-31', latest: '2026-07-31' });
    expect(expiryWindow({ isControlled: false }, '2026-01-31')).toEqual({ earliest: '2026-01-31', latest: '2027-01-31' });
    expect(expiryWindow({ isControlled: true }, '2025-08-31')).toEqual({ earliest: '2025-08-31', latest: '2026-02-28' });
  });
  it('defaults: Schedule II 3 months, other controlled 6, others 12', () => {
    expect(defaultExpiryDate({ isControlled: true, deaSchedule: 'C-II' }, '2026-01-15')).toBe('2026-04-15');
    expect(defaultExpiryDate({ isControlled: true, deaSchedule: 'C-IV' }, '2026-01-15')).toBe('2026-07-15');
    expect(defaultExpiryDate({ isControlled: false }, '2026-01-15')).toBe('2027-01-15');
    expect(defaultExpiryDate({ isControlled: false }, new Date(2026, 0, 15, 23, 59))).toBe('2027-01-15');
  });
  it('the default is always inside the allowed window and accepted by the check', () => {
    fc.assert(
      fc.property(arbFacts, arbToday, (f, today) => {
        const d = defaultExpiryDate(f, today);
        const { earliest, latest } = expiryWindow(f, today);
        expect(d >= earliest && d <= latest).toBe(true);
        expect(d > today).toBe(true);
        expect(prescExpiryDateError(d, { ...f, isDraft: false, today })).toBeUndefined();
      }),
    );
  });
  it('rejects dates outside the window, invalid dates, and a missing date unless draft', () => {
    const ctx = { isControlled: false, isDraft: false, today: '2026-01-15' };
    expect(prescExpiryDateError('2026-01-14', ctx)).toBe('Please provide a valid Date');
    expect(prescExpiryDateError('2026-01-15', ctx)).toBeUndefined();
    expect(prescExpiryDateError('2027-01-15', ctx)).toBeUndefined();
    expect(prescExpiryDateError('2027-01-16', ctx)).toBe('Please provide a valid Date');
    expect(prescExpiryDateError('2026-07-16', { ...ctx, isControlled: true })).toBe('Please provide a valid Date');
    expect(prescExpiryDateError('2026-02-30', ctx)).toBe('Please provide a valid Date');
    expect(prescExpiryDateError('soon', ctx)).toBe('Please provide a valid Date');
    expect(prescExpiryDateError(null, ctx)).toBe('Please provide a valid Date');
    expect(prescExpiryDateError('', { ...ctx, isDraft: true })).toBeUndefined();
    expect(prescExpiryDateError('2026-03-01T10:00:00', ctx)).toBeUndefined();
  });
  it('every day in the window passes, every day outside fails', () => {
    fc.assert(
      fc.property(arbFacts, arbToday, fc.integer({ min: -30, max: 400 }), (f, today, offset) => {
        const d = dayjs(today).add(offset, 'day').format('YYYY-MM-DD');
        const { latest } = expiryWindow(f, today);
        const inside = offset >= 0 && d <= latest;
        expect(prescExpiryDateError(d, { ...f, isDraft: true, today }) === undefined).toBe(inside);
      }),
    );
  });
  it('refuses a today that is not a date', () => {
    expect(() => expiryWindow({}, 'nope')).toThrow(RangeError);
    expect(() => defaultExpiryDate({}, 'nope')).toThrow(RangeError);
  });
});
