/**
 * The approvals page's first queries, started at start-up for a signed-in first load of /approve
 * (decision 0196): the queue's first page of client groups and its two counts, for the request type in
 * the URL and the location kept from the last visit — the variables the page itself asks. The counts
 * are the queue's slowest answers and only fill its summary line: the first render does not wait for them.
 */
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { GetPrescriptionTasksGroupedCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksGroupedCount';
import { approvalsFiltersForQuery, TASK_PAGE_SIZE } from '@vetrx/core/task';
import type { StartQuery } from '../../app/routing/types';
import { approvalsQueryVariables } from '../../shared/approvals/variables';

export function prefetchApprovals(start: StartQuery, first: { locationId: string; search: URLSearchParams }): void {
  const vars = approvalsQueryVariables(first.locationId, approvalsFiltersForQuery(first.search.get('type')), 1, TASK_PAGE_SIZE.approvals);
  start(GetPrescriptionTasksGroupedDocument, vars.list);
  start(GetPrescriptionTasksGroupedCountDocument, vars.count, { drawnLater: true });
  start(GetPrescriptionTasksCountDocument, vars.count, { drawnLater: true });
}
