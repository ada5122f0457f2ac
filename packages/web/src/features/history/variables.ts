/**
 * The history page's filters and the variables it asks the API with — in a module of their own, so the
 * route's prefetch (in the entry) builds the very variables the page will ask and the
 * page finds its first answers in the query cache.
 */
import { APPROVAL_TYPE_FILTERS, buildPrescriptionHistoryVariables, HISTORY_PAGE_SIZE, type ApprovalTypeFilter, type RxStatusListingValue } from '@vetrx/core/record';

/** What the history page filters by. */
export interface HistoryFilterState {
  client: { id: string; name: string; patients: { id: string; name: string }[] } | null;
  patientId: string | null;
  productFamily: { value: string; label: string } | null;
  product: { id: string; label: string } | null;
  prescribingVetId: string | null;
  statuses: RxStatusListingValue[];
  from: string;
  to: string;
  archived: 'all' | 'archived' | 'active';
  approvalTypes: ApprovalTypeFilter[];
}

export const EMPTY_HISTORY_FILTERS: HistoryFilterState = {
  client: null,
  patientId: null,
  productFamily: null,
  product: null,
  prescribingVetId: null,
  statuses: [],
  from: '',
  to: '',
  archived: 'all',
  approvalTypes: [...APPROVAL_TYPE_FILTERS],
};

/** The page size /history opens with. */
export const HISTORY_FIRST_PAGE_SIZE = HISTORY_PAGE_SIZE.history;

/** The history variables of the filters, for a page. */
export function historyVariables(locationId: string, f: HistoryFilterState, page: number, pageSize: number) {
  const v = buildPrescriptionHistoryVariables(
    locationId,
    {
      locationClientId: f.client?.id ?? null,
      locationPatientId: f.patientId,
      productId: f.product?.id ?? null,
      prescribingVetId: f.prescribingVetId,
      rxStatusFilters: f.statuses,
      startDateTime: f.from || null,
      endDateTime: f.to || null,
      archived: f.archived === 'all' ? null : f.archived === 'archived',
    },
    page,
    pageSize,
  );
  const id = (x: string | number | null) => (x === null ? null : String(x));
  return {
    ...v,
    locationId: String(v.locationId),
    locationClientId: id(v.locationClientId),
    locationPatientId: id(v.locationPatientId),
    productId: id(v.productId),
    prescribingVetId: id(v.prescribingVetId),
    productApprovalTypeFilters: f.approvalTypes,
  };
}

/** The count's variables: the page's without its skip and take. */
export function historyCountVariables(vars: ReturnType<typeof historyVariables>) {
  const { skip: _s, take: _t, ...rest } = vars;
  return rest;
}
