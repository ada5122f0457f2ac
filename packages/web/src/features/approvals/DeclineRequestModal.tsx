/**
 * The Decline Request modal (prescribing §2 Modals, §5 Decline form): the decline reasons of §4, a
 * description for Other (blank sends 'Other'), the supply choice for Recently Purchased (sent as
 * 'Recently Purchased-3 month supply'), and the notice that declining a client request cancels the
 * pending order. Decline sends UpsertPrescriptionTask; Decline and Copy then opens a copy of the
 * request on /create/rx/direct/.
 */
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import type { PrescriptionTaskCardFieldsFragment } from '@vetrx/core/fragments/PrescriptionTaskCardFields';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { UpsertPrescriptionTaskDocument } from '@vetrx/core/operations/UpsertPrescriptionTask';
import { DeclineReasonDocument } from '@vetrx/core/operations/declineReason';
import { APPROVALS_TOASTS, APPROVALS_MODAL_MESSAGES } from '@vetrx/core/messages';
import {
  buildDeclineTaskVariables,
  DECLINE_REASONS,
  declineRequestNotice,
  isOtherReason,
  isRecentlyPurchasedReason,
  supplyChoiceOptions,
  validateDeclineForm,
  clientDisplayName,
  taskTypeLabel,
  type CopySourceTask,
} from '@vetrx/core/task';
import { memo, useState } from 'react';
import { toastApiError } from '../../api/errors';
import { AppDialog } from '../../components/ui/app-dialog';
import { SelectField } from '../../components/ui/select-field';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { useActingUser } from '../../shared/prescriptions/acting-user';
import { useCopyNavigation } from '../../shared/prescriptions/copy-navigation';
import { HISTORY_QUERIES, TASK_QUERIES } from '../../shared/prescriptions/queries';
import { DeclineContext } from '../../shared/prescriptions/DeclineContext';
import { DeclineDescriptionField, DeclineReasonSelect } from '../../shared/prescriptions/DeclineReasonFields';
import { TOAST_DURATION } from '../../lib/ui-constants';

const M = APPROVALS_MODAL_MESSAGES.declineRequest;

export interface DeclineRequestModalProps {
  /** The task to decline; `null` closes the modal. */
  task: (PrescriptionTaskCardFieldsFragment & CopySourceTask) | null;
  onClose: () => void;
  /** After the task was declined. */
  onDeclined?: () => void;
}

/** Memoized: the queue page draws it again only when its own props change. */
export const DeclineRequestModal = memo(function DeclineRequestModal({ task, onClose, onDeclined }: DeclineRequestModalProps) {
  const actedBy = useActingUser();
  const { copyTask } = useCopyNavigation();
  const reasons = useGql(DeclineReasonDocument, task ? {} : null, { staleTime: Infinity });
  // The full task, so Decline and Copy copies its prescription's directions, refills and notes.
  const detail = useGql(GetPrescriptionTaskDocument, task ? { id: task.id } : null);
  const served = reasons.data?.declineReason ?? [];
  const list = served.length > 0 ? served : DECLINE_REASONS.map((r) => ({ key: r.key, label: r.label }));
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [supplyMonths, setSupplyMonths] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [thenCopy, setThenCopy] = useState(false);
  const saved = useUnsavedChanges(task !== null && (reason !== '' || description.trim() !== '' || supplyMonths !== ''));

  const reset = () => {
    setReason('');
    setDescription('');
    setSupplyMonths('');
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const decline = useGqlMutation(UpsertPrescriptionTaskDocument, {
    invalidates: [...TASK_QUERIES, ...HISTORY_QUERIES],
    onSuccess: () => {
      notify('success', APPROVALS_TOASTS.declineSuccessfully, { duration: TOAST_DURATION.short });
      const copied = detail.data?.getPrescriptionTask ?? task;
      saved();
      reset();
      onDeclined?.();
      onClose();
      if (thenCopy && copied) copyTask(copied);
    },
    onError: (e) => toastApiError(e, APPROVALS_TOASTS.errorDeclineRequest, TOAST_DURATION.short),
  });

  const submit = (copy: boolean) => {
    if (!task || !actedBy) return;
    const form = validateDeclineForm({ reason, description, supplyMonths: supplyMonths || null });
    if (!form.ok) return setErrors(form.errors);
    const vars = buildDeclineTaskVariables(task, form.value.actionReason, actedBy);
    if (!vars.ok) return setErrors(vars.errors);
    setThenCopy(copy);
    decline.mutate({ ...vars.value });
  };
  const notice = task ? declineRequestNotice(task) : null;

  return (
    <AppDialog
      open={task !== null}
      onClose={close}
      title={M.title}
      testId="decline-request-modal"
      closable={false}
      // A click outside closes it only before anything is chosen or typed: it never throws a reason away.
      closeOnOutside={!decline.isPending && reason === '' && description === '' && supplyMonths === ''}
      footer={
        <Flex wrap="wrap" justify="flex-end" gap="3">
          <Button variant="ghost" onClick={close} disabled={decline.isPending}>
            {M.cancel}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => submit(true)} loading={decline.isPending && thenCopy} disabled={decline.isPending} data-testid="decline-and-copy">
            {M.declineAndCopy}
          </Button>
          <Button colorPalette="red" onClick={() => submit(false)} loading={decline.isPending && !thenCopy} disabled={decline.isPending} data-testid="decline-submit">
            {M.submit}
          </Button>
        </Flex>
      }
    >
      <Stack gap="4">
        {task && (
          <DeclineContext
            request={taskTypeLabel(task.type)}
            client={clientDisplayName(task.locationClient) || null}
            patient={task.locationPatient?.name ?? null}
            species={task.locationPatient?.species?.name ?? null}
            product={task.product.title}
          />
        )}
        {notice && (
          <Alert.Root status="warning" size="sm" data-testid="decline-notice">
            <Alert.Indicator />
            <Alert.Description>{notice}</Alert.Description>
          </Alert.Root>
        )}
        {errors.status && (
          <Text color="fg.error" textStyle="sm">
            {errors.status}
          </Text>
        )}
        <DeclineReasonSelect
          label={M.reasonLabel}
          placeholder={M.reasonPlaceholder}
          reasons={list}
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
          testId="decline-reason"
        />
        {isOtherReason(reason) && (
          <DeclineDescriptionField label={M.descriptionLabel} value={description} error={errors.description} onChange={setDescription} testId="decline-description" showCount />
        )}
        {isRecentlyPurchasedReason(reason) && (
          <SelectField
            label={M.supplyLabel}
            required
            error={errors.supplyMonths}
            placeholder={M.supplyPlaceholder}
            options={supplyChoiceOptions()}
            value={supplyMonths}
            onValueChange={setSupplyMonths}
            data-testid="decline-supply"
          />
        )}
      </Stack>
    </AppDialog>
  );
});
