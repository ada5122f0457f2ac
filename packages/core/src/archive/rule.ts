import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';
import { LINE_STATUSES, normalizeLineStatus, type StatusValue, statusParts } from '../order/status.js';

type Id = string | number;

/**
 * The fields of an order line item the archive rule reads (prescribing §3 Order).
 *
 * @example
 * const line: ArchiveLineItem = { status: { code: 'in-progress' }, shipped: false, shipment: null };
 */
export interface ArchiveLineItem {
  readonly status?: StatusValue;
  readonly shipped?: boolean | null;
  readonly shipment?: object | null;
}

/**
 * An order related to the prescription (GetLineItemsByPrescriptionId / GetOrder).
 *
 * @example
 * const order: ArchiveOrder = { lineItems: [{ status: 'delivered' }] };
 */
export interface ArchiveOrder {
  readonly lineItems?: readonly ArchiveLineItem[] | null;
}

/**
 * Line statuses that count as finished for archiving (prescribing §4 Archive): shipped, cancelled,
 * delivered, picked-up, refunded, shipped-recieved, void, voided.
 *
 * @example
 * FINISHED_LINE_STATUSES.has('void') // true
 */
export const FINISHED_LINE_STATUSES: ReadonlySet<string> = new Set<string>(LINE_STATUSES);

/**
 * Is a line item finished? Its status code or description is one of {@link FINISHED_LINE_STATUSES}
 * (compared after {@link normalizeLineStatus}), or it has a shipment, or it is marked shipped
 * (decided: a shipped line displays as Shipped, so it counts as shipped here too).
 *
 * @example
 * isLineItemFinished({ status: { code: 'in-progress' }, shipment: { trackingNumber: '1Z' } }) // true
 * isLineItemFinished({ status: 'in-progress' }) // false
 */
export function isLineItemFinished(line: ArchiveLineItem): boolean {
  if (line.shipment != null || line.shipped === true) return true;
  const { code, description } = statusParts(line.status);
  return FINISHED_LINE_STATUSES.has(normalizeLineStatus(code)) || FINISHED_LINE_STATUSES.has(normalizeLineStatus(description));
}

/**
 * Is any line item of the related orders still being processed?
 *
 * @example
 * hasOrderInProgress([{ lineItems: [{ status: 'delivered' }, { status: 'in-progress' }] }]) // true
 */
export function hasOrderInProgress(orders: readonly ArchiveOrder[] | null | undefined): boolean {
  return (orders ?? []).some((o) => (o.lineItems ?? []).some((l) => !isLineItemFinished(l)));
}

/**
 * Why an archive is refused.
 *
 * @example
 * const code: ArchiveRefusalCode = 'ORDER_IN_PROGRESS';
 */
export type ArchiveRefusalCode = 'ALREADY_ARCHIVED' | 'ORDER_IN_PROGRESS';

/**
 * A refused archive: the reason code and the text to show.
 *
 * @example
 * const refusal: ArchiveRefusal | null = archiveRefusal({ archived: false }, orders);
 */
export interface ArchiveRefusal {
  readonly code: ArchiveRefusalCode;
  readonly message: string;
}

/**
 * Why a prescription may not be archived, or `null` when it may (prescribing §4 Archive). The server
 * calls this before ArchivePrescription: ALREADY_ARCHIVED maps to CONFLICT, ORDER_IN_PROGRESS to
 * BAD_USER_INPUT; both messages come from the catalogue.
 *
 * @example
 * archiveRefusal({ archived: false }, [{ lineItems: [{ status: 'in-progress' }] }])
 * // { code: 'ORDER_IN_PROGRESS', message: 'A client order for this prescription is still in progress, …' }
 */
export function archiveRefusal(
  prescription: { readonly archived?: boolean | null },
  orders: readonly ArchiveOrder[] | null | undefined,
): ArchiveRefusal | null {
  if (prescription.archived === true) {
    return { code: 'ALREADY_ARCHIVED', message: APPROVALS_RECORD_MESSAGES.archive.alreadyArchived };
  }
  if (hasOrderInProgress(orders)) {
    return { code: 'ORDER_IN_PROGRESS', message: APPROVALS_RECORD_MESSAGES.archive.orderInProgress };
  }
  return null;
}

/**
 * How the Archive button of the Rx detail view looks.
 *
 * @example
 * const state: ArchiveButtonState = archiveButtonState({ archived: false }, orders);
 */
export interface ArchiveButtonState {
  readonly label: string;
  readonly disabled: boolean;
  /** The tooltip of a disabled button while an order is in progress; otherwise `null`. */
  readonly tooltip: string | null;
}

/**
 * The Archive button: 'archived' and disabled once archived; disabled with the order-in-progress
 * tooltip while any related line item is unfinished; otherwise 'Archive', enabled.
 *
 * @example
 * archiveButtonState({ archived: true }, []) // { label: 'archived', disabled: true, tooltip: null }
 */
export function archiveButtonState(
  prescription: { readonly archived?: boolean | null },
  orders: readonly ArchiveOrder[] | null | undefined,
): ArchiveButtonState {
  const m = APPROVALS_RECORD_MESSAGES.archive;
  const refusal = archiveRefusal(prescription, orders);
  if (refusal?.code === 'ALREADY_ARCHIVED') return { label: m.archived, disabled: true, tooltip: null };
  if (refusal) return { label: m.button, disabled: true, tooltip: refusal.message };
  return { label: m.button, disabled: false, tooltip: null };
}

/**
 * The confirmation asked before archiving (prescribing §2 Modals).
 *
 * @example
 * ARCHIVE_CONFIRMATION.title // 'Confirm Archival?'
 */
export const ARCHIVE_CONFIRMATION = APPROVALS_RECORD_MESSAGES.archive.confirm;

/**
 * Variables of ArchivePrescription (prescribing §7).
 *
 * @example
 * const vars: ArchivePrescriptionVariables = buildArchivePrescriptionVariables(7, { id: 4, uuid: 'u-4' });
 */
export interface ArchivePrescriptionVariables {
  readonly id: Id;
  readonly input: { readonly archived: true; readonly archivedByLocationUserId: Id };
}

/**
 * Builds ArchivePrescription variables: archived true and the acting location user (prescribing §4
 * "Archiving records archived and the acting user").
 *
 * @example
 * buildArchivePrescriptionVariables(7, { id: 4, uuid: 'u-4' }) // { id: 7, input: { archived: true, archivedByLocationUserId: 4 } }
 */
export function buildArchivePrescriptionVariables(
  prescriptionId: Id,
  actedBy: { readonly id: Id; readonly uuid: string },
): ArchivePrescriptionVariables {
  return { id: prescriptionId, input: { archived: true, archivedByLocationUserId: actedBy.id } };
}
