import { type DateLike, expiryKind } from './expiry.js';
import type { RxStatusCode } from './status.js';

/**
 * Statuses in which a prescription can never be filled by the client (decided): not yet authorized
 * (Draft), declined (Declined, DeclinedByPharmacy, RejectedDraft), or taken over by the pharmacy
 * (AcceptedByPharmacy, shown with the red circle).
 *
 * @example
 * UNFILLABLE_STATUSES.has('Draft') // true
 */
export const UNFILLABLE_STATUSES: ReadonlySet<RxStatusCode> = new Set<RxStatusCode>([
  'Draft',
  'Declined',
  'DeclinedByPharmacy',
  'RejectedDraft',
  'AcceptedByPharmacy',
]);

/**
 * The fields of a prescription that decide whether it is fillable.
 *
 * @example
 * const rx: FillableSource = { rxStatus: { code: 'Created' }, prescExpiryDate: '2026-06-01', product: { isActive: true } };
 */
export interface FillableSource {
  readonly archived?: boolean | null;
  readonly rxStatus?: { readonly code?: string | null } | null;
  readonly prescExpiryDate?: DateLike;
  readonly product?: { readonly isActive?: boolean | null } | null;
  readonly locationPatient?: { readonly isActive?: boolean | null; readonly isDeceased?: boolean | null } | null;
}

/**
 * Why a prescription is not fillable, following the spec's tooltip "(expired, discontinued, or
 * patient no longer active)" and the decided status rule; empty when fillable.
 *
 * @example
 * const reasons: UnfillableReason[] = unfillableReasons(rx, now);
 */
export type UnfillableReason = 'archived' | 'status' | 'expired' | 'noExpiry' | 'discontinued' | 'patientInactive';

/**
 * The reasons a prescription cannot be filled by the client at `now` (decided rule behind the
 * stored `isFillable` flag, which the server computes with this): archived; a status in
 * {@link UNFILLABLE_STATUSES}; expiry before today, or no expiry at all; product inactive
 * (discontinued); patient inactive or deceased. Missing product or patient data does not count
 * against it.
 *
 * @example
 * unfillableReasons({ rxStatus: { code: 'Created' }, prescExpiryDate: '2020-01-01' }, new Date(2026, 0, 1)) // ['expired']
 */
export function unfillableReasons(rx: FillableSource, now: Date): UnfillableReason[] {
  const out: UnfillableReason[] = [];
  if (rx.archived === true) out.push('archived');
  const code = rx.rxStatus?.code;
  if (!code || UNFILLABLE_STATUSES.has(code as RxStatusCode)) out.push('status');
  const kind = expiryKind(rx.prescExpiryDate, now);
  if (kind === null) out.push('noExpiry');
  else if (kind === 'expired') out.push('expired');
  if (rx.product?.isActive === false) out.push('discontinued');
  if (rx.locationPatient?.isActive === false || rx.locationPatient?.isDeceased === true) out.push('patientInactive');
  return out;
}

/**
 * Can the client fill the prescription at `now`?
 *
 * @example
 * isPrescriptionFillable({ rxStatus: { code: 'Created' }, prescExpiryDate: '2026-06-01' }, new Date(2026, 0, 1)) // true
 */
export function isPrescriptionFillable(rx: FillableSource, now: Date): boolean {
  return unfillableReasons(rx, now).length === 0;
}
