import { isControlledProduct, isScheduleII, type ControlledFacts } from '../controlled/schedule.js';
import { PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { parseDay, toDayString } from './dates.js';
import type { DateInput } from './types.js';

/**
 * Latest expiration of a controlled prescription, in months from today.
 *
 * @example
 * EXPIRY_MAX_MONTHS_CONTROLLED // 6
 */
export const EXPIRY_MAX_MONTHS_CONTROLLED = 6;
/**
 * Latest expiration of any other prescription, in months from today.
 *
 * @example
 * EXPIRY_MAX_MONTHS // 12
 */
export const EXPIRY_MAX_MONTHS = 12;
/**
 * Default expiration in months: Schedule II 3, other controlled 6, others 12.
 *
 * @example
 * EXPIRY_DEFAULT_MONTHS.scheduleII // 3
 */
export const EXPIRY_DEFAULT_MONTHS = { scheduleII: 3, controlled: 6, other: 12 } as const;

/**
 * The dates an expiration may take, as `YYYY-MM-DD`: from today to 6 months ahead (controlled) or 12
 * months ahead (others), both inclusive.
 *
 * @example
 * expiryWindow({ isControlled: true }, '2026-01-31') // { earliest: '2026-01-31', latest: '2026-07-31' }
 */
export function expiryWindow(facts: ControlledFacts, today: DateInput): { earliest: string; latest: string } {
  const start = parseDay(today);
  if (start === null) throw new RangeError(`expiryWindow: today is not a date: ${String(today)}`);
  const months = isControlledProduct(facts) ? EXPIRY_MAX_MONTHS_CONTROLLED : EXPIRY_MAX_MONTHS;
  return { earliest: toDayString(start), latest: toDayString(start.add(months, 'month')) };
}

/**
 * The default expiration, `YYYY-MM-DD`: Schedule II 3 months ahead, other controlled 6, others 12.
 * Always inside {@link expiryWindow}.
 *
 * @example
 * defaultExpiryDate({ isControlled: true, deaSchedule: 'C-II' }, '2026-01-15') // '2026-04-15'
 */
export function defaultExpiryDate(facts: ControlledFacts, today: DateInput): string {
  const start = parseDay(today);
  if (start === null) throw new RangeError(`defaultExpiryDate: today is not a date: ${String(today)}`);
  const months = isScheduleII(facts)
    ? EXPIRY_DEFAULT_MONTHS.scheduleII
    : isControlledProduct(facts)
      ? EXPIRY_DEFAULT_MONTHS.controlled
      : EXPIRY_DEFAULT_MONTHS.other;
  return toDayString(start.add(months, 'month'));
}

/**
 * Checks an expiration: required unless draft ('Please provide a valid Date'); a real date from today
 * to the window's latest day. Returns the message or `undefined`.
 *
 * @remarks Decision: a draft may be saved without an expiration, but an expiration it carries must
 * still be inside the window ("relaxed" relaxes what is required, not what is allowed).
 *
 * @example
 * prescExpiryDateError('2020-01-01', { isDraft: false, today: '2026-01-01' }) // 'Please provide a valid Date'
 */
export function prescExpiryDateError(
  value: DateInput | null | undefined,
  check: ControlledFacts & { isDraft: boolean; today: DateInput },
): string | undefined {
  if (value === null || value === undefined || value === '') {
    return check.isDraft ? undefined : PRESCRIBING_VALIDATION.validDate;
  }
  const day = parseDay(value);
  if (day === null) return PRESCRIBING_VALIDATION.validDate;
  const { earliest, latest } = expiryWindow(check, check.today);
  const d = toDayString(day);
  return d < earliest || d > latest ? PRESCRIBING_VALIDATION.validDate : undefined;
}
