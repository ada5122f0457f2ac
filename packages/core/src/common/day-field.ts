/**
 * The zod field of an optional day (the plain day helpers are in day.ts, free of zod: decision 0221).
 */
import * as z from 'zod';
import { toDay } from './day.js';

/**
 * An optional day field: empty (`null`, `undefined`, `''`) is `null`; a value that is not a day gets
 * `notADay`; any other is its day (`YYYY-MM-DD`), with the message `check` gives for it, if any.
 *
 * @example
 * optionalDayField('This field is required', (day) => (day > '2026-05-01' ? 'Not in the future' : null)).safeParse('2026-05-02').success // false
 */
export function optionalDayField(notADay: string, check: (day: string) => string | null) {
  return z
    .unknown()
    .optional()
    .transform((raw, ctx): string | null => {
      if (raw === null || raw === undefined || raw === '') return null;
      const day = toDay(raw);
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: notADay });
        return z.NEVER;
      }
      const message = check(day);
      if (message) ctx.addIssue({ code: 'custom', message });
      return day;
    });
}
