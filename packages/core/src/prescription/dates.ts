import dayjs from 'dayjs';
import { formatFilterDate } from '../format/date.js';
import type { DateInput } from './types.js';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses a date input to the start of its calendar day (local time), or `null` when it is not a real
 * date. `YYYY-MM-DD` strings are read strictly (2026-02-30 is invalid) and as local days, so a date
 * never moves a day across time zones.
 *
 * @example
 * parseDay('2026-02-30') // null
 * parseDay('2026-03-01')?.format('YYYY-MM-DD') // '2026-03-01'
 */
export function parseDay(value: DateInput | null | undefined): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const day = dayjs(new Date(y, mo - 1, d));
      if (day.year() !== y || day.month() !== mo - 1 || day.date() !== d) return null;
      return day.startOf('day');
    }
    if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim())) return null;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const d = dayjs(value);
  return d.isValid() ? d.startOf('day') : null;
}

/**
 * A day as the payload sends date-only fields: `YYYY-MM-DD`.
 *
 * @example
 * toDayString(new Date(2026, 0, 9)) // '2026-01-09'
 */
export function toDayString(day: DateInput | dayjs.Dayjs): string {
  return formatFilterDate(day);
}
