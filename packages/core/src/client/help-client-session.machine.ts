import { assign, emit, fromPromise, setup } from 'xstate';
import {
  HELP_CLIENT_RECHECK_MS,
  impersonationIdFrom,
  startSessionBody,
  type HelpClientSession,
} from './help-client.js';
import { CLIENT_TOASTS } from '../messages/clients.js';
import type { ToastText } from '../messages/common.js';

/**
 * Input of the help-client session: the client's and the user's uuids (clients §4, §7).
 *
 * @example
 * const input: HelpClientInput = { clientUuid: 'c-uuid', userUuid: 'u-uuid' };
 */
export interface HelpClientInput {
  readonly clientUuid: string;
  readonly userUuid: string;
}

/**
 * Context of the help-client session.
 *
 * @example
 * actor.getSnapshot().context.clientImpersonationId // set once POST /impersonate/validate answered
 */
export interface HelpClientContext extends HelpClientInput {
  clientImpersonationId: string | null;
  userImpersonationId: string | null;
  session: HelpClientSession | null;
}

/**
 * Events: `HELP_CLIENT` — the 'Help Client' button (enabled in `ready` only).
 *
 * @example
 * actor.send({ type: 'HELP_CLIENT' });
 */
export type HelpClientEvent = { type: 'HELP_CLIENT' };

/**
 * The answer of POST /impersonate/validate: a uuid or an id.
 *
 * @example
 * const answer: ValidateAnswer = { uuid: 'imp-1' };
 */
export type ValidateAnswer = { uuid?: string | null; id?: string | number | null } | null;

/**
 * What the session asks its host to do, emitted as events or done by overriding the actions
 * `openStorefront`, `notify` and `log` with `helpClientSessionMachine.provide({ actions })`: open the
 * storefront in a new tab, show the failure notice, log a failed id check (clients §4: "only logged").
 *
 * @example
 * actor.on('openStorefront', ({ url }) => openInNewTab(url));
 */
export type HelpClientEmitted =
  | { type: 'openStorefront'; url: string }
  | { type: 'notify'; toast: ToastText }
  | { type: 'log'; message: string };

/**
 * Guard: the client's impersonation id is known.
 *
 * @example
 * hasClientId({ clientImpersonationId: 'c-1' }) // true
 */
export function hasClientId(context: Pick<HelpClientContext, 'clientImpersonationId'>): boolean {
  return context.clientImpersonationId !== null;
}

/**
 * Guard: both impersonation ids are known — the 'Help Client' button is enabled (clients §4).
 *
 * @example
 * idsResolved({ clientImpersonationId: 'c-1', userImpersonationId: null }) // false
 */
export function idsResolved(context: Pick<HelpClientContext, 'clientImpersonationId' | 'userImpersonationId'>): boolean {
  return context.clientImpersonationId !== null && context.userImpersonationId !== null;
}

/**
 * Guard: a validate answer carries an impersonation id (its uuid or id).
 *
 * @example
 * answerHasId({ id: 42 }) // true
 */
export function answerHasId(answer: ValidateAnswer | undefined): boolean {
  return impersonationIdFrom(answer) !== null;
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The help-client session (order on behalf of, clients §4, §7). Validating the ids comes first:
 * `validatingClient` (POST /impersonate/validate, type 'account-caretaker') → `validatingUser` (type
 * 'account-user'); an id left unresolved, or a failed check (only logged), waits in `waiting` and is
 * re-checked after 10 s (`after`) until both are resolved; then `ready` (button enabled). HELP_CLIENT
 * → `starting` (POST /impersonate) → `openingSession` (POST to the session address with the bearer
 * token) → the storefront opens in a new tab → `ready`. A failure of either call shows 'Error
 * Impersonating' / 'Could not impersonate this client. Please try again later.' and returns to
 * `ready`.
 *
 * HTTP is injected with `helpClientSessionMachine.provide({ actors })`: `validateImpersonation` (input
 * `{ uuid, who: 'client' | 'user' }`, output the validate answer), `startSession` (input the POST
 * /impersonate body, output `{ sessionUrl, token, storefrontUrl }`) and `openSession` (input the
 * session).
 *
 * @example
 * const actor = createActor(helpClientSessionMachine.provide({ actors: { validateImpersonation, startSession, openSession } }), { input }).start();
 */
export const helpClientSessionMachine = setup({
  types: {
    context: {} as HelpClientContext,
    events: {} as HelpClientEvent,
    input: {} as HelpClientInput,
    emitted: {} as HelpClientEmitted,
  },
  delays: { recheck: HELP_CLIENT_RECHECK_MS },
  actors: {
    validateImpersonation: fromPromise<ValidateAnswer, { uuid: string; who: 'client' | 'user' }>(async () => {
      throw new Error('help-client machine: provide the validateImpersonation actor with helpClientSessionMachine.provide({ actors })');
    }),
    startSession: fromPromise<HelpClientSession, ReturnType<typeof startSessionBody>>(async () => {
      throw new Error('help-client machine: provide the startSession actor with helpClientSessionMachine.provide({ actors })');
    }),
    openSession: fromPromise<unknown, HelpClientSession>(async () => {
      throw new Error('help-client machine: provide the openSession actor with helpClientSessionMachine.provide({ actors })');
    }),
  },
  guards: {
    hasClientId: ({ context }) => hasClientId(context),
    idsResolved: ({ context }) => idsResolved(context),
    answerHasId: (_, params: { answer: ValidateAnswer | undefined }) => answerHasId(params.answer),
  },
  actions: {
    openStorefront: emit((_, params: { url: string }) => ({ type: 'openStorefront' as const, url: params.url })),
    notify: emit((_, toast: ToastText) => ({ type: 'notify' as const, toast })),
    log: emit((_, params: { message: string }) => ({ type: 'log' as const, message: params.message })),
  },
}).createMachine({
  id: 'helpClientSession',
  context: ({ input }) => ({
    clientUuid: input.clientUuid,
    userUuid: input.userUuid,
    clientImpersonationId: null,
    userImpersonationId: null,
    session: null,
  }),
  initial: 'validatingClient',
  states: {
    validatingClient: {
      invoke: {
        id: 'validateClient',
        src: 'validateImpersonation',
        input: ({ context }) => ({ uuid: context.clientUuid, who: 'client' as const }),
        onDone: [
          {
            guard: { type: 'answerHasId', params: ({ event }) => ({ answer: event.output }) },
            target: 'validatingUser',
            actions: assign({ clientImpersonationId: ({ event }) => impersonationIdFrom(event.output) }),
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting', actions: { type: 'log', params: ({ event }) => ({ message: errorText(event.error) }) } },
      },
    },
    validatingUser: {
      invoke: {
        id: 'validateUser',
        src: 'validateImpersonation',
        input: ({ context }) => ({ uuid: context.userUuid, who: 'user' as const }),
        onDone: [
          {
            guard: { type: 'answerHasId', params: ({ event }) => ({ answer: event.output }) },
            target: 'ready',
            actions: assign({ userImpersonationId: ({ event }) => impersonationIdFrom(event.output) }),
          },
          { target: 'waiting' },
        ],
        onError: { target: 'waiting', actions: { type: 'log', params: ({ event }) => ({ message: errorText(event.error) }) } },
      },
    },
    waiting: {
      after: {
        recheck: [{ guard: 'hasClientId', target: 'validatingUser' }, { target: 'validatingClient' }],
      },
    },
    ready: {
      on: { HELP_CLIENT: { guard: 'idsResolved', target: 'starting' } },
    },
    starting: {
      invoke: {
        id: 'startSession',
        src: 'startSession',
        input: ({ context }) =>
          startSessionBody({ userUuid: context.userUuid, clientImpersonationId: context.clientImpersonationId as string }),
        onDone: { target: 'openingSession', actions: assign({ session: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: [
            { type: 'log', params: ({ event }) => ({ message: errorText(event.error) }) },
            { type: 'notify', params: CLIENT_TOASTS.helpClientFailure },
          ],
        },
      },
    },
    openingSession: {
      invoke: {
        id: 'openSession',
        src: 'openSession',
        input: ({ context }) => context.session as HelpClientSession,
        onDone: {
          target: 'ready',
          actions: { type: 'openStorefront', params: ({ context }) => ({ url: (context.session as HelpClientSession).storefrontUrl }) },
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'log', params: ({ event }) => ({ message: errorText(event.error) }) },
            { type: 'notify', params: CLIENT_TOASTS.helpClientFailure },
          ],
        },
      },
    },
  },
});
