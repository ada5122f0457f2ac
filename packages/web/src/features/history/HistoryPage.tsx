/**
 * /history (prescribing §2 Prescription history): the location's prescriptions, newest first, with
 * every filter of the spec; page size 10 with a size changer; at least 600 px tall. A non-draft opens
 * the Rx detail view; a draft expands inline.
 */
import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { GetPrescriptionCountDocument, GetPrescriptionHistoryDocument } from '@vetrx/core/api';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { buildPrescriptionHistoryVariables, HISTORY_PAGE_SIZE } from '@vetrx/core/record';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../app/session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { Pager } from '../../components/ui/pager';
import { DIRECT_PRESCRIBE_PATH } from './copy-navigation';
import { DeclineOrDeleteModal } from './DeclineOrDeleteModal';
import { EMPTY_HISTORY_FILTERS, HistoryFilters, type HistoryFilterState } from './HistoryFilters';
import { DraftInline } from './PatientPrescriptionHistory';
import { isDraftRow, PrescriptionRow, type PrescriptionSummary } from './PrescriptionRow';
import { RxDetailDrawer } from './RxDetailDrawer';
import { HISTORY_MIN_HEIGHT_PX } from '../../app/layout';
import { HISTORY_PAGE_SIZE_OPTIONS } from '../../app/ui-constants';

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
  const navigate = useNavigate();
  const [filters, setFilters] = useState<HistoryFilterState>(EMPTY_HISTORY_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(HISTORY_PAGE_SIZE.history);
  const [openId, setOpenId] = useState<string | null>(null);
  const [expandedDraft, setExpandedDraft] = useState<string | null>(null);
  const [declining, setDeclining] = useState<PrescriptionSummary | null>(null);

  const vars = useMemo(() => (locationId ? historyVariables(locationId, filters, page, pageSize) : null), [locationId, filters, page, pageSize]);
  const countVars = useMemo(() => {
    if (!vars) return null;
    const { skip: _s, take: _t, ...rest } = vars;
    return rest;
  }, [vars]);
  const list = useGql(GetPrescriptionHistoryDocument, vars, { placeholderData: (prev) => prev });
  const count = useGql(GetPrescriptionCountDocument, countVars, { placeholderData: (prev) => prev });
  const rows = list.data?.getPrescriptionHistory ?? [];
  const total = count.data?.getPrescriptionCount ?? 0;

  return (
    <PageWrapper>
      <HistoryFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      <Stack gap="3" minH={`${HISTORY_MIN_HEIGHT_PX}px`} bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '3', md: '4' }} shadow="card" data-testid="history-list">
        {list.isPending ? (
          <Stack gap="2">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h="16" borderRadius="lg" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Box flex="1" display="grid" placeItems="center">
            <Text color="fg.muted" data-testid="history-empty">
              {COMMON_MESSAGES.zeroResults}
            </Text>
          </Box>
        ) : (
          <Stack gap="2" flex="1" aria-busy={list.isFetching}>
            {rows.map((rx) => (
              <PrescriptionRow
                key={rx.id}
                rx={rx}
                showPeople
                expanded={expandedDraft === rx.id}
                onActivate={() => (isDraftRow(rx) ? setExpandedDraft((cur) => (cur === rx.id ? null : rx.id)) : setOpenId(rx.id))}
              >
                <DraftInline rx={rx} onContinue={() => navigate(DIRECT_PRESCRIBE_PATH, { state: { prescriptionId: rx.id } })} onDeclineOrDelete={() => setDeclining(rx)} />
              </PrescriptionRow>
            ))}
          </Stack>
        )}
        <Pager
          page={page}
          pageSize={pageSize}
          count={total}
          onPageChange={setPage}
          sizes={HISTORY_PAGE_SIZE_OPTIONS}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          data-testid="history-pagination"
        />
      </Stack>
      <RxDetailDrawer prescriptionId={openId} onClose={() => setOpenId(null)} />
      <DeclineOrDeleteModal prescriptionId={declining?.id ?? null} onClose={() => setDeclining(null)} onDone={() => setExpandedDraft(null)} />
    </PageWrapper>
  );
}
