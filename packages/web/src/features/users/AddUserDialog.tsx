/**
 * The Add User dialog (admin §2.5, §7 AddUser): the user form with one assignment row to start (at
 * `defaultLocationId` when given), 700 px wide (full screen on phones). Success: 'Added user
 * successfully', the user lists refetch, `onAdded` runs and the dialog closes; failure: 'Error
 * submitting new user.' with the server's message, the field errors under their fields. Reusable: the
 * support organization detail opens it from each location's "Add User" (see README.md).
 */
import { CloseButton, Dialog, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { MODAL_WIDTH } from '../../app/layout';
import { AddUserDocument, GetUserDocument, LocationsUsersDocument, UsersDocument, type AddUserMutation } from '@vetrx/core/api';
import { ADMIN_TOASTS, USER_LABELS as L } from '@vetrx/core/messages';
import { useState } from 'react';
import { useGqlMutation } from '../../api/useGql';
import { notify } from '../../components/ui/toaster';
import { useUserAdminContext, useUserReference, type LocationOption } from './user-admin';
import { serverFormErrors } from './user-model';
import { UserForm } from './UserForm';

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
  const admin = useUserAdminContext();
  const reference = useUserReference();
  const [formKey, setFormKey] = useState(0);
  const add = useGqlMutation(AddUserDocument, {
    invalidates: [LocationsUsersDocument, UsersDocument, GetUserDocument],
    errorToast: ADMIN_TOASTS.userAddError,
  });
  const close = () => {
    add.reset();
    setFormKey((k) => k + 1);
    onClose();
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(e) => !e.open && close()}
      size={{ base: 'full', md: 'lg' }}
      closeOnInteractOutside={false}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW={{ md: `${MODAL_WIDTH}px` }} data-testid="add-user-dialog">
            <Dialog.Header>
              <Dialog.Title>{L.addUser}</Dialog.Title>
            </Dialog.Header>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
            <Dialog.Body pb="6">
              {reference.isPending ? (
                <Stack gap="3">
                  <Skeleton h="10" />
                  <Skeleton h="24" />
                  <Skeleton h="32" />
                </Stack>
              ) : (
                <UserForm
                  key={formKey}
                  mode="add"
                  user={null}
                  roles={reference.roles}
                  phoneTypes={reference.phoneTypes}
                  locationOptions={locations}
                  manageableLocationIds={admin.manageableLocationIds}
                  actor={admin.actor}
                  defaultLocationId={defaultLocationId}
                  submitting={add.isPending}
                  serverErrors={serverFormErrors(add.error?.fields)}
                  onCancel={close}
                  onSubmit={(input) =>
                    add.mutate(
                      { input },
                      {
                        onSuccess: (data) => {
                          notify('success', ADMIN_TOASTS.userAdded);
                          onAdded?.(data.addUser);
                          close();
                        },
                      },
                    )
                  }
                />
              )}
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
