/**
 * Dialogs of the prescription form: Conflict Detected (note to pharmacy before authorizing), the
 * patient weight and date-of-birth prompt, the Schedule II print confirmation and Add Shortcut.
 */
import { Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { Alert, Textarea } from '../../components/ui/chakra-late';
import { isApiError } from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { ADMIN_LIMITS, shortcutDetailsMax, validateShortcutInput } from '@vetrx/core/admin';
import type { ConflictResult } from '@vetrx/core/conflict';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_LABELS, PRESCRIBING_NOTICES, PRESCRIBING_TOASTS, PRESCRIBING_VALIDATION } from '@vetrx/core/messages';
import { WEIGHT_UNITS } from '@vetrx/core/patient';
import {
  type ShortcutType,
  toDayString,
  validatePatientPrompt,
  PRESCRIPTION_LIMITS,
} from '@vetrx/core/prescription';
import { useEffect, useId, useState } from 'react';
import { toastApiError } from '../../api/errors';
import { useGqlMutation } from '../../api/useGqlMutation';
import { useCurrentLocation } from '../../session/SessionContext';
import { AppDialog } from '../../components/ui/app-dialog';
import { notify } from '../../components/ui/toaster';
import { TOAST_DURATION } from '../../lib/ui-constants';
import { FormActions } from '../../components/ui/form-actions';
import { SelectField } from '../../components/ui/select-field';

export function ConflictNoteDialog({
  open,
  conflicts,
  note,
  onNote,
  onContinue,
  onCancel,
}: {
  open: boolean;
  conflicts: ConflictResult | null;
  note: string;
  onNote(v: string): void;
  onContinue(): void;
  onCancel(): void;
}) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const blank = note.trim() === '';
  return (
    <AppDialog
      open={open}
      title={PRESCRIBING_LABELS.conflictDetected}
      onClose={onCancel}
      testId="conflict-dialog"
      footer={
        <FormActions
          cancelLabel={L.cancel}
          onCancel={onCancel}
          confirmLabel={L.continue}
          onConfirm={() => {
            setTouched(true);
            if (!blank) onContinue();
          }}
          confirmTestId="conflict-continue"
        />
      }
    >
      <Stack gap="3">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            {conflicts?.conflicts.map((c, i) => (
              <Alert.Description key={i}>• {c.message}</Alert.Description>
            ))}
            <Alert.Description fontWeight="medium">{conflicts?.explanation}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Field.Root required invalid={touched && blank}>
          <Field.Label htmlFor={id}>
            {L.noteToPharmacy}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea id={id} rows={3} maxLength={PRESCRIPTION_LIMITS.noteToPharmacy} value={note} onChange={(e) => onNote(e.target.value)} onBlur={() => setTouched(true)} data-testid="conflict-note" />
          <Field.HelperText>{L.conflictNoteHint}</Field.HelperText>
          <Field.ErrorText>{PRESCRIBING_VALIDATION.required}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

export function PatientPromptDialog({
  open,
  patient,
  onSaved,
  onSkip,
  onCancel,
}: {
  open: boolean;
  patient: { id: string; weight?: number | null; weightUnit: string; birthdate?: string | null };
  onSaved(p: { weight: number; birthdate: string | null }): void;
  onSkip(): void;
  onCancel(): void;
}) {
  const [weight, setWeight] = useState(patient.weight ? String(patient.weight) : '');
  const [unit, setUnit] = useState(patient.weightUnit || 'lbs');
  const [birthdate, setBirthdate] = useState(patient.birthdate && !patient.birthdate.startsWith('1900') ? patient.birthdate : '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { weight: useId(), birthdate: useId() };
  const update = useGqlMutation(UpdateLocationPatientDocument);
  useEffect(() => setErrors({}), [open]);
  const save = async () => {
    const r = validatePatientPrompt({ weight, weightUnit: unit, birthdate: birthdate || null }, new Date());
    if (!r.ok) return setErrors(r.errors);
    try {
      await update.mutateAsync({ updatePatientId: patient.id, input: { id: patient.id, ...r.value } });
      notify('success', PRESCRIBING_TOASTS.patientEdited, { duration: TOAST_DURATION.short });
      onSaved({ weight: r.value.weight, birthdate: r.value.birthdate ?? null });
    } catch (e) {
      toastApiError(e, PRESCRIBING_TOASTS.patientUpdateWarning, TOAST_DURATION.short);
    }
  };
  return (
    <AppDialog
      open={open}
      title={L.patientPromptTitle}
      onClose={onCancel}
      testId="patient-prompt"
      footer={
        <FormActions
          cancelLabel={L.continue}
          onCancel={onSkip}
          cancelTestId="patient-prompt-skip"
          confirmLabel={L.save}
          onConfirm={save}
          loading={update.isPending}
          confirmTestId="patient-prompt-save"
        />
      }
    >
      <Stack gap="4">
        <Text>{PRESCRIBING_NOTICES.patientInformationRequired}</Text>
        <HStack gap="3" align="start">
          <Field.Root invalid={!!errors.weight} required flex="2">
            <Field.Label htmlFor={ids.weight}>
              {L.weight}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input id={ids.weight} inputMode="decimal" value={weight} onChange={(e) => setWeight(e.target.value)} data-testid="prompt-weight" />
            <Field.ErrorText>{errors.weight}</Field.ErrorText>
          </Field.Root>
          <SelectField label={L.weightUnit} fieldProps={{ flex: '1' }} options={WEIGHT_UNITS.map((u) => ({ value: u, label: u }))} value={unit} onValueChange={setUnit} />
        </HStack>
        <Field.Root invalid={!!errors.birthdate}>
          <Field.Label htmlFor={ids.birthdate}>{L.birthdate}</Field.Label>
          <Input id={ids.birthdate} type="date" max={toDayString(new Date())} value={birthdate} onChange={(e) => setBirthdate(e.target.value)} data-testid="prompt-birthdate" />
          <Field.ErrorText>{errors.birthdate}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}

export function ScheduleIIDialog({ open, onConfirm, onCancel }: { open: boolean; onConfirm(): void; onCancel(): void }) {
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      title={L.scheduleIIConfirmTitle}
      onClose={onCancel}
      testId="schedule-ii-confirm"
      footer={<FormActions cancelLabel={L.cancel} onCancel={onCancel} confirmLabel={L.scheduleIIConfirm} onConfirm={onConfirm} confirmTestId="schedule-ii-confirm-button" />}
    >
      <Stack gap="3">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{PRESCRIBING_NOTICES.scheduleII}</Alert.Description>
        </Alert.Root>
        <Text>{L.scheduleIIConfirmBody}</Text>
      </Stack>
    </AppDialog>
  );
}

export function AddShortcutDialog({ type, onClose, onAdded }: { type: ShortcutType | null; onClose(): void; onAdded(details: string): void }) {
  const { locationId } = useCurrentLocation();
  const [label, setLabel] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { type: useId(), label: useId(), details: useId() };
  const add = useGqlMutation(AddShortcutDocument, { invalidates: [ShortcutDocument] });
  useEffect(() => {
    setLabel('');
    setDetails('');
    setErrors({});
  }, [type]);
  const save = async () => {
    if (!locationId) return;
    // The same rules the server applies to AddShortcut (one validator, core's validateShortcutInput).
    const r = validateShortcutInput({ shortcutType: type, label, details }, { form: 'prescribing', isUpdate: false, locationId });
    if (!r.ok) return setErrors(r.errors);
    try {
      await add.mutateAsync({ shortcutType: r.value.shortcutType, label: r.value.label, details: r.value.details, locationId });
      notify('success', PRESCRIBING_TOASTS.shortcutAdded, { duration: TOAST_DURATION.short });
      onAdded(r.value.details);
      onClose();
    } catch (e) {
      if (isApiError(e) && e.fields) setErrors(e.fields);
      toastApiError(e, PRESCRIBING_TOASTS.shortcutAddError, TOAST_DURATION.short);
    }
  };
  return (
    <AppDialog
      open={type !== null}
      title={L.addShortcut}
      onClose={onClose}
      testId="add-shortcut"
      footer={<FormActions cancelLabel={L.cancel} onCancel={onClose} confirmLabel={L.add} onConfirm={save} loading={add.isPending} confirmTestId="add-shortcut-save" />}
    >
      <Stack gap="4">
        <Field.Root readOnly>
          <Field.Label htmlFor={ids.type}>{L.shortcutType}</Field.Label>
          <Input id={ids.type} value={type ?? ''} readOnly />
        </Field.Root>
        <Field.Root required invalid={!!errors.label}>
          <Field.Label htmlFor={ids.label}>
            {L.shortcutLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input id={ids.label} maxLength={ADMIN_LIMITS.shortcutLabel} value={label} onChange={(e) => setLabel(e.target.value)} data-testid="shortcut-label" />
          <Field.ErrorText>{errors.label}</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={!!errors.details}>
          <Field.Label htmlFor={ids.details}>
            {L.shortcutDetails}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea id={ids.details} rows={3} maxLength={shortcutDetailsMax('prescribing')} value={details} onChange={(e) => setDetails(e.target.value)} data-testid="shortcut-details" />
          <Field.ErrorText>{errors.details}</Field.ErrorText>
        </Field.Root>
      </Stack>
    </AppDialog>
  );
}
