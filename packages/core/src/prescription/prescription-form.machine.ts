import { assign, setup } from 'xstate';
import type { FieldErrors } from '../common/validation.js';
import { requiresPrintConfirmation } from '../controlled/hard-copy.js';
import type { ToastText } from '../messages/common.js';
import { defaultExpiryDate, prescExpiryDateError } from './expiry.js';
import { type PrescriptionFormContext, type PrescriptionFormValues, saveOutcomeToast, submitPrescriptionForm } from './form.js';
import { needsPatientPrompt } from './patient-prompt.js';
import { applyProductToRefills, isPrnAvailable, isPrnLocked, isRefillsDisabled, type RefillState, togglePrn } from './refills.js';
import type { PrescriptionSaveContext } from './save.js';
import type { AddPrescriptionType, DateInput, PrescriptionProductFacts, PrescriptionSaveVariables } from './types.js';
import type { SafetyGate } from '../safety/gate.js';

/**
 * What the form knows besides its values: the save context without the clock.
 *
 * @example
 * const facts: PrescriptionFormFacts = { product, conflictExists: false, features: { showNoteToClient: true } };
 */
export type PrescriptionFormFacts = Omit<PrescriptionSaveContext, 'today'>;

/**
 * The patient fields the weight and date-of-birth prompt reads.
 *
 * @example
 * const patient: PromptPatient = { weight: 12.5, birthdate: '2019-05-01' };
 */
export interface PromptPatient {
  weight?: number | string | null;
  birthdate?: string | Date | null;
}

/**
 * Context of the prescription form machine.
 *
 * @example
 * const { errors, variables } = actor.getSnapshot().context satisfies PrescriptionFormMachineContext;
 */
export interface PrescriptionFormMachineContext {
  values: PrescriptionFormValues;
  facts: PrescriptionFormFacts;
  patient: PromptPatient | null;
  /** The errors of the last failed check (Save Draft, Authorize Rx, Print Rx); a field loses its own when it is set. */
  errors: FieldErrors;
  /** The fields left (blurred) at least once: they show core's message as the values change (see {@link visibleFieldErrors}). */
  touched: ReadonlyArray<keyof PrescriptionFormValues>;
  /** The server's field errors of the last failed save, on the form's fields; a field loses its own when its value changes. */
  serverErrors: FieldErrors;
  /** The save being attempted (Save Draft, Authorize Rx, Print Rx), `null` while editing. */
  submitType: AddPrescriptionType | null;
  /** The moment the save was asked for: the issue date and "today" of the rules. */
  now: DateInput | null;
  /** The variables to send while `submitting`. */
  variables: PrescriptionSaveVariables | null;
  /** The patient prompt was answered (saved or left blank) for this save. */
  patientPromptDone: boolean;
  /** The Schedule II print confirmation was given for this save. */
  printConfirmed: boolean;
  /** The toast of the last outcome (failure while editing, success in `saved`). */
  outcome: ToastText | null;
}

/**
 * Start of the form: its values (from `initialPrescriptionFormValues` or a draft) and the facts.
 *
 * @example
 * createActor(prescriptionFormMachine, { input: { values, facts: { product }, patient } satisfies PrescriptionFormMachineInput })
 */
export interface PrescriptionFormMachineInput {
  values: PrescriptionFormValues;
  facts: PrescriptionFormFacts;
  patient?: PromptPatient | null;
}

/**
 * Fields set directly; refills and PRN go through their own events so their rules apply.
 *
 * @example
 * const field: PrescriptionFormPlainField = 'directions';
 */
export type PrescriptionFormPlainField = Exclude<keyof PrescriptionFormValues, 'refills' | 'prnFlag'>;

/**
 * Events of the prescription form.
 * - `SET_FIELD`: any field except refills and PRN. `SET_REFILLS`: refused while the field is disabled
 *   (Schedule II, PRN, PRN-only family). `TOGGLE_PRN`: refused for controlled products and PRN-only
 *   families.
 * - `PRODUCT_CHANGED`: a new product (controlled clears PRN and values above 5, Schedule II forces 0,
 *   an expiration outside the new window takes the new default). `REASON_CHANGED`: a reason for
 *   compounding with its allergic flag. `CONFLICT_CHECKED`: the conflict check's answer.
 *   `SAFETY_CHECKED`: what the safety check's findings ask (core's `safetyGate`): a
 *   reason, a withdrawal time or a refusal, checked with the rest on submit.
 * - `FIELD_BLURRED`: a field was left; from then on it shows core's message (in any state).
 * - `SAVE_DRAFT`, `AUTHORIZE`, `PRINT`: submit, each with the clock's `now`.
 * - `CONTINUE`, `CANCEL`, `CONFIRM`, `PATIENT_UPDATED`: answers to the conflict panel, the patient
 *   prompt and the Schedule II print confirmation.
 * - `SUBMITTED`, `SUBMIT_FAILED`: the host's answer after sending `variables`; a failure carries the
 *   server's message and its field errors (`fields`, keyed by the input's names: `unitPerFill` is shown
 *   under quantity).
 *
 * @example
 * actor.send({ type: 'AUTHORIZE', now: new Date() } satisfies PrescriptionFormEvent);
 */
export type PrescriptionFormEvent =
  | { type: 'SET_FIELD'; field: PrescriptionFormPlainField; value: unknown }
  | { type: 'SET_REFILLS'; refills: number | string | null }
  | { type: 'TOGGLE_PRN'; checked: boolean }
  | { type: 'PRODUCT_CHANGED'; product: PrescriptionProductFacts; today: DateInput }
  | { type: 'REASON_CHANGED'; reasonForCompound: string | null; allergicIngredient: boolean }
  | { type: 'CONFLICT_CHECKED'; conflictExists: boolean }
  | { type: 'SAFETY_CHECKED'; safety: SafetyGate | null }
  | { type: 'FIELD_BLURRED'; field: keyof PrescriptionFormValues }
  | { type: 'SAVE_DRAFT'; now: DateInput }
  | { type: 'AUTHORIZE'; now: DateInput }
  | { type: 'PRINT'; now: DateInput }
  | { type: 'CONTINUE' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM' }
  | { type: 'PATIENT_UPDATED'; patient: PromptPatient }
  | { type: 'SUBMITTED' }
  | { type: 'SUBMIT_FAILED'; message?: string | null; fields?: FieldErrors | null };

/**
 * What a finished form hands back: what was saved and the toast to show.
 *
 * @example
 * const { variables, outcome } = actor.getSnapshot().output as PrescriptionFormOutput; toast(outcome);
 */
export interface PrescriptionFormOutput {
  variables: PrescriptionSaveVariables;
  outcome: ToastText;
}

const blank = (v: unknown): boolean => typeof v !== 'string' || v.trim() === '';
/** The refills part of the form values as the refills rules read it (text that is not a number reads as empty). */
const toRefillState = (values: PrescriptionFormValues): RefillState => {
  const n = typeof values.refills === 'number' ? values.refills : values.refills === null || values.refills.trim() === '' ? null : Number(values.refills);
  return { refills: n === null || Number.isNaN(n) ? null : n, prnFlag: values.prnFlag };
};
const refillState = (c: PrescriptionFormMachineContext): RefillState => toRefillState(c.values);
const productFacts = (c: PrescriptionFormMachineContext) => ({
  ...(c.facts.product ?? { isControlled: false, deaSchedule: null, productApprovalType: null, isPrnOnlyFamily: false }),
  requestedQuantity: c.facts.requestedQuantity ?? null,
  isOfficeUse: c.values.isOfficeUse,
});

/** The form field that shows a server field error: the save input's `unitPerFill` is the quantity field. */
const formFieldOfServerField = (field: string): string => (field === 'unitPerFill' ? 'quantity' : field);

/** `errors` without the given fields (the same object when none of them has one). */
const without = (errors: FieldErrors, fields: readonly string[]): FieldErrors => {
  if (!fields.some((f) => f in errors)) return errors;
  const out = { ...errors };
  for (const f of fields) delete out[f];
  return out;
};

/** New values, and the server errors of the fields whose value changed dropped. */
const withValues = (context: PrescriptionFormMachineContext, values: PrescriptionFormValues): Pick<PrescriptionFormMachineContext, 'values' | 'serverErrors'> => ({
  values,
  serverErrors: without(
    context.serverErrors,
    Object.keys(context.serverErrors).filter((f) => f in values && !Object.is(values[f as keyof PrescriptionFormValues], context.values[f as keyof PrescriptionFormValues])),
  ),
});

/**
 * The message shown under each field: for a field left at least once, core's check as Authorize Rx
 * (`submitPrescriptionForm` with `now` as today) on the current values; over it, the error of the last
 * failed check; over both, the server's error of the last failed save. Keys are form fields (plus the
 * check's non-field keys such as `locationClientId`, which the form shows above the fields).
 *
 * @example
 * visibleFieldErrors(actor.getSnapshot().context, new Date()).refills // 'Must be between 0 and 5' once refills (controlled) was left at 9
 */
export function visibleFieldErrors(
  context: Pick<PrescriptionFormMachineContext, 'values' | 'facts' | 'touched' | 'errors' | 'serverErrors'>,
  now: DateInput,
): FieldErrors {
  const shown: FieldErrors = {};
  if (context.touched.length > 0) {
    const r = submitPrescriptionForm(context.values, 'AuthorizeRx', { ...context.facts, today: now, now });
    if (!r.ok) for (const field of context.touched) if (r.errors[field] !== undefined) shown[field] = r.errors[field];
  }
  return { ...shown, ...context.errors, ...context.serverErrors };
}

/**
 * Guard: the refills field takes input (not Schedule II, PRN or a PRN-only family).
 *
 * @example
 * refillsEditable(context) // false for a Schedule II product
 */
export function refillsEditable(context: PrescriptionFormMachineContext): boolean {
  return !isRefillsDisabled(productFacts(context), refillState(context));
}

/**
 * Guard: the PRN checkbox takes input (not for controlled products or PRN-only families).
 *
 * @example
 * prnEditable(context) // false for a controlled product
 */
export function prnEditable(context: PrescriptionFormMachineContext): boolean {
  const f = productFacts(context);
  return isPrnAvailable(f) && !isPrnLocked(f);
}

/**
 * Guard: the last check found errors.
 *
 * @example
 * hasErrors({ errors: { refills: '…' } } as PrescriptionFormMachineContext) // true
 */
export function hasErrors(context: Pick<PrescriptionFormMachineContext, 'errors'>): boolean {
  return Object.keys(context.errors).length > 0;
}

/**
 * Guard: authorizing with a conflict and no note to pharmacy yet: show the Conflict Detected panel.
 *
 * @example
 * needsConflictNote(context) // true when submitType is AuthorizeRx, conflictExists and the note is blank
 */
export function needsConflictNote(context: PrescriptionFormMachineContext): boolean {
  return context.submitType === 'AuthorizeRx' && context.facts.conflictExists === true && blank(context.values.noteToPharmacy);
}

/**
 * Guard: the note to pharmacy is written (the conflict panel may continue).
 *
 * @example
 * hasNoteToPharmacy(context)
 */
export function hasNoteToPharmacy(context: PrescriptionFormMachineContext): boolean {
  return !blank(context.values.noteToPharmacy);
}

/**
 * Guard: authorizing an Rx product for a patient whose weight or birthdate is missing, and the prompt
 * has not been answered for this save.
 *
 * @example
 * needsPatientPromptGuard(context)
 */
export function needsPatientPromptGuard(context: PrescriptionFormMachineContext): boolean {
  return (
    context.submitType === 'AuthorizeRx' &&
    !context.patientPromptDone &&
    needsPatientPrompt({ productApprovalType: context.facts.product?.productApprovalType ?? null, patient: context.patient })
  );
}

/**
 * Guard: issuing a Schedule II product (Print Rx, or Authorize Rx — a Schedule II is always printed,
 * its hard copy mailed) that has not been confirmed for this save.
 *
 * @remarks Decision: the Schedule II print confirmation is asked before every issue of a Schedule II
 * product, because its printout is mandatory whichever button issues it.
 *
 * @example
 * needsPrintConfirmation(context)
 */
export function needsPrintConfirmation(context: PrescriptionFormMachineContext): boolean {
  return (
    (context.submitType === 'PrintRx' || context.submitType === 'AuthorizeRx') &&
    !context.printConfirmed &&
    requiresPrintConfirmation(productFacts(context))
  );
}

/**
 * Runs the form's validator for a save and returns the context changes (errors and variables).
 *
 * @example
 * checkSubmission(context, 'SaveAsDraft', new Date()).errors // {}
 */
export function checkSubmission(
  context: PrescriptionFormMachineContext,
  submitType: AddPrescriptionType,
  now: DateInput,
): Pick<PrescriptionFormMachineContext, 'submitType' | 'now' | 'errors' | 'variables'> {
  const formContext: PrescriptionFormContext = { ...context.facts, today: now, now };
  const r = submitPrescriptionForm(context.values, submitType, formContext);
  return r.ok
    ? { submitType, now, errors: {}, variables: r.value }
    : { submitType, now, errors: r.errors, variables: null };
}

/**
 * The values after the product changed: refills re-ruled, and an expiration that is missing or outside
 * the new window replaced by the new default.
 *
 * @example
 * valuesForProduct(values, scheduleIIProduct, '2026-03-01') // refills 0, prnFlag false, expiry 3 months ahead
 */
export function valuesForProduct(
  values: PrescriptionFormValues,
  product: PrescriptionProductFacts,
  today: DateInput,
  requestedQuantity?: number | null,
): PrescriptionFormValues {
  const current = toRefillState(values);
  const refills = applyProductToRefills(current, { ...product, requestedQuantity, isOfficeUse: values.isOfficeUse });
  const unchanged = refills.refills === current.refills && refills.prnFlag === current.prnFlag;
  const expiryOk = values.prescExpiryDate !== null && prescExpiryDateError(values.prescExpiryDate, { ...product, isDraft: true, today }) === undefined;
  return {
    ...values,
    refills: unchanged ? values.refills : refills.refills,
    prnFlag: refills.prnFlag,
    prescExpiryDate: expiryOk ? values.prescExpiryDate : defaultExpiryDate(product, today),
  };
}

const leaveSubmission = { type: 'resetSubmission' } as const;

/**
 * The prescription form (prescribing §4, §5): editing with the refill and controlled reactions (PRN
 * toggling, controlled clears, Schedule II lock), then three submission paths. Save Draft checks with
 * relaxed required fields; Authorize Rx first asks for a note to pharmacy when a conflict exists
 * (`conflictNote`), then checks strictly, then shows the patient weight/birthdate prompt when needed
 * (`patientPrompt`); Print Rx asks confirmation for Schedule II (`printConfirmation`). A failed check
 * returns to `editing` with `errors`. In `submitting` the host sends `variables` (AddPrescription or
 * UpdatePrescription) and answers `SUBMITTED` (→ `saved`, output with the success toast) or
 * `SUBMIT_FAILED` (→ `editing` with the failure toast in `outcome` and the server's field errors in
 * `serverErrors`). All rules come from `@vetrx/core/prescription`.
 *
 * It is the form's one home of state: values, the fields left at least once (`touched`), the errors of
 * a failed check and the server's field errors; {@link visibleFieldErrors} says which message shows
 * under which field.
 *
 * @example
 * const actor = createActor(prescriptionFormMachine, { input: { values, facts: { product } } }).start();
 * actor.send({ type: 'AUTHORIZE', now: new Date() });
 * actor.getSnapshot().value // 'submitting' | 'editing' | 'conflictNote' | 'patientPrompt'
 */
export const prescriptionFormMachine = setup({
  types: {
    context: {} as PrescriptionFormMachineContext,
    events: {} as PrescriptionFormEvent,
    input: {} as PrescriptionFormMachineInput,
    output: {} as PrescriptionFormOutput,
  },
  guards: {
    refillsEditable: ({ context }) => refillsEditable(context),
    prnEditable: ({ context }) => prnEditable(context),
    hasErrors: ({ context }) => hasErrors(context),
    untouched: ({ context, event }) => event.type === 'FIELD_BLURRED' && !context.touched.includes(event.field),
    needsConflictNote: ({ context }) => needsConflictNote(context),
    hasNoteToPharmacy: ({ context }) => hasNoteToPharmacy(context),
    needsPatientPrompt: ({ context }) => needsPatientPromptGuard(context),
    needsPrintConfirmation: ({ context }) => needsPrintConfirmation(context),
  },
  actions: {
    // A field the user sets loses the error of the last check; any value that changes loses its server error.
    setField: assign(({ context }, params: { field: PrescriptionFormPlainField; value: unknown }) => ({
      ...withValues(context, { ...context.values, [params.field]: params.value }),
      errors: without(context.errors, [params.field]),
    })),
    setRefills: assign(({ context }, params: { refills: number | string | null }) => ({
      ...withValues(context, { ...context.values, refills: params.refills }),
      errors: without(context.errors, ['refills']),
    })),
    togglePrn: assign(({ context }, params: { checked: boolean }) => {
      const next = togglePrn(refillState(context), params.checked, productFacts(context));
      return withValues(context, { ...context.values, refills: next.refills, prnFlag: next.prnFlag });
    }),
    applyProduct: assign(({ context }, params: { product: PrescriptionProductFacts; today: DateInput }) => ({
      facts: { ...context.facts, product: params.product },
      ...withValues(context, valuesForProduct(context.values, params.product, params.today, context.facts.requestedQuantity)),
    })),
    setReason: assign(({ context }, params: { reasonForCompound: string | null; allergicIngredient: boolean }) => ({
      facts: { ...context.facts, reasonForCompoundAllergic: params.allergicIngredient },
      ...withValues(context, {
        ...context.values,
        reasonForCompound: params.reasonForCompound,
        allergicIngredient: params.allergicIngredient ? context.values.allergicIngredient : null,
      }),
      errors: without(context.errors, ['reasonForCompound']),
    })),
    markTouched: assign(({ context }, params: { field: keyof PrescriptionFormValues }) => ({ touched: [...context.touched, params.field] })),
    setConflict: assign(({ context }, params: { conflictExists: boolean }) => ({
      facts: { ...context.facts, conflictExists: params.conflictExists },
    })),
    setSafety: assign(({ context }, params: { safety: SafetyGate | null }) => ({
      facts: { ...context.facts, safety: params.safety },
    })),
    checkSubmission: assign(({ context }, params: { submitType: AddPrescriptionType; now: DateInput }) => ({
      ...checkSubmission(context, params.submitType, params.now),
      outcome: null,
    })),
    // conflictNote, patientPrompt and printConfirmation are entered only from a submission, so the
    // submit type and its clock are set there.
    recheckSubmission: assign(({ context }) => checkSubmission(context, context.submitType as AddPrescriptionType, context.now as DateInput)),
    markPatientPromptDone: assign({ patientPromptDone: true }),
    updatePatient: assign((_, params: { patient: PromptPatient }) => ({ patient: params.patient })),
    markPrintConfirmed: assign({ printConfirmed: true }),
    resetSubmission: assign({ submitType: null, now: null, variables: null, patientPromptDone: false, printConfirmed: false }),
    recordFailure: assign(({ context }, params: { message: string | null; fields: FieldErrors }) => ({
      outcome: saveOutcomeToast(context.submitType as AddPrescriptionType, false, params.message),
      serverErrors: Object.fromEntries(Object.entries(params.fields).map(([field, message]) => [formFieldOfServerField(field), message])),
    })),
    recordSuccess: assign(({ context }) => ({ outcome: saveOutcomeToast(context.submitType as AddPrescriptionType, true) })),
  },
}).createMachine({
  id: 'prescriptionForm',
  context: ({ input }) => ({
    values: input.values,
    facts: input.facts,
    patient: input.patient ?? null,
    errors: {},
    touched: [],
    serverErrors: {},
    submitType: null,
    now: null,
    variables: null,
    patientPromptDone: false,
    printConfirmed: false,
    outcome: null,
  }),
  initial: 'editing',
  on: {
    FIELD_BLURRED: { guard: 'untouched', actions: { type: 'markTouched', params: ({ event }) => ({ field: event.field }) } },
  },
  output: ({ context }) => ({
    variables: context.variables as PrescriptionSaveVariables,
    outcome: context.outcome as ToastText,
  }),
  states: {
    editing: {
      on: {
        SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        SET_REFILLS: { guard: 'refillsEditable', actions: { type: 'setRefills', params: ({ event }) => ({ refills: event.refills }) } },
        TOGGLE_PRN: { guard: 'prnEditable', actions: { type: 'togglePrn', params: ({ event }) => ({ checked: event.checked }) } },
        PRODUCT_CHANGED: { actions: { type: 'applyProduct', params: ({ event }) => ({ product: event.product, today: event.today }) } },
        REASON_CHANGED: {
          actions: {
            type: 'setReason',
            params: ({ event }) => ({ reasonForCompound: event.reasonForCompound, allergicIngredient: event.allergicIngredient }),
          },
        },
        CONFLICT_CHECKED: { actions: { type: 'setConflict', params: ({ event }) => ({ conflictExists: event.conflictExists }) } },
        SAFETY_CHECKED: { actions: { type: 'setSafety', params: ({ event }) => ({ safety: event.safety }) } },
        SAVE_DRAFT: { target: 'checking', actions: { type: 'checkSubmission', params: ({ event }) => ({ submitType: 'SaveAsDraft', now: event.now }) } },
        AUTHORIZE: { target: 'checking', actions: { type: 'checkSubmission', params: ({ event }) => ({ submitType: 'AuthorizeRx', now: event.now }) } },
        PRINT: { target: 'checking', actions: { type: 'checkSubmission', params: ({ event }) => ({ submitType: 'PrintRx', now: event.now }) } },
      },
    },
    checking: {
      always: [
        { guard: 'needsConflictNote', target: 'conflictNote' },
        { guard: 'hasErrors', target: 'editing', actions: leaveSubmission },
        { guard: 'needsPatientPrompt', target: 'patientPrompt' },
        { guard: 'needsPrintConfirmation', target: 'printConfirmation' },
        { target: 'submitting' },
      ],
    },
    conflictNote: {
      on: {
        SET_FIELD: { actions: { type: 'setField', params: ({ event }) => ({ field: event.field, value: event.value }) } },
        CONTINUE: { guard: 'hasNoteToPharmacy', target: 'checking', actions: 'recheckSubmission' },
        CANCEL: { target: 'editing', actions: leaveSubmission },
      },
    },
    patientPrompt: {
      on: {
        PATIENT_UPDATED: {
          target: 'checking',
          actions: [{ type: 'updatePatient', params: ({ event }) => ({ patient: event.patient }) }, 'markPatientPromptDone', 'recheckSubmission'],
        },
        CONTINUE: { target: 'checking', actions: ['markPatientPromptDone', 'recheckSubmission'] },
        CANCEL: { target: 'editing', actions: leaveSubmission },
      },
    },
    printConfirmation: {
      on: {
        CONFIRM: { target: 'checking', actions: ['markPrintConfirmed', 'recheckSubmission'] },
        CANCEL: { target: 'editing', actions: leaveSubmission },
      },
    },
    submitting: {
      on: {
        SUBMITTED: { target: 'saved', actions: 'recordSuccess' },
        SUBMIT_FAILED: {
          target: 'editing',
          actions: [{ type: 'recordFailure', params: ({ event }) => ({ message: event.message ?? null, fields: event.fields ?? {} }) }, leaveSubmission],
        },
      },
    },
    saved: { type: 'final' },
  },
});
