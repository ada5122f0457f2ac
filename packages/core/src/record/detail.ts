import { formatDate } from '../format/date.js';
import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';
import { rxStatusDisplay, type RxStatusSource } from './display.js';
import type { DateLike } from './expiry.js';

const FIELDS = APPROVALS_RECORD_MESSAGES.rxDetails.fields;

/**
 * Key of a field of the Rx detail view.
 *
 * @example
 * const field: RxDetailField = 'rxNumber';
 */
export type RxDetailField = keyof typeof FIELDS;

/**
 * The fields of the prescription detail view in the spec's order (prescribing §2).
 *
 * @example
 * RX_DETAIL_FIELDS[2] // 'rxNumber'
 */
export const RX_DETAIL_FIELDS: readonly RxDetailField[] = [
  'clientName',
  'patientName',
  'rxNumber',
  'issuedDate',
  'status',
  'product',
  'form',
  'flavor',
  'reasonForCompound',
  'ingredients',
  'strength',
  'price',
  'quantity',
  'direction',
  'daysSupply',
  'refill',
  'expiration',
  'clientNotification',
  'noteToPharmacy',
  'noteToClient',
  'authorizingVet',
  'workflowUser',
  'officeUse',
];

/**
 * The labels of the detail view, in order.
 *
 * @example
 * RX_DETAIL_LABELS[0] // 'Client Name'
 */
export const RX_DETAIL_LABELS: readonly string[] = RX_DETAIL_FIELDS.map((f) => FIELDS[f]);

type Name = { readonly displayName?: string | null } | null | undefined;

/**
 * The fields of a prescription the detail view reads (prescribing §3 Prescription).
 *
 * @example
 * const rx: RxDetailSource = { rxNumber: 'RX-1', rxStatus: { code: 'Created' }, prnFlag: true };
 */
export interface RxDetailSource extends RxStatusSource {
  readonly rxNumber?: string | number | null;
  readonly issuedDate?: DateLike;
  readonly isOfficeUse?: boolean | null;
  readonly locationClient?: { readonly firstName?: string | null; readonly lastName?: string | null } | null;
  readonly locationPatient?: { readonly name?: string | null } | null;
  readonly product?: {
    readonly title?: string | null;
    readonly productPresentation?: { readonly description?: string | null } | null;
    readonly ingredients?: string | null;
    readonly strengthDisplay?: string | null;
  } | null;
  readonly flavor?: string | { readonly flavor?: string | null; readonly name?: string | null } | null;
  readonly reasonForCompound?: string | null;
  readonly unitPerFill?: number | null;
  readonly directions?: string | null;
  readonly daysSupply?: number | null;
  readonly refills?: number | null;
  readonly prnFlag?: boolean | null;
  readonly prescExpiryDate?: DateLike;
  readonly notifyClientDate?: DateLike;
  readonly noteToPharmacy?: string | null;
  readonly noteToClient?: string | null;
  readonly authorizingVetLocationUser?: Name;
  readonly authorizingVet?: Name | string;
  readonly workflowLocationUser?: Name;
}

/**
 * The Refill value: 'PRN' when the PRN flag is set, else the number of refills; `null` when neither.
 *
 * @example
 * refillDisplay({ prnFlag: true, refills: 3 }) // 'PRN'
 */
export function refillDisplay(rx: { readonly prnFlag?: boolean | null; readonly refills?: number | null }): string | null {
  if (rx.prnFlag === true) return APPROVALS_RECORD_MESSAGES.rxDetails.prn;
  return typeof rx.refills === 'number' ? String(rx.refills) : null;
}

/**
 * The Office Use value: 'YES' or 'NO', only when the location has office use enabled (else `null`,
 * and the row is left out).
 *
 * @example
 * officeUseDisplay({ isOfficeUse: false }, true) // 'NO'
 */
export function officeUseDisplay(rx: { readonly isOfficeUse?: boolean | null }, officeUseEnabled: boolean): string | null {
  if (!officeUseEnabled) return null;
  return rx.isOfficeUse === true ? APPROVALS_RECORD_MESSAGES.rxDetails.yes : APPROVALS_RECORD_MESSAGES.rxDetails.no;
}

/**
 * One row of the detail view.
 *
 * @example
 * const row: RxDetailRow = { field: 'refill', label: 'Refill', value: 'PRN' };
 */
export interface RxDetailRow {
  readonly field: RxDetailField;
  readonly label: string;
  readonly value: string;
}

/**
 * Options of {@link buildRxDetailRows}.
 *
 * @example
 * const options: RxDetailOptions = { officeUseEnabled: true, price: 12.5 };
 */
export interface RxDetailOptions {
  /** Whether the location has office use enabled (shows the Office Use row). */
  readonly officeUseEnabled: boolean;
  /** The price, in dollars, as the product rules computed it (absent when not shown). */
  readonly price?: number | null;
}

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

function personName(p: Name | string): string | null {
  return typeof p === 'string' ? text(p) : text(p?.displayName);
}

/**
 * Builds the rows of the Rx detail view in the spec's order. Dates are MM-DD-YYYY; Status is the
 * status display label (Archived when archived); Quantity is the units per fill; Price has 2
 * decimals in dollars; Refill is PRN when flagged; empty values show 'N/A' (decided); Client Name of
 * an office-use prescription without a client is 'Office Use' (decided); the Office Use row appears
 * only when the location has office use enabled.
 *
 * @example
 * buildRxDetailRows({ rxNumber: 'RX-1', prnFlag: true }, { officeUseEnabled: false }).find((r) => r.field === 'refill')?.value // 'PRN'
 */
export function buildRxDetailRows(rx: RxDetailSource, options: RxDetailOptions): RxDetailRow[] {
  const m = APPROVALS_RECORD_MESSAGES.rxDetails;
  const client = rx.locationClient
    ? text([rx.locationClient.firstName, rx.locationClient.lastName].map((s) => s?.trim()).filter(Boolean).join(' '))
    : null;
  const flavor = typeof rx.flavor === 'string' ? text(rx.flavor) : text(rx.flavor?.flavor ?? rx.flavor?.name);
  const values: Record<RxDetailField, string | null> = {
    clientName: client ?? (rx.isOfficeUse === true ? m.officeUseClient : null),
    patientName: text(rx.locationPatient?.name),
    rxNumber: text(rx.rxNumber),
    issuedDate: text(formatDate(rx.issuedDate ?? null)),
    status: rxStatusDisplay(rx).label,
    product: text(rx.product?.title),
    form: text(rx.product?.productPresentation?.description),
    flavor,
    reasonForCompound: text(rx.reasonForCompound),
    ingredients: text(rx.product?.ingredients),
    strength: text(rx.product?.strengthDisplay),
    price: typeof options.price === 'number' && Number.isFinite(options.price) ? `$${options.price.toFixed(2)}` : null,
    quantity: text(rx.unitPerFill),
    direction: text(rx.directions),
    daysSupply: text(rx.daysSupply),
    refill: refillDisplay(rx),
    expiration: text(formatDate(rx.prescExpiryDate ?? null)),
    clientNotification: text(formatDate(rx.notifyClientDate ?? null)),
    noteToPharmacy: text(rx.noteToPharmacy),
    noteToClient: text(rx.noteToClient),
    authorizingVet: personName(rx.authorizingVetLocationUser) ?? personName(rx.authorizingVet),
    workflowUser: personName(rx.workflowLocationUser),
    officeUse: officeUseDisplay(rx, options.officeUseEnabled),
  };
  return RX_DETAIL_FIELDS.filter((f) => f !== 'officeUse' || options.officeUseEnabled).map((field) => ({
    field,
    label: FIELDS[field],
    value: values[field] ?? m.notAvailable,
  }));
}
