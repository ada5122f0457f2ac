import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ClientLinkUpdate } from '../client/pims-link.js';
import { definedEdges, stateIds, takenEdges, visitedStates } from '../common/test-utils/machine-graph.js';
import type { PatientLinkUpdate } from './pims.js';
import {
  canSearchPims,
  linkUpdateOf,
  patientUpdatesOf,
  pimsLinkMachine,
  pimsPatientHolder,
  togglePick,
  type PatientPick,
  type PimsLinkContext,
  type PimsLinkEmitted,
  type PimsLinkEvent,
  type PimsLinkInput,
} from './pims-link.machine.js';

const references = { addressTypes: [{ id: 1, description: 'Home' }], phoneTypes: [{ id: 2, description: 'Cell' }] };
const caretaker = {
  pimsId: 'C-9',
  pimsConnectionType: 'EZYVET',
  emails: [{ address: 'ann@x.com' }],
  phones: [{ number: '5551234567', isPrimary: true }],
};
const input: PimsLinkInput = { client: { id: 7, isActive: true, email: null, phones: [], addresses: [] }, references };
const pick = { local: { id: 3, isActive: true, weight: null }, pims: { pimsId: 'PP-1', currentWeightInPounds: 20, gender: 'Female' } };

const EVENTS = [
  { type: 'OPEN_SEARCH' },
  { type: 'SELECT_CARETAKER', caretaker },
  { type: 'BACK' },
  { type: 'CONTINUE' },
  { type: 'TOGGLE_PATIENT', ...pick },
  { type: 'SAVE' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.linkClient', output: null },
  { type: 'xstate.error.actor.linkClient', error: new Error('nope') },
  { type: 'xstate.done.actor.linkPatients', output: null },
  { type: 'xstate.error.actor.linkPatients', error: 'bad' },
] as unknown as PimsLinkEvent[];
const serializeState = (s: { value: unknown; context: PimsLinkContext }) =>
  JSON.stringify([s.value, s.context.caretaker !== null, s.context.picks.length, s.context.error !== null]);

describe('pims-link guards and payloads', () => {
  it('searches the PIMS only for clients without a pimsId', () => {
    expect(canSearchPims({ id: 1, isActive: true, pimsId: null })).toBe(true);
    expect(canSearchPims({ id: 1, isActive: true, pimsId: 'P' })).toBe(false);
  });

  it('toggles picks by local patient', () => {
    const once = togglePick([], pick);
    expect(once).toHaveLength(1);
    expect(togglePick(once, { ...pick, pims: { pimsId: 'other' } })).toEqual([]);
  });

  it('never holds one PIMS patient for two local patients, whatever the order of toggles', () => {
    const toggle = fc.record({ local: fc.integer({ min: 1, max: 4 }), pims: fc.constantFrom('PP-1', 'PP-2', 'PP-3') });
    fc.assert(
      fc.property(fc.array(toggle, { maxLength: 20 }), (toggles) => {
        const picks = toggles.reduce<PatientPick[]>((acc, t) => togglePick(acc, { local: { id: t.local, isActive: true }, pims: { pimsId: t.pims } }), []);
        const held = picks.map((p) => p.pims.pimsId);
        expect(new Set(held).size).toBe(held.length);
        for (const p of picks) expect(pimsPatientHolder(picks, [], p.local.id, p.pims)).toBeNull();
      }),
    );
  });

  it('names who holds a PIMS patient: another pick, or a pet linked to it already', () => {
    const rex = { id: 3, isActive: true };
    const picks = [{ local: rex, pims: { pimsId: 'PP-1' } }];
    expect(pimsPatientHolder(picks, [], 4, { pimsId: 'PP-1' })).toBe(rex);
    expect(pimsPatientHolder(picks, [], 3, { pimsId: 'PP-1' })).toBeNull();
    expect(pimsPatientHolder([], [{ id: 5, pimsId: 'PP-2' }], 4, { pimsId: ' PP-2 ' })).toEqual({ id: 5, pimsId: 'PP-2' });
    expect(pimsPatientHolder([], [{ id: 5, pimsProviderId: 'B-1' }], 4, { providerId: 'B-1' })).toEqual({ id: 5, pimsProviderId: 'B-1' });
    expect(pimsPatientHolder([], [{ id: 5, pimsId: 'PP-2' }], 5, { pimsId: 'PP-2' })).toBeNull();
    expect(pimsPatientHolder(picks, [], 4, { pimsId: 'PP-9' })).toBeNull();
  });

  it('builds the client and patient updates', () => {
    expect(linkUpdateOf({ ...input, caretaker })).toMatchObject({ id: 7, pimsId: 'C-9', pimsConnectionType: 'EZYVET', email: 'ann@x.com' });
    expect(linkUpdateOf({ ...input, caretaker: null })).toMatchObject({ pimsId: null, email: null });
    expect(patientUpdatesOf({ picks: [pick], caretaker })).toEqual([
      {
        updatePatientId: 3,
        input: expect.objectContaining({ pimsId: 'PP-1', pimsConnectionType: 'EZYVET', weight: 20, weightUnit: 'lbs', gender: 'F' }),
      },
    ]);
    expect(patientUpdatesOf({ picks: [pick], caretaker: null })[0].input.pimsConnectionType).toBeNull();
  });
});

describe('pims-link graph', () => {
  it('covers every state and every transition', () => {
    const opts = { input, events: EVENTS, serializeState: serializeState as never };
    const paths = [...getShortestPaths(pimsLinkMachine, opts), ...getSimplePaths(pimsLinkMachine, opts)];
    expect(visitedStates(pimsLinkMachine, paths)).toEqual(stateIds(pimsLinkMachine));
    expect(takenEdges(pimsLinkMachine, paths, EVENTS)).toEqual(definedEdges(pimsLinkMachine));
  });

  it('never reaches the search for a client that has a pimsId', () => {
    const linked = { ...input, client: { ...input.client, pimsId: 'P' } };
    const paths = getShortestPaths(pimsLinkMachine, { input: linked, events: EVENTS, serializeState: serializeState as never });
    expect(paths.some((p) => p.state.value === 'search')).toBe(false);
  });
});

describe('pims-link actor', () => {
  const start = (opts: { clientFails?: boolean; patientsFail?: boolean } = {}) => {
    const sent: { client: ClientLinkUpdate[]; patients: PatientLinkUpdate[][] } = { client: [], patients: [] };
    const linkClient = fromPromise<unknown, ClientLinkUpdate>(async ({ input: i }) => {
      sent.client.push(i);
      if (opts.clientFails) throw new Error('Client link failed');
      return null;
    });
    const linkPatients = fromPromise<unknown, PatientLinkUpdate[]>(async ({ input: i }) => {
      sent.patients.push(i);
      if (opts.patientsFail) throw new Error('Patient link failed');
      return null;
    });
    const actor = createActor(pimsLinkMachine.provide({ actors: { linkClient, linkPatients } }), { input });
    const notices: PimsLinkEmitted[] = [];
    actor.on('notify', (e) => notices.push(e));
    actor.start();
    return { actor, sent, notices };
  };

  it('links the client then its patients, announcing both', async () => {
    const { actor, sent, notices } = start();
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('panel');
    actor.send({ type: 'OPEN_SEARCH' });
    actor.send({ type: 'SELECT_CARETAKER', caretaker });
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'TOGGLE_PATIENT', ...pick });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sent.client[0]).toMatchObject({ pimsId: 'C-9', locationClientPhones: [{ phoneTypeId: 2, phoneNumber: '5551234567' }] });
    expect(sent.patients[0]).toHaveLength(1);
    expect(notices.map((n) => n.toast.description)).toEqual(['Client Successfully Linked', 'Patient Successfully Linked']);
    expect(actor.getSnapshot().output).toEqual({ linked: true, patientsLinked: 1 });
  });

  it('saves without patients, and reports failures back on the linking step', async () => {
    const ok = start();
    ok.actor.send({ type: 'OPEN_SEARCH' });
    ok.actor.send({ type: 'SELECT_CARETAKER', caretaker });
    ok.actor.send({ type: 'CONTINUE' });
    ok.actor.send({ type: 'SAVE' });
    await waitFor(ok.actor, (s) => s.status === 'done');
    expect(ok.sent.patients).toEqual([]);

    const failing = start({ patientsFail: true });
    failing.actor.send({ type: 'SELECT_CARETAKER', caretaker });
    failing.actor.send({ type: 'OPEN_SEARCH' });
    failing.actor.send({ type: 'SELECT_CARETAKER', caretaker });
    failing.actor.send({ type: 'CONTINUE' });
    failing.actor.send({ type: 'TOGGLE_PATIENT', ...pick });
    failing.actor.send({ type: 'SAVE' });
    await waitFor(failing.actor, (s) => s.matches('patientLinking') && s.context.error !== null);
    expect(failing.actor.getSnapshot().context.error).toBe('Patient link failed');

    const clientFails = start({ clientFails: true });
    clientFails.actor.send({ type: 'OPEN_SEARCH' });
    clientFails.actor.send({ type: 'SELECT_CARETAKER', caretaker });
    clientFails.actor.send({ type: 'CONTINUE' });
    clientFails.actor.send({ type: 'SAVE' });
    await waitFor(clientFails.actor, (s) => s.context.error !== null);
    expect(clientFails.actor.getSnapshot().context.error).toBe('Client link failed');
    clientFails.actor.send({ type: 'CLOSE' });
    expect(clientFails.actor.getSnapshot().output).toEqual({ linked: false, patientsLinked: 0 });
  });

  it('fails loudly when the actors were not provided', async () => {
    const actor = createActor(pimsLinkMachine, { input: { ...input, caretaker } }).start();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'TOGGLE_PATIENT', ...pick });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toMatch(/provide the linkClient actor/);
    const patientsOnly = createActor(pimsLinkMachine.provide({ actors: { linkClient: fromPromise<unknown, ClientLinkUpdate>(async () => null) } }), {
      input: { ...input, caretaker },
    }).start();
    patientsOnly.send({ type: 'CONTINUE' });
    patientsOnly.send({ type: 'TOGGLE_PATIENT', ...pick });
    patientsOnly.send({ type: 'SAVE' });
    await waitFor(patientsOnly, (s) => s.context.error !== null);
    expect(patientsOnly.getSnapshot().context.error).toMatch(/provide the linkPatients actor/);
  });
});
