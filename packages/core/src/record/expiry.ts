import { formatDate, parseDate } from '../format/date.js';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';
import type { RxTone } from './display.js';

/**
 * A date as stored or typed.
 *
 * @example
 * const date: DateLike = '2026-05-01';
 */
export type DateLike = string | number | Date | null | undefined;

/**
 * Months ahead within which an expiry counts as near (prescribing §9: 1 month).
 *
 * @example
 * expiryKind(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 20), now) // 'near': within EXPIRY_NEAR_MONTHS
 */
export const EXPIRY_NEAR_MONTHS = 1;

/**
 * Which expiry badge applies.
 *
 * @example
 * const kind: ExpiryKind | null = expiryKind('2026-05-01', now);
 */
export type ExpiryKind = 'expired' | 'near' | 'far';

/**
 * The expiry badge of a prescription or task.
 *
 * @example
 * const badge: ExpiryBadge | null = expiryBadge({ prescExpiryDate: rx.prescExpiryDate, nextOrderDate: task.nextOrderDate }, now);
 */
export interface ExpiryBadge {
  readonly kind: ExpiryKind;
  /** Expired Date, Near To Expire or Far To Expire. */
  readonly label: string;
  /** 'Expired on MM-DD-YYYY' or 'Expires on MM-DD-YYYY'. */
  readonly text: string;
  /** expiry.expired (error colour), expiry.near (warning colour) or expiry.far. */
  readonly tone: RxTone;
  /** The date the badge is about, MM-DD-YYYY. */
  readonly date: string;
}

/** `value` parsed as dayjs would (`parseDate`), without dayjs: the badge is on /approve's first load. */
const parse = (value: DateLike): Date | null => parseDate(value);

/** Local midnight of `d`'s calendar day. */
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());

/** `day` plus `months` calendar months, the day of month clamped to the target month's last (dayjs's `add`). */
function addMonths(day: Date, months: number): Date {
  const last = new Date(day.getFullYear(), day.getMonth() + months + 1, 0).getDate();
  return new Date(day.getFullYear(), day.getMonth() + months, Math.min(day.getDate(), last));
}

/**
 * The date the badge uses: the prescription's expiry, else the task's next order date (prescribing
 * §4 Expiry badge). Invalid dates count as absent.
 *
 * @example
 * expiryBadgeDate({ prescExpiryDate: null, nextOrderDate: '2026-05-01' }) // '2026-05-01'
 */
export function expiryBadgeDate(source: { prescExpiryDate?: DateLike; nextOrderDate?: DateLike }): DateLike {
  return parse(source.prescExpiryDate) ? source.prescExpiryDate : parse(source.nextOrderDate) ? source.nextOrderDate : null;
}

/**
 * Which badge a date gets at `now`, compared by calendar day in local time (decided: a
 * prescription expiring today is still valid today): before today → expired; up to one month after
 * today, inclusive → near; later → far. `null` when there is no valid date.
 *
 * @example
 * expiryKind('2026-01-15', new Date(2026, 0, 20)) // 'expired'
 * expiryKind('2026-02-20', new Date(2026, 0, 20)) // 'near'
 */
export function expiryKind(date: DateLike, now: Date): ExpiryKind | null {
  const d = parse(date);
  if (!d) return null;
  const day = startOfDay(d).getTime();
  const today = startOfDay(now);
  if (day < today.getTime()) return 'expired';
  if (day <= addMonths(today, EXPIRY_NEAR_MONTHS).getTime()) return 'near';
  return 'far';
}

/**
 * The expiry badge (prescribing §4): nothing without a date; Expired Date with 'Expired on {date}'
 * in the error tone; Near To Expire with 'Expires on {date}' in the warning tone; else Far To Expire
 * (decided: it also carries 'Expires on {date}' as its text). Inject `now`.
 *
 * @example
 * expiryBadge({ prescExpiryDate: '2026-01-15' }, new Date(2026, 0, 20))
 * // { kind: 'expired', label: 'Expired Date', text: 'Expired on 01-15-2026', tone: 'expiry.expired', date: '01-15-2026' }
 */
export function expiryBadge(
  source: { prescExpiryDate?: DateLike; nextOrderDate?: DateLike },
  now: Date,
): ExpiryBadge | null {
  const value = expiryBadgeDate(source);
  const kind = expiryKind(value, now);
  if (!kind) return null;
  const m = APPROVALS_MESSAGES.expiry;
  const date = formatDate(value as string | number | Date);
  switch (kind) {
    case 'expired':
      return { kind, label: m.expired, text: m.expiredOn(date), tone: 'expiry.expired', date };
    case 'near':
      return { kind, label: m.near, text: m.expiresOn(date), tone: 'expiry.near', date };
    default:
      return { kind, label: m.far, text: m.expiresOn(date), tone: 'expiry.far', date };
  }
}
