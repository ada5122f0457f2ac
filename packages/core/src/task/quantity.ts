/**
 * The larger-quantity notice of a client request (prescribing §2). Its own module, free of the task
 * machine, so the queue's card reads it without loading XState (issue 13).
 */
import { APPROVALS_MESSAGES } from '../messages/approvals.js';

/**
 * The fields the larger-quantity notice reads.
 *
 * @example
 * const task: QuantityCheckTask = { quantityRequested: 3, product: { packsizeQty: 30 }, prescription: { unitPerFill: 60 } };
 */
export interface QuantityCheckTask {
  /** Packs the client asked for (the form's quantity: units per fill is pack size × quantity). */
  readonly quantityRequested?: number | null;
  readonly product?: { readonly packsizeQty?: number | null } | null;
  readonly prescription?: { readonly unitPerFill?: number | null } | null;
  readonly previousPrescription?: { readonly unitPerFill?: number | null } | null;
}

/**
 * Did the client request more than is currently authorized? Decided: the authorized quantity is the
 * `unitPerFill` of the task's prescription, else of its previous prescription, counted in packs of the
 * task's product (`unitPerFill / packsizeQty`, the unit of `quantityRequested`); without a pack size
 * the units are compared as they are. Without an authorized or a requested quantity there is nothing
 * to compare and no notice.
 *
 * @example
 * isLargerQuantityRequested({ quantityRequested: 3, product: { packsizeQty: 30 }, prescription: { unitPerFill: 60 } }) // true (3 packs > 2)
 */
export function isLargerQuantityRequested(task: QuantityCheckTask): boolean {
  const authorized = task.prescription?.unitPerFill ?? task.previousPrescription?.unitPerFill;
  const requested = task.quantityRequested;
  if (typeof authorized !== 'number' || typeof requested !== 'number') return false;
  const pack = task.product?.packsizeQty;
  const authorizedPacks = typeof pack === 'number' && pack > 0 ? authorized / pack : authorized;
  return requested > authorizedPacks;
}

/**
 * The larger-quantity notice of a task, or `null`.
 *
 * @example
 * largerQuantityNotice({ quantityRequested: 2, prescription: { unitPerFill: 1 } }) // 'The client has requested a larger quantity …'
 */
export function largerQuantityNotice(task: QuantityCheckTask): string | null {
  return isLargerQuantityRequested(task) ? APPROVALS_MESSAGES.largerQuantityNotice : null;
}
