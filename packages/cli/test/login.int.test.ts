/**
 * `vetrx login` completed in Chromium (issue 45): the real CLI in a process of its own
 * against a real server, the address and code read from what it prints, the device pages driven by
 * clicks and typing as a person would. Every form the pages post must carry each field once (the
 * provider answers 400 to a field sent twice: the bug of issue 45).
 */
import { readFileSync, statSync } from 'node:fs';
import { MeDocument } from '@vetrx/core/operations/Me';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { useTestServer } from '@vetrx/server/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialStore } from '../src/lib/credentials.js';
import { runCli, tempConfigDir } from './helpers.js';
import { launchChromium, loginPrompt, screen, spawnVetrx } from './process.js';

const SUPPORT = 'support@demo.vetrx.dev';
const { server } = useTestServer('pglite');
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** Every form posted by the page, as [url, body]; a field named twice fails the test that reads it. */
function recordPosts(page: Page): Array<{ url: string; fields: string[] }> {
  const posts: Array<{ url: string; fields: string[] }> = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.headers()['content-type']?.includes('application/x-www-form-urlencoded')) {
      posts.push({ url: req.url(), fields: [...new URLSearchParams(req.postData() ?? '').keys()] });
    }
  });
  return posts;
}
const duplicated = (posts: Array<{ fields: string[] }>) => posts.flatMap((p) => p.fields.filter((f, i) => p.fields.indexOf(f) !== i));

/** The code check (before sign-in), the sign-in form, the allow page (after sign-in): a person's clicks. */
async function checkCodeAndSignIn(page: Page, code: string, name: string): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Check the code');
  const card = page.locator('main');
  expect(await page.locator('[data-user-code]').textContent()).toBe(code);
  // Nobody has signed in yet: the page asks about the code, not about acting as anyone.
  expect(await card.textContent()).not.toMatch(/asking to sign in|signed in as|@demo\.vetrx\.dev/);
  expect(await card.textContent()).toContain('Next you sign in with your VetRx account');
  await screen(page, `${name}-1-check-code`);
  await page.getByRole('button', { name: 'Continue to sign in' }).click();

  await page.getByLabel('Username').fill(SUPPORT);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Allow the VetRx CLI to act as you?');
  expect(await card.textContent()).toContain(`whatever ${SUPPORT} can`);
  expect(await page.locator('[data-user-code]').textContent()).toBe(code);
  await screen(page, `${name}-2-allow`);
}

describe('vetrx login in Chromium (device authorization)', () => {
  let context: BrowserContext;
  afterAll(() => context?.close());
  const config = tempConfigDir();
  afterAll(() => config.cleanup());
  const env = { VETRX_CONFIG_DIR: config.dir, HOME: config.dir };

  it('by the printed link with the code: check the code, sign in as support, "Yes, sign in" — the CLI signs in and whoami works', async () => {
    const cli = spawnVetrx(['login', '--server', server.url, '--no-open'], env);
    try {
      const { address, code, complete } = await loginPrompt(cli);
      expect(address).toBe(`${server.url}/oidc/device`);
      expect(complete).toBe(`${address}?user_code=${code}`);
      context = await browser.newContext();
      const page = await context.newPage();
      const posts = recordPosts(page);
      await page.goto(complete);
      await checkCodeAndSignIn(page, code, 'device-link');
      await page.getByRole('button', { name: 'Yes, sign in' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You’re signed in');
      expect(await page.locator('main').textContent()).toContain(`VetRx CLI is signed in as ${SUPPORT}.`);
      await screen(page, 'device-link-3-done');
      expect(posts.length).toBeGreaterThanOrEqual(3);
      expect(duplicated(posts)).toEqual([]);

      const run = await cli.exited;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(`Signed in to ${server.url} as ${SUPPORT}.\n`);
    } finally {
      cli.kill();
    }

    const store = new CredentialStore(config.dir);
    expect(statSync(store.path).mode & 0o777).toBe(0o600);
    const login = store.get(server.url)!;
    expect(login).toMatchObject({ server: server.url, issuer: `${server.url}/oidc`, username: SUPPORT, clientId: 'vetrx-cli' });
    expect(login.refreshToken).toBeTruthy();
    expect(JSON.parse(readFileSync(store.path, 'utf8')).current).toBe(server.url);

    // No --server, no --token: the saved profile names the server, the stored login gives the token.
    const who = await runCli(['whoami', '--json'], { env });
    expect(who.stderr).toBe('');
    expect(JSON.parse(who.stdout)).toMatchObject({ server: server.url, username: SUPPORT, isSupport: true });

    // An expired access token is renewed with the refresh token.
    store.save({ ...login, expiresAt: Date.now() - 1000 });
    const renewed = await runCli(['whoami', '--json'], { env });
    expect(renewed.stderr).toBe('');
    expect(JSON.parse(renewed.stdout).username).toBe(SUPPORT);
    const after = store.get(server.url)!;
    expect(after.expiresAt).toBeGreaterThan(Date.now());
    expect(after.accessToken).not.toBe(login.accessToken);
    // The refresh token works once: the provider handed a new one.
    expect(after.refreshToken).toBeTruthy();
    expect(after.refreshToken).not.toBe(login.refreshToken);
    // Access tokens live at most 10 minutes.
    const claims = JSON.parse(Buffer.from(after.accessToken.split('.')[1]!, 'base64url').toString('utf8')) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(600);
    expect((await server.gql(MeDocument.toString(), {}, { token: after.accessToken })).data?.me.user.email).toBe(SUPPORT);

    // logout revokes and deletes the tokens; the refresh token no longer works and whoami asks to sign in.
    const out = await runCli(['logout'], { env });
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(`Signed out of ${server.url} (${SUPPORT}).\n`);
    expect(store.get(server.url)).toBeUndefined();
    const refresh = await fetch(after.tokenEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: after.refreshToken!, client_id: after.clientId }),
    });
    expect(((await refresh.json()) as { error?: string }).error).toBe('invalid_grant');
    // The grant ended with it: the access token the CLI held is refused too.
    const old = await server.gql(MeDocument.toString(), {}, { token: after.accessToken });
    expect(old.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const gone = await runCli(['whoami'], { env });
    expect(gone.code).toBe(3);
    expect(gone.stderr).toContain(`You are not signed in to ${server.url}.`);
    expect(gone.stderr).toContain(`vetrx login --server ${server.url}`);
  });

  it('after logout, `vetrx login` without flags goes to the same server; signed in already, Cancel stops it', async () => {
    // The same browser: its sign-in to the provider is still there, so the code check says who is signed in.
    const cli = spawnVetrx(['login', '--no-open'], env);
    try {
      const { address, code, complete } = await loginPrompt(cli);
      expect(cli.stderr()).toContain(`To sign in to ${server.url}, open this address in a browser:`);
      expect(address).toBe(`${server.url}/oidc/device`);
      const page = await context.newPage();
      const posts = recordPosts(page);
      await page.goto(complete);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Check the code');
      expect(await page.locator('[data-user-code]').textContent()).toBe(code);
      expect(await page.locator('main').textContent()).toContain(`You are signed in as ${SUPPORT}. Next you allow the CLI to act as you.`);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Allow the VetRx CLI to act as you?');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign-in cancelled');
      await screen(page, 'device-cancelled');
      expect(duplicated(posts)).toEqual([]);

      const run = await cli.exited;
      expect(run.code).toBe(3);
      expect(run.stdout).toBe('');
      expect(run.stderr).toContain('Error: Sign-in was cancelled in the browser. (access_denied)');
    } finally {
      cli.kill();
    }
    expect(new CredentialStore(config.dir).get(server.url)).toBeUndefined();
  });
});

describe('vetrx login in Chromium, typing the code on the bare address', () => {
  const config = tempConfigDir();
  afterAll(() => config.cleanup());

  it('enter the code, check it, sign in as support, "Yes, sign in": the CLI signs in', async () => {
    const env = { VETRX_CONFIG_DIR: config.dir, HOME: config.dir };
    const cli = spawnVetrx(['login', '--server', server.url, '--no-open'], env);
    const context = await browser.newContext();
    try {
      const { address, code } = await loginPrompt(cli);
      const page = await context.newPage();
      const posts = recordPosts(page);
      await page.goto(address);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Connect the VetRx CLI');
      await screen(page, 'device-bare-0-enter-code');
      // A wrong code first: the page says so and asks again.
      await page.getByLabel('Code').fill('BCDF-BCDF');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect.poll(() => page.getByRole('alert').textContent()).toBe('The code you entered is incorrect. Try again.');
      // Typed as people type it: lower case.
      await page.getByLabel('Code').fill(code.toLowerCase());
      await page.getByRole('button', { name: 'Continue' }).click();
      await checkCodeAndSignIn(page, code, 'device-bare');
      await page.getByRole('button', { name: 'Yes, sign in' }).click();
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('You’re signed in');
      expect(duplicated(posts)).toEqual([]);

      const run = await cli.exited;
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toBe(`Signed in to ${server.url} as ${SUPPORT}.\n`);
    } finally {
      cli.kill();
      await context.close();
    }
    const who = await runCli(['whoami', '--json'], { env: { VETRX_CONFIG_DIR: config.dir } });
    expect(JSON.parse(who.stdout)).toMatchObject({ server: server.url, username: SUPPORT });
  });
});
