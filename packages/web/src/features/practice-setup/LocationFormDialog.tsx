/**
 * The Add Location modal and the Edit Location dialog (admin §2.5, §7 AddLocation / UpdateLocation,
 * §8): 700 px wide, full width on phones. Success 'Add Successfully' / 'Add location Profile' or 'Update
 * Successfully' / 'Update location profile'; failure 'Error Add Location' / 'Error update location
 * profile' with the server's message, and its field messages on the form.
 */
import {
  AddLocationDocument,
  GetLocationDocument,
  GetOrganizationDocument,
  LocationCountDocument,
  LocationsDocument,
  MeDocument,
  UpdateLocationDocument,
  type AddLocationInput,
  type UpdateLocationInput,
} from '@vetrx/core/api';
import { locationFormValues, type LocationFormSource } from '@vetrx/core/admin';
import { ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useId, useRef, useState } from 'react';
import { useGqlMutation } from '../../api/useGql';
import { notify } from '../../components/ui/toaster';
import { LocationForm } from './LocationForm';
import { FormDialog } from '../../components/ui/form-dialog';

/** A stored location as the form needs it (the support fragment, or the shell's LocationFields). */
export type EditableLocation = LocationFormSource & {
  id: string;
  emailAddress: string;
  pimsConnectionType?: string | null;
  features: readonly string[];
  locationPharmacies: readonly { code: string; name: string; isPrimary: boolean }[];
};

export interface LocationFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Edit this location; without it the dialog adds a location to `organization`. */
  location?: EditableLocation | null;
  organization: { id: string; name: string; organizationPharmacies?: readonly { code: string }[] } | null;
  isSupport: boolean;
  role?: { name: string } | null;
  onSaved?(location: { id: string; name: string }): void;
}

export function LocationFormDialog({ open, onClose, location, organization, isSupport, role, onSaved }: LocationFormDialogProps) {
  const formId = useId();
  const contentRef = useRef<HTMLDivElement>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const isEdit = Boolean(location);
  const after = (saved: { id: string; name: string }, text: { title: string; description?: string }) => {
    notify('success', text);
    setFieldErrors({});
    onSaved?.(saved);
    onClose();
  };
  const invalidates = [LocationsDocument, LocationCountDocument, GetOrganizationDocument, GetLocationDocument, MeDocument];
  const add = useGqlMutation(AddLocationDocument, {
    invalidates,
    errorToast: ADMIN_TOASTS.locationAddError,
    onSuccess: (data) => after(data.addLocation, ADMIN_TOASTS.locationAdded),
    onError: (e) => setFieldErrors(e.fields ?? {}),
  });
  const update = useGqlMutation(UpdateLocationDocument, {
    invalidates,
    errorToast: ADMIN_TOASTS.locationUpdateError,
    onSuccess: (data) => after(data.updateLocation, ADMIN_TOASTS.locationUpdated),
    onError: (e) => setFieldErrors(e.fields ?? {}),
  });
  const pending = add.isPending || update.isPending;

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isEdit ? L.editLocation : L.addLocationTitle}
      testId="location-dialog"
      scroll="inside"
      contentRef={contentRef}
      formId={formId}
      pending={pending}
      labels={L}
      saveTestId="location-save"
    >
      <LocationForm
        formId={formId}
        mode={isEdit ? 'edit' : 'add'}
        defaultValues={locationFormValues(location ?? null, { organizationName: organization?.name })}
        organization={organization}
        existing={location ?? null}
        isSupport={isSupport}
        role={role}
        serverFieldErrors={fieldErrors}
        portalRef={contentRef}
        onSubmit={(payload) => {
          setFieldErrors({});
          if (location) update.mutate({ updateLocationId: location.id, input: payload as UpdateLocationInput });
          else add.mutate({ input: payload as AddLocationInput });
        }}
      />
    </FormDialog>
  );
}
