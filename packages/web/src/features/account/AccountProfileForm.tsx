/**
 * My Account's Profile tab (admin §2.5, §5, §7 'Update user (account)'): first and last name (letters,
 * spaces and . ' -, at most 30), the e-mail (read-only: users cannot change their own), phones (at
 * least one, default Office) — UpdateUserAccount — plus the profile picture at the selected location
 * and the primary location (ChangePrimaryLocation).
 */
import { Button, chakra, Field, Flex, Grid, Input, Skeleton, Stack } from '@chakra-ui/react';
import { Separator } from '../../components/ui/chakra-late';
import { ChangePrimaryLocationDocument } from '@vetrx/core/operations/ChangePrimaryLocation';
import { GetUserByUsernameDocument, type GetUserByUsernameQuery } from '@vetrx/core/operations/GetUserByUsername';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateUserAccountDocument } from '@vetrx/core/operations/UpdateUserAccount';
import { validateAccountInput } from '@vetrx/core/admin';
import { ADMIN_TOASTS, USER_LABELS as L, USER_TOASTS } from '@vetrx/core/messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useSession } from '../../session/SessionContext';
import { PhoneListEditor, type PhoneItem } from '../../components/ui/phone-list-editor';
import { notify } from '../../components/ui/toaster';
import { ProfilePicture } from '../../shared/users/ProfilePicture';
import { useUserReference } from '../../shared/users/user-admin';
import { coreResolver, errorAt } from '../../components/form/core-resolver';
import { SelectInput } from '../../components/ui/select-field';
import { FormFooter } from '../../components/ui/form-actions';
import { DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';

interface AccountValues {
  firstName: string;
  lastName: string;
  phones: PhoneItem[];
}

type AccountUser = NonNullable<GetUserByUsernameQuery['getUserByUsername']>;

function AccountFields({ user, onDone }: { user: AccountUser; onDone(): void }) {
  const reference = useUserReference();
  const resolver = coreResolver<AccountValues>((values) => validateAccountInput(values));
  const form = useForm<AccountValues>({
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      phones: user.userPhones.filter((p) => p.isActive).map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId ?? '', phoneNumber: p.phoneNumber })),
    },
    resolver,
    reValidateMode: 'onChange',
  });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  const save = useGqlMutation(UpdateUserAccountDocument, { invalidates: [MeDocument, GetUserByUsernameDocument], errorToast: ADMIN_TOASTS.userUpdateError });
  const errorOf = (path: keyof AccountValues) => errorAt(form.formState.errors, path) ?? save.error?.fields?.[path];
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { input: { firstName: v.firstName, lastName: v.lastName, phones: v.phones.map((p) => ({ uuid: p.uuid ?? null, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })) } },
      {
        onSuccess: () => {
          notify('success', ADMIN_TOASTS.userUpdated);
          onDone();
        },
      },
    ),
  );

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="account-form">
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          {(['firstName', 'lastName'] as const).map((name) => (
            <Field.Root key={name} invalid={Boolean(errorOf(name))} required>
              <Field.Label>
                {name === 'firstName' ? L.firstName : L.lastName}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...form.register(name)} autoComplete={name === 'firstName' ? 'given-name' : 'family-name'} />
              <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
            </Field.Root>
          ))}
        </Grid>
        <Field.Root readOnly>
          <Field.Label>{L.email}</Field.Label>
          <Input value={user.email} readOnly bg="bg.muted" />
        </Field.Root>
        <Controller
          control={form.control}
          name="phones"
          render={({ field }) => (
            <PhoneListEditor value={field.value} onChange={field.onChange} types={reference.phoneTypes} defaultTypeName={DEFAULT_CONTACT_TYPES.userPhone} label={L.phones} error={errorOf('phones')} />
          )}
        />
        <FormFooter cancelLabel={L.cancel} onCancel={onDone} cancelDisabled={save.isPending} confirmLabel={L.save} submit loading={save.isPending} loadingText={L.saving} confirmTestId="account-save" />
      </Stack>
    </chakra.form>
  );
}

function PrimaryLocation() {
  const session = useSession();
  const active = session.assignments.filter((a) => a.isActive && a.location.isActive);
  const primary = active.find((a) => a.isPrimary)?.id ?? '';
  const [choice, setChoice] = useState(primary);
  const change = useGqlMutation(ChangePrimaryLocationDocument, { invalidates: [MeDocument], errorToast: USER_TOASTS.saveFailed });
  if (!session.user || active.length === 0) return null;
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{L.primaryLocation}</Field.Label>
        <Flex gap="3" w="full" wrap={{ base: 'wrap', sm: 'nowrap' }}>
          <SelectInput
            options={active.map((a) => ({ value: a.id, label: a.location.name }))}
            value={choice}
            onValueChange={setChoice}
            data-testid="primary-location"
            rootProps={{ flex: '1' }}
          />
          <Button
            variant="outline"
            colorPalette="brand"
            disabled={choice === primary}
            loading={change.isPending}
            onClick={() =>
              change.mutate({ locationUserId: choice, userId: session.user!.id }, { onSuccess: () => notify('success', USER_TOASTS.primaryLocationSaved) })
            }
          >
            {L.save}
          </Button>
        </Flex>
      </Field.Root>
    </Stack>
  );
}

export function AccountProfileForm({ onDone }: { onDone(): void }) {
  const session = useSession();
  const username = session.user?.username ?? session.me.supportUser?.username ?? '';
  const user = useGql(GetUserByUsernameDocument, username ? { username } : null);
  const current = session.current;
  if (user.isPending || !user.data?.getUserByUsername) {
    return (
      <Stack gap="3">
        <Skeleton h="16" />
        <Skeleton h="24" />
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {current && (
        <ProfilePicture
          locationUser={{ id: current.id, displayName: current.displayName, profilePictureUrl: current.profilePictureThumbnailUrl }}
          editable
        />
      )}
      <AccountFields user={user.data.getUserByUsername} onDone={onDone} />
      <Separator />
      <PrimaryLocation />
    </Stack>
  );
}
