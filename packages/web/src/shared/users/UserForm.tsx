/**
 * The user form of the Add User dialog and of the Edit User modal's Profile tab (admin §2.5, §5):
 * first and last name, e-mail (core's canEditEmail: support users, or a manager on someone else's
 * record), phones (at least one, default type Office), the 'enabled in identity provider' switch (not
 * on one's own record), and the location assignments table. Core's validateUserInput validates on Save
 * and live afterwards; the server re-checks and its field errors show under the same fields.
 */
import { chakra, Field, Grid, Stack, Text } from '@chakra-ui/react';
import { Alert, Switch } from '../../components/ui/chakra-late';
import type { AdminUserFieldsFragment } from '@vetrx/core/fragments/AdminUserFields';
import { canEditEmail, type AdminActor } from '@vetrx/core/admin';
import { sameId, type FieldErrors, DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';
import { USER_LABELS as L } from '@vetrx/core/messages';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { PhoneListEditor } from '../../components/ui/phone-list-editor';
import { AssignmentsTable } from './AssignmentsTable';
import type { LocationOption } from './user-admin';
import { coreResolver, errorAt } from '../../components/form/core-resolver';
import { userFormValues, userInput, validateUserForm, type UserFormValues } from './user-model';
import { FormFooter } from '../../components/ui/form-actions';
import { TextField } from '../../components/ui/text-field';

export type UserInputPayload = ReturnType<typeof userInput>;

export interface UserFormProps {
  mode: 'add' | 'edit';
  /** The stored user (edit). */
  user: AdminUserFieldsFragment | null;
  roles: readonly { id: string; name: string; canAuthorize: boolean; isActive: boolean }[];
  phoneTypes: readonly { id: string; description: string }[];
  /** Locations a new assignment may use. */
  locationOptions: readonly LocationOption[];
  manageableLocationIds: readonly string[] | null;
  actor: AdminActor;
  /** Add: the first assignment's location. */
  defaultLocationId?: string;
  submitting: boolean;
  /** Field errors the server answered with (BAD_USER_INPUT), keyed by the form's paths. */
  serverErrors?: FieldErrors;
  /**
   * Saves; the returned promise settles when the save has (it should not reject). Until then, and while
   * the validation before it runs, further submits (a double click on Save, Enter) are ignored.
   */
  onSubmit(input: UserInputPayload): Promise<unknown> | void;
  onCancel(): void;
}

/** Brings the first visible invalid field into view and focuses it (the table scrolls sideways). */
function revealFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = [...(form?.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid] input, [data-invalid] select') ?? [])];
  const target = invalid.find((el) => el.offsetParent !== null);
  if (!target) return;
  target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
}

export function UserForm(props: UserFormProps) {
  const { mode, user, roles, actor } = props;
  const isUpdate = mode === 'edit';
  const defaultValues = useMemo(() => userFormValues(user, props.defaultLocationId), [user, props.defaultLocationId]);

  const resolver = coreResolver<UserFormValues>((values) => validateUserForm(values, { isUpdate, userId: user?.id, roles, actor, existingEmail: user?.email }));
  const form = useForm<UserFormValues>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  const { register, control, handleSubmit, formState } = form;
  const server = props.serverErrors ?? {};
  const errorOf = (path: string) => errorAt(formState.errors, path) ?? server[path];

  const emailEditable = !isUpdate || canEditEmail({ form: 'admin', actor, userId: user?.id });
  const isOwnRecord = isUpdate && sameId(actor.userId, user?.id);
  const formRef = useRef<HTMLFormElement>(null);
  const validateAndSave = handleSubmit(
    async (values) => {
      await props.onSubmit(userInput(values));
    },
    () => requestAnimationFrame(() => revealFirstInvalid(formRef.current)),
  );
  // One submission at a time: `submitting` only turns true once the async validation has passed and the
  // mutation's state has rendered, so a second click before then would save twice (as FormBody's ref).
  const inFlight = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || props.submitting) return;
    inFlight.current = true;
    void validateAndSave(event)
      .catch(() => undefined)
      .finally(() => {
        inFlight.current = false;
      });
  };
  const serverErrorCount = Object.keys(server).length;
  useEffect(() => {
    if (serverErrorCount > 0) requestAnimationFrame(() => revealFirstInvalid(formRef.current));
  }, [serverErrorCount]);
  const unplaced = Object.entries(server).filter(([k]) => !/^(firstName|lastName|email|phones|isEnabledInOkta|assignments)/.test(k));

  return (
    <chakra.form ref={formRef} onSubmit={submit} noValidate data-testid="user-form">
      <Stack gap="5">
        {unplaced.length > 0 && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{unplaced.map(([, m]) => m).join(' ')}</Alert.Description>
          </Alert.Root>
        )}
        <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
          <TextField label={L.firstName} required error={errorOf('firstName')} {...register('firstName')} autoComplete="off" />
          <TextField label={L.lastName} required error={errorOf('lastName')} {...register('lastName')} autoComplete="off" />
          <TextField label={L.email} required readOnly={!emailEditable} error={errorOf('email')} {...register('email')} type="email" autoComplete="off" bg={emailEditable ? undefined : 'bg.muted'} />
          <Controller
            control={control}
            name="isEnabledInOkta"
            render={({ field }) => (
              <Field.Root invalid={Boolean(errorOf('isEnabledInOkta'))} justifyContent="end" pb="2">
                <Switch.Root
                  checked={field.value}
                  onCheckedChange={(e) => field.onChange(e.checked)}
                  disabled={isOwnRecord}
                  colorPalette="brand"
                  data-testid="enabled-in-identity-provider"
                >
                  <Switch.HiddenInput name={field.name} />
                  <Switch.Control />
                  <Switch.Label>{L.enabledInIdentityProvider}</Switch.Label>
                </Switch.Root>
                <Field.ErrorText>{errorOf('isEnabledInOkta')}</Field.ErrorText>
              </Field.Root>
            )}
          />
        </Grid>

        <Controller
          control={control}
          name="phones"
          render={({ field }) => (
            <PhoneListEditor
              value={field.value}
              onChange={field.onChange}
              types={props.phoneTypes}
              defaultTypeName={DEFAULT_CONTACT_TYPES.userPhone}
              label={L.userPhones}
              hint={L.userPhonesHint}
              error={errorOf('phones')}
            />
          )}
        />

        <AssignmentsTable
          form={form}
          errorOf={errorOf}
          roles={roles}
          locationOptions={props.locationOptions}
          manageableLocationIds={props.manageableLocationIds}
          actor={actor}
        />

        <FormFooter
          pt="1"
          cancelLabel={L.cancel}
          onCancel={props.onCancel}
          cancelDisabled={props.submitting}
          confirmLabel={L.save}
          submit
          loading={props.submitting}
          loadingText={L.saving}
          confirmTestId="user-form-save"
        />
        {errorOf('root') && (
          <Text color="fg.error" textStyle="sm" role="alert">
            {errorOf('root')}
          </Text>
        )}
      </Stack>
    </chakra.form>
  );
}
