/**
 * Signing out ends the session everywhere (issue 43 item 2): after the portal's
 * sign-out (the provider session ended) its old access token is refused by /graphql; the portal gets no
 * refresh token; signing out of the portal ends its grant of that browser session only (not the CLI's
 * allowed from the same browser, nor another session's); access tokens live at most 10 minutes; on
 * PostgreSQL a second instance refuses the ended grant within a second (the change stream, not its
 * cache's expiry). The CLI's refresh token,
 * its rotation and its revocation by `vetrx logout`: packages/cli/test/login.int.test.ts. And the
 * sign-in form's throttle.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { MeDocument } from '@vetrx/core/operations/Me';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createApp, type App } from '../http/app.js';
import { freePort, pollFor, signIn, startTestServer, testDatabases, useTestServer, type TestServer } from '../testing/index.js';
import { GRANT_ALIVE_TTL_MS } from './grants.js';

const PORTAL_SCOPE = 'openid profile email offline_access';

const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function me(origin: string, token: string): Promise<{ status: number; username?: string; code?: string }> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME },
    body: JSON.stringify({ query: MeDocument.toString(), variables: {} }),
  });
  const body = (await res.json()) as { data?: { me?: { user?: { email?: string } } }; errors?: Array<{ extensions?: { code?: string } }> };
  return { status: res.status, username: body.data?.me?.user?.email, code: body.errors?.[0]?.extensions?.code };
}

/** Waits until the instance says it hears the others (its LISTEN connection is up). */
async function waitForHealth(origin: string): Promise<void> {
  await pollFor('the second instance listening', 5_000, async () => ((await (await fetch(`${origin}/healthz`)).json()) as { listening?: boolean }).listening);
}

describe.each(testDatabases())('signing out ends the grant (%s)', (kind) => {
  const { server } = useTestServer(kind);
  const portalSignIn = (username: string) => signIn({ origin: server.url, username, password: DEMO_PASSWORD, scope: PORTAL_SCOPE });

  it('issues access tokens of at most 10 minutes, each naming its grant, and no refresh token to the portal', async () => {
    const { accessToken, refreshToken } = await portalSignIn('vet@demo.vetrx.dev');
    const claims = claimsOf(accessToken);
    expect(Number(claims.exp) - Number(claims.iat)).toBeLessThanOrEqual(600);
    expect(claims.gid).toEqual(expect.any(String));
    // Asked for offline_access, the portal still gets no refresh token.
    expect(refreshToken).toBeUndefined();
  });

  it("after the portal's sign-out (end of the provider session) the old access token is refused, and no new one is given", async () => {
    const session = await portalSignIn('staff@demo.vetrx.dev');
    expect(await me(server.url, session.accessToken)).toMatchObject({ username: 'staff@demo.vetrx.dev' });
    expect(await session.endSession()).toBe(`${server.url}/`);
    // Signature and expiry are fine; the grant is gone: refused at once on this instance.
    expect(await me(server.url, session.accessToken)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  // Which grants a sign-out ends (issue 43 review): the portal's of that browser session,
  // whichever way the portal signs out; not the CLI's allowed from the same browser, not another session's.
  it("signed out of the portal alone (the session stays), the portal's grant of that session ends too", async () => {
    const session = await portalSignIn('vet2@demo.vetrx.dev');
    expect(await me(server.url, session.accessToken)).toMatchObject({ username: 'vet2@demo.vetrx.dev' });
    expect(await session.endSession({ clientOnly: true })).toBe(`${server.url}/`);
    expect(await me(server.url, session.accessToken)).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it("the portal's sign-out leaves the CLI allowed from the same browser, and the same user's other sessions, signed in", async () => {
    const username = 'relief@demo.vetrx.dev';
    const browser = await portalSignIn(username);
    const cli = await browser.allowCli();
    const otherBrowser = await portalSignIn(username);
    expect(await me(server.url, cli.accessToken)).toMatchObject({ username });

    await browser.endSession();
    expect(await me(server.url, browser.accessToken)).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(await me(server.url, cli.accessToken)).toMatchObject({ username });
    expect(await me(server.url, otherBrowser.accessToken)).toMatchObject({ username });
    // The CLI's refresh token still renews (its grant is alive), until `vetrx logout`.
    const renewed = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: cli.refreshToken!, client_id: 'vetrx-cli' }).toString(),
    });
    expect(renewed.status).toBe(200);
  });

  it('after five wrong passwords even the right one is refused with the wait; other accounts sign in', async () => {
    const username = 'admin@demo.vetrx.dev';
    for (let i = 0; i < 4; i++) {
      await expect(signIn({ origin: server.url, username, password: 'wrong' })).rejects.toThrow('(401): Incorrect username or password.');
    }
    await expect(signIn({ origin: server.url, username, password: 'wrong' })).rejects.toThrow('(429): Too many attempts. Try again in 15 minutes.');
    await expect(signIn({ origin: server.url, username, password: DEMO_PASSWORD })).rejects.toThrow('(429): Too many attempts. Try again in 15 minutes.');
    // Another account from the same address is not held back.
    const other = await signIn({ origin: server.url, username: 'vetadmin@demo.vetrx.dev', password: DEMO_PASSWORD });
    expect(await me(server.url, other.accessToken)).toMatchObject({ username: 'vetadmin@demo.vetrx.dev' });
  });

  it('a right password forgets the failures before it', async () => {
    const username = 'support@demo.vetrx.dev';
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await expect(signIn({ origin: server.url, username, password: 'wrong' })).rejects.toThrow('(401)');
      await signIn({ origin: server.url, username, password: DEMO_PASSWORD });
    }
  });
});

/**
 * Two instances over one PostgreSQL database, each with its own connections and its own cache, behind
 * one public address: the grant ended through A is refused by B within a second — far sooner than B's
 * cache of the grant would expire by itself ({@link GRANT_ALIVE_TTL_MS}).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('a grant ended on one instance is refused on another (postgres)', () => {
  let a: TestServer;
  let bDatabase: DatabaseHandle;
  let b: App;
  let bUrl = '';
  let dataDir = '';
  beforeAll(async () => {
    a = await startTestServer({ kind: 'postgres' });
    bDatabase = await openDatabase({ url: a.database.location });
    dataDir = mkdtempSync(join(tmpdir(), 'vetrx-b-'));
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: a.url, VETRX_DATA_DIR: dataDir, VETRX_SEED: '0' });
    b = await createApp(config, bDatabase, { logger: { ...console, error: () => undefined } as Console });
    await b.listen();
    bUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('B refuses the signed-out token within a second', async () => {
    expect(GRANT_ALIVE_TTL_MS).toBeGreaterThan(5_000);
    const session = await signIn({ origin: a.url, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD, scope: PORTAL_SCOPE });
    await waitForHealth(bUrl);
    // B has seen the grant alive (and keeps that answer).
    expect(await me(bUrl, session.accessToken)).toMatchObject({ username: 'vet@demo.vetrx.dev' });
    expect(await me(bUrl, session.accessToken)).toMatchObject({ username: 'vet@demo.vetrx.dev' });

    await session.endSession();
    const ended = Date.now();
    const answer = await pollFor('B refusing the ended grant', 5_000, async () => {
      const a = await me(bUrl, session.accessToken);
      return a.code === 'UNAUTHENTICATED' && a;
    });
    const ms = Date.now() - ended;
    console.log(`grant ended on A, refused on B after ${ms} ms`);
    expect(answer).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(ms).toBeLessThan(1_000);
  });
});
