/**
 * Consequences of a patient's active flag and date of death (clients §4).
 */
import { trimToNull } from '../common/text.js';
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import type { PendingDeclineDecision } from '../client/status.js';
import { CLIENT_NOTICES, CLIENT_TOASTS } from '../messages/clients.js';

/**
 * Setting an existing patient inactive, or setting a date of death it did not have, declines all of its
 * pending prescriptions automatically; the warning is shown beforehand only when pending ones exist
 * (clients §4). The date-of-death warning wins when both happen at once.
 *
 * @example
 * patientStatusChange({ wasActive: true, isActive: true, previousDeceasedDate: null, deceasedDate: '2026-01-02', pendingTaskCount: 1 }).declinesPending // true
 */
export function patientStatusChange(change: {
  readonly wasActive: boolean | null | undefined;
  readonly isActive: boolean;
  readonly previousDeceasedDate: string | null | undefined;
  readonly deceasedDate: string | null | undefined;
  readonly pendingTaskCount: number;
}): PendingDeclineDecision {
  const deactivated = change.wasActive === true && !change.isActive;
  const died = trimToNull(change.previousDeceasedDate) === null && trimToNull(change.deceasedDate) !== null;
  const declinesPending = deactivated || died;
  const warning = !declinesPending || change.pendingTaskCount <= 0
    ? null
    : died
      ? CLIENT_NOTICES.patientDeceasedDeclinesPending
      : CLIENT_NOTICES.patientInactiveDeclinesPending;
  return { declinesPending, warning };
}

/**
 * A patient must be active to add a product (clients §4). Refused with 'Patient is not active' under
 * the field `locationPatientId`; the screen shows `CLIENT_TOASTS.patientNotActive`.
 *
 * @example
 * checkCanAddProduct({ isActive: false }) // { ok: false, errors: { locationPatientId: 'Patient is not active' } }
 */
export function checkCanAddProduct<P extends { readonly isActive: boolean }>(patient: P): ValidationResult<P> {
  return patient.isActive ? valid(patient) : invalid({ locationPatientId: CLIENT_TOASTS.patientNotActive.title });
}
