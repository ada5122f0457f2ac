/**
 * What a vet doses by, shown beside every prescription form (issue 11 "What a vet misses"; decision
 * 0141): species, breed, age, weight in lbs and kg, allergies, health conditions, current medications.
 */
import dayjs from 'dayjs';
import { toDay } from '../common/day.js';
import { trimToNull } from '../common/text.js';
import { LBS_PER_KG } from '../conflict/check.js';
import { CLIENT_LABELS } from '../messages/clients.js';
import { PATIENT_FACTS_LABELS } from '../messages/prescribing-aids.js';
import { MEDICATION_LIST_LABELS } from '../messages/safety.js';

/**
 * A patient's age in whole years, months and days on a given day.
 *
 * @example
 * import type { PatientAge } from '@vetrx/core/patient';
 */
export interface PatientAge {
  readonly years: number;
  readonly months: number;
  readonly days: number;
}

/**
 * The age of a patient born on `birthdate`, on `today`: `null` when the birth date is missing, not a
 * date, in 1900 or earlier (the portal's "unknown" placeholder, prescribing §4 patient prompt) or after
 * today.
 *
 * @example
 * patientAge('2020-03-15', '2026-05-20') // { years: 6, months: 2, days: 5 }
 */
export function patientAge(birthdate: string | null | undefined, today: string | Date): PatientAge | null {
  const born = toDay(birthdate);
  const now = toDay(today);
  if (born === null || now === null) return null;
  if (Number(born.slice(0, 4)) <= 1900 || born > now) return null;
  const b = dayjs(born);
  const t = dayjs(now);
  const totalMonths = t.diff(b, 'month');
  const days = t.diff(b.add(totalMonths, 'month'), 'day');
  return { years: Math.floor(totalMonths / 12), months: totalMonths % 12, days };
}

/**
 * The age as a vet reads it: '6 yrs 2 mos', '1 yr', '5 mos', '3 wks', '4 days'; 'N/A' when unknown.
 *
 * @example
 * formatPatientAge('2020-03-15', '2026-05-20') // '6 yrs 2 mos'
 */
export function formatPatientAge(birthdate: string | null | undefined, today: string | Date): string {
  const age = patientAge(birthdate, today);
  if (age === null) return CLIENT_LABELS.notAvailable;
  const L = PATIENT_FACTS_LABELS;
  if (age.years > 0) return age.months > 0 ? `${L.years(age.years)} ${L.months(age.months)}` : L.years(age.years);
  if (age.months > 0) return L.months(age.months);
  return age.days >= 7 ? L.weeks(Math.floor(age.days / 7)) : L.days(age.days);
}

/**
 * A weight in both units.
 *
 * @example
 * import type { WeightInBothUnits } from '@vetrx/core/patient';
 */
export interface WeightInBothUnits {
  readonly lbs: number;
  readonly kg: number;
  /** The unit the weight was recorded in. */
  readonly recordedIn: 'lbs' | 'kg';
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/**
 * The patient's weight in lbs and kg (2 decimals), from the recorded weight and unit (lbs when the unit
 * is missing, as the patient form defaults); `null` when there is no positive, finite weight.
 *
 * @example
 * weightInBothUnits({ weight: 22.05, weightUnit: 'lbs' }) // { lbs: 22.05, kg: 10, recordedIn: 'lbs' }
 */
export function weightInBothUnits(patient: { readonly weight?: number | null; readonly weightUnit?: string | null }): WeightInBothUnits | null {
  const w = patient.weight;
  if (typeof w !== 'number' || !Number.isFinite(w) || w <= 0) return null;
  const kgUnit = trimToNull(patient.weightUnit)?.toLowerCase() === 'kg';
  return kgUnit ? { lbs: round2(w * LBS_PER_KG), kg: round2(w), recordedIn: 'kg' } : { lbs: round2(w), kg: round2(w / LBS_PER_KG), recordedIn: 'lbs' };
}

/**
 * The weight as shown beside the form: the recorded unit first, the other in brackets; 'N/A' when none.
 *
 * @example
 * formatWeightBothUnits({ weight: 10, weightUnit: 'kg' }) // '10 kg (22.05 lbs)'
 */
export function formatWeightBothUnits(patient: { readonly weight?: number | null; readonly weightUnit?: string | null }): string {
  const w = weightInBothUnits(patient);
  if (w === null) return CLIENT_LABELS.notAvailable;
  return w.recordedIn === 'kg' ? `${w.kg} kg (${w.lbs} lbs)` : `${w.lbs} lbs (${w.kg} kg)`;
}

/**
 * The patient fields the facts panel reads (LocationPatientFields qualifies).
 *
 * @example
 * const p: PatientFactsInput = { name: 'Max', species: { name: 'Canine' }, weight: 40, weightUnit: 'lbs' };
 */
export interface PatientFactsInput {
  readonly name?: string | null;
  readonly species?: { readonly name?: string | null; readonly code?: string | null } | null;
  readonly breed?: { readonly name?: string | null } | null;
  readonly birthdate?: string | null;
  readonly weight?: number | null;
  readonly weightUnit?: string | null;
  readonly allergies?: readonly { readonly name?: string | null }[] | null;
  readonly healthConditions?: readonly { readonly name?: string | null }[] | null;
  readonly medications?: readonly { readonly name?: string | null }[] | null;
  /**
   * The patient's medication list (issue 42, decision 0270: active VetRx prescriptions and recorded
   * medications); when given, the medications row shows it, each with where it comes from.
   */
  readonly currentMedications?: readonly MedicationListItem[] | null;
}

/**
 * An entry of the patient's medication list as it is shown (the contract's PatientMedication qualifies).
 *
 * @example
 * const item: MedicationListItem = { name: 'Carprofen 100 mg, 30 Chewable Tablets', source: 'VETRX', rxNumber: 'RX-000804' };
 */
export interface MedicationListItem {
  readonly name?: string | null;
  readonly source?: string | null;
  readonly rxNumber?: string | null;
}

/**
 * Where a medication on the list comes from, as the vet reads it: the VetRx Rx number, "Recorded" or
 * "PIMS".
 *
 * @example
 * medicationSourceLabel({ source: 'VETRX', rxNumber: 'RX-000804' }) // 'RX-000804'
 * medicationSourceLabel({ source: 'RECORDED' }) // 'Recorded'
 */
export function medicationSourceLabel(item: MedicationListItem): string {
  const labels = MEDICATION_LIST_LABELS.sources;
  if (item.source === 'VETRX') return trimToNull(item.rxNumber) ?? labels.VETRX;
  return labels[item.source as keyof typeof labels] ?? labels.RECORDED;
}

/**
 * One row of the facts panel: its label, the text shown, and whether it deserves attention (a known
 * allergy, condition or medication; an unknown weight or age, which a dose depends on).
 *
 * @example
 * import type { PatientFactRow } from '@vetrx/core/patient';
 */
export interface PatientFactRow {
  readonly key: 'species' | 'breed' | 'age' | 'weight' | 'allergies' | 'healthConditions' | 'medications';
  readonly label: string;
  readonly value: string;
  /** Names of a list row (empty for the others and for an empty list). */
  readonly items: readonly string[];
  readonly attention: boolean;
}

const names = (list: PatientFactsInput['allergies']): string[] =>
  (list ?? []).map((i) => trimToNull(i.name)).filter((n): n is string => n !== null);

/**
 * The rows of the patient-facts panel, in the order a vet doses by.
 *
 * @example
 * patientFacts({ species: { name: 'Canine' }, weight: 10, weightUnit: 'kg' }, '2026-01-01').find((r) => r.key === 'weight')?.value
 * // '10 kg (22.05 lbs)'
 */
export function patientFacts(patient: PatientFactsInput, today: string | Date): PatientFactRow[] {
  const NA = CLIENT_LABELS.notAvailable;
  const age = formatPatientAge(patient.birthdate, today);
  const weight = formatWeightBothUnits(patient);
  const list = (key: 'allergies' | 'healthConditions' | 'medications', label: string, none: string): PatientFactRow => {
    const items =
      key === 'medications' && patient.currentMedications
        ? patient.currentMedications.filter((m) => trimToNull(m.name)).map((m) => `${trimToNull(m.name)} · ${medicationSourceLabel(m)}`)
        : names(patient[key]);
    return { key, label, value: items.length ? items.join(', ') : none, items, attention: items.length > 0 };
  };
  return [
    { key: 'species', label: CLIENT_LABELS.species, value: trimToNull(patient.species?.name) ?? NA, items: [], attention: false },
    { key: 'breed', label: CLIENT_LABELS.breed, value: trimToNull(patient.breed?.name) ?? NA, items: [], attention: false },
    { key: 'age', label: PATIENT_FACTS_LABELS.age, value: age, items: [], attention: age === NA },
    { key: 'weight', label: CLIENT_LABELS.weight, value: weight, items: [], attention: weight === NA },
    list('allergies', PATIENT_FACTS_LABELS.allergies, PATIENT_FACTS_LABELS.noKnownAllergies),
    list('healthConditions', CLIENT_LABELS.healthConditions, PATIENT_FACTS_LABELS.noneRecorded),
    list('medications', CLIENT_LABELS.currentMedications, PATIENT_FACTS_LABELS.noneRecorded),
  ];
}
