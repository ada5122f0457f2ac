/**
 * The help-client session: staff order on a client's behalf in the client's storefront (clients §4,
 * §7). The machine `help-client-session.machine.ts` runs the steps; this file holds the rules and the
 * request shapes.
 */
import { IMPERSONATION_HEADER } from '../api/client.js';
import { formatMessage } from '../common/format-message.js';
import { hasFeature, type LocationFeatures } from '../common/features.js';
import { trimToNull } from '../common/text.js';
import { HELP_CLIENT_MESSAGES } from '../messages/clients.js';

/**
 * Interval of the impersonation-id re-check until both ids are resolved, in ms (clients §4, §9).
 *
 * @example
 * HELP_CLIENT_RECHECK_MS // 10_000
 */
export const HELP_CLIENT_RECHECK_MS = 10_000;

/**
 * REST paths of the help-client session (clients §7).
 *
 * @example
 * import { HELP_CLIENT_PATHS } from '@vetrx/core/client';
 */
export const HELP_CLIENT_PATHS = { validate: '/impersonate/validate', start: '/impersonate' } as const;

/**
 * The application header every help-client call carries (clients §7).
 *
 * @example
 * import { APPLICATION_HEADER } from '@vetrx/core/client';
 */
export const APPLICATION_HEADER = { application: 'practice-portal' } as const;

/**
 * The validation types of the two ids (clients §7).
 *
 * @example
 * import { IMPERSONATION_VALIDATE_TYPES } from '@vetrx/core/client';
 */
export const IMPERSONATION_VALIDATE_TYPES = { client: 'account-caretaker', user: 'account-user' } as const;

/**
 * The impersonation type sent when the session starts (clients §7).
 *
 * @example
 * HELP_CLIENT_IMPERSONATION_TYPE // 'vet'
 */
export const HELP_CLIENT_IMPERSONATION_TYPE = 'vet';

/**
 * The 'Help Client' button shows when the location has the feature oobo and the user has the oobo
 * module, or the equivalent flag in the impersonation setting (clients §4).
 *
 * @example
 * canShowHelpClient({ features: { oobo: true }, hasOoboModule: true }) // true
 */
export function canShowHelpClient(user: {
  readonly features: LocationFeatures;
  readonly hasOoboModule: boolean;
  readonly impersonationSettingAllowsOobo?: boolean | null;
}): boolean {
  return hasFeature(user.features, 'oobo') && (user.hasOoboModule || user.impersonationSettingAllowsOobo === true);
}

/**
 * True when a role's modules include the oobo module (by name, case-insensitive).
 *
 * @example
 * hasOoboModule([{ module: { name: 'OOBO' }, isActive: true }]) // true
 */
export function hasOoboModule(
  rolesModules: readonly { readonly isActive: boolean; readonly module: { readonly name: string; readonly isActive?: boolean } }[],
): boolean {
  return rolesModules.some((rm) => rm.isActive && rm.module.isActive !== false && rm.module.name.trim().toLowerCase() === 'oobo');
}

/**
 * The id read from a validate answer: its uuid, else its id; `null` when neither is there.
 *
 * @example
 * impersonationIdFrom({ id: 42 }) // '42'
 */
export function impersonationIdFrom(answer: { readonly uuid?: string | null; readonly id?: string | number | null } | null | undefined): string | null {
  return trimToNull(answer?.uuid) ?? (answer?.id === null || answer?.id === undefined ? null : trimToNull(String(answer.id)));
}

/**
 * The body of POST /impersonate/validate.
 *
 * @example
 * validateImpersonationBody('c-uuid', 'client') // { uuid: 'c-uuid', type: 'account-caretaker' }
 */
export function validateImpersonationBody(uuid: string, who: keyof typeof IMPERSONATION_VALIDATE_TYPES) {
  return { uuid, type: IMPERSONATION_VALIDATE_TYPES[who] };
}

/**
 * The body of POST /impersonate: the user's uuid, the client's impersonation id, type 'vet'.
 *
 * @example
 * startSessionBody({ userUuid: 'u', clientImpersonationId: 'c' }) // { uuid: 'u', impersonationId: 'c', impersonationType: 'vet' }
 */
export function startSessionBody(ids: { readonly userUuid: string; readonly clientImpersonationId: string }) {
  return { uuid: ids.userUuid, impersonationId: ids.clientImpersonationId, impersonationType: HELP_CLIENT_IMPERSONATION_TYPE };
}

/**
 * The answer of POST /impersonate (clients §7).
 *
 * @example
 * import type { HelpClientSession } from '@vetrx/core/client';
 */
export interface HelpClientSession {
  readonly sessionUrl: string;
  readonly token: string;
  readonly storefrontUrl: string;
}

/**
 * The message a failed help-client call throws: the server's message, or 'Error status: {status}'.
 *
 * @example
 * helpClientErrorMessage(null, 502) // 'Error status: 502'
 */
export function helpClientErrorMessage(serverMessage: string | null | undefined, status: number): string {
  return trimToNull(serverMessage) ?? formatMessage(HELP_CLIENT_MESSAGES.errorStatus, { status });
}

/**
 * The part of `fetch` the help-client calls need (the browser's and Node's fit): POST with headers, a
 * JSON body and the credentials mode.
 *
 * @example
 * const f: HelpClientFetch = (url, init) => window.fetch(url, init);
 */
export type HelpClientFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; credentials: 'include' },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * Options of {@link createHelpClientApi}.
 *
 * @example
 * const options: HelpClientApiOptions = { baseUrl: window.location.origin, fetch, getToken };
 */
export interface HelpClientApiOptions {
  /** The origin the REST paths are relative to; session addresses may be relative to it too. */
  readonly baseUrl: string;
  readonly fetch: HelpClientFetch;
  /** The signed-in user's bearer token. */
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** The impersonated username while a support user impersonates (sent as the impersonation header). */
  readonly getImpersonation?: () => string | null | undefined;
}

function readJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The REST calls of the help-client session (clients §7), framework-free: each carries the bearer
 * token and the header application=practice-portal, is sent with credentials, and throws the server's
 * message or 'Error status: {status}' when it fails.
 * - `validateImpersonation({ uuid, who })`: POST /impersonate/validate → `{ uuid }` or `{ id }`;
 * - `startSession(body)`: POST /impersonate → `{ sessionUrl, token, storefrontUrl }`;
 * - `openSession(session)`: POST to the session address with the session's bearer token.
 * These are the actors `validateImpersonation`, `startSession` and `openSession` of the help-client
 * machine.
 *
 * @example
 * const api = createHelpClientApi({ baseUrl: location.origin, fetch: (u, i) => window.fetch(u, i), getToken });
 * const { storefrontUrl } = await api.startSession(startSessionBody({ userUuid, clientImpersonationId }));
 */
export function createHelpClientApi(options: HelpClientApiOptions) {
  const url = (pathOrUrl: string) =>
    /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${options.baseUrl.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
  async function post(target: string, body: unknown, token: string | null | undefined): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', ...APPLICATION_HEADER };
    if (token) headers.authorization = `Bearer ${token}`;
    const impersonating = options.getImpersonation?.();
    if (impersonating) headers[IMPERSONATION_HEADER] = impersonating;
    const res = await options.fetch(url(target), { method: 'POST', headers, body: JSON.stringify(body ?? {}), credentials: 'include' });
    const json = readJson(await res.text());
    if (!res.ok) {
      const message = typeof json?.message === 'string' ? json.message : typeof json?.error === 'string' ? json.error : null;
      throw new Error(helpClientErrorMessage(message, res.status));
    }
    return json ?? {};
  }
  return {
    async validateImpersonation(input: { readonly uuid: string; readonly who: keyof typeof IMPERSONATION_VALIDATE_TYPES }) {
      const answer = await post(HELP_CLIENT_PATHS.validate, validateImpersonationBody(input.uuid, input.who), await options.getToken());
      return { uuid: typeof answer.uuid === 'string' ? answer.uuid : null, id: typeof answer.id === 'string' || typeof answer.id === 'number' ? answer.id : null };
    },
    async startSession(body: ReturnType<typeof startSessionBody>): Promise<HelpClientSession> {
      const answer = await post(HELP_CLIENT_PATHS.start, body, await options.getToken());
      const session = { sessionUrl: answer.sessionUrl, token: answer.token, storefrontUrl: answer.storefrontUrl };
      if (typeof session.sessionUrl !== 'string' || typeof session.token !== 'string' || typeof session.storefrontUrl !== 'string') {
        throw new Error(helpClientErrorMessage(null, 502));
      }
      return { sessionUrl: url(session.sessionUrl), token: session.token, storefrontUrl: url(session.storefrontUrl) };
    },
    async openSession(session: HelpClientSession): Promise<void> {
      await post(session.sessionUrl, {}, session.token);
    },
  };
}
