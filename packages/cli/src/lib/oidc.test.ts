import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../test/helpers.js';
import { CliError, EXIT_CODES } from './errors.js';
import { DEVICE_CODE_GRANT, decodeJwtPayload, expiresAtOf, pollDeviceToken, usernameOf, type PollOptions } from './oidc.js';

const TOKEN_ENDPOINT = 'http://idp.example/oidc/token';

/**
 * A fake token endpoint (the one place the CLI tests use a fake): answers the polls in order and records
 * each request, with a fake clock that moves by every sleep.
 */
function fakeTokenEndpoint(answers: Array<Response | Error>) {
  const requests: URLSearchParams[] = [];
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const opts: PollOptions = {
    tokenEndpoint: TOKEN_ENDPOINT,
    clientId: 'vetrx-cli',
    deviceCode: 'device-123',
    expiresIn: 600,
    fetch: async (url, init) => {
      expect(url).toBe(TOKEN_ENDPOINT);
      expect(init?.method).toBe('POST');
      requests.push(new URLSearchParams(String(init?.body)));
      const next = answers.shift();
      if (!next) throw new Error('no more answers');
      if (next instanceof Error) throw next;
      return next;
    },
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    now: () => clock,
  };
  return { opts, requests, sleeps };
}

const pending = () => jsonResponse(400, { error: 'authorization_pending', error_description: 'authorization request is still pending' });
const slowDown = () => jsonResponse(400, { error: 'slow_down', error_description: 'you are polling too quickly' });
const tokens = () => jsonResponse(200, { access_token: 'a.b.c', token_type: 'Bearer', expires_in: 3600, refresh_token: 'r', id_token: 'i' });

async function rejection(p: Promise<unknown>): Promise<CliError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(CliError);
    return e as CliError;
  }
  throw new Error('expected a rejection');
}

describe('pollDeviceToken', () => {
  it('polls every 5 s when the provider names no interval, sending the device code grant', async () => {
    const fake = fakeTokenEndpoint([pending(), pending(), tokens()]);
    const result = await pollDeviceToken(fake.opts);
    expect(result.access_token).toBe('a.b.c');
    expect(fake.sleeps).toEqual([5000, 5000, 5000]);
    expect(Object.fromEntries(fake.requests[0])).toEqual({ grant_type: DEVICE_CODE_GRANT, device_code: 'device-123', client_id: 'vetrx-cli' });
  });

  it('adds 5 s to the interval on every slow_down, for all later polls', async () => {
    const fake = fakeTokenEndpoint([pending(), slowDown(), pending(), slowDown(), pending(), tokens()]);
    const seen: number[] = [];
    await pollDeviceToken({ ...fake.opts, onSlowDown: (s) => seen.push(s) });
    expect(fake.sleeps).toEqual([5000, 5000, 10000, 10000, 15000, 15000]);
    expect(seen).toEqual([10, 15]);
  });

  it('uses the interval the provider asks for when it names one', async () => {
    const fake = fakeTokenEndpoint([pending(), tokens()]);
    await pollDeviceToken({ ...fake.opts, interval: 8 });
    expect(fake.sleeps).toEqual([8000, 8000]);
  });

  it('stops on expired_token with a clear message and the auth exit code', async () => {
    const fake = fakeTokenEndpoint([pending(), jsonResponse(400, { error: 'expired_token', error_description: 'device code is expired' }), tokens()]);
    const e = await rejection(pollDeviceToken(fake.opts));
    expect(e.message).toMatch(/code expired/);
    expect(e.suggestion).toMatch(/vetrx login/);
    expect(e.exitCode).toBe(EXIT_CODES.auth);
    expect(fake.requests).toHaveLength(2);
  });

  it('stops on access_denied (cancelled in the browser)', async () => {
    const fake = fakeTokenEndpoint([jsonResponse(400, { error: 'access_denied', error_description: 'End-User aborted interaction' })]);
    const e = await rejection(pollDeviceToken(fake.opts));
    expect(e.message).toMatch(/cancelled/);
    expect(e.code).toBe('access_denied');
  });

  it('gives up by itself once the code has expired, without polling again', async () => {
    const fake = fakeTokenEndpoint([pending(), pending(), pending()]);
    const e = await rejection(pollDeviceToken({ ...fake.opts, expiresIn: 12 }));
    expect(e.code).toBe('expired_token');
    expect(fake.requests).toHaveLength(2);
  });

  it('stops on any other OAuth error, naming it', async () => {
    const fake = fakeTokenEndpoint([jsonResponse(400, { error: 'invalid_grant', error_description: 'grant request is invalid' })]);
    const e = await rejection(pollDeviceToken(fake.opts));
    expect(e.message).toBe('Sign-in failed: invalid_grant: grant request is invalid');
  });

  it('tolerates a few network failures in a row, then gives up', async () => {
    const ok = fakeTokenEndpoint([new TypeError('fetch failed'), pending(), new TypeError('fetch failed'), tokens()]);
    await expect(pollDeviceToken(ok.opts)).resolves.toMatchObject({ access_token: 'a.b.c' });
    const down = fakeTokenEndpoint([1, 2, 3, 4].map(() => new TypeError('fetch failed')));
    const e = await rejection(pollDeviceToken(down.opts));
    expect(e.message).toMatch(/Lost the connection/);
  });
});

const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe('token helpers', () => {
  it('reads the username from the id token, falling back to the access token subject', () => {
    expect(usernameOf({ id_token: jwt({ sub: 's', preferred_username: 'vet@demo.vetrx.dev' }), access_token: jwt({ sub: 'x' }) })).toBe('vet@demo.vetrx.dev');
    expect(usernameOf({ id_token: jwt({ sub: 's', email: 'e@x' }), access_token: 'opaque' })).toBe('e@x');
    expect(usernameOf({ access_token: jwt({ sub: 'staff@demo.vetrx.dev' }) })).toBe('staff@demo.vetrx.dev');
    expect(usernameOf({ access_token: 'opaque' })).toBeUndefined();
    expect(decodeJwtPayload('not-a-jwt')).toBeUndefined();
  });

  it('computes the expiry from expires_in, else the JWT exp', () => {
    expect(expiresAtOf({ access_token: 'x', expires_in: 60 }, 1000)).toBe(61_000);
    expect(expiresAtOf({ access_token: jwt({ exp: 2000 }) }, 1000)).toBe(2_000_000);
  });
});
