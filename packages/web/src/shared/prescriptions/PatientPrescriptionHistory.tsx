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
import { Flex, Heading, HStack, Stack } from '@chakra-ui/react';
import { Fieldset } from '../../components/ui/chakra-late';
import { APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { APPROVAL_TYPE_FILTERS, HISTORY_PAGE_SIZE, type ApprovalTypeFilter } from '@vetrx/core/record';
import { useState } from 'react';
import { ApprovalTypeChecks } from './ApprovalTypeChecks';
import { PrescriptionList, usePatientPrescriptions } from './PrescriptionList';
import type { PrescriptionSummary } from './PrescriptionRow';
import { FilterSwitch } from '../../components/ui/filter-switch';

const H = APPROVALS_RECORD_MESSAGES.history;

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
  const [showOnlyActive, setShowOnlyActive] = useState(false);
  const [approvalTypes, setApprovalTypes] = useState<ApprovalTypeFilter[]>([...APPROVAL_TYPE_FILTERS]);
  const list = usePatientPrescriptions(locationPatientId, { showOnlyActive, approvalTypes }, HISTORY_PAGE_SIZE.patient);
  const { pageSize, setPage } = list.paging;

  return (
    <Stack gap="4" as="section" aria-label={title ?? H.title} data-testid="patient-prescription-history">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        {title !== null && (
          <Heading as="h2" size="md" fontWeight="semibold">
            {title}
          </Heading>
        )}
        <HStack gap="5" wrap="wrap">
          <FilterSwitch
            label={H.showOnlyActive}
            checked={showOnlyActive}
            onChange={(checked) => {
              setShowOnlyActive(checked);
              setPage(1);
            }}
            testId="show-only-active"
            size="sm"
          />
          <Fieldset.Root w="auto" data-testid="patient-history-approval-types">
            <HStack gap="3">
              <Fieldset.Legend textStyle="sm" fontWeight="medium" color="fg.muted">
                {H.filters.approvalType}
              </Fieldset.Legend>
              <ApprovalTypeChecks
                value={approvalTypes}
                onChange={(v) => {
                  setApprovalTypes(v);
                  setPage(1);
                }}
                testIdPrefix="patient-history-approval"
              />
            </HStack>
          </Fieldset.Root>
        </HStack>
      </Flex>
      <PrescriptionList
        {...list}
        skeletons={Math.min(pageSize, 5)}
        emptyTestId="patient-history-empty"
        onContinueDraft={onContinueDraft}
        onDraftChanged={onDraftChanged}
      />
    </Stack>
  );
}
