/**
 * The simpler Decline or Delete RX modal (prescribing §2 Modals, §5 Decline form): one of the five
 * simple reasons (Other with an optional description), then Decline (DeclinePrescription) or Delete
 * (DeletePrescription). Toasts of §8, 1.5 s.
 */
import { Button, Dialog, Field, NativeSelect, Portal, Stack, Textarea } from '@chakra-ui/react';
import { DeclinePrescriptionDocument, DeletePrescriptionDocument, GetPrescriptionDocument } from '@vetrx/core/api';
import { APPROVALS_MESSAGES, APPROVALS_TOASTS } from '@vetrx/core/messages';
import { buildDeclinePrescriptionVariables, clientDisplayName, DECLINE_DESCRIPTION_MAX, isOtherReason, SIMPLE_DECLINE_REASONS, validateSimpleDeclineForm } from '@vetrx/core/task';
import { useState } from 'react';
import { toastApiError } from '../../api/errors';
import { useGql, useGqlMutation } from '../../api/useGql';
import { notify } from '../../components/ui/toaster';
import { useActingUser } from './acting-user';
import { DeclineContext } from './DeclineContext';
import { HISTORY_QUERIES } from './queries';
import { TOAST_DURATION } from '../../app/ui-constants';

const M = APPROVALS_MESSAGES.declineOrDelete;

export interface DeclineOrDeleteModalProps {
  /** The draft; `null` closes the modal. */
  prescriptionId: string | null;
  onClose: () => void;
  /** After a successful decline or delete. */
  onDone?: (outcome: 'declined' | 'deleted') => void;
}

export function DeclineOrDeleteModal({ prescriptionId, onClose, onDone }: DeclineOrDeleteModalProps) {
  const actedBy = useActingUser();
  // Which prescription, pet and product is declined (issue 11, decision 0182).
  const rx = useGql(GetPrescriptionDocument, prescriptionId ? { id: prescriptionId } : null).data?.getPrescription ?? null;
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
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
    <Dialog.Root open={prescriptionId !== null} onOpenChange={(e) => !e.open && close()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="decline-or-delete-modal">
            <Dialog.Header>
              <Dialog.Title>{M.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
                <Field.Root required invalid={Boolean(errors.reason)}>
                  <Field.Label>
                    {M.reasonLabel} <Field.RequiredIndicator />
                  </Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      value={reason}
                      onChange={(e) => {
                        setReason(e.currentTarget.value);
                        setErrors({});
                      }}
                      data-testid="simple-decline-reason"
                    >
                      <option value="">{APPROVALS_MESSAGES.declineRequest.reasonPlaceholder}</option>
                      {SIMPLE_DECLINE_REASONS.map((r) => (
                        <option key={r.key} value={r.label}>
                          {r.label}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.reason}</Field.ErrorText>
                </Field.Root>
                {isOtherReason(reason) && (
                  <Field.Root invalid={Boolean(errors.description)}>
                    <Field.Label>{M.descriptionLabel}</Field.Label>
                    <Textarea value={description} onChange={(e) => setDescription(e.currentTarget.value)} maxLength={DECLINE_DESCRIPTION_MAX} rows={3} autoresize />
                    <Field.ErrorText>{errors.description}</Field.ErrorText>
                  </Field.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={close} disabled={busy}>
                {M.cancel}
              </Button>
              <Button variant="outline" colorPalette="red" onClick={() => submit('deleted')} loading={remove.isPending} disabled={busy} data-testid="simple-delete">
                {M.delete}
              </Button>
              <Button colorPalette="red" onClick={() => submit('declined')} loading={decline.isPending} disabled={busy} data-testid="simple-decline">
                {M.decline}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
