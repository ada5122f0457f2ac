import { invalid, valid, type ValidationResult } from '../common/validation.js';
import { canTransitionTask } from './prescription-task.machine.js';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';
import { APPROVALS_MODAL_MESSAGES } from '../messages/approvals-modals.js';
import { COMMON_MESSAGES, type ToastText } from '../messages/common.js';
import type { ActingLocationUser } from './acting-user.js';
import { TASK_ACTIONS } from './status.js';

type Id = string | number;

/**
 * The fields of a stored task that the transition payloads copy.
 *
 * @example
 * const task: TaskForPayload = { id: 10, uuid: 't-10', type: 'approval', status: 'PENDING', initiatedBy: 'client', origin: 'storefront' };
 */
export interface TaskForPayload {
  readonly id: Id;
  readonly uuid: string;
  readonly type: string;
  readonly status: string;
  readonly initiatedBy?: string | null;
  readonly origin?: string | null;
}

/**
 * Variables of UpsertPrescriptionTask when declining (prescribing §7).
 *
 * @example
 * const r = buildDeclineTaskVariables(task, 'Due for exam', actedBy);
 * if (r.ok) { const variables: DeclineTaskVariables = r.value; }
 */
export interface DeclineTaskVariables {
  readonly uuid: string;
  readonly type: string;
  readonly status: 'VET_DECLINED';
  readonly action: 'Declined';
  readonly initiatedBy: string | null;
  readonly origin: string | null;
  readonly actionReason: string;
  readonly actionedByLocationUserUuid: string;
}

/**
 * `prescriptionTaskToAttach` of AddPrescription / UpdatePrescription when approving (prescribing §7).
 *
 * @example
 * const r = buildApproveTaskAttachment(task, actedBy);
 * if (r.ok) { const prescriptionTaskToAttach: ApproveTaskAttachment = r.value; }
 */
export interface ApproveTaskAttachment {
  readonly id: Id;
  readonly status: 'VET_APPROVED';
  readonly type: string;
  readonly action: 'Approved';
  readonly initiatedBy: string | null;
  readonly origin: string | null;
  readonly actionedByLocationUserUuid: string;
}

const alreadyActioned = { status: APPROVALS_MESSAGES.taskAlreadyActioned };

/**
 * Builds the UpsertPrescriptionTask variables that decline a task: status VET_DECLINED, action
 * Declined, the composed reason and the acting location user's uuid. `type`, `initiatedBy` and
 * `origin` are copied from the task (decided: declining does not change who raised the request).
 * Refused with `errors.status` when the task is no longer pending, and with `errors.actionReason`
 * ('This field is required') when the reason is blank.
 *
 * @example
 * buildDeclineTaskVariables(task, 'Due for exam', { id: 4, uuid: 'u-4' })
 * // { ok: true, value: { uuid, type, status: 'VET_DECLINED', action: 'Declined', initiatedBy, origin, actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-4' } }
 */
export function buildDeclineTaskVariables(
  task: TaskForPayload,
  actionReason: string,
  actedBy: ActingLocationUser,
): ValidationResult<DeclineTaskVariables> {
  const reason = actionReason.trim();
  if (!reason) return invalid({ actionReason: COMMON_MESSAGES.fieldRequired });
  const event = { type: 'DECLINE', actionReason: reason, actionedByLocationUserUuid: actedBy.uuid } as const;
  if (!canTransitionTask(task.status, event)) return invalid(alreadyActioned);
  return valid({
    uuid: task.uuid,
    type: task.type,
    status: 'VET_DECLINED',
    action: TASK_ACTIONS.Declined,
    initiatedBy: task.initiatedBy ?? null,
    origin: task.origin ?? null,
    actionReason: reason,
    actionedByLocationUserUuid: actedBy.uuid,
  });
}

/**
 * Builds `prescriptionTaskToAttach` for approving a task: status VET_APPROVED, action Approved and
 * the acting location user's uuid; refused with `errors.status` when the task is no longer pending.
 *
 * @example
 * buildApproveTaskAttachment(task, { id: 4, uuid: 'u-4' })
 * // { ok: true, value: { id, status: 'VET_APPROVED', type, action: 'Approved', initiatedBy, origin, actionedByLocationUserUuid: 'u-4' } }
 */
export function buildApproveTaskAttachment(
  task: TaskForPayload,
  actedBy: ActingLocationUser,
): ValidationResult<ApproveTaskAttachment> {
  if (!canTransitionTask(task.status, { type: 'APPROVE', actionedByLocationUserUuid: actedBy.uuid })) {
    return invalid(alreadyActioned);
  }
  return valid({
    id: task.id,
    status: 'VET_APPROVED',
    type: task.type,
    action: TASK_ACTIONS.Approved,
    initiatedBy: task.initiatedBy ?? null,
    origin: task.origin ?? null,
    actionedByLocationUserUuid: actedBy.uuid,
  });
}

/**
 * `prescriptionTaskToAttach` of a save that answers a task (prescribing §4 Actions, §7): issuing
 * (AuthorizeRx, PrintRx) approves it — the attachment carries the status and action the task takes
 * (VET_APPROVED, Approved); saving a draft (SaveAsDraft) keeps the task's status and action and only
 * links the prescription. `status` is always the status the task has after the save, which the server
 * checks against core's task machine (an already-actioned task answers CONFLICT).
 *
 * @example
 * buildTaskAttachment(task, actedBy, 'SaveAsDraft') // { ok: true, value: { id, status: 'PENDING', action: null, … } }
 */
export function buildTaskAttachment(
  task: TaskForPayload & { readonly action?: string | null },
  actedBy: ActingLocationUser,
  addPrescriptionType: 'AuthorizeRx' | 'PrintRx' | 'SaveAsDraft',
): ValidationResult<{
  readonly id: Id;
  readonly status: string;
  readonly type: string;
  readonly action: string | null;
  readonly initiatedBy: string | null;
  readonly origin: string | null;
  readonly actionedByLocationUserUuid: string;
}> {
  if (addPrescriptionType !== 'SaveAsDraft') return buildApproveTaskAttachment(task, actedBy);
  if (!canTransitionTask(task.status, { type: 'SAVE_AS_DRAFT' })) return invalid(alreadyActioned);
  return valid({
    id: task.id,
    status: String(task.status),
    type: task.type,
    action: task.action ?? null,
    initiatedBy: task.initiatedBy ?? null,
    origin: task.origin ?? null,
    actionedByLocationUserUuid: actedBy.uuid,
  });
}

/**
 * Variables of DeclinePrescription and DeletePrescription (prescribing §7).
 *
 * @example
 * const vars: DeclinePrescriptionVariables = { id: 7, input: { declinedByLocationUserId: 4, declineReason: 'Due for exam' } };
 */
export interface DeclinePrescriptionVariables {
  readonly id: Id;
  readonly input: { readonly declinedByLocationUserId: Id; readonly declineReason: string };
}

/**
 * Builds the DeclinePrescription / DeletePrescription variables of the Decline or Delete RX modal.
 *
 * @example
 * buildDeclinePrescriptionVariables(7, 'Due for exam', { id: 4, uuid: 'u-4' })
 * // { id: 7, input: { declinedByLocationUserId: 4, declineReason: 'Due for exam' } }
 */
export function buildDeclinePrescriptionVariables(
  prescriptionId: Id,
  declineReason: string,
  actedBy: ActingLocationUser,
): DeclinePrescriptionVariables {
  return { id: prescriptionId, input: { declinedByLocationUserId: actedBy.id, declineReason: declineReason.trim() } };
}

/**
 * Declining a task also declines its linked prescription when that prescription is in Draft
 * (prescribing §4 Actions).
 *
 * @example
 * shouldDeclineLinkedPrescription({ prescription: { rxStatus: { code: 'Draft' } } }) // true
 */
export function shouldDeclineLinkedPrescription(task: {
  readonly prescription?: { readonly rxStatus?: { readonly code?: string | null } | null } | null;
}): boolean {
  return task.prescription?.rxStatus?.code === 'Draft';
}

/**
 * The notice of the Decline Request modal: declining a client approval request (type `approval`)
 * cancels the client's pending order; other types have no notice.
 *
 * @example
 * declineRequestNotice({ type: 'approval' }) // "Declining this client request cancels the client's pending order. …"
 */
export function declineRequestNotice(task: { readonly type?: string | null }): string | null {
  return task.type === 'approval' ? APPROVALS_MODAL_MESSAGES.declineRequest.clientRequestNotice : null;
}

/**
 * An error toast of the approvals flows with the server's message as its description when there is
 * one (prescribing §8: "Each error toast shows the server message when present").
 *
 * @example
 * approvalsErrorToast(APPROVALS_TOASTS.errorArchiveRx, 'Order 12 in progress') // { title: 'Error Archive RX', description: 'Order 12 in progress' }
 */
export function approvalsErrorToast(toast: ToastText, serverMessage?: string | null): ToastText {
  const message = serverMessage?.trim();
  return message ? { title: toast.title, description: message } : toast;
}
