/**
 * The authorization form of a pending task: the writing feature's PrescriptionForm in approval mode,
 * starting from the task and attaching it (Approve → VET_APPROVED in the same transaction as the
 * prescription; Save As Draft links the draft), with the card's Decline between its buttons. After a
 * save the card collapses and the task lists refresh.
 */
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { LuThumbsDown } from 'react-icons/lu';
import { operationName } from '../../api/useGql';
import { HISTORY_QUERIES, TASK_QUERIES } from '../../shared/prescriptions/queries';
import { PrescriptionForm } from '../../shared/prescription-form/PrescriptionForm';
import { formQueries, locationUserQuery } from '../../shared/prescription-form/useFormData';
import type { TaskCardTask, TaskDetailData } from './task-types';

/**
 * The form's queries a card's task already names, started when the pointer rests on Approve or Save As
 * Draft (or presses it), and for the queue's first pending card once the page is idle: the product (unless a draft's, which only the full task names) and then its family, the client, the patient,
 * the location's lists and the signed-in user there — the same requests the form asks once it renders,
 * so it renders whole at once rather than again as each answer arrives.
 */
export function approvalFormQueries(task: TaskCardTask, locationId: string | null, locationUserId: string | null) {
  const draft = task.prescription?.rxStatus?.code === 'Draft';
  const ids = { productId: draft ? null : String(task.productId), clientId: task.locationClientId, patientId: task.locationPatientId ?? null, isOfficeUse: false };
  return [...Object.values(formQueries(ids, locationId)), locationUserQuery(locationUserId)];
}

export function ApprovalForm({ task, onDecline, onSaved }: { task: TaskDetailData; onDecline: () => void; onSaved: () => void }) {
  const queryClient = useQueryClient();
  return (
    <PrescriptionForm
      mode="approval"
      source={{ kind: 'task', task }}
      task={{
        id: task.id,
        status: task.status,
        type: task.type,
        action: task.action,
        initiatedBy: task.initiatedBy,
        origin: task.origin,
        quantityRequested: task.quantityRequested,
      }}
      actionsSlot={
        <Button variant="outline" colorPalette="red" onClick={onDecline} data-testid="form-decline">
          <LuThumbsDown /> {APPROVALS_MESSAGES.taskCard.decline}
        </Button>
      }
      onSaved={async () => {
        await Promise.all([...TASK_QUERIES, ...HISTORY_QUERIES].map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })));
        onSaved();
      }}
    />
  );
}
