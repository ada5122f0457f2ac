/**
 * /history (prescribing §2 Prescription history): the location's prescriptions, newest first, with
 * every filter of the spec; page size 10 with a size changer; at least 600 px tall. A non-draft opens
 * the Rx detail view; a draft expands inline.
 *
 * `?rx=RX-000123` (or the bare id), the link a PIMS write-back leaves in the medical record, opens that
 * prescription's detail view over the list; one that is missing, unreadable or of another location
 * leaves the list with "Could not find RX details". Closing either drops the parameter.
 */
import { CloseButton, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { recordLocationToSwitch } from '@vetrx/core/access';
import { sameId } from '@vetrx/core/common';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { prescriptionIdOfRxNumber } from '@vetrx/core/prescription';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation, useSession } from '../../session/SessionContext';
import { useRecordLocation } from '../../session/useRecordLocation';
import { PageWrapper } from '../../components/page/PageWrapper';
import { HistoryFilters } from './HistoryFilters';
import { EMPTY_HISTORY_FILTERS, HISTORY_FIRST_PAGE_SIZE, historyCountVariables, historyVariables, type HistoryFilterState } from './variables';
import { PrescriptionList, useHistoryPaging } from '../../shared/prescriptions/PrescriptionList';
import { HISTORY_MIN_HEIGHT_PX } from '../../lib/layout';
import { RxDetailDrawer } from '../../shared/prescriptions/RxDetailDrawer';

/**
 * The prescription a `?rx=` link names: its id once found at the current location (one of the user's
 * other locations is switched to, as a client's page does), whether to say it was not found, and how to
 * let the link go (the parameter leaves the URL, the history entry replaced).
 */
function useLinkedPrescription(locationId: string | null) {
  const { assignments } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('rx');
  const id = asked === null ? null : prescriptionIdOfRxNumber(asked);
  const detail = useGql(GetPrescriptionDetailDocument, id !== null && locationId ? { id } : null);
  const rx = detail.data?.getPrescriptionDetail ?? null;
  const here = rx !== null && locationId !== null && sameId(rx.locationId, locationId);
  // Another of the user's locations: switch to it (the detail then opens there) rather than say not found.
  const elsewhere = rx !== null && !here && recordLocationToSwitch(assignments, locationId, rx.locationId) !== null;
  useRecordLocation(elsewhere ? rx.locationId : undefined);
  const release = () =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('rx');
        return next;
      },
      { replace: true },
    );
  return {
    openId: here ? rx.id : null,
    // A failed refetch keeps the Rx it had: only an answer without one (or an error before any) is "not found".
    notFound: asked !== null && (id === null || (detail.isError && rx === null) || (detail.isSuccess && rx === null) || (rx !== null && !here && !elsewhere)),
    release,
  };
}

export default function HistoryPage() {
  const { locationId } = useCurrentLocation();
  const [filters, setFilters] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const paging = useHistoryPaging(HISTORY_FIRST_PAGE_SIZE);
  const { page, pageSize, setPage } = paging;

  const vars = useMemo(() => (locationId ? historyVariables(locationId, filters, page, pageSize) : null), [locationId, filters, page, pageSize]);
  const countVars = useMemo(() => (vars ? historyCountVariables(vars) : null), [vars]);
  const list = useGql(GetPrescriptionHistoryDocument, vars, { placeholderData: (prev) => prev });
  const count = useGql(GetPrescriptionCountDocument, countVars, { placeholderData: (prev) => prev });
  const linked = useLinkedPrescription(locationId);

  return (
    <PageWrapper>
      {linked.notFound && (
        <Alert.Root status="warning" mb="3" data-testid="history-rx-not-found">
          <Alert.Indicator />
          <Alert.Description flex="1">{APPROVALS_RECORD_MESSAGES.rxDetails.notFound}</Alert.Description>
          <CloseButton size="sm" aria-label={APPROVALS_RECORD_MESSAGES.rxDetails.close} onClick={linked.release} />
        </Alert.Root>
      )}
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
      <RxDetailDrawer prescriptionId={linked.openId} onClose={linked.release} />
    </PageWrapper>
  );
}
