/**
 * Addresses (clients §5, admin §5): limits, completeness, duplicate detection and the write schema.
 */
import * as z from 'zod';
import { COMMON_MESSAGES } from '../messages/common.js';
import type { Id } from './ids.js';
import { invalid, valid, type ValidationResult } from './validation.js';
import { trimToNull } from './text.js';
import { optionalId, optionalText, requiredText } from './text-fields.js';
import { stateCode, type UsStateCode } from './us-states.js';

/**
 * Address limits (clients §9, admin §9).
 *
 * @example
 * import { ADDRESS_LIMITS } from '@vetrx/core/common';
 */
export const ADDRESS_LIMITS = { addressLine1: 100, addressLine2: 60, city: 60, zip: 5 } as const;

/**
 * Address type descriptions of the reference list (clients §3, admin §3).
 *
 * @example
 * import { ADDRESS_TYPES } from '@vetrx/core/common';
 */
export const ADDRESS_TYPES = ['Home', 'Office', 'Other', 'Shipping', 'Billing'] as const;
/**
 * One of {@link ADDRESS_TYPES}.
 *
 * @example
 * import type { AddressTypeName } from '@vetrx/core/common';
 */
export type AddressTypeName = (typeof ADDRESS_TYPES)[number];

/**
 * An address, structurally: the fields rules read. PIMS addresses are mapped to this shape first.
 *
 * @example
 * import type { AddressEntry } from '@vetrx/core/common';
 */
export interface AddressEntry {
  readonly addressTypeId?: Id | null;
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly city?: string | null;
  readonly state?: string | null;
  readonly zip?: string | null;
}

/**
 * An address as a record holds it (a location's, read back for a form or copied to an office-use
 * client): line 1, city, state and zip are always there.
 *
 * @example
 * const saved: SavedAddress = { addressTypeId: '1', addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701', isActive: true };
 */
export interface SavedAddress {
  readonly uuid?: string | null;
  readonly addressTypeId?: Id | null;
  readonly addressLine1: string;
  readonly addressLine2?: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly isActive?: boolean | null;
}

/** The postal fields of an address: what makes it a place, without its id, type or status. */
type PostalFields = 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zip';

/**
 * The postal part of an address (its lines, city, state and zip), copied field for field — for
 * building an input or a record from an address of another shape, beside its own id and type.
 *
 * @example
 * const input = { uuid: a.uuid, addressTypeId: a.addressTypeId, ...postalAddress(a) };
 */
export function postalAddress<A extends { [K in PostalFields]: unknown }>(a: A): Pick<A, PostalFields> {
  return { addressLine1: a.addressLine1, addressLine2: a.addressLine2, city: a.city, state: a.state, zip: a.zip };
}

/**
 * True only when line 1, city, postal code and state are all present (clients §5, admin §5).
 *
 * @example
 * isAddressComplete({ addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' }) // true
 */
export function isAddressComplete(address: AddressEntry): boolean {
  return [address.addressLine1, address.city, address.zip, address.state].every((v) => trimToNull(v) !== null);
}

const part = (v: string | null | undefined): string => (trimToNull(v) ?? '').toLowerCase();

/**
 * The comparison key of an address: line 1, line 2, city, state, zip and type, each trimmed and
 * lower-cased (clients §5). Decided: a state is compared by its two-letter code when it names one of
 * the 50 states or DC, so "Texas" and "TX" match.
 *
 * @example
 * addressKey({ addressLine1: ' 1 Main St ', state: 'Texas' }) === addressKey({ addressLine1: '1 MAIN ST', state: 'tx' }) // true
 */
export function addressKey(address: AddressEntry): string {
  const state = stateCode(address.state)?.toLowerCase() ?? part(address.state);
  const type = address.addressTypeId === null || address.addressTypeId === undefined ? '' : String(address.addressTypeId);
  return JSON.stringify([part(address.addressLine1), part(address.addressLine2), part(address.city), state, part(address.zip), type]);
}

/**
 * True when `candidate` repeats an address of `list` (see {@link addressKey}).
 *
 * @example
 * isDuplicateAddress([home], { ...home, city: home.city.toUpperCase() }) // true
 */
export function isDuplicateAddress(list: readonly AddressEntry[], candidate: AddressEntry): boolean {
  const key = addressKey(candidate);
  return list.some((a) => addressKey(a) === key);
}

/**
 * Checks an address before it is added to a list: a duplicate is refused with
 * 'Address: The address already exists' under the field `address`.
 *
 * @example
 * checkNewAddress([home], home) // { ok: false, errors: { address: 'Address: The address already exists' } }
 */
export function checkNewAddress<A extends AddressEntry>(list: readonly A[], candidate: A): ValidationResult<A[]> {
  return isDuplicateAddress(list, candidate)
    ? invalid({ address: COMMON_MESSAGES.duplicateAddress })
    : valid([...list, candidate]);
}

/**
 * A state field: required; a state name or code of the 50 states or DC, normalised to the two-letter
 * code.
 *
 * @example
 * stateField().safeParse('texas').data // 'TX'
 */
export function stateField() {
  return z.unknown().optional().transform((raw, ctx): UsStateCode => {
    const text = trimToNull(raw);
    if (text === null) {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.fieldRequired });
      return z.NEVER;
    }
    const code = stateCode(text);
    if (code === null) {
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidState });
      return z.NEVER;
    }
    return code;
  });
}

/**
 * What a zip box keeps of what is typed or pasted: its digits, at most five (ZIP+4's extension and any
 * dash dropped), so the box never holds what zipField refuses for its characters.
 *
 * @example
 * zipInput('78701-1234') // '78701'
 */
export function zipInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, ADDRESS_LIMITS.zip);
}

/**
 * A zip field: required, digits only, exactly 5.
 *
 * @example
 * zipField().safeParse('7870').success // false
 */
export function zipField() {
  return requiredText({ pattern: [/^\d{5}$/, COMMON_MESSAGES.invalidZip] });
}

/**
 * One address of a write payload (uuid optional, addressTypeId, addressLine1, addressLine2, city,
 * state, zip): line 1 (≤ 100), city (≤ 60), state and zip required; line 2 optional (≤ 60); all
 * trimmed, so none can be blank. Decided: a blank line 2 is stored as `null`; a missing type id is kept
 * `null` for the caller to default to Home.
 *
 * @example
 * addressInputSchema.parse({ addressLine1: '1 Main', city: 'Austin', state: 'Texas', zip: '78701' }).state // 'TX'
 */
export const addressInputSchema = z.object({
  uuid: optionalText(),
  addressTypeId: optionalId(),
  addressLine1: requiredText({ max: ADDRESS_LIMITS.addressLine1 }),
  addressLine2: optionalText({ max: ADDRESS_LIMITS.addressLine2 }),
  city: requiredText({ max: ADDRESS_LIMITS.city }),
  state: stateField(),
  zip: zipField(),
});

/**
 * A normalised address of a write payload.
 *
 * @example
 * import type { AddressInput } from '@vetrx/core/common';
 */
export type AddressInput = z.output<typeof addressInputSchema>;

/**
 * Adds an issue 'Address: The address already exists' on each address of a list that repeats an
 * earlier one (path `<field>.<index>`). Used inside the write schemas.
 *
 * @example
 * schema.superRefine((v, ctx) => flagDuplicateAddresses(v.locationClientAddress, 'locationClientAddress', ctx))
 */
export function flagDuplicateAddresses(
  list: unknown,
  field: string,
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: (string | number)[] }) => void },
): void {
  if (!Array.isArray(list)) return;
  const seen = new Set<string>();
  list.forEach((a, i) => {
    if (!a || typeof a !== 'object') return;
    const key = addressKey(a as AddressEntry);
    if (seen.has(key)) ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.duplicateAddress, path: [field, i] });
    seen.add(key);
  });
}
