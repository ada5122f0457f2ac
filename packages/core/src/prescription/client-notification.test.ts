import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_NOTIFICATION_OPTIONS,
  clientNotificationOptionFor,
  isNotifyClientDateEnabled,
  notifyClientDateError,
  notifyClientDateFor,
} from './client-notification.js';

const arbToday = fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 0, 1), noInvalidDate: true }).map((d) => dayjs(d).format('YYYY-MM-DD'));

describe('client notification', () => {
  it('defaults to Today; None disables the date', () => {
    expect(isNotifyClientDateEnabled('none')).toBe(false);
    expect(isNotifyClientDateEnabled('days30')).toBe(true);
  });
  it('maps each choice to its date', () => {
    const today = '2026-01-01';
    expect(notifyClientDateFor('none', today)).toBeNull();
    expect(notifyClientDateFor('today', today)).toBe('2026-01-01');
    expect(notifyClientDateFor('days30', today)).toBe('2026-01-31');
    expect(notifyClientDateFor('days60', today)).toBe('2026-03-02');
    expect(notifyClientDateFor('days90', today)).toBe('2026-04-01');
    expect(notifyClientDateFor('months6', today)).toBe('2026-07-03');
    expect(notifyClientDateFor('selectDate', today, '2026-05-05')).toBe('2026-05-05');
    expect(notifyClientDateFor('selectDate', today, null)).toBeNull();
    expect(() => notifyClientDateFor('today', 'bad')).toThrow(RangeError);
  });
  it('every fixed choice gives a date not earlier than today, accepted by the check, and reads back', () => {
    fc.assert(
      fc.property(arbToday, fc.constantFrom('today', 'days30', 'days60', 'days90', 'months6') as fc.Arbitrary<'today'>, (today, option) => {
        const d = notifyClientDateFor(option, today) as string;
        expect(d >= today).toBe(true);
        expect(notifyClientDateError(d, today)).toBeUndefined();
        expect(clientNotificationOptionFor(d, today)).toBe(option);
      }),
    );
  });
  it('reads back None and Select Date', () => {
    expect(clientNotificationOptionFor(null, '2026-01-01')).toBe('none');
    expect(clientNotificationOptionFor('2026-01-05', '2026-01-01')).toBe('selectDate');
    expect(CLIENT_NOTIFICATION_OPTIONS).toHaveLength(7);
  });
  it('refuses a date earlier than today or invalid', () => {
    expect(notifyClientDateError('2025-12-31', '2026-01-01')).toBe('Please provide a valid Date');
    expect(notifyClientDateError('2026-02-31', '2026-01-01')).toBe('Please provide a valid Date');
    expect(notifyClientDateError(null, '2026-01-01')).toBeUndefined();
    expect(notifyClientDateError('', '2026-01-01')).toBeUndefined();
  });
});
