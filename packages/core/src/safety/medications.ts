/**
 * One medication list per patient (issue 42 item 1): the patient's active VetRx
 * prescriptions — issued and neither declined, archived nor expired, filled or not (an Rx the pharmacy
 * took over and filled, Accepted By Pharmacy, still has refills) — and the medications recorded on the
 * patient or in the PIMS. Every safety check reads this list; duplicate therapy also reads the patient's
 * other pending requests.
 */
import { normalizeTerm } from '../conflict/species.js';
import type { MedicationSource, SafetyMedication } from './evaluate.js';

/**
 * Statuses of a prescription that is not (or no longer) a medication of the patient: not issued
 * (Draft) or declined (Declined, DeclinedByPharmacy, RejectedDraft). Accepted By Pharmacy is a filled
 * prescription and stays active until it expires.
 *
 * @example
 * INACTIVE_RX_STATUSES.has('AcceptedByPharmacy') // false
 */
export const INACTIVE_RX_STATUSES: ReadonlySet<string> = new Set(['Draft', 'Declined', 'DeclinedByPharmacy', 'RejectedDraft']);

/**
 * Is a prescription on the patient's medication list on `today` (`YYYY-MM-DD`)? Issued, not declined,
 * not archived, not expired (no expiration counts as not expired).
 *
 * @example
 * isActiveMedicationRx({ rxStatusCode: 'AcceptedByPharmacy', archived: false, prescExpiryDate: '2027-01-01' }, '2026-11-23') // true
 * isActiveMedicationRx({ rxStatusCode: 'Declined', archived: false, prescExpiryDate: '2027-01-01' }, '2026-11-23') // false
 */
export function isActiveMedicationRx(rx: { readonly rxStatusCode: string; readonly archived: boolean; readonly prescExpiryDate: string | null }, today: string): boolean {
  if (rx.archived || INACTIVE_RX_STATUSES.has(rx.rxStatusCode)) return false;
  return rx.prescExpiryDate === null || rx.prescExpiryDate.slice(0, 10) >= today;
}

/**
 * One entry of the patient's medication list as the API answers it (`PatientMedication`).
 *
 * @example
 * const e: PatientMedicationEntry = { key: 'rx:804', source: 'VETRX', name: 'Carprofen 100 mg, 30 Chewable Tablets', ingredients: 'Active ingredients: Carprofen 100 mg.', rxNumber: 'RX-000804', prescriptionId: '804' };
 */
export interface PatientMedicationEntry {
  readonly key: string;
  readonly source: string;
  readonly name: string;
  readonly ingredients?: string | null;
  readonly dosageForm?: string | null;
  readonly code?: string | null;
  readonly rxNumber?: string | null;
  readonly prescriptionId?: string | number | null;
  readonly prescriptionTaskId?: string | number | null;
}

const SOURCES: readonly MedicationSource[] = ['VETRX', 'RECORDED', 'PIMS', 'REQUEST'];
const str = (v: string | number | null | undefined): string | null => (v === null || v === undefined ? null : String(v));

/**
 * A list entry as the safety check reads it: the name, code and ingredients are where ingredients are
 * recognised.
 *
 * @example
 * safetyMedicationOf({ key: 'recorded:carprofen', source: 'RECORDED', name: 'Carprofen', code: 'carprofen' }).text // 'Carprofen carprofen'
 */
export function safetyMedicationOf(entry: PatientMedicationEntry): SafetyMedication {
  const source = (SOURCES as readonly string[]).includes(entry.source) ? (entry.source as MedicationSource) : 'RECORDED';
  const active = (entry.ingredients ?? '').split(/inactive ingredients/i)[0];
  return {
    key: entry.key,
    source,
    label: entry.name,
    text: [entry.name, entry.code ? normalizeTerm(entry.code) : '', active].filter(Boolean).join(' '),
    ingredients: entry.ingredients ?? null,
    dosageForm: entry.dosageForm ?? null,
    rxNumber: entry.rxNumber ?? null,
    prescriptionId: str(entry.prescriptionId),
    prescriptionTaskId: str(entry.prescriptionTaskId),
  };
}

/**
 * The list a candidate is checked against: the patient's medications and other pending
 * requests, without what the candidate itself is — its own request, its own draft, and the prescription
 * it renews (a renewal continues it; it is not a second supply).
 *
 * @example
 * medicationsToCheck([...list, ...requests], { prescriptionTaskId: '55', prescriptionIds: ['804'] }).length
 */
export function medicationsToCheck(
  entries: readonly PatientMedicationEntry[],
  exclude: { readonly prescriptionTaskId?: string | number | null; readonly prescriptionIds?: readonly (string | number | null | undefined)[] } = {},
): SafetyMedication[] {
  const task = str(exclude.prescriptionTaskId);
  const rxs = new Set((exclude.prescriptionIds ?? []).map(str).filter((v): v is string => v !== null));
  return entries
    .filter((e) => !(task !== null && str(e.prescriptionTaskId) === task) && !(str(e.prescriptionId) !== null && rxs.has(str(e.prescriptionId)!)))
    .map(safetyMedicationOf);
}
