import type { GetPrescriptionTasksQueryVariables } from '@vetrx/core/operations/GetPrescriptionTasks';
import { buildTaskListVariables, type ApprovalsFilters, type TaskListVariables } from '@vetrx/core/task';

type Id = string | number;
const id = (v: Id | null) => (v === null ? null : String(v));

/** Core's task-list variables with ids as the API's strings. */
export function apiTaskVariables(v: TaskListVariables): GetPrescriptionTasksQueryVariables & { locationId: string } {
  return {
    ...v,
    locationId: String(v.locationId),
    assignedVeterinarianIds: v.assignedVeterinarianIds?.map(String) ?? null,
    assignedToLocationUserId: id(v.assignedToLocationUserId),
    currentWorkflowStatusId: id(v.currentWorkflowStatusId),
    locationClientId: id(v.locationClientId),
    locationPatientId: id(v.locationPatientId),
  };
}

/** The variables of a page of tasks (or of groups) for the filters. */
export function taskPageVariables(locationId: string, filters: ApprovalsFilters, page: number, pageSize: number, scope: { locationClientId?: string | null } = {}) {
  return apiTaskVariables(buildTaskListVariables(locationId, filters, page, pageSize, scope));
}

/** The count variables (no skip or take). */
export function taskCountVars(locationId: string, filters: ApprovalsFilters) {
  const { skip: _s, take: _t, ...rest } = taskPageVariables(locationId, filters, 1, 1);
  return rest;
}

/**
 * The variables of the approvals page's three queries — the page of client groups and its two counts —
 * for a location, filters and page: the page asks them, and the route starts them at start-up for the
 * first page.
 */
export function approvalsQueryVariables(locationId: string, filters: ApprovalsFilters, page: number, pageSize: number) {
  return {
    list: { ...taskPageVariables(locationId, filters, page, pageSize), groupTake: pageSize },
    count: taskCountVars(locationId, filters),
  };
}
