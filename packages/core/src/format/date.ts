import type dayjs from 'dayjs';

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

/** dayjs's parsing rule for strings without a trailing Z: the fields it finds, in local time. */
const DAYJS_PARSE = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

/**
 * The instant `dayjs(value)` would hold, without dayjs (these formatters are on the dashboard's first
 * load; issue 13): a dayjs object as itself, a Date or number as `new Date`, a string
 * dayjs's own way (local fields when it has no Z, else `new Date`). Null when absent or invalid.
 *
 * @example parseDate('2026-03-04') // 4 March 2026, 00:00 local time
 */
export function parseDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  if (typeof value === 'object' && !(value instanceof Date)) d = value.toDate();
  else if (typeof value === 'string' && !/Z$/i.test(value) && DAYJS_PARSE.test(value)) {
    const m = DAYJS_PARSE.exec(value)!;
    const n = (text: string | undefined, fallback: number) => (text ? Number(text) : fallback);
    d = new Date(Number(m[1]), Number(m[2]) - 1 || 0, n(m[3], 1), n(m[4], 0), n(m[5], 0), n(m[6], 0), Number((m[7] || '0').substring(0, 3)));
  } else d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const ymd = (d: Date) => ({ y: pad(d.getFullYear(), 4), m: pad(d.getMonth() + 1), day: pad(d.getDate()) });
const hm12 = (d: Date) => `${pad(d.getHours() % 12 || 12)}:${pad(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;

/**
 * Formats a date as MM-DD-YYYY; returns `fallback` (default empty string) when absent or invalid.
 *
 * @example formatDate('2026-03-04T10:00:00Z') // '03-04-2026'
 */
export function formatDate(value: DateInput, fallback = ''): string {
  const d = parseDate(value);
  if (!d) return fallback;
  const { y, m, day } = ymd(d);
  return `${m}-${day}-${y}`;
}

/**
 * Formats a date with its time as MM-DD-YYYY hh:mm A.
 *
 * @example formatDateTime('2026-03-04T15:07:00') // '03-04-2026 03:07 PM'
 */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const d = parseDate(value);
  if (!d) return fallback;
  const { y, m, day } = ymd(d);
  return `${m}-${day}-${y} ${hm12(d)}`;
}

/**
 * Formats a date for a filter variable: YYYY-MM-DD.
 *
 * @example formatFilterDate(new Date(2026, 0, 9)) // '2026-01-09'
 */
export function formatFilterDate(value: DateInput, fallback = ''): string {
  const d = parseDate(value);
  if (!d) return fallback;
  const { y, m, day } = ymd(d);
  return `${y}-${m}-${day}`;
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats an instant as MM-DD-YYYY hh:mm A followed by its time zone's short name, in `timeZone` (an
 * IANA name; default the viewer's own zone): the audit trail's times in the web, the CLI and the CSV
 * (issue 45). The zone is named as the locale en-US names it: 'CST', 'EDT', 'UTC',
 * 'GMT+1'. Returns `fallback` when absent or invalid.
 *
 * @example formatDateTimeZone('2026-11-26T17:02:00Z', 'America/Chicago') // '11-26-2026 11:02 AM CST'
 */
export function formatDateTimeZone(value: DateInput, timeZone?: string, fallback = ''): string {
  const d = parseDate(value);
  if (!d) return fallback;
  const zone = timeZone ?? '';
  let format = zonedFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timeZone || undefined,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    zonedFormats.set(zone, format);
  }
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(d)) part[p.type] = p.value;
  return `${part.month}-${part.day}-${part.year} ${part.hour}:${part.minute} ${part.dayPeriod} ${part.timeZoneName}`;
}
