import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { acceptedEdges, definedEdges } from '../common/test-utils/machine-graph.js';
import {
  canChange,
  canChangeClientOrPatient,
  chooseClient,
  needsClient,
  needsPatient,
  needsProduct,
  type PrescribeWizardContext,
  type PrescribeWizardEvent,
  type PrescribeWizardInput,
  prescribeWizardMachine,
  prescribeWizardStepBar,
} from './prescribe-wizard.machine.js';

const EVENTS: PrescribeWizardEvent[] = [
  { type: 'PRODUCT_SELECTED', productId: 'prod' },
  { type: 'CLIENT_SELECTED', clientId: 'c2' },
  { type: 'PATIENT_SELECTED', patientId: 'p2' },
  { type: 'CHANGE_PRODUCT' },
  { type: 'CHANGE_CLIENT' },
  { type: 'CHANGE_PATIENT' },
  { type: 'SUBMITTED' },
];

const INPUTS: PrescribeWizardInput[] = [
  {},
  { productId: 'prod', clientId: 'c1', patientId: 'p1' },
  { productId: 'prod', isOfficeUse: true },
  { productId: 'prod', clientId: 'c1', patientId: 'p1', isEditing: true },
];
const ctx = (over: Partial<PrescribeWizardContext>): PrescribeWizardContext => ({
  productId: null,
  clientId: null,
  patientId: null,
  isOfficeUse: false,
  isEditing: false,
  answered: [],
  ...over,
});

describe('guards alone', () => {
  it('needsProduct / needsClient / needsPatient / canChange / canChangeClientOrPatient', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constantFrom('', 'x'), { nil: null }),
        fc.option(fc.constantFrom('', 'c'), { nil: null }),
        fc.option(fc.constantFrom('', 'p'), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (productId, clientId, patientId, isOfficeUse, isEditing) => {
          const c = ctx({ productId, clientId, patientId, isOfficeUse, isEditing });
          expect(needsProduct(c)).toBe(!productId);
          expect(needsClient(c)).toBe(!isOfficeUse && !clientId);
          expect(needsPatient(c)).toBe(!isOfficeUse && !patientId);
          expect(canChange(c)).toBe(!isEditing);
          expect(canChangeClientOrPatient(c)).toBe(!isEditing && !isOfficeUse);
        },
      ),
    );
  });
  it('choosing another client clears the patient; the same client keeps it', () => {
    expect(chooseClient(ctx({ clientId: '1', patientId: '9' }), '2')).toEqual({ clientId: '2', patientId: null });
    expect(chooseClient(ctx({ clientId: '1', patientId: '9' }), '1')).toEqual({ clientId: '1', patientId: '9' });
  });
});

describe('prescribeWizardMachine graph', () => {
  it('reaches every state from some start, by shortest and simple paths', () => {
    const reached = new Set<string>();
    for (const input of INPUTS) {
      for (const p of getShortestPaths(prescribeWizardMachine, { events: EVENTS, input })) reached.add(String(p.state.value));
      for (const p of getSimplePaths(prescribeWizardMachine, { events: EVENTS, input })) reached.add(String(p.state.value));
    }
    expect([...reached].sort()).toEqual(['done', 'prescribe', 'selectClient', 'selectPatient', 'selectProduct']);
  });
  it('the reached states take every transition of the definition', () => {
    const states = INPUTS.flatMap((input) => getSimplePaths(prescribeWizardMachine, { events: EVENTS, input }).map((p) => p.state));
    const defined = definedEdges(prescribeWizardMachine);
    const taken = acceptedEdges(prescribeWizardMachine, states, EVENTS);
    expect([...defined].filter((e) => !taken.has(e))).toEqual([]);
    expect(defined.size).toBe(12);
  });
  it('names the four steps', () => {
    const bar = prescribeWizardStepBar(ctx({}), 'selectProduct');
    expect(bar.map((s) => s.label)).toEqual(['Select Product', 'Select Client', 'Select Patient', 'Prescribe']);
    expect(bar.map((s) => s.status)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
  });
});

/** The bar of a running wizard. */
const barOf = (actor: ReturnType<typeof createActor<typeof prescribeWizardMachine>>) => {
  const s = actor.getSnapshot();
  return prescribeWizardStepBar(s.context, s.status === 'done' ? 'done' : String(s.value));
};

describe('the step bar shows the steps in the order taken (issue 59)', () => {
  it('a client chosen first (Search by Client on /create) stands done before Select Product, the current step', () => {
    const actor = createActor(prescribeWizardMachine, { input: { clientId: 'c1' } }).start();
    expect(barOf(actor).map((s) => `${s.label}:${s.status}`)).toEqual(['Select Client:complete', 'Select Product:current', 'Select Patient:upcoming', 'Prescribe:upcoming']);
    actor.send({ type: 'PRODUCT_SELECTED', productId: 'x' });
    expect(barOf(actor).map((s) => `${s.label}:${s.status}`)).toEqual(['Select Client:complete', 'Select Product:complete', 'Select Patient:current', 'Prescribe:upcoming']);
  });

  it('a step whose answer Change clears moves on to where it is asked again', () => {
    const actor = createActor(prescribeWizardMachine, { input: { clientId: 'c1', patientId: 'p1' } }).start();
    expect(barOf(actor).map((s) => s.state)).toEqual(['selectClient', 'selectPatient', 'selectProduct', 'prescribe']);
    actor.send({ type: 'CHANGE_PATIENT' });
    expect(barOf(actor).map((s) => `${s.state}:${s.status}`)).toEqual(['selectClient:complete', 'selectProduct:current', 'selectPatient:upcoming', 'prescribe:upcoming']);
  });

  it('office use has no client or patient step', () => {
    const actor = createActor(prescribeWizardMachine, { input: { isOfficeUse: true } }).start();
    expect(barOf(actor).map((s) => s.state)).toEqual(['selectProduct', 'prescribe']);
  });

  it('whatever the start and the events: done steps, then the current one (the machine state), then the rest; each step once', () => {
    const inputs = fc.record({
      productId: fc.option(fc.constant('x'), { nil: null }),
      clientId: fc.option(fc.constant('c1'), { nil: null }),
      patientId: fc.option(fc.constant('p1'), { nil: null }),
      isOfficeUse: fc.boolean(),
    });
    fc.assert(
      fc.property(inputs, fc.array(fc.constantFrom(...EVENTS), { maxLength: 12 }), (input, events) => {
        const actor = createActor(prescribeWizardMachine, { input }).start();
        for (const e of [null, ...events]) {
          if (e) actor.send(e);
          const bar = barOf(actor);
          const statuses = bar.map((s) => s.status).join(' ');
          expect(statuses).toMatch(/^(complete ?)*(current ?)?(upcoming ?)*$/);
          expect(new Set(bar.map((s) => s.state)).size).toBe(bar.length);
          expect(bar.length).toBe(input.isOfficeUse ? 2 : 4);
          const s = actor.getSnapshot();
          if (s.status === 'done') expect(bar.every((b) => b.status === 'complete')).toBe(true);
          else expect(bar.filter((b) => b.status === 'current').map((b) => b.state)).toEqual([String(s.value)]);
        }
      }),
    );
  });
});

describe('prescribeWizardMachine behaviour', () => {
  it('skips known steps', () => {
    const start = (input: PrescribeWizardInput) => createActor(prescribeWizardMachine, { input }).start().getSnapshot().value;
    expect(start({})).toBe('selectProduct');
    expect(start({ productId: 'x' })).toBe('selectClient');
    expect(start({ productId: 'x', clientId: 'c' })).toBe('selectPatient');
    expect(start({ productId: 'x', clientId: 'c', patientId: 'p' })).toBe('prescribe');
    expect(start({ productId: 'x', isOfficeUse: true, clientId: 'c' })).toBe('prescribe');
    expect(start({ clientId: 'c', patientId: 'p' })).toBe('selectProduct');
  });
  it('walks all steps and redirects to the client profile with the patient', () => {
    const actor = createActor(prescribeWizardMachine, { input: {} }).start();
    actor.send({ type: 'PRODUCT_SELECTED', productId: 'prod' });
    actor.send({ type: 'CLIENT_SELECTED', clientId: 'c1' });
    actor.send({ type: 'PATIENT_SELECTED', patientId: 'p1' });
    expect(actor.getSnapshot().value).toBe('prescribe');
    actor.send({ type: 'CHANGE_CLIENT' });
    expect(actor.getSnapshot().context).toMatchObject({ clientId: null, patientId: null });
    actor.send({ type: 'CLIENT_SELECTED', clientId: 'c2' });
    expect(actor.getSnapshot().value).toBe('selectPatient');
    actor.send({ type: 'PATIENT_SELECTED', patientId: 'p2' });
    actor.send({ type: 'SUBMITTED' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ redirectTo: '/clients/profile/c2?patientId=cDI%3D' });
  });
  it('changing the patient or product keeps the rest', () => {
    const actor = createActor(prescribeWizardMachine, { input: { productId: 'x', clientId: 'c', patientId: 'p' } }).start();
    actor.send({ type: 'CHANGE_PATIENT' });
    expect(actor.getSnapshot().value).toBe('selectPatient');
    expect(actor.getSnapshot().context.clientId).toBe('c');
    actor.send({ type: 'PATIENT_SELECTED', patientId: 'p' });
    actor.send({ type: 'CHANGE_PRODUCT' });
    expect(actor.getSnapshot().value).toBe('selectProduct');
    actor.send({ type: 'PRODUCT_SELECTED', productId: 'y' });
    expect(actor.getSnapshot().value).toBe('prescribe');
  });
  it('a client and patient known before the product can be changed at the product step, and are asked for after it', () => {
    const actor = createActor(prescribeWizardMachine, { input: { clientId: 'c', patientId: 'p' } }).start();
    expect(actor.getSnapshot().value).toBe('selectProduct');
    expect(actor.getSnapshot().can({ type: 'CHANGE_CLIENT' })).toBe(true);
    actor.send({ type: 'CHANGE_PATIENT' });
    expect(actor.getSnapshot().value).toBe('selectProduct');
    expect(actor.getSnapshot().context).toMatchObject({ clientId: 'c', patientId: null });
    expect(actor.getSnapshot().can({ type: 'CHANGE_PATIENT' })).toBe(false);
    actor.send({ type: 'CHANGE_CLIENT' });
    expect(actor.getSnapshot().context).toMatchObject({ clientId: null, patientId: null });
    expect(actor.getSnapshot().can({ type: 'CHANGE_CLIENT' })).toBe(false);
    actor.send({ type: 'PRODUCT_SELECTED', productId: 'x' });
    expect(actor.getSnapshot().value).toBe('selectClient');
    // Nothing known yet: nothing to change at the product step.
    expect(createActor(prescribeWizardMachine, { input: {} }).start().getSnapshot().can({ type: 'CHANGE_CLIENT' })).toBe(false);
  });
  it('hides Change while editing and for office use client/patient', () => {
    const editing = createActor(prescribeWizardMachine, { input: { productId: 'x', clientId: 'c', patientId: 'p', isEditing: true } }).start();
    for (const type of ['CHANGE_PRODUCT', 'CHANGE_CLIENT', 'CHANGE_PATIENT'] as const) expect(editing.getSnapshot().can({ type })).toBe(false);
    const office = createActor(prescribeWizardMachine, { input: { productId: 'x', isOfficeUse: true, clientId: 'ignored' } }).start();
    expect(office.getSnapshot().context.clientId).toBeNull();
    expect(office.getSnapshot().can({ type: 'CHANGE_CLIENT' })).toBe(false);
    expect(office.getSnapshot().can({ type: 'CHANGE_PRODUCT' })).toBe(true);
    office.send({ type: 'SUBMITTED' });
    expect(office.getSnapshot().output).toEqual({ redirectTo: '/create' });
  });
  it('whatever is chosen, the client never keeps a patient chosen for another client', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS, { type: 'CLIENT_SELECTED', clientId: 'c1' } as const, { type: 'PATIENT_SELECTED', patientId: 'p1' } as const), { maxLength: 15 }), (events) => {
        const actor = createActor(prescribeWizardMachine, { input: {} }).start();
        const patientOf = new Map<string, string>();
        for (const e of events) {
          if (actor.getSnapshot().status === 'done') break;
          actor.send(e);
          const c = actor.getSnapshot().context;
          if (c.clientId && c.patientId) {
            const prev = patientOf.get(c.patientId);
            if (e.type === 'PATIENT_SELECTED') patientOf.set(c.patientId, c.clientId);
            else if (prev) expect(prev).toBe(c.clientId);
          }
        }
      }),
    );
  });
});
