/**
 * The Workflow modal (prescribing §2 Modals, §5 Workflow form): workflow user (active users of the
 * location, name and role) and status, both required, and an internal note of at most 500 characters;
 * the warning 'This user is inactive, please select an active user.' while the task's current workflow
 * user is inactive. Sends UpdatePrescriptionTaskWorkflow.
 */
import { Field, Stack } from '@chakra-ui/react';
import { Alert, Textarea } from '../../components/ui/chakra-late';
import type { PrescriptionTaskCardFieldsFragment } from '@vetrx/core/fragments/PrescriptionTaskCardFields';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { UpdatePrescriptionTaskWorkflowDocument } from '@vetrx/core/operations/UpdatePrescriptionTaskWorkflow';
import { WorkflowStatusDocument } from '@vetrx/core/operations/WorkflowStatus';
import { APPROVALS_TOASTS, APPROVALS_MODAL_MESSAGES } from '@vetrx/core/messages';
import { buildTaskWorkflowVariables, validateWorkflowForm, workflowUserOptions, workflowUserWarning, TASK_LIMITS } from '@vetrx/core/task';
import { memo, useState } from 'react';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useCurrentLocation } from '../../session/SessionContext';
import { notify } from '../../components/ui/toaster';
import { useActingUser } from '../../shared/prescriptions/acting-user';
import { TASK_QUERIES } from '../../shared/prescriptions/queries';
import { AppDialog } from '../../components/ui/app-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { FormActions } from '../../components/ui/form-actions';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';

const M = APPROVALS_MODAL_MESSAGES.workflow;

export interface WorkflowModalProps {
  task: PrescriptionTaskCardFieldsFragment | null;
  onClose: () => void;
}

/** Memoized: the queue page draws it again only when its own props change. */
export const WorkflowModal = memo(function WorkflowModal({ task, onClose }: WorkflowModalProps) {
  const { locationId } = useCurrentLocation();
  const actedBy = useActingUser();
  const users = useGql(LocationsUsersDocument, task && locationId ? { locationIds: [locationId], activeFilterType: 'active', take: 500, skip: 0 } : null, { staleTime: 5 * 60_000 });
  const statuses = useGql(WorkflowStatusDocument, task ? {} : null, { staleTime: 30 * 60_000 });
  const current = task?.prescriptionTaskWorkflow ?? null;
  const initialUserId = current?.workflowLocationUser?.isActive ? current.workflowLocationUserId : '';
  const [userId, setUserId] = useState(initialUserId);
  const [statusId, setStatusId] = useState(current?.currentWorkflowStatusId ?? '');
  const [note, setNote] = useState(current?.internalNote ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useUnsavedChanges(task !== null && (userId !== initialUserId || statusId !== (current?.currentWorkflowStatusId ?? '') || note !== (current?.internalNote ?? '')));
  // Start over when another task (or another workflow record) is shown, but not when the same one is
  // refetched by the queue's polling: that would wipe what the user is typing.
  const shown = `${task?.id ?? ''}:${current?.id ?? ''}`;
  const [shownBefore, setShownBefore] = useState(shown);
  if (shownBefore !== shown) {
    setShownBefore(shown);
    setUserId(initialUserId);
    setStatusId(current?.currentWorkflowStatusId ?? '');
    setNote(current?.internalNote ?? '');
    setErrors({});
  }

  const save = useGqlMutation(UpdatePrescriptionTaskWorkflowDocument, {
    invalidates: TASK_QUERIES,
    onSuccess: () => {
      notify('success', APPROVALS_TOASTS.workflowSaved, { duration: TOAST_DURATION.short });
      onClose();
    },
    onError: (e) => toastApiError(e, APPROVALS_TOASTS.errorRx, TOAST_DURATION.short),
  });
  const submit = () => {
    if (!task || !actedBy) return;
    const form = validateWorkflowForm({ workflowLocationUserId: userId || null, currentWorkflowStatusId: statusId || null, internalNote: note });
    if (!form.ok) return setErrors(form.errors);
    const v = buildTaskWorkflowVariables(task.id, form.value, actedBy, new Date());
    save.mutate({
      prescriptionTaskId: String(v.prescriptionTaskId),
      prescriptionTaskWorkflow: {
        ...v.prescriptionTaskWorkflow,
        prescriptionTaskId: String(v.prescriptionTaskWorkflow.prescriptionTaskId),
        currentWorkflowStatusId: String(v.prescriptionTaskWorkflow.currentWorkflowStatusId),
        workflowLocationUserId: String(v.prescriptionTaskWorkflow.workflowLocationUserId),
        assignedByLocationUserId: String(v.prescriptionTaskWorkflow.assignedByLocationUserId),
      },
      changedBy: String(v.changedBy),
    });
  };
  const warning = workflowUserWarning(current);
  const options = locationId ? workflowUserOptions(users.data?.locationsUsers.data ?? [], locationId) : [];

  return (
    <AppDialog
      open={task !== null}
      onClose={onClose}
      testId="workflow-modal"
      title={M.title}
      footer={
        <FormActions
          cancelLabel={M.cancel}
          onCancel={onClose}
          cancelDisabled={save.isPending}
          cancelVariant="ghost"
          confirmLabel={M.submit}
          onConfirm={submit}
          loading={save.isPending}
          confirmTestId="workflow-submit"
        />
      }
    >
      <Stack gap="4">
        {warning && (
          <Alert.Root status="warning" size="sm" data-testid="workflow-inactive-warning">
            <Alert.Indicator />
            <Alert.Description>{warning}</Alert.Description>
          </Alert.Root>
        )}
        <SelectField
          label={M.userLabel}
          required
          error={errors.workflowLocationUserId}
          placeholder=""
          options={options}
          value={userId}
          onValueChange={setUserId}
          data-testid="workflow-user"
        />
        <SelectField
          label={M.statusLabel}
          required
          error={errors.currentWorkflowStatusId}
          placeholder=""
          options={(statuses.data?.workflowStatus ?? []).map((s) => ({ value: s.id, label: s.description }))}
          value={statusId}
          onValueChange={setStatusId}
          data-testid="workflow-status"
        />
        <Field.Root invalid={Boolean(errors.internalNote)}>
          <Field.Label>{M.internalNoteLabel}</Field.Label>
          <Textarea value={note} onChange={(e) => setNote(e.currentTarget.value)} maxLength={TASK_LIMITS.internalNote} rows={3} autoresize data-testid="workflow-note" />
          <Field.HelperText>
            {note.length}/{TASK_LIMITS.internalNote}
          </Field.HelperText>
          <Field.ErrorText>{errors.internalNote}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
});
