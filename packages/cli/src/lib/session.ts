import { createClient, GRAPHQL_PATH, type VetRxClient } from '@vetrx/core/api';
import { CliError, EXIT_CODES } from './errors.js';
import { configDir, CredentialStore, type StoredLogin } from './credentials.js';
import type { CliIO } from './io.js';
import { expiresAtOf, OAuthError, refreshTokens } from './oidc.js';
import { DEFAULT_SERVER, resolveSettings, type GlobalOptions, type Settings } from './settings.js';

/** An access token is renewed when it has less than this left (ms). */
export const EXPIRY_MARGIN_MS = 60_000;

/** The settings of one command run, with the credential store they came from. */
export interface Session {
  io: CliIO;
  settings: Settings;
  store: CredentialStore;
}

/**
 * Resolves a command's settings: its options (global ones included), the saved profile in the
 * credential store, and the environment.
 *
 * @example
 * const session = openSession(cmd.optsWithGlobals(), io);
 * session.settings.server.value // 'http://localhost:4000'
 */
export function openSession(options: GlobalOptions, io: CliIO): Session {
  const store = new CredentialStore(configDir(io.env));
  // The saved profile only matters when no --server is given; a broken file must not block --server/--token use.
  const profile = options.server ? undefined : { server: store.currentServer() };
  return { io, settings: resolveSettings(options, profile, io.env), store };
}

/** `vetrx login` with `--server` when the server is not the default one. */
export function loginCommandFor(server: string): string {
  return server === DEFAULT_SERVER ? 'vetrx login' : `vetrx login --server ${server}`;
}

/**
 * The access token to send: `--token`/`$VETRX_TOKEN` when given, else the stored login for the server,
 * renewed with its refresh token when it has expired (and stored again). Throws an `auth` CliError
 * telling the user to run `vetrx login` when there is no login or it cannot be renewed.
 *
 * @example
 * const token = await accessToken(session);
 */
export async function accessToken(session: Session): Promise<string> {
  const { settings, store, io } = session;
  if (settings.token) return settings.token.value;
  const server = settings.server.value;
  const login = store.get(server);
  if (!login) {
    throw new CliError(`You are not signed in to ${server}.`, {
      exitCode: EXIT_CODES.auth,
      suggestion: `Run \`${loginCommandFor(server)}\`, or pass --token <access token> (or set VETRX_TOKEN).`,
    });
  }
  if (login.expiresAt - EXPIRY_MARGIN_MS > io.now()) return login.accessToken;
  return (await renewLogin(session, login)).accessToken;
}

async function renewLogin(session: Session, login: StoredLogin): Promise<StoredLogin> {
  const { io, store } = session;
  const again = `Run \`${loginCommandFor(login.server)}\` again.`;
  if (!login.refreshToken) {
    throw new CliError(`Your sign-in to ${login.server} has expired.`, { exitCode: EXIT_CODES.auth, suggestion: again });
  }
  let tokens;
  try {
    tokens = await refreshTokens({ tokenEndpoint: login.tokenEndpoint, clientId: login.clientId, refreshToken: login.refreshToken, fetch: io.fetch });
  } catch (e) {
    if (e instanceof OAuthError) {
      throw new CliError(`Your sign-in to ${login.server} has expired and could not be renewed (${e.message}).`, {
        exitCode: EXIT_CODES.auth,
        code: e.error,
        suggestion: again,
      });
    }
    if (e instanceof CliError) throw e;
    throw new CliError(`Your sign-in to ${login.server} has expired, and the identity provider at ${login.tokenEndpoint} could not be reached to renew it.`, {
      exitCode: EXIT_CODES.unreachable,
      cause: e,
      suggestion: `Check that the server is running, then retry; or ${again.charAt(0).toLowerCase()}${again.slice(1)}`,
    });
  }
  const renewed: StoredLogin = {
    ...login,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? login.refreshToken,
    idToken: tokens.id_token ?? login.idToken,
    expiresAt: expiresAtOf(tokens, io.now()),
  };
  store.save(renewed, { makeCurrent: false });
  return renewed;
}

/**
 * The core GraphQL client for the session's server, with the token, the application header and the
 * impersonation header (`--impersonate`/`$VETRX_IMPERSONATE`).
 *
 * @example
 * const client = await apiClient(session);
 * const { me } = await client.request(MeDocument);
 */
export async function apiClient(session: Session): Promise<VetRxClient> {
  const token = await accessToken(session);
  const impersonate = session.settings.impersonate?.value;
  return createClient({
    url: `${session.settings.server.value}${GRAPHQL_PATH}`,
    fetch: retryingWhenRateLimited(session.io),
    getToken: () => token,
    getImpersonation: () => impersonate,
  });
}

/** How often the CLI waits out a 429 before it gives up, and the longest wait it accepts. */
export const RATE_LIMIT_RETRIES = 3;
const RATE_LIMIT_LONGEST_WAIT_SECONDS = 30;

/**
 * fetch that waits out the server's per-caller budget (429 RATE_LIMITED): the server
 * refuses before it runs anything, so the same request is sent again after its `Retry-After` (at most 30
 * s, up to three times, saying so on stderr); a script looping over records slows down instead of
 * failing. Past that, the 429 reaches the caller (exit code 8).
 *
 * @example
 * const fetch = retryingWhenRateLimited(io);
 */
export function retryingWhenRateLimited(io: Pick<CliIO, 'fetch' | 'sleep' | 'stderr'>): CliIO['fetch'] {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      const res = await io.fetch(input, init);
      if (res.status !== 429 || attempt >= RATE_LIMIT_RETRIES) return res;
      const header = res.headers.get('retry-after');
      const seconds = header ? Number(header) : NaN;
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > RATE_LIMIT_LONGEST_WAIT_SECONDS) return res;
      io.stderr(`The server asks this user to slow down; trying again in ${Math.max(seconds, 1)} s…\n`);
      await io.sleep(Math.max(seconds, 1) * 1000);
    }
  };
}

