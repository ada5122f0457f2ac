/**
 * Linking a local client to its PIMS record and importing its data (clients §4): the Linked status,
 * the type mapping of imported addresses and phones, the copy-if-empty update, and the differences
 * that make 'PIMS Update Available' appear.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS, addressInputSchema, addressKey, flagDuplicateAddresses, isAddressComplete, type AddressEntry, type AddressInput } from '../common/address.js';
import { emailField, normalizeEmail } from '../common/email.js';
import { sameId, type Id } from '../common/ids.js';
import { dedupePhonesByNumber, isValidPhone, phoneDigits, phoneInputSchema, type PhoneInput } from '../common/phone.js';
import { PROVIDER_ID_CONNECTION_TYPE, isConnectionTypeIn, toConnectionType } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { flag, optionalText, requiredId } from '../common/text-fields.js';
import { invalid, validateWith, type ValidationResult } from '../common/validation.js';
import { MAIN_ROUTES } from '../access/routes.js';
import { CLIENT_VALIDATION_MESSAGES, PIMS_MESSAGES } from '../messages/clients.js';
import { CLIENT_LIMITS } from './constants.js';
import { connectionTypeField } from './schema.js';
import { stateCode } from '../common/us-states.js';
import { formatAddress } from '../format/address.js';
import { formatPhoneDisplay } from '../format/phone.js';

/**
 * The PIMS fields of a local client or patient.
 *
 * @example
 * import type { PimsLinkFields } from '@vetrx/core/client';
 */
export interface PimsLinkFields {
  readonly pimsId?: string | null;
  readonly pimsProviderId?: string | null;
  readonly pimsConnectionType?: string | null;
}

/**
 * A client (or patient) counts as Linked when it has a pimsId, or when its connection type is the one
 * that uses provider ids (BITWERX) and a provider id is set (clients §4).
 *
 * @example
 * isPimsLinked({ pimsConnectionType: 'BITWERX', pimsProviderId: 'p-9' }) // true
 */
export function isPimsLinked(record: PimsLinkFields): boolean {
  if (trimToNull(record.pimsId) !== null) return true;
  return isConnectionTypeIn([PROVIDER_ID_CONNECTION_TYPE], record.pimsConnectionType) && trimToNull(record.pimsProviderId) !== null;
}

/**
 * A reference-list type (phone types, address types).
 *
 * @example
 * import type { ReferenceType } from '@vetrx/core/client';
 */
export interface ReferenceType {
  readonly id: Id;
  readonly description: string;
}

/**
 * The id of a type by description, or 0 when the reference list lacks it (clients §4).
 *
 * @example
 * typeIdOrZero([{ id: 4, description: 'Home' }], 'Other') // 0
 */
export function typeIdOrZero(types: readonly ReferenceType[], description: string): Id {
  return types.find((t) => t.description.trim().toLowerCase() === description.toLowerCase())?.id ?? 0;
}

/**
 * Type of an imported address: Home when the PIMS address is primary, else Other (clients §4).
 *
 * @example
 * importedAddressType(true) // 'Home'
 */
export function importedAddressType(isPrimary: boolean | null | undefined): 'Home' | 'Other' {
  return isPrimary === true ? 'Home' : 'Other';
}

/**
 * Type of an imported phone: Cell when the PIMS phone is primary, else Other (clients §4).
 *
 * @example
 * importedPhoneType(false) // 'Other'
 */
export function importedPhoneType(isPrimary: boolean | null | undefined): 'Cell' | 'Other' {
  return isPrimary === true ? 'Cell' : 'Other';
}

/**
 * A PIMS address (caretaker address), structurally.
 *
 * @example
 * import type { PimsAddress } from '@vetrx/core/client';
 */
export interface PimsAddress {
  readonly addressLine1?: string | null;
  readonly addressLine2?: string | null;
  readonly city?: string | null;
  readonly stateProvince?: string | null;
  readonly postalCode?: string | null;
  readonly isPrimary?: boolean | null;
  readonly isActive?: boolean | null;
}

/**
 * A PIMS phone, structurally.
 *
 * @example
 * import type { PimsPhone } from '@vetrx/core/client';
 */
export interface PimsPhone {
  readonly number?: string | null;
  readonly type?: string | null;
  readonly isPrimary?: boolean | null;
  readonly isValidMobile?: boolean | null;
}

/**
 * A PIMS client (caretaker), structurally: the fields linking reads.
 *
 * @example
 * import type { PimsCaretaker } from '@vetrx/core/client';
 */
export interface PimsCaretaker {
  readonly id?: string | number | null;
  readonly pimsId?: string | null;
  /** The provider's id, when the data service sends it apart from `id`. */
  readonly providerId?: string | null;
  readonly pimsAccountId?: string | null;
  readonly pimsConnectionType?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly isActive?: boolean | null;
  readonly emails?: readonly { readonly address?: string | null }[] | null;
  readonly phones?: readonly PimsPhone[] | null;
  readonly addresses?: readonly PimsAddress[] | null;
}

/**
 * An address as written to the API.
 *
 * @example
 * import type { ImportedAddress } from '@vetrx/core/client';
 */
export interface ImportedAddress {
  readonly addressTypeId: Id;
  readonly addressLine1: string;
  readonly addressLine2: string | null;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/**
 * A phone as written to the API.
 *
 * @example
 * import type { ImportedPhone } from '@vetrx/core/client';
 */
export interface ImportedPhone {
  readonly phoneTypeId: Id;
  readonly phoneNumber: string;
}

/**
 * Maps a PIMS address to a local one: type by {@link importedAddressType} (id 0 when missing from the
 * list), texts trimmed, state as its two-letter code. Decided: a ZIP+4 postal code keeps its first 5
 * digits; an address that is then incomplete, has no 5-digit zip, an unknown state or an over-long
 * field gives `null` (it could not be saved).
 *
 * @example
 * mapPimsAddress({ addressLine1: '1 Main', city: 'Austin', stateProvince: 'Texas', postalCode: '78701-1234', isPrimary: true }, types)
 * // { addressTypeId: <Home id>, addressLine1: '1 Main', addressLine2: null, city: 'Austin', state: 'TX', zip: '78701' }
 */
export function mapPimsAddress(address: PimsAddress, addressTypes: readonly ReferenceType[]): ImportedAddress | null {
  const zipMatch = /^(\d{5})(?:-?\d{4})?$/.exec(trimToNull(address.postalCode) ?? '');
  const state = stateCode(address.stateProvince);
  const mapped = {
    addressTypeId: typeIdOrZero(addressTypes, importedAddressType(address.isPrimary)),
    addressLine1: trimToNull(address.addressLine1) ?? '',
    addressLine2: trimToNull(address.addressLine2),
    city: trimToNull(address.city) ?? '',
    state: state ?? '',
    zip: zipMatch ? zipMatch[1] : '',
  };
  const fits =
    mapped.addressLine1.length <= ADDRESS_LIMITS.addressLine1 &&
    (mapped.addressLine2?.length ?? 0) <= ADDRESS_LIMITS.addressLine2 &&
    mapped.city.length <= ADDRESS_LIMITS.city;
  return isAddressComplete(mapped) && fits ? mapped : null;
}

/**
 * Maps a PIMS phone to a local one: type by {@link importedPhoneType} (id 0 when missing from the list),
 * number as digits. A number that is not 7, 10 or 11 digits gives `null`.
 *
 * @example
 * mapPimsPhone({ number: '(555) 123-4567', isPrimary: true }, types) // { phoneTypeId: <Cell id>, phoneNumber: '5551234567' }
 */
export function mapPimsPhone(phone: PimsPhone, phoneTypes: readonly ReferenceType[]): ImportedPhone | null {
  const digits = phoneDigits(phone.number);
  if (!isValidPhone(digits)) return null;
  return { phoneTypeId: typeIdOrZero(phoneTypes, importedPhoneType(phone.isPrimary)), phoneNumber: digits };
}

/**
 * The reference lists used to map imported addresses and phones.
 *
 * @example
 * import type { ImportReferences } from '@vetrx/core/client';
 */
export interface ImportReferences {
  readonly addressTypes: readonly ReferenceType[];
  readonly phoneTypes: readonly ReferenceType[];
}

/**
 * The addresses of a PIMS client as local addresses: active ones (an unset flag counts as active),
 * primary first, mapped by {@link mapPimsAddress}, repeats dropped.
 *
 * @example
 * importPimsAddresses(caretaker, refs).length
 */
export function importPimsAddresses(caretaker: PimsCaretaker, refs: ImportReferences): ImportedAddress[] {
  const ordered = [...(caretaker.addresses ?? [])]
    .filter((a) => a.isActive !== false)
    .sort((a, b) => Number(b.isPrimary === true) - Number(a.isPrimary === true));
  const out: ImportedAddress[] = [];
  for (const a of ordered) {
    const mapped = mapPimsAddress(a, refs.addressTypes);
    if (mapped && !out.some((o) => addressKey(o) === addressKey(mapped))) out.push(mapped);
  }
  return out;
}

/**
 * The phones of a PIMS client as local phones: primary first, mapped by {@link mapPimsPhone},
 * de-duplicated by number (clients §5).
 *
 * @example
 * importPimsPhones(caretaker, refs).map((p) => p.phoneNumber)
 */
export function importPimsPhones(caretaker: PimsCaretaker, refs: ImportReferences): ImportedPhone[] {
  const ordered = [...(caretaker.phones ?? [])].sort((a, b) => Number(b.isPrimary === true) - Number(a.isPrimary === true));
  return dedupePhonesByNumber(
    ordered.map((p) => mapPimsPhone(p, refs.phoneTypes)).filter((p): p is ImportedPhone => p !== null),
  );
}

/**
 * The e-mail of a PIMS client: its first e-mail with an address, normalised.
 *
 * @example
 * pimsCaretakerEmail({ emails: [{ address: ' A@B.co ' }] }) // 'a@b.co'
 */
export function pimsCaretakerEmail(caretaker: PimsCaretaker): string | null {
  for (const e of caretaker.emails ?? []) {
    const email = normalizeEmail(e.address);
    if (email !== null) return email;
  }
  return null;
}

/**
 * The PIMS ids of a caretaker: its pimsId, its provider id (the `providerId` field, else its `id` for
 * the provider-id connection type), and its connection type in canonical form.
 *
 * @example
 * pimsIdsOf({ id: 'b-1', pimsConnectionType: 'bitwerx' }) // { pimsId: null, pimsProviderId: 'b-1', pimsConnectionType: 'BITWERX' }
 */
export function pimsIdsOf(caretaker: {
  readonly id?: string | number | null;
  readonly pimsId?: string | null;
  readonly providerId?: string | null;
  readonly pimsConnectionType?: string | null;
}): { pimsId: string | null; pimsProviderId: string | null; pimsConnectionType: string | null } {
  const isProviderType = isConnectionTypeIn([PROVIDER_ID_CONNECTION_TYPE], caretaker.pimsConnectionType);
  const id = caretaker.id === null || caretaker.id === undefined ? null : trimToNull(String(caretaker.id));
  return {
    pimsId: trimToNull(caretaker.pimsId),
    pimsProviderId: trimToNull(caretaker.providerId) ?? (isProviderType ? id : null),
    pimsConnectionType: toConnectionType(caretaker.pimsConnectionType) ?? trimToNull(caretaker.pimsConnectionType),
  };
}

/**
 * The local client as the link reads it.
 *
 * @example
 * import type { LinkableClient } from '@vetrx/core/client';
 */
export interface LinkableClient {
  readonly id: Id;
  readonly isActive: boolean;
  readonly email?: string | null;
  readonly phones?: readonly { readonly phoneNumber: string; readonly phoneTypeId?: Id | null; readonly uuid?: string | null; readonly isActive?: boolean | null }[] | null;
  readonly addresses?: readonly (AddressEntry & { readonly uuid?: string | null; readonly isActive?: boolean | null })[] | null;
}

/**
 * The "Update client (link)" payload (clients §7).
 *
 * @example
 * import type { ClientLinkUpdate } from '@vetrx/core/client';
 */
export interface ClientLinkUpdate {
  readonly id: Id;
  readonly isActive: boolean;
  readonly pimsId: string | null;
  readonly pimsProviderId: string | null;
  readonly pimsConnectionType: string | null;
  readonly email: string | null;
  readonly locationClientAddress: readonly (AddressEntry & { readonly uuid?: string | null })[];
  readonly locationClientPhones: readonly { readonly phoneNumber: string; readonly phoneTypeId?: Id | null; readonly uuid?: string | null }[];
}

const activeOnly = <T extends { readonly isActive?: boolean | null }>(list: readonly T[] | null | undefined): T[] =>
  (list ?? []).filter((x) => x.isActive !== false);

/**
 * The update that links a client to a PIMS client (clients §4 step 3): pimsId, pimsProviderId and
 * pimsConnectionType from the PIMS; e-mail, addresses and phones copied from the PIMS only where the
 * local ones are empty (no e-mail; no active address; no active phone). A non-empty local value is never
 * overwritten; the active flag stays.
 *
 * @example
 * clientLinkUpdate({ id: 7, isActive: true, email: null }, caretaker, refs).email // the PIMS e-mail
 */
export function clientLinkUpdate(local: LinkableClient, caretaker: PimsCaretaker, refs: ImportReferences): ClientLinkUpdate {
  const localAddresses = activeOnly(local.addresses);
  const localPhones = activeOnly(local.phones);
  return {
    id: local.id,
    isActive: local.isActive,
    ...pimsIdsOf(caretaker),
    email: normalizeEmail(local.email) ?? pimsCaretakerEmail(caretaker),
    locationClientAddress: localAddresses.length > 0 ? localAddresses : importPimsAddresses(caretaker, refs),
    locationClientPhones: localPhones.length > 0 ? localPhones : importPimsPhones(caretaker, refs),
  };
}

/**
 * A difference between the local client and its PIMS record.
 *
 * @example
 * import type { PimsDifference } from '@vetrx/core/client';
 */
export interface PimsDifference<F extends string = string> {
  readonly field: F;
  readonly old: string | null;
  readonly new: string | null;
}

/**
 * The differences that show 'PIMS Update Available' on a client (clients §4): e-mail (the PIMS e-mail
 * differs from the local one, compared normalised), address (the primary PIMS address is not among the
 * local active addresses, compared without type) and phone (the primary PIMS phone's digits are not
 * among the local active phones). Values are display texts; the old address and phone are the first
 * local active ones. Nothing is reported for a field the PIMS leaves empty.
 *
 * @example
 * clientPimsDiff({ email: 'a@b.co' }, { emails: [{ address: 'c@d.co' }] }) // [{ field: 'email', old: 'a@b.co', new: 'c@d.co' }]
 */
export function clientPimsDiff(
  local: Pick<LinkableClient, 'email' | 'phones' | 'addresses'>,
  caretaker: PimsCaretaker,
): PimsDifference<'email' | 'address' | 'phone'>[] {
  const out: PimsDifference<'email' | 'address' | 'phone'>[] = [];
  const pimsEmail = pimsCaretakerEmail(caretaker);
  const localEmail = normalizeEmail(local.email);
  if (pimsEmail !== null && pimsEmail !== localEmail) out.push({ field: 'email', old: localEmail, new: pimsEmail });

  const pimsAddress = importPimsAddresses(caretaker, { addressTypes: [], phoneTypes: [] })[0];
  const localAddresses = activeOnly(local.addresses);
  const untyped = (a: AddressEntry) => addressKey({ ...a, addressTypeId: null });
  if (pimsAddress && !localAddresses.some((a) => untyped(a) === untyped(pimsAddress))) {
    out.push({ field: 'address', old: localAddresses[0] ? formatAddress(localAddresses[0]) : null, new: formatAddress(pimsAddress) });
  }

  const pimsPhone = importPimsPhones(caretaker, { addressTypes: [], phoneTypes: [] })[0];
  const localPhones = activeOnly(local.phones);
  if (pimsPhone && !localPhones.some((p) => phoneDigits(p.phoneNumber) === pimsPhone.phoneNumber)) {
    out.push({
      field: 'phone',
      old: localPhones[0] ? formatPhoneDisplay(localPhones[0].phoneNumber) ?? localPhones[0].phoneNumber : null,
      new: formatPhoneDisplay(pimsPhone.phoneNumber),
    });
  }
  return out;
}

/**
 * True when the client's PIMS record is the given caretaker (same pimsId, or same provider id).
 *
 * @example
 * isSamePimsRecord({ pimsId: '12' }, { pimsId: '12' }) // true
 */
export function isSamePimsRecord(local: PimsLinkFields, caretaker: { readonly id?: string | number | null; readonly pimsId?: string | null; readonly providerId?: string | null; readonly pimsConnectionType?: string | null }): boolean {
  const ids = pimsIdsOf(caretaker);
  return (
    (ids.pimsId !== null && sameId(trimToNull(local.pimsId), ids.pimsId)) ||
    (ids.pimsProviderId !== null && sameId(trimToNull(local.pimsProviderId), ids.pimsProviderId))
  );
}

/**
 * The "Update client (link)" input (clients §7) as the server reads it: the client id, the active flag
 * (kept as stored), the PIMS ids and connection type, and the e-mail, addresses and phones copied from
 * the PIMS client — normalised like the client form's (e-mail trimmed and lower-cased, phones as digits
 * without repeats, states as codes). A link needs a PIMS id, or a provider id for the provider-id
 * connection type ('Select a PIMS client to link.').
 *
 * @example
 * updateLocationClientLinkInputSchema.safeParse({ id: 7, isActive: true, pimsId: 'EZ-C-1', pimsConnectionType: 'EZYVET' }).success // true
 */
export const updateLocationClientLinkInputSchema = z
  .object({
    id: requiredId(),
    isActive: flag(true),
    pimsId: optionalText({ max: CLIENT_LIMITS.pimsId }),
    pimsProviderId: optionalText({ max: CLIENT_LIMITS.pimsId }),
    pimsConnectionType: connectionTypeField(),
    email: emailField({ max: CLIENT_LIMITS.email, required: false }),
    locationClientAddress: z
      .array(addressInputSchema)
      .nullish()
      .transform((list) => list ?? []),
    locationClientPhones: z
      .array(phoneInputSchema)
      .nullish()
      .transform((list) => dedupePhonesByNumber(list ?? [])),
  })
  .superRefine((v, ctx) => {
    if (v.pimsConnectionType === null) ctx.addIssue({ code: 'custom', message: CLIENT_VALIDATION_MESSAGES.unknownConnectionType, path: ['pimsConnectionType'] });
    else if (!isPimsLinked(v)) ctx.addIssue({ code: 'custom', message: PIMS_MESSAGES.pimsIdRequired, path: ['pimsId'] });
    flagDuplicateAddresses(v.locationClientAddress, 'locationClientAddress', ctx);
  });

/**
 * A normalised "Update client (link)" input.
 *
 * @example
 * import type { ClientLinkWrite } from '@vetrx/core/client';
 */
export type ClientLinkWrite = z.output<typeof updateLocationClientLinkInputSchema>;

/**
 * Validates an "Update client (link)" input (see {@link updateLocationClientLinkInputSchema}). A client
 * already linked keeps its PIMS id: another one is refused ('The PIMS ID cannot be changed once set.'),
 * the same one re-applies the copy-if-empty update.
 *
 * @example
 * validateClientLinkInput({ id: 7, pimsId: 'B', pimsConnectionType: 'EZYVET' }, { pimsId: 'A' }).ok // false
 */
export function validateClientLinkInput(input: unknown, existing: PimsLinkFields | null | undefined): ValidationResult<ClientLinkWrite> {
  const result = validateWith(updateLocationClientLinkInputSchema, input);
  const stored = trimToNull(existing?.pimsId);
  if (stored === null || !result.ok || result.value.pimsId === stored) return result;
  return invalid({ pimsId: CLIENT_VALIDATION_MESSAGES.pimsIdReadOnly });
}

/**
 * What a client link writes (clients §4 step 3): the PIMS ids and connection type always; the e-mail
 * only when the client has none; the addresses only when the client has no active address; the phones
 * only when it has no active phone (`null`: keep the stored ones). Never overwrites local data. Decided:
 * a phone or address type id 0 (a type missing from the reference list) is stored without a type.
 *
 * @example
 * clientLinkWrite({ email: 'a@b.co', activePhoneCount: 1, activeAddressCount: 0 }, linkInput).email // null (kept)
 */
export function clientLinkWrite(
  stored: { readonly email?: string | null; readonly activePhoneCount: number; readonly activeAddressCount: number },
  link: ClientLinkWrite,
): {
  pimsId: string | null;
  pimsProviderId: string | null;
  pimsConnectionType: string | null;
  /** The e-mail to store, or `null` to keep the stored one. */
  email: string | null;
  addresses: AddressInput[] | null;
  phones: PhoneInput[] | null;
} {
  const typed = <T extends { readonly [k: string]: unknown }>(entry: T, key: keyof T): T =>
    String(entry[key] ?? '') === '0' ? { ...entry, [key]: null } : entry;
  return {
    pimsId: link.pimsId,
    pimsProviderId: link.pimsProviderId,
    pimsConnectionType: link.pimsConnectionType,
    email: normalizeEmail(stored.email) === null ? link.email : null,
    addresses: stored.activeAddressCount === 0 && link.locationClientAddress.length > 0 ? link.locationClientAddress.map((a) => typed(a, 'addressTypeId')) : null,
    phones: stored.activePhoneCount === 0 && link.locationClientPhones.length > 0 ? link.locationClientPhones.map((p) => typed(p, 'phoneTypeId')) : null,
  };
}

/**
 * The link page of a client (clients §2 route /link), with its first and last name as the query the
 * page starts its search from (the unlinked-patient alert's 'Go to Link Page').
 *
 * @example
 * linkPageHref({ firstName: 'Ann', lastName: "O'Neil" }) // "/link?firstName=Ann&lastName=O%27Neil"
 */
export function linkPageHref(client: { readonly firstName?: string | null; readonly lastName?: string | null } | null | undefined): string {
  const encode = (v: string) => encodeURIComponent(v).replace(/'/g, '%27');
  const parts: string[] = [];
  const first = trimToNull(client?.firstName);
  const last = trimToNull(client?.lastName);
  if (first) parts.push(`firstName=${encode(first)}`);
  if (last) parts.push(`lastName=${encode(last)}`);
  return parts.length ? `${MAIN_ROUTES.link}?${parts.join('&')}` : MAIN_ROUTES.link;
}

/**
 * The search the link page starts from: its firstName and lastName query parameters joined with a
 * space, at most 50 characters (clients §2, §5: link-page client search max 50).
 *
 * @example
 * linkPageInitialSearch(new URLSearchParams('firstName=Ann&lastName=Lee')) // 'Ann Lee'
 */
export function linkPageInitialSearch(params: { get(name: string): string | null }): string {
  return [params.get('firstName'), params.get('lastName')]
    .map((v) => trimToNull(v))
    .filter((v): v is string => v !== null)
    .join(' ')
    .slice(0, CLIENT_LIMITS.searchInput);
}

/**
 * The link page's search term as sent (GetUnlinkedLocationClients `filter`): trimmed, at most 50
 * characters; `null` when empty (every unlinked client).
 *
 * @example
 * linkPageSearchTerm('  lee ') // 'lee'
 */
export function linkPageSearchTerm(text: string | null | undefined): string | null {
  return trimToNull((text ?? '').slice(0, CLIENT_LIMITS.searchInput));
}
