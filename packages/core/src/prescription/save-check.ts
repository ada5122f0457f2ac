import { type FieldErrors, invalid, type ValidationResult } from '../common/validation.js';
import { type ControlledFacts } from '../controlled/schedule.js';
import { mustContactPharmacyForControlled } from '../controlled/hard-copy.js';
import { PRESCRIBING_ERRORS, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { type PrescriptionSaveContext, validatePrescriptionSave } from './save.js';
import type { AddPrescriptionType, PrescriptionSaveInput, PrescriptionSaveVariables } from './types.js';

/**
 * The calendar days "today" may be for a caller whose time zone the server does not know: the days of
 * UTC−12, UTC and UTC+14 at `now`, UTC's first. They differ by at most a day, so a
 * controlled substance's windows are never stretched by more than one calendar day.
 *
 * @example
 * candidateDays(new Date('2026-03-01T23:00:00Z')) // ['2026-03-01', '2026-03-02']
 */
export function candidateDays(now: Date): string[] {
  const days = [-12, 0, 14].map((h) => new Date(now.getTime() + h * 3_600_000).toISOString().slice(0, 10));
  return [...new Set([days[1], days[0], days[2]])];
}

/**
 * What the server knows of a prescription save beyond its input, gathered from its data before the
 * rules run: {@link PrescriptionSaveContext} without `today`, the days today may be, and the facts of
 * the location, the product and the request the office-use and party rules read.
 *
 * @example
 * const facts: PrescriptionSaveFacts = { product, candidateDays: candidateDays(now), officeUseEnabled: true, officeUseProduct: product, patientOfClient: true, taskMatchesParty: null, reasonForCompoundListed: null };
 */
export interface PrescriptionSaveFacts extends Omit<PrescriptionSaveContext, 'today'> {
  /** The days today may be for the caller ({@link candidateDays}); the save is valid if it is valid on one. */
  readonly candidateDays: readonly string[];
  /** The location allows office-use prescriptions. */
  readonly officeUseEnabled: boolean;
  /** The product as office use reads it (controlled, offered for office use); null without a product. */
  readonly officeUseProduct: (ControlledFacts & { readonly isOfficeUse: boolean }) | null;
  /** The patient is one of the client's; null when either is missing (office use: null). */
  readonly patientOfClient: boolean | null;
  /** The request being answered names the save's client and patient; null without a request. */
  readonly taskMatchesParty: boolean | null;
  /** The reason for compounding given is one of the list; null when none is asked or given. */
  readonly reasonForCompoundListed: boolean | null;
}

/**
 * Every rule of a prescription save the server checks on its facts, in one place: office use (enabled at
 * the location; a controlled product sends the vet to the pharmacy, core's
 * `mustContactPharmacyForControlled`; the product offered for office use), the patient belongs to the
 * client, the request's own client and patient, a listed reason for compounding, then {@link validatePrescriptionSave} on each candidate
 * day. The refusals of both are answered together, the validator's fields first.
 *
 * @example
 * const r = checkPrescriptionSave({ input, addPrescriptionType: 'AuthorizeRx' }, facts);
 * if (!r.ok) throw badUserInput(r.errors);
 */
export function checkPrescriptionSave(
  variables: { input: PrescriptionSaveInput; addPrescriptionType: AddPrescriptionType | string },
  facts: PrescriptionSaveFacts,
): ValidationResult<PrescriptionSaveVariables> {
  const errors: FieldErrors = {};
  const isOfficeUse = variables.input?.isOfficeUse === true;
  const product = facts.officeUseProduct;
  if (isOfficeUse && !facts.officeUseEnabled) errors.isOfficeUse = PRESCRIBING_ERRORS.officeUseNotEnabled;
  if (product && mustContactPharmacyForControlled(product, isOfficeUse)) errors.productId = PRESCRIBING_ERRORS.controlledContactPharmacy;
  if (isOfficeUse && product && !product.isOfficeUse) errors.productId = PRESCRIBING_VALIDATION.productUnavailable;
  if (facts.patientOfClient === false) errors.locationPatientId = PRESCRIBING_ERRORS.patientNotOfClient;
  if (facts.taskMatchesParty === false) errors.locationClientId = PRESCRIBING_ERRORS.taskClientMismatch;
  if (facts.reasonForCompoundListed === false) errors.reasonForCompound = PRESCRIBING_ERRORS.reasonForCompoundUnknown;

  const { candidateDays: days, officeUseEnabled: _enabled, officeUseProduct: _product, patientOfClient: _ofClient, taskMatchesParty: _party, reasonForCompoundListed: _listed, ...context } = facts;
  let result: ValidationResult<PrescriptionSaveVariables> | null = null;
  for (const today of days) {
    const r = validatePrescriptionSave(variables, { ...context, today });
    if (r.ok) {
      result = r;
      break;
    }
    result ??= r;
  }
  if (!result) throw new Error('checkPrescriptionSave needs at least one candidate day');
  if (!result.ok) return invalid({ ...result.errors, ...errors });
  if (Object.keys(errors).length) return invalid(errors);
  return result;
}
