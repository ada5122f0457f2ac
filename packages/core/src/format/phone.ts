/**
 * Display of phone numbers and phone lists (clients §2, §5, admin §5, §9).
 */
import { formatMessage } from '../common/format-message.js';
import { phoneDigits } from '../common/phone.js';
import { COMMON_MESSAGES } from '../messages/common.js';

/**
 * Formats a phone number for display: 10 digits as `(XXX) XXX-XXXX`; 11 digits as the leading
 * country digit then the 10-digit form, `+X (XXX) XXX-XXXX`; 7 digits as `XXX-XXXX`. Any other digit
 * count is invalid and gives `null`. Decided: the country digit is shown with a `+`.
 *
 * @example
 * formatPhoneDisplay('5551234567') // '(555) 123-4567'
 */
export function formatPhoneDisplay(value: string | number | null | undefined): string | null {
  const d = phoneDigits(value);
  switch (d.length) {
    case 7:
      return `${d.slice(0, 3)}-${d.slice(3)}`;
    case 10:
      return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
    case 11:
      return `+${d[0]} (${d.slice(1, 4)}) ${d.slice(4, 7)}-${d.slice(7)}`;
    default:
      return null;
  }
}

/**
 * A phone of a list as the list rows read it.
 *
 * @example
 * import type { ListedPhone } from '@vetrx/core/format';
 */
export interface ListedPhone {
  readonly phoneNumber: string;
  readonly isPrimary?: boolean | null;
  readonly isActive?: boolean | null;
}

/**
 * The phone cell of a list row.
 *
 * @example
 * import type { PhoneSummary } from '@vetrx/core/format';
 */
export interface PhoneSummary<P extends ListedPhone> {
  /** The phone shown, or `null` when there is none. */
  readonly shown: P | null;
  /** How many further active phones there are. */
  readonly more: number;
  /** '+N More...' when `more` > 0, else `null`. */
  readonly moreLabel: string | null;
}

/**
 * The phone cell of a client or user row (clients §2, admin §9): the first primary phone is shown, with
 * '+N More...' counting the further active phones. Decided: a phone with `isActive` unset counts as
 * active; when no active phone is primary the first active phone is shown.
 *
 * @example
 * summarizePhones([{ phoneNumber: '1', isPrimary: true }, { phoneNumber: '2' }]).moreLabel // '+1 More...'
 */
export function summarizePhones<P extends ListedPhone>(phones: readonly P[] | null | undefined): PhoneSummary<P> {
  const active = (phones ?? []).filter((p) => p.isActive !== false);
  const shown = active.find((p) => p.isPrimary === true) ?? active[0] ?? null;
  const more = shown === null ? 0 : active.length - 1;
  return { shown, more, moreLabel: more > 0 ? formatMessage(COMMON_MESSAGES.morePhones, { count: more }) : null };
}
