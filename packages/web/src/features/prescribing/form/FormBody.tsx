/**
 * The loaded prescription form: core's machine (the form's one home of state: values, touched fields,
 * errors of a failed check, the server's field errors), the fields, the dialogs of the submission flow,
 * the mutations and the print view.
 */
import { Alert, Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { EventFromLogic } from 'xstate';
import { AddPrescriptionDocument, type AddPrescriptionMutationVariables } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetLocationUserDocument } from '@vetrx/core/operations/GetLocationUser';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import {
  GetPrescriptionsByLocationPatientIdDocument,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { UpsertPrescriptionWorkflowDocument } from '@vetrx/core/operations/upsertPrescriptionWorkflow';
import { checkConflicts, hasConflict } from '@vetrx/core/conflict';
import { evaluateSafety, medicationsToCheck, type SafetyGate, safetyGate } from '@vetrx/core/safety';
import { isControlledProduct } from '@vetrx/core/controlled';
import {
  APPROVALS_TOASTS,
  INVALID_SUBMIT_TOAST,
  PRESCRIBING_LABELS,
  PRESCRIBING_NOTICES,
  PRESCRIBING_FORM_LABELS,
  type ToastText,
} from '@vetrx/core/messages';
import {
  hasErrors,
  prescriptionFormMachine,
  visibleFieldErrors,
  type AddPrescriptionType,
  approvalSaveOutcomeToast,
  authorizationRefusal,
  authorizeButtonState,
  isAllergicIngredientEnabled,
  type PrescriptionFormValues,
  type PrintSource,
  saveOutcomeToast,
  submitAction,
} from '@vetrx/core/prescription';
import { productSearchFeatures } from '@vetrx/core/product';
import { buildPrescriptionWorkflowVariables, buildTaskAttachment, hasWorkflowChoice } from '@vetrx/core/task';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LuCheck, LuPrinter, LuSave } from 'react-icons/lu';
import { serverMessage } from '../../../api/errors';
import { operationName, useGql, useGqlMutation } from '../../../api/useGql';
import { useCurrentLocation, useSession } from '../../../session/SessionContext';
import { revealFirstInvalid } from '../../../components/form/reveal-invalid';
import { useUnsavedChanges } from '../../../components/form/unsaved-changes';
import { notify } from '../../../components/ui/toaster';
import { Tooltip } from '../../../components/ui/tooltip';
import { PrintView } from '../../../shared/print/PrintView';
import { usePrintHost } from '../../../shared/print/print-host';
import { printSourceOf } from '../../../shared/print/printSource';
import { ConflictNoteDialog, PatientPromptDialog, ScheduleIIDialog } from './dialogs';
import { FormFields } from './FormFields';
import { factsOf, formProductOf, type LoadedProduct, safetyProductOf } from './product';
import type { PrescriptionDetail, PrescriptionFormProps } from '../../../shared/prescriptions/form-types';
import { type FamilyProduct, useFormData } from './useFormData';
import { TOAST_DURATION } from '../../../lib/ui-constants';

/** The form machine's events, read off the machine. */
type PrescriptionFormEvent = EventFromLogic<typeof prescriptionFormMachine>;
type PrescriptionFormPlainField = Extract<PrescriptionFormEvent, { type: 'SET_FIELD' }>['field'];

export interface FormBodyProps extends PrescriptionFormProps {
  initialValues: PrescriptionFormValues;
  initialProduct: LoadedProduct;
  draftId: string | null;
  isOfficeUse: boolean;
  requestedQuantity: number | null;
}

type PrintState = { kind: 'before' } | { kind: 'after'; source: PrintSource; rx: PrescriptionDetail; type: AddPrescriptionType } | null;

// The patient's list (GetPrescriptionsByLocationPatientId) includes the office-use patient's on /officeuserx.
const LIST_QUERIES = [GetPrescriptionHistoryDocument, GetPrescriptionCountDocument, GetPrescriptionDocument, GetPrescriptionsByLocationPatientIdDocument];

/** Two sets of field messages are the same: the same fields with the same texts. */
function sameMessages(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** What a safety gate asks, as one comparable key. */
const gateKeyOf = (g: SafetyGate | null | undefined): string => (g ? `${g.needsReason}|${g.needsWithdrawalTime}|${g.prohibited?.code ?? ''}` : '');

export function FormBody(props: FormBodyProps) {
  const { mode, initialValues, initialProduct, draftId, isOfficeUse, requestedQuantity, task } = props;
  const { location, locationUser } = useCurrentLocation();
  const { isImpersonating } = useSession();
  const me = useGql(GetLocationUserDocument, locationUser ? { id: locationUser.id } : null, { staleTime: 60_000 });
  const features = useMemo(() => productSearchFeatures(location?.features), [location?.features]);
  const queryClient = useQueryClient();
  const [product, setProduct] = useState<LoadedProduct>(initialProduct);
  const [presentationId, setPresentationId] = useState<string | null>(initialProduct.productPresentationId);
  const data = useFormData({
    productId: initialProduct.id,
    presentationId,
    clientId: initialValues.locationClientId === null ? null : String(initialValues.locationClientId),
    patientId: initialValues.locationPatientId === null ? null : String(initialValues.locationPatientId),
    isOfficeUse,
  });

  const actor = useActorRef(prescriptionFormMachine, {
    input: {
      values: initialValues,
      facts: {
        product: factsOf(initialProduct),
        requestedQuantity,
        conflictExists: false,
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
  const savingType = useSelector(actor, (s) => s.context.submitType);
  // The message under each field (core's check once the field was left, a failed check's, the server's),
  // kept while its messages are the same.
  const fieldErrors = useSelector(actor, (s) => visibleFieldErrors(s.context, new Date()), sameMessages);
  const blur = useCallback((field: keyof PrescriptionFormValues) => actor.send({ type: 'FIELD_BLURRED', field }), [actor]);

  // What the vet changed and has not saved: leaving the page asks first (issue 59). Every change the vet
  // makes comes through `change`, `selectProduct` or `clearProduct`; nothing else sets a value.
  const [edited, setEdited] = useState(false);
  const saved = useUnsavedChanges(edited);

  const change = useCallback(
    (field: keyof PrescriptionFormValues, value: unknown) => {
      setEdited(true);
      if (field === 'refills') actor.send({ type: 'SET_REFILLS', refills: value as string | number | null });
      else if (field === 'prnFlag') actor.send({ type: 'TOGGLE_PRN', checked: value === true });
      else if (field === 'reasonForCompound') {
        // The reason's allergic-ingredient flag travels with it, so the typed ingredient is sent.
        const reason = data.reasons.find((r) => r.reasonForCompound === value);
        actor.send({ type: 'REASON_CHANGED', reasonForCompound: (value as string | null) || null, allergicIngredient: isAllergicIngredientEnabled(reason) });
      } else actor.send({ type: 'SET_FIELD', field: field as PrescriptionFormPlainField, value });
    },
    [actor, data.reasons],
  );

  const selectProduct = useCallback(
    (p: FamilyProduct | LoadedProduct) => {
      setEdited(true);
      setProduct(p);
      setPresentationId(p.productPresentationId);
      actor.send({ type: 'PRODUCT_CHANGED', product: factsOf(p), today: new Date() });
      const fp = formProductOf(p);
      for (const [field, value] of [
        ['productId', fp.productId],
        ['productName', fp.productName],
        ['strength', fp.strength],
        ['productPresentationId', fp.productPresentationId],
      ] as const) actor.send({ type: 'SET_FIELD', field, value });
      const flavor = actor.getSnapshot().context.values.flavorId;
      if (flavor !== null && !p.productFlavors.some((f) => f.id === String(flavor))) actor.send({ type: 'SET_FIELD', field: 'flavorId', value: null });
    },
    [actor],
  );

  const clearProduct = useCallback(
    (presentation: string) => {
      setEdited(true);
      setPresentationId(presentation);
      for (const [field, value] of [
        ['productPresentationId', presentation],
        ['strength', null],
        ['productId', null],
        ['quantity', 1],
      ] as const) actor.send({ type: 'SET_FIELD', field, value });
    },
    [actor],
  );

  // The conflict check (species, weight, days supply, keywords) follows the product, patient and days supply.
  const conflicts = useMemo(() => {
    const pt = data.patient;
    if (!pt || isOfficeUse) return null;
    const days = Number(machineValues.daysSupply);
    return checkConflicts({
      patient: { species: pt.species, weight: pt.weight, weightUnit: pt.weightUnit, allergies: pt.allergies, healthConditions: pt.healthConditions, medications: pt.medications },
      product: { productSpecies: product.productSpecies, weightMin: product.weightMin, weightMax: product.weightMax, shelfLife: product.shelfLife, keywords: product.keywords },
      daysSupply: Number.isFinite(days) && days > 0 ? days : null,
    });
  }, [data.patient, product, machineValues.daysSupply, isOfficeUse]);
  const conflictExists = hasConflict(conflicts);
  useEffect(() => {
    if (facts.conflictExists !== conflictExists) actor.send({ type: 'CONFLICT_CHECKED', conflictExists });
  }, [actor, conflictExists, facts.conflictExists]);

  // The safety check (issue 42): the product and directions against the patient's
  // medication list and other pending requests — without this request, its draft and the Rx it renews,
  // as the server checks it when it authorizes.
  const sourceTask = props.source.kind === 'task' ? props.source.task : null;
  const safety = useMemo(() => {
    const pt = data.patient;
    if (!pt || isOfficeUse) return null;
    const medications = medicationsToCheck([...(pt.currentMedications ?? []), ...(pt.pendingRequests ?? [])], {
      prescriptionTaskId: task?.id ?? null,
      prescriptionIds: [draftId, sourceTask?.prescription?.id, sourceTask?.previousPrescription?.id],
    });
    const findings = evaluateSafety({
      product: safetyProductOf(product),
      patient: { species: pt.species, breed: pt.breed, weight: pt.weight, weightUnit: pt.weightUnit, healthConditions: pt.healthConditions },
      medications,
      directions: machineValues.directions,
    });
    return { check: { findings, checked: pt.currentMedications?.length ?? 0 }, gate: safetyGate(findings) };
  }, [data.patient, isOfficeUse, task?.id, draftId, sourceTask?.prescription?.id, sourceTask?.previousPrescription?.id, product, machineValues.directions]);
  const gate = safety?.gate ?? null;
  // The machine hears the gate again only when what it asks changes.
  useEffect(() => {
    if (gateKeyOf(facts.safety) !== gateKeyOf(gate)) actor.send({ type: 'SAFETY_CHECKED', safety: gate });
  }, [actor, gate, facts.safety]);

  const controlled = isControlledProduct(product);
  const pharmacyCodes = (location?.locationPharmacies ?? []).map((p) => p.code);
  // Print Rx when no pharmacy of the location fills the product, in the approve form too (core's rule).
  const action = submitAction(product.fullfillmentVendor, pharmacyCodes, mode);
  const [printAfter, setPrintAfter] = useState(props.printAfterAuthorizing === true);
  const [print, setPrint] = useState<PrintState>(null);
  // The screen's place for the print view after the save, when it has one (the approvals queue).
  const printHost = usePrintHost();
  // Print after authorizing: the prescription the print view had the form issue.
  const issuedForPrint = useRef<PrescriptionDetail | null>(null);

  const toastOf = useCallback(
    (type: AddPrescriptionType, ok: boolean, message?: string | null): ToastText =>
      mode === 'approval' ? approvalSaveOutcomeToast(type, ok, message) : saveOutcomeToast(type, ok, message),
    [mode],
  );

  // The mutations' `mutateAsync` keep their identity between renders (the results around them do not).
  const add = useGqlMutation(AddPrescriptionDocument);
  const update = useGqlMutation(UpdatePrescriptionDocument);
  const { mutateAsync: addRx } = add;
  const { mutateAsync: updateRx } = update;
  const { mutateAsync: upsertWorkflow } = useGqlMutation(UpsertPrescriptionWorkflowDocument);

  const finish = useCallback(
    (rx: PrescriptionDetail, type: AddPrescriptionType) => {
      props.onSaved?.({ prescription: rx, type });
    },
    [props],
  );

  // Print after authorizing: the view issues the prescription through the form's own submit.
  const submitRef = useRef<(forPrint?: boolean) => Promise<PrescriptionDetail | null>>(async () => null);
  const issueForPrint = useCallback(async () => {
    const rx = await submitRef.current(true);
    if (!rx) return null;
    issuedForPrint.current = rx;
    return { source: printSourceOf(rx, { pharmacies: data.pharmacies, priceBookType: location?.priceBookType ?? null }), rx: { id: rx.id, prints: [] } };
  }, [data.pharmacies, location]);
  const closeIssuedPrint = useCallback(
    (close: () => void) => {
      close();
      const rx = issuedForPrint.current;
      issuedForPrint.current = null;
      if (rx) finish(rx, 'AuthorizeRx');
    },
    [finish],
  );

  /**
   * Saves what the machine submits. Print after authorizing opens the print view first (the spec's
   * order), which calls back with `forPrint` to issue the prescription and print the record's page
   * (issue 59 item 3): the saved prescription is answered instead of printed or finished here.
   */
  const submit = useCallback(async (forPrint = false): Promise<PrescriptionDetail | null> => {
    const ctx = actor.getSnapshot().context;
    const vars = ctx.variables;
    if (!vars) return null;
    const type = vars.addPrescriptionType;
    if (type === 'AuthorizeRx' && printAfter && !controlled && !forPrint) {
      // Drawn by the screen when it can: issuing can take the form away (an approved request leaves the queue).
      if (printHost) printHost((close) => <PrintView issue={issueForPrint} onClose={() => closeIssuedPrint(close)} />);
      else setPrint({ kind: 'before' });
      return null;
    }
    // prescriptionTaskToAttach as core builds it: the status the task takes (approved when issuing).
    let attach = null;
    if (task) {
      const built = buildTaskAttachment(
        { id: task.id, uuid: '', type: task.type ?? '', status: task.status ?? '', action: task.action ?? null, initiatedBy: task.initiatedBy ?? null, origin: task.origin ?? null },
        { id: locationUser?.id ?? '', uuid: locationUser?.uuid ?? '' },
        type,
      );
      if (!built.ok) {
        notify('error', { title: APPROVALS_TOASTS.errorApprovingRequest.title, description: Object.values(built.errors)[0] }, { duration: TOAST_DURATION.short });
        return null;
      }
      attach = { ...built.value, id: String(built.value.id) };
    }
    const input = vars.input as unknown as AddPrescriptionMutationVariables['input'];
    try {
      let rx: PrescriptionDetail;
      if (draftId) {
        const { locationId: _omit, ...rest } = input;
        rx = (await updateRx({ id: draftId, input: rest, addPrescriptionType: type, prescriptionTaskToAttach: attach })).updatePrescription;
      } else {
        rx = (await addRx({ input, addPrescriptionType: type, prescriptionTaskToAttach: attach })).addPrescription;
      }
      const v = ctx.values;
      if (hasWorkflowChoice(v) && v.workflowLocationUserId !== null && v.currentWorkflowStatusId !== null && locationUser) {
        try {
          await upsertWorkflow(
            buildPrescriptionWorkflowVariables({
              prescriptionId: rx.id,
              value: { workflowLocationUserId: v.workflowLocationUserId, currentWorkflowStatusId: v.currentWorkflowStatusId, internalNote: null },
              actedBy: { id: locationUser.id, uuid: locationUser.uuid },
              now: new Date(),
            }) as never,
          );
        } catch (e) {
          notify('error', { title: APPROVALS_TOASTS.errorRx.title, description: serverMessage(e) }, { duration: TOAST_DURATION.short });
        }
      }
      actor.send({ type: 'SUBMITTED' });
      // Saved: what follows (the client profile, the next card) is not a leave without saving.
      saved();
      setEdited(false);
      notify('success', toastOf(type, true), { duration: TOAST_DURATION.short });
      await Promise.all(LIST_QUERIES.map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })));
      // The print view prints and records the issued record's page, then finishes.
      if (forPrint) return rx;
      if (type !== 'SaveAsDraft' && (isControlledProduct(rx.product) || type === 'PrintRx')) {
        const source = printSourceOf(rx, { pharmacies: data.pharmacies, priceBookType: location?.priceBookType ?? null });
        if (printHost) {
          // Drawn by the screen, outside the form: the save can take the form away (an approved request
          // leaves the queue with its card) while the vet has yet to print (print-host.ts).
          printHost((close) => (
            <PrintView
              printable={{ source, rx: { id: rx.id, prints: [] } }}
              onClose={() => {
                close();
                finish(rx, type);
              }}
            />
          ));
        } else {
          setPrint({ kind: 'after', rx, type, source });
        }
      } else {
        finish(rx, type);
      }
      return rx;
    } catch (e) {
      const message = serverMessage(e) ?? null;
      // The server's field errors go to the machine, which shows them under their fields.
      actor.send({ type: 'SUBMIT_FAILED', message, fields: (e as { fields?: Record<string, string> }).fields ?? null });
      notify('error', toastOf(type, false, message), { duration: TOAST_DURATION.short });
      return null;
    }
  }, [actor, printAfter, controlled, task, draftId, locationUser, data.pharmacies, location, finish, addRx, updateRx, upsertWorkflow, queryClient, toastOf, printHost, saved, issueForPrint, closeIssuedPrint]);

  useEffect(() => {
    submitRef.current = submit;
  }, [submit]);

  const submitting = useRef(false);
  useEffect(() => {
    if (stateName === 'submitting' && !submitting.current) {
      submitting.current = true;
      void submit().finally(() => {
        submitting.current = false;
      });
    }
  }, [stateName, submit]);

  // A submit the checks refuse: scroll to and focus the first invalid field, and say why.
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useCallback(
    (event: PrescriptionFormEvent) => {
      actor.send(event);
      const s = actor.getSnapshot();
      if (!s.matches('editing') || !hasErrors(s.context)) return;
      const messages = Object.values(s.context.errors);
      void revealFirstInvalid(formRef.current).then((shown) => {
        if (!shown) notify('error', INVALID_SUBMIT_TOAST('', messages[0] ?? '', messages.length));
      });
    },
    [actor],
  );

  const loading = stateName === 'submitting' || add.isPending || update.isPending;
  const buttonState = authorizeButtonState({
    loading,
    authorizingUserResolved: data.vetsLoaded,
    workflowUserResolved: data.users.length > 0,
    product: { isActive: product.isActive && machineValues.productId !== null },
  });
  // Who may issue (core's rule, the server refuses the same): disabled with the reason as tooltip.
  const refusal = locationUser
    ? authorizationRefusal({
        callerLocationUserId: locationUser.id,
        role: locationUser.role,
        isImpersonating,
        delegatedVetIds: (me.data?.getLocationUser?.delegatedAccess ?? []).map((d) => d.locationUserId),
        authorizingVet: machineValues.authorizingVet,
        productApprovalType: product.productApprovalType,
      })
    : null;
  const submitState = refusal && !buttonState.tooltip ? { disabled: true, tooltip: refusal } : buttonState;
  const inactive = !product.isActive;
  const now = () => new Date();
  const submitType = action.type;
  const submitLabel = action.label;
  const topErrors = ['locationClientId', 'locationPatientId', 'isOfficeUse', 'addPrescriptionType'].map((k) => errors[k]).filter(Boolean);

  return (
    <chakra.form ref={formRef} display="flex" flexDirection="column" gap="5" noValidate onSubmit={(e) => e.preventDefault()} data-testid="prescription-form" data-state={stateName} aria-busy={loading}>
      {inactive && (
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
      <Flex gap="3" justify="flex-end" wrap="wrap" borderTopWidth="1px" pt="4">
        {props.onCancel && (
          <Button variant="ghost" onClick={props.onCancel}>
            {PRESCRIBING_FORM_LABELS.cancel}
          </Button>
        )}
        <Button variant="outline" colorPalette="brand" onClick={() => attempt({ type: 'SAVE_DRAFT', now: now() })} loading={loading && savingType === 'SaveAsDraft'} data-testid="save-draft">
          <LuSave /> {mode === 'approval' ? PRESCRIBING_FORM_LABELS.saveAsDraft : PRESCRIBING_LABELS.saveDraft}
        </Button>
        {props.actionsSlot}
        <Tooltip content={submitState.tooltip ?? ''} disabled={!submitState.tooltip}>
          <Box as="span" display="inline-flex" tabIndex={submitState.tooltip ? 0 : undefined} data-testid="submit-rx-wrapper" aria-label={submitState.tooltip ?? undefined}>
            <Button
              colorPalette="brand"
              disabled={submitState.disabled}
              loading={loading && savingType !== 'SaveAsDraft'}
              onClick={() => attempt(submitType === 'PrintRx' ? { type: 'PRINT', now: now() } : { type: 'AUTHORIZE', now: now() })}
              data-testid="submit-rx"
            >
              {submitType === 'PrintRx' ? <LuPrinter /> : <LuCheck />} {submitLabel}
            </Button>
          </Box>
        </Tooltip>
      </Flex>
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
      {print?.kind === 'before' && <PrintView issue={issueForPrint} onClose={() => closeIssuedPrint(() => setPrint(null))} />}
      {print?.kind === 'after' && (
        // After the save: the issued prescription, printed for the first time (the view records it).
        <PrintView
          printable={{ source: print.source, rx: { id: print.rx.id, prints: [] } }}
          onClose={() => {
            setPrint(null);
            finish(print.rx, print.type);
          }}
        />
      )}
    </chakra.form>
  );
}
