import { PRODUCT_CLASSIFICATIONS } from '../product/types.js';
import { TASK_PAGE_SIZE } from './constants.js';
import {
  APPROVAL_STATUS_CRITERIA,
  APPROVAL_STATUS_FILTER_VALUES,
  type ApprovalStatusCriteria,
  type ApprovalStatusFilterValue,
  DEFAULT_APPROVAL_STATUS_FILTER,
  isTaskStatus,
} from './status.js';
import { parseRequestTypeFilter, type RequestTypeFilter, requestTypeFilterTypes, TASK_TYPES, type TaskType } from './type.js';

type Id = string | number;

/**
 * The value of the approvals Request Type filter: all except expiring, one task type, or `null` (every
 * type).
 *
 * @example
 * const value: RequestTypeValue = 'renewal';
 */
export type RequestTypeValue = Exclude<RequestTypeFilter, 'ExpiringRx'> | TaskType | null;

/**
 * The Autoship filter (decided options: All, Yes, No).
 *
 * @example
 * AUTOSHIP_FILTER_VALUES // ['all', 'yes', 'no']
 */
export const AUTOSHIP_FILTER_VALUES = ['all', 'yes', 'no'] as const;

/**
 * One of {@link AUTOSHIP_FILTER_VALUES}.
 *
 * @example
 * const autoship: AutoshipFilter = 'yes';
 */
export type AutoshipFilter = (typeof AUTOSHIP_FILTER_VALUES)[number];

/**
 * A date range of a filter, each end a day (`YYYY-MM-DD`) or absent.
 *
 * @example
 * const range: DayRange = { from: '2026-01-01', to: '2026-01-31' };
 */
export interface DayRange {
  readonly from?: string | null;
  readonly to?: string | null;
}

/**
 * Every filter of the approvals page (prescribing §2 Approvals).
 *
 * @example
 * const filters: ApprovalsFilters = { ...DEFAULT_APPROVALS_FILTERS, requestType: 'expiring' };
 */
export interface ApprovalsFilters {
  readonly requestType: RequestTypeValue;
  /** Approval-status filter values; Pending by default. */
  readonly status: readonly ApprovalStatusFilterValue[];
  readonly productClassification: string | null;
  readonly autoship: AutoshipFilter;
  /** Location users who can authorize (the task's assigned vet). */
  readonly assignedVeterinarianIds: readonly Id[];
  /** A location user of the active location (the task's workflow user). */
  readonly assignedUserId: Id | null;
  readonly nextOrderDate: DayRange;
  readonly expirationDate: DayRange;
  /** The created date. */
  readonly createdDate: DayRange;
  readonly currentWorkflowStatusId: Id | null;
  /** Client, patient or product name. */
  readonly name: string;
}

/**
 * The filters the approvals page starts with: every type, status Pending, nothing else.
 *
 * @example
 * DEFAULT_APPROVALS_FILTERS.status // ['pending']
 */
export const DEFAULT_APPROVALS_FILTERS: ApprovalsFilters = {
  requestType: null,
  status: [DEFAULT_APPROVAL_STATUS_FILTER],
  productClassification: null,
  autoship: 'all',
  assignedVeterinarianIds: [],
  assignedUserId: null,
  nextOrderDate: {},
  expirationDate: {},
  createdDate: {},
  currentWorkflowStatusId: null,
  name: '',
};

/**
 * The filters of /approve for its `type` query parameter: ExpiringRx selects Expiring Rx Request,
 * AllExceptExpiringRx selects all except expiring; anything else leaves every type.
 *
 * @example
 * approvalsFiltersForQuery('ExpiringRx').requestType // 'expiring'
 */
export function approvalsFiltersForQuery(type: string | null | undefined): ApprovalsFilters {
  const parsed = parseRequestTypeFilter(type);
  const requestType: RequestTypeValue = parsed === 'ExpiringRx' ? 'expiring' : parsed;
  return { ...DEFAULT_APPROVALS_FILTERS, requestType };
}

/**
 * The `type` list sent for a Request Type value (`null` sends none: every type).
 *
 * @example
 * requestTypeValueTypes('AllExceptExpiringRx') // ['approval', 'draft', 'renewal']
 */
export function requestTypeValueTypes(value: RequestTypeValue): string[] | null {
  if (value === null) return null;
  if (value === 'AllExceptExpiringRx') return requestTypeFilterTypes('AllExceptExpiringRx');
  return (TASK_TYPES as readonly string[]).includes(value) ? [value] : null;
}

/**
 * The `status` list sent for approval-status filter values. A value that is one task status is sent
 * as that status (`pending` → `PENDING`), so the plain task-status filters of other screens agree; a
 * value that also needs the task's action (`system-declined`, `vet-declined`) is sent as itself.
 * Duplicates are removed; order follows the input.
 *
 * @example
 * taskStatusQueryValues(['pending', 'vet-declined']) // ['PENDING', 'vet-declined']
 */
export function taskStatusQueryValues(values: readonly ApprovalStatusFilterValue[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const c = APPROVAL_STATUS_CRITERIA[v];
    if (!c) continue;
    const sent = c.actions ? v : c.status;
    if (!out.includes(sent)) out.push(sent);
  }
  return out;
}

/**
 * The default status list of the grouped task list: Pending.
 *
 * @example
 * GROUPED_TASKS_DEFAULT_STATUS // ['PENDING']
 */
export const GROUPED_TASKS_DEFAULT_STATUS: readonly string[] = Object.freeze(['PENDING']);

/**
 * The status GetPrescriptionTasksGrouped (and its count) lists when the caller sends none: Pending, the
 * spec's default status. A non-empty list is kept as sent.
 *
 * @example
 * groupedTaskStatus(undefined) // ['PENDING']
 * groupedTaskStatus(['VET_APPROVED']) // ['VET_APPROVED']
 */
export function groupedTaskStatus(values: readonly string[] | null | undefined): readonly string[] {
  return values && values.length > 0 ? values : GROUPED_TASKS_DEFAULT_STATUS;
}

/**
 * What the server matches for a `status` list: each entry is a task status (PENDING, VET_DECLINED, …,
 * matched on status alone) or an approval-status filter value (matched as
 * {@link APPROVAL_STATUS_CRITERIA} says, case-insensitively). Unknown entries are dropped, so a list of
 * only unknown entries yields no criteria (the server then matches no task). `null` or an empty list
 * means no status filter (also `null`).
 *
 * @example
 * taskStatusCriteria(['PENDING', 'system-declined'])
 * // [{ status: 'PENDING' }, { status: 'VET_DECLINED', actions: ['AutoDeclined'] }]
 */
export function taskStatusCriteria(values: readonly string[] | null | undefined): ApprovalStatusCriteria[] | null {
  if (!values || values.length === 0) return null;
  const out: ApprovalStatusCriteria[] = [];
  const seen = new Set<string>();
  for (const raw of values) {
    const v = raw.trim();
    let c: ApprovalStatusCriteria | null = null;
    if (isTaskStatus(v)) c = { status: v };
    else {
      const key = v.toLowerCase();
      if ((APPROVAL_STATUS_FILTER_VALUES as readonly string[]).includes(key)) c = APPROVAL_STATUS_CRITERIA[key as ApprovalStatusFilterValue];
    }
    if (!c) continue;
    const id = `${c.status}|${c.actions?.join(',') ?? '*'}`;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(c);
  }
  return out;
}

/**
 * Does a task match a `status` list as the server reads it ({@link taskStatusCriteria})?
 *
 * @example
 * matchesTaskStatusList(['vet-declined'], { status: 'VET_DECLINED', action: 'Declined' }) // true
 */
export function matchesTaskStatusList(
  values: readonly string[] | null | undefined,
  task: { readonly status?: string | null; readonly action?: string | null },
): boolean {
  const criteria = taskStatusCriteria(values);
  if (criteria === null) return true;
  return criteria.some(
    (c) => task.status === c.status && (!c.actions || (task.action != null && (c.actions as readonly string[]).includes(task.action))),
  );
}

/** A day text, or null when absent or not a calendar day. */
function day(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /^\d{4}-\d{2}-\d{2}$/.exec(value.trim());
  if (!m) return null;
  // A real calendar day (2026-02-30 rolls over, so it is not), read in local time as dayjs did.
  const [y, mo, d] = m[0].split('-').map(Number);
  const date = new Date(y, mo - 1, d);
  return date.getFullYear() === y && date.getMonth() === mo - 1 && date.getDate() === d ? m[0] : null;
}

/** A checked day text at a local time of day (dayjs's startOf/endOf('day')). */
function localDay(text: string, end: boolean): Date {
  const [y, m, d] = text.split('-').map(Number);
  return end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d);
}

/**
 * The instants a day range covers in local time: the start of `from` and the end of `to` (inclusive
 * of the whole last day), as ISO texts; an absent or invalid end is `null`.
 *
 * @example
 * dayRangeInstants({ from: '2026-01-09', to: '2026-01-09' }) // { start: '2026-01-09T…(local 00:00)', end: '…(local 23:59:59.999)' }
 */
export function dayRangeInstants(range: DayRange): { start: string | null; end: string | null } {
  const from = day(range.from);
  const to = day(range.to);
  return {
    start: from ? localDay(from, false).toISOString() : null,
    end: to ? localDay(to, true).toISOString() : null,
  };
}

/**
 * Variables of GetPrescriptionTasks, GetPrescriptionTasksGrouped and their counts (prescribing §7).
 *
 * @example
 * const vars: TaskListVariables = buildTaskListVariables(1, DEFAULT_APPROVALS_FILTERS, 1);
 */
export interface TaskListVariables {
  readonly locationId: Id;
  readonly status: string[] | null;
  readonly type: string[] | null;
  readonly productClassification: string | null;
  readonly isAutoship: boolean | null;
  readonly assignedVeterinarianIds: Id[] | null;
  readonly assignedToLocationUserId: Id | null;
  readonly nextOrderDateStart: string | null;
  readonly nextOrderDateEnd: string | null;
  readonly expirationDateStart: string | null;
  readonly expirationDateEnd: string | null;
  readonly startDateTime: string | null;
  readonly endDateTime: string | null;
  readonly currentWorkflowStatusId: Id | null;
  readonly nameFilter: string | null;
  readonly locationClientId: Id | null;
  readonly locationPatientId: Id | null;
  readonly skip: number;
  readonly take: number;
}

/**
 * Builds the task-list variables for a 1-based page of `pageSize` (default 10, the approvals page
 * size): the request type as a type list, statuses as {@link taskStatusQueryValues}, autoship as a
 * boolean (All → none), the next order and expiration ranges as days (inclusive), the created range as
 * the instants of its local days, the name trimmed (blank → none). `scope` narrows to one client or
 * patient.
 *
 * @example
 * buildTaskListVariables(1, { ...DEFAULT_APPROVALS_FILTERS, autoship: 'yes' }, 2).isAutoship // true
 */
export function buildTaskListVariables(
  locationId: Id,
  filters: ApprovalsFilters,
  page = 1,
  pageSize: number = TASK_PAGE_SIZE.approvals,
  scope: { readonly locationClientId?: Id | null; readonly locationPatientId?: Id | null } = {},
): TaskListVariables {
  const size = Math.max(1, Math.floor(pageSize) || 1);
  const created = dayRangeInstants(filters.createdDate);
  const status = taskStatusQueryValues(filters.status);
  const name = filters.name.trim();
  return {
    locationId,
    status: status.length ? status : null,
    type: requestTypeValueTypes(filters.requestType),
    productClassification: filters.productClassification || null,
    isAutoship: filters.autoship === 'yes' ? true : filters.autoship === 'no' ? false : null,
    assignedVeterinarianIds: filters.assignedVeterinarianIds.length ? [...filters.assignedVeterinarianIds] : null,
    assignedToLocationUserId: filters.assignedUserId ?? null,
    nextOrderDateStart: day(filters.nextOrderDate.from),
    nextOrderDateEnd: day(filters.nextOrderDate.to),
    expirationDateStart: day(filters.expirationDate.from),
    expirationDateEnd: day(filters.expirationDate.to),
    startDateTime: created.start,
    endDateTime: created.end,
    currentWorkflowStatusId: filters.currentWorkflowStatusId ?? null,
    nameFilter: name || null,
    locationClientId: scope.locationClientId ?? null,
    locationPatientId: scope.locationPatientId ?? null,
    skip: (Math.max(1, Math.floor(page) || 1) - 1) * size,
    take: size,
  };
}

/**
 * The count variables of a task list: the list's variables without skip and take.
 *
 * @example
 * taskCountVariables(buildTaskListVariables(1, DEFAULT_APPROVALS_FILTERS)) // { locationId: 1, status: ['PENDING'], … }
 */
export function taskCountVariables(vars: TaskListVariables): Omit<TaskListVariables, 'skip' | 'take'> {
  const { skip: _skip, take: _take, ...rest } = vars;
  return rest;
}

/**
 * How many filters differ from {@link DEFAULT_APPROVALS_FILTERS}, for a "n filters" badge. The
 * request type set by the page's `type` parameter counts like any other.
 *
 * @example
 * activeApprovalsFilterCount({ ...DEFAULT_APPROVALS_FILTERS, name: 'rex' }) // 1
 */
export function activeApprovalsFilterCount(filters: ApprovalsFilters): number {
  const d = DEFAULT_APPROVALS_FILTERS;
  const range = (r: DayRange) => Boolean(day(r.from) || day(r.to));
  const sameStatus = filters.status.length === d.status.length && filters.status.every((s) => d.status.includes(s));
  return [
    filters.requestType !== null,
    !sameStatus,
    Boolean(filters.productClassification),
    filters.autoship !== 'all',
    filters.assignedVeterinarianIds.length > 0,
    filters.assignedUserId != null,
    range(filters.nextOrderDate),
    range(filters.expirationDate),
    range(filters.createdDate),
    filters.currentWorkflowStatusId != null,
    filters.name.trim() !== '',
  ].filter(Boolean).length;
}

/**
 * Options of the Product Classification filter: the spec's six classifications.
 *
 * @example
 * productClassificationOptions()[0] // { value: 'Preventative', label: 'Preventative' }
 */
export function productClassificationOptions(): { value: string; label: string }[] {
  return PRODUCT_CLASSIFICATIONS.map((c) => ({ value: c, label: c }));
}

