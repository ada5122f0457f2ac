/**
 * /history (prescribing §2 Prescription history): the location's prescriptions, newest first, with
 * every filter of the spec; page size 10 with a size changer; at least 600 px tall. A non-draft opens
 * the Rx detail view; a draft expands inline.
 */
import { Stack } from '@chakra-ui/react';
import { GetPrescriptionCountDocument, GetPrescriptionHistoryDocument } from '@vetrx/core/api';
import { buildPrescriptionHistoryVariables, HISTORY_PAGE_SIZE } from '@vetrx/core/record';
import { useMemo, useState } from 'react';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { EMPTY_HISTORY_FILTERS, HistoryFilters, type HistoryFilterState } from './HistoryFilters';
import { PrescriptionList, useHistoryPaging } from './PrescriptionList';
import { HISTORY_MIN_HEIGHT_PX } from '../../app/layout';

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

export default function HistoryPage() {
  const { locationId } = useCurrentLocation();
  const [filters, setFilters] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const paging = useHistoryPaging(HISTORY_PAGE_SIZE.history);
  const { page, pageSize, setPage } = paging;

  const vars = useMemo(() => (locationId ? historyVariables(locationId, filters, page, pageSize) : null), [locationId, filters, page, pageSize]);
  const countVars = useMemo(() => {
    if (!vars) return null;
    const { skip: _s, take: _t, ...rest } = vars;
    return rest;
  }, [vars]);
  const list = useGql(GetPrescriptionHistoryDocument, vars, { placeholderData: (prev) => prev });
  const count = useGql(GetPrescriptionCountDocument, countVars, { placeholderData: (prev) => prev });

  return (
    <PageWrapper>
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Stack layerStyle="card" gap="3" minH={`${HISTORY_MIN_HEIGHT_PX}px`} p={{ base: '3', md: '4' }} data-testid="history-list">
        <PrescriptionList
          rows={list.data?.getPrescriptionHistory ?? []}
          query={list}
          total={count.data?.getPrescriptionCount ?? 0}
          paging={paging}
          skeletons={6}
          emptyTestId="history-empty"
          showPeople
          fill
          pagerTestId="history-pagination"
        />
      </Stack>
    </PageWrapper>
  );
}
