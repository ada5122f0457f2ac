import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, tempConfigDir } from '../../test/helpers.js';
import { CredentialStore, type StoredLogin } from './credentials.js';
import { CliError, EXIT_CODES } from './errors.js';
import { processIO, type CliIO } from './io.js';
import { accessToken, EXPIRY_MARGIN_MS, openSession, RATE_LIMIT_RETRIES, retryingWhenRateLimited } from './session.js';

const SERVER = 'http://vetrx.example:4000';
const NOW = 1_800_000_000_000;

function stored(overrides: Partial<StoredLogin> = {}): StoredLogin {
  return {
    server: SERVER,
    issuer: `${SERVER}/oidc`,
    clientId: 'vetrx-cli',
    tokenEndpoint: `${SERVER}/oidc/token`,
    revocationEndpoint: `${SERVER}/oidc/token/revocation`,
    accessToken: 'old-access',
    refreshToken: 'old-refresh',
    expiresAt: NOW + 10 * 60_000,
    username: 'vet@demo.vetrx.dev',
    ...overrides,
  };
}

describe('accessToken', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  /** A session over a temp config folder whose only network is a fake token endpoint. */
  function setup(answer?: Response) {
    const tmp = tempConfigDir();
    cleanup = tmp.cleanup;
    const requests: URLSearchParams[] = [];
    const io: CliIO = processIO({
      env: { VETRX_CONFIG_DIR: tmp.dir },
      now: () => NOW,
      fetch: async (url, init) => {
        expect(url).toBe(`${SERVER}/oidc/token`);
        requests.push(new URLSearchParams(String(init?.body)));
        if (!answer) throw new Error('unexpected request');
        return answer;
      },
    });
    const store = new CredentialStore(tmp.dir);
    return { io, store, requests };
  }

  it('uses the stored access token while it is valid, from the saved profile', async () => {
    const { io, store, requests } = setup();
    store.save(stored());
    const session = openSession({}, io);
    expect(session.settings.server).toEqual({ value: SERVER, source: 'profile' });
    expect(await accessToken(session)).toBe('old-access');
    expect(requests).toHaveLength(0);
  });

  it('prefers --token (and $VETRX_TOKEN) over the stored login', async () => {
    const { io, store } = setup();
    store.save(stored());
    expect(await accessToken(openSession({ token: 'explicit' }, io))).toBe('explicit');
    expect(await accessToken(openSession({}, { ...io, env: { ...io.env, VETRX_TOKEN: 'from-env' } }))).toBe('from-env');
  });

  it('renews an expired access token with the refresh token and stores the new tokens', async () => {
    const { io, store, requests } = setup(jsonResponse(200, { access_token: 'new-access', refresh_token: 'new-refresh', expires_in: 3600, token_type: 'Bearer' }));
    store.save(stored({ expiresAt: NOW + EXPIRY_MARGIN_MS - 1 }));
    expect(await accessToken(openSession({}, io))).toBe('new-access');
    expect(Object.fromEntries(requests[0])).toEqual({ grant_type: 'refresh_token', refresh_token: 'old-refresh', client_id: 'vetrx-cli' });
    expect(store.get(SERVER)).toMatchObject({ accessToken: 'new-access', refreshToken: 'new-refresh', expiresAt: NOW + 3_600_000 });
  });

  it('says to run `vetrx login` again when the refresh is refused', async () => {
    const { io, store } = setup(jsonResponse(400, { error: 'invalid_grant', error_description: 'grant request is invalid' }));
    store.save(stored({ expiresAt: NOW - 1 }));
    const e = await accessToken(openSession({}, io)).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(CliError);
    expect((e as CliError).exitCode).toBe(EXIT_CODES.auth);
    expect((e as CliError).message).toMatch(/could not be renewed \(invalid_grant/);
    expect((e as CliError).suggestion).toBe(`Run \`vetrx login --server ${SERVER}\` again.`);
    expect(store.get(SERVER)?.accessToken).toBe('old-access');
  });

  it('says to run `vetrx login` again when there is no refresh token', async () => {
    const { io, store } = setup();
    store.save(stored({ expiresAt: NOW - 1, refreshToken: undefined }));
    await expect(accessToken(openSession({}, io))).rejects.toThrow(/has expired/);
  });

  it('says how to sign in when there is no login for the server', async () => {
    const { io } = setup();
    const e = (await accessToken(openSession({ server: 'http://other.example' }, io)).catch((x: unknown) => x)) as CliError;
    expect(e.exitCode).toBe(EXIT_CODES.auth);
    expect(e.message).toBe('You are not signed in to http://other.example.');
    expect(e.suggestion).toMatch(/vetrx login --server http:\/\/other\.example/);
  });
});

describe('retryingWhenRateLimited', () => {
  /** A server answering 429 (Retry-After: `after`) `limited` times, then 200; what was slept and said. */
  function fake(limited: number, after = '2') {
    const sent: number[] = [];
    const slept: number[] = [];
    const said: string[] = [];
    const io = {
      fetch: async () => {
        sent.push(sent.length);
        return sent.length <= limited
          ? new Response(JSON.stringify({ errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] }), { status: 429, headers: { 'retry-after': after } })
          : jsonResponse(200, { data: { ok: true } });
      },
      sleep: async (ms: number) => void slept.push(ms),
      stderr: (t: string) => void said.push(t),
    };
    return { fetch: retryingWhenRateLimited(io), sent, slept, said };
  }

  it('waits out Retry-After and sends the same request again, saying so', async () => {
    const f = fake(2);
    const res = await f.fetch('http://x/graphql', { method: 'POST', body: '{}' });
    expect(res.status).toBe(200);
    expect(f.sent).toHaveLength(3);
    expect(f.slept).toEqual([2000, 2000]);
    expect(f.said[0]).toMatch(/slow down; trying again in 2 s/);
  });

  it('gives the 429 back after three waits, or at once when the wait asked is too long or missing', async () => {
    const always = fake(99);
    expect((await always.fetch('http://x/graphql', {})).status).toBe(429);
    expect(always.sent).toHaveLength(RATE_LIMIT_RETRIES + 1);
    const long = fake(99, '600');
    expect((await long.fetch('http://x/graphql', {})).status).toBe(429);
    expect(long.slept).toEqual([]);
    const none = fake(99, '');
    expect((await none.fetch('http://x/graphql', {})).status).toBe(429);
    expect(none.slept).toEqual([]);
  });
});

