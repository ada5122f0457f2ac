import { clientNotificationOptionFor } from './client-notification.js';
import { defaultExpiryDate, prescExpiryDateError } from './expiry.js';
import { initialPrescriptionFormValues, type PrescriptionFormValues } from './form.js';
import { clampQuantity, quantityFromUnits } from './quantity.js';
import { applyProductToRefills, defaultRefillState } from './refills.js';
import type { DateInput, Id, PrescriptionProductFacts } from './types.js';

/**
 * The product of the form: its rule facts plus what the form shows for it.
 *
 * @example
 * const product: FormProduct = { ...facts, productId: '12', productName: 'Carprofen', strength: '75 mg', productPresentationId: '2' };
 */
export type FormProduct = PrescriptionProductFacts & {
  productId: Id;
  productName: string | null;
  strength: string | null;
  productPresentationId: Id | null;
};

/**
 * A saved prescription as the form reads it (GetPrescription's fields, ids as the API sends them).
 *
 * @example
 * const saved: SavedPrescriptionValues = { ...prescription, authorizingVet: prescription.authorizingVet };
 */
export interface SavedPrescriptionValues {
  unitPerFill?: number | null;
  flavorId?: Id | null;
  directions?: string | null;
  refills?: number | null;
  prnFlag?: boolean | null;
  prescExpiryDate?: string | null;
  authorizingVet?: Id | null;
  workflowLocationUserId?: Id | null;
  currentWorkflowStatusId?: Id | null;
  reasonForCompound?: string | null;
  allergicIngredient?: string | null;
  daysSupply?: number | null;
  noteToPharmacy?: string | null;
  noteToClient?: string | null;
  notifyClientDate?: string | null;
  pimsConsultId?: Id | null;
  autoShipPrompt?: boolean | null;
  locationId?: Id | null;
  locationClientId?: Id | null;
  locationPatientId?: Id | null;
  isOfficeUse?: boolean | null;
}

/**
 * Form values from a saved prescription: a draft being continued, or (with `copy`) a copy of a task's
 * or prescription's values without its id. Quantity comes back from units per fill and pack size; the
 * notification choice from its date; refills are re-ruled for the product (a controlled product never
 * reopens on PRN or above 5). A copy is marked `copy`. The expiration takes the spec's default
 * (Schedule II 3 months, other controlled 6, others 12) when the saved one is missing or outside
 * today's window — a draft saved without one (drafts relax what is required) reopens with the default,
 * as a new form would, so a linked draft on an approvals card is not left with an empty, off-screen
 * required field (issue 11 item 4). A "Pharmacy Rationale" reason is not carried into
 * the field.
 *
 * @example
 * formValuesFromSaved(draft, { product, today: '2026-03-01' }).quantity // 2 when unitPerFill is twice the pack size
 */
export function formValuesFromSaved(
  saved: SavedPrescriptionValues,
  args: { product: FormProduct; today: DateInput; copy?: boolean; requestedQuantity?: number | null },
): PrescriptionFormValues {
  const base = initialPrescriptionFormValues({ product: args.product, today: args.today });
  const quantity = quantityFromUnits(saved.unitPerFill, args.product.packsizeQty) ?? 1;
  const refills = applyProductToRefills(
    saved.prnFlag ? { refills: null, prnFlag: true } : { refills: saved.refills ?? null, prnFlag: false },
    { ...args.product, requestedQuantity: args.requestedQuantity, isOfficeUse: saved.isOfficeUse === true },
  );
  const expiry = saved.prescExpiryDate == null || saved.prescExpiryDate.trim() === '' ? null : saved.prescExpiryDate;
  const expiryOk = expiry !== null && prescExpiryDateError(expiry, { ...args.product, isDraft: true, today: args.today }) === undefined;
  const reason = saved.reasonForCompound === 'Pharmacy Rationale' ? null : (saved.reasonForCompound ?? null);
  const option = clientNotificationOptionFor(saved.notifyClientDate, args.today);
  return {
    ...base,
    quantity: clampQuantity(quantity, args.requestedQuantity),
    flavorId: saved.flavorId ?? null,
    directions: saved.directions ?? null,
    refills: refills.refills,
    prnFlag: refills.prnFlag,
    prescExpiryDate: expiryOk ? expiry : defaultExpiryDate(args.product, args.today),
    authorizingVet: saved.authorizingVet ?? null,
    workflowLocationUserId: saved.workflowLocationUserId ?? null,
    currentWorkflowStatusId: saved.currentWorkflowStatusId ?? null,
    reasonForCompound: reason,
    allergicIngredient: saved.allergicIngredient ?? null,
    daysSupply: saved.daysSupply ?? null,
    noteToPharmacy: saved.noteToPharmacy ?? null,
    noteToClient: saved.noteToClient ?? null,
    clientNotification: option,
    notifyClientDate: option === 'selectDate' ? (saved.notifyClientDate ?? null) : null,
    pimsConsultId: saved.pimsConsultId ?? null,
    autoShipPrompt: saved.autoShipPrompt === true,
    locationId: saved.locationId ?? null,
    locationClientId: saved.locationClientId ?? null,
    locationPatientId: saved.locationPatientId ?? null,
    isOfficeUse: saved.isOfficeUse === true,
    rxOriginCode: args.copy ? 'copy' : null,
  };
}

/**
 * Form values for answering a task that has no prescription yet: the task's product and flavor, the
 * requested quantity (at least 1), refills by the product (PRN for OTC, AOTC and PRN-only families),
 * the default expiration, notification Today.
 *
 * @example
 * formValuesFromTask({ flavorId: '3', quantityRequested: 2, locationClientId: '7', locationPatientId: '9', isAutoship: true }, { product, today }).quantity // 2
 */
export function formValuesFromTask(
  task: { flavorId?: Id | null; quantityRequested?: number | null; locationClientId?: Id | null; locationPatientId?: Id | null; locationId?: Id | null; isAutoship?: boolean | null },
  args: { product: FormProduct; today: DateInput },
): PrescriptionFormValues {
  const base = initialPrescriptionFormValues({
    product: args.product,
    today: args.today,
    locationId: task.locationId ?? null,
    locationClientId: task.locationClientId ?? null,
    locationPatientId: task.locationPatientId ?? null,
  });
  const refills = defaultRefillState({ ...args.product, requestedQuantity: task.quantityRequested ?? null });
  return {
    ...base,
    quantity: clampQuantity(task.quantityRequested ?? 1, task.quantityRequested),
    flavorId: task.flavorId ?? null,
    refills: refills.refills,
    prnFlag: refills.prnFlag,
    autoShipPrompt: task.isAutoship === true,
  };
}
