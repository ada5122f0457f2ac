import { isControlledProduct, type ControlledFacts } from '../controlled/schedule.js';
import { PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import type { AddPrescriptionType, Id } from './types.js';

/**
 * Most characters of the directions.
 *
 * @example
 * <textarea maxLength={DIRECTIONS_MAX_LENGTH} /> // 620
 */
export const DIRECTIONS_MAX_LENGTH = 620;
/**
 * Most characters of the note to pharmacy.
 *
 * @example
 * NOTE_TO_PHARMACY_MAX_LENGTH // 100
 */
export const NOTE_TO_PHARMACY_MAX_LENGTH = 100;
/**
 * Most characters of the note to client.
 *
 * @example
 * NOTE_TO_CLIENT_MAX_LENGTH // 100
 */
export const NOTE_TO_CLIENT_MAX_LENGTH = 100;
/**
 * Most characters of the PIMS consult code search.
 *
 * @example
 * CONSULT_CODE_MAX_LENGTH // 32
 */
export const CONSULT_CODE_MAX_LENGTH = 32;

const blank = (v: string | null | undefined): boolean => (v ?? '').trim() === '';
const missing = (v: Id | null | undefined): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const tooLong = (v: string | null | undefined, max: number): string | undefined =>
  (v ?? '').length > max ? PRESCRIBING_RULE_MESSAGES.maxLength(max) : undefined;

/**
 * Whether a save type relaxes required fields (Save Draft).
 *
 * @example
 * isDraftType('SaveAsDraft') // true
 */
export function isDraftType(type: AddPrescriptionType): boolean {
  return type === 'SaveAsDraft';
}

/**
 * Checks the product name: required, non-blank.
 *
 * @example
 * productNameError('  ') // 'This field is required'
 */
export function productNameError(value: string | null | undefined): string | undefined {
  return blank(value) ? PRESCRIBING_VALIDATION.required : undefined;
}

/**
 * Checks the product form (presentation): required.
 *
 * @example
 * productFormError(null) // 'This field is required'
 */
export function productFormError(value: Id | null | undefined): string | undefined {
  return missing(value) ? PRESCRIBING_VALIDATION.required : undefined;
}

/**
 * Checks the strength: required, except for controlled products.
 *
 * @example
 * strengthError(null, { isControlled: true }) // undefined
 */
export function strengthError(value: string | null | undefined, facts: ControlledFacts): string | undefined {
  if (isControlledProduct(facts)) return undefined;
  return blank(value) ? PRESCRIBING_VALIDATION.required : undefined;
}

/**
 * Whether directions are required: not for a draft and not for a PRN-only family.
 *
 * @example
 * isDirectionsRequired({ isDraft: false, isPrnOnlyFamily: true }) // false
 */
export function isDirectionsRequired(check: { isDraft: boolean; isPrnOnlyFamily: boolean }): boolean {
  return !check.isDraft && !check.isPrnOnlyFamily;
}

/**
 * Checks the directions: required and non-blank (see {@link isDirectionsRequired}), at most 620.
 *
 * @example
 * directionsError('', { isDraft: false, isPrnOnlyFamily: false }) // 'This field is required'
 */
export function directionsError(
  value: string | null | undefined,
  check: { isDraft: boolean; isPrnOnlyFamily: boolean },
): string | undefined {
  if (blank(value)) return isDirectionsRequired(check) ? PRESCRIBING_VALIDATION.required : undefined;
  return tooLong(value, DIRECTIONS_MAX_LENGTH);
}

/**
 * Checks the authorizing vet: required unless draft.
 *
 * @example
 * authorizingVetError(null, { isDraft: true }) // undefined
 */
export function authorizingVetError(value: Id | null | undefined, check: { isDraft: boolean }): string | undefined {
  return !check.isDraft && missing(value) ? PRESCRIBING_VALIDATION.required : undefined;
}

/**
 * Whether a note to the pharmacy is required: a conflict exists and the action is authorize.
 *
 * @example
 * isNoteToPharmacyRequired({ conflictExists: true, type: 'AuthorizeRx' }) // true
 */
export function isNoteToPharmacyRequired(check: { conflictExists: boolean; type: AddPrescriptionType }): boolean {
  return check.conflictExists && check.type === 'AuthorizeRx';
}

/**
 * Checks the note to pharmacy: at most 100; required (non-blank) by {@link isNoteToPharmacyRequired}.
 *
 * @example
 * noteToPharmacyError('', { conflictExists: true, type: 'AuthorizeRx' }) // 'This field is required'
 */
export function noteToPharmacyError(
  value: string | null | undefined,
  check: { conflictExists: boolean; type: AddPrescriptionType },
): string | undefined {
  if (blank(value)) return isNoteToPharmacyRequired(check) ? PRESCRIBING_VALIDATION.required : undefined;
  return tooLong(value, NOTE_TO_PHARMACY_MAX_LENGTH);
}

/**
 * Whether the note to client is available: only with the location feature showNoteToClient.
 *
 * @example
 * isNoteToClientAvailable({ showNoteToClient: false }) // false
 */
export function isNoteToClientAvailable(features: { showNoteToClient?: boolean } | null | undefined): boolean {
  return features?.showNoteToClient === true;
}

/**
 * Checks the note to client: at most 100.
 *
 * @example
 * noteToClientError('x'.repeat(101)) // 'Must be 100 characters or fewer'
 */
export function noteToClientError(value: string | null | undefined): string | undefined {
  return tooLong(value, NOTE_TO_CLIENT_MAX_LENGTH);
}

/**
 * Checks the PIMS consult code search text: at most 32.
 *
 * @example
 * consultCodeError('A1') // undefined
 */
export function consultCodeError(value: string | null | undefined): string | undefined {
  return tooLong(value, CONSULT_CODE_MAX_LENGTH);
}

/**
 * Checks the chosen product is active ('This product is not available, please reselect').
 *
 * @example
 * productActiveError({ isActive: false }) // 'This product is not available, please reselect'
 */
export function productActiveError(product: { isActive: boolean } | null | undefined): string | undefined {
  return product && product.isActive ? undefined : PRESCRIBING_VALIDATION.productUnavailable;
}

/**
 * Checks the client is active ('Client is not active'); `undefined` when there is no client (office
 * use) or its state is unknown.
 *
 * @example
 * clientActiveError(false) // 'Client is not active'
 */
export function clientActiveError(clientIsActive: boolean | null | undefined): string | undefined {
  return clientIsActive === false ? PRESCRIBING_VALIDATION.clientNotActive : undefined;
}

/**
 * Checks the patient is active ('Patient is not active'); `undefined` when there is no patient or its
 * state is unknown.
 *
 * @example
 * patientActiveError(false) // 'Patient is not active'
 */
export function patientActiveError(patientIsActive: boolean | null | undefined): string | undefined {
  return patientIsActive === false ? PRESCRIBING_VALIDATION.patientNotActive : undefined;
}
