/**
 * Calendar days as the rules exchange them (`YYYY-MM-DD`), read without time-zone shifts.
 */
import dayjs from 'dayjs';

/**
 * A day, as the rules read it: an ISO date or date-time text, or a Date.
 *
 * @example
 * import type { DayInput } from '@vetrx/core/common';
 */
export type DayInput = string | Date;

/**
 * The day format rules exchange: `YYYY-MM-DD`.
 *
 * @example
 * DAY_FORMAT // 'YYYY-MM-DD'
 */
export const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * The calendar day of a value as `YYYY-MM-DD`; `null` when absent or not a date. A text starting with
 * `YYYY-MM-DD` is read by its date part, without time-zone shifts.
 *
 * @example
 * toDay('2020-02-29T23:00:00Z') // '2020-02-29'
 */
export function toDay(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : dayjs(value).format(DAY_FORMAT);
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const d = dayjs(m[0]);
  return d.isValid() && d.format(DAY_FORMAT) === m[0] ? m[0] : null;
}

/**
 * Today's day, from an injected `today` when it is a valid day, else the clock.
 *
 * @example
 * todayDay('2026-05-01T08:00:00Z') // '2026-05-01'
 */
export function todayDay(today?: DayInput | null): string {
  return toDay(today) ?? dayjs().format(DAY_FORMAT);
}
