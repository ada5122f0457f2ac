/**
 * /history (prescribing §2 Prescription history): the location's prescriptions, newest first, with
 * every filter of the spec; page size 10 with a size changer; at least 600 px tall. A non-draft opens
 * the Rx detail view; a draft expands inline.
 */
import { Stack } from '@chakra-ui/react';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { useMemo, useState } from 'react';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { HistoryFilters } from './HistoryFilters';
import { EMPTY_HISTORY_FILTERS, HISTORY_FIRST_PAGE_SIZE, historyCountVariables, historyVariables, type HistoryFilterState } from './variables';
import { PrescriptionList, useHistoryPaging } from './PrescriptionList';
import { HISTORY_MIN_HEIGHT_PX } from '../../lib/layout';

export default function HistoryPage() {
  const { locationId } = useCurrentLocation();
  const [filters, setFilters] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const paging = useHistoryPaging(HISTORY_FIRST_PAGE_SIZE);
  const { page, pageSize, setPage } = paging;

  const vars = useMemo(() => (locationId ? historyVariables(locationId, filters, page, pageSize) : null), [locationId, filters, page, pageSize]);
  const countVars = useMemo(() => (vars ? historyCountVariables(vars) : null), [vars]);
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
