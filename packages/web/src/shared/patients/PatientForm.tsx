/**
 * The patient form of the Add / Update Patient modal (clients §3, §5): name, species, breed (of the
 * species), gender (options by species under patientGender), birth date (1900-01-01 to today), weight
 * (0–9999.99) with its unit (lbs by default), prescribing vet, allergies, health conditions (of the
 * species), current medications, active, and — when editing — the date of death. Core validates on save
 * and then live as the user corrects; deactivating a patient or setting a date of death while requests are pending asks to
 * confirm core's warning.
 */
import { chakra, Field, Grid, Input, Stack } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { BIRTH_DATE_MIN, genderOptions, patientStatusChange } from '@vetrx/core/patient';
import { todayDay, type LocationFeatures } from '@vetrx/core/common';
import { CLIENT_LABELS, CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { useEffect, useEffectEvent, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { coreResolver, withoutRoot } from '../../components/form/core-resolver';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { ConfirmDialog, useConfirmFirst } from '../../components/ui/confirm-dialog';
import { MultiSelect } from '../../components/ui/multi-select';
import { SelectField } from '../../components/ui/select-field';
import { patientFormErrors, validatePatientForm, type PatientFormValues } from './patient-model';
import { usePatientLookups } from './usePatientLookups';
import { WeightInput } from './WeightInput';
import { FormFooter } from '../../components/ui/form-actions';
import { YesNoRadio } from '../../components/ui/yes-no-radio';

export interface PatientFormProps {
  mode: 'add' | 'edit';
  defaultValues: PatientFormValues;
  locationId: string;
  locationClientId: string;
  features: LocationFeatures;
  /** The stored patient when editing. */
  existing?: { id: string; isActive: boolean; deceasedDate: string | null };
  /** Pending prescription requests of the patient (edit). */
  pendingTaskCount?: number;
  submitting: boolean;
  serverFieldErrors?: Record<string, string>;
  portalRef?: RefObject<HTMLElement | null>;
  /** Values put into the form whenever this object changes (the PIMS differences kept or declined). */
  values?: Partial<PatientFormValues>;
  onSubmit(values: PatientFormValues): void;
  onCancel(): void;
}

export function PatientForm(props: PatientFormProps) {
  const { mode, features, locationId, locationClientId, existing, pendingTaskCount = 0, submitting } = props;
  const confirm = useConfirmFirst(props.onSubmit);
  const resolver = coreResolver<PatientFormValues>(
    (values) => validatePatientForm(values, { mode, features, locationId, locationClientId, id: existing?.id }),
    (errors) => withoutRoot(patientFormErrors(errors)),
  );
  const form = useForm<PatientFormValues>({ defaultValues: props.defaultValues, resolver, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { register, control, watch, setValue, handleSubmit, formState } = form;
  // Leaving with changes not saved asks first (issue 59); a saved form goes away with its dialog.
  useUnsavedChanges(formState.isDirty);
  const server = patientFormErrors(props.serverFieldErrors ?? {});
  const errorOf = (f: keyof PatientFormValues) => formState.errors[f]?.message ?? server[f];

  const pushed = props.values;
  // Only a new set of values is pushed; the form's own state (submitted or not) is read, not watched.
  const applyPushed = useEffectEvent((values: Partial<PatientFormValues>) => {
    for (const [field, value] of Object.entries(values) as [keyof PatientFormValues, PatientFormValues[keyof PatientFormValues]][]) {
      setValue(field, value as never, { shouldDirty: true, shouldValidate: formState.isSubmitted });
    }
  });
  useEffect(() => {
    if (pushed) applyPushed(pushed);
  }, [pushed]);

  const speciesCode = watch('speciesCode');
  const lookups = usePatientLookups(locationId, speciesCode || null);
  const genders = genderOptions(speciesCode || null, features);
  const today = todayDay();

  // A new species keeps only the breed, gender and conditions that still apply to it.
  const breedCode = watch('breedCode');
  const gender = watch('gender');
  useEffect(() => {
    if (breedCode && lookups.breeds.length && !lookups.breeds.some((b) => b.code === breedCode)) setValue('breedCode', '');
  }, [lookups.breeds, breedCode, setValue]);
  useEffect(() => {
    if (gender && !genders.some((g) => g.code === gender)) setValue('gender', '');
  }, [genders, gender, setValue]);

  const conditions = watch('healthConditions');
  useEffect(() => {
    if (!speciesCode || lookups.conditionOptions.length === 0) return;
    const kept = conditions.filter((c) => lookups.conditionOptions.some((o) => o.value === c));
    if (kept.length !== conditions.length) setValue('healthConditions', kept);
  }, [lookups.conditionOptions, conditions, speciesCode, setValue]);

  const isActive = watch('isActive') === 'yes';
  const deceasedDate = watch('deceasedDate');
  const decision = patientStatusChange({
    wasActive: existing?.isActive ?? null,
    isActive,
    previousDeceasedDate: existing?.deceasedDate ?? null,
    deceasedDate: deceasedDate || null,
    pendingTaskCount,
  });

  const submit = handleSubmit((values) => confirm.save(values, mode === 'edit' ? decision.warning : null));

  const select = (field: 'speciesCode' | 'breedCode' | 'gender' | 'prescVetLocationUserId', label: string, placeholder: string, options: { value: string; label: string }[], required: boolean) => (
    <SelectField
      label={label}
      required={required}
      error={errorOf(field)}
      placeholder={placeholder}
      options={options}
      {...register(field)}
      // Controlled, so a value set before its options load (a lookup still loading) shows once they do.
      value={watch(field)}
      data-testid={`patient-${field}`}
    />
  );

  const multi = (field: 'allergies' | 'healthConditions' | 'currentMeds', label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={field}
      render={({ field: f }) => (
        <MultiSelect
          label={label}
          options={options}
          value={f.value}
          onChange={f.onChange}
          portalRef={props.portalRef}
          error={errorOf(field)}
          data-testid={`patient-${field}`}
        />
      )}
    />
  );

  return (
    <chakra.form onSubmit={submit} noValidate data-testid="patient-form">
      <Stack gap="4">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <Field.Root invalid={Boolean(errorOf('name'))} required gridColumn={{ md: 'span 2' }}>
            <Field.Label>
              {L.name}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('name')} autoComplete="off" data-testid="patient-name" />
            <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
          </Field.Root>
          {select('speciesCode', CLIENT_LABELS.species, L.selectSpecies, lookups.species.map((s) => ({ value: s.code, label: s.name })), true)}
          {select('breedCode', CLIENT_LABELS.breed, L.selectBreed, lookups.breeds.map((b) => ({ value: b.code, label: b.name })), false)}
          {select('gender', CLIENT_LABELS.gender, L.selectGender, genders.map((g) => ({ value: g.code, label: g.label })), true)}
          <Field.Root invalid={Boolean(errorOf('birthdate'))} required>
            <Field.Label>
              {CLIENT_LABELS.birthdate}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="date" min={BIRTH_DATE_MIN} max={today} {...register('birthdate')} data-testid="patient-birthdate" />
            <Field.ErrorText>{errorOf('birthdate')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errorOf('weight') || errorOf('weightUnit'))}>
            <Field.Label>{CLIENT_LABELS.weight}</Field.Label>
            <WeightInput weight={register('weight')} unit={register('weightUnit')} testId="patient-weight" />
            <Field.ErrorText>{errorOf('weight') ?? errorOf('weightUnit')}</Field.ErrorText>
          </Field.Root>
          {select(
            'prescVetLocationUserId',
            L.prescribingVet,
            L.selectVet,
            lookups.vets.map((v) => ({ value: v.id, label: v.displayName })),
            false,
          )}
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => <YesNoRadio label={CLIENT_LABELS.isActive} name={field.name} value={field.value} onChange={field.onChange} />}
          />
          {mode === 'edit' && (
            <Field.Root invalid={Boolean(errorOf('deceasedDate'))}>
              <Field.Label>{L.deceasedDate}</Field.Label>
              <Input
                type="date"
                max={today}
                {...register('deceasedDate', {
                  onChange: (e) => {
                    // Decided: a date of death also proposes the patient inactive (still editable).
                    if ((e.target as HTMLInputElement).value) setValue('isActive', 'no');
                  },
                })}
                data-testid="patient-deceasedDate"
              />
              <Field.ErrorText>{errorOf('deceasedDate')}</Field.ErrorText>
            </Field.Root>
          )}
        </Grid>
        {multi('allergies', CLIENT_LABELS.allergies, lookups.allergyOptions)}
        {multi('healthConditions', CLIENT_LABELS.healthConditions, lookups.conditionOptions)}
        {multi('currentMeds', CLIENT_LABELS.currentMedications, lookups.medicationOptions)}

        {mode === 'edit' && decision.warning && (
          <Alert.Root status="warning" data-testid="patient-pending-warning">
            <Alert.Indicator />
            <Alert.Description>{decision.warning}</Alert.Description>
          </Alert.Root>
        )}
        {server.root && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Description>{server.root}</Alert.Description>
          </Alert.Root>
        )}

        <FormFooter
          pt="4"
          borderTopWidth="1px"
          cancelLabel={CLIENT_LABELS.cancel}
          onCancel={props.onCancel}
          cancelDisabled={submitting}
          confirmLabel={CLIENT_LABELS.save}
          submit
          loading={submitting}
          confirmTestId="patient-save"
        />
      </Stack>
      <ConfirmDialog {...confirm.dialog} title={L.pendingWarningTitle} message={decision.warning ?? ''} confirmLabel={L.confirmSave} loading={submitting} />
    </chakra.form>
  );
}
