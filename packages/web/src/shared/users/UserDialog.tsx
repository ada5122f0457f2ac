/**
 * What the Add User and Edit User dialogs share (admin §2.5): the dialog — 700 px wide for the
 * assignments table, full screen on phones, its body scrolling, never closed by a click outside, the
 * close button focused on opening (not the first field, which would open a phone's keyboard) and
 * mounted only while open, so the form starts fresh each time — and the user form wired to the saver
 * (core's rules read the saver's context), the reference lists (roles, phone types) and the save's
 * state: a skeleton while anything loads, the server's field errors under their fields.
 *
 * @example
 * <UserDialog open={open} onClose={close} title={L.addUser} testId="add-user-dialog">
 *   <UserFormPanel mode="add" user={null} locationOptions={locations} saving={add.isPending} error={add.error} onCancel={close} onSubmit={save} />
 * </UserDialog>
 */
import { Skeleton, Stack } from '@chakra-ui/react';
import type { ApiError } from '@vetrx/core/api';
import type { ReactNode } from 'react';
import { MODAL_WIDTH } from '../../lib/layout';
import { AppDialog } from '../../components/ui/app-dialog';
import { UnsavedScope, useUnsavedScope } from '../../components/form/unsaved-changes';
import { useUserAdminContext, useUserReference, type LocationOption } from './user-admin';
import { serverFormErrors } from './user-model';
import { UserForm, type UserFormProps } from './UserForm';

export interface UserDialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  testId: string;
  children: ReactNode;
}

export function UserDialog({ open, onClose, title, testId, children }: UserDialogProps) {
  // Its X or Escape over a form with changes not saved asks first (issue 59).
  const forms = useUnsavedScope();
  return (
    <AppDialog open={open} onClose={() => forms.guard(onClose)} title={title} testId={testId} size={{ base: 'full', md: 'lg' }} width={MODAL_WIDTH} scroll="inside" lazy focusClose>
      <UnsavedScope scope={forms}>{children}</UnsavedScope>
    </AppDialog>
  );
}

export interface UserFormPanelProps extends Pick<UserFormProps, 'mode' | 'user' | 'defaultLocationId' | 'onSubmit' | 'onCancel'> {
  /** Locations a new assignment may use. */
  locationOptions: readonly LocationOption[];
  /** Still waiting for the user (edit); the reference lists are waited for here. */
  loading?: boolean;
  saving: boolean;
  /** The save's failure: its field errors show under the fields. */
  error: ApiError | null;
}

export function UserFormPanel({ loading = false, saving, error, ...form }: UserFormPanelProps) {
  const admin = useUserAdminContext();
  const reference = useUserReference();
  if (loading || reference.isPending) {
    return (
      <Stack gap="3">
        <Skeleton h="10" />
        <Skeleton h="24" />
        <Skeleton h="32" />
      </Stack>
    );
  }
  return (
    <UserForm
      {...form}
      roles={reference.roles}
      phoneTypes={reference.phoneTypes}
      manageableLocationIds={admin.manageableLocationIds}
      actor={admin.actor}
      submitting={saving}
      serverErrors={serverFormErrors(error?.fields)}
    />
  );
}
