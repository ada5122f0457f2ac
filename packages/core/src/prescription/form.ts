import dayjs from 'dayjs';
import type { FieldErrors, ValidationResult } from '../common/validation.js';
import { invalid } from '../common/validation.js';
import { isControlledProduct } from '../controlled/schedule.js';
import { APPROVALS_TOASTS } from '../messages/approvals.js';
import { PRESCRIBING_TOASTS, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import type { ToastText } from '../messages/common.js';
import { type ClientNotificationOption, DEFAULT_CLIENT_NOTIFICATION, notifyClientDateFor } from './client-notification.js';
import { daysSupplyError, daysSupplyPayload } from './days-supply.js';
import { defaultExpiryDate } from './expiry.js';
import { productFormError, productNameError, strengthError } from './fields.js';
import { quantityError, unitsPerFill } from './quantity.js';
import { defaultRefillState, refillsError } from './refills.js';
import { type PrescriptionSaveContext, validatePrescriptionSave } from './save.js';
import type { AddPrescriptionType, DateInput, Id, PrescriptionProductFacts, PrescriptionSaveVariables } from './types.js';

/**
 * The values of the prescription form, as the screen holds them (numbers may still be text).
 *
 * @example
 * const values: PrescriptionFormValues = { ...initialPrescriptionFormValues({ product, today }), directions: 'Give 1 tablet daily' };
 */
export interface PrescriptionFormValues {
  productName: string | null;
  /** The form (presentation). */
  productPresentationId: Id | null;
  strength: string | null;
  /** Packs; units per fill is pack size × quantity. */
  quantity: number | string | null;
  productId: Id | null;
  flavorId: Id | null;
  directions: string | null;
  refills: number | string | null;
  prnFlag: boolean;
  prescExpiryDate: string | null;
  authorizingVet: Id | null;
  workflowLocationUserId: Id | null;
  currentWorkflowStatusId: Id | null;
  reasonForCompound: string | null;
  allergicIngredient: string | null;
  daysSupply: number | string | null;
  noteToPharmacy: string | null;
  noteToClient: string | null;
  clientNotification: ClientNotificationOption;
  /** The picked date when clientNotification is Select Date. */
  notifyClientDate: string | null;
  pimsConsultId: Id | null;
  autoShipPrompt: boolean;
  locationId: Id | null;
  locationClientId: Id | null;
  locationPatientId: Id | null;
  isOfficeUse: boolean;
  rxOriginCode: string | null;
  /** Why the vet authorizes despite the safety findings; absent until typed. */
  safetyOverrideReason?: string | null;
  /** The withdrawal time of a food-producing animal; absent until typed. */
  withdrawalTime?: string | null;
}

/**
 * Form context: the save context plus the moment of submission (the issue date of AuthorizeRx/PrintRx).
 *
 * @example
 * const ctx: PrescriptionFormContext = { today: now, now, product, conflictExists: false };
 */
export interface PrescriptionFormContext extends PrescriptionSaveContext {
  readonly now: DateInput;
}

/**
 * Starting values of a new prescription: quantity 1, refills by the product (PRN for OTC, AOTC and
 * PRN-only families; 0 for Schedule II), default expiration, notification Today.
 *
 * @example
 * initialPrescriptionFormValues({ product, today: '2026-01-15' }).prescExpiryDate // '2027-01-15'
 */
export function initialPrescriptionFormValues(args: {
  product: PrescriptionProductFacts & { productName?: string | null; strength?: string | null; productPresentationId?: Id | null; productId?: Id | null };
  today: DateInput;
  locationId?: Id | null;
  locationClientId?: Id | null;
  locationPatientId?: Id | null;
  isOfficeUse?: boolean;
  authorizingVet?: Id | null;
}): PrescriptionFormValues {
  const refills = defaultRefillState(args.product);
  return {
    productName: args.product.productName ?? null,
    productPresentationId: args.product.productPresentationId ?? null,
    strength: args.product.strength ?? null,
    quantity: 1,
    productId: args.product.productId ?? null,
    flavorId: null,
    directions: null,
    refills: refills.refills,
    prnFlag: refills.prnFlag,
    prescExpiryDate: defaultExpiryDate(args.product, args.today),
    authorizingVet: args.authorizingVet ?? null,
    workflowLocationUserId: null,
    currentWorkflowStatusId: null,
    reasonForCompound: null,
    allergicIngredient: null,
    daysSupply: null,
    noteToPharmacy: null,
    noteToClient: null,
    clientNotification: DEFAULT_CLIENT_NOTIFICATION,
    notifyClientDate: null,
    pimsConsultId: null,
    autoShipPrompt: false,
    locationId: args.locationId ?? null,
    locationClientId: args.locationClientId ?? null,
    locationPatientId: args.locationPatientId ?? null,
    isOfficeUse: args.isOfficeUse ?? false,
    rxOriginCode: null,
  };
}

const numberOrNaN = (v: number | string | null): number | null => {
  if (v === null) return null;
  if (typeof v === 'number') return v;
  return v.trim() === '' ? null : /^\s*-?\d+(\.\d+)?\s*$/.test(v) ? Number(v) : Number.NaN;
};

/**
 * Builds the AddPrescription / UpdatePrescription variables from the form for a save type: units per
 * fill from pack size × quantity, the notification date from its choice, daysSupply ≤ 0 as null, and
 * the issue date: none for SaveAsDraft, `now` (ISO) for AuthorizeRx and PrintRx. The client and
 * patient are sent as the form holds them, office use included (the office-use client and patient,
 * which the server checks and attaches). Run the result
 * through {@link validatePrescriptionSave} (or use {@link submitPrescriptionForm}) for the stored shape.
 *
 * @example
 * buildPrescriptionSaveVariables(values, 'SaveAsDraft', ctx).input.issuedDate // null
 */
export function buildPrescriptionSaveVariables(
  values: PrescriptionFormValues,
  type: AddPrescriptionType,
  ctx: PrescriptionFormContext,
): PrescriptionSaveVariables {
  const quantity = numberOrNaN(values.quantity);
  const packsizeQty = ctx.product?.packsizeQty ?? null;
  const now = dayjs(ctx.now);
  return {
    addPrescriptionType: type,
    input: {
      allergicIngredient: values.allergicIngredient,
      authorizingVet: values.authorizingVet,
      currentWorkflowStatusId: values.currentWorkflowStatusId,
      daysSupply: daysSupplyPayload(values.daysSupply),
      directions: values.directions,
      flavorId: values.flavorId,
      isOfficeUse: values.isOfficeUse,
      issuedDate: type === 'SaveAsDraft' || !now.isValid() ? null : now.toISOString(),
      locationClientId: values.locationClientId,
      locationId: values.locationId,
      locationPatientId: values.locationPatientId,
      noteToClient: values.noteToClient,
      noteToPharmacy: values.noteToPharmacy,
      notifyClientDate: notifyClientDateFor(values.clientNotification, ctx.today, values.notifyClientDate),
      prnFlag: values.prnFlag,
      prescExpiryDate: values.prescExpiryDate,
      productId: values.productId,
      reasonForCompound: values.reasonForCompound,
      refills: values.prnFlag ? null : numberOrNaN(values.refills),
      rxOriginCode: values.rxOriginCode,
      unitPerFill: quantity === null || packsizeQty === null ? null : unitsPerFill(packsizeQty, quantity),
      workflowLocationUserId: values.workflowLocationUserId,
      pimsConsultId: values.pimsConsultId,
      autoShipPrompt: values.autoShipPrompt,
      safetyOverrideReason: values.safetyOverrideReason ?? null,
      withdrawalTime: values.withdrawalTime ?? null,
    },
  };
}

/**
 * Validates the whole form for a save type: the form-only fields (product name, form, strength,
 * quantity as typed, refills and days supply as typed) and then {@link validatePrescriptionSave} on the
 * built variables; a unitPerFill error is shown under quantity. The value is what to send.
 *
 * @example
 * const r = submitPrescriptionForm(values, 'AuthorizeRx', ctx);
 * if (r.ok) addPrescription(r.value); else showErrors(r.errors);
 */
export function submitPrescriptionForm(
  values: PrescriptionFormValues,
  type: AddPrescriptionType,
  ctx: PrescriptionFormContext,
): ValidationResult<PrescriptionSaveVariables> {
  const errors: FieldErrors = {};
  const put = (field: string, message: string | undefined): void => {
    if (message !== undefined && !(field in errors)) errors[field] = message;
  };
  const facts = { isControlled: ctx.product?.isControlled ?? false, deaSchedule: ctx.product?.deaSchedule ?? null };
  const officeUse = { isOfficeUse: values.isOfficeUse, fullfillmentVendor: ctx.product?.fullfillmentVendor ?? null };
  put('productName', productNameError(values.productName));
  put('productPresentationId', productFormError(values.productPresentationId));
  put('strength', strengthError(values.strength, facts));
  put('quantity', quantityError(values.quantity));
  if (!(values.prnFlag && !isControlledProduct(facts))) {
    put(
      'refills',
      refillsError(values.refills, {
        ...facts,
        ...officeUse,
        requestedQuantity: ctx.requestedQuantity,
        isDraft: type === 'SaveAsDraft',
        prnFlag: false,
      }),
    );
  }
  put('daysSupply', daysSupplyError(values.daysSupply));
  if (values.clientNotification === 'selectDate' && values.notifyClientDate === null) {
    put('notifyClientDate', PRESCRIBING_VALIDATION.validDate);
  }
  const built = buildPrescriptionSaveVariables(values, type, ctx);
  const saved = validatePrescriptionSave(built, ctx);
  if (!saved.ok) {
    for (const [field, message] of Object.entries(saved.errors)) put(field === 'unitPerFill' ? 'quantity' : field, message);
  }
  if (Object.keys(errors).length > 0) return invalid(errors);
  return saved;
}

/**
 * The toast after a save: success or failure for each save type. A server message, when present,
 * replaces the failure description.
 *
 * @example
 * saveOutcomeToast('SaveAsDraft', true) // { title: 'Draft Saved', description: 'Draft saved successfully.' }
 * saveOutcomeToast('AuthorizeRx', false, 'Vet license expired') // { title: 'Error Authorizing RX', description: 'Vet license expired' }
 */
export function saveOutcomeToast(type: AddPrescriptionType, ok: boolean, serverMessage?: string | null): ToastText {
  if (ok) return type === 'SaveAsDraft' ? PRESCRIBING_TOASTS.draftSaved : PRESCRIBING_TOASTS.rxCreated;
  const base: ToastText =
    type === 'SaveAsDraft'
      ? PRESCRIBING_TOASTS.draftSaveError
      : type === 'AuthorizeRx'
        ? PRESCRIBING_TOASTS.authorizeError
        : PRESCRIBING_TOASTS.saveRxError;
  const msg = (serverMessage ?? '').trim();
  return msg ? { title: base.title, description: msg } : base;
}

/**
 * The toast after a save in approval mode (a pending task's form): Request Approved or Error Approving
 * Request for Approve (Authorize or Print), Draft Saved or Error Saving Request for Save As Draft. A
 * server message, when present, replaces the failure description.
 *
 * @example
 * approvalSaveOutcomeToast('AuthorizeRx', true) // { title: 'Request Approved' }
 * approvalSaveOutcomeToast('SaveAsDraft', false, 'Refills must be 0') // { title: 'Error Saving Request', description: 'Refills must be 0' }
 */
export function approvalSaveOutcomeToast(type: AddPrescriptionType, ok: boolean, serverMessage?: string | null): ToastText {
  const draft = type === 'SaveAsDraft';
  if (ok) return draft ? PRESCRIBING_TOASTS.draftSaved : APPROVALS_TOASTS.requestApproved;
  const base: ToastText = draft ? APPROVALS_TOASTS.errorSavingRequest : APPROVALS_TOASTS.errorApprovingRequest;
  const msg = (serverMessage ?? '').trim();
  return msg ? { title: base.title, description: msg } : base;
}
