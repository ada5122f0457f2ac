/**
 * The zod field builders the form schemas share: every text is trimmed, limits are measured after
 * trimming, and optional texts become `null` when empty (the plain helpers are in text.ts).
 */
import * as z from 'zod';
import { COMMON_MESSAGES } from '../messages/common.js';
import { maxLengthMessage, trimToNull } from './text.js';

/**
 * Options of {@link requiredText} and {@link optionalText}.
 *
 * @example
 * import type { TextRules } from '@vetrx/core/common';
 */
export interface TextRules {
  /** Maximum length after trimming. */
  readonly max?: number;
  /** Message when over `max`; defaults to {@link maxLengthMessage}. */
  readonly maxMessage?: string;
  /** Minimum length after trimming, with its message. */
  readonly min?: readonly [number, string];
  /** Allowed characters (tested on the trimmed value), with its message. */
  readonly pattern?: readonly [RegExp, string];
}

/**
 * Options of {@link requiredText}.
 *
 * @example
 * import type { RequiredTextRules } from '@vetrx/core/common';
 */
export interface RequiredTextRules extends TextRules {
  /** Message when empty or whitespace only; defaults to 'This field is required'. */
  readonly requiredMessage?: string;
}

function checkRules(value: string, rules: TextRules, ctx: z.RefinementCtx): void {
  if (rules.max !== undefined && value.length > rules.max) {
    ctx.addIssue({ code: 'custom', message: rules.maxMessage ?? maxLengthMessage(rules.max) });
  } else if (rules.min && value.length < rules.min[0]) {
    ctx.addIssue({ code: 'custom', message: rules.min[1] });
  } else if (rules.pattern && !rules.pattern[0].test(value)) {
    ctx.addIssue({ code: 'custom', message: rules.pattern[1] });
  }
}

/**
 * A required text field: trimmed, then checked (required, max, min, pattern in that order; the first
 * failing rule gives the message).
 *
 * @example
 * requiredText({ max: 3 }).safeParse(' abc ').data // 'abc'
 */
export function requiredText(rules: RequiredTextRules = {}) {
  return z.unknown().optional().transform((raw, ctx): string => {
    const value = trimToNull(typeof raw === 'number' ? String(raw) : raw);
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: rules.requiredMessage ?? COMMON_MESSAGES.fieldRequired });
      return z.NEVER;
    }
    checkRules(value, rules, ctx);
    return value;
  });
}

/**
 * An optional text field: trimmed, `null` when empty, otherwise checked like {@link requiredText}.
 *
 * @example
 * optionalText({ max: 20 }).safeParse('  ').data // null
 */
export function optionalText(rules: TextRules = {}) {
  return z.unknown().optional().transform((raw, ctx): string | null => {
    const value = trimToNull(typeof raw === 'number' ? String(raw) : raw);
    if (value !== null) checkRules(value, rules, ctx);
    return value;
  });
}

/**
 * A required id: a non-empty string or a number (0 included, as imports use type id 0).
 *
 * @example
 * requiredId('Location is required').safeParse('').success // false
 */
export function requiredId(message: string = COMMON_MESSAGES.fieldRequired) {
  return z.unknown().optional().transform((raw, ctx): string | number => {
    if (typeof raw === 'number' && Number.isFinite(raw)) return raw;
    const text = trimToNull(raw);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return text;
  });
}

/**
 * An optional id: `null` when absent or empty.
 *
 * @example
 * optionalId().safeParse(undefined).data // null
 */
export function optionalId() {
  return z.unknown().optional().transform((raw): string | number | null =>
    typeof raw === 'number' && Number.isFinite(raw) ? raw : trimToNull(raw),
  );
}

/**
 * A boolean with a default for absent values; anything else that is not a boolean is refused.
 *
 * @example
 * flag(true).safeParse(undefined).data // true
 */
export function flag(defaultValue: boolean) {
  return z.unknown().optional().transform((raw, ctx): boolean => {
    if (raw === undefined || raw === null) return defaultValue;
    if (typeof raw === 'boolean') return raw;
    ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
    return z.NEVER;
  });
}
