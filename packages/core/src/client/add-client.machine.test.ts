import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { definedEdges, stateIds, takenEdges, visitedStates } from '../common/test-utils/machine-graph.js';
import type { LocationClientWrite } from './schema.js';
import { addClientMachine, canImportPatients, isClientInputValid, type AddClientEvent, type SavedClient } from './add-client.machine.js';

const valid = {
  firstName: 'Ann',
  lastName: 'Lee',
  isActive: true,
  locationClientPhones: [{ phoneTypeId: 1, phoneNumber: '5551234567' }],
  locationClientAddress: [{ addressTypeId: 1, addressLine1: '1 Main', city: 'Austin', state: 'TX', zip: '78701' }],
};
const input = { locationPimsImportEnabled: true, organizationPimsImportEnabled: true };

const EVENTS = [
  { type: 'SELECT_LOCAL_CLIENT', locationClientId: 3 },
  { type: 'SELECT_PIMS_CLIENT', caretaker: { pimsId: 'P-1', firstName: 'Ann' } },
  { type: 'ADD_MANUALLY' },
  { type: 'SUBMIT', input: valid },
  { type: 'SUBMIT', input: { ...valid, firstName: '' } },
  { type: 'BACK' },
  { type: 'xstate.done.actor.saveClient', output: { id: 7, pimsId: 'P-1' } },
  { type: 'xstate.done.actor.saveClient', output: { id: 8, pimsId: null } },
  { type: 'xstate.error.actor.saveClient', error: new Error('Duplicate client') },
  { type: 'IMPORT_FINISHED', locationPatientId: 12 },
  { type: 'SKIP_IMPORT' },
  { type: 'CLOSE' },
  { type: 'CANCEL' },
] as unknown as AddClientEvent[];

const serializeState = (s: { value: unknown; context: { client: SavedClient | null; errors: unknown } }) =>
  JSON.stringify([s.value, s.context.client?.id ?? null, s.context.errors !== null]);

describe('add-client guards', () => {
  it('imports only with both flags and a PIMS record', () => {
    expect(canImportPatients(input, { id: 1, pimsId: 'P' })).toBe(true);
    expect(canImportPatients(input, { id: 1, pimsProviderId: 'B' })).toBe(true);
    expect(canImportPatients(input, { id: 1, pimsId: ' ' })).toBe(false);
    expect(canImportPatients({ ...input, organizationPimsImportEnabled: false }, { id: 1, pimsId: 'P' })).toBe(false);
    expect(canImportPatients({ ...input, locationPimsImportEnabled: false }, { id: 1, pimsId: 'P' })).toBe(false);
    expect(canImportPatients(input, null)).toBe(false);
  });

  it('validates the submitted form', () => {
    expect(isClientInputValid(valid)).toBe(true);
    expect(isClientInputValid({ ...valid, locationClientPhones: [] })).toBe(false);
  });
});

describe('add-client graph', () => {
  it('covers every state and every transition', () => {
    const shortest = getShortestPaths(addClientMachine, { input, events: EVENTS, serializeState: serializeState as never });
    const simple = getSimplePaths(addClientMachine, { input, events: EVENTS, serializeState: serializeState as never });
    const paths = [...shortest, ...simple];
    expect(visitedStates(addClientMachine, paths)).toEqual(stateIds(addClientMachine));
    expect(takenEdges(addClientMachine, paths, EVENTS)).toEqual(definedEdges(addClientMachine));
  });

  it('every path that ends in the profile knows the client', () => {
    const paths = getSimplePaths(addClientMachine, { input, events: EVENTS, serializeState: serializeState as never });
    for (const p of paths.filter((x) => x.state.value === 'profile')) {
      expect(p.state.status).toBe('done');
      expect(p.state.output?.locationClientId).toBeDefined();
    }
  });
});

describe('add-client actor', () => {
  const run = (saved: SavedClient | Error, flags = input) => {
    const calls: LocationClientWrite[] = [];
    const saveClient = fromPromise<SavedClient, LocationClientWrite>(async ({ input: i }) => {
      calls.push(i);
      if (saved instanceof Error) throw saved;
      return saved;
    });
    const actor = createActor(addClientMachine.provide({ actors: { saveClient } }), { input: flags }).start();
    return { actor, calls };
  };

  it('goes search → manual → import → profile for a PIMS client', async () => {
    const { actor, calls } = run({ id: 7, pimsId: 'P-1' });
    actor.send({ type: 'SELECT_PIMS_CLIENT', caretaker: { pimsId: 'P-1' } });
    expect(actor.getSnapshot().context.prefill).toEqual({ pimsId: 'P-1' });
    actor.send({ type: 'SUBMIT', input: { ...valid, pimsId: 'P-1' } });
    await waitFor(actor, (s) => s.matches('import'));
    expect(calls[0]).toMatchObject({ firstName: 'Ann', pimsId: 'P-1', email: null });
    actor.send({ type: 'IMPORT_FINISHED', locationPatientId: 12 });
    expect(actor.getSnapshot().output).toEqual({ locationClientId: 7, locationPatientId: 12 });
  });

  it('goes straight to the profile without an import step', async () => {
    const { actor } = run({ id: 8 }, { ...input, organizationPimsImportEnabled: false });
    actor.send({ type: 'ADD_MANUALLY' });
    actor.send({ type: 'SUBMIT', input: valid });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ locationClientId: 8, locationPatientId: null });
  });

  it('keeps the form with the errors of an invalid submit or a failed save', async () => {
    const { actor } = run(new Error('Client already exists'));
    actor.send({ type: 'ADD_MANUALLY' });
    actor.send({ type: 'SUBMIT', input: { ...valid, locationClientAddress: [] } });
    expect(actor.getSnapshot().value).toBe('manual');
    expect(actor.getSnapshot().context.errors).toEqual({ locationClientAddress: 'Please enter at least 1 address' });
    actor.send({ type: 'SUBMIT', input: valid });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('saving');
    await waitFor(actor, (s) => s.matches('manual'));
    expect(actor.getSnapshot().context.errors).toEqual({ _: 'Client already exists' });
  });

  it('resets to the search step when closed or cancelled', () => {
    const { actor } = run({ id: 1 });
    actor.send({ type: 'SELECT_PIMS_CLIENT', caretaker: { pimsId: 'x' } });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('search');
    expect(actor.getSnapshot().context.prefill).toBeNull();
    actor.send({ type: 'SELECT_LOCAL_CLIENT', locationClientId: 5 });
    expect(actor.getSnapshot().output).toEqual({ locationClientId: 5, locationPatientId: null });
  });

  it('fails loudly when the save actor was not provided', async () => {
    const actor = createActor(addClientMachine, { input }).start();
    actor.send({ type: 'ADD_MANUALLY' });
    actor.send({ type: 'SUBMIT', input: valid });
    await waitFor(actor, (s) => s.matches('manual'));
    expect(actor.getSnapshot().context.errors?._).toMatch(/provide the saveClient actor/);
  });

  it('keeps a non-Error rejection readable', async () => {
    const saveClient = fromPromise<SavedClient, LocationClientWrite>(() => Promise.reject('boom'));
    const actor = createActor(addClientMachine.provide({ actors: { saveClient } }), { input }).start();
    actor.send({ type: 'ADD_MANUALLY' });
    actor.send({ type: 'SUBMIT', input: valid });
    await waitFor(actor, (s) => s.matches('manual'));
    expect(actor.getSnapshot().context.errors).toEqual({ _: 'boom' });
  });
});
