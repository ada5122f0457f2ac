import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { HelpClientSession } from './help-client.js';
import { definedEdges, stateIds, takenEdges, visitedStates } from '../common/test-utils/machine-graph.js';
import {
  answerHasId,
  hasClientId,
  helpClientSessionMachine,
  idsResolved,
  type HelpClientContext,
  type HelpClientEmitted,
  type HelpClientEvent,
  type ValidateAnswer,
} from './help-client-session.machine.js';

const input = { clientUuid: 'c-uuid', userUuid: 'u-uuid' };
const session: HelpClientSession = { sessionUrl: 'https://shop.example/session', token: 't', storefrontUrl: 'https://shop.example/' };
const EVENTS = [
  { type: 'xstate.done.actor.validateClient', output: { uuid: 'imp-c' } },
  { type: 'xstate.done.actor.validateClient', output: {} },
  { type: 'xstate.error.actor.validateClient', error: new Error('401') },
  { type: 'xstate.done.actor.validateUser', output: { id: 9 } },
  { type: 'xstate.done.actor.validateUser', output: null },
  { type: 'xstate.error.actor.validateUser', error: 'down' },
  { type: 'xstate.after.recheck.helpClientSession.waiting' },
  { type: 'HELP_CLIENT' },
  { type: 'xstate.done.actor.startSession', output: session },
  { type: 'xstate.error.actor.startSession', error: new Error('Error status: 502') },
  { type: 'xstate.done.actor.openSession', output: null },
  { type: 'xstate.error.actor.openSession', error: new Error('session refused') },
] as unknown as HelpClientEvent[];
const serializeState = (s: { value: unknown; context: HelpClientContext }) =>
  JSON.stringify([s.value, s.context.clientImpersonationId !== null, s.context.userImpersonationId !== null]);

describe('help-client guards', () => {
  it('knows when the ids are resolved', () => {
    expect(hasClientId({ clientImpersonationId: 'c' })).toBe(true);
    expect(hasClientId({ clientImpersonationId: null })).toBe(false);
    expect(idsResolved({ clientImpersonationId: 'c', userImpersonationId: 'u' })).toBe(true);
    expect(idsResolved({ clientImpersonationId: 'c', userImpersonationId: null })).toBe(false);
    expect(answerHasId({ uuid: 'x' })).toBe(true);
    expect(answerHasId({ id: 0 })).toBe(true);
    expect(answerHasId(null)).toBe(false);
    expect(answerHasId(undefined)).toBe(false);
  });
});

describe('help-client graph', () => {
  it('covers every state and every transition', () => {
    const opts = { input, events: EVENTS, serializeState: serializeState as never };
    const paths = [...getShortestPaths(helpClientSessionMachine, opts), ...getSimplePaths(helpClientSessionMachine, opts)];
    expect(visitedStates(helpClientSessionMachine, paths)).toEqual(stateIds(helpClientSessionMachine));
    expect(takenEdges(helpClientSessionMachine, paths, EVENTS)).toEqual(definedEdges(helpClientSessionMachine));
  });

  it('the button is enabled only with both ids', () => {
    const paths = getSimplePaths(helpClientSessionMachine, { input, events: EVENTS, serializeState: serializeState as never });
    for (const p of paths.filter((x) => x.state.value === 'ready')) expect(idsResolved(p.state.context)).toBe(true);
  });
});

describe('help-client actor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (answers: { client: (ValidateAnswer | Error)[]; user: (ValidateAnswer | Error)[] }, opts: { startFails?: boolean; openFails?: boolean } = {}) => {
    const calls: string[] = [];
    const validateImpersonation = fromPromise<ValidateAnswer, { uuid: string; who: 'client' | 'user' }>(async ({ input: i }) => {
      calls.push(`validate ${i.who} ${i.uuid}`);
      const next = answers[i.who].shift() ?? null;
      if (next instanceof Error) throw next;
      return next;
    });
    const startSession = fromPromise<HelpClientSession, { uuid: string; impersonationId: string; impersonationType: string }>(async ({ input: i }) => {
      calls.push(`start ${i.uuid} ${i.impersonationId} ${i.impersonationType}`);
      if (opts.startFails) throw new Error('Error status: 502');
      return session;
    });
    const openSession = fromPromise<unknown, HelpClientSession>(async ({ input: i }) => {
      calls.push(`open ${i.sessionUrl} ${i.token}`);
      if (opts.openFails) throw new Error('refused');
      return null;
    });
    const actor = createActor(helpClientSessionMachine.provide({ actors: { validateImpersonation, startSession, openSession } }), { input });
    const emitted: HelpClientEmitted[] = [];
    actor.on('*', (e) => emitted.push(e as HelpClientEmitted));
    actor.start();
    return { actor, calls, emitted };
  };

  it('validates both ids, then starts the session and opens the storefront', async () => {
    const { actor, calls, emitted } = start({ client: [{ uuid: 'imp-c' }], user: [{ id: 9 }] });
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
    actor.send({ type: 'HELP_CLIENT' });
    await vi.waitFor(() => expect(emitted.some((e) => e.type === 'openStorefront')).toBe(true));
    expect(calls).toEqual(['validate client c-uuid', 'validate user u-uuid', 'start u-uuid imp-c vet', 'open https://shop.example/session t']);
    expect(emitted).toEqual([{ type: 'openStorefront', url: 'https://shop.example/' }]);
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('re-checks unresolved ids every 10 seconds, logging failed checks', async () => {
    const { actor, calls, emitted } = start({ client: [new Error('401'), { uuid: 'imp-c' }], user: [null, { uuid: 'imp-u' }] });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(emitted).toEqual([{ type: 'log', message: '401' }]);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(calls).toEqual(['validate client c-uuid']);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(calls).toEqual(['validate client c-uuid', 'validate client c-uuid', 'validate user u-uuid']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls.at(-1)).toBe('validate user u-uuid');
    expect(calls).toHaveLength(4);
    expect(actor.getSnapshot().context).toMatchObject({ clientImpersonationId: 'imp-c', userImpersonationId: 'imp-u' });
  });

  it('shows the failure notice when starting or opening the session fails', async () => {
    for (const opts of [{ startFails: true }, { openFails: true }]) {
      const { actor, emitted } = start({ client: [{ uuid: 'c' }], user: [{ uuid: 'u' }] }, opts);
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('ready'));
      actor.send({ type: 'HELP_CLIENT' });
      await vi.waitFor(() => expect(emitted.some((e) => e.type === 'notify')).toBe(true));
      expect(emitted.find((e) => e.type === 'notify')).toEqual({
        type: 'notify',
        toast: { title: 'Error Impersonating', description: 'Could not impersonate this client. Please try again later.' },
      });
      expect(actor.getSnapshot().value).toBe('ready');
    }
  });

  it('fails loudly when the actors were not provided', async () => {
    vi.useRealTimers();
    const actor = createActor(helpClientSessionMachine, { input });
    const logs: HelpClientEmitted[] = [];
    actor.on('log', (e) => logs.push(e));
    actor.start();
    await waitFor(actor, (s) => s.matches('waiting'));
    expect(logs[0]).toMatchObject({ message: expect.stringMatching(/provide the validateImpersonation actor/) });
    const started = createActor(
      helpClientSessionMachine.provide({ actors: { validateImpersonation: fromPromise<ValidateAnswer, { uuid: string; who: 'client' | 'user' }>(async () => ({ uuid: 'x' })) } }),
      { input },
    );
    const notes: HelpClientEmitted[] = [];
    started.on('log', (e) => notes.push(e));
    started.start();
    await waitFor(started, (s) => s.matches('ready'));
    started.send({ type: 'HELP_CLIENT' });
    await waitFor(started, (s) => s.matches('ready') && notes.length > 0);
    expect(notes[0]).toMatchObject({ message: expect.stringMatching(/provide the startSession actor/) });
    const opening = createActor(
      helpClientSessionMachine.provide({
        actors: {
          validateImpersonation: fromPromise<ValidateAnswer, { uuid: string; who: 'client' | 'user' }>(async () => ({ uuid: 'x' })),
          startSession: fromPromise<HelpClientSession, { uuid: string; impersonationId: string; impersonationType: string }>(async () => session),
        },
      }),
      { input },
    );
    const openNotes: HelpClientEmitted[] = [];
    opening.on('log', (e) => openNotes.push(e));
    opening.start();
    await waitFor(opening, (s) => s.matches('ready'));
    opening.send({ type: 'HELP_CLIENT' });
    await waitFor(opening, (s) => s.matches('ready') && openNotes.length > 0);
    expect(openNotes[0]).toMatchObject({ message: expect.stringMatching(/provide the openSession actor/) });
  });
});
