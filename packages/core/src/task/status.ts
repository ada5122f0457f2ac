import * as z from 'zod';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';

/**
 * Prescription task statuses (prescribing §4 Task status). `PV1_*` are the pharmacy's verification
 * outcomes after a vet approval.
 *
 * @example
 * TASK_STATUSES.includes('PENDING') // true
 */
export const TASK_STATUSES = ['PENDING', 'VET_APPROVED', 'PV1_APPROVED', 'VET_DECLINED', 'PV1_DECLINED'] as const;

/**
 * One of {@link TASK_STATUSES}.
 *
 * @example
 * const status: TaskStatus = 'VET_APPROVED';
 */
export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * Zod schema of a task status.
 *
 * @example
 * taskStatusSchema.parse('VET_APPROVED') // 'VET_APPROVED'
 */
export const taskStatusSchema = z.enum(TASK_STATUSES);

/**
 * Is the value a known task status?
 *
 * @example
 * isTaskStatus('PENDING') // true
 */
export function isTaskStatus(value: unknown): value is TaskStatus {
  return typeof value === 'string' && (TASK_STATUSES as readonly string[]).includes(value);
}

/**
 * Values of a task's `action` field. `Approved` and `Declined` are the spec's (prescribing §4
 * Actions). `AutoDeclined` is decided: the action recorded when the system declines pending tasks
 * because their client or patient was made inactive or deceased (clients §4), which is what the
 * `system-declined` approval-status filter finds.
 *
 * @example
 * TASK_ACTIONS.Approved // 'Approved'
 */
export const TASK_ACTIONS = {
  Approved: 'Approved',
  Declined: 'Declined',
  AutoDeclined: 'AutoDeclined',
} as const;

/**
 * One of the {@link TASK_ACTIONS} values.
 *
 * @example
 * const action: TaskAction = TASK_ACTIONS.Declined;
 */
export type TaskAction = (typeof TASK_ACTIONS)[keyof typeof TASK_ACTIONS];

/**
 * Is the task still waiting for a vet (the only status with Save As Draft, Decline and Approve)?
 *
 * @example
 * isTaskPending({ status: 'PENDING' }) // true
 */
export function isTaskPending(task: { status?: string | null }): boolean {
  return task.status === 'PENDING';
}

/**
 * Label of a task's status tag (prescribing §4): Pending; 'Approved By {user}' (default 'Vet');
 * Approved By Pharmacy; Declined; Declined By Pharmacy. An unknown status shows as it is stored.
 *
 * @example
 * taskStatusLabel('VET_APPROVED', 'Dr. Ada Smith') // 'Approved By Dr. Ada Smith'
 * taskStatusLabel('VET_APPROVED') // 'Approved By Vet'
 */
export function taskStatusLabel(status: string | null | undefined, approvedBy?: string | null): string {
  const m = APPROVALS_MESSAGES.taskStatus;
  switch (status) {
    case 'PENDING':
      return m.PENDING;
    case 'VET_APPROVED':
      return m.approvedBy(approvedBy);
    case 'PV1_APPROVED':
      return m.PV1_APPROVED;
    case 'VET_DECLINED':
      return m.VET_DECLINED;
    case 'PV1_DECLINED':
      return m.PV1_DECLINED;
    default:
      return status ?? '';
  }
}

/**
 * Approval-status filter values (prescribing §4), in the order the filter lists them.
 *
 * @example
 * APPROVAL_STATUS_FILTER_VALUES[0] // 'pending'
 */
export const APPROVAL_STATUS_FILTER_VALUES = [
  'pending',
  'pharmacy-approved',
  'pharmacy-declined',
  'system-declined',
  'vet-approved',
  'vet-declined',
] as const;

/**
 * One of {@link APPROVAL_STATUS_FILTER_VALUES}.
 *
 * @example
 * const value: ApprovalStatusFilterValue = 'system-declined';
 */
export type ApprovalStatusFilterValue = (typeof APPROVAL_STATUS_FILTER_VALUES)[number];

/**
 * Zod schema of an approval-status filter value.
 *
 * @example
 * approvalStatusFilterSchema.parse('vet-approved') // 'vet-approved'
 */
export const approvalStatusFilterSchema = z.enum(APPROVAL_STATUS_FILTER_VALUES);

/**
 * Default of the approvals status filter: Pending (prescribing §2 Approvals).
 *
 * @example
 * DEFAULT_APPROVAL_STATUS_FILTER // 'pending'
 */
export const DEFAULT_APPROVAL_STATUS_FILTER: ApprovalStatusFilterValue = 'pending';

/**
 * What the server matches for one approval-status filter value.
 *
 * @example
 * const criteria: ApprovalStatusCriteria = { status: 'VET_DECLINED', actions: ['AutoDeclined'] };
 */
export interface ApprovalStatusCriteria {
  readonly status: TaskStatus;
  /** When present, the task's action must be one of these. */
  readonly actions?: readonly TaskAction[];
}

/**
 * Task status and actions each approval-status filter value means (decided: `system-declined` and
 * `vet-declined` are both VET_DECLINED, told apart by the action AutoDeclined vs Declined).
 *
 * @example
 * APPROVAL_STATUS_CRITERIA['pharmacy-approved'] // { status: 'PV1_APPROVED' }
 */
export const APPROVAL_STATUS_CRITERIA: Readonly<Record<ApprovalStatusFilterValue, ApprovalStatusCriteria>> = {
  pending: { status: 'PENDING' },
  'pharmacy-approved': { status: 'PV1_APPROVED' },
  'pharmacy-declined': { status: 'PV1_DECLINED' },
  'system-declined': { status: 'VET_DECLINED', actions: [TASK_ACTIONS.AutoDeclined] },
  'vet-approved': { status: 'VET_APPROVED' },
  'vet-declined': { status: 'VET_DECLINED', actions: [TASK_ACTIONS.Declined] },
};

/**
 * Does a task satisfy an approval-status filter value? The server's filter and tests use this.
 *
 * @example
 * matchesApprovalStatusFilter('system-declined', { status: 'VET_DECLINED', action: 'AutoDeclined' }) // true
 */
export function matchesApprovalStatusFilter(
  value: ApprovalStatusFilterValue,
  task: { status?: string | null; action?: string | null },
): boolean {
  const c = APPROVAL_STATUS_CRITERIA[value];
  if (task.status !== c.status) return false;
  return !c.actions || (task.action != null && (c.actions as readonly string[]).includes(task.action));
}

/**
 * Approval-status filter options for the select, `{ value, label }` in the spec's order.
 *
 * @example
 * approvalStatusFilterOptions()[4] // { value: 'vet-approved', label: 'Approved By Vet' }
 */
export function approvalStatusFilterOptions(): { value: ApprovalStatusFilterValue; label: string }[] {
  return APPROVAL_STATUS_FILTER_VALUES.map((value) => ({
    value,
    label: APPROVALS_MESSAGES.approvalStatusFilter[value],
  }));
}
