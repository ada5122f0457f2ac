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
import type { AddressTypeName } from './address.js';

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
 * The type a new contact row starts with, one object: an address (clients §5, admin §3),
 * a client's phone (clients §2, §5) and a user's phone (admin §3). A form looks the type's id up in
 * the reference list (`phoneTypeIdByName`). Kept here, beside the phone types, so the forms' shared
 * chunk carries it without a chunk of its own.
 *
 * @example
 * import { DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
 * DEFAULT_CONTACT_TYPES.clientPhone // 'Cell'
 */
export const DEFAULT_CONTACT_TYPES: {
  readonly address: AddressTypeName;
  readonly clientPhone: PhoneTypeName;
  readonly userPhone: PhoneTypeName;
} = { address: 'Home', clientPhone: 'Cell', userPhone: 'Office' };

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
 * The country digit of the North American numbering plan: the one leading digit a phone field takes
 * as typed, and the one a pasted number or a search drops.
 *
 * @example
 * PHONE_COUNTRY_DIGIT // '1'
 */
export const PHONE_COUNTRY_DIGIT = '1';

/** Groups digits 3-3-4 (a leading country digit first when there are 11). */
function groupPhoneDigits(d: string): string {
  const country = d.length === 11 ? d.slice(0, 1) : '';
  const n = d.length === 11 ? d.slice(1) : d;
  return [country, n.slice(0, 3), n.slice(3, 6), n.slice(6)].filter(Boolean).join(' ');
}

/**
 * Applies the 3-3-4 input mask to what is being typed (clients §5, admin §5), spaces being the only
 * separator the field accepts: every other character is dropped, and the digits stop at 10 — at 11
 * when the first is the country digit 1, grouped `1 XXX XXX XXXX` (a key pressed past
 * the mask does nothing, as in any masked field). A paste goes through {@link normalizePastedPhone}.
 *
 * @example
 * maskPhoneInput('5551234567') // '555 123 4567'
 * maskPhoneInput('61a2b5551234999') // '612 555 1234'
 * maskPhoneInput('16125551234') // '1 612 555 1234'
 */
export function maskPhoneInput(value: string): string {
  const d = phoneDigits(value);
  return groupPhoneDigits(d.slice(0, d.startsWith(PHONE_COUNTRY_DIGIT) ? 11 : 10));
}

/**
 * A phone field's text once the user leaves it: the mask, except that 7 digits read `XXX XXXX` (the
 * local number as it is written) rather than the mask's `XXX XXX X`; more than 11 digits (a paste)
 * stay ungrouped so they read as invalid.
 *
 * @example
 * finishPhoneInput('555 014 2') // '555 0142'
 */
export function finishPhoneInput(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 7) return `${d.slice(0, 3)} ${d.slice(3)}`;
  return d.length > 11 ? d : groupPhoneDigits(d);
}

/**
 * A pasted phone number as the field shows it: punctuation dropped, the country code
 * of `+1 (612) 555-0142` dropped (the national number is the number), then {@link finishPhoneInput}.
 * A paste of more than 11 digits is kept whole, so that it reads as invalid instead of silently
 * becoming another number.
 *
 * @example
 * normalizePastedPhone('+1 (612) 555-0142') // '612 555 0142'
 * normalizePastedPhone('555-0142') // '555 0142'
 */
export function normalizePastedPhone(text: string): string {
  return finishPhoneInput(phoneKey(text));
}

/**
 * The number a phone is compared and searched by: its digits, without the country digit 1 of an
 * 11-digit number — `+1 612 555 0142` and `612-555-0142` are one number (clients §5: the list is
 * de-duplicated by number).
 *
 * @example
 * phoneKey('+1 (612) 555-0142') // '6125550142'
 * phoneKey('4 612 555 0142') // '46125550142'
 */
export function phoneKey(value: string | number | null | undefined): string {
  const d = phoneDigits(value);
  return d.length === 11 && d.startsWith(PHONE_COUNTRY_DIGIT) ? d.slice(1) : d;
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
 * True when the list already has a phone with the same number ({@link phoneKey}) and the same type.
 *
 * @example
 * hasPhone([{ phoneNumber: '5551234567', phoneTypeId: 1 }], { phoneNumber: '555 123 4567', phoneTypeId: 1 }) // true
 */
export function hasPhone(list: readonly PhoneEntry[], phone: PhoneEntry): boolean {
  const key = phoneKey(phone.phoneNumber);
  return list.some((p) => phoneKey(p.phoneNumber) === key && sameType(p.phoneTypeId, phone.phoneTypeId));
}

/**
 * True when the list already has the same number, whatever its type or spelling ({@link phoneKey}):
 * the client's phone list is de-duplicated by number (clients §5).
 *
 * @example
 * hasPhoneNumber([{ phoneNumber: '6125550142', phoneTypeId: 1 }], { phoneNumber: '+1 612 555 0142', phoneTypeId: 2 }) // true
 */
export function hasPhoneNumber(list: readonly PhoneEntry[], phone: PhoneEntry): boolean {
  const key = phoneKey(phone.phoneNumber);
  return list.some((p) => phoneKey(p.phoneNumber) === key);
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
 * De-duplicates a phone list by number ({@link phoneKey}: the digits, a country digit 1 aside),
 * keeping the first of each (clients §5). The client's list, and phones copied from the PIMS.
 *
 * @example
 * dedupePhonesByNumber([{ phoneNumber: '555 1234' }, { phoneNumber: '5551234' }]).length // 1
 */
export function dedupePhonesByNumber<P extends PhoneEntry>(list: readonly P[]): P[] {
  const seen = new Set<string>();
  return list.filter((p) => {
    const d = phoneKey(p.phoneNumber);
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
