/**
 * The simpler Decline or Delete RX modal (prescribing §2 Modals, §5 Decline form): one of the five
 * simple reasons (Other with an optional description), then Decline (DeclinePrescription) or Delete
 * (DeletePrescription). Toasts of §8, 1.5 s.
 */
import { Button, Stack } from '@chakra-ui/react';
import { DeclinePrescriptionDocument } from '@vetrx/core/operations/DeclinePrescription';
import { DeletePrescriptionDocument } from '@vetrx/core/operations/DeletePrescription';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { APPROVALS_TOASTS, APPROVALS_MODAL_MESSAGES } from '@vetrx/core/messages';
import { buildDeclinePrescriptionVariables, clientDisplayName, isOtherReason, SIMPLE_DECLINE_REASONS, validateSimpleDeclineForm } from '@vetrx/core/task';
import { useState } from 'react';
import { toastApiError } from '../../api/errors';
import { AppDialog } from '../../components/ui/app-dialog';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { useActingUser } from './acting-user';
import { DeclineContext } from './DeclineContext';
import { DeclineDescriptionField, DeclineReasonSelect } from './DeclineReasonFields';
import { HISTORY_QUERIES } from './queries';
import { TOAST_DURATION } from '../../lib/ui-constants';

const M = APPROVALS_MODAL_MESSAGES.declineOrDelete;

export interface DeclineOrDeleteModalProps {
  /** The draft; `null` closes the modal. */
  prescriptionId: string | null;
  onClose: () => void;
  /** After a successful decline or delete. */
  onDone?: (outcome: 'declined' | 'deleted') => void;
}

export function DeclineOrDeleteModal({ prescriptionId, onClose, onDone }: DeclineOrDeleteModalProps) {
  const actedBy = useActingUser();
  // Which prescription, pet and product is declined (issue 11).
  const rx = useGql(GetPrescriptionDocument, prescriptionId ? { id: prescriptionId } : null).data?.getPrescription ?? null;
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = useUnsavedChanges(prescriptionId !== null && (reason !== '' || description.trim() !== ''));
  const reset = () => {
    setReason('');
    setDescription('');
    setErrors({});
  };
  const close = () => {
    reset();
    onClose();
  };
  const finish = (outcome: 'declined' | 'deleted') => {
    saved();
    notify('success', outcome === 'declined' ? APPROVALS_TOASTS.declineRxSuccessfully : APPROVALS_TOASTS.deleteRxSuccessfully, { duration: TOAST_DURATION.short });
    reset();
    onDone?.(outcome);
    onClose();
  };
  const decline = useGqlMutation(DeclinePrescriptionDocument, {
    invalidates: HISTORY_QUERIES,
    onSuccess: () => finish('declined'),
    onError: (e) => toastApiError(e, APPROVALS_TOASTS.errorDeclinePrescription, TOAST_DURATION.short),
  });
  const remove = useGqlMutation(DeletePrescriptionDocument, {
    invalidates: HISTORY_QUERIES,
    onSuccess: () => finish('deleted'),
    onError: (e) => toastApiError(e, APPROVALS_TOASTS.errorDeleteRx, TOAST_DURATION.short),
  });

  const submit = (outcome: 'declined' | 'deleted') => {
    const result = validateSimpleDeclineForm({ reason, description });
    if (!result.ok) return setErrors(result.errors);
    if (!prescriptionId || !actedBy) return;
    const v = buildDeclinePrescriptionVariables(prescriptionId, result.value.actionReason, actedBy);
    const variables = { id: String(v.id), input: { declinedByLocationUserId: String(v.input.declinedByLocationUserId), declineReason: v.input.declineReason } };
    if (outcome === 'declined') decline.mutate(variables);
    else remove.mutate(variables);
  };
  const busy = decline.isPending || remove.isPending;

  return (
    <AppDialog
      open={prescriptionId !== null}
      onClose={close}
      title={M.title}
      testId="decline-or-delete-modal"
      closable={false}
      // A click outside closes it only before anything is chosen or typed: it never throws a reason away.
      closeOnOutside={!busy && reason === '' && description === ''}
      footer={
        <>
          <Button variant="ghost" onClick={close} disabled={busy}>
            {M.cancel}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => submit('deleted')} loading={remove.isPending} disabled={busy} data-testid="simple-delete">
            {M.delete}
          </Button>
          <Button colorPalette="red" onClick={() => submit('declined')} loading={decline.isPending} disabled={busy} data-testid="simple-decline">
            {M.decline}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {rx && (
          <DeclineContext
            rxNumber={rx.rxNumber ?? null}
            client={rx.locationClient ? clientDisplayName(rx.locationClient) || null : null}
            patient={rx.locationPatient?.name ?? null}
            species={rx.locationPatient?.species?.name ?? null}
            product={rx.product?.title ?? null}
          />
        )}
        <DeclineReasonSelect
          label={M.reasonLabel}
          placeholder={APPROVALS_MODAL_MESSAGES.declineRequest.reasonPlaceholder}
          reasons={SIMPLE_DECLINE_REASONS}
          value={reason}
          error={errors.reason}
          onChange={(value) => {
            setReason(value);
            setErrors({});
          }}
          testId="simple-decline-reason"
        />
        {isOtherReason(reason) && <DeclineDescriptionField label={M.descriptionLabel} value={description} error={errors.description} onChange={setDescription} />}
      </Stack>
    </AppDialog>
  );
}
