/**
 * The client form (clients §2 Client form): create ('Add Client', 'Lets collect some information!', a
 * Back link) and edit ('Update Client'); first and last name auto-capitalised at each word start,
 * e-mail, active Yes/No, the PIMS ID under its flags (read-only once set), the phone list (default
 * Cell) and the address list (default Home); Cancel and Save. Core validates on save, then live as
 * the user corrects (the server re-checks). Making an active client with pending requests inactive shows core's warning,
 * and Save asks to confirm it.
 */
import { Button, chakra, Field, Grid, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { Alert, Separator } from '../../components/ui/chakra-late';
import { CLIENT_LIMITS, clientActiveChange } from '@vetrx/core/client';
import { capitalizeWords, DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
import { CLIENT_LABELS, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { coreResolver, withoutRoot } from '../../components/form/core-resolver';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { LuArrowLeft } from 'react-icons/lu';
import { AddressListEditor } from '../../components/ui/address-list-editor';
import { ConfirmDialog, useConfirmFirst } from '../../components/ui/confirm-dialog';
import { PhoneListEditor } from '../../components/ui/phone-list-editor';
import { formErrors, validateClientForm, type ClientFormValues } from './client-model';
import { useReferenceTypes } from './useReferenceTypes';
import { FormFooter } from '../../components/ui/form-actions';
import { YesNoRadio } from '../../components/ui/yes-no-radio';
import { TextField } from '../../components/ui/text-field';

export interface ClientFormProps {
  mode: 'create' | 'edit';
  defaultValues: ClientFormValues;
  /** The stored client when editing: id, PIMS ID (read-only once set) and active flag. */
  existing?: { id: string; pimsId: string | null; isActive: boolean };
  /** Pending prescription requests of the client (edit): the inactive warning appears only when > 0. */
  pendingTaskCount?: number;
  /** Shows the PIMS ID field (the pimsImport feature with PIMS on). */
  showPimsId: boolean;
  /** The PIMS ID comes from a PIMS match (the Add Client modal): read-only like a stored one. */
  lockPimsId?: boolean;
  /**
   * Changes from the PIMS shown above the fields (the client's PIMS sync), rendered with the form's
   * values so closing a change can put the stored value back.
   */
  pimsUpdates?: (form: ClientFormHandle) => ReactNode;
  submitting: boolean;
  /** A message of the last failed save. */
  serverError?: string | null;
  /** Field errors the server answered with (BAD_USER_INPUT). */
  serverFieldErrors?: Record<string, string>;
  onSubmit(values: ClientFormValues): void;
  onCancel(): void;
  /** Create only: back to the search step. */
  onBack?(): void;
}

/** What a `pimsUpdates` slot may do with the form. */
export interface ClientFormHandle {
  values: ClientFormValues;
  set<K extends keyof ClientFormValues>(field: K, value: ClientFormValues[K]): void;
}

export function ClientForm(props: ClientFormProps) {
  const { mode, existing, pendingTaskCount = 0, showPimsId, submitting } = props;
  const pimsIdReadOnly = Boolean(existing?.pimsId) || props.lockPimsId === true;
  const { phoneTypes, addressTypes } = useReferenceTypes();
  const confirm = useConfirmFirst(props.onSubmit);
  const isUpdate = mode === 'edit';

  const resolver = coreResolver<ClientFormValues>(
    (values) => validateClientForm(values, { isUpdate, id: existing?.id, existingPimsId: existing?.pimsId, withPimsId: showPimsId }),
    (errors) => withoutRoot(formErrors(errors)),
  );

  const form = useForm<ClientFormValues>({ defaultValues: props.defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, handleSubmit, watch, formState } = form;
  // Leaving with changes not saved asks first (issue 59); a saved form goes away with its dialog.
  useUnsavedChanges(formState.isDirty);
  const server = formErrors(props.serverFieldErrors ?? {});
  const errorOf = (field: keyof ClientFormValues) => formState.errors[field]?.message ?? server[field];

  const isActive = watch('isActive') === 'yes';
  const decision = clientActiveChange({ wasActive: existing?.isActive ?? null, isActive, pendingTaskCount });

  const submit = handleSubmit((values) => confirm.save(values, decision.warning));

  const nameField = (field: 'firstName' | 'lastName', label: string, autoComplete: string) => {
    const reg = register(field);
    return (
      <Field.Root invalid={Boolean(errorOf(field))} required={isActive}>
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          {...reg}
          autoComplete={autoComplete}
          onChange={(e) => {
            const v = capitalizeWords(e.currentTarget.value);
            if (v !== e.currentTarget.value) {
              const pos = e.currentTarget.selectionStart;
              e.currentTarget.value = v;
              if (pos !== null) e.currentTarget.setSelectionRange(pos, pos);
            }
            void reg.onChange(e);
          }}
        />
        <Field.ErrorText>{errorOf(field)}</Field.ErrorText>
      </Field.Root>
    );
  };

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="client-form" aria-labelledby="client-form-title">
      <Stack gap="5">
        <Stack gap="1">
          {mode === 'create' && props.onBack && (
            <Button variant="plain" size="sm" alignSelf="start" px="0" color="fg.muted" onClick={props.onBack}>
              <LuArrowLeft /> {CLIENT_LABELS.back}
            </Button>
          )}
          <Heading as="h2" size="lg" id="client-form-title">
            {mode === 'create' ? CLIENT_LABELS.addClient : CLIENT_LABELS.updateClient}
          </Heading>
          {mode === 'create' && <Text color="fg.muted">{CLIENT_LABELS.addClientSubtitle}</Text>}
        </Stack>

        {props.pimsUpdates?.({ values: watch(), set: (field, value) => form.setValue(field, value as never, { shouldDirty: true }) })}

        {props.serverError && (
          <Alert.Root status="error" data-testid="client-form-error">
            <Alert.Indicator />
            <Alert.Description>{props.serverError}</Alert.Description>
          </Alert.Root>
        )}

        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {nameField('firstName', L.firstName, 'given-name')}
          {nameField('lastName', L.lastName, 'family-name')}
          {/* No maxLength: a cut address reads as a wrong one; core names the 100-character limit instead. */}
          <TextField label={L.email} error={errorOf('email')} {...register('email')} type="email" autoComplete="email" />
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <Field.Root>
                <YesNoRadio label={L.active} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              </Field.Root>
            )}
          />
          {showPimsId && (
            <Field.Root invalid={Boolean(errorOf('pimsId'))} readOnly={pimsIdReadOnly}>
              <Field.Label>{CLIENT_LABELS.pimsId}</Field.Label>
              <Input
                {...register('pimsId')}
                maxLength={CLIENT_LIMITS.pimsId}
                readOnly={pimsIdReadOnly}
                bg={pimsIdReadOnly ? 'bg.muted' : undefined}
                color={pimsIdReadOnly ? 'fg.muted' : undefined}
              />
              <Field.ErrorText>{errorOf('pimsId')}</Field.ErrorText>
            </Field.Root>
          )}
        </Grid>

        {decision.warning && (
          <Alert.Root status="warning" data-testid="inactive-warning">
            <Alert.Indicator />
            <Alert.Description>{decision.warning}</Alert.Description>
          </Alert.Root>
        )}

        <Separator />
        <Controller
          control={control}
          name="phones"
          render={({ field }) => (
            <PhoneListEditor
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                if (formState.isSubmitted) void form.trigger('phones');
              }}
              types={phoneTypes}
              defaultTypeName={DEFAULT_CONTACT_TYPES.clientPhone}
              unique="number"
              error={errorOf('phones')}
            />
          )}
        />
        <Separator />
        <Controller
          control={control}
          name="addresses"
          render={({ field }) => (
            <AddressListEditor
              value={field.value}
              onChange={(v) => {
                field.onChange(v);
                if (formState.isSubmitted) void form.trigger('addresses');
              }}
              types={addressTypes}
              defaultTypeName={DEFAULT_CONTACT_TYPES.address}
              error={errorOf('addresses')}
            />
          )}
        />

        <FormFooter pt="4" borderTopWidth="1px" cancelLabel={CLIENT_LABELS.cancel} onCancel={props.onCancel} cancelDisabled={submitting} confirmLabel={CLIENT_LABELS.save} submit loading={submitting} />
      </Stack>
      <ConfirmDialog {...confirm.dialog} title={L.pendingWarningTitle} message={decision.warning ?? ''} confirmLabel={L.confirmSave} loading={submitting} />
    </chakra.form>
  );
}
