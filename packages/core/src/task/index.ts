/**
 * Prescription tasks (prescribing §2 Approvals, §4 Task status / Actions, §5 Decline and Workflow
 * forms): statuses and labels, types, filters, grouping, page sizes and polling, decline reasons and
 * forms, the workflow form, the acting user, transition payloads and notices. The task machine
 * (`prescription-task.machine.ts`) and its pure transition helpers, which the server decides with.
 */
export {
  approvalStatusFilterOptions,
  type ApprovalStatusFilterValue,
  TASK_ACTIONS,
  TASK_STATUSES,
  type TaskStatus,
} from './status.js';
export {
  type RequestTypeFilter,
  requestTypeFilterTypes,
  requestTypeOptions,
  TASK_TYPES,
  type TaskType,
  taskTypeLabel,
} from './type.js';
export { TASK_PAGE_SIZE } from './constants.js';
export { TASK_LIMITS } from './limits.js';
export { isGroupOpenByDefault } from './grouping.js';
export {
  composeDeclineReason,
  DECLINE_REASONS,
  isOtherReason,
  isRecentlyPurchasedReason,
  SIMPLE_DECLINE_REASONS,
  SUPPLY_CHOICE_MONTHS,
  supplyChoiceOptions,
  systemDeclineTransition,
  validateDeclineForm,
  validateSimpleDeclineForm,
  validateStoredDeclineReason,
} from './decline.js';
export {
  buildPrescriptionWorkflowVariables,
  buildTaskWorkflowVariables,
  hasWorkflowChoice,
  validateWorkflowForm,
  workflowUserOptions,
  workflowUserWarning,
} from './workflow.js';
export { type ActingLocationUser } from './acting-user.js';
export {
  buildDeclinePrescriptionVariables,
  buildDeclineTaskVariables,
  buildTaskAttachment,
  declineRequestNotice,
  shouldDeclineLinkedPrescription,
} from './payloads.js';
export { largerQuantityNotice } from './quantity.js';
export {
  activeApprovalsFilterCount,
  type ApprovalsFilters,
  approvalsFiltersForQuery,
  AUTOSHIP_FILTER_VALUES,
  type AutoshipFilter,
  buildTaskListVariables,
  type DayRange,
  DEFAULT_APPROVALS_FILTERS,
  groupedTaskStatus,
  productClassificationOptions,
  type RequestTypeValue,
  type TaskListVariables,
  taskStatusCriteria,
} from './filters.js';
export { clientDisplayName, showsAuthorizedButton, taskCardActions, taskCardHeader, taskDetailKind } from './card.js';
export {
  copyFromPrescription,
  copyFromTask,
  type CopySourcePrescription,
  type CopySourceTask,
  directPrescribeCopyState,
  isCopiedPrescription,
} from './copy.js';
export { nextTriageIndex, TRIAGE_KEYS, triageCommandFor, triageEffect } from './triage.js';
export { type DuplicateCandidate, duplicatesOf } from './duplicates.js';
export { bulkApprovalDetails, bulkApprovalInput, bulkApprovalRefusals, reauthRefusal } from './bulk-approval.js';
export {
  canTransitionTask,
  nextTaskState,
  type PrescriptionTaskEvent,
  prescriptionTaskMachine,
} from './prescription-task.machine.js';
