/**
 * The office-use patient's prescriptions on /officeuserx (admin §2.5 Office use): active only by
 * default (archived ones with the switch off), newest first, paged. A prescription opens the Rx detail
 * view; a draft expands with Create (continue it) and Decline or Delete. Rows, the detail view and the
 * draft actions are the history feature's.
 */
import { Card, Flex, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { GetPrescriptionsByLocationPatientIdDocument } from '@vetrx/core/api';
import { ADMIN_LABELS, COMMON_MESSAGES, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { buildPatientPrescriptionsVariables, HISTORY_PAGE_SIZE } from '@vetrx/core/record';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { Pager } from '../../components/ui/pager';
import { DIRECT_PRESCRIBE_PATH } from '../history/copy-navigation';
import { DeclineOrDeleteModal } from '../history/DeclineOrDeleteModal';
import { DraftInline } from '../history/PatientPrescriptionHistory';
import { isDraftRow, PrescriptionRow, type PrescriptionSummary } from '../history/PrescriptionRow';
import { RxDetailDrawer } from '../history/RxDetailDrawer';
import { HISTORY_PAGE_SIZE_OPTIONS } from '../../app/ui-constants';

export function OfficePrescriptions({ locationPatientId }: { locationPatientId: string }) {
  const navigate = useNavigate();
  const [showOnlyActive, setShowOnlyActive] = useState(true);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(HISTORY_PAGE_SIZE.history);
  const [openId, setOpenId] = useState<string | null>(null);
  const [expandedDraft, setExpandedDraft] = useState<string | null>(null);
  const [declining, setDeclining] = useState<PrescriptionSummary | null>(null);
  const list = useGql(GetPrescriptionsByLocationPatientIdDocument, { ...buildPatientPrescriptionsVariables(locationPatientId, { showOnlyActive }, page, pageSize), locationPatientId }, {
    placeholderData: (prev) => prev,
  });
  const rows = list.data?.getPrescriptionsByLocationPatientId.data ?? [];
  const total = list.data?.getPrescriptionsByLocationPatientId.count ?? 0;

  return (
    <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="office-prescriptions">
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {L.officePrescriptions}
          </Heading>
          <Switch.Root
            size="sm"
            checked={showOnlyActive}
            onCheckedChange={(e) => {
              setShowOnlyActive(e.checked);
              setPage(1);
            }}
            colorPalette="brand"
            data-testid="office-show-only-active"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{ADMIN_LABELS.showOnlyActiveSwitch}</Switch.Label>
          </Switch.Root>
        </Flex>
      </Card.Header>
      <Card.Body gap="3">
        {list.isPending ? (
          <Stack gap="2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h="16" borderRadius="lg" />
            ))}
          </Stack>
        ) : rows.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="6" data-testid="office-prescriptions-empty">
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
                <DraftInline
                  rx={rx}
                  onContinue={() => navigate(DIRECT_PRESCRIBE_PATH, { state: { prescriptionId: rx.id } })}
                  onDeclineOrDelete={() => setDeclining(rx)}
                />
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
      </Card.Body>
      <RxDetailDrawer prescriptionId={openId} onClose={() => setOpenId(null)} />
      <DeclineOrDeleteModal prescriptionId={declining?.id ?? null} onClose={() => setDeclining(null)} onDone={() => setExpandedDraft(null)} />
    </Card.Root>
  );
}
