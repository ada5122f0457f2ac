import { assign, emit, fromPromise, setup } from 'xstate';
import {
  IMPERSONATION_EXIT_ROUTE,
  IMPERSONATION_START_ROUTE,
  canStartImpersonation,
  impersonationExitStorage,
  impersonationStartStorage,
  type ImpersonationTarget,
  type StoragePlan,
} from './impersonation.js';
import { AUTH_MESSAGES } from '../messages/admin.js';
import type { ToastText } from '../messages/common.js';

/**
 * Input of the impersonation flow: the signed-in support user, and whether storage says an
 * impersonation is already running (after a reload).
 *
 * @example
 * const input: ImpersonationInput = { supportUsername: 'support@vetrx.com', isImpersonating: false };
 */
export interface ImpersonationInput {
  readonly supportUsername: string;
  readonly isImpersonating: boolean;
  /** The impersonated practice user, when resuming. */
  readonly target?: ImpersonationTarget | null;
}

/**
 * Context of the impersonation flow.
 *
 * @example
 * actor.getSnapshot().context.refusal // 'You cannot impersonate yourself' after a refused start
 */
export interface ImpersonationContext {
  supportUsername: string;
  target: ImpersonationTarget | null;
  /** Why the last START was refused, if it was. */
  refusal: string | null;
  /** Set from the input; cleared once the running impersonation is resumed. */
  resume: boolean;
}

/**
 * Events: `START` a target, `EXIT` the impersonation.
 *
 * @example
 * actor.send({ type: 'START', target: { username: 'vet@clinic.com', locationUserId: 12, roleId: 3, locationId: 40 } });
 */
export type ImpersonationEvent = { type: 'START'; target: ImpersonationTarget } | { type: 'EXIT' };

/**
 * What the flow asks its host to do, emitted as events (subscribe with `actor.on(type, …)`), or done
 * directly by overriding the actions `applyStorage`, `navigate` and `notify` with
 * `impersonationMachine.provide({ actions })`.
 *
 * @example
 * actor.on('storage', ({ plan }) => applyToSessionStorage(plan));
 */
export type ImpersonationEmitted =
  | { type: 'storage'; plan: StoragePlan }
  | { type: 'navigate'; to: string }
  | { type: 'notify'; toast: ToastText };

/**
 * Guard: a start is allowed when not impersonating and the target is not oneself (admin §4, §5).
 *
 * @example
 * canStart({ supportUsername: 'a@x.com' }, false, { username: 'b@x.com', locationUserId: 1, roleId: 1, locationId: 1 }) // true
 */
export function canStart(context: Pick<ImpersonationContext, 'supportUsername'>, isImpersonating: boolean, target: ImpersonationTarget): boolean {
  return canStartImpersonation({ supportUsername: context.supportUsername, isImpersonating, target }).ok;
}

/**
 * The message of a refused start, or `null` when the start is allowed.
 *
 * @example
 * refusalOf({ supportUsername: 'a@x.com' }, true, target) // 'You cannot impersonate further while impersonating'
 */
export function refusalOf(
  context: Pick<ImpersonationContext, 'supportUsername'>,
  isImpersonating: boolean,
  target: ImpersonationTarget,
): string | null {
  const r = canStartImpersonation({ supportUsername: context.supportUsername, isImpersonating, target });
  return r.ok ? null : r.errors.impersonation;
}

/**
 * Impersonation by a support user (admin §4, §5, §8): `idle` → START (allowed only when not
 * impersonating and not oneself) writes the stored keys (username, isImpersonation 'true',
 * locationUserId, userLocationRoleId, selectedLocationId), goes to `/` and `loading` the impersonated
 * user → `impersonating`. If loading fails, the original user is restored (storage), 'Impersonation
 * signing out' / 'Could not impersonate selected user.' is shown and the flow goes to `/support`.
 * EXIT restores the original username, sets isImpersonation 'false', clears the impersonation keys and
 * goes to `/support`. A START while impersonating is refused with 'You cannot impersonate further
 * while impersonating'; a refusal is kept in `refusal` and shown (`notify`).
 *
 * The impersonated user is loaded by the `loadImpersonatedUser` actor (input: the target), provided
 * with `impersonationMachine.provide({ actors })`.
 *
 * @example
 * const actor = createActor(impersonationMachine.provide({ actors: { loadImpersonatedUser } }), { input }).start();
 */
export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    input: {} as ImpersonationInput,
    emitted: {} as ImpersonationEmitted,
  },
  actors: {
    loadImpersonatedUser: fromPromise<unknown, ImpersonationTarget>(async () => {
      throw new Error('impersonation machine: provide the loadImpersonatedUser actor with impersonationMachine.provide({ actors })');
    }),
  },
  guards: {
    canStart: ({ context, event }) => event.type === 'START' && canStart(context, false, event.target),
    resumes: ({ context }) => context.resume && context.target !== null,
  },
  actions: {
    applyStorage: emit((_, plan: StoragePlan) => ({ type: 'storage' as const, plan })),
    navigate: emit((_, params: { to: string }) => ({ type: 'navigate' as const, to: params.to })),
    notify: emit((_, toast: ToastText) => ({ type: 'notify' as const, toast })),
    storeTarget: assign({
      target: ({ event, context }) => (event.type === 'START' ? event.target : context.target),
      refusal: null,
    }),
    clearTarget: assign({ target: null, refusal: null }),
    refuse: assign({
      refusal: ({ context, event }, params: { isImpersonating: boolean }) =>
        event.type === 'START' ? refusalOf(context, params.isImpersonating, event.target) : null,
    }),
    endResume: assign({ resume: false }),
    notifyRefusal: emit(({ context }) => ({ type: 'notify' as const, toast: { title: context.refusal ?? '' } })),
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({
    supportUsername: input.supportUsername,
    target: input.target ?? null,
    refusal: null,
    resume: input.isImpersonating,
  }),
  initial: 'idle',
  states: {
    idle: {
      always: { guard: 'resumes', target: 'impersonating', actions: 'endResume' },
      on: {
        START: [
          {
            guard: 'canStart',
            target: 'loading',
            actions: [
              'storeTarget',
              {
                type: 'applyStorage',
                params: ({ event }) => impersonationStartStorage((event as { target: ImpersonationTarget }).target),
              },
              { type: 'navigate', params: { to: IMPERSONATION_START_ROUTE } },
            ],
          },
          { actions: [{ type: 'refuse', params: { isImpersonating: false } }, 'notifyRefusal'] },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadImpersonatedUser',
        src: 'loadImpersonatedUser',
        input: ({ context }) => context.target as ImpersonationTarget,
        onDone: 'impersonating',
        onError: {
          target: 'idle',
          actions: [
            { type: 'applyStorage', params: ({ context }) => impersonationExitStorage(context.supportUsername) },
            { type: 'notify', params: AUTH_MESSAGES.impersonationFailed },
            { type: 'navigate', params: { to: IMPERSONATION_EXIT_ROUTE } },
            'clearTarget',
          ],
        },
      },
    },
    impersonating: {
      on: {
        START: { actions: [{ type: 'refuse', params: { isImpersonating: true } }, 'notifyRefusal'] },
        EXIT: {
          target: 'idle',
          actions: [
            { type: 'applyStorage', params: ({ context }) => impersonationExitStorage(context.supportUsername) },
            { type: 'navigate', params: { to: IMPERSONATION_EXIT_ROUTE } },
            'clearTarget',
          ],
        },
      },
    },
  },
});
