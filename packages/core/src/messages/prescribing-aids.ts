/**
 * Decided texts of what the prescription form adds beyond the spec (issue 11 "What a vet misses",
 * issue 17 dose check; decisions 0141–0143): the patient-facts panel, the failed-submit toast and the
 * dose check. The spec is silent on them; they are written once here.
 */
import { CLIENT_LABELS } from './clients.js';
import { PRESCRIBING_LABELS } from './prescribing.js';
import type { ToastText } from './common.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Labels of the patient-facts panel (decision 0141).
 *
 * @example
 * PATIENT_FACTS_LABELS.years(2) // '2 yrs'
 */
export const PATIENT_FACTS_LABELS = {
  title: 'Patient',
  client: 'Client',
  age: 'Age',
  allergies: CLIENT_LABELS.allergies,
  noKnownAllergies: PRESCRIBING_LABELS.noKnownAllergies,
  noneRecorded: 'None recorded',
  years: (n: number): string => plural(n, 'yr', 'yrs'),
  months: (n: number): string => plural(n, 'mo', 'mos'),
  weeks: (n: number): string => plural(n, 'wk', 'wks'),
  days: (n: number): string => plural(n, 'day', 'days'),
  officeUse: PRESCRIBING_LABELS.officeUse,
} as const;

/**
 * The toast of a submit refused by the form's checks (decision 0142): which field, and why.
 *
 * @example
 * INVALID_SUBMIT_TOAST('Directions', 'This field is required', 1).description // 'Directions: This field is required'
 */
export function INVALID_SUBMIT_TOAST(label: string, message: string, count: number): ToastText {
  return {
    title: count > 1 ? `Please check ${count} fields` : 'Please check this field',
    description: label ? `${label}: ${message}` : message,
  };
}

/**
 * Texts of the dose check (decision 0143).
 *
 * @example
 * DOSE_CHECK_LABELS.perKg('2.93') // '2.93 mg/kg per dose'
 */
export const DOSE_CHECK_LABELS = {
  title: 'Dose check',
  perKg: (mgPerKg: string): string => `${mgPerKg} mg/kg per dose`,
  working: (amount: string, mgPerDose: string, weightKg: string): string => `${amount} = ${mgPerDose} mg per dose for ${weightKg} kg`,
  /** The amount read from the directions, with the strength it multiplies. */
  amount: (value: string, unit: 'unit' | 'mL' | 'mg' | 'mgPerKg', strength: string): string =>
    unit === 'unit' ? `${value} × ${strength}` : unit === 'mL' ? `${value} mL × ${strength}` : unit === 'mg' ? `${value} mg` : `${value} mg/kg as written`,
  range: (species: string, min: string, max: string): string => `Labelled range for ${species}: ${min}–${max} mg/kg per dose`,
  within: 'Within the labelled range',
  below: 'Below the labelled range',
  above: 'Above the labelled range',
  noRange: (species: string): string => `No labelled range for ${species} on this product`,
  noWeight: "Add the patient's weight to check the dose.",
  unparsed: 'Write the amount per dose (for example "Give 1 tablet" or "Give 2.5 mL") to check the dose.',
  noStrength: 'The dose per kg cannot be worked out from this strength.',
  advisory: 'Advisory only: it never blocks the prescription.',
  farAbove: 'Far above the labelled range',
  farBelow: 'Far below the labelled range',
  /** A far-outside dose (issue 42, decision 0271). */
  farNote: 'More than twice the labelled maximum, or under half the minimum: authorizing it needs your reason.',
} as const;
