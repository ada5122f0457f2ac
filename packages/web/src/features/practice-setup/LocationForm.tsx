/**
 * The location (practice) form of admin §5 Locations, for the Add Location modal and the Edit Location
 * dialog: name, organization (read-only), e-mail (support only), website, HIN, active, office use,
 * account number, product display (portal type), pharmacies (support only; the first is the primary),
 * PIMS settings (support; an admin or vet admin may edit the account id and secret for the inline
 * connection type), the writeback fields only with the location's writeback feature, phones and
 * addresses. Core validates on save (`validateLocationInput` over `locationPayload`), then live as the
 * user corrects; the server re-checks and its field messages show on the same fields.
 *
 * The form renders no buttons: the dialog's footer submits it by `formId`.
 */
import { chakra, Field, Grid, Heading, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Separator, Switch } from '../../components/ui/chakra-late';
import {
  ADMIN_LIMITS,
  canEditPimsAccountId,
  locationPayload,
  PIMS_SECRET_MASK,
  validateLocationInput,
  type LocationFormValues,
} from '@vetrx/core/admin';
import { featuresFromList, hasFeature, PIMS_CONNECTION_TYPES } from '@vetrx/core/common';
import { ADMIN_LABELS, ADMIN_VALIDATION_MESSAGES, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import type { RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { coreResolver } from '../../components/form/core-resolver';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { mapFieldErrors, onFields } from './form-errors';
import { ContactListFields, useServerFieldErrors, PharmacyCodesField } from './ContactFields';
import { usePracticeReference } from './usePracticeReference';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';

/** Payload keys → form fields. */
const RENAME: Record<string, keyof LocationFormValues> = { portalType: 'portalTypeId', locationPortalTypeId: 'portalTypeId' };
const FIELDS: (keyof LocationFormValues)[] = [
  'name',
  'emailAddress',
  'website',
  'HIN',
  'isActive',
  'isOfficeUseEnabled',
  'locationAccountId',
  'portalTypeId',
  'isPimsEnabled',
  'pimsConnectionType',
  'pimsAccountId',
  'pimsAccountSecret',
  'pimsWritebackAccountId',
  'pimsWritebackLocationId',
  'isEnabledForWriteback',
  'pharmacyCodes',
  'locationPhones',
  'locationAddresses',
];

export interface LocationFormProps {
  formId: string;
  mode: 'add' | 'edit';
  defaultValues: LocationFormValues;
  /** The organization the location belongs to (id, its pharmacies for the fallback). */
  organization: { id: string; organizationPharmacies?: readonly { code: string }[] } | null;
  /** The stored location when editing. */
  existing?: {
    emailAddress: string;
    pimsConnectionType?: string | null;
    features: readonly string[];
    locationPharmacies: readonly { code: string }[];
  } | null;
  isSupport: boolean;
  /** The practice user's role at the location (the inline PIMS account id rule). */
  role?: { name: string } | null;
  serverFieldErrors?: Record<string, string>;
  portalRef?: RefObject<HTMLElement | null>;
  onSubmit(payload: Record<string, unknown>): void;
}

export function LocationForm(props: LocationFormProps) {
  const ref = usePracticeReference();
  // Selects take their stored values only once their options exist.
  if (ref.isPending) {
    return (
      <Stack gap="4" data-testid="location-form-loading">
        <Skeleton h="10" />
        <Skeleton h="10" />
        <Skeleton h="40" />
      </Stack>
    );
  }
  return <LocationFormFields {...props} reference={ref} />;
}

function LocationFormFields({
  formId,
  mode,
  defaultValues,
  organization,
  existing,
  isSupport,
  role,
  serverFieldErrors = {},
  portalRef,
  onSubmit,
  reference: ref,
}: LocationFormProps & { reference: ReturnType<typeof usePracticeReference> }) {
  const isUpdate = mode === 'edit';
  // 'Leave the mask…' only when a secret is stored (the field then starts with the mask).
  const storedSecret = isUpdate && defaultValues.pimsAccountSecret === PIMS_SECRET_MASK;
  // The writeback fields appear with the location's writeback feature, to support users (who alone may
  // change PIMS settings); otherwise they are not sent and keep their stored values.
  const writebackFeature = isSupport && hasFeature(featuresFromList(existing?.features), 'pimsWriteback');
  const accountEditable = isSupport || (role ? canEditPimsAccountId(role, existing?.pimsConnectionType) : false);
  const payloadOf = (values: LocationFormValues) =>
    locationPayload(values, {
      isUpdate,
      organizationId: organization?.id ?? null,
      writebackFeature,
      locationPharmacies: existing?.locationPharmacies,
      organizationPharmacies: organization?.organizationPharmacies,
    });

  const resolver = coreResolver<LocationFormValues>(
    (values) =>
      validateLocationInput(isUpdate ? { ...payloadOf(values), id: 'form' } : payloadOf(values), {
        isUpdate,
        isSupportUser: isSupport,
        belongsToOrganization: organization !== null,
        existing: existing ? { emailAddress: existing.emailAddress } : null,
      }),
    (errors) => onFields(mapFieldErrors(errors, RENAME), FIELDS),
  );

  const form = useForm<LocationFormValues>({ defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  // Leaving with changes not saved asks first (issue 59); a saved form closes or starts again from what was saved.
  useUnsavedChanges(form.formState.isDirty);
  const { register, control, handleSubmit, formState, watch } = form;

  // The server's field messages land on the same fields.
  useServerFieldErrors(form, serverFieldErrors, FIELDS, RENAME);

  const err = (field: keyof LocationFormValues) => formState.errors[field]?.message as string | undefined;
  const pimsEnabled = watch('isPimsEnabled');
  const pimsAccountId = watch('pimsAccountId');
  const pharmacyCodes = watch('pharmacyCodes');
  const portalTypeId = watch('portalTypeId');
  const primaryName = ref.pharmacyOptions.find((p) => p.code === pharmacyCodes[0])?.name;

  const text = (field: keyof LocationFormValues, label: string, opts: { max?: number; required?: boolean; disabled?: boolean; type?: string; autoComplete?: string; helper?: string; placeholder?: string } = {}) => (
    <TextField
      label={label}
      required={opts.required}
      disabled={opts.disabled}
      error={err(field)}
      helper={opts.helper}
      {...register(field)}
      maxLength={opts.max}
      type={opts.type}
      autoComplete={opts.autoComplete ?? 'off'}
      placeholder={opts.placeholder}
    />
  );

  const select = (
    field: 'isActive' | 'isOfficeUseEnabled' | 'portalTypeId' | 'pimsConnectionType',
    label: string,
    options: { value: string; label: string }[],
    opts: { required?: boolean; disabled?: boolean; placeholder?: boolean; helper?: string } = {},
  ) => (
    <SelectField
      label={label}
      required={opts.required}
      disabled={opts.disabled}
      error={err(field)}
      helper={opts.helper}
      placeholder={opts.placeholder === false ? undefined : L.select}
      options={options}
      {...register(field)}
      data-testid={`location-${field}`}
    />
  );

  const yesNo = [
    { value: 'true', label: ADMIN_LABELS.yes },
    { value: 'false', label: ADMIN_LABELS.no },
  ];

  return (
    <chakra.form id={formId} noValidate onSubmit={handleSubmit((values) => onSubmit(payloadOf(values)))} data-testid="location-form">
      <Stack gap="5">
        <FormErrorAlert message={formState.errors.root?.message} />
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {text('name', L.locationName, { max: ADMIN_LIMITS.locationName, required: true })}
          {organization ? (
            <Field.Root readOnly>
              <Field.Label>{L.organization}</Field.Label>
              <Input {...register('organizationName')} readOnly maxLength={ADMIN_LIMITS.organizationName} bg="bg.muted" data-testid="location-organization" />
            </Field.Root>
          ) : null}
          {text('emailAddress', L.email, {
            max: ADMIN_LIMITS.locationEmail,
            required: true,
            type: 'email',
            disabled: !isSupport && isUpdate,
            helper: !isSupport && isUpdate ? ADMIN_VALIDATION_MESSAGES.emailNotEditable : undefined,
          })}
          {text('website', L.website, { placeholder: 'clinic.example.com', autoComplete: 'url' })}
          {text('HIN', L.hin, { max: ADMIN_LIMITS.locationHin })}
          {text('locationAccountId', L.accountNumber, { max: ADMIN_LIMITS.locationAccountId })}
          {isUpdate && select('isActive', L.activeField, yesNo, { required: true, placeholder: false })}
          {select('isOfficeUseEnabled', L.officeUseEnabled, yesNo, { required: true })}
          {select(
            'portalTypeId',
            L.portalType,
            ref.portalTypes.map((p) => ({ value: p.id, label: p.name })),
            { required: true, helper: ref.portalTypes.find((p) => p.id === portalTypeId)?.description },
          )}
        </Grid>

        <Separator />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            {L.pharmacies}
          </Heading>
          {isSupport ? (
            <PharmacyCodesField form={form} name="pharmacyCodes" options={ref.pharmacyOptions} error={err} portalRef={portalRef} testId="location-pharmacies" />
          ) : (
            <Text>{pharmacyCodes.map((c) => ref.pharmacyOptions.find((p) => p.code === c)?.name ?? c).join(', ') || L.none}</Text>
          )}
          {primaryName && (
            <Text textStyle="sm" data-testid="location-primary-pharmacy">
              <Text as="span" color="fg.muted">
                {L.primaryPharmacy}:
              </Text>{' '}
              {primaryName}
            </Text>
          )}
          {isSupport && (
            <Text textStyle="xs" color="fg.muted">
              {L.pharmacyPrimaryHint}
            </Text>
          )}
        </Stack>

        <Separator />
        <Stack gap="3">
          <Heading as="h3" size="sm">
            {L.pimsConfiguration}
          </Heading>
          <Controller
            control={control}
            name="isPimsEnabled"
            render={({ field }) => (
              <Switch.Root checked={field.value} onCheckedChange={(e) => field.onChange(e.checked)} disabled={!isSupport} colorPalette="brand">
                <Switch.HiddenInput onBlur={field.onBlur} />
                <Switch.Control />
                <Switch.Label>{L.pimsEnabled}</Switch.Label>
              </Switch.Root>
            )}
          />
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
            {select(
              'pimsConnectionType',
              L.pimsConnectionType,
              PIMS_CONNECTION_TYPES.map((c) => ({ value: c, label: c })),
              { disabled: !isSupport || !pimsEnabled },
            )}
            {text('pimsAccountId', L.pimsAccountId, { disabled: !accountEditable })}
            {accountEditable && text('pimsAccountSecret', L.pimsAccountSecret, { max: ADMIN_LIMITS.pimsAccountSecret, type: 'password', autoComplete: 'new-password', helper: storedSecret ? L.pimsSecretHint : L.pimsSecretNewHint })}
          </Grid>
          {writebackFeature && (
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {text('pimsWritebackAccountId', L.pimsWritebackAccountId, { disabled: !isSupport })}
              {text('pimsWritebackLocationId', L.pimsWritebackLocationId, { disabled: !isSupport })}
              <Controller
                control={control}
                name="isEnabledForWriteback"
                render={({ field }) => (
                  <Field.Root invalid={Boolean(err('isEnabledForWriteback'))}>
                    <Switch.Root
                      checked={field.value}
                      onCheckedChange={(e) => field.onChange(e.checked)}
                      disabled={!isSupport || !pimsEnabled || !pimsAccountId.trim()}
                      colorPalette="brand"
                    >
                      <Switch.HiddenInput onBlur={field.onBlur} />
                      <Switch.Control />
                      <Switch.Label>{L.enabledForWriteback}</Switch.Label>
                    </Switch.Root>
                    <Field.ErrorText>{err('isEnabledForWriteback')}</Field.ErrorText>
                  </Field.Root>
                )}
              />
            </Grid>
          )}
        </Stack>

        <ContactListFields form={form} phones="locationPhones" addresses="locationAddresses" error={err} phoneTypes={ref.phoneTypes} addressTypes={ref.addressTypes} />
      </Stack>
    </chakra.form>
  );
}
