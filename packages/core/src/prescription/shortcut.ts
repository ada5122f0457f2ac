import { z } from 'zod';
import { validateWith, type ValidationResult } from '../common/validation.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { PRESCRIBING_RULE_MESSAGES } from '../messages/prescribing.js';
import type { Id } from './types.js';

/**
 * Shortcut types: SIG directions, NP note to pharmacy, NC note to client.
 *
 * @example
 * SHORTCUT_TYPES // ['SIG', 'NP', 'NC']
 */
export const SHORTCUT_TYPES = ['SIG', 'NP', 'NC'] as const;
/**
 * A shortcut type.
 *
 * @example
 * const type: ShortcutType = 'NP';
 */
export type ShortcutType = (typeof SHORTCUT_TYPES)[number];

/**
 * Which prescription field a shortcut type fills.
 *
 * @example
 * SHORTCUT_FIELD.SIG // 'directions'
 */
export const SHORTCUT_FIELD: Readonly<Record<ShortcutType, 'directions' | 'noteToPharmacy' | 'noteToClient'>> = {
  SIG: 'directions',
  NP: 'noteToPharmacy',
  NC: 'noteToClient',
};

/**
 * Most characters of a shortcut label.
 *
 * @example
 * SHORTCUT_LABEL_MAX_LENGTH // 30
 */
export const SHORTCUT_LABEL_MAX_LENGTH = 30;
/**
 * Most characters of a shortcut's details: 250 in the prescribing form's Add Shortcut (and the support
 * form), 620 in the location's shortcut form (administration §5) — as long as the directions it fills.
 *
 * @example
 * SHORTCUT_DETAILS_MAX_LENGTH.locationForm // 620
 */
export const SHORTCUT_DETAILS_MAX_LENGTH = { prescribingForm: 250, locationForm: 620 } as const;
/**
 * Which shortcut form is validating.
 *
 * @example
 * validateShortcutForm(input, 'locationForm' satisfies ShortcutForm)
 */
export type ShortcutForm = keyof typeof SHORTCUT_DETAILS_MAX_LENGTH;

const required = COMMON_MESSAGES.fieldRequired;

/**
 * The shortcut form schema for a form: label required, containing a non-space, trimmed, at most 30;
 * details required, non-blank, trimmed, at most 250 (or 620 in the location form); type one of SIG,
 * NP, NC. Lengths are checked after trimming.
 *
 * @example
 * shortcutFormSchema('prescribingForm').parse({ shortcutType: 'SIG', label: ' BID ', details: 'Give 1 tablet twice daily' }).label // 'BID'
 */
export function shortcutFormSchema(form: ShortcutForm) {
  const detailsMax = SHORTCUT_DETAILS_MAX_LENGTH[form];
  return z.object({
    shortcutType: z.enum(SHORTCUT_TYPES, { error: required }),
    label: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(SHORTCUT_LABEL_MAX_LENGTH, { error: PRESCRIBING_RULE_MESSAGES.maxLength(SHORTCUT_LABEL_MAX_LENGTH) }),
    details: z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(detailsMax, { error: PRESCRIBING_RULE_MESSAGES.maxLength(detailsMax) }),
  });
}

/**
 * The validated shortcut form.
 *
 * @example
 * const value: ShortcutFormValue = { shortcutType: 'SIG', label: 'BID', details: 'Give 1 tablet twice daily' };
 */
export type ShortcutFormValue = z.output<ReturnType<typeof shortcutFormSchema>>;

/**
 * Validates the shortcut form; errors keyed label, details, shortcutType.
 *
 * @example
 * validateShortcutForm({ shortcutType: 'NP', label: '   ', details: 'x' }) // { ok: false, errors: { label: 'This field is required' } }
 */
export function validateShortcutForm(input: unknown, form: ShortcutForm = 'prescribingForm'): ValidationResult<ShortcutFormValue> {
  return validateWith(shortcutFormSchema(form), input);
}

/**
 * The AddShortcut variables from a validated form.
 *
 * @example
 * addShortcutVariables(value, 'loc-1') // { details, label, shortcutType, locationId: 'loc-1' }
 */
export function addShortcutVariables(
  value: ShortcutFormValue,
  locationId: Id,
): { details: string; label: string; shortcutType: ShortcutType; locationId: Id } {
  return { details: value.details, label: value.label, shortcutType: value.shortcutType, locationId };
}
