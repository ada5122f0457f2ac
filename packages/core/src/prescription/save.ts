import * as z from 'zod';
import { type FieldErrors, invalid, valid, type ValidationResult } from '../common/validation.js';
import { isControlledProduct, isScheduleII } from '../controlled/schedule.js';
import { PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { allergicIngredientError, reasonForCompoundError, reasonForCompoundPayload } from './compounding.js';
import { notifyClientDateError } from './client-notification.js';
import { parseDay } from './dates.js';
import { daysSupplyError, daysSupplyPayload } from './days-supply.js';
import { prescExpiryDateError } from './expiry.js';
import {
  authorizingVetError,
  clientActiveError,
  directionsError,
  isDraftType,
  isNoteToClientAvailable,
  noteToClientError,
  noteToPharmacyError,
  patientActiveError,
  productActiveError,
} from './fields.js';
import { QUANTITY_MAX, QUANTITY_MIN } from './quantity.js';
import { type SafetyGate, safetyOverrideErrors } from '../safety/gate.js';
import { isPrnLocked, refillsError } from './refills.js';
import {
  ADD_PRESCRIPTION_TYPES,
  type AddPrescriptionType,
  type DateInput,
  type PrescriptionProductFacts,
  type PrescriptionSaveInput,
  type PrescriptionSaveVariables,
} from './types.js';

/**
 * What the caller knows besides the input: the server loads these from its data, the form has them on
 * screen. `today` is injected so the rules never read the clock.
 *
 * @example
 * const ctx: PrescriptionSaveContext = { today: requestTime, product, conflictExists, clientIsActive: true, patientIsActive: true, features };
 */
export interface PrescriptionSaveContext {
  /** The current day (server: request time; form: the clock it injects). */
  readonly today: DateInput;
  /** The product of `input.productId`; `null` when it was not found. */
  readonly product: PrescriptionProductFacts | null;
  /** The chosen ReasonForCompound carries the allergic-ingredient flag. */
  readonly reasonForCompoundAllergic?: boolean;
  /** Quantity requested by the task being answered (raises the refills maximum). */
  readonly requestedQuantity?: number | null;
  /** The conflict check (src/conflict) found a conflict for this prescription. */
  readonly conflictExists?: boolean;
  /** The client's active state; omit for office use or when unknown. */
  readonly clientIsActive?: boolean | null;
  /** The patient's active state; omit for office use or when unknown. */
  readonly patientIsActive?: boolean | null;
  /** Location feature flags that change the form. */
  readonly features?: { readonly showNoteToClient?: boolean };
  /**
   * What the safety check's findings ask (issue 42; core's `safetyGate`): a reason, a
   * withdrawal time, or a refusal. Omit (or null) when nothing was checked.
   */
  readonly safety?: SafetyGate | null;
}

const id = z.union([z.string(), z.number()], { error: PRESCRIBING_VALIDATION.required }).nullish();
const text = z.string({ error: PRESCRIBING_VALIDATION.required }).nullish();
const date = z.string({ error: PRESCRIBING_VALIDATION.validDate }).nullish();
const flag = z.boolean({ error: PRESCRIBING_RULE_MESSAGES.booleanExpected }).nullish();

/**
 * The shape of the spec's Prescription save input: each field's type, every field optional and
 * nullable. Rules that depend on the product and the save type are in {@link validatePrescriptionSave}.
 *
 * @example
 * prescriptionSaveInputSchema.safeParse({ refills: 'two' }).success // false
 */
export const prescriptionSaveInputSchema = z.object({
  allergicIngredient: text,
  authorizingVet: id,
  currentWorkflowStatusId: id,
  daysSupply: z.number({ error: PRESCRIBING_VALIDATION.daysSupplyRange }).nullish(),
  directions: text,
  flavorId: id,
  isOfficeUse: flag,
  issuedDate: date,
  locationClientId: id,
  locationId: id,
  locationPatientId: id,
  noteToClient: text,
  noteToPharmacy: text,
  notifyClientDate: date,
  prnFlag: flag,
  prescExpiryDate: date,
  productId: id,
  reasonForCompound: text,
  refills: z.number({ error: PRESCRIBING_VALIDATION.refillsPositive }).nullish(),
  rxOriginCode: text,
  unitPerFill: z.number({ error: PRESCRIBING_VALIDATION.quantityRange }).nullish(),
  workflowLocationUserId: id,
  pimsConsultId: id,
  autoShipPrompt: flag,
  safetyOverrideReason: text,
  withdrawalTime: text,
});

/**
 * The addPrescriptionType variable.
 *
 * @example
 * addPrescriptionTypeSchema.parse('PrintRx') // 'PrintRx'
 */
export const addPrescriptionTypeSchema = z.enum(ADD_PRESCRIPTION_TYPES, { error: PRESCRIBING_RULE_MESSAGES.unknownPrescriptionType });

const isMissing = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

function unitPerFillError(unitPerFill: number | null | undefined, packsizeQty: number | null): string | undefined {
  if (unitPerFill === null || unitPerFill === undefined) return PRESCRIBING_VALIDATION.required;
  if (packsizeQty === null || !(packsizeQty > 0)) return undefined;
  const q = unitPerFill / packsizeQty;
  return Number.isInteger(q) && q >= QUANTITY_MIN && q <= QUANTITY_MAX ? undefined : PRESCRIBING_VALIDATION.quantityRange;
}

/**
 * The one validator of a prescription save (AddPrescription / UpdatePrescription): the server runs it
 * before writing, the form runs it (through `validatePrescriptionForm`) for instant feedback, the CLI
 * before sending. Errors are keyed by the input's field names (and `addPrescriptionType`) with the
 * spec's messages; on success the value is the input as it must be stored:
 * - SaveAsDraft: no issue date; required fields relaxed (directions, refills, expiration, authorizing
 *   vet, reason for compounding, allergic ingredient).
 * - AuthorizeRx: currentWorkflowStatusId and workflowLocationUserId sent as null.
 * - AuthorizeRx and PrintRx: issuedDate required.
 * - PRN sends refills null; a PRN-only family forces PRN; Schedule II stores refills 0; reasonForCompound
 *   becomes Pharmacy Rationale when the product has one and null for a non-compound product; the
 *   allergic ingredient is dropped unless the reason carries the flag; the note to client is dropped
 *   without showNoteToClient; daysSupply ≤ 0 is null; blank texts are null.
 *
 * - Refills: at most 11 (quantity − 1 for a larger requested quantity, 5 controlled, 0 Schedule II);
 *   office use of a non-controlled RVP product up to 999 (`officeUseRefillsMaximum`).
 *
 * @remarks Decisions: client and patient are required unless office use, for drafts too (a draft is
 * always written for someone). An office-use prescription is written for the location's office-use
 * client and patient: the server attaches them, so they may be left out here, and ids
 * that are sent must be those; the quantity stepper's "not below requested quantity" is a screen
 * control of the brand portal and is not enforced here; a controlled product sent with prnFlag is
 * refused rather than silently changed.
 *
 * @example
 * const r = validatePrescriptionSave({ input, addPrescriptionType: 'AuthorizeRx' }, { today: '2026-03-01', product });
 * if (!r.ok) throw badUserInput(r.errors); // { refills: 'Just positive numbers are allowed', … }
 */
export function validatePrescriptionSave(
  variables: { input: PrescriptionSaveInput; addPrescriptionType: AddPrescriptionType | string },
  ctx: PrescriptionSaveContext,
): ValidationResult<PrescriptionSaveVariables> {
  const errors: FieldErrors = {};
  const typeResult = addPrescriptionTypeSchema.safeParse(variables.addPrescriptionType);
  if (!typeResult.success) errors.addPrescriptionType = PRESCRIBING_RULE_MESSAGES.unknownPrescriptionType;
  const type: AddPrescriptionType = typeResult.success ? typeResult.data : 'AuthorizeRx';

  const shape = prescriptionSaveInputSchema.safeParse(variables.input ?? {});
  if (!shape.success) {
    for (const issue of shape.error.issues) {
      const key = issue.path.length ? issue.path.map(String).join('.') : '_';
      if (!(key in errors)) errors[key] = issue.message;
    }
    return invalid(errors);
  }
  const input = shape.data;
  const isDraft = isDraftType(type);
  const isOfficeUse = input.isOfficeUse === true;
  const product = ctx.product;
  const facts = {
    isControlled: product?.isControlled ?? false,
    deaSchedule: product?.deaSchedule ?? null,
    requestedQuantity: ctx.requestedQuantity ?? null,
    productApprovalType: product?.productApprovalType ?? null,
    isPrnOnlyFamily: product?.isPrnOnlyFamily ?? false,
    isOfficeUse,
    fullfillmentVendor: product?.fullfillmentVendor ?? null,
  };
  const controlled = isControlledProduct(facts);
  const prnLocked = isPrnLocked(facts);
  const prnFlag = !controlled && (prnLocked || input.prnFlag === true);
  const allergicEnabled = ctx.reasonForCompoundAllergic === true;
  const noteToClientOn = isNoteToClientAvailable(ctx.features);

  const check = (field: keyof PrescriptionSaveInput, message: string | undefined): void => {
    if (message !== undefined && !(field in errors)) errors[field] = message;
  };

  check('productId', isMissing(input.productId) ? PRESCRIBING_VALIDATION.required : productActiveError(product));
  if (!isOfficeUse) {
    check('locationClientId', isMissing(input.locationClientId) ? PRESCRIBING_VALIDATION.required : clientActiveError(ctx.clientIsActive));
    check('locationPatientId', isMissing(input.locationPatientId) ? PRESCRIBING_VALIDATION.required : patientActiveError(ctx.patientIsActive));
  }
  check('unitPerFill', unitPerFillError(input.unitPerFill, product?.packsizeQty ?? null));
  check('directions', directionsError(input.directions, { isDraft, isPrnOnlyFamily: facts.isPrnOnlyFamily }));
  if (controlled && input.prnFlag === true) check('prnFlag', PRESCRIBING_RULE_MESSAGES.prnNotAllowedControlled);
  const refillsValue = isScheduleII(facts) && isMissing(input.refills) ? 0 : input.refills;
  check('refills', refillsError(refillsValue, { ...facts, isDraft, prnFlag }));
  check('prescExpiryDate', prescExpiryDateError(input.prescExpiryDate, { ...facts, isDraft, today: ctx.today }));
  check('authorizingVet', authorizingVetError(input.authorizingVet, { isDraft }));
  if (product) {
    check('reasonForCompound', reasonForCompoundError(input.reasonForCompound, { ...product, isDraft, isOfficeUse }));
  }
  check('allergicIngredient', allergicIngredientError(input.allergicIngredient, { enabled: allergicEnabled, isDraft }));
  check('daysSupply', daysSupplyError(input.daysSupply));
  check('noteToPharmacy', noteToPharmacyError(input.noteToPharmacy, { conflictExists: ctx.conflictExists === true, type }));
  if (noteToClientOn) check('noteToClient', noteToClientError(input.noteToClient));
  check('notifyClientDate', notifyClientDateError(input.notifyClientDate, ctx.today));
  if (!isDraft) {
    check('issuedDate', parseDay(input.issuedDate) === null ? PRESCRIBING_VALIDATION.validDate : undefined);
  }
  // An override is a decision on the record: a reason, a withdrawal time, or a refusal.
  for (const [field, message] of Object.entries(safetyOverrideErrors(input, ctx.safety, { isDraft }))) check(field as keyof PrescriptionSaveInput, message);

  if (Object.keys(errors).length > 0) return invalid(errors);

  const value: PrescriptionSaveInput = {
    ...input,
    allergicIngredient: allergicEnabled ? orNull(input.allergicIngredient) : null,
    daysSupply: daysSupplyPayload(input.daysSupply),
    directions: orNull(input.directions),
    noteToClient: noteToClientOn ? orNull(input.noteToClient) : null,
    noteToPharmacy: orNull(input.noteToPharmacy),
    notifyClientDate: orNull(input.notifyClientDate),
    prescExpiryDate: orNull(input.prescExpiryDate),
    prnFlag,
    refills: prnFlag ? null : (refillsValue ?? null),
    reasonForCompound: product ? reasonForCompoundPayload(input.reasonForCompound, product) : orNull(input.reasonForCompound),
    issuedDate: isDraft ? null : input.issuedDate,
    safetyOverrideReason: orNull(input.safetyOverrideReason?.trim()),
    withdrawalTime: orNull(input.withdrawalTime?.trim()),
  };
  if (type === 'AuthorizeRx') {
    value.currentWorkflowStatusId = null;
    value.workflowLocationUserId = null;
  }
  return valid({ input: value, addPrescriptionType: type });
}
