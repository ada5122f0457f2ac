/**
 * The patient weight-edit form (clients §5: name required, weight required 0 to 9999.99, with its unit):
 * saves through UpdateLocationPatient's simple form (id, name, weight, weightUnit).
 */
import { Button, chakra, Field, Input, Stack } from '@chakra-ui/react';
import { Dialog } from '../../components/ui/chakra-late';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { todayDay } from '@vetrx/core/common';
import { validatePatientWeightEdit, type WeightUnit } from '@vetrx/core/patient';
import { CLIENT_LABELS, CLIENT_SCREEN_LABELS as L, CLIENT_TOASTS } from '@vetrx/core/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { coreResolver } from '../../components/form/core-resolver';
import { toastApiError } from '../../api/errors';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';
import type { LoadedPatient } from './patient-model';
import { WeightInput } from './WeightInput';
import { AppDialog } from '../../components/ui/app-dialog';
import { useUnsavedChanges } from '../../components/form/unsaved-changes';
import { TOAST_DURATION } from '../../lib/ui-constants';

interface Values {
  name: string;
  weight: string;
  weightUnit: WeightUnit;
}

export function PatientWeightEditDialog({ patient, open, onClose }: { patient: LoadedPatient; open: boolean; onClose(): void }) {
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const resolver = coreResolver<Values>((values) => validatePatientWeightEdit({ id: patient.id, ...values }, { today: todayDay() }));
  const { register, handleSubmit, formState, reset } = useForm<Values>({
    defaultValues: { name: patient.name, weight: patient.weight == null ? '' : String(patient.weight), weightUnit: patient.weightUnit === 'kg' ? 'kg' : 'lbs' },
    resolver,
    mode: 'onSubmit', reValidateMode: 'onChange',
  });
  useUnsavedChanges(open && formState.isDirty);
  const save = useGqlMutation(UpdateLocationPatientDocument, {
    invalidates: [GetLocationClientDocument, GetLocationPatientDocument],
    onSuccess: () => {
      notify('success', CLIENT_TOASTS.patientEdited, { duration: TOAST_DURATION.short });
      onClose();
    },
    onError: (e) => {
      setServerErrors(e.fields ?? {});
      toastApiError(e, CLIENT_TOASTS.patientUpdateError, TOAST_DURATION.short);
    },
  });
  const errorOf = (f: keyof Values) => formState.errors[f]?.message ?? serverErrors[f];
  const close = () => {
    reset();
    setServerErrors({});
    onClose();
  };

  return (
    <AppDialog open={open} onClose={close} testId="weight-edit-dialog" size="sm">
      <chakra.form
        noValidate
        onSubmit={handleSubmit((v) => save.mutate({ input: { id: patient.id, name: v.name, weight: Number(v.weight), weightUnit: v.weightUnit } }))}
      >
        <Dialog.Header>
          <Dialog.Title>{L.editWeight}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <Field.Root invalid={Boolean(errorOf('name'))} required>
              <Field.Label>
                {L.name}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input {...register('name')} />
              <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errorOf('weight'))} required>
              <Field.Label>
                {CLIENT_LABELS.weight}
                <Field.RequiredIndicator />
              </Field.Label>
              <WeightInput weight={{ ...register('weight'), autoFocus: true }} unit={register('weightUnit')} />
              <Field.ErrorText>{errorOf('weight')}</Field.ErrorText>
            </Field.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={close} disabled={save.isPending}>
            {CLIENT_LABELS.cancel}
          </Button>
          <Button type="submit" colorPalette="brand" loading={save.isPending}>
            {CLIENT_LABELS.save}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </AppDialog>
  );
}
