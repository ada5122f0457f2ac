import { PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { parseDay, toDayString } from './dates.js';
import type { DateInput } from './types.js';

/**
 * Client notification choices (prescribing §4), in display order.
 *
 * @example
 * CLIENT_NOTIFICATION_OPTIONS.map((o) => PRESCRIBING_OPTION_LABELS.clientNotification[o]) // ['None', 'Today', …, 'Select Date']
 */
export const CLIENT_NOTIFICATION_OPTIONS = ['none', 'today', 'days30', 'days60', 'days90', 'months6', 'selectDate'] as const;
/**
 * A client notification choice.
 *
 * @example
 * const option: ClientNotificationOption = 'months6';
 */
export type ClientNotificationOption = (typeof CLIENT_NOTIFICATION_OPTIONS)[number];

/**
 * The choice a new prescription starts with.
 *
 * @example
 * DEFAULT_CLIENT_NOTIFICATION // 'today'
 */
export const DEFAULT_CLIENT_NOTIFICATION: ClientNotificationOption = 'today';

/**
 * Days ahead of each fixed choice; 6 Months is 182.5 days.
 *
 * @example
 * CLIENT_NOTIFICATION_DAYS.months6 // 182.5
 */
export const CLIENT_NOTIFICATION_DAYS: Readonly<Record<'today' | 'days30' | 'days60' | 'days90' | 'months6', number>> = {
  today: 0,
  days30: 30,
  days60: 60,
  days90: 90,
  months6: 182.5,
};

/**
 * Whether the date picker is enabled: None disables it.
 *
 * @example
 * isNotifyClientDateEnabled('none') // false
 */
export function isNotifyClientDateEnabled(option: ClientNotificationOption): boolean {
  return option !== 'none';
}

/**
 * The notifyClientDate (`YYYY-MM-DD`) of a choice: None → null; Select Date → the picked date; others
 * today plus their days.
 *
 * @remarks Decision: a date has no half days, so 6 Months (182.5 days) lands 183 days ahead — half a
 * day rounds up, as date libraries' `add(182.5, 'day')` does.
 *
 * @example
 * notifyClientDateFor('days30', '2026-01-01') // '2026-01-31'
 * notifyClientDateFor('months6', '2026-01-01') // '2026-07-03'
 */
export function notifyClientDateFor(
  option: ClientNotificationOption,
  today: DateInput,
  selectedDate?: DateInput | null,
): string | null {
  if (option === 'none') return null;
  if (option === 'selectDate') {
    const picked = parseDay(selectedDate);
    return picked === null ? null : toDayString(picked);
  }
  const start = parseDay(today);
  if (start === null) throw new RangeError(`notifyClientDateFor: today is not a date: ${String(today)}`);
  return toDayString(start.add(Math.round(CLIENT_NOTIFICATION_DAYS[option]), 'day'));
}

/**
 * The choice that shows a saved notifyClientDate when a draft is reopened: None without a date, the
 * fixed choice whose date it equals, else Select Date.
 *
 * @example
 * clientNotificationOptionFor('2026-01-31', '2026-01-01') // 'days30'
 */
export function clientNotificationOptionFor(notifyClientDate: DateInput | null | undefined, today: DateInput): ClientNotificationOption {
  const day = parseDay(notifyClientDate);
  if (day === null) return 'none';
  const d = toDayString(day);
  for (const option of ['today', 'days30', 'days60', 'days90', 'months6'] as const) {
    if (notifyClientDateFor(option, today) === d) return option;
  }
  return 'selectDate';
}

/**
 * Checks a notification date: optional; when given a real date not earlier than today.
 *
 * @example
 * notifyClientDateError('2025-12-31', '2026-01-01') // 'Please provide a valid Date'
 */
export function notifyClientDateError(value: DateInput | null | undefined, today: DateInput): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const day = parseDay(value);
  const start = parseDay(today);
  if (day === null || start === null) return PRESCRIBING_VALIDATION.validDate;
  return toDayString(day) < toDayString(start) ? PRESCRIBING_VALIDATION.validDate : undefined;
}
