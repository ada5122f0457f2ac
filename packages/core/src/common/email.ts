/**
 * E-mail addresses (clients §5, admin §5): format, limits by form, normalisation.
 */
import * as z from 'zod';
import { COMMON_MESSAGES } from '../messages/common.js';
import { maxLengthMessage, trimToNull } from './text.js';

/**
 * Accepted e-mail format: a local part of letters, digits and . _ % + ' -, an `@`, and a domain of
 * dot-separated labels ending in a top-level domain of 2 or more letters. Decided: the same pattern
 * for every form.
 *
 * @example
 * import { EMAIL_PATTERN } from '@vetrx/core/common';
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/**
 * E-mail limits by form (clients §9, admin §5, §9).
 *
 * @example
 * import { EMAIL_LIMITS } from '@vetrx/core/common';
 */
export const EMAIL_LIMITS = {
  /** Client e-mail. */
  client: 100,
  /** Admin Edit User and My Account. */
  account: 50,
  /** Location user profile. */
  profile: 60,
  /** Notification e-mail. */
  notification: 60,
  /** Location e-mail. */
  location: 60,
  /** Organization e-mail. */
  organization: 60,
} as const;

/**
 * Normalises an e-mail as stored: trimmed and lower-cased, `null` when empty (clients §2).
 *
 * @example
 * normalizeEmail('  Ann@Example.COM ') // 'ann@example.com'
 */
export function normalizeEmail(value: string | null | undefined): string | null {
  return trimToNull(value)?.toLowerCase() ?? null;
}

/**
 * True when the trimmed value matches {@link EMAIL_PATTERN}.
 *
 * @example
 * isValidEmail('ann@example.com') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/**
 * Options of {@link emailField}.
 *
 * @example
 * import type { EmailRules } from '@vetrx/core/common';
 */
export interface EmailRules {
  readonly max: number;
  readonly required: boolean;
  /** Message of a wrong format; defaults to 'Input is not a valid e-mail'. */
  readonly invalidMessage?: string;
}

/**
 * An e-mail field: normalised with {@link normalizeEmail}, then checked (required, max after trimming,
 * format).
 *
 * @example
 * emailField({ max: 100, required: false }).safeParse(' A@B.co ').data // 'a@b.co'
 */
export function emailField(rules: EmailRules) {
  return z.unknown().optional().transform((raw, ctx): string | null => {
    const value = normalizeEmail(typeof raw === 'string' ? raw : null);
    if (value === null) {
      if (rules.required) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
      return value;
    }
    if (value.length > rules.max) ctx.addIssue({ code: 'custom', message: maxLengthMessage(rules.max) });
    else if (!isValidEmail(value)) {
      ctx.addIssue({ code: 'custom', message: rules.invalidMessage ?? COMMON_MESSAGES.invalidEmail });
    }
    return value;
  });
}
