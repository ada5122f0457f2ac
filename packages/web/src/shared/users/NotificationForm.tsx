/**
 * The Notification tab of the Edit User and My Account modals (admin §2.5, §5, §7 notification
 * update): the notification e-mail (valid, required, at most 60; editable by support users only —
 * core's canEditEmail) and the pending-authorization notifications switch. Saved with
 * UpdateLocationUserNotification: 'Update Successfully' / 'Notification data saved successfully.'.
 */
import { Button, chakra, Field, Flex, Input, Stack } from '@chakra-ui/react';
import { Switch } from '../../components/ui/chakra-late';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { canEditEmail, validateNotificationInput, type AdminActor } from '@vetrx/core/admin';
import { ADMIN_TOASTS, USER_LABELS as L, USER_TOASTS } from '@vetrx/core/messages';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import { coreResolver, errorAt } from '../../components/form/core-resolver';

interface NotificationValues {
  notificationEmail: string;
  isPendingAuth: boolean;
}

export interface NotificationFormProps {
  locationUser: { id: string; notificationEmail: string | null; isPendingAuth: boolean };
  actor: AdminActor;
  onSaved?(): void;
}

export function NotificationForm({ locationUser, actor, onSaved }: NotificationFormProps) {
  const editableEmail = canEditEmail({ form: 'notification', actor });
  const resolver = coreResolver<NotificationValues>((values) => validateNotificationInput(values, { actor, existing: { notificationEmail: locationUser.notificationEmail } }));
  const form = useForm<NotificationValues>({
    defaultValues: { notificationEmail: locationUser.notificationEmail ?? '', isPendingAuth: locationUser.isPendingAuth },
    resolver,
    reValidateMode: 'onChange',
  });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  const save = useGqlMutation(UpdateLocationUserNotificationDocument, {
    invalidates: [GetAdminLocationUserDocument, LocationsUsersDocument, MeDocument],
    errorToast: USER_TOASTS.saveFailed,
  });
  const errorOf = (path: keyof NotificationValues) => errorAt(form.formState.errors, path) ?? save.error?.fields?.[path];

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: locationUser.id, input: { isPendingAuth: values.isPendingAuth, ...(editableEmail ? { notificationEmail: values.notificationEmail } : {}) } },
      {
        onSuccess: (data) => {
          notify('success', ADMIN_TOASTS.notificationSaved);
          form.reset({
            notificationEmail: data.updateLocationUserNotification.notificationEmail ?? '',
            isPendingAuth: data.updateLocationUserNotification.isPendingAuth,
          });
          onSaved?.();
        },
      },
    ),
  );

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="notification-form">
      <Stack gap="5" maxW="lg">
        <Field.Root invalid={Boolean(errorOf('notificationEmail'))} required readOnly={!editableEmail}>
          <Field.Label>
            {L.notificationEmail}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input {...form.register('notificationEmail')} type="email" bg={editableEmail ? undefined : 'bg.muted'} />
          <Field.ErrorText>{errorOf('notificationEmail')}</Field.ErrorText>
        </Field.Root>
        <Controller
          control={form.control}
          name="isPendingAuth"
          render={({ field }) => (
            <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand" data-testid="pending-auth-switch">
              <Switch.HiddenInput name={field.name} />
              <Switch.Control />
              <Switch.Label>{L.pendingAuthNotifications}</Switch.Label>
            </Switch.Root>
          )}
        />
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={L.saving} disabled={!form.formState.isDirty}>
            {L.save}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
