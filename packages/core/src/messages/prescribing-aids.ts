/**
 * Decided texts of what the prescription form adds beyond the spec (issue 11 "What a vet misses",
 * decisions 0141–0142): the patient-facts panel and the failed-submit toast. The spec is silent on them;
 * they are written once here. The dose check's texts are the safety screen's (`SAFETY_MESSAGES.doseCheck`).
 */
import { CLIENT_LABELS } from './clients.js';
import { PRESCRIBING_LABELS } from './prescribing.js';
import type { ToastText } from './common.js';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * Labels of the patient-facts panel.
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
 * The toast of a submit refused by the form's checks: which field, and why.
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
