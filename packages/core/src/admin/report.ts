/**
 * The reports page (admin §2.2, §2.5): where an embed address is served and the period the report
 * covers (how long the address lives: `ADMIN_LIMITS.reportEmbedTtlSeconds`).
 */
import { formatMessage } from '../common/format-message.js';
import { REPORT_TEXTS } from '../messages/admin.js';

/**
 * The path the embedded report is served at, for a token.
 *
 * @example
 * reportEmbedPath('abc.def') // '/report-embeds/abc.def'
 */
export function reportEmbedPath(token: string): string {
  return `/report-embeds/${encodeURIComponent(token)}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The report's period: the calendar month of `now` in UTC, from its first instant (inclusive) to the
 * first instant of the next month (exclusive), with its label ('This month: November 2026').
 *
 * @example
 * reportMonth(new Date('2026-11-20T15:00:00Z')).start.toISOString() // '2026-11-01T00:00:00.000Z'
 */
export function reportMonth(now: Date): { start: Date; end: Date; label: string } {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return {
    start: new Date(Date.UTC(y, m, 1)),
    end: new Date(Date.UTC(y, m + 1, 1)),
    label: formatMessage(REPORT_TEXTS.period, { period: `${MONTHS[m]} ${y}` }),
  };
}
