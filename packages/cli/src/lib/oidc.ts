import { z } from 'zod';
import { CliError, EXIT_CODES } from './errors.js';
import type { CliFetch } from './io.js';
import { normalizeUrl } from './settings.js';

/** Scopes the CLI asks for: who the user is, and a refresh token so it can stay signed in. */
export const CLI_SCOPE = 'openid profile email offline_access';
/** Client id of the CLI at the embedded identity provider, when /config.json cannot tell. */
export const DEFAULT_CLI_CLIENT_ID = 'vetrx-cli';
/** RFC 8628 grant type. */
export const DEVICE_CODE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';
/** Seconds between polls when the device authorization answer names no interval (ours never does). */
export const DEFAULT_POLL_INTERVAL_SECONDS = 5;
/** Seconds added to the interval on every `slow_down` (RFC 8628 §3.5). */
export const SLOW_DOWN_SECONDS = 5;
/** Consecutive network failures tolerated while polling before giving up. */
export const MAX_POLL_NETWORK_FAILURES = 3;

const serverConfigSchema = z.object({
  issuer: z.string(),
  clientId: z.string().optional(),
  cliClientId: z.string().optional(),
  audience: z.string().optional(),
  graphqlUrl: z.string().optional(),
});
/** What a VetRx server publishes at /config.json. */
export type ServerConfigJson = z.infer<typeof serverConfigSchema>;

const issuerMetadataSchema = z.object({
  issuer: z.string(),
  token_endpoint: z.string(),
  device_authorization_endpoint: z.string().optional(),
  revocation_endpoint: z.string().optional(),
});
/** The parts of the issuer's OpenID configuration the CLI uses. */
export type IssuerMetadata = z.infer<typeof issuerMetadataSchema>;

const deviceAuthorizationSchema = z.object({
  device_code: z.string(),
  user_code: z.string(),
  verification_uri: z.string(),
  verification_uri_complete: z.string().optional(),
  expires_in: z.number(),
  interval: z.number().optional(),
});
/** The answer of the device authorization endpoint (RFC 8628 §3.2). */
export type DeviceAuthorization = z.infer<typeof deviceAuthorizationSchema>;

const tokenSetSchema = z.object({
  access_token: z.string(),
  token_type: z.string().optional(),
  expires_in: z.number().optional(),
  refresh_token: z.string().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
/** A token endpoint answer. */
export type TokenSet = z.infer<typeof tokenSetSchema>;

/** An OAuth error answer (`error`, `error_description`) from the identity provider. */
export class OAuthError extends Error {
  constructor(
    readonly error: string,
    readonly description: string | undefined,
    readonly status: number,
  ) {
    super(description ? `${error}: ${description}` : error);
    this.name = 'OAuthError';
  }
}

async function getJson(fetch: CliFetch, url: string, what: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (e) {
    throw new CliError(`Could not reach ${what.charAt(0).toLowerCase()}${what.slice(1)} at ${url}.`, { exitCode: EXIT_CODES.unreachable, cause: e, suggestion: 'Check the address and that the server is running (--server, VETRX_SERVER).' });
  }
  const text = await res.text();
  if (!res.ok) throw new CliError(`${what} at ${url} answered ${res.status}.`, { suggestion: 'Check the address (--server, --issuer).' });
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new CliError(`${what} at ${url} did not answer JSON.`, { cause: e, suggestion: 'Is this a VetRx server? Check --server.' });
  }
}

function parse<S extends z.ZodType>(schema: S, value: unknown, what: string, url: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new CliError(`${what} at ${url} is not in the expected format.`, { cause: r.error });
  return r.data;
}

/**
 * Reads the server's /config.json (issuer, the CLI's client id, API audience).
 *
 * @example
 * const { issuer, cliClientId } = await fetchServerConfig('http://localhost:4000', fetch);
 */
export async function fetchServerConfig(server: string, fetch: CliFetch): Promise<ServerConfigJson> {
  const url = `${server}/config.json`;
  return parse(serverConfigSchema, await getJson(fetch, url, 'The VetRx server configuration'), 'The VetRx server configuration', url);
}

/**
 * Reads the issuer's OpenID configuration (/.well-known/openid-configuration).
 *
 * @example
 * const { device_authorization_endpoint, token_endpoint } = await discoverIssuer('http://localhost:4000/oidc', fetch);
 */
export async function discoverIssuer(issuer: string, fetch: CliFetch): Promise<IssuerMetadata> {
  const url = `${normalizeUrl(issuer)}/.well-known/openid-configuration`;
  return parse(issuerMetadataSchema, await getJson(fetch, url, 'The identity provider configuration'), 'The identity provider configuration', url);
}

async function postForm(fetch: CliFetch, url: string, form: Record<string, string>): Promise<{ status: number; ok: boolean; body: Record<string, unknown> }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    body = { error: 'invalid_response', error_description: `${res.status} ${text.slice(0, 200)}` };
  }
  return { status: res.status, ok: res.ok, body };
}

function oauthError(status: number, body: Record<string, unknown>): OAuthError {
  return new OAuthError(String(body.error ?? `http_${status}`), typeof body.error_description === 'string' ? body.error_description : undefined, status);
}

/**
 * Starts the device authorization grant: returns the user code and where to enter it.
 *
 * @example
 * const auth = await requestDeviceAuthorization({ endpoint, clientId: 'vetrx-cli', fetch });
 * console.log(auth.verification_uri, auth.user_code);
 */
export async function requestDeviceAuthorization(opts: { endpoint: string; clientId: string; scope?: string; fetch: CliFetch }): Promise<DeviceAuthorization> {
  let answer: Awaited<ReturnType<typeof postForm>>;
  try {
    answer = await postForm(opts.fetch, opts.endpoint, { client_id: opts.clientId, scope: opts.scope ?? CLI_SCOPE });
  } catch (e) {
    throw new CliError(`Could not reach the identity provider at ${opts.endpoint}.`, { exitCode: EXIT_CODES.unreachable, cause: e });
  }
  if (!answer.ok) {
    const err = oauthError(answer.status, answer.body);
    throw new CliError(`The identity provider refused to start sign-in: ${err.message}`, {
      exitCode: EXIT_CODES.auth,
      code: err.error,
      suggestion: err.error === 'invalid_client' || err.error === 'unauthorized_client' ? `Check that the CLI client (${opts.clientId}) is registered for the device flow.` : undefined,
    });
  }
  return parse(deviceAuthorizationSchema, answer.body, 'The device authorization answer', opts.endpoint);
}

export interface PollOptions {
  tokenEndpoint: string;
  clientId: string;
  deviceCode: string;
  /** Seconds between polls as the provider asked; default {@link DEFAULT_POLL_INTERVAL_SECONDS}. */
  interval?: number;
  /** Seconds until the device code expires. */
  expiresIn: number;
  fetch: CliFetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Called when the provider asks to slow down, with the new interval in seconds. */
  onSlowDown?: (intervalSeconds: number) => void;
  /** The command to suggest for another try; default `vetrx login`. */
  loginCommand?: string;
}

/**
 * Polls the token endpoint until the user has signed in (RFC 8628 §3.4–3.5): every `interval`
 * seconds (5 when the provider names none), 5 more after each `slow_down`; keeps going on
 * `authorization_pending`; stops with a clear {@link CliError} on `expired_token`, `access_denied`,
 * any other error, or when the code's lifetime is over.
 *
 * @example
 * const tokens = await pollDeviceToken({ tokenEndpoint, clientId, deviceCode: auth.device_code, expiresIn: auth.expires_in, fetch, sleep, now: Date.now });
 */
export async function pollDeviceToken(opts: PollOptions): Promise<TokenSet> {
  let intervalSeconds = opts.interval && opts.interval > 0 ? opts.interval : DEFAULT_POLL_INTERVAL_SECONDS;
  const deadline = opts.now() + opts.expiresIn * 1000;
  const minutes = Math.max(1, Math.round(opts.expiresIn / 60));
  const again = `Run \`${opts.loginCommand ?? 'vetrx login'}\` again`;
  const expired = () =>
    new CliError('The sign-in code expired before sign-in was completed in the browser.', {
      exitCode: EXIT_CODES.auth,
      code: 'expired_token',
      suggestion: `${again} and finish signing in within ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    });
  let networkFailures = 0;
  for (;;) {
    await opts.sleep(intervalSeconds * 1000);
    if (opts.now() >= deadline) throw expired();
    let answer: Awaited<ReturnType<typeof postForm>>;
    try {
      answer = await postForm(opts.fetch, opts.tokenEndpoint, { grant_type: DEVICE_CODE_GRANT, device_code: opts.deviceCode, client_id: opts.clientId });
    } catch (e) {
      networkFailures += 1;
      if (networkFailures > MAX_POLL_NETWORK_FAILURES) {
        throw new CliError(`Lost the connection to the identity provider at ${opts.tokenEndpoint}.`, { exitCode: EXIT_CODES.unreachable, cause: e, suggestion: `Check the network. ${again}.` });
      }
      continue;
    }
    networkFailures = 0;
    if (answer.ok) return parse(tokenSetSchema, answer.body, 'The token answer', opts.tokenEndpoint);
    const err = oauthError(answer.status, answer.body);
    switch (err.error) {
      case 'authorization_pending':
        continue;
      case 'slow_down':
        intervalSeconds += SLOW_DOWN_SECONDS;
        opts.onSlowDown?.(intervalSeconds);
        continue;
      case 'expired_token':
        throw expired();
      case 'access_denied':
        throw new CliError('Sign-in was cancelled in the browser.', {
          exitCode: EXIT_CODES.auth,
          code: 'access_denied',
          suggestion: `${again} and choose "Yes, sign in" when the code matches.`,
        });
      default:
        throw new CliError(`Sign-in failed: ${err.message}`, { exitCode: EXIT_CODES.auth, code: err.error, suggestion: `${again}.` });
    }
  }
}

/**
 * Exchanges a refresh token for new tokens; throws {@link OAuthError} when the provider refuses.
 *
 * @example
 * const tokens = await refreshTokens({ tokenEndpoint, clientId, refreshToken, fetch });
 */
export async function refreshTokens(opts: { tokenEndpoint: string; clientId: string; refreshToken: string; fetch: CliFetch }): Promise<TokenSet> {
  const answer = await postForm(opts.fetch, opts.tokenEndpoint, { grant_type: 'refresh_token', refresh_token: opts.refreshToken, client_id: opts.clientId });
  if (!answer.ok) throw oauthError(answer.status, answer.body);
  return parse(tokenSetSchema, answer.body, 'The token answer', opts.tokenEndpoint);
}

/**
 * Revokes a token (RFC 7009), best effort: resolves false instead of throwing when it could not.
 *
 * @example
 * await revokeToken({ endpoint, clientId, token: refreshToken, hint: 'refresh_token', fetch });
 */
export async function revokeToken(opts: { endpoint: string; clientId: string; token: string; hint: 'access_token' | 'refresh_token'; fetch: CliFetch }): Promise<boolean> {
  try {
    const answer = await postForm(opts.fetch, opts.endpoint, { token: opts.token, token_type_hint: opts.hint, client_id: opts.clientId });
    return answer.ok;
  } catch {
    return false;
  }
}

/**
 * The payload of a JWT, without verifying it (the CLI only reads its own tokens, received directly
 * from the token endpoint). Undefined when the value is not a JWT.
 *
 * @example
 * decodeJwtPayload(idToken)?.preferred_username // 'vet@demo.vetrx.dev'
 */
export function decodeJwtPayload(jwt: string | undefined): Record<string, unknown> | undefined {
  const part = jwt?.split('.')[1];
  if (!part) return undefined;
  try {
    const payload: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The username a token set belongs to: the id token's preferred_username, else its email, else the
 * subject (of the id token or the access token).
 *
 * @example
 * usernameOf(tokens) // 'vet@demo.vetrx.dev'
 */
export function usernameOf(tokens: Pick<TokenSet, 'id_token' | 'access_token'>): string | undefined {
  const id = decodeJwtPayload(tokens.id_token);
  const access = decodeJwtPayload(tokens.access_token);
  for (const v of [id?.preferred_username, id?.email, id?.sub, access?.preferred_username, access?.sub]) {
    if (typeof v === 'string' && v) return v;
  }
  return undefined;
}

/**
 * When a token set's access token expires (ms since the epoch): from `expires_in`, else the JWT `exp`,
 * else in one hour.
 *
 * @example
 * expiresAtOf({ access_token, expires_in: 3600 }, Date.now())
 */
export function expiresAtOf(tokens: Pick<TokenSet, 'access_token' | 'expires_in'>, now: number): number {
  if (typeof tokens.expires_in === 'number') return now + tokens.expires_in * 1000;
  const exp = decodeJwtPayload(tokens.access_token)?.exp;
  if (typeof exp === 'number') return exp * 1000;
  return now + 60 * 60 * 1000;
}
