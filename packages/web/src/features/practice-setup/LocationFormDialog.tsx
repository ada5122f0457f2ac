/**
 * The Add Location modal and the Edit Location dialog (admin §2.5, §7 AddLocation / UpdateLocation,
 * §8): 700 px wide, full width on phones. Success 'Add Successfully' / 'Add location Profile' or 'Update
 * Successfully' / 'Update location profile'; failure 'Error Add Location' / 'Error update location
 * profile' with the server's message, and its field messages on the form.
 */
import { AddLocationDocument, type AddLocationMutationVariables } from '@vetrx/core/operations/AddLocation';
import { GetLocationDocument } from '@vetrx/core/operations/GetLocation';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateLocationDocument, type UpdateLocationMutationVariables } from '@vetrx/core/operations/UpdateLocation';
import { locationFormValues, type LocationFormSource } from '@vetrx/core/admin';
import { ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { LocationForm } from './LocationForm';
import { usePracticeSave } from './use-practice-save';
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
  const isEdit = Boolean(location);
  const save = usePracticeSave(
    { add: AddLocationDocument, update: UpdateLocationDocument },
    {
      invalidates: [LocationsDocument, LocationCountDocument, GetOrganizationDocument, GetLocationDocument, MeDocument],
      saved: { add: (d) => d.addLocation, update: (d) => d.updateLocation },
      toasts: { added: ADMIN_TOASTS.locationAdded, updated: ADMIN_TOASTS.locationUpdated, addError: ADMIN_TOASTS.locationAddError, updateError: ADMIN_TOASTS.locationUpdateError },
      onSaved: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    },
  );

  return (
    <FormDialog open={open} onClose={onClose} title={isEdit ? L.editLocation : L.addLocationTitle} testId="location-dialog" scroll="inside" pending={save.pending} saveTestId="location-save">
      {({ formId, portalRef }) => (
        <LocationForm
          formId={formId}
          mode={isEdit ? 'edit' : 'add'}
          defaultValues={locationFormValues(location ?? null, { organizationName: organization?.name })}
          organization={organization}
          existing={location ?? null}
          isSupport={isSupport}
          role={role}
          serverFieldErrors={save.fieldErrors}
          portalRef={portalRef}
          onSubmit={(payload) => {
            if (location) save.update({ updateLocationId: location.id, input: payload as UpdateLocationMutationVariables['input'] });
            else save.add({ input: payload as AddLocationMutationVariables['input'] });
          }}
        />
      )}
    </FormDialog>
  );
}
