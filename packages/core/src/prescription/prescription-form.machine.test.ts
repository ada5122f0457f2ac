import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { acceptedEdges, definedEdges } from '../common/test-utils/machine-graph.js';
import { initialPrescriptionFormValues, type PrescriptionFormValues, submitPrescriptionForm } from './form.js';
import { plainRx as rx } from './test-utils/product.js';
import type { PrescriptionProductFacts } from './types.js';
import {
  checkSubmission,
  hasErrors,
  hasNoteToPharmacy,
  needsConflictNote,
  needsPatientPromptGuard,
  needsPrintConfirmation,
  prnEditable,
  type PrescriptionFormEvent,
  type PrescriptionFormMachineContext,
  type PrescriptionFormMachineInput,
  prescriptionFormMachine,
  refillsEditable,
  valuesForProduct,
  visibleFieldErrors,
} from './prescription-form.machine.js';

const NOW = new Date(2026, 2, 1, 9, 0);
const TODAY = '2026-03-01';
const scheduleII: PrescriptionProductFacts = { ...rx, isControlled: true, deaSchedule: 'C-II' };
const controlled: PrescriptionProductFacts = { ...rx, isControlled: true, deaSchedule: 'C-IV' };
const okPatient = { weight: 12, birthdate: '2019-05-01' };

const valuesFor = (product: PrescriptionProductFacts, over: Partial<PrescriptionFormValues> = {}): PrescriptionFormValues => ({
  ...initialPrescriptionFormValues({
    product: { ...product, productName: 'Apoquel', strength: '16 mg', productPresentationId: 3, productId: 'prod-1' },
    today: TODAY,
    locationId: 'loc-1',
    locationClientId: 'c-1',
    locationPatientId: 'p-1',
    authorizingVet: 'lu-9',
  }),
  directions: 'Give 1 tablet daily',
  refills: product.deaSchedule === 'C-II' ? 0 : 2,
  ...over,
});
const input = (over: Partial<PrescriptionFormMachineInput> = {}, product = rx): PrescriptionFormMachineInput => ({
  values: valuesFor(product),
  facts: { product, clientIsActive: true, patientIsActive: true },
  patient: okPatient,
  ...over,
});
const context = (over: Partial<PrescriptionFormMachineContext> = {}): PrescriptionFormMachineContext => ({
  ...createActor(prescriptionFormMachine, { input: input() }).getSnapshot().context,
  ...over,
});

const EVENTS: PrescriptionFormEvent[] = [
  { type: 'SET_FIELD', field: 'noteToPharmacy', value: 'Off-label use checked' },
  { type: 'SET_FIELD', field: 'directions', value: '' },
  { type: 'SET_REFILLS', refills: 3 },
  { type: 'TOGGLE_PRN', checked: true },
  { type: 'PRODUCT_CHANGED', product: scheduleII, today: TODAY },
  { type: 'REASON_CHANGED', reasonForCompound: 'Allergy', allergicIngredient: false },
  { type: 'CONFLICT_CHECKED', conflictExists: true },
  { type: 'SAFETY_CHECKED', safety: { needsReason: true, needsWithdrawalTime: false, prohibited: null } },
  { type: 'SET_FIELD', field: 'safetyOverrideReason', value: 'Washout of 7 days done' },
  { type: 'FIELD_BLURRED', field: 'directions' },
  { type: 'SAVE_DRAFT', now: NOW },
  { type: 'AUTHORIZE', now: NOW },
  { type: 'PRINT', now: NOW },
  { type: 'CONTINUE' },
  { type: 'CANCEL' },
  { type: 'CONFIRM' },
  { type: 'PATIENT_UPDATED', patient: okPatient },
  { type: 'SUBMITTED' },
  { type: 'SUBMIT_FAILED', message: 'Server down' },
  { type: 'SUBMIT_FAILED', message: 'Invalid input', fields: { unitPerFill: 'Too many units', directions: 'Too long' } },
];

/** Serialise by state and the context bits the guards read, so the graph stays small but complete. */
const serializeState = (s: { value: unknown; context?: PrescriptionFormMachineContext }): string => {
  const c = s.context as PrescriptionFormMachineContext;
  return JSON.stringify([
    s.value,
    c.submitType,
    hasNoteToPharmacy(c),
    c.values.directions,
    c.values.prnFlag,
    c.values.refills,
    c.facts.product?.deaSchedule,
    c.facts.conflictExists,
    c.facts.safety?.needsReason ?? false,
    Boolean(c.values.safetyOverrideReason),
    c.patientPromptDone,
    c.printConfirmed,
    hasErrors(c),
  ]);
};

const INPUTS: PrescriptionFormMachineInput[] = [
  input(),
  input({ patient: { weight: null, birthdate: null } }),
  input({}, scheduleII),
];

describe('guards alone', () => {
  it('refillsEditable and prnEditable follow the product and PRN', () => {
    expect(refillsEditable(context())).toBe(true);
    expect(refillsEditable(context({ facts: { product: scheduleII } }))).toBe(false);
    expect(refillsEditable(context({ values: { ...valuesFor(rx), prnFlag: true, refills: null } }))).toBe(false);
    expect(prnEditable(context())).toBe(true);
    expect(prnEditable(context({ facts: { product: controlled } }))).toBe(false);
    expect(prnEditable(context({ facts: { product: { ...rx, isPrnOnlyFamily: true } } }))).toBe(false);
    expect(prnEditable(context({ facts: { product: null } }))).toBe(true);
  });
  it('hasErrors, needsConflictNote, hasNoteToPharmacy', () => {
    expect(hasErrors({ errors: {} })).toBe(false);
    expect(hasErrors({ errors: { refills: 'x' } })).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom('AuthorizeRx', 'PrintRx', 'SaveAsDraft', null) as fc.Arbitrary<'AuthorizeRx' | null>, fc.boolean(), fc.constantFrom('', ' ', 'note', null), (submitType, conflictExists, note) => {
        const c = context({ submitType, facts: { product: rx, conflictExists }, values: { ...valuesFor(rx), noteToPharmacy: note } });
        const written = typeof note === 'string' && note.trim() !== '';
        expect(hasNoteToPharmacy(c)).toBe(written);
        expect(needsConflictNote(c)).toBe(submitType === 'AuthorizeRx' && conflictExists && !written);
      }),
    );
  });
  it('needsPatientPromptGuard: authorizing an Rx product for an incomplete patient, once', () => {
    const incomplete = { weight: null, birthdate: '2019-01-01' };
    expect(needsPatientPromptGuard(context({ submitType: 'AuthorizeRx', patient: incomplete }))).toBe(true);
    expect(needsPatientPromptGuard(context({ submitType: 'AuthorizeRx', patient: incomplete, patientPromptDone: true }))).toBe(false);
    expect(needsPatientPromptGuard(context({ submitType: 'PrintRx', patient: incomplete }))).toBe(false);
    expect(needsPatientPromptGuard(context({ submitType: 'AuthorizeRx', patient: okPatient }))).toBe(false);
    expect(needsPatientPromptGuard(context({ submitType: 'AuthorizeRx', patient: incomplete, facts: { product: { ...rx, productApprovalType: 'OTC' } } }))).toBe(false);
    expect(needsPatientPromptGuard(context({ submitType: 'AuthorizeRx', patient: incomplete, facts: { product: null } }))).toBe(false);
  });
  it('needsPrintConfirmation: issuing (printing or authorizing) Schedule II, once; never a draft', () => {
    expect(needsPrintConfirmation(context({ submitType: 'PrintRx', facts: { product: scheduleII } }))).toBe(true);
    expect(needsPrintConfirmation(context({ submitType: 'PrintRx', facts: { product: scheduleII }, printConfirmed: true }))).toBe(false);
    expect(needsPrintConfirmation(context({ submitType: 'AuthorizeRx', facts: { product: scheduleII } }))).toBe(true);
    expect(needsPrintConfirmation(context({ submitType: 'SaveAsDraft', facts: { product: scheduleII } }))).toBe(false);
    expect(needsPrintConfirmation(context({ submitType: 'PrintRx', facts: { product: controlled } }))).toBe(false);
  });
});

describe('pure helpers', () => {
  it('checkSubmission runs the form validator', () => {
    expect(checkSubmission(context(), 'AuthorizeRx', NOW)).toMatchObject({ submitType: 'AuthorizeRx', errors: {}, now: NOW });
    const bad = checkSubmission(context({ values: { ...valuesFor(rx), directions: '' } }), 'AuthorizeRx', NOW);
    expect(bad).toMatchObject({ errors: { directions: 'This field is required' }, variables: null });
  });
  it('valuesForProduct re-rules refills and expiry; keeps typed refills when unchanged', () => {
    const v = valuesForProduct({ ...valuesFor(rx), refills: 8, prnFlag: false }, scheduleII, TODAY);
    expect(v).toMatchObject({ refills: 0, prnFlag: false, prescExpiryDate: '2026-06-01' });
    const c = valuesForProduct({ ...valuesFor(rx), refills: null, prnFlag: true }, controlled, TODAY);
    expect(c).toMatchObject({ refills: null, prnFlag: false, prescExpiryDate: '2026-09-01' });
    const kept = valuesForProduct({ ...valuesFor(rx), refills: '3', prescExpiryDate: '2026-05-01' }, controlled, TODAY);
    expect(kept).toMatchObject({ refills: '3', prescExpiryDate: '2026-05-01' });
    expect(valuesForProduct({ ...valuesFor(rx), refills: 'abc' }, rx, TODAY).refills).toBe('abc');
    expect(valuesForProduct({ ...valuesFor(rx), prescExpiryDate: null }, rx, TODAY).prescExpiryDate).toBe('2027-03-01');
  });
  it('an office-use form keeps the 999 RVP refills across a product change, and clears them for a controlled or GGVCP product', () => {
    const office = { ...valuesFor(rx), isOfficeUse: true, refills: 999, prnFlag: false };
    expect(valuesForProduct(office, { ...rx, fullfillmentVendor: 'RVP' }, TODAY).refills).toBe(999);
    expect(valuesForProduct(office, { ...rx, fullfillmentVendor: 'GGVCP' }, TODAY).refills).toBeNull();
    expect(valuesForProduct(office, { ...controlled, fullfillmentVendor: 'RVP' }, TODAY).refills).toBeNull();
    expect(valuesForProduct({ ...office, isOfficeUse: false }, { ...rx, fullfillmentVendor: 'RVP' }, TODAY).refills).toBeNull();
  });
  it('after any product change, controlled never keeps PRN or more than 5 refills, Schedule II holds 0', () => {
    fc.assert(
      fc.property(
        fc.record({ refills: fc.option(fc.integer({ min: 0, max: 30 }), { nil: null }), prnFlag: fc.boolean() }),
        fc.constantFrom(rx, controlled, scheduleII, { ...rx, isPrnOnlyFamily: true }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        (r, product, requestedQuantity) => {
          const v = valuesForProduct({ ...valuesFor(rx), ...r }, product, TODAY, requestedQuantity);
          if (product.isControlled) {
            expect(v.prnFlag).toBe(false);
            if (typeof v.refills === 'number') expect(v.refills).toBeLessThanOrEqual(5);
          }
          if (product.deaSchedule === 'C-II') expect(v.refills).toBe(0);
        },
      ),
    );
  });
});

describe('prescriptionFormMachine graph', () => {
  it('reaches every state by shortest and simple paths', () => {
    const reached = new Set<string>();
    for (const i of INPUTS) {
      for (const p of getShortestPaths(prescriptionFormMachine, { events: EVENTS, input: i, serializeState: serializeState as never })) {
        reached.add(String(p.state.value));
      }
      for (const p of getSimplePaths(prescriptionFormMachine, { events: EVENTS, input: i, serializeState: (s) => JSON.stringify(s.value) })) {
        reached.add(String(p.state.value));
      }
    }
    expect([...reached].sort()).toEqual(['conflictNote', 'editing', 'patientPrompt', 'printConfirmation', 'saved', 'submitting']);
  });
  it('the reached states take every transition of the definition', () => {
    const states = INPUTS.flatMap((i) =>
      getShortestPaths(prescriptionFormMachine, { events: EVENTS, input: i, serializeState: serializeState as never }).map((p) => p.state),
    );
    const defined = definedEdges(prescriptionFormMachine);
    const taken = acceptedEdges(prescriptionFormMachine, states, EVENTS);
    expect([...defined].filter((e) => !taken.has(e))).toEqual([]);
    expect(defined.size).toBe(21);
  });
});

describe('prescriptionFormMachine behaviour', () => {
  it('Save Draft: relaxed, no issue date, success toast', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(rx, { directions: '', refills: null }) }) }).start();
    actor.send({ type: 'SAVE_DRAFT', now: NOW });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.variables?.input.issuedDate).toBeNull();
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output?.outcome).toEqual({ title: 'Draft Saved', description: 'Draft saved successfully.' });
  });
  it('Authorize: strict check returns to editing with errors, then submits with workflow nulls', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(rx, { directions: ' ' }) }) }).start();
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ directions: 'This field is required' });
    expect(actor.getSnapshot().context.submitType).toBeNull();
    actor.send({ type: 'SET_FIELD', field: 'directions', value: 'Give daily' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.variables?.input).toMatchObject({ issuedDate: NOW.toISOString(), workflowLocationUserId: null });
    actor.send({ type: 'SUBMIT_FAILED', message: 'License expired' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.outcome).toEqual({ title: 'Error Authorizing RX', description: 'License expired' });
  });
  it('conflict: authorizing asks for a note to pharmacy, then continues', () => {
    const actor = createActor(prescriptionFormMachine, { input: input() }).start();
    actor.send({ type: 'CONFLICT_CHECKED', conflictExists: true });
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('conflictNote');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    actor.send({ type: 'SET_FIELD', field: 'noteToPharmacy', value: 'Dose checked for weight' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.variables?.input.noteToPharmacy).toBe('Dose checked for weight');
  });
  it('safety: a finding that needs a reason stops Authorize and Print on the reason field, never Save Draft; the reason is sent', () => {
    const actor = createActor(prescriptionFormMachine, { input: input() }).start();
    actor.send({ type: 'SAFETY_CHECKED', safety: { needsReason: true, needsWithdrawalTime: true, prohibited: null } });
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ safetyOverrideReason: 'Type why you authorize despite the findings above.', withdrawalTime: 'Give the withdrawal time for this food-producing animal.' });
    actor.send({ type: 'PRINT', now: NOW });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'SET_FIELD', field: 'safetyOverrideReason', value: '  Washout of 7 days done ' });
    actor.send({ type: 'SET_FIELD', field: 'withdrawalTime', value: 'Not for food' });
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.variables?.input).toMatchObject({ safetyOverrideReason: 'Washout of 7 days done', withdrawalTime: 'Not for food' });
    const draft = createActor(prescriptionFormMachine, { input: input({ facts: { product: rx, safety: { needsReason: true, needsWithdrawalTime: false, prohibited: null } } }) }).start();
    draft.send({ type: 'SAVE_DRAFT', now: NOW });
    expect(draft.getSnapshot().value).toBe('submitting');
  });
  it('conflict does not stop Print or Save Draft; cancelling the panel returns to editing', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({ facts: { product: rx, conflictExists: true } }) }).start();
    actor.send({ type: 'AUTHORIZE', now: NOW });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'PRINT', now: NOW });
    expect(actor.getSnapshot().value).toBe('submitting');
  });
  it('patient prompt before authorizing: continue blank or after an update', () => {
    for (const answer of [{ type: 'CONTINUE' }, { type: 'PATIENT_UPDATED', patient: okPatient }] as const) {
      const actor = createActor(prescriptionFormMachine, { input: input({ patient: { weight: 10, birthdate: '1900-01-01' } }) }).start();
      actor.send({ type: 'AUTHORIZE', now: NOW });
      expect(actor.getSnapshot().value).toBe('patientPrompt');
      actor.send(answer);
      expect(actor.getSnapshot().value).toBe('submitting');
    }
    const cancelled = createActor(prescriptionFormMachine, { input: input({ patient: null }) }).start();
    cancelled.send({ type: 'AUTHORIZE', now: NOW });
    expect(cancelled.getSnapshot().value).toBe('submitting'); // no patient (office use): no prompt
  });
  it('Schedule II: refills locked at 0, PRN refused, print needs confirmation', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({}, scheduleII) }).start();
    expect(actor.getSnapshot().can({ type: 'SET_REFILLS', refills: 2 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'TOGGLE_PRN', checked: true })).toBe(false);
    actor.send({ type: 'PRINT', now: NOW });
    expect(actor.getSnapshot().value).toBe('printConfirmation');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.printConfirmed).toBe(false);
    actor.send({ type: 'PRINT', now: NOW });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.variables?.input).toMatchObject({ refills: 0, prnFlag: false });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().output?.outcome).toEqual({ title: 'Rx created successfully' });
  });
  it('PRN toggling and the controlled reaction', () => {
    const actor = createActor(prescriptionFormMachine, { input: input() }).start();
    actor.send({ type: 'TOGGLE_PRN', checked: true });
    expect(actor.getSnapshot().context.values).toMatchObject({ prnFlag: true, refills: null });
    expect(actor.getSnapshot().can({ type: 'SET_REFILLS', refills: 1 })).toBe(false);
    actor.send({ type: 'TOGGLE_PRN', checked: false });
    actor.send({ type: 'SET_REFILLS', refills: 9 });
    actor.send({ type: 'PRODUCT_CHANGED', product: controlled, today: TODAY });
    expect(actor.getSnapshot().context.values).toMatchObject({ prnFlag: false, refills: null, prescExpiryDate: '2026-09-01' });
    expect(actor.getSnapshot().can({ type: 'TOGGLE_PRN', checked: true })).toBe(false);
  });
  it('a reason without the allergic flag clears the allergic ingredient', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(rx, { allergicIngredient: 'Beef' }) }) }).start();
    actor.send({ type: 'REASON_CHANGED', reasonForCompound: 'Allergy', allergicIngredient: true });
    expect(actor.getSnapshot().context.values.allergicIngredient).toBe('Beef');
    actor.send({ type: 'REASON_CHANGED', reasonForCompound: 'Flavor', allergicIngredient: false });
    expect(actor.getSnapshot().context.values).toMatchObject({ reasonForCompound: 'Flavor', allergicIngredient: null });
    expect(actor.getSnapshot().context.facts.reasonForCompoundAllergic).toBe(false);
  });
  it('whatever the events, a Schedule II form never submits refills above 0', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS, { type: 'PRODUCT_CHANGED', product: rx, today: TODAY } as const), { maxLength: 12 }), (events) => {
        const actor = createActor(prescriptionFormMachine, { input: input({}, scheduleII) }).start();
        for (const e of events) {
          if (actor.getSnapshot().status === 'done') break;
          actor.send(e);
          const s = actor.getSnapshot();
          if (s.value === 'submitting' && s.context.facts.product?.deaSchedule === 'C-II') {
            expect(s.context.variables?.input.refills).toBe(0);
          }
        }
      }),
    );
  });
});

describe('the form state the machine holds: touched fields, check errors, server errors', () => {
  const FIELDS = ['directions', 'refills', 'quantity', 'prescExpiryDate', 'authorizingVet', 'daysSupply', 'noteToPharmacy'] as const;
  const authorizeErrors = (c: PrescriptionFormMachineContext, now: Date = NOW) =>
    ((r) => (r.ok ? {} : r.errors))(submitPrescriptionForm(c.values, 'AuthorizeRx', { ...c.facts, today: now, now }));

  it('a left field is touched once; leaving it again changes nothing, in any state but saved', () => {
    const actor = createActor(prescriptionFormMachine, { input: input() }).start();
    actor.send({ type: 'FIELD_BLURRED', field: 'refills' });
    const once = actor.getSnapshot();
    expect(once.context.touched).toEqual(['refills']);
    actor.send({ type: 'FIELD_BLURRED', field: 'refills' });
    expect(actor.getSnapshot()).toBe(once);
    actor.send({ type: 'CONFLICT_CHECKED', conflictExists: true });
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().value).toBe('conflictNote');
    actor.send({ type: 'FIELD_BLURRED', field: 'noteToPharmacy' });
    expect(actor.getSnapshot().context.touched).toEqual(['refills', 'noteToPharmacy']);
  });

  it('nothing shows before a field is left or a save is tried', () => {
    const c = context({ values: valuesFor(rx, { directions: '', refills: null }) });
    expect(visibleFieldErrors(c, NOW)).toEqual({});
  });

  it('a left field shows core’s Authorize Rx message for the current values, and only that field', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({}, controlled) }).start();
    actor.send({ type: 'SET_REFILLS', refills: '9' });
    actor.send({ type: 'SET_FIELD', field: 'directions', value: '' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({});
    actor.send({ type: 'FIELD_BLURRED', field: 'refills' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ refills: 'Must be between 0 and 5' });
    actor.send({ type: 'SET_REFILLS', refills: '5' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({});
  });

  it('a failed save shows every failing field until that field is set; then, if left, the live message', () => {
    const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(rx, { directions: '', refills: null }) }) }).start();
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ directions: 'This field is required', refills: 'This field is required' });
    actor.send({ type: 'SET_REFILLS', refills: '-1' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ directions: 'This field is required' });
    actor.send({ type: 'FIELD_BLURRED', field: 'refills' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ directions: 'This field is required', refills: 'Just positive numbers are allowed' });
    // The check's message stays over the live one until the field is set.
    actor.send({ type: 'FIELD_BLURRED', field: 'directions' });
    actor.send({ type: 'SET_FIELD', field: 'directions', value: 'Give daily' });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ refills: 'Just positive numbers are allowed' });
  });

  it('choosing a reason for compounding clears its required message', () => {
    const compound = { ...rx, compound: true };
    const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(compound) }, compound) }).start();
    actor.send({ type: 'AUTHORIZE', now: NOW });
    expect(actor.getSnapshot().context.errors).toHaveProperty('reasonForCompound');
    actor.send({ type: 'REASON_CHANGED', reasonForCompound: 'Flavor', allergicIngredient: false });
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('reasonForCompound');
  });

  it('the server’s field errors show under their field (unitPerFill under quantity) until that value changes', () => {
    const actor = createActor(prescriptionFormMachine, { input: input() }).start();
    actor.send({ type: 'AUTHORIZE', now: NOW });
    actor.send({ type: 'SUBMIT_FAILED', message: 'Invalid input', fields: { unitPerFill: 'Too many units', directions: 'Too long' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ quantity: 'Too many units', directions: 'Too long' });
    actor.send({ type: 'SET_FIELD', field: 'noteToPharmacy', value: 'x' });
    actor.send({ type: 'SET_FIELD', field: 'directions', value: 'Give 1 tablet daily' }); // the same value
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ quantity: 'Too many units', directions: 'Too long' });
    actor.send({ type: 'SET_FIELD', field: 'quantity', value: 2 });
    expect(visibleFieldErrors(actor.getSnapshot().context, NOW)).toEqual({ directions: 'Too long' });
    // The next failure replaces them.
    actor.send({ type: 'AUTHORIZE', now: NOW });
    actor.send({ type: 'SUBMIT_FAILED', message: 'Server down' });
    expect(actor.getSnapshot().context.serverErrors).toEqual({});
  });

  it('property: with no failed save, a field shows a message exactly when it was left and core’s check fails it, with that message', () => {
    fc.assert(
      fc.property(
        fc.record({
          directions: fc.constantFrom('', ' ', 'Give daily'),
          refills: fc.constantFrom(null, '', '-1', '3', '9', '12', 2),
          quantity: fc.constantFrom(null, 0, 1, '2', 'abc'),
          prescExpiryDate: fc.constantFrom(null, '2026-05-01', '2099-01-01'),
          authorizingVet: fc.constantFrom(null, 'lu-9'),
          daysSupply: fc.constantFrom(null, '', '0', '30', 'x'),
        }),
        fc.constantFrom(rx, controlled, scheduleII),
        fc.subarray([...FIELDS]),
        (over, product, touched) => {
          const c = context({ values: valuesFor(product, over as Partial<PrescriptionFormValues>), facts: { product }, touched });
          const shown = visibleFieldErrors(c, NOW);
          const check = authorizeErrors(c);
          for (const field of FIELDS) expect(shown[field]).toBe(touched.includes(field) ? check[field] : undefined);
          expect(Object.keys(shown).every((k) => (touched as readonly string[]).includes(k))).toBe(true);
        },
      ),
    );
  });

  it('property: whatever the events, touched only grows without repeats, a check error always shows unless the server’s replaces it, and a server error stays only on an unchanged value', () => {
    const blurs = FIELDS.map((field) => ({ type: 'FIELD_BLURRED', field }) as const);
    const sets: PrescriptionFormEvent[] = [
      { type: 'SET_FIELD', field: 'quantity', value: 3 },
      { type: 'SET_FIELD', field: 'directions', value: 'Give 2 daily' },
      { type: 'SET_REFILLS', refills: '-1' },
      { type: 'TOGGLE_PRN', checked: false },
      { type: 'PRODUCT_CHANGED', product: rx, today: TODAY },
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS, ...blurs, ...sets), { maxLength: 20 }), (events) => {
        const actor = createActor(prescriptionFormMachine, { input: input({ values: valuesFor(rx, { directions: '' }) }) }).start();
        let failedWith: PrescriptionFormValues | null = null;
        for (const e of events) {
          if (actor.getSnapshot().status === 'done') break;
          const before = actor.getSnapshot().context;
          actor.send(e);
          const c = actor.getSnapshot().context;
          if (e.type === 'SUBMIT_FAILED' && before !== c) failedWith = before.values;
          expect(before.touched.every((f) => c.touched.includes(f))).toBe(true);
          expect(new Set(c.touched).size).toBe(c.touched.length);
          const shown = visibleFieldErrors(c, NOW);
          for (const [field, message] of Object.entries(c.errors)) expect(shown[field]).toBe(c.serverErrors[field] ?? message);
          for (const field of Object.keys(c.serverErrors)) {
            const key = field as keyof PrescriptionFormValues;
            expect(failedWith).not.toBeNull();
            expect(c.values[key]).toEqual(failedWith![key]);
          }
        }
      }),
    );
  });
});
