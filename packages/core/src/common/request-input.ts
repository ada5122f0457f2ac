import { COMMON_MESSAGES } from '../messages/common.js';
import type { FieldErrors } from './validation.js';

/**
 * The largest record id (PostgreSQL `integer`): an id above it cannot exist and answers NOT_FOUND.
 *
 * @example
 * isRecordId('2147483648') // false
 */
export const RECORD_ID_MAX = 2_147_483_647;

/**
 * The most rows any paged list answers (the global page-size cap): a larger `take` is read as 500.
 *
 * @example
 * pageArgs({ take: 100000 }).take // 500
 */
export const PAGE_TAKE_MAX = 500;

/**
 * True for a value that can name a stored record: a positive whole number up to {@link RECORD_ID_MAX},
 * as a number or a string of digits.
 *
 * @example
 * isRecordId('42') // true
 * isRecordId('99999999999') // false
 */
export function isRecordId(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value <= RECORD_ID_MAX;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return false;
  const n = Number(value);
  return n > 0 && n <= RECORD_ID_MAX;
}

/**
 * True when an id-like value is a number or a string of digits that no record can have: above
 * {@link RECORD_ID_MAX}, or a negative or fractional number. Other strings (uuids, PIMS ids) are left to
 * the operation, and so is 0: the portal sends '0' for "no type" (a PIMS phone without a phone type),
 * which the operation stores as none; an operation looking up record 0 answers NOT_FOUND itself.
 *
 * @example
 * isImpossibleRecordId('2147483648') // true
 * isImpossibleRecordId('0') // false
 * isImpossibleRecordId('abc-1') // false
 */
export function isImpossibleRecordId(value: unknown): boolean {
  if (typeof value === 'number') return value !== 0 && !isRecordId(value);
  return typeof value === 'string' && /^\d+$/.test(value) && Number(value) !== 0 && !isRecordId(value);
}

/** C0 controls and DEL, except tab, line feed and carriage return (text areas send them). */
const isControl = (code: number): boolean => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/**
 * True when a text holds a control character (NUL, bell, escape…); tab and line breaks are text.
 *
 * @example
 * hasControlCharacters('a\u0000b') // true
 * hasControlCharacters('line 1\nline 2') // false
 */
export function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (isControl(text.charCodeAt(i))) return true;
  return false;
}

/**
 * The paging arguments of a list: `skip` and `take` must not be negative ('Skip must be 0 or more',
 * 'Take must be 0 or more'); `take` above {@link PAGE_TAKE_MAX} is read as the cap.
 *
 * @example
 * pageArgs({ skip: -1 }).errors // { skip: 'Skip must be 0 or more' }
 * pageArgs({ take: 900 }).take // 500
 */
export function pageArgs(args: { skip?: number | null; take?: number | null }): { skip?: number | null; take?: number | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (args.skip != null && args.skip < 0) errors.skip = COMMON_MESSAGES.skipNegative;
  if (args.take != null && args.take < 0) errors.take = COMMON_MESSAGES.takeNegative;
  const take = args.take != null && args.take > PAGE_TAKE_MAX ? PAGE_TAKE_MAX : args.take;
  return { skip: args.skip, take, errors };
}
