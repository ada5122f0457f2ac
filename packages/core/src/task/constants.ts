/**
 * Page sizes of task lists (prescribing §9): the approvals queue shows 10 tasks a page, the task
 * list on a patient panel 5.
 *
 * @example
 * TASK_PAGE_SIZE.approvals // 10
 */
export const TASK_PAGE_SIZE = {
  approvals: 10,
  patientPanel: 5,
} as const;

/**
 * A client's task group on the approvals page opens by default when it holds fewer than this many
 * tasks (prescribing §2 Approvals).
 *
 * @example
 * GROUP_OPEN_BELOW // 10
 */
export const GROUP_OPEN_BELOW = 10;
