/**
 * A patient's prescription history (prescribing §2 Prescription history; clients §2 "the patient's
 * prescription history"): page size 5 (changeable), a Show Only Active switch (hides archived) and
 * the product approval type filter (AOTC, Rx, OTC; all ticked by default), newest first. A non-draft opens the Rx detail view; a draft expands inline with Create
 * (continue it on /create/rx/direct/) and Decline or Delete.
 *
 * Reusable: the client profile embeds it.
 *
 * @example
 * <PatientPrescriptionHistory locationPatientId={patient.id} />
 */
import { Box, Button, Checkbox, CheckboxGroup, DataList, Fieldset, Flex, Heading, HStack, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { GetPrescriptionsByLocationPatientIdDocument } from '@vetrx/core/api';
import { APPROVALS_MESSAGES, COMMON_MESSAGES } from '@vetrx/core/messages';
import { APPROVAL_TYPE_FILTERS, buildPatientPrescriptionsVariables, HISTORY_PAGE_SIZE, refillDisplay, type ApprovalTypeFilter } from '@vetrx/core/record';
import { useState } from 'react';
import { LuFilePlus2, LuBan } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { Pager } from '../../components/ui/pager';
import { DIRECT_PRESCRIBE_PATH } from './copy-navigation';
import { DeclineOrDeleteModal } from './DeclineOrDeleteModal';
import { isDraftRow, PrescriptionRow, type PrescriptionSummary } from './PrescriptionRow';
import { RxDetailDrawer } from './RxDetailDrawer';
import { HISTORY_PAGE_SIZE_OPTIONS } from '../../app/ui-constants';

const H = APPROVALS_MESSAGES.history;

export interface PatientPrescriptionHistoryProps {
  /** The patient whose prescriptions are listed. */
  locationPatientId: string;
  /** Heading of the section (default Prescription History); `null` hides it. */
  title?: string | null;
  /**
   * Continues a draft. Default: opens /create/rx/direct/ with `{ prescriptionId }` in the navigation
   * state (the page loads the whole draft).
   */
  onContinueDraft?: (rx: PrescriptionSummary) => void;
  /** After a draft was declined or deleted from the Decline or Delete RX modal. */
  onDraftChanged?: (rx: PrescriptionSummary, outcome: 'declined' | 'deleted') => void;
}

export function PatientPrescriptionHistory({ locationPatientId, title = H.title, onContinueDraft, onDraftChanged }: PatientPrescriptionHistoryProps) {
  const navigate = useNavigate();
  const [showOnlyActive, setShowOnlyActive] = useState(false);
  const [approvalTypes, setApprovalTypes] = useState<ApprovalTypeFilter[]>([...APPROVAL_TYPE_FILTERS]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(HISTORY_PAGE_SIZE.patient);
  const [openId, setOpenId] = useState<string | null>(null);
  const [expandedDraft, setExpandedDraft] = useState<string | null>(null);
  const [declining, setDeclining] = useState<PrescriptionSummary | null>(null);

  const list = useGql(
    GetPrescriptionsByLocationPatientIdDocument,
    { ...buildPatientPrescriptionsVariables(locationPatientId, { showOnlyActive, approvalTypes }, page, pageSize), locationPatientId },
    { placeholderData: (prev) => prev },
  );
  const data = list.data?.getPrescriptionsByLocationPatientId;
  const rows = data?.data ?? [];
  const total = data?.count ?? 0;

  const continueDraft = (rx: PrescriptionSummary) =>
    onContinueDraft ? onContinueDraft(rx) : navigate(DIRECT_PRESCRIBE_PATH, { state: { prescriptionId: rx.id } });

  return (
    <Stack gap="4" as="section" aria-label={title ?? H.title} data-testid="patient-prescription-history">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {title !== null && (
          <Heading as="h2" size="md" fontWeight="semibold">
            {title}
          </Heading>
        )}
        <HStack gap="5" wrap="wrap">
          <Switch.Root
            size="sm"
            checked={showOnlyActive}
            onCheckedChange={(e) => {
              setShowOnlyActive(e.checked);
              setPage(1);
            }}
            data-testid="show-only-active"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{H.showOnlyActive}</Switch.Label>
          </Switch.Root>
          <Fieldset.Root w="auto" data-testid="patient-history-approval-types">
            <HStack gap="3">
              <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg.muted">
                {H.filters.approvalType}
              </Fieldset.Legend>
              <CheckboxGroup
                value={approvalTypes}
                onValueChange={(v) => {
                  setApprovalTypes(v as ApprovalTypeFilter[]);
                  setPage(1);
                }}
              >
                <HStack gap="3">
                  {APPROVAL_TYPE_FILTERS.map((t) => (
                    <Checkbox.Root key={t} value={t} size="sm" data-testid={`patient-history-approval-${t}`}>
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{H.approvalTypeOptions[t]}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </HStack>
              </CheckboxGroup>
            </HStack>
          </Fieldset.Root>
        </HStack>
      </Flex>
      {list.isPending ? (
        <Stack gap="2">
          {Array.from({ length: Math.min(pageSize, 5) }, (_, i) => (
            <Skeleton key={i} h="16" borderRadius="lg" />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Text color="fg.muted" textAlign="center" py="6" data-testid="patient-history-empty">
          {COMMON_MESSAGES.zeroResults}
        </Text>
      ) : (
        <Stack gap="2" aria-busy={list.isFetching}>
          {rows.map((rx) => (
            <PrescriptionRow
              key={rx.id}
              rx={rx}
              expanded={expandedDraft === rx.id}
              onActivate={() => (isDraftRow(rx) ? setExpandedDraft((cur) => (cur === rx.id ? null : rx.id)) : setOpenId(rx.id))}
            >
              <DraftInline rx={rx} onContinue={() => continueDraft(rx)} onDeclineOrDelete={() => setDeclining(rx)} />
            </PrescriptionRow>
          ))}
        </Stack>
      )}
      {total > 0 && (
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
    </Stack>
  );
}

/** What an expanded draft shows, and its actions. */
export function DraftInline({ rx, onContinue, onDeclineOrDelete }: { rx: PrescriptionSummary; onContinue: () => void; onDeclineOrDelete: () => void }) {
  const F = APPROVALS_MESSAGES.rxDetails.fields;
  const na = APPROVALS_MESSAGES.rxDetails.notAvailable;
  const items: [string, string][] = [
    [F.quantity, rx.unitPerFill != null ? String(rx.unitPerFill) : na],
    [F.refill, refillDisplay(rx) ?? na],
    [F.direction, rx.directions?.trim() || na],
    [F.authorizingVet, rx.authorizingVetLocationUser?.displayName ?? na],
  ];
  return (
    <Stack gap="3" pt="2" data-testid="draft-inline">
      <DataList.Root orientation="horizontal" size="sm" gap="1.5">
        {items.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32" color="fg.muted">
              {label}
            </DataList.ItemLabel>
            <DataList.ItemValue whiteSpace="pre-wrap">{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Box>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button size="sm" variant="outline" colorPalette="red" onClick={onDeclineOrDelete} data-testid="draft-decline-or-delete">
            <LuBan /> {APPROVALS_MESSAGES.history.draftActions.declineOrDelete}
          </Button>
          <Button size="sm" colorPalette="brand" onClick={onContinue} data-testid="draft-create">
            <LuFilePlus2 /> {APPROVALS_MESSAGES.history.draftActions.create}
          </Button>
        </HStack>
      </Box>
    </Stack>
  );
}
