/**
 * Phone numbers (clients §5, admin §5): allowed input, the 3-3-4 mask, validity, types, and the rules
 * of a phone list.
 *
 * Decided: phone numbers are stored as digits only; the display format comes from
 * `formatPhoneDisplay` (`@vetrx/core/format`).
 */
import * as z from 'zod';
import { COMMON_MESSAGES } from '../messages/common.js';
import { sameId, type Id } from './ids.js';
import { optionalText, requiredId } from './text-fields.js';

/**
 * Phone label limit (clients §9, admin §9).
 *
 * @example
 * PHONE_LABEL_MAX // 30
 */
export const PHONE_LABEL_MAX = 30;

/**
 * Phone type descriptions of the reference list (clients §3, admin §3).
 *
 * @example
 * import { PHONE_TYPES } from '@vetrx/core/common';
 */
export const PHONE_TYPES = ['Cell', 'Home', 'Office', 'Other', 'Fax'] as const;
/**
 * One of {@link PHONE_TYPES}.
 *
 * @example
 * import type { PhoneTypeName } from '@vetrx/core/common';
 */
export type PhoneTypeName = (typeof PHONE_TYPES)[number];
/**
 * Default type of a client phone (clients §2, §5).
 *
 * @example
 * DEFAULT_CLIENT_PHONE_TYPE // 'Cell'
 */
export const DEFAULT_CLIENT_PHONE_TYPE: PhoneTypeName = 'Cell';
/**
 * Default type of a user phone (admin §3).
 *
 * @example
 * DEFAULT_USER_PHONE_TYPE // 'Office'
 */
export const DEFAULT_USER_PHONE_TYPE: PhoneTypeName = 'Office';

/**
 * Digit counts a phone number may have: 7, 10, or 11 with a leading country digit.
 *
 * @example
 * import { PHONE_DIGIT_COUNTS } from '@vetrx/core/common';
 */
export const PHONE_DIGIT_COUNTS = [7, 10, 11] as const;

/**
 * The digits of a phone number, everything else dropped.
 *
 * @example
 * phoneDigits('(555) 123-4567') // '5551234567'
 */
export function phoneDigits(value: string | number | null | undefined): string {
  return String(value ?? '').replace(/\D/g, '');
}

/**
 * True when the text typed in a phone field uses only digits and spaces (clients §5, admin §5).
 *
 * @example
 * isPhoneInputAllowed('555 123') // true
 */
export function isPhoneInputAllowed(value: string): boolean {
  return /^[0-9 ]*$/.test(value);
}

/**
 * Applies the 3-3-4 input mask (clients §5, admin §5), spaces being the only separator the field
 * accepts: up to 10 digits grouped `XXX XXX XXXX` as far as they go; 11 digits — a leading country
 * digit, as a pasted `+1 (612) 555-1234` gives — as `X XXX XXX XXXX`. Every other character is
 * dropped. Decided (0150): more than 11 digits are kept ungrouped, never cut, so that a pasted number
 * that is too long reads as invalid instead of silently becoming another number.
 *
 * @example
 * maskPhoneInput('5551234567') // '555 123 4567'
 * maskPhoneInput('+1 (612) 555-1234') // '1 612 555 1234'
 */
export function maskPhoneInput(value: string): string {
  const d = phoneDigits(value);
  if (d.length > 11) return d;
  const country = d.length === 11 ? d.slice(0, 1) : '';
  const n = d.length === 11 ? d.slice(1) : d;
  return [country, n.slice(0, 3), n.slice(3, 6), n.slice(6)].filter(Boolean).join(' ');
}

/**
 * True when a phone number has 7, 10 or 11 digits and only digits and spaces (clients §5, admin §5).
 *
 * @example
 * isValidPhone('555 123 4567') // true
 */
export function isValidPhone(value: string | null | undefined): boolean {
  const text = (value ?? '').trim();
  return isPhoneInputAllowed(text) && (PHONE_DIGIT_COUNTS as readonly number[]).includes(phoneDigits(text).length);
}

/**
 * The id of a phone type by its description (case-insensitive); `null` when the list lacks it.
 *
 * @example
 * phoneTypeIdByName([{ id: 1, description: 'Cell' }], 'cell') // 1
 */
export function phoneTypeIdByName(
  types: readonly { readonly id: Id; readonly description: string }[],
  name: string,
): Id | null {
  return types.find((t) => t.description.trim().toLowerCase() === name.trim().toLowerCase())?.id ?? null;
}

/**
 * A phone of a list, structurally.
 *
 * @example
 * import type { PhoneEntry } from '@vetrx/core/common';
 */
export interface PhoneEntry {
  readonly phoneNumber: string;
  readonly phoneTypeId?: Id | null;
}

const sameType = (a: Id | null | undefined, b: Id | null | undefined): boolean =>
  (a === null || a === undefined) && (b === null || b === undefined) ? true : sameId(a, b);

/**
 * True when the list already has a phone with the same digits and the same type.
 *
 * @example
 * hasPhone([{ phoneNumber: '5551234567', phoneTypeId: 1 }], { phoneNumber: '555 123 4567', phoneTypeId: 1 }) // true
 */
export function hasPhone(list: readonly PhoneEntry[], phone: PhoneEntry): boolean {
  const digits = phoneDigits(phone.phoneNumber);
  return list.some((p) => phoneDigits(p.phoneNumber) === digits && sameType(p.phoneTypeId, phone.phoneTypeId));
}

/**
 * Adds a phone unless the same number-and-type pair is already there (clients §5, admin §5); the list
 * is returned unchanged in that case.
 *
 * @example
 * addPhone([], { phoneNumber: '5551234567', phoneTypeId: 1 }).length // 1
 */
export function addPhone<P extends PhoneEntry>(list: readonly P[], phone: P): P[] {
  return hasPhone(list, phone) ? [...list] : [...list, phone];
}

/**
 * De-duplicates a phone list by number (digits), keeping the first of each (clients §5). Used when
 * phones are copied from the PIMS.
 *
 * @example
 * dedupePhonesByNumber([{ phoneNumber: '555 1234' }, { phoneNumber: '5551234' }]).length // 1
 */
export function dedupePhonesByNumber<P extends PhoneEntry>(list: readonly P[]): P[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const d = phoneDigits(p.phoneNumber);
    if (seen.has(d)) return false;
    seen.add(d);
    return true;
  });
}

/**
 * A phone number field: digits and spaces, 7, 10 or 11 digits; normalised to digits only.
 *
 * @example
 * phoneNumberField().safeParse('555 123 4567').data // '5551234567'
 */
export function phoneNumberField() {
  return z.unknown().optional().transform((raw, ctx): string => {
    const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : '';
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
      return z.NEVER;
    }
    if (!isValidPhone(text)) {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidPhone });
      return z.NEVER;
    }
    return phoneDigits(text);
  });
}

/**
 * One phone of a write payload (uuid optional, phoneTypeId, phoneNumber), as the API takes it.
 *
 * @example
 * phoneInputSchema.parse({ phoneTypeId: 1, phoneNumber: '555 1234' }) // { uuid: null, phoneTypeId: 1, phoneNumber: '5551234' }
 */
export const phoneInputSchema = z.object({
  uuid: optionalText(),
  phoneTypeId: requiredId(),
  phoneNumber: phoneNumberField(),
});

/**
 * A normalised phone of a write payload.
 *
 * @example
 * import type { PhoneInput } from '@vetrx/core/common';
 */
export type PhoneInput = z.output<typeof phoneInputSchema>;

/**
 * A phone label field: optional, at most 30 characters (clients §9, admin §5).
 *
 * @example
 * phoneLabelField().safeParse('x'.repeat(31)).success // false
 */
export function phoneLabelField() {
  return optionalText({ max: PHONE_LABEL_MAX });
}

/**
 * Drops later phones of a payload that repeat an earlier number-and-type pair (the form never adds
 * them; the server normalises the same way).
 *
 * @example
 * withoutDuplicatePhones([{ phoneNumber: '5551234', phoneTypeId: 1 }, { phoneNumber: '5551234', phoneTypeId: 1 }]).length // 1
 */
export function withoutDuplicatePhones<P extends PhoneEntry>(list: readonly P[]): P[] {
  return list.reduce<P[]>((acc, p) => addPhone(acc, p), []);
}
