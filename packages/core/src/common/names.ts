/**
 * Person, patient and role names (clients §5, admin §5): allowed characters, limits and the
 * capitalisation of client names.
 *
 * Decided: "letters" means letters of any alphabet (Unicode letters and their combining marks), so
 * names such as "José" or "Zoë" are accepted.
 */
import { COMMON_MESSAGES } from '../messages/common.js';
import { optionalText, requiredText } from './text-fields.js';

/**
 * Client, patient and admin-edit user names: letters, digits, spaces and . ' - , ( ) " (clients §5, admin §5).
 *
 * @example
 * import { NAME_PATTERN } from '@vetrx/core/common';
 */
export const NAME_PATTERN = /^[\p{L}\p{M}0-9 .'\-,()"]+$/u;
/**
 * Account (My Account) first and last names: letters, spaces and . ' - (admin §5).
 *
 * @example
 * import { ACCOUNT_NAME_PATTERN } from '@vetrx/core/common';
 */
export const ACCOUNT_NAME_PATTERN = /^[\p{L}\p{M} .'-]+$/u;
/**
 * Display names: letters and . ' - space (admin §5).
 *
 * @example
 * import { DISPLAY_NAME_PATTERN } from '@vetrx/core/common';
 */
export const DISPLAY_NAME_PATTERN = /^[\p{L}\p{M} .'-]+$/u;
/**
 * Role names: letters and spaces (admin §5).
 *
 * @example
 * import { ROLE_NAME_PATTERN } from '@vetrx/core/common';
 */
export const ROLE_NAME_PATTERN = /^[\p{L}\p{M} ]+$/u;

/**
 * Name limits (admin §5, §9).
 *
 * @example
 * import { NAME_LIMITS } from '@vetrx/core/common';
 */
export const NAME_LIMITS = {
  /**
   * A client's, a patient's and an admin-edited user's names. Decided (0330): the spec gives none; 50,
   * the search inputs' limit, so that any saved name can be searched for whole.
   */
  name: 50,
  /** Account first and last name. */
  accountName: 30,
  /** Location user display name. */
  displayName: 60,
  /** Role name. */
  roleName: 30,
} as const;

/**
 * Capitalises the first letter of each word, leaving the other letters as typed (so "McDonald" stays).
 * A word starts at the beginning of the text or after a space, a hyphen, an opening parenthesis or a
 * double quote (clients §2: "Names are auto-capitalised at each word start").
 *
 * @example
 * capitalizeWords('mary-jane o\'neil') // "Mary-Jane O'neil"
 */
export function capitalizeWords(value: string): string {
  return value.replace(/(^|[\s\-("])(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/**
 * True when a trimmed, non-empty name uses only the allowed characters of {@link NAME_PATTERN}.
 *
 * @example
 * isValidName('Rex (2)') // true
 */
export function isValidName(value: string): boolean {
  return NAME_PATTERN.test(value.trim());
}

/**
 * A required name (client when active, patient, admin-edit user): trimmed, at most 50, letters, digits,
 * spaces and . ' - , ( ) ", with 'This field is required', 'Must be 50 characters or fewer' and
 * 'Should be alphabetical characters and Space'.
 *
 * @example
 * requiredName().safeParse(' Rex ').data // 'Rex'
 */
export function requiredName() {
  return requiredText({ max: NAME_LIMITS.name, pattern: [NAME_PATTERN, COMMON_MESSAGES.alphabetOnly] });
}

/**
 * An optional name (client names of an inactive client): `null` when empty, otherwise as
 * {@link requiredName}.
 *
 * @example
 * optionalName().safeParse('').data // null
 */
export function optionalName() {
  return optionalText({ max: NAME_LIMITS.name, pattern: [NAME_PATTERN, COMMON_MESSAGES.alphabetOnly] });
}

/**
 * Account first or last name: required, letters, spaces and . ' -, at most 30 (admin §5).
 *
 * @example
 * accountName().safeParse('Ann2').success // false
 */
export function accountName() {
  return requiredText({ max: NAME_LIMITS.accountName, pattern: [ACCOUNT_NAME_PATTERN, COMMON_MESSAGES.alphabetOnly] });
}

/**
 * Display name: required, letters and . ' - space, at most 60 (admin §5).
 *
 * @example
 * displayName().safeParse('Dr. Ann Lee').success // true
 */
export function displayName() {
  return requiredText({ max: NAME_LIMITS.displayName, pattern: [DISPLAY_NAME_PATTERN, COMMON_MESSAGES.alphabetOnly] });
}
