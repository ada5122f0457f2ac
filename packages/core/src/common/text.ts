/**
 * Text normalisation: every text is trimmed, and optional texts become `null` when empty. The zod field
 * builders the form schemas share are in text-fields.ts, so a screen that only trims or formats text
 * does not load zod (issue 13).
 */
import { COMMON_MESSAGES } from '../messages/common.js';
import { formatMessage } from './format-message.js';

/**
 * Trims a text; `null` when the result is empty or the value is not a string.
 *
 * @example
 * trimToNull('  ') // null
 */
export function trimToNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const t = value.trim();
  return t === '' ? null : t;
}

/**
 * True when a value is absent, not text, or only whitespace.
 *
 * @example
 * isBlank(' \t') // true
 */
export function isBlank(value: unknown): boolean {
  return trimToNull(typeof value === 'number' ? String(value) : value) === null;
}

/**
 * The over-the-limit message for a limit.
 *
 * @example
 * maxLengthMessage(30) // 'Must be 30 characters or fewer'
 */
export function maxLengthMessage(max: number): string {
  return formatMessage(COMMON_MESSAGES.maxLength, { max });
}
