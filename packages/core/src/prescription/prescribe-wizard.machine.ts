import { assign, setup } from 'xstate';
import { PRESCRIBING_LABELS } from '../messages/prescribing.js';
import { afterPrescribePath } from './navigation.js';

/** The wizard's steps and their labels, in the spec's order (prescribing §2: Select Product, Select Client, Select Patient, Prescribe). */
const STEPS = [
  { state: 'selectProduct', label: PRESCRIBING_LABELS.selectProduct },
  { state: 'selectClient', label: PRESCRIBING_LABELS.selectClient },
  { state: 'selectPatient', label: PRESCRIBING_LABELS.selectPatient },
  { state: 'prescribe', label: PRESCRIBING_LABELS.prescribe },
] as const;

/** A step of the wizard that asks for something (all but Prescribe). */
type AnswerStep = 'selectProduct' | 'selectClient' | 'selectPatient';

/**
 * What the wizard knows. Ids are the decoded query parameters.
 *
 * @example
 * const { clientId, patientId } = actor.getSnapshot().context satisfies PrescribeWizardContext;
 */
export interface PrescribeWizardContext {
  productId: string | null;
  clientId: string | null;
  patientId: string | null;
  /** Office use: no client and no patient. */
  isOfficeUse: boolean;
  /** Editing an existing prescription (draft, copy): the header's Change button is hidden. */
  isEditing: boolean;
  /**
   * The steps answered so far, in the order they were answered (those the wizard started with first),
   * so the step bar shows the steps in the order taken. A step whose answer is cleared leaves it.
   */
  answered: readonly AnswerStep[];
}

/**
 * Start of the wizard: what the URL or navigation state already names.
 *
 * @example
 * createActor(prescribeWizardMachine, { input: { productId: '5', isOfficeUse: true } satisfies PrescribeWizardInput })
 */
export interface PrescribeWizardInput {
  productId?: string | null;
  clientId?: string | null;
  patientId?: string | null;
  isOfficeUse?: boolean;
  isEditing?: boolean;
}

/**
 * Events of the prescribe wizard.
 * - `PRODUCT_SELECTED` / `CLIENT_SELECTED` / `PATIENT_SELECTED`: a step answered; known steps are then
 *   skipped. Choosing another client clears the patient.
 * - `CHANGE_PRODUCT` / `CHANGE_CLIENT` / `CHANGE_PATIENT`: the header card's Change (not when editing).
 * - `SUBMITTED`: the prescription was saved; the wizard ends with where to go.
 *
 * @example
 * actor.send({ type: 'CLIENT_SELECTED', clientId: '7' } satisfies PrescribeWizardEvent);
 */
export type PrescribeWizardEvent =
  | { type: 'PRODUCT_SELECTED'; productId: string }
  | { type: 'CLIENT_SELECTED'; clientId: string }
  | { type: 'PATIENT_SELECTED'; patientId: string }
  | { type: 'CHANGE_PRODUCT' }
  | { type: 'CHANGE_CLIENT' }
  | { type: 'CHANGE_PATIENT' }
  | { type: 'SUBMITTED' };

/**
 * Where to go after submit.
 *
 * @example
 * const snapshot = actor.getSnapshot();
 * if (snapshot.status === 'done') navigate(snapshot.output.redirectTo); // '/clients/profile/7?patientId=OA%3D%3D'
 */
export interface PrescribeWizardOutput {
  redirectTo: string;
}

const known = (v: string | null): boolean => v !== null && v !== '';

/**
 * Guard: the product step is still open.
 *
 * @example
 * needsProduct({ productId: null } as PrescribeWizardContext) // true
 */
export function needsProduct(context: PrescribeWizardContext): boolean {
  return !known(context.productId);
}

/**
 * Guard: the client step is still open (never for office use).
 *
 * @example
 * needsClient({ clientId: null, isOfficeUse: true } as PrescribeWizardContext) // false
 */
export function needsClient(context: PrescribeWizardContext): boolean {
  return !context.isOfficeUse && !known(context.clientId);
}

/**
 * Guard: the patient step is still open (never for office use).
 *
 * @example
 * needsPatient({ patientId: null, isOfficeUse: false } as PrescribeWizardContext) // true
 */
export function needsPatient(context: PrescribeWizardContext): boolean {
  return !context.isOfficeUse && !known(context.patientId);
}

/**
 * Guard: the header card offers Change (hidden when editing an existing prescription).
 *
 * @example
 * canChange({ isEditing: true } as PrescribeWizardContext) // false
 */
export function canChange(context: PrescribeWizardContext): boolean {
  return !context.isEditing;
}

/**
 * Guard: Change for the client or the patient: not while editing, and not for office use (the header
 * shows Office Use, there is no client or patient to change).
 *
 * @example
 * canChangeClientOrPatient({ isEditing: false, isOfficeUse: true } as PrescribeWizardContext) // false
 */
export function canChangeClientOrPatient(context: PrescribeWizardContext): boolean {
  return canChange(context) && !context.isOfficeUse;
}

/**
 * The client/patient part of a context after choosing a client: another client clears the patient.
 *
 * @example
 * chooseClient({ clientId: '1', patientId: '9' } as PrescribeWizardContext, '2') // { clientId: '2', patientId: null }
 */
export function chooseClient(context: PrescribeWizardContext, clientId: string): Pick<PrescribeWizardContext, 'clientId' | 'patientId'> {
  return { clientId, patientId: clientId === context.clientId ? context.patientId : null };
}

const ANSWER_STEPS: readonly AnswerStep[] = ['selectProduct', 'selectClient', 'selectPatient'];

/** The steps a context has answers for, in the spec's order (what a wizard starts with). */
function knownSteps(c: Pick<PrescribeWizardContext, 'productId' | 'clientId' | 'patientId'>): AnswerStep[] {
  return ANSWER_STEPS.filter((s) => known(s === 'selectProduct' ? c.productId : s === 'selectClient' ? c.clientId : c.patientId));
}

/** `answered` with `step` last (answered again, it moves to the end). */
const answer = (answered: readonly AnswerStep[], step: AnswerStep): AnswerStep[] => [...answered.filter((s) => s !== step), step];
/** `answered` without `steps`. */
const unanswer = (answered: readonly AnswerStep[], ...steps: AnswerStep[]): AnswerStep[] => answered.filter((s) => !steps.includes(s));

/**
 * The step bar of the wizard at `current` (the machine's state), in the order the steps were taken:
 * the steps answered, in the order they were answered; then the current step; then the steps still to
 * come, in the order the wizard asks for them; Prescribe last. It reads complete, then current, then
 * upcoming, from left to right — a client chosen before the product stands before Select Product.
 * Office use has no client or patient step.
 *
 * @example
 * prescribeWizardStepBar({ productId: null, clientId: '7', patientId: null, isOfficeUse: false, isEditing: false, answered: ['selectClient'] }, 'selectProduct').map((s) => `${s.label}:${s.status}`)
 * // ['Select Client:complete', 'Select Product:current', 'Select Patient:upcoming', 'Prescribe:upcoming']
 */
export function prescribeWizardStepBar(context: PrescribeWizardContext, current: string) {
  const applies = (state: string) => !context.isOfficeUse || (state !== 'selectClient' && state !== 'selectPatient');
  const done = context.answered.filter((s) => s !== current && applies(s));
  const rest = STEPS.map((s) => s.state).filter((s) => applies(s) && !done.includes(s as AnswerStep));
  return [...done, ...rest].map((state, index) => {
    const status: 'complete' | 'current' | 'upcoming' = state === current ? 'current' : index < done.length || current === 'done' ? 'complete' : 'upcoming';
    return { state, label: STEPS.find((s) => s.state === state)!.label, status };
  });
}

const route = [
  { guard: 'needsProduct', target: 'selectProduct' },
  { guard: 'needsClient', target: 'selectClient' },
  { guard: 'needsPatient', target: 'selectPatient' },
  { target: 'prescribe' },
] as const;

/**
 * The prescribe wizard (prescribing §2 /create/rx/): Select Product, Select Client, Select Patient,
 * Prescribe. Steps whose answer is already known are skipped (office use skips client and patient);
 * choosing another client clears the patient; Change on the header card is refused while editing. A
 * client or patient known before the product (from the URL) can be changed at the product step too: it
 * is cleared, and asked for again once the product is chosen.
 * After `SUBMITTED` it ends (`done`) with `redirectTo`: the client profile with the patientId query
 * parameter when a patient is set, otherwise /create.
 *
 * @example
 * const actor = createActor(prescribeWizardMachine, { input: { productId: '5', clientId: '7' } }).start();
 * actor.getSnapshot().value // 'selectPatient'
 */
export const prescribeWizardMachine = setup({
  types: {
    context: {} as PrescribeWizardContext,
    events: {} as PrescribeWizardEvent,
    input: {} as PrescribeWizardInput,
    output: {} as PrescribeWizardOutput,
  },
  guards: {
    needsProduct: ({ context }) => needsProduct(context),
    needsClient: ({ context }) => needsClient(context),
    needsPatient: ({ context }) => needsPatient(context),
    canChange: ({ context }) => canChange(context),
    canChangeClientOrPatient: ({ context }) => canChangeClientOrPatient(context),
    // Before the product is chosen, Change applies to a client or patient already known (from the URL).
    canChangeChosenClient: ({ context }) => canChangeClientOrPatient(context) && Boolean(context.clientId),
    canChangeChosenPatient: ({ context }) => canChangeClientOrPatient(context) && Boolean(context.patientId),
  },
  actions: {
    setProduct: assign(({ context }, params: { productId: string }) => ({ productId: params.productId, answered: answer(context.answered, 'selectProduct') })),
    setClient: assign(({ context }, params: { clientId: string }) => {
      const chosen = chooseClient(context, params.clientId);
      const answered = answer(context.answered, 'selectClient');
      return { ...chosen, answered: chosen.patientId === null ? unanswer(answered, 'selectPatient') : answered };
    }),
    setPatient: assign(({ context }, params: { patientId: string }) => ({ patientId: params.patientId, answered: answer(context.answered, 'selectPatient') })),
    clearProduct: assign(({ context }) => ({ productId: null, answered: unanswer(context.answered, 'selectProduct') })),
    clearClient: assign(({ context }) => ({ clientId: null, patientId: null, answered: unanswer(context.answered, 'selectClient', 'selectPatient') })),
    clearPatient: assign(({ context }) => ({ patientId: null, answered: unanswer(context.answered, 'selectPatient') })),
  },
}).createMachine({
  id: 'prescribeWizard',
  context: ({ input }) => {
    const ids = {
      productId: input.productId ?? null,
      clientId: input.isOfficeUse ? null : (input.clientId ?? null),
      patientId: input.isOfficeUse ? null : (input.patientId ?? null),
    };
    return { ...ids, isOfficeUse: input.isOfficeUse ?? false, isEditing: input.isEditing ?? false, answered: knownSteps(ids) };
  },
  initial: 'routing',
  output: ({ context }) => ({ redirectTo: afterPrescribePath(context.clientId, context.patientId) }),
  states: {
    routing: { always: [...route] },
    selectProduct: {
      on: {
        PRODUCT_SELECTED: { target: 'routing', actions: { type: 'setProduct', params: ({ event }) => ({ productId: event.productId }) } },
        CHANGE_CLIENT: { guard: 'canChangeChosenClient', target: 'routing', actions: 'clearClient' },
        CHANGE_PATIENT: { guard: 'canChangeChosenPatient', target: 'routing', actions: 'clearPatient' },
      },
    },
    selectClient: {
      on: {
        CLIENT_SELECTED: { target: 'routing', actions: { type: 'setClient', params: ({ event }) => ({ clientId: event.clientId }) } },
        CHANGE_PRODUCT: { guard: 'canChange', target: 'selectProduct', actions: 'clearProduct' },
      },
    },
    selectPatient: {
      on: {
        PATIENT_SELECTED: { target: 'routing', actions: { type: 'setPatient', params: ({ event }) => ({ patientId: event.patientId }) } },
        CHANGE_PRODUCT: { guard: 'canChange', target: 'selectProduct', actions: 'clearProduct' },
        CHANGE_CLIENT: { guard: 'canChangeClientOrPatient', target: 'selectClient', actions: 'clearClient' },
      },
    },
    prescribe: {
      on: {
        CHANGE_PRODUCT: { guard: 'canChange', target: 'selectProduct', actions: 'clearProduct' },
        CHANGE_CLIENT: { guard: 'canChangeClientOrPatient', target: 'selectClient', actions: 'clearClient' },
        CHANGE_PATIENT: { guard: 'canChangeClientOrPatient', target: 'selectPatient', actions: 'clearPatient' },
        SUBMITTED: { target: 'done' },
      },
    },
    done: { type: 'final' },
  },
});
