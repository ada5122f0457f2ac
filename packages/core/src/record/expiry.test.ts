import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expiryBadge, expiryBadgeDate, expiryKind } from './expiry.js';

const now = new Date(2026, 0, 20, 15, 30); // 20 January 2026, 3:30 PM local time

describe('expiry badge', () => {
  it('nothing without a valid date', () => {
    expect(expiryBadge({}, now)).toBeNull();
    expect(expiryBadge({ prescExpiryDate: '', nextOrderDate: null }, now)).toBeNull();
    expect(expiryBadge({ prescExpiryDate: 'not a date' }, now)).toBeNull();
  });

  it('uses the prescription expiry, else the next order date', () => {
    expect(expiryBadgeDate({ prescExpiryDate: '2026-05-01', nextOrderDate: '2026-02-01' })).toBe('2026-05-01');
    expect(expiryBadgeDate({ prescExpiryDate: null, nextOrderDate: '2026-02-01' })).toBe('2026-02-01');
    expect(expiryBadgeDate({ prescExpiryDate: 'bad', nextOrderDate: 'worse' })).toBeNull();
  });

  it('boundaries: yesterday expired, today and one month ahead near, a day later far', () => {
    const day = (offset: number, unit: 'day' | 'month' = 'day') => dayjs(now).startOf('day').add(offset, unit).toDate();
    expect(expiryKind(day(-1), now)).toBe('expired');
    expect(expiryKind(day(0), now)).toBe('near');
    expect(expiryKind(dayjs(now).endOf('day').toDate(), now)).toBe('near');
    expect(expiryKind(day(1, 'month'), now)).toBe('near');
    expect(expiryKind(dayjs(day(1, 'month')).add(1, 'day').toDate(), now)).toBe('far');
  });

  it('one month from the 31st is the last day of a shorter month, as dayjs counts it', () => {
    const jan31 = new Date(2026, 0, 31, 9);
    expect(expiryKind('2026-02-28', jan31)).toBe('near');
    expect(expiryKind('2026-03-01', jan31)).toBe('far');
    expect(expiryKind('2028-02-29', new Date(2028, 0, 31))).toBe('near');
  });

  it('property: before today → expired; up to one month → near; later → far', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2050, 0, 1), noInvalidDate: true }),
        fc.date({ min: new Date(2000, 0, 1), max: new Date(2050, 0, 1), noInvalidDate: true }),
        (date, at) => {
          const d = dayjs(date).startOf('day');
          const today = dayjs(at).startOf('day');
          const expected = d.isBefore(today) ? 'expired' : d.isAfter(today.add(1, 'month')) ? 'far' : 'near';
          const badge = expiryBadge({ prescExpiryDate: date }, at);
          expect(badge?.kind).toBe(expected);
          const label = { expired: 'Expired Date', near: 'Near To Expire', far: 'Far To Expire' }[expected];
          expect(badge?.label).toBe(label);
          expect(badge?.tone).toBe(`expiry.${expected}`);
          expect(badge?.text).toBe(`${expected === 'expired' ? 'Expired on' : 'Expires on'} ${dayjs(date).format('MM-DD-YYYY')}`);
        },
      ),
    );
  });

  it('formats the date as MM-DD-YYYY', () => {
    expect(expiryBadge({ prescExpiryDate: '2026-01-15' }, now)).toEqual({
      kind: 'expired',
      label: 'Expired Date',
      text: 'Expired on 01-15-2026',
      tone: 'expiry.expired',
      date: '01-15-2026',
    });
  });
});
