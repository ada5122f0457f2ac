import dayjs from 'dayjs';

/**
 * Display format for dates everywhere in the portal (all specs §9).
 *
 * @example
 * dayjs('2026-03-04').format(DATE_FORMAT) // '03-04-2026'
 */
export const DATE_FORMAT = 'MM-DD-YYYY';
/**
 * Display format when a time is shown.
 *
 * @example
 * dayjs('2026-03-04T15:07').format(DATE_TIME_FORMAT) // '03-04-2026 03:07 PM'
 */
export const DATE_TIME_FORMAT = 'MM-DD-YYYY hh:mm A';
/**
 * Format of dates sent by filters.
 *
 * @example
 * dayjs('2026-03-04').format(FILTER_DATE_FORMAT) // '2026-03-04'
 */
export const FILTER_DATE_FORMAT = 'YYYY-MM-DD';

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

function parse(value: DateInput): dayjs.Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const d = dayjs(value);
  return d.isValid() ? d : null;
}

/**
 * Formats a date as MM-DD-YYYY; returns `fallback` (default empty string) when absent or invalid.
 *
 * @example formatDate('2026-03-04T10:00:00Z') // '03-04-2026'
 */
export function formatDate(value: DateInput, fallback = ''): string {
  const d = parse(value);
  return d ? d.format(DATE_FORMAT) : fallback;
}

/**
 * Formats a date with its time as MM-DD-YYYY hh:mm A.
 *
 * @example formatDateTime('2026-03-04T15:07:00') // '03-04-2026 03:07 PM'
 */
export function formatDateTime(value: DateInput, fallback = ''): string {
  const d = parse(value);
  return d ? d.format(DATE_TIME_FORMAT) : fallback;
}

/**
 * Formats a date for a filter variable: YYYY-MM-DD.
 *
 * @example formatFilterDate(new Date(2026, 0, 9)) // '2026-01-09'
 */
export function formatFilterDate(value: DateInput, fallback = ''): string {
  const d = parse(value);
  return d ? d.format(FILTER_DATE_FORMAT) : fallback;
}
