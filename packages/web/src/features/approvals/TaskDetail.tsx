/**
 * An expanded task (prescribing §2 Task card and detail). Expanding loads the full task; what shows
 * is core's taskDetailKind: the authorization form titled Prescription on a pending task (with the
 * larger-quantity notice when the client asked for more than is authorized), the prescription's
 * details and a side panel on VET_APPROVED / PV1_APPROVED / PV1_DECLINED tasks with a prescription, an
 * info panel otherwise. An approved task shows a disabled Authorized button.
 */
import { Box, Button, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Alert, Card } from '../../components/ui/chakra-late';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { formatDate, formatDateTime } from '@vetrx/core/format';
import { APPROVALS_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { prescriptionPrice } from '@vetrx/core/product';
import { buildRxDetailRows } from '@vetrx/core/record';
import { clientDisplayName, largerQuantityNotice, showsAuthorizedButton, taskDetailKind, taskTypeLabel } from '@vetrx/core/task';
import { useState } from 'react';
import { LuBadgeCheck, LuExternalLink } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { useDeferredModule } from '../../components/ui/deferred-module';
import { approvalFormModule } from './approval-form-module';
import type { TaskDetailData, TaskDetailProps } from './task-types';
import { TaskDetailLoading } from './TaskDetailLoading';
import { FactList } from '../../components/ui/fact-list';
import { rxFacts } from '../../shared/prescriptions/rx-facts';
import { rxDetailDrawerModule } from '../../shared/prescriptions/rx-detail-drawer-module';
import { DeferredPart } from '../../components/ui/deferred-part';
import { PatientFactsPanel } from '../../shared/patients/PatientFactsPanel';

const T = APPROVALS_MESSAGES.taskCard;
const NA = APPROVALS_RECORD_MESSAGES.rxDetails.notAvailable;

export function TaskDetail({ taskId, onDecline, onSaved }: TaskDetailProps) {
  const q = useGql(GetPrescriptionTaskDocument, { id: taskId });
  const task = q.data?.getPrescriptionTask ?? null;
  if (q.isPending) return <TaskDetailLoading />;
  if (!task) {
    return (
      <Text color="fg.error" data-testid="task-detail-error">
        {q.error?.message ?? T.loadFailed}
      </Text>
    );
  }
  const kind = taskDetailKind(task);
  const notice = largerQuantityNotice(task);
  return (
    <Stack gap="4" data-testid="task-detail" data-kind={kind}>
      {/* What a vet doses by, above the form or the prescription (issue 11). */}
      {task.locationPatient && <PatientFactsPanel patient={task.locationPatient} />}
      {notice && (
        <Alert.Root status="info" size="sm" data-testid="larger-quantity-notice">
          <Alert.Indicator />
          <Alert.Description>{notice}</Alert.Description>
        </Alert.Root>
      )}
      {kind === 'form' && (
        <Card.Root size="sm" variant="outline" bg="bg">
          <Card.Header>
            <Heading as="h3" size="md" fontWeight="semibold">
              {T.prescription}
            </Heading>
          </Card.Header>
          <Card.Body>
            <DeferredApprovalForm task={task} onDecline={onDecline} onSaved={onSaved} />
          </Card.Body>
        </Card.Root>
      )}
      {kind === 'prescription' && task.prescription && (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
          <PrescriptionPanel rx={task.prescription} />
          <RequestPanel task={task} />
        </Grid>
      )}
      {kind === 'info' && <RequestPanel task={task} withPeople />}
    </Stack>
  );
}

/**
 * The prescription form, loaded when a pending card is first reached, not with /approve (* 0221: `approvalFormModule`): opening the card waits for it, rendered without Suspense.
 */
function DeferredApprovalForm(props: { task: TaskDetailData; onDecline: () => void; onSaved: () => void }) {
  const form = useDeferredModule(approvalFormModule);
  return form ? <form.ApprovalForm {...props} /> : <FormSkeleton />;
}

function FormSkeleton() {
  return (
    <Stack gap="3" data-testid="prescription-form-loading">
      <Skeleton h="28" borderRadius="lg" />
      <Skeleton h="48" borderRadius="lg" />
    </Stack>
  );
}

function PrescriptionPanel({ rx }: { rx: NonNullable<TaskDetailData['prescription']> }) {
  const { location } = useCurrentLocation();
  const [open, setOpen] = useState(false);
  const rows = buildRxDetailRows(rx, { officeUseEnabled: location?.isOfficeUseEnabled === true, price: prescriptionPrice(rx, location?.priceBookType) });
  return (
    <Card.Root size="sm" variant="outline" bg="bg" data-testid="task-prescription">
      <Card.Header>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {T.prescriptionDetails}
          </Heading>
          <Button size="xs" variant="ghost" onClick={() => setOpen(true)} data-testid="task-open-rx">
            <LuExternalLink /> {T.view}
          </Button>
        </HStack>
      </Card.Header>
      <Card.Body>
        <FactList facts={rxFacts(rx, rows)} labelW="36" gap="2" />
      </Card.Body>
      <DeferredPart module={rxDetailDrawerModule} open={open}>
        {(m) => <m.RxDetailDrawer prescriptionId={open ? rx.id : null} onClose={() => setOpen(false)} />}
      </DeferredPart>
    </Card.Root>
  );
}

/** The side (or info) panel: the request's own facts, and for approved tasks the disabled Authorized button. */
function RequestPanel({ task, withPeople = false }: { task: TaskDetailData; withPeople?: boolean }) {
  const F = APPROVALS_RECORD_MESSAGES.rxDetails.fields;
  const wf = task.prescriptionTaskWorkflow;
  const items: [string, string][] = [
    ...(withPeople
      ? ([
          [T.client, clientDisplayName(task.locationClient) || NA],
          [T.patient, task.locationPatient?.name ?? NA],
          [T.product, [task.product.title, task.product.strengthDisplay].filter(Boolean).join(' · ')],
        ] as [string, string][])
      : []),
    [APPROVALS_MESSAGES.queue.filters.requestType, taskTypeLabel(task.type)],
    [T.created, formatDateTime(task.createdTimestamp)],
    [T.quantityRequested, task.quantityRequested != null ? String(task.quantityRequested) : NA],
    [T.remainingQty, task.remainingQty != null ? String(task.remainingQty) : NA],
    [T.nextOrderDate, formatDate(task.nextOrderDate, NA)],
    [T.expirationDate, formatDate(task.expirationDate, NA)],
    [T.initiatedBy, task.initiatedBy ?? NA],
    [T.actionedBy, task.actionedByLocationUser?.displayName ?? NA],
    [T.actionReason, task.actionReason ?? NA],
    [F.flavor, task.flavor?.name ?? NA],
    [T.workflow, wf?.currentWorkflowStatus?.description ?? NA],
    [T.workflowUser, wf?.workflowLocationUser?.displayName ?? NA],
    [T.internalNote, wf?.internalNote ?? NA],
  ];
  return (
    <Card.Root size="sm" variant="outline" bg="bg" data-testid="task-info">
      <Card.Header>
        <Heading as="h3" size="sm">
          {T.requestDetails}
        </Heading>
      </Card.Header>
      <Card.Body>
        <FactList facts={items.map(([label, value]) => ({ label, value }))} labelW="36" gap="2" />
      </Card.Body>
      {showsAuthorizedButton(task) && (
        <Card.Footer>
          <Box w="full">
            <Button w="full" disabled colorPalette="green" variant="subtle" data-testid="task-authorized">
              <LuBadgeCheck /> {T.authorized}
            </Button>
          </Box>
        </Card.Footer>
      )}
    </Card.Root>
  );
}
