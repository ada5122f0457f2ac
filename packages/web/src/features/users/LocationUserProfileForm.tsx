/**
 * The location user's profile form (admin §4, §5, §7 UpdateLocationUser): display name, title, e-mail
 * (support users only — core's canEditEmail), phones (at least one unless deactivating), the vet
 * license (state, number, expiration; enabled and required only for a role that can authorize) and the
 * DEA license, primary and active (the switch is hidden unless the saver manages users and disabled on
 * their own record — core's activeSwitch). Core's validateLocationUserInput validates; success shows
 * 'Updated user detail successfully', failure 'Error Updating User' with the server's message.
 */
import { chakra, Checkbox, Field, Flex, Grid, Input, Stack, Text } from '@chakra-ui/react';
import { Switch } from '../../components/ui/chakra-late';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { GetUserDocument } from '@vetrx/core/operations/GetUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateLocationUserDocument } from '@vetrx/core/operations/UpdateLocationUser';
import {
  activeSwitch,
  canEditEmail,
  licenseFieldsEnabled,
  USER_TITLES,
  validateLocationUserInput,
  type AdminActor,
  ADMIN_LIMITS,
} from '@vetrx/core/admin';
import { formatMessage, sameId, todayDay, DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
import { ADMIN_TOASTS, USER_LABELS as L } from '@vetrx/core/messages';
import { SwitchLabel } from '../../components/ui/switch-label';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { useGqlMutation } from '../../api/useGqlMutation';
import { PhoneListEditor, type PhoneItem } from '../../components/ui/phone-list-editor';
import { notify } from '../../components/ui/toaster';
import type { AdminLocationUser } from './EditUserDialog';
import { coreResolver, errorAt } from '../../components/form/core-resolver';
import { SelectField } from '../../components/ui/select-field';
import { US_STATE_OPTIONS } from '../../components/ui/us-states';
import { FormFooter } from '../../components/ui/form-actions';

interface ProfileValues {
  displayName: string;
  title: string;
  email: string;
  phones: PhoneItem[];
  vetLicenseNumber: string;
  vetLicenseState: string;
  vetLicenseExpiration: string;
  deaLicense: string;
  deaLicenseExpiration: string;
  isPrimary: boolean;
  isActive: boolean;
}

const orNull = (v: string) => (v.trim() === '' ? null : v);

function payload(v: ProfileValues, emailEditable: boolean) {
  return {
    displayName: v.displayName,
    title: orNull(v.title),
    ...(emailEditable ? { email: v.email } : {}),
    phones: v.phones.map((p) => ({ uuid: p.uuid ?? null, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
    vetLicenseNumber: orNull(v.vetLicenseNumber),
    vetLicenseState: orNull(v.vetLicenseState),
    vetLicenseExpiration: orNull(v.vetLicenseExpiration),
    deaLicense: orNull(v.deaLicense),
    deaLicenseExpiration: orNull(v.deaLicenseExpiration),
    isPrimary: v.isPrimary,
    isActive: v.isActive,
  };
}

export interface LocationUserProfileFormProps {
  locationUser: AdminLocationUser;
  phoneTypes: readonly { id: string; description: string }[];
  actor: AdminActor;
  /** The saver manages users at this location (shows the active switch). */
  canManageUsers: boolean;
  onDone(): void;
}

export function LocationUserProfileForm({ locationUser: lu, phoneTypes, actor, canManageUsers, onDone }: LocationUserProfileFormProps) {
  const emailEditable = canEditEmail({ form: 'profile', actor });
  const licensed = licenseFieldsEnabled(lu.role);
  const active = activeSwitch({ canManageUsers, isOwnRecord: (actor.locationUserIds ?? []).some((id) => sameId(id, lu.id)) });
  const today = todayDay(new Date());

  const resolver = coreResolver<ProfileValues>((values) =>
    validateLocationUserInput({ id: lu.id, ...payload(values, true), email: values.email }, { today, role: lu.role, actor, existing: { email: lu.email } }),
  );
  const form = useForm<ProfileValues>({
    defaultValues: {
      displayName: lu.displayName,
      title: lu.title ?? '',
      email: lu.email ?? '',
      phones: lu.locationUserPhones.filter((p) => p.isActive).map((p) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId ?? '', phoneNumber: p.phoneNumber })),
      vetLicenseNumber: lu.vetLicenseNumber ?? '',
      vetLicenseState: lu.vetLicenseState ?? '',
      vetLicenseExpiration: lu.vetLicenseExpiration ?? '',
      deaLicense: lu.deaLicense ?? '',
      deaLicenseExpiration: lu.deaLicenseExpiration ?? '',
      isPrimary: lu.isPrimary,
      isActive: lu.isActive,
    },
    resolver,
    reValidateMode: 'onChange',
  });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  // The success callbacks are the mutation's own, not the call's: the save's refetch gives the page new
  // data and the page remounts this form (its key), and TanStack Query drops a call's callbacks once
  // the observer that made the call is gone — the toast and the return to read-only would never come.
  const save = useGqlMutation(UpdateLocationUserDocument, {
    invalidates: [GetAdminLocationUserDocument, GetUserDocument, LocationsUsersDocument, MeDocument],
    errorToast: ADMIN_TOASTS.userDetailUpdateError,
    onSuccess: () => {
      notify('success', ADMIN_TOASTS.userDetailUpdated);
      onDone();
    },
  });
  const errorOf = (path: keyof ProfileValues) => errorAt(form.formState.errors, path) ?? save.error?.fields?.[path];
  const isActive = form.watch('isActive');

  const submit = form.handleSubmit((values) => save.mutate({ id: lu.id, input: payload(values, emailEditable) }));

  const text = (name: keyof ProfileValues, label: string, opts: { disabled?: boolean; type?: string; required?: boolean; readOnly?: boolean; min?: string; max?: string } = {}) => (
    <Field.Root invalid={Boolean(errorOf(name))} required={opts.required} disabled={opts.disabled} readOnly={opts.readOnly}>
      <Field.Label>
        {label}
        {opts.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Input
            name={field.name}
            value={String(field.value ?? '')}
            onChange={field.onChange}
            onBlur={field.onBlur}
            type={opts.type ?? 'text'}
            min={opts.min}
            max={opts.max}
            bg={opts.readOnly ? 'bg.muted' : undefined}
            data-testid={`profile-${name}`}
          />
        )}
      />
      <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="location-user-profile-form">
      <Stack gap="5">
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr' }} gap="4">
          {text('displayName', L.displayName, { required: true })}
          <SelectField label={L.title} error={errorOf('title')} placeholder={L.selectTitle} options={USER_TITLES.map((t) => ({ value: t, label: t }))} {...form.register('title')} />
        </Grid>
        {text('email', L.email, { required: true, readOnly: !emailEditable, type: 'email' })}
        <Controller
          control={form.control}
          name="phones"
          render={({ field }) => (
            <PhoneListEditor value={field.value} onChange={field.onChange} types={phoneTypes} defaultTypeName={DEFAULT_CONTACT_TYPES.userPhone} label={formatMessage(L.locationPhones, { location: lu.location.name })} error={errorOf('phones')} />
          )}
        />
        <Stack gap="3">
          <Text fontWeight="semibold" textStyle="sm">
            {L.vetLicenseHeading}
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr' }} gap="4">
            {text('vetLicenseNumber', L.vetLicenseNumber, { disabled: !licensed, required: licensed })}
            <Controller
              control={form.control}
              name="vetLicenseState"
              render={({ field }) => (
                <SelectField
                  label={L.vetLicenseState}
                  required={licensed}
                  disabled={!licensed}
                  error={errorOf('vetLicenseState')}
                  placeholder={L.selectState}
                  options={US_STATE_OPTIONS}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  data-testid="profile-vetLicenseState"
                />
              )}
            />
            {text('vetLicenseExpiration', L.vetLicenseExpiration, { disabled: !licensed, required: licensed, type: 'date', min: today, max: ADMIN_LIMITS.vetLicenseLatestExpiration })}
          </Grid>
        </Stack>
        <Stack gap="3">
          <Text fontWeight="semibold" textStyle="sm">
            {L.deaHeading}
          </Text>
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {text('deaLicense', L.deaLicense, { disabled: !licensed })}
            {text('deaLicenseExpiration', L.deaLicenseExpiration, { disabled: !licensed, type: 'date', min: today })}
          </Grid>
        </Stack>
        <Flex gap="6" wrap="wrap" align="center">
          <Controller
            control={form.control}
            name="isPrimary"
            render={({ field }) => (
              <Checkbox.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked === true)} disabled={!isActive} colorPalette="brand">
                <Checkbox.HiddenInput name={field.name} />
                <Checkbox.Control />
                <Checkbox.Label>{L.primary}</Checkbox.Label>
              </Checkbox.Root>
            )}
          />
          {active.visible && (
            <Field.Root invalid={Boolean(errorOf('isActive'))} w="auto">
              <Controller
                control={form.control}
                name="isActive"
                render={({ field }) => (
                  <Switch.Root
                    checked={field.value}
                    onCheckedChange={(e) => {
                      field.onChange(e.checked);
                      if (!e.checked) form.setValue('isPrimary', false);
                    }}
                    disabled={active.disabled}
                    colorPalette="brand"
                    data-testid="profile-active"
                  >
                    <Switch.HiddenInput name={field.name} />
                    <Switch.Control />
                    {/* Named by what it acts on: this user at this location (issue 12, item 12). */}
                    <SwitchLabel name={formatMessage(L.activeAt, { user: lu.displayName ?? '', location: lu.location.name })}>{L.active}</SwitchLabel>
                  </Switch.Root>
                )}
              />
              <Field.ErrorText>{errorOf('isActive')}</Field.ErrorText>
            </Field.Root>
          )}
        </Flex>
        <FormFooter cancelLabel={L.cancel} onCancel={onDone} cancelDisabled={save.isPending} confirmLabel={L.save} submit loading={save.isPending} loadingText={L.saving} confirmTestId="profile-save" />
      </Stack>
    </chakra.form>
  );
}
