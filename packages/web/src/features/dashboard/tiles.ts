/**
 * The four dashboard count tiles (prescribing §2 Dashboard): what each counts (the server computes the
 * number) and where it leads. Task types come from core/task's request-type filter mapping.
 */
import { MAIN_ROUTES, isLinkPageEnabled, type LocationAccessFlags } from '@vetrx/core/access';
import type { GetPrescriptionCountQueryVariables } from '@vetrx/core/operations/GetPrescriptionCount';
import type { GetPrescriptionTasksCountQueryVariables } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import type {
  GetUnlinkedLocationClientsCountQueryVariables,
} from '@vetrx/core/operations/GetUnlinkedLocationClientsCount';
import { rxStatusFilterValue } from '@vetrx/core/record';
import { requestTypeFilterTypes, type RequestTypeFilter } from '@vetrx/core/task';
import { DASHBOARD_TILE_LABELS } from '@vetrx/core/messages';

/** Status filter of a draft prescription, as the count query takes it. */
export const DRAFT_STATUS_FILTERS = [rxStatusFilterValue('draft')];
/** Status filter of an open task. */
export const PENDING_TASK_STATUS = ['PENDING'];

export function approvalsPath(type: RequestTypeFilter): string {
  return `${MAIN_ROUTES.approve}?type=${type}`;
}

export function draftCountVariables(locationId: string): GetPrescriptionCountQueryVariables {
  return { locationId, rxStatusFilters: DRAFT_STATUS_FILTERS, archived: false };
}

export function pendingTasksVariables(locationId: string, filter: RequestTypeFilter): GetPrescriptionTasksCountQueryVariables {
  return { locationId, status: PENDING_TASK_STATUS, type: requestTypeFilterTypes(filter) };
}

export function unlinkedClientsVariables(locationId: string): GetUnlinkedLocationClientsCountQueryVariables {
  return { locationId };
}

/** The unlinked-clients count is shown only when the location has PIMS enabled; otherwise 0. */
export function showsUnlinkedCount(location: LocationAccessFlags): boolean {
  return isLinkPageEnabled(location);
}

export const TILES = {
  drafts: { label: DASHBOARD_TILE_LABELS.drafts, to: MAIN_ROUTES.create, icon: 'LuFilePen', tone: 'rx.draft' },
  pendingApprovals: {
    label: DASHBOARD_TILE_LABELS.pendingApprovals,
    to: approvalsPath('AllExceptExpiringRx'),
    icon: 'LuClipboardCheck',
    tone: 'task.pending',
  },
  expiringRenewals: {
    label: DASHBOARD_TILE_LABELS.expiringRenewals,
    to: approvalsPath('ExpiringRx'),
    icon: 'LuCalendarClock',
    tone: 'expiry.near',
  },
  unlinkedClients: {
    label: DASHBOARD_TILE_LABELS.unlinkedClients,
    to: MAIN_ROUTES.link,
    icon: 'LuUnlink',
    tone: 'pims.notLinked',
  },
} as const;
