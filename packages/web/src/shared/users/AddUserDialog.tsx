/**
 * The Add User dialog (admin §2.5, §7 AddUser): the user form with one assignment row to start (at
 * `defaultLocationId` when given), in the user dialog (UserDialog: 700 px wide, full screen on phones). Success: 'Added user
 * successfully', the user lists refetch, `onAdded` runs and the dialog closes; failure: 'Error
 * submitting new user.' with the server's message, the field errors under their fields. Reusable: the
 * support organization detail opens it from each location's "Add User" (see README.md).
 */
import { AddUserDocument, type AddUserMutation } from '@vetrx/core/operations/AddUser';
import { GetUserDocument } from '@vetrx/core/operations/GetUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { ADMIN_TOASTS, USER_LABELS as L } from '@vetrx/core/messages';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import type { LocationOption } from './user-admin';
import { UserDialog, UserFormPanel } from './UserDialog';

export interface AddUserDialogProps {
  open: boolean;
  onClose(): void;
  /** Locations a new assignment may use. */
  locations: readonly LocationOption[];
  /** Preselects the first assignment's location. */
  defaultLocationId?: string;
  /** After a successful save (the user lists are refetched already). */
  onAdded?(user: AddUserMutation['addUser']): void;
}

export function AddUserDialog({ open, onClose, locations, defaultLocationId, onAdded }: AddUserDialogProps) {
  const add = useGqlMutation(AddUserDocument, {
    invalidates: [LocationsUsersDocument, UsersDocument, GetUserDocument],
    errorToast: ADMIN_TOASTS.userAddError,
  });
  const close = () => {
    add.reset();
    onClose();
  };

  return (
    <UserDialog open={open} onClose={close} title={L.addUser} testId="add-user-dialog">
      <UserFormPanel
        mode="add"
        user={null}
        locationOptions={locations}
        defaultLocationId={defaultLocationId}
        saving={add.isPending}
        error={add.error}
        onCancel={close}
        onSubmit={(input) =>
          // The form awaits the save (its double-submit guard); a failure shows as the toast and field errors.
          add.mutateAsync({ input }).then(
            (data) => {
              notify('success', ADMIN_TOASTS.userAdded);
              onAdded?.(data.addUser);
              close();
            },
            () => undefined,
          )
        }
      />
    </UserDialog>
  );
}
