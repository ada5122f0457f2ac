/**
 * The client form in edit mode ('Update Client') in a dialog of the client profile. Saving refetches
 * the client search and the client (UpdateLocationClient); 'Update Successfully' / 'Update Client
 * Profile' on success, 'Error update locationClient profile' with the server's message on failure.
 * Opened from the PIMS update notice (`pimsUpdate`), the PIMS e-mail, phone and address are applied to
 * the form with before-and-after tags; closing a tag keeps the stored value (clients §4).
 */
import { Dialog } from '../../components/ui/chakra-late';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { UpdateLocationClientDocument } from '@vetrx/core/operations/UpdateLocationClient';
import { CLIENT_TOASTS } from '@vetrx/core/messages';
import type { PimsDifference } from '@vetrx/core/client';
import { useMemo, useState } from 'react';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { clientFormValues, clientInput, type LoadedClient } from '../../shared/clients/client-model';
import { ClientPimsChanges, clientValuesWithPims } from '../../shared/pims/PimsUpdates';
import type { PimsCaretaker } from '../../shared/pims/pims-model';
import { ClientForm } from '../../shared/clients/ClientForm';
import { useLocationFlags } from '../../session/useLocationFlags';
import { useReferenceTypes } from '../../shared/clients/useReferenceTypes';
import { AppDialog } from '../../components/ui/app-dialog';
import { UnsavedScope, useUnsavedScope } from '../../components/form/unsaved-changes';
import { TOAST_DURATION } from '../../lib/ui-constants';

export interface ClientPimsUpdate {
  caretaker: PimsCaretaker;
  diffs: readonly PimsDifference<'email' | 'address' | 'phone'>[];
}

export function EditClientDialog({ client, open, onClose, pimsUpdate }: { client: LoadedClient; open: boolean; onClose(): void; pimsUpdate?: ClientPimsUpdate | null }) {
  const flags = useLocationFlags();
  const refs = useReferenceTypes();
  const forms = useUnsavedScope();
  const stored = useMemo(() => clientFormValues(client), [client]);
  const defaults = useMemo(
    () => (pimsUpdate && !refs.isPending ? clientValuesWithPims(stored, pimsUpdate.diffs, pimsUpdate.caretaker, refs) : stored),
    [stored, pimsUpdate, refs],
  );
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const pending = useGql(
    GetPrescriptionTasksCountDocument,
    open ? { locationId: client.locationId, locationClientId: client.id, status: ['PENDING'] } : null,
  );
  const save = useGqlMutation(UpdateLocationClientDocument, {
    invalidates: [LocationClientSearchDocument, GetLocationClientDocument, GetPrescriptionTasksCountDocument],
    onSuccess: () => {
      notify('success', CLIENT_TOASTS.clientUpdated, { duration: TOAST_DURATION.short });
      onClose();
    },
    onError: (e) => {
      setFieldErrors(e.fields ?? {});
      toastApiError(e, CLIENT_TOASTS.clientUpdateError, TOAST_DURATION.short);
    },
  });
  const showPimsId = flags.pimsImport || Boolean(client.pimsId);
  return (
    // Its X or Escape over changes not saved asks first; Cancel is the vet's own choice.
    <AppDialog open={open} onClose={() => forms.guard(onClose)} testId="edit-client-dialog" width={700} placement="top" scroll="outside" lazy>
      <Dialog.Body pt="6" pb="6">
        <UnsavedScope scope={forms}>
          <ClientForm
            key={pimsUpdate && refs.isPending ? 'loading' : 'ready'}
            mode="edit"
            defaultValues={defaults}
            pimsUpdates={pimsUpdate ? (form) => <ClientPimsChanges diffs={pimsUpdate.diffs} caretaker={pimsUpdate.caretaker} stored={stored} form={form} /> : undefined}
            existing={{ id: client.id, pimsId: client.pimsId, isActive: client.isActive }}
            pendingTaskCount={pending.data?.getPrescriptionTasksCount ?? 0}
            showPimsId={showPimsId}
            submitting={save.isPending}
            serverFieldErrors={fieldErrors}
            onCancel={onClose}
            onSubmit={(values) => {
              setFieldErrors({});
              save.mutate({
                input: {
                  id: client.id,
                  // A PIMS ID typed now is of the location's PIMS; a stored one keeps its connection type.
                  ...clientInput(values, { withPimsId: showPimsId, pimsConnectionType: client.pimsId ? null : flags.pimsConnectionType }),
                },
              });
            }}
          />
        </UnsavedScope>
      </Dialog.Body>
    </AppDialog>
  );
}
