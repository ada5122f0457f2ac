import { APPROVALS_MESSAGES } from '../messages/approvals.js';

/**
 * Known prescription task types (prescribing §4 Task types). Other values may exist in stored data;
 * they are labelled Approval Request.
 *
 * @example
 * TASK_TYPES.includes('renewal') // true
 */
export const TASK_TYPES = ['approval', 'draft', 'expiring', 'renewal'] as const;

/**
 * One of {@link TASK_TYPES}.
 *
 * @example
 * const type: TaskType = 'renewal';
 */
export type TaskType = (typeof TASK_TYPES)[number];

/**
 * Label of a task type: approval → Client Request, draft → Recommendation Request, expiring →
 * Expiring Rx Request, renewal → Renewal Request, anything else → Approval Request.
 *
 * @example
 * taskTypeLabel('draft') // 'Recommendation Request'
 * taskTypeLabel('transfer') // 'Approval Request'
 */
export function taskTypeLabel(type: string | null | undefined): string {
  const labels = APPROVALS_MESSAGES.taskType;
  switch (type) {
    case 'approval':
    case 'draft':
    case 'expiring':
    case 'renewal':
      return labels[type];
    default:
      return labels.other;
  }
}

/**
 * Request-type filter values, also the `type` query parameter of /approve (prescribing §2).
 *
 * @example
 * REQUEST_TYPE_FILTERS[0] // 'ExpiringRx'
 */
export const REQUEST_TYPE_FILTERS = ['ExpiringRx', 'AllExceptExpiringRx'] as const;

/**
 * One of {@link REQUEST_TYPE_FILTERS}.
 *
 * @example
 * const filter: RequestTypeFilter = 'ExpiringRx';
 */
export type RequestTypeFilter = (typeof REQUEST_TYPE_FILTERS)[number];

/**
 * Reads the /approve `type` query parameter; anything else (absent, misspelt) means no type filter.
 *
 * @example
 * parseRequestTypeFilter('AllExceptExpiringRx') // 'AllExceptExpiringRx'
 * parseRequestTypeFilter('foo') // null
 */
export function parseRequestTypeFilter(value: string | null | undefined): RequestTypeFilter | null {
  // A list lookup, as the schema does: the dashboard reads this through the approvals filters, and the
  // schema would bring zod into its first load (issue 13).
  return (REQUEST_TYPE_FILTERS as readonly unknown[]).includes(value) ? (value as RequestTypeFilter) : null;
}

/**
 * The task types list the web sends for a request-type filter: ExpiringRx → expiring; AllExceptExpiringRx
 * → every known type but expiring. Servers should prefer {@link matchesRequestTypeFilter}, which also
 * keeps unknown types under AllExceptExpiringRx.
 *
 * @example
 * requestTypeFilterTypes('AllExceptExpiringRx') // ['approval', 'draft', 'renewal']
 */
export function requestTypeFilterTypes(filter: RequestTypeFilter): TaskType[] {
  return filter === 'ExpiringRx' ? ['expiring'] : TASK_TYPES.filter((t) => t !== 'expiring');
}

/**
 * Does a task type satisfy the request-type filter? `null` (no filter) matches everything.
 *
 * @example
 * matchesRequestTypeFilter('AllExceptExpiringRx', 'approval') // true
 */
export function matchesRequestTypeFilter(filter: RequestTypeFilter | null, type: string | null | undefined): boolean {
  if (filter === null) return true;
  return filter === 'ExpiringRx' ? type === 'expiring' : type !== 'expiring';
}

/**
 * Options of the approvals Request Type select: all except expiring first, then each task type.
 *
 * @example
 * requestTypeOptions()[1] // { value: 'approval', label: 'Client Request' }
 */
export function requestTypeOptions(): { value: 'AllExceptExpiringRx' | TaskType; label: string }[] {
  return [
    { value: 'AllExceptExpiringRx', label: APPROVALS_MESSAGES.queue.requestTypes.AllExceptExpiringRx },
    ...TASK_TYPES.map((t) => ({ value: t, label: taskTypeLabel(t) })),
  ];
}
