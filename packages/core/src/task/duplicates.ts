import { isActiveMedicationRx } from '../safety/medications.js';

type Id = string | number;

/**
 * A pending request as the duplicate check reads it.
 *
 * @example
 * const task: DuplicateCheckTask = { id: 1, status: 'PENDING', locationPatientId: 9, productFamilyId: 4, prescriptionId: null, previousPrescriptionId: null };
 */
export interface DuplicateCheckTask {
  readonly id: Id;
  readonly status: string;
  readonly archived?: boolean | null;
  readonly locationPatientId: Id | null;
  readonly productFamilyId: Id | null;
  /** The task's own linked prescription (its draft): never a duplicate of it. */
  readonly prescriptionId?: Id | null;
  /** The prescription the request renews: never a duplicate of it. */
  readonly previousPrescriptionId?: Id | null;
}

/**
 * Another request, or a prescription, that a pending request may duplicate.
 *
 * @example
 * const other: DuplicateCandidate = { kind: 'prescription', id: 77, locationPatientId: 9, productFamilyId: 4, rxStatusCode: 'Created', archived: false, prescExpiryDate: '2027-01-01', at: '2026-10-01T00:00:00Z', rxNumber: 'RX-77' };
 */
export type DuplicateCandidate =
  | {
      readonly kind: 'task';
      readonly id: Id;
      readonly status: string;
      readonly archived: boolean;
      readonly locationPatientId: Id | null;
      readonly productFamilyId: Id | null;
      /** When it was created (ISO). */
      readonly at: string;
    }
  | {
      readonly kind: 'prescription';
      readonly id: Id;
      readonly rxStatusCode: string;
      readonly archived: boolean;
      readonly locationPatientId: Id | null;
      readonly productFamilyId: Id | null;
      /** `YYYY-MM-DD`, or null (no expiration). */
      readonly prescExpiryDate: string | null;
      /** When it was issued, else created (ISO). */
      readonly at: string;
      readonly rxNumber: string | null;
    };

const same = (a: Id | null | undefined, b: Id | null | undefined) => a != null && b != null && String(a) === String(b);

/**
 * Whether a prescription is active for the duplicate check: on the patient's medication list (core's
 * `isActiveMedicationRx`) — issued and neither declined nor archived, and not expired on
 * `today` (`YYYY-MM-DD`). A prescription the pharmacy filled (Accepted By Pharmacy, shown Not Fillable)
 * still has its refills and counts (issue 42).
 *
 * @example
 * isActiveForDuplicates({ rxStatusCode: 'AcceptedByPharmacy', archived: false, prescExpiryDate: '2027-01-01' }, '2026-11-23') // true
 * isActiveForDuplicates({ rxStatusCode: 'Draft', archived: false, prescExpiryDate: null }, '2026-11-23') // false
 */
export function isActiveForDuplicates(rx: { rxStatusCode: string; archived: boolean; prescExpiryDate: string | null }, today: string): boolean {
  return isActiveMedicationRx(rx, today);
}

/**
 * The requests and prescriptions a pending request duplicates (issue 17 item 4): the
 * same patient and the same product family as an active prescription or another pending request.
 * Only a pending, not archived request with a patient is checked; its own draft and the prescription
 * it renews are not duplicates. Active prescriptions first, then other requests, newest first.
 *
 * @example
 * duplicatesOf(task, [otherPendingRequestForTheSamePetAndFamily], '2026-11-23') // [that request]
 */
export function duplicatesOf(task: DuplicateCheckTask, candidates: readonly DuplicateCandidate[], today: string): DuplicateCandidate[] {
  if (task.status !== 'PENDING' || task.archived || task.locationPatientId == null || task.productFamilyId == null) return [];
  const hits = candidates.filter((c) => {
    if (!same(c.locationPatientId, task.locationPatientId) || !same(c.productFamilyId, task.productFamilyId)) return false;
    if (c.kind === 'task') return !same(c.id, task.id) && c.status === 'PENDING' && !c.archived;
    if (same(c.id, task.prescriptionId) || same(c.id, task.previousPrescriptionId)) return false;
    return isActiveForDuplicates(c, today);
  });
  return hits.sort((a, b) => (a.kind === b.kind ? b.at.localeCompare(a.at) : a.kind === 'prescription' ? -1 : 1));
}
