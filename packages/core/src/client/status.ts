/**
 * Consequences of a client's active flag (clients §2, §4).
 */
import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { CLIENT_NOTICES, CLIENT_TOASTS, type SYSTEM_DECLINE_REASONS } from '../messages/clients.js';

/**
 * Whether a change declines pending prescriptions, and the warning to show beforehand.
 *
 * @example
 * import type { PendingDeclineDecision } from '@vetrx/core/client';
 */
export interface PendingDeclineDecision {
  /** True when saving the change declines every pending prescription request automatically. */
  readonly declinesPending: boolean;
  /** The warning to show before saving, or `null` when there is nothing pending to decline. */
  readonly warning: string | null;
}

/**
 * Making an existing active client inactive declines its pending prescriptions automatically; the
 * warning is shown beforehand only when pending ones exist (clients §2, §4). A new client declines
 * nothing.
 *
 * @example
 * clientActiveChange({ wasActive: true, isActive: false, pendingTaskCount: 2 }).warning // 'This client has pending …'
 */
export function clientActiveChange(change: {
  readonly wasActive: boolean | null | undefined;
  readonly isActive: boolean;
  readonly pendingTaskCount: number;
}): PendingDeclineDecision {
  const declinesPending = change.wasActive === true && !change.isActive;
  return {
    declinesPending,
    warning: declinesPending && change.pendingTaskCount > 0 ? CLIENT_NOTICES.clientInactiveDeclinesPending : null,
  };
}

/**
 * A client must be active to add a patient (clients §4). Refused with 'Client is not active' under the
 * field `locationClientId`; the screen shows `CLIENT_TOASTS.clientNotActive` ('Client is not active' /
 * 'Please activate client.').
 *
 * @example
 * checkCanAddPatient({ isActive: false }) // { ok: false, errors: { locationClientId: 'Client is not active' } }
 */
export function checkCanAddPatient<C extends { readonly isActive: boolean }>(client: C): ValidationResult<C> {
  return client.isActive ? valid(client) : invalid({ locationClientId: CLIENT_TOASTS.clientNotActive.title });
}

/**
 * Why an action on a client (Add Patient, Help Client) is unavailable: 'Please activate client.' for an
 * inactive client, `null` when it may go ahead. The screen disables the action and shows this reason
 * instead of letting it fail (issue 12 item 11).
 *
 * @example
 * inactiveClientReason({ isActive: false }) // 'Please activate client.'
 */
export function inactiveClientReason(client: { readonly isActive: boolean }): string | null {
  return checkCanAddPatient(client).ok ? null : CLIENT_TOASTS.clientNotActive.description;
}

/**
 * Why the system declines pending prescription requests (clients §4).
 *
 * @example
 * const cause: SystemDeclineCause = 'patientDeceased';
 */
export type SystemDeclineCause = keyof typeof SYSTEM_DECLINE_REASONS;

/**
 * The cause of an automatic decline for a patient change, or `null` when the change declines nothing:
 * a new date of death (or the deceased flag newly set) wins over deactivation (clients §4).
 *
 * @example
 * patientDeclineCause({ wasActive: true, isActive: false, wasDeceased: false, isDeceased: false }) // 'patientInactive'
 */
export function patientDeclineCause(change: {
  readonly wasActive: boolean;
  readonly isActive: boolean;
  readonly wasDeceased: boolean;
  readonly isDeceased: boolean;
}): SystemDeclineCause | null {
  if (!change.wasDeceased && change.isDeceased) return 'patientDeceased';
  if (change.wasActive && !change.isActive) return 'patientInactive';
  return null;
}
