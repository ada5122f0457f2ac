/**
 * Client searches (clients §2, §5): the Add Client search modal (local and PIMS), the client list
 * search, and the PIMS search of the link panel.
 */
import * as z from 'zod';
import type { Id } from '../common/ids.js';
import { phoneDigits, phoneKey } from '../common/phone.js';
import { RAW_PHONE_CONNECTION_TYPE, isConnectionTypeIn } from '../common/pims.js';
import { maxLengthMessage, trimToNull } from '../common/text.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { CLIENT_SCREEN_LABELS } from '../messages/clients.js';
import { CLIENT_LIMITS, CLIENT_SEARCH_RULES } from './constants.js';

/**
 * The inputs of the Add Client search modal.
 *
 * @example
 * import type { ClientSearchFields } from '@vetrx/core/client';
 */
export interface ClientSearchFields {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly patientName?: string | null;
}

/**
 * The search inputs, trimmed (`''` when empty), with the phone's digits when the phone counts.
 *
 * @example
 * import type { NormalizedClientSearch } from '@vetrx/core/client';
 */
export interface NormalizedClientSearch {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly patientName: string;
  /** The phone as typed (trimmed), or `''` when it does not count. */
  readonly phone: string;
  /** The digits of the phone, or `''` when it does not count. */
  readonly phoneDigits: string;
}

const SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'patientName'] as const;

/**
 * Checks the modal's inputs: each at most 50 characters after trimming (clients §2, §5).
 *
 * @example
 * validateClientSearchFields({ firstName: 'a'.repeat(51) }) // { ok: false, errors: { firstName: 'Must be 50 characters or fewer' } }
 */
export function validateClientSearchFields(fields: ClientSearchFields): ValidationResult<ClientSearchFields> {
  const errors: Record<string, string> = {};
  for (const key of SEARCH_FIELDS) {
    if ((trimToNull(fields[key]) ?? '').length > CLIENT_LIMITS.searchInput) errors[key] = maxLengthMessage(CLIENT_LIMITS.searchInput);
  }
  return Object.keys(errors).length ? invalid(errors) : valid(fields);
}

/**
 * True when a typed phone takes part in the search: longer than 7 characters and at least 7 digits
 * (clients §5).
 *
 * @example
 * phoneCountsForSearch('555 123') // false
 */
export function phoneCountsForSearch(phone: string | null | undefined): boolean {
  const text = trimToNull(phone) ?? '';
  return text.length > CLIENT_SEARCH_RULES.phoneTriggerLength && phoneDigits(text).length >= CLIENT_SEARCH_RULES.phoneMinDigits;
}

/**
 * Trims the inputs and drops a phone that does not count ({@link phoneCountsForSearch}). Decided: a pipe
 * character inside an input is removed, as the local filter uses it as its separator.
 *
 * @example
 * normalizeClientSearch({ firstName: ' ann ', phone: '555' }) // { firstName: 'ann', phone: '', phoneDigits: '', … }
 */
export function normalizeClientSearch(fields: ClientSearchFields): NormalizedClientSearch {
  const clean = (v: string | null | undefined) => (trimToNull(v) ?? '').replace(/\|/g, '').trim();
  const counts = phoneCountsForSearch(fields.phone);
  return {
    firstName: clean(fields.firstName),
    lastName: clean(fields.lastName),
    email: clean(fields.email),
    patientName: clean(fields.patientName),
    phone: counts ? clean(fields.phone) : '',
    phoneDigits: counts ? phoneDigits(fields.phone) : '',
  };
}

/**
 * The modal search runs only when at least one input is filled, a phone counting only per
 * {@link phoneCountsForSearch} (clients §5).
 *
 * @example
 * shouldRunClientSearch({ phone: '555 12' }) // false
 */
export function shouldRunClientSearch(fields: ClientSearchFields): boolean {
  const n = normalizeClientSearch(fields);
  return [n.firstName, n.lastName, n.email, n.patientName, n.phoneDigits].some((v) => v !== '');
}

/**
 * The single filter of the local search: e-mail, first name, last name, patient name and the phone's
 * digits joined with `|` (clients §5). Decided: every position is always present (an empty input gives
 * an empty part, e.g. `|ann|||`), so the server reads each part by its position
 * ({@link parseLocalClientSearchFilter}).
 *
 * @example
 * localClientSearchFilter({ firstName: 'Ann', phone: '555 123 4567' }) // '|Ann|||5551234567'
 */
export function localClientSearchFilter(fields: ClientSearchFields): string {
  const n = normalizeClientSearch(fields);
  return [n.email, n.firstName, n.lastName, n.patientName, n.phoneDigits].join('|');
}

/**
 * The parts of a local search filter, by position.
 *
 * @example
 * import type { LocalClientSearchParts } from '@vetrx/core/client';
 */
export interface LocalClientSearchParts {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly patientName: string;
  readonly phoneDigits: string;
}

/**
 * Reads a filter written by {@link localClientSearchFilter}; missing positions are empty.
 *
 * @example
 * parseLocalClientSearchFilter('|Ann|||5551234567').firstName // 'Ann'
 */
export function parseLocalClientSearchFilter(filter: string): LocalClientSearchParts {
  const [email = '', firstName = '', lastName = '', patientName = '', phone = ''] = filter.split('|');
  return {
    email: email.trim(),
    firstName: firstName.trim(),
    lastName: lastName.trim(),
    patientName: patientName.trim(),
    phoneDigits: phoneKey(phone),
  };
}

/** Text made only of digits and the punctuation people write phone numbers with. */
const PHONE_SHAPED = /^[\d\s().+-]+$/;

/**
 * The terms of the client list's search box (clients §2): one per word, each of which must match —
 * except that a search written as a phone number (digits and phone punctuation only, at least 7
 * digits: `+1 612 555 0142`, `(612) 555-0142`) is one term, whatever its spaces.
 *
 * @example
 * clientSearchBoxTerms('ann lee') // ['ann', 'lee']
 * clientSearchBoxTerms('+1 612 555 0142') // ['+1 612 555 0142']
 */
export function clientSearchBoxTerms(filter: string | null | undefined): string[] {
  const text = (filter ?? '').trim();
  if (text === '') return [];
  if (PHONE_SHAPED.test(text) && phoneDigits(text).length >= CLIENT_SEARCH_RULES.phoneMinDigits) return [text];
  return text.split(/\s+/);
}

/**
 * The digits a term of the search box also matches phones by ({@link phoneKey}: a country digit 1
 * of 11 digits dropped), or `null` when the term is not a number (3 digits or more, and nothing but
 * digits and phone punctuation).
 *
 * @example
 * phoneSearchDigits('+1 612 555 0142') // '6125550142'
 * phoneSearchDigits('ann') // null
 */
export function phoneSearchDigits(term: string): string | null {
  const digits = phoneKey(term);
  return PHONE_SHAPED.test(term) && digits.length >= 3 ? digits : null;
}

/**
 * Variables of LocationClientSearch for the modal's local search (clients §5, §7).
 *
 * @example
 * import type { LocalClientSearchVariables } from '@vetrx/core/client';
 */
export interface LocalClientSearchVariables {
  readonly filter: string;
  readonly locationId: Id;
  readonly organizationId: Id | null;
  readonly activeFilterType: 'active';
  readonly take: number;
  readonly skip: number;
}

/**
 * The LocationClientSearch variables of the modal: the joined filter, restricted to active clients of
 * the organization and the location.
 *
 * @example
 * localClientSearchVariables({ firstName: 'Ann' }, { locationId: 4, organizationId: 1 }).activeFilterType // 'active'
 */
export function localClientSearchVariables(
  fields: ClientSearchFields,
  scope: { readonly locationId: Id; readonly organizationId?: Id | null; readonly take?: number; readonly skip?: number },
): LocalClientSearchVariables {
  return {
    filter: localClientSearchFilter(fields),
    locationId: scope.locationId,
    organizationId: scope.organizationId ?? null,
    activeFilterType: 'active',
    take: scope.take ?? 10,
    skip: scope.skip ?? 0,
  };
}

/**
 * The input of searchPimsCaretakers (clients §7).
 *
 * @example
 * import type { PimsCaretakerSearchInput } from '@vetrx/core/client';
 */
export interface PimsCaretakerSearchInput {
  readonly checkIfPatientDeceased: true;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly patientName: string;
  readonly phone: string;
  readonly pimsAccountId: string;
  readonly pimsAccountLocationId: string | null;
  readonly pimsConnectionType: string;
}

/**
 * The PIMS search input (clients §5): the phone as digits only, except for the connection type that
 * needs the raw text (CORNERSTONE); checkIfPatientDeceased is always true.
 *
 * @example
 * pimsCaretakerSearchInput({ phone: '(555) 123-4567' }, { pimsAccountId: 'a', pimsConnectionType: 'EZYVET' }).phone // '5551234567'
 */
export function pimsCaretakerSearchInput(
  fields: ClientSearchFields,
  account: { readonly pimsAccountId: string; readonly pimsAccountLocationId?: string | null; readonly pimsConnectionType: string },
): PimsCaretakerSearchInput {
  const n = normalizeClientSearch(fields);
  const raw = isConnectionTypeIn([RAW_PHONE_CONNECTION_TYPE], account.pimsConnectionType);
  return {
    checkIfPatientDeceased: true,
    email: n.email,
    firstName: n.firstName,
    lastName: n.lastName,
    patientName: n.patientName,
    phone: raw ? n.phone : n.phoneDigits,
    pimsAccountId: account.pimsAccountId,
    pimsAccountLocationId: account.pimsAccountLocationId ?? null,
    pimsConnectionType: account.pimsConnectionType,
  };
}

/**
 * The client list search term: the trimmed text from 3 characters, `null` below (no filtering), at
 * most 50 characters kept (clients §2, §5). The list goes back to page 1 whenever the term changes.
 *
 * @example
 * clientListSearchTerm(' an ') // null
 */
export function clientListSearchTerm(text: string | null | undefined): string | null {
  const t = (trimToNull(text) ?? '').slice(0, CLIENT_LIMITS.searchInput);
  return t.length >= CLIENT_SEARCH_RULES.listMinLength ? t : null;
}

/**
 * The text of the client list search: trimmed, from 3 characters (the list's hint otherwise) up to 50
 * (clients §5, §9). Shared by the web list and `vetrx client find`.
 *
 * @example
 * clientListSearchTextSchema.safeParse('an').success // false: 'Type at least 3 characters to search.'
 */
export const clientListSearchTextSchema = z
  .string()
  .trim()
  .min(CLIENT_SEARCH_RULES.listMinLength, CLIENT_SCREEN_LABELS.searchMinHint)
  .max(CLIENT_LIMITS.searchInput, maxLengthMessage(CLIENT_LIMITS.searchInput));

/**
 * The client list counts its matches exactly up to this many: past it the list only
 * pages, and counting 140,000 matches of a three-letter search to print the number costs more than
 * the page itself.
 *
 * @example
 * import { CLIENT_SEARCH_EXACT_COUNT } from '@vetrx/core/client';
 */
export const CLIENT_SEARCH_EXACT_COUNT = 1000;

/**
 * How far LocationClientSearch counts for a page: one more than it vouches for, so a count of exactly
 * this limit means "more than limit − 1" and the next page is still reachable.
 *
 * @example
 * clientSearchCountLimit(0, 10) // 1001
 * clientSearchCountLimit(2000, 50) // 2051
 */
export function clientSearchCountLimit(skip: number, take: number): number {
  return Math.max(CLIENT_SEARCH_EXACT_COUNT, Math.max(0, skip) + Math.max(0, take)) + 1;
}

/**
 * What the client list shows for a LocationClientSearch count: the exact number, or — when the
 * server stopped counting — "More than" the number it vouches for.
 *
 * @example
 * clientSearchCountText(42, 0, 10) // '42 clients'
 * clientSearchCountText(1, 0, 10) // '1 client'
 * clientSearchCountText(1001, 0, 10) // 'More than 1000 clients'
 */
export function clientSearchCountText(count: number, skip: number, take: number): string {
  const limit = clientSearchCountLimit(skip, take);
  return count >= limit
    ? CLIENT_SCREEN_LABELS.resultCountMore.replace('{count}', String(limit - 1))
    : count === 1
      ? CLIENT_SCREEN_LABELS.oneClient
      : CLIENT_SCREEN_LABELS.resultCount.replace('{count}', String(count));
}
