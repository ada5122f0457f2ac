import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ImpersonationTarget } from './impersonation.js';
import { definedEdges, stateIds, takenEdges, visitedStates } from '../common/test-utils/machine-graph.js';
import { canStart, impersonationMachine, refusalOf, type ImpersonationContext, type ImpersonationEmitted, type ImpersonationEvent } from './impersonation.machine.js';

const target: ImpersonationTarget = { username: 'vet@clinic.com', locationUserId: 12, roleId: 3, locationId: 40 };
const input = { supportUsername: 'support@vetrx.com', isImpersonating: false };
const EVENTS = [
  { type: 'START', target },
  { type: 'START', target: { ...target, username: 'SUPPORT@vetrx.com' } },
  { type: 'EXIT' },
  { type: 'xstate.done.actor.loadImpersonatedUser', output: {} },
  { type: 'xstate.error.actor.loadImpersonatedUser', error: new Error('500') },
] as unknown as ImpersonationEvent[];
const serializeState = (s: { value: unknown; context: ImpersonationContext }) => JSON.stringify([s.value, s.context.refusal]);

describe('impersonation guards', () => {
  it('allows a start only when not impersonating and not oneself', () => {
    expect(canStart(input, false, target)).toBe(true);
    expect(canStart(input, true, target)).toBe(false);
    expect(canStart(input, false, { ...target, username: ' Support@VetRx.com ' })).toBe(false);
    expect(refusalOf(input, false, { ...target, username: 'support@vetrx.com' })).toBe('You cannot impersonate yourself');
    expect(refusalOf(input, true, target)).toBe('You cannot impersonate further while impersonating');
    expect(refusalOf(input, false, target)).toBeNull();
  });
});

describe('impersonation graph', () => {
  it('covers every state and every transition', () => {
    const paths = [
      ...getShortestPaths(impersonationMachine, { input, events: EVENTS, serializeState: serializeState as never }),
      ...getSimplePaths(impersonationMachine, { input, events: EVENTS, serializeState: serializeState as never }),
    ];
    const resumed = getShortestPaths(impersonationMachine, { input: { ...input, isImpersonating: true, target }, events: EVENTS, serializeState: serializeState as never });
    expect(resumed[0].state.value).toBe('impersonating');
    const all = [...paths, ...resumed];
    expect(visitedStates(impersonationMachine, all)).toEqual(stateIds(impersonationMachine));
    // toDirectedGraph lists no eventless edge; idle's `always` (resuming) is the `resumed` start above.
    expect(takenEdges(impersonationMachine, all, EVENTS)).toEqual(definedEdges(impersonationMachine));
  });
});

describe('impersonation actor', () => {
  const start = (load: () => Promise<unknown>, i = input) => {
    const actor = createActor(impersonationMachine.provide({ actors: { loadImpersonatedUser: fromPromise(load) } }), { input: i });
    const emitted: ImpersonationEmitted[] = [];
    actor.on('*', (e) => emitted.push(e as ImpersonationEmitted));
    actor.start();
    return { actor, emitted };
  };

  it('starts: stores the keys, goes to /, loads the user; exit restores and goes to /support', async () => {
    const { actor, emitted } = start(async () => ({}));
    actor.send({ type: 'START', target });
    await waitFor(actor, (s) => s.matches('impersonating'));
    expect(emitted.slice(0, 2)).toEqual([
      {
        type: 'storage',
        plan: {
          set: { username: 'vet@clinic.com', isImpersonation: 'true', locationUserId: '12', userLocationRoleId: '3', selectedLocationId: '40' },
          remove: [],
        },
      },
      { type: 'navigate', to: '/' },
    ]);
    actor.send({ type: 'START', target });
    expect(actor.getSnapshot().context.refusal).toBe('You cannot impersonate further while impersonating');
    expect(emitted.at(-1)).toEqual({ type: 'notify', toast: { title: 'You cannot impersonate further while impersonating' } });
    actor.send({ type: 'EXIT' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(emitted.slice(-2)).toEqual([
      {
        type: 'storage',
        plan: { set: { username: 'support@vetrx.com', isImpersonation: 'false' }, remove: ['userLocationRoleId', 'locationUserId', 'selectedLocationId'] },
      },
      { type: 'navigate', to: '/support' },
    ]);
  });

  it('refuses to impersonate oneself', () => {
    const { actor } = start(async () => ({}));
    actor.send({ type: 'START', target: { ...target, username: 'support@vetrx.com' } });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.refusal).toBe('You cannot impersonate yourself');
  });

  it('restores the original user when loading fails', async () => {
    const { actor, emitted } = start(async () => {
      throw new Error('load failed');
    });
    actor.send({ type: 'START', target });
    await waitFor(actor, (s) => s.matches('idle') && s.context.target === null);
    expect(emitted.slice(2)).toEqual([
      {
        type: 'storage',
        plan: { set: { username: 'support@vetrx.com', isImpersonation: 'false' }, remove: ['userLocationRoleId', 'locationUserId', 'selectedLocationId'] },
      },
      { type: 'notify', toast: { title: 'Impersonation signing out', description: 'Could not impersonate selected user.' } },
      { type: 'navigate', to: '/support' },
    ]);
  });

  it('resumes a running impersonation, and lets hosts override the side effects', () => {
    const written: unknown[] = [];
    const actor = createActor(
      impersonationMachine.provide({ actions: { applyStorage: (_, plan) => written.push(plan), navigate: () => undefined } }),
      { input: { ...input, isImpersonating: true, target } },
    ).start();
    expect(actor.getSnapshot().value).toBe('impersonating');
    actor.send({ type: 'EXIT' });
    expect(written).toHaveLength(1);
    expect(createActor(impersonationMachine, { input: { ...input, isImpersonating: true } }).start().getSnapshot().value).toBe('idle');
  });

  it('fails loudly when the loader was not provided', async () => {
    const actor = createActor(impersonationMachine, { input }).start();
    actor.send({ type: 'START', target });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actor.getSnapshot().context.target).toBeNull();
  });
});
