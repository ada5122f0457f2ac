import * as z from 'zod';

/**
 * Prescription status codes (`rxStatus.code`, prescribing §4). The spec names Draft,
 * FaxedToPharmacy, MailedToPharmacy, DeclinedByPharmacy, Created, AcceptedByPharmacy "and others";
 * the others are decided from the listing values: SentToPharmacy, ReceivedByPharmacy,
 * MoreInfoRequired, Declined and RejectedDraft. Eleven codes in all.
 *
 * @example
 * RX_STATUS_CODES.length // 11
 */
export const RX_STATUS_CODES = [
  'Draft',
  'Created',
  'SentToPharmacy',
  'FaxedToPharmacy',
  'MailedToPharmacy',
  'ReceivedByPharmacy',
  'MoreInfoRequired',
  'AcceptedByPharmacy',
  'DeclinedByPharmacy',
  'Declined',
  'RejectedDraft',
] as const;

/**
 * One of {@link RX_STATUS_CODES}.
 *
 * @example
 * const code: RxStatusCode = 'AcceptedByPharmacy';
 */
export type RxStatusCode = (typeof RX_STATUS_CODES)[number];

/**
 * Zod schema of a prescription status code.
 *
 * @example
 * rxStatusCodeSchema.parse('Draft') // 'Draft'
 */
export const rxStatusCodeSchema = z.enum(RX_STATUS_CODES);

/**
 * Is the value a known prescription status code?
 *
 * @example
 * isRxStatusCode('Created') // true
 */
export function isRxStatusCode(value: unknown): value is RxStatusCode {
  return typeof value === 'string' && (RX_STATUS_CODES as readonly string[]).includes(value);
}

/**
 * Listing values of the prescription status (prescribing §4), as lists and filters use them.
 *
 * @example
 * RX_STATUS_LISTING_VALUES[0] // 'draft'
 */
export const RX_STATUS_LISTING_VALUES = [
  'draft',
  'sent_to_pharmacy',
  'faxed',
  'mailed',
  'received_by_pharmacy',
  'more_info_required',
  'accepted_by_pharmacy',
  'declined',
  'created',
  'rejected_draft',
] as const;

/**
 * One of {@link RX_STATUS_LISTING_VALUES}.
 *
 * @example
 * const value: RxStatusListingValue = 'sent_to_pharmacy';
 */
export type RxStatusListingValue = (typeof RX_STATUS_LISTING_VALUES)[number];

/**
 * A listing value in upper case, as `rxStatusFilters` sends it ('SENT_TO_PHARMACY').
 *
 * @example
 * const filter: RxStatusFilterValue = 'SENT_TO_PHARMACY';
 */
export type RxStatusFilterValue = Uppercase<RxStatusListingValue>;

/**
 * Status codes each listing value stands for. Decided: `declined` covers both Declined and
 * DeclinedByPharmacy (there is no separate listing value for the pharmacy's decline).
 *
 * @example
 * RX_LISTING_CODES.declined // ['Declined', 'DeclinedByPharmacy']
 */
export const RX_LISTING_CODES: Readonly<Record<RxStatusListingValue, readonly RxStatusCode[]>> = {
  draft: ['Draft'],
  sent_to_pharmacy: ['SentToPharmacy'],
  faxed: ['FaxedToPharmacy'],
  mailed: ['MailedToPharmacy'],
  received_by_pharmacy: ['ReceivedByPharmacy'],
  more_info_required: ['MoreInfoRequired'],
  accepted_by_pharmacy: ['AcceptedByPharmacy'],
  declined: ['Declined', 'DeclinedByPharmacy'],
  created: ['Created'],
  rejected_draft: ['RejectedDraft'],
};

/**
 * The listing value of a status code.
 *
 * @example
 * rxStatusListingValue('FaxedToPharmacy') // 'faxed'
 */
export function rxStatusListingValue(code: RxStatusCode): RxStatusListingValue {
  return RX_STATUS_LISTING_VALUES.find((v) => RX_LISTING_CODES[v].includes(code)) as RxStatusListingValue;
}

/**
 * The filter variant (upper case) of a listing value.
 *
 * @example
 * rxStatusFilterValue('more_info_required') // 'MORE_INFO_REQUIRED'
 */
export function rxStatusFilterValue(value: RxStatusListingValue): RxStatusFilterValue {
  return value.toUpperCase() as RxStatusFilterValue;
}

/**
 * Reads a listing or filter value in either case; anything else is `null`.
 *
 * @example
 * parseRxStatusListingValue('ACCEPTED_BY_PHARMACY') // 'accepted_by_pharmacy'
 */
export function parseRxStatusListingValue(value: string | null | undefined): RxStatusListingValue | null {
  const v = (value ?? '').trim().toLowerCase();
  return (RX_STATUS_LISTING_VALUES as readonly string[]).includes(v) ? (v as RxStatusListingValue) : null;
}

/**
 * The status codes an `rxStatusFilters` list selects (the server's filter); unknown values are
 * ignored, duplicates removed.
 *
 * @example
 * rxStatusCodesForFilters(['DECLINED', 'DRAFT']) // ['Declined', 'DeclinedByPharmacy', 'Draft']
 */
export function rxStatusCodesForFilters(filters: readonly string[]): RxStatusCode[] {
  const out = new Set<RxStatusCode>();
  for (const f of filters) {
    const v = parseRxStatusListingValue(f);
    if (v) for (const c of RX_LISTING_CODES[v]) out.add(c);
  }
  return [...out];
}
