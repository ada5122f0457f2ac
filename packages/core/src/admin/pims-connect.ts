/**
 * The code-redirect connect flow of a location's PIMS (admin §4, §7): ask the PIMS host
 * for the partner's sign-in address (POST /digitail/code), come back with a code, exchange it for a
 * token and the user's clinics (POST /digitail/token), choose the clinic (the Select Practice dialog when
 * there are several), then store the clinic id as the PIMS account id and the token as the secret.
 */
import { APPLICATION_HEADER, APPLICATION_NAME } from '../api/client.js';
import { CODE_REDIRECT_CONNECTION_TYPE, isConnectionTypeIn } from '../common/pims.js';
import { trimToNull } from '../common/text.js';
import { formatMessage } from '../common/format-message.js';
import { HELP_CLIENT_MESSAGES } from '../messages/clients.js';

/**
 * REST paths of the connect flow on the PIMS host (admin §7).
 *
 * @example
 * PIMS_CONNECT_PATHS.code // '/digitail/code'
 */
export const PIMS_CONNECT_PATHS = { code: '/digitail/code', token: '/digitail/token' } as const;

/**
 * Whether a location connects through the code redirect (its connection type is the partner's).
 *
 * @example
 * usesCodeRedirect('digitail') // true
 */
export function usesCodeRedirect(connectionType: string | null | undefined): boolean {
  return isConnectionTypeIn([CODE_REDIRECT_CONNECTION_TYPE], connectionType);
}

/**
 * The answer of POST /digitail/token (admin §7).
 *
 * @example
 * import type { PimsConnectAnswer } from '@vetrx/core/admin';
 */
export interface PimsConnectAnswer {
  readonly tokenData?: { readonly access_token?: string | null } | null;
  readonly userData?: { readonly clinics?: readonly { readonly clinic?: { readonly id?: string | number | null; readonly name?: string | null } | null }[] | null } | null;
}

/**
 * A clinic the partner's user may connect.
 *
 * @example
 * import type { PimsClinic } from '@vetrx/core/admin';
 */
export interface PimsClinic {
  readonly id: string;
  readonly name: string | null;
}

/**
 * What to do with a token answer: nothing to connect (no token or no clinic); one clinic, used
 * directly; or several, chosen in the Select Practice dialog (admin §4). Clinics without an id are
 * left out; each id once.
 *
 * @example
 * connectPlan({ tokenData: { access_token: 't' }, userData: { clinics: [{ clinic: { id: 7 } }] } }) // { kind: 'single', token: 't', clinic: { id: '7', name: null } }
 */
export function connectPlan(
  answer: PimsConnectAnswer | null | undefined,
): { kind: 'none' } | { kind: 'single'; token: string; clinic: PimsClinic } | { kind: 'choose'; token: string; clinics: PimsClinic[] } {
  const token = trimToNull(answer?.tokenData?.access_token);
  const clinics: PimsClinic[] = [];
  for (const c of answer?.userData?.clinics ?? []) {
    const id = c?.clinic?.id === null || c?.clinic?.id === undefined ? null : trimToNull(String(c.clinic.id));
    if (id && !clinics.some((x) => x.id === id)) clinics.push({ id, name: trimToNull(c.clinic?.name) });
  }
  if (!token || clinics.length === 0) return { kind: 'none' };
  return clinics.length === 1 ? { kind: 'single', token, clinic: clinics[0] } : { kind: 'choose', token, clinics };
}

/**
 * The location update after connecting (admin §4): the clinic id as PIMS account id, the token as the
 * account secret.
 *
 * @example
 * connectLocationUpdate({ id: 'c-1', name: null }, 'tok') // { pimsAccountId: 'c-1', pimsAccountSecret: 'tok' }
 */
export function connectLocationUpdate(clinic: PimsClinic, token: string): { pimsAccountId: string; pimsAccountSecret: string } {
  return { pimsAccountId: clinic.id, pimsAccountSecret: token };
}

function splitUrl(url: string): { base: string; params: [string, string][]; hash: string } {
  const [withoutHash, hash = ''] = url.split('#', 2);
  const [base, query = ''] = withoutHash.split('?', 2);
  const params = query
    .split('&')
    .filter(Boolean)
    .map((p): [string, string] => {
      const [k, v = ''] = p.split('=', 2);
      return [decodeURIComponent(k), decodeURIComponent(v.replace(/\+/g, ' '))];
    });
  return { base, params, hash: hash ? `#${hash}` : '' };
}

/**
 * The code the partner's sign-in sent back in the URL, if any.
 *
 * @example
 * connectCodeOf('https://app/x?code=abc&state=s') // 'abc'
 */
export function connectCodeOf(url: string): string | null {
  return trimToNull(splitUrl(url).params.find(([k]) => k === 'code')?.[1]);
}

/**
 * The URL with the code (and the sign-in's state) removed (admin §4: "the code is then removed from the
 * URL").
 *
 * @example
 * withoutConnectCode('/support/practicedetail/3?code=abc&state=s&tab=1') // '/support/practicedetail/3?tab=1'
 */
export function withoutConnectCode(url: string): string {
  const { base, params, hash } = splitUrl(url);
  const kept = params.filter(([k]) => k !== 'code' && k !== 'state').map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`);
  return `${base}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

/**
 * The part of `fetch` the connect calls need.
 *
 * @example
 * const f: PimsConnectFetch = (url, init) => window.fetch(url, init);
 */
export type PimsConnectFetch = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

/**
 * The connect flow's REST calls (admin §7), framework-free: each carries the bearer token and the
 * application header and throws the server's message, or 'Error status: {status}'.
 * - `authorizationAddress({ locationId, redirectUri })`: POST /digitail/code → the address to navigate to;
 * - `exchange({ locationId, url })`: POST /digitail/token → the token and the user's clinics.
 *
 * @example
 * const api = createPimsConnectApi({ baseUrl: location.origin, fetch: (u, i) => window.fetch(u, i), getToken });
 * window.location.assign(await api.authorizationAddress({ locationId: '3', redirectUri: location.href }));
 */
export function createPimsConnectApi(options: {
  readonly baseUrl: string;
  readonly fetch: PimsConnectFetch;
  readonly getToken: () => string | null | undefined | Promise<string | null | undefined>;
}) {
  async function post(path: string, body: unknown): Promise<unknown> {
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME };
    const token = await options.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await options.fetch(`${options.baseUrl.replace(/\/+$/, '')}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    if (!res.ok) {
      const message = json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string' ? (json as { message: string }).message : null;
      throw new Error(message ?? formatMessage(HELP_CLIENT_MESSAGES.errorStatus, { status: res.status }));
    }
    return json;
  }
  return {
    async authorizationAddress(input: { readonly locationId: string; readonly redirectUri: string }): Promise<string> {
      const answer = await post(PIMS_CONNECT_PATHS.code, input);
      const address = typeof answer === 'string' ? answer : answer && typeof answer === 'object' ? (answer as { url?: unknown }).url : null;
      if (typeof address !== 'string' || !address) throw new Error(formatMessage(HELP_CLIENT_MESSAGES.errorStatus, { status: 502 }));
      return address;
    },
    async exchange(input: { readonly locationId: string; readonly url: string }): Promise<PimsConnectAnswer> {
      return (await post(PIMS_CONNECT_PATHS.token, input)) as PimsConnectAnswer;
    },
  };
}
