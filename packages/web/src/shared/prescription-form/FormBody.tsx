/**
 * The loaded prescription form: core's machine is the form's one home of state (values, touched fields,
 * errors of a failed check, the server's field errors); each part owns the rest of what it needs — the
 * product choice, the vet's edits, the rule checks, the submission with its print view (state/) — and
 * the fields, the buttons and the dialogs of the submission flow render what the machine holds.
 */
import { chakra, Text } from '@chakra-ui/react';
import { Alert } from '../../components/ui/chakra-late';
import { useActorRef, useSelector } from '@xstate/react';
import { PRESCRIBING_NOTICES } from '@vetrx/core/messages';
import { prescriptionFormMachine, visibleFieldErrors, type PrescriptionFormValues } from '@vetrx/core/prescription';
import { productSearchFeatures } from '@vetrx/core/product';
import { useCallback, useMemo, useState } from 'react';
import { useCurrentLocation } from '../../session/SessionContext';
import type { PrescriptionFormProps } from '../prescriptions/form-types';
import { ConflictNoteDialog, PatientPromptDialog, ScheduleIIDialog } from './dialogs';
import { FormFields } from './FormFields';
import { factsOf, type LoadedProduct } from './product';
import { SubmitBar } from './sections/SubmitBar';
import { useAttempt } from './state/use-attempt';
import { useFormEdits } from './state/use-form-edits';
import { useProductChoice } from './state/use-product-choice';
import { initialCheckFacts, useConflictCheck, useSafetyCheck } from './state/use-rule-checks';
import { useSubmission } from './state/use-submission';
import { useFormData } from './useFormData';

export interface FormBodyProps extends PrescriptionFormProps {
  initialValues: PrescriptionFormValues;
  initialProduct: LoadedProduct;
  draftId: string | null;
  isOfficeUse: boolean;
  requestedQuantity: number | null;
}

/** Two sets of field messages are the same: the same fields with the same texts. */
function sameMessages(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

const TOP_ERROR_FIELDS = ['locationClientId', 'locationPatientId', 'isOfficeUse', 'addPrescriptionType'];

export function FormBody(props: FormBodyProps) {
  const { mode, initialValues, initialProduct, draftId, isOfficeUse, requestedQuantity, task } = props;
  const { location } = useCurrentLocation();
  const features = useMemo(() => productSearchFeatures(location?.features), [location?.features]);
  const choice = useProductChoice(initialProduct);
  const { product, presentationId } = choice;
  const data = useFormData({
    productId: initialProduct.id,
    presentationId,
    clientId: initialValues.locationClientId === null ? null : String(initialValues.locationClientId),
    patientId: initialValues.locationPatientId === null ? null : String(initialValues.locationPatientId),
    isOfficeUse,
  });

  const checkInput = { patient: data.patient, product, isOfficeUse, draftId, task, source: props.source };
  const [checked] = useState(() => initialCheckFacts(checkInput, initialValues));
  const actor = useActorRef(prescriptionFormMachine, {
    input: {
      values: initialValues,
      facts: {
        product: factsOf(initialProduct),
        requestedQuantity,
        ...checked,
        clientIsActive: data.client ? data.client.isActive : null,
        patientIsActive: data.patient ? data.patient.isActive && !data.patient.isDeceased : null,
        features: { showNoteToClient: features.showNoteToClient },
      },
      patient: data.patient ? { weight: data.patient.weight, birthdate: data.patient.birthdate } : null,
    },
  });
  // What the body reads of the machine, each by its own selector: a render follows only what changed.
  const machineValues = useSelector(actor, (s) => s.context.values);
  const facts = useSelector(actor, (s) => s.context.facts);
  const stateName = useSelector(actor, (s) => (typeof s.value === 'string' ? s.value : 'editing'));
  const errors = useSelector(actor, (s) => s.context.errors);
  // The message under each field (core's check once the field was left, a failed check's, the server's),
  // kept while its messages are the same.
  const fieldErrors = useSelector(actor, (s) => visibleFieldErrors(s.context, new Date()), sameMessages);
  const blur = useCallback((field: keyof PrescriptionFormValues) => actor.send({ type: 'FIELD_BLURRED', field }), [actor]);

  const { change, selectProduct, clearProduct, markSaved } = useFormEdits(actor, data.reasons, choice);
  const conflicts = useConflictCheck(actor, data.patient, product, isOfficeUse);
  const safety = useSafetyCheck(actor, checkInput);
  const { loading, printAfter, setPrintAfter, printView } = useSubmission(actor, { props, draftId, product, pharmacies: data.pharmacies, markSaved });
  const { formRef, attempt } = useAttempt(actor);

  const topErrors = TOP_ERROR_FIELDS.map((k) => errors[k]).filter(Boolean);

  return (
    <chakra.form ref={formRef} display="flex" flexDirection="column" gap="5" noValidate onSubmit={(e) => e.preventDefault()} data-testid="prescription-form" data-state={stateName} aria-busy={loading}>
      {!product.isActive && (
        <Alert.Root status="error" data-testid="inactive-product">
          <Alert.Indicator />
          <Alert.Description>{PRESCRIBING_NOTICES.inactiveProductTooltip}</Alert.Description>
        </Alert.Root>
      )}
      {topErrors.length > 0 && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description>{topErrors.join(' ')}</Alert.Description>
        </Alert.Root>
      )}
      <FormFields
        values={machineValues}
        facts={facts}
        product={product}
        data={data}
        presentationId={presentationId}
        isOfficeUse={isOfficeUse}
        mode={mode}
        requestedQuantity={requestedQuantity}
        conflicts={conflicts}
        fieldErrors={fieldErrors}
        change={change}
        blur={blur}
        selectProduct={selectProduct}
        clearProduct={clearProduct}
        printAfter={printAfter}
        onPrintAfter={setPrintAfter}
        draft={props.source.kind === 'prescription' ? props.source.prescription : props.source.kind === 'task' ? (props.source.task.prescription ?? null) : null}
        safety={safety}
      />
      <Text textStyle="sm" color="fg.muted" fontStyle="italic" data-testid="esignature">
        {PRESCRIBING_NOTICES.eSignature}
      </Text>
      <SubmitBar
        actor={actor}
        mode={mode}
        product={product}
        loading={loading}
        vetsLoaded={data.vetsLoaded}
        workflowUsersLoaded={data.users.length > 0}
        onCancel={props.onCancel}
        actionsSlot={props.actionsSlot}
        attempt={attempt}
      />
      <ConflictNoteDialog
        open={stateName === 'conflictNote'}
        conflicts={conflicts}
        note={machineValues.noteToPharmacy ?? ''}
        onNote={(v) => change('noteToPharmacy', v)}
        onContinue={() => attempt({ type: 'CONTINUE' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
      {data.patient && (
        <PatientPromptDialog
          open={stateName === 'patientPrompt'}
          patient={data.patient}
          onSaved={(p) => {
            void data.refetchPatient();
            attempt({ type: 'PATIENT_UPDATED', patient: p });
          }}
          onSkip={() => attempt({ type: 'CONTINUE' })}
          onCancel={() => actor.send({ type: 'CANCEL' })}
        />
      )}
      <ScheduleIIDialog open={stateName === 'printConfirmation'} onConfirm={() => attempt({ type: 'CONFIRM' })} onCancel={() => actor.send({ type: 'CANCEL' })} />
      {printView}
    </chakra.form>
  );
}
