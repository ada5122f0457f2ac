/**
 * The organization form (admin §5 Organizations) in a dialog: Add Organization from the practice search
 * (AddOrganization, with the matching location) and Edit Organization from the organization detail
 * (UpdateOrganization). Account number digits only up to 30, name up to 50, DBA 30, e-mail 60, HIN 10,
 * website a URL, a primary pharmacy, at least one phone and one address — core decides, the server
 * re-checks. Toasts 'Add Successfully' / 'Update Successfully'; 'Error Add Organization' / 'Error
 * update organization profile' with the server's message.
 */
import { chakra, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Separator, Switch } from '../../components/ui/chakra-late';
import type { AdminOrganizationFieldsFragment } from '@vetrx/core/fragments/AdminOrganizationFields';
import { AddOrganizationDocument, type AddOrganizationMutationVariables } from '@vetrx/core/operations/AddOrganization';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { OrganizationsDocument } from '@vetrx/core/operations/Organizations';
import { UpdateOrganizationDocument, type UpdateOrganizationMutationVariables } from '@vetrx/core/operations/UpdateOrganization';
import { ADMIN_LIMITS, organizationFormValues, organizationPayload, validateOrganizationInput, type OrganizationFormValues } from '@vetrx/core/admin';
import { maskPhoneInput } from '@vetrx/core/common';
import { ADMIN_LABELS, ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { coreResolver } from '../../components/form/core-resolver';
import { mapFieldErrors, onFields } from './form-errors';
import { ContactListFields, useServerFieldErrors, PharmacyCodesField } from './ContactFields';
import { usePracticeReference } from './usePracticeReference';
import { usePracticeSave } from './use-practice-save';
import { FormDialog } from '../../components/ui/form-dialog';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

const FIELDS: (keyof OrganizationFormValues)[] = [
  'name',
  'dbaName',
  'accountno',
  'emailAddress',
  'fax',
  'HIN',
  'website',
  'isPIMSEnabled',
  'isActive',
  'pharmacyCodes',
  'organizationPhones',
  'organizationAddresses',
];

export interface OrganizationFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Edit this organization; without it the dialog adds one. */
  organization?: AdminOrganizationFieldsFragment | null;
  onSaved?(organization: AdminOrganizationFieldsFragment): void;
}

export function OrganizationFormDialog({ open, onClose, organization, onSaved }: OrganizationFormDialogProps) {
  const ref = usePracticeReference();
  const isUpdate = Boolean(organization);
  const save = usePracticeSave(
    { add: AddOrganizationDocument, update: UpdateOrganizationDocument },
    {
      invalidates: [OrganizationsDocument, GetOrganizationDocument, LocationsDocument, LocationCountDocument],
      saved: { add: (d) => d.addOrganization, update: (d) => d.updateOrganization },
      toasts: { added: ADMIN_TOASTS.organizationAdded, updated: ADMIN_TOASTS.organizationUpdated, addError: ADMIN_TOASTS.organizationAddError, updateError: ADMIN_TOASTS.organizationUpdateError },
      onSaved: (saved) => {
        onSaved?.(saved);
        onClose();
      },
    },
  );

  const resolver = coreResolver<OrganizationFormValues>(
    (values) => {
      const payload = organizationPayload(values, { isUpdate });
      return validateOrganizationInput(isUpdate ? { ...payload, id: organization!.id } : payload, { isUpdate, isSupportUser: true, existing: organization ?? null });
    },
    (errors) => onFields(mapFieldErrors(errors), FIELDS),
  );
  const form = useForm<OrganizationFormValues>({ defaultValues: organizationFormValues(organization ?? null), resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  const { register, control, handleSubmit, formState, reset } = form;
  useEffect(() => {
    if (open) reset(organizationFormValues(organization ?? null));
  }, [open, organization, reset]);
  useServerFieldErrors(form, save.fieldErrors, FIELDS);

  const err = (f: keyof OrganizationFormValues) => formState.errors[f]?.message as string | undefined;

  const text = (field: keyof OrganizationFormValues, label: string, opts: { max?: number; required?: boolean; type?: string; inputMode?: 'numeric' | 'tel'; placeholder?: string; mask?: (v: string) => string } = {}) => (
    <TextField
      label={label}
      required={opts.required}
      error={err(field)}
      {...register(field, opts.mask ? { setValueAs: (v: unknown) => (typeof v === 'string' ? opts.mask!(v) : v), onChange: (e: { target: HTMLInputElement }) => { e.target.value = opts.mask!(e.target.value); } } : {})}
      maxLength={opts.max}
      type={opts.type}
      inputMode={opts.inputMode}
      placeholder={opts.placeholder}
      autoComplete="off"
    />
  );

  const submit = handleSubmit((values) => {
    const payload = organizationPayload(values, { isUpdate });
    if (organization) save.update({ id: organization.id, input: payload as UpdateOrganizationMutationVariables['input'] });
    else save.add({ input: payload as AddOrganizationMutationVariables['input'] });
  });

  return (
    <FormDialog open={open} onClose={onClose} title={isUpdate ? L.editOrganization : L.addOrganizationTitle} testId="organization-dialog" scroll="inside" pending={save.pending} saveTestId="organization-save">
      {({ formId, portalRef }) => (
        <chakra.form id={formId} noValidate onSubmit={submit} data-testid="organization-form">
          <Stack gap="5">
            <FormErrorAlert message={formState.errors.root?.message} />
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {text('name', L.name, { max: ADMIN_LIMITS.organizationName, required: true })}
              {text('dbaName', L.dbaName, { max: ADMIN_LIMITS.organizationDba })}
              {text('accountno', L.accountNumber, { max: ADMIN_LIMITS.organizationAccountNo, required: true, inputMode: 'numeric' })}
              {text('emailAddress', L.email, { max: ADMIN_LIMITS.organizationEmail, required: true, type: 'email' })}
              {text('fax', L.fax, { inputMode: 'tel', placeholder: '555 123 4567', mask: maskPhoneInput })}
              {text('HIN', L.hin, { max: ADMIN_LIMITS.organizationHin })}
              {text('website', L.website, { placeholder: 'clinic.example.com' })}
              {isUpdate && (
                <SelectField
                  label={L.activeField}
                  required
                  error={err('isActive')}
                  options={[
                    { value: 'true', label: ADMIN_LABELS.yes },
                    { value: 'false', label: ADMIN_LABELS.no },
                  ]}
                  {...register('isActive')}
                />
              )}
            </Grid>
            <Controller
              control={control}
              name="isPIMSEnabled"
              render={({ field }) => (
                <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} colorPalette="brand">
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control />
                  <Switch.Label>{L.pimsEnabled}</Switch.Label>
                </Switch.Root>
              )}
            />
            <Separator />
            <Stack gap="2">
              <Heading as="h3" size="sm">
                {L.pharmacies}
              </Heading>
              <PharmacyCodesField form={form} name="pharmacyCodes" options={ref.pharmacyOptions} error={err} portalRef={portalRef} testId="organization-pharmacies" />
              <Text textStyle="xs" color="fg.muted">
                {L.pharmacyPrimaryHint}
              </Text>
            </Stack>
            <ContactListFields form={form} phones="organizationPhones" addresses="organizationAddresses" error={err} phoneTypes={ref.phoneTypes} addressTypes={ref.addressTypes} />
          </Stack>
        </chakra.form>
      )}
    </FormDialog>
  );
}
