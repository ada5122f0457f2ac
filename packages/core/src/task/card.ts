import { isTaskPending, taskStatusLabel } from './status.js';
import { taskTypeLabel } from './type.js';

type Id = string | number;

/**
 * Theme tone of a task status tag: pending, approved (by the vet or the pharmacy) or declined.
 *
 * @example
 * const tone: TaskTone = taskStatusTone('PV1_DECLINED'); // 'task.declined'
 */
export type TaskTone = 'task.pending' | 'task.approved' | 'task.declined';

/**
 * The tone of a task status: PENDING → pending; VET_APPROVED, PV1_APPROVED → approved; VET_DECLINED,
 * PV1_DECLINED → declined; anything else → pending (decided: an unknown status still needs attention).
 *
 * @example
 * taskStatusTone('VET_APPROVED') // 'task.approved'
 */
export function taskStatusTone(status: string | null | undefined): TaskTone {
  if (status === 'VET_APPROVED' || status === 'PV1_APPROVED') return 'task.approved';
  if (status === 'VET_DECLINED' || status === 'PV1_DECLINED') return 'task.declined';
  return 'task.pending';
}

/**
 * A button of a task card.
 *
 * @example
 * const action: TaskCardAction = 'approve';
 */
export type TaskCardAction = 'saveAsDraft' | 'decline' | 'approve' | 'copy' | 'view';

/**
 * The buttons of a task card (prescribing §2): Save As Draft, Decline and Approve on a pending task;
 * Copy and View on any other.
 *
 * @example
 * taskCardActions({ status: 'PENDING' }) // ['saveAsDraft', 'decline', 'approve']
 */
export function taskCardActions(task: { readonly status?: string | null }): TaskCardAction[] {
  return isTaskPending(task) ? ['saveAsDraft', 'decline', 'approve'] : ['copy', 'view'];
}

/**
 * What an expanded task shows (prescribing §2 Task card and detail).
 *
 * @example
 * const kind: TaskDetailKind = taskDetailKind(task); // 'form'
 */
export type TaskDetailKind = 'form' | 'prescription' | 'info';

/** Statuses whose expanded card shows the prescription's details and a side panel. */
const PRESCRIPTION_DETAIL_STATUSES = new Set(['VET_APPROVED', 'PV1_APPROVED', 'PV1_DECLINED']);

/**
 * The expanded card: the authorization form (titled Prescription) on a pending task; the prescription's
 * details and a side panel on VET_APPROVED, PV1_APPROVED and PV1_DECLINED tasks that have a prescription;
 * otherwise an info panel with client, patient and product.
 *
 * @example
 * taskDetailKind({ status: 'PV1_DECLINED', prescriptionId: 4 }) // 'prescription'
 * taskDetailKind({ status: 'VET_DECLINED', prescriptionId: 4 }) // 'info'
 */
export function taskDetailKind(task: {
  readonly status?: string | null;
  readonly prescriptionId?: Id | null;
  readonly prescription?: { readonly id?: Id | null } | null;
}): TaskDetailKind {
  if (isTaskPending(task)) return 'form';
  const hasPrescription = task.prescriptionId != null || task.prescription?.id != null;
  return PRESCRIPTION_DETAIL_STATUSES.has(task.status ?? '') && hasPrescription ? 'prescription' : 'info';
}

/**
 * Does the card show the disabled Authorized button? Only an approved task does (decided: approved by
 * the vet or by the pharmacy).
 *
 * @example
 * showsAuthorizedButton({ status: 'VET_APPROVED' }) // true
 */
export function showsAuthorizedButton(task: { readonly status?: string | null }): boolean {
  return task.status === 'VET_APPROVED' || task.status === 'PV1_APPROVED';
}

type Named = { readonly displayName?: string | null } | null | undefined;

/**
 * The task fields a card header reads.
 *
 * @example
 * const task: TaskCardSource = { type: 'approval', status: 'PENDING', isAutoship: true };
 */
export interface TaskCardSource {
  readonly type?: string | null;
  readonly status?: string | null;
  readonly isAutoship?: boolean | null;
  readonly actionedByLocationUser?: Named;
  readonly assignedToLocationUser?: Named;
  readonly locationClient?: { readonly firstName?: string | null; readonly lastName?: string | null } | null;
  readonly locationPatient?: { readonly name?: string | null } | null;
  readonly product?: { readonly title?: string | null; readonly strengthDisplay?: string | null } | null;
  readonly prescriptionTaskWorkflow?: {
    readonly currentWorkflowStatus?: { readonly description?: string | null } | null;
    readonly workflowLocationUser?: (Named & { readonly isActive?: boolean | null }) | null;
  } | null;
}

/**
 * What a task card's header shows, decided once for web and CLI.
 *
 * @example
 * const header: TaskCardHeader = taskCardHeader(task);
 */
export interface TaskCardHeader {
  readonly typeLabel: string;
  readonly statusLabel: string;
  readonly statusTone: TaskTone;
  readonly isAutoship: boolean;
  /** The workflow status description, or `null` without a workflow. */
  readonly workflowBadge: string | null;
  /** The workflow user's name, when there is a workflow. */
  readonly workflowUser: string | null;
  readonly assignee: string | null;
  readonly client: string;
  readonly patient: string;
  /** The product title with its strength, '·'-separated. */
  readonly product: string;
}

const nameOf = (p: Named): string | null => p?.displayName?.trim() || null;

/**
 * The client's name as a card shows it: first and last name, trimmed.
 *
 * @example
 * clientDisplayName({ firstName: ' Ann ', lastName: 'Lee' }) // 'Ann Lee'
 */
export function clientDisplayName(client: { readonly firstName?: string | null; readonly lastName?: string | null } | null | undefined): string {
  return [client?.firstName, client?.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
}

/**
 * The header of a task card: type label, status label ('Approved By {vet}'), tone, autoship,
 * workflow badge and user, assignee, client, patient and product.
 *
 * @example
 * taskCardHeader({ type: 'approval', status: 'VET_APPROVED', actionedByLocationUser: { displayName: 'Dr. Ada' } }).statusLabel
 * // 'Approved By Dr. Ada'
 */
export function taskCardHeader(task: TaskCardSource): TaskCardHeader {
  const product = [task.product?.title?.trim(), task.product?.strengthDisplay?.trim()].filter(Boolean).join(' · ');
  return {
    typeLabel: taskTypeLabel(task.type),
    statusLabel: taskStatusLabel(task.status, nameOf(task.actionedByLocationUser)),
    statusTone: taskStatusTone(task.status),
    isAutoship: task.isAutoship === true,
    workflowBadge: task.prescriptionTaskWorkflow?.currentWorkflowStatus?.description?.trim() || null,
    workflowUser: task.prescriptionTaskWorkflow ? nameOf(task.prescriptionTaskWorkflow.workflowLocationUser) : null,
    assignee: nameOf(task.assignedToLocationUser),
    client: clientDisplayName(task.locationClient),
    patient: task.locationPatient?.name?.trim() ?? '',
    product,
  };
}
