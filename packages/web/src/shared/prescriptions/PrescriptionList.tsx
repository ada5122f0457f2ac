/**
 * The one body of every prescription list (the location's /history, a patient's history, the office-use
 * patient's prescriptions): skeleton rows while loading, "No results" when empty, else the rows, newest
 * first, then the pager with the history page sizes. A non-draft row opens the Rx detail view; a draft
 * row expands inline with Create (continue it) and Decline or Delete (prescribing §4 Actions).
 *
 * @example
 * const paging = useHistoryPaging(HISTORY_PAGE_SIZE.history);
 * <PrescriptionList rows={rows} query={list} total={total} paging={paging} skeletons={3} emptyTestId="x-empty" />
 */
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { COMMON_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import {
  GetPrescriptionsByLocationPatientIdDocument,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { buildPatientPrescriptionsVariables, refillDisplay, type HistorySwitches } from '@vetrx/core/record';
import { useState } from 'react';
import { LuBan, LuFilePlus2 } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { HISTORY_PAGE_SIZE_OPTIONS } from '../../lib/ui-constants';
import { FactList } from '../../components/ui/fact-list';
import { Pager } from '../../components/ui/pager';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { DIRECT_PRESCRIBE_PATH } from './copy-navigation';
import { DeclineOrDeleteModal } from './DeclineOrDeleteModal';
import { isDraftRow, PrescriptionRow, type PrescriptionSummary } from './PrescriptionRow';
import { RxDetailDrawer } from './RxDetailDrawer';

/** Page and page size of a prescription list; a new page size goes back to page 1. */
export function useHistoryPaging(initialSize: number) {
  const [page, setPage] = useState(1);
  const [pageSize, setSize] = useState(initialSize);
  const setPageSize = (size: number) => {
    setSize(size);
    setPage(1);
  };
  return { page, pageSize, setPage, setPageSize };
}

export type HistoryPaging = ReturnType<typeof useHistoryPaging>;

/**
 * One patient's prescriptions under the given filters, a page at a time (the previous page stays while
 * the next loads): what `PrescriptionList` needs for its rows, state, total and pager.
 */
export function usePatientPrescriptions(locationPatientId: string, filters: HistorySwitches, initialPageSize: number) {
  const paging = useHistoryPaging(initialPageSize);
  const query = useGql(
    GetPrescriptionsByLocationPatientIdDocument,
    { ...buildPatientPrescriptionsVariables(locationPatientId, filters, paging.page, paging.pageSize), locationPatientId },
    { placeholderData: (prev) => prev },
  );
  const data = query.data?.getPrescriptionsByLocationPatientId;
  return { rows: data?.data ?? [], query, total: data?.count ?? 0, paging };
}

export interface PrescriptionListProps {
  rows: readonly PrescriptionSummary[];
  /** The list query's state: skeletons until its first answer, `aria-busy` while it refetches. */
  query: { isPending: boolean; isFetching: boolean };
  /** How many prescriptions match, over all pages. */
  total: number;
  paging: HistoryPaging;
  /** How many skeleton rows stand in while loading. */
  skeletons: number;
  emptyTestId: string;
  /** Show each row's client and patient (the location-wide history does; a patient's list does not). */
  showPeople?: boolean;
  /**
   * The list fills a tall frame: the empty message is centred in it, the rows stretch and the pager stays
   * at its foot even when nothing matches. Otherwise the pager shows only when something matches.
   */
  fill?: boolean;
  pagerTestId?: string;
  /** Continues a draft. Default: opens /create/rx/direct/ with `{ prescriptionId }` in the navigation state. */
  onContinueDraft?: (rx: PrescriptionSummary) => void;
  /** After a draft was declined or deleted from the Decline or Delete RX modal. */
  onDraftChanged?: (rx: PrescriptionSummary, outcome: 'declined' | 'deleted') => void;
}

export function PrescriptionList({
  rows,
  query,
  total,
  paging,
  skeletons,
  emptyTestId,
  showPeople,
  fill = false,
  pagerTestId,
  onContinueDraft,
  onDraftChanged,
}: PrescriptionListProps) {
  const navigate = useNavigate();
  const [openId, setOpenId] = useState<string | null>(null);
  const [expandedDraft, setExpandedDraft] = useState<string | null>(null);
  const [declining, setDeclining] = useState<PrescriptionSummary | null>(null);
  const continueDraft = (rx: PrescriptionSummary) =>
    onContinueDraft ? onContinueDraft(rx) : navigate(DIRECT_PRESCRIBE_PATH, { state: { prescriptionId: rx.id } });
  const empty = (
    <Text color="fg.muted" textAlign="center" py={fill ? undefined : '6'} data-testid={emptyTestId}>
      {COMMON_MESSAGES.zeroResults}
    </Text>
  );

  return (
    <>
      {query.isPending ? (
        <SkeletonRows count={skeletons} h="16" />
      ) : rows.length === 0 ? (
        fill ? (
          <Box flex="1" display="grid" placeItems="center">
            {empty}
          </Box>
        ) : (
          empty
        )
      ) : (
        <Stack gap="2" flex={fill ? '1' : undefined} aria-busy={query.isFetching}>
          {rows.map((rx) => (
            <PrescriptionRow
              key={rx.id}
              rx={rx}
              showPeople={showPeople}
              expanded={expandedDraft === rx.id}
              onActivate={() => (isDraftRow(rx) ? setExpandedDraft((cur) => (cur === rx.id ? null : rx.id)) : setOpenId(rx.id))}
            >
              <DraftInline rx={rx} onContinue={() => continueDraft(rx)} onDeclineOrDelete={() => setDeclining(rx)} />
            </PrescriptionRow>
          ))}
        </Stack>
      )}
      {(fill || total > 0) && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          count={total}
          onPageChange={paging.setPage}
          sizes={HISTORY_PAGE_SIZE_OPTIONS}
          onPageSizeChange={paging.setPageSize}
          data-testid={pagerTestId}
        />
      )}
      <RxDetailDrawer prescriptionId={openId} onClose={() => setOpenId(null)} />
      <DeclineOrDeleteModal
        prescriptionId={declining?.id ?? null}
        onClose={() => setDeclining(null)}
        onDone={(outcome) => {
          if (declining) onDraftChanged?.(declining, outcome);
          setExpandedDraft(null);
        }}
      />
    </>
  );
}

/** What an expanded draft shows, and its actions. */
function DraftInline({ rx, onContinue, onDeclineOrDelete }: { rx: PrescriptionSummary; onContinue: () => void; onDeclineOrDelete: () => void }) {
  const F = APPROVALS_RECORD_MESSAGES.rxDetails.fields;
  const na = APPROVALS_RECORD_MESSAGES.rxDetails.notAvailable;
  const items: [string, string][] = [
    [F.quantity, rx.unitPerFill != null ? String(rx.unitPerFill) : na],
    [F.refill, refillDisplay(rx) ?? na],
    [F.direction, rx.directions?.trim() || na],
    [F.authorizingVet, rx.authorizingVetLocationUser?.displayName ?? na],
  ];
  return (
    <Stack gap="3" pt="2" data-testid="draft-inline">
      <FactList facts={items.map(([label, value]) => ({ label, value }))} labelW="32" gap="1.5" />
      <Box>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDeclineOrDelete} data-testid="draft-decline-or-delete">
            <LuBan /> {APPROVALS_RECORD_MESSAGES.history.draftActions.declineOrDelete}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onContinue} data-testid="draft-create">
            <LuFilePlus2 /> {APPROVALS_RECORD_MESSAGES.history.draftActions.create}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
