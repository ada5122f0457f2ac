import * as z from 'zod';
import { type ValidationResult, validateWith } from '../common/validation.js';
import { optionalBirthDateField, weightField, weightUnitField } from '../patient/schema.js';
import { type DayInput } from '../common/day.js';
import { parseDay } from './dates.js';
import { normaliseApprovalType } from '../product/types.js';

/**
 * Birth dates in this year or earlier count as missing.
 *
 * @example
 * PATIENT_PROMPT_BIRTH_YEAR_FLOOR // 1900
 */
export const PATIENT_PROMPT_BIRTH_YEAR_FLOOR = 1900;

/**
 * Whether the patient weight and date-of-birth prompt shows before authorizing: for Rx-approval
 * products, when the weight is missing or the birthdate is missing, invalid, or in 1900 or earlier.
 * Its text is `PRESCRIBING_NOTICES.patientInformationRequired`.
 *
 * @remarks Decision: a weight of 0 or less counts as missing (no patient weighs nothing; 0 is what an
 * empty field often stores).
 *
 * @example
 * needsPatientPrompt({ productApprovalType: 'Rx', patient: { weight: 12, birthdate: '1900-06-01' } }) // true
 * needsPatientPrompt({ productApprovalType: 'OTC', patient: { weight: null, birthdate: null } }) // false
 */
export function needsPatientPrompt(args: {
  productApprovalType: string | null | undefined;
  patient: { weight?: number | string | null; birthdate?: string | Date | null } | null | undefined;
}): boolean {
  if (normaliseApprovalType(args.productApprovalType) !== 'Rx' || !args.patient) return false;
  const w = args.patient.weight;
  const weight = typeof w === 'string' ? (w.trim() === '' ? Number.NaN : Number(w)) : (w ?? Number.NaN);
  if (!Number.isFinite(weight) || weight <= 0) return true;
  const birth = parseDay(args.patient.birthdate ?? null);
  return birth === null || birth.year() <= PATIENT_PROMPT_BIRTH_YEAR_FLOOR;
}

/**
 * The patient weight and date-of-birth prompt as the form holds it.
 *
 * @example
 * const values: PatientPromptValues = { weight: '12.5', weightUnit: 'lbs', birthdate: '2019-05-01' };
 */
export interface PatientPromptValues {
  weight: string | number | null;
  weightUnit: string | null;
  birthdate: string | null;
}

const promptSchema = (today: DayInput) =>
  z.object({ weight: weightField({ required: true }), weightUnit: weightUnitField(), birthdate: optionalBirthDateField(today) });

/**
 * Validates the prompt (clients' patient rules): weight required, 0 to 9999.99 with 2 decimals; unit
 * lbs or kg (lbs when missing); date of birth optional, not in the future. The value is what
 * UpdateLocationPatient sends (`birthdate` left out when not given).
 *
 * @example
 * validatePatientPrompt({ weight: '', weightUnit: 'lbs', birthdate: null }, '2026-01-01') // { ok: false, errors: { weight: 'This field is required' } }
 */
export function validatePatientPrompt(
  values: PatientPromptValues,
  today: DayInput,
): ValidationResult<{ weight: number; weightUnit: string; birthdate?: string }> {
  const r = validateWith(promptSchema(today), {
    weight: values.weight,
    weightUnit: values.weightUnit ?? undefined,
    birthdate: values.birthdate === '' ? null : values.birthdate,
  });
  if (!r.ok) return r;
  const { weight, weightUnit, birthdate } = r.value;
  return { ok: true, value: { weight: weight as number, weightUnit, ...(birthdate ? { birthdate } : {}) } };
}
