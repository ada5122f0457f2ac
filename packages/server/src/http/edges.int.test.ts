/**
 * The edges of the HTTP layer (issue 43 items 3 and 5, issue 62 items 2 and 3,
 * 0432, 0434): per-caller budgets, the browser defences on every kind of response (Permissions-Policy
 * included), CORS, slow clients closed, and a body over its route's limit answered 413 — read by a
 * real HTTP client, never a reset connection.
 */
import { createHash } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME, WEB_CONFIG_ELEMENT_ID } from '@vetrx/core/api';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { MeDocument } from '@vetrx/core/operations/Me';
import { LOCATION } from '@vetrx/fixtures';
import { loadConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase, testDatabases, useTestServer } from '../testing/index.js';
import { createApp, type App } from './app.js';
import { PERMISSIONS_POLICY } from './security.js';

/** POST /graphql as a browser or a script would, keeping the response's headers. */
async function post(url: string, query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', [APPLICATION_HEADER]: APPLICATION_NAME, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };
  return { status: res.status, headers: res.headers, ...body };
}

describe.each(testDatabases())('one caller cannot slow the others (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff'] });

  it("answers another user while one user's 40 concurrent 500-row history pages are limited: 429 RATE_LIMITED with Retry-After beyond the budget", async () => {
    const { concurrent, queued } = s.app.config.callerBudgets;
    expect(concurrent + queued).toBeLessThan(40);
    const heavy = Array.from({ length: 40 }, () =>
      post(s.url, GetPrescriptionHistoryDocument.toString(), { locationId: String(LOCATION.mapleGrove), take: 500 }, { authorization: `Bearer ${tokens.vet}` }),
    );
    // Another user's quick request, sent while the burst is being served, is answered.
    const other = await post(s.url, MeDocument.toString(), {}, { authorization: `Bearer ${tokens.staff}` });
    expect(other.status).toBe(200);
    expect(other.errors).toBeUndefined();
    expect((other.data?.me as { user: { username: string } }).user.username).toBe('staff@demo.vetrx.dev');
    const answers = await Promise.all(heavy);
    const limited = answers.filter((a) => a.status === 429);
    // Every answer is a page or a refusal of the budget: never a failure of the server.
    expect(answers.filter((a) => a.status !== 200 && a.status !== 429)).toEqual([]);
    expect(limited.length).toBeGreaterThanOrEqual(40 - concurrent - queued);
    for (const a of limited) {
      expect(a.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect(a.errors?.[0]?.message).toMatch(/^You have sent more requests than this server takes from one caller at a time; try again in \d+ seconds?\.$/);
      expect(Number(a.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(a.data ?? null).toBeNull();
    }
    // The values budget refused more than the line alone would: 40 pages are far past one window's values.
    expect(limited.length).toBeGreaterThan(40 - concurrent - queued);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
    // The other user's budget is their own: still answered now.
    const after = await post(s.url, MeDocument.toString(), {}, { authorization: `Bearer ${tokens.staff}` });
    expect(after.status).toBe(200);
  });
});

/** An app of its own: a built web app folder, a trusted proxy, and short request timeouts. */
describe('browser defences and slow clients', () => {
  let database: DatabaseHandle;
  let app: App;
  let url: string;
  let dist: string;
  const foreign = 'https://evil.example';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'vetrx-edges-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><title>VetRx</title><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" /><div id="root"></div><script type="module" src="/assets/index-1a2b3c4d.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'index-1a2b3c4d.js'), 'export {};\n');
    database = await freshDatabase('pglite');
    const config = loadConfig(
      { NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', VETRX_SEED: '0', VETRX_DATA_DIR: dist, VETRX_TRUST_PROXY: '1', VETRX_REQUEST_TIMEOUT_MS: '2000', VETRX_HEADERS_TIMEOUT_MS: '1000', VETRX_BODY_IDLE_TIMEOUT_MS: '10000' },
      { webDist: dist },
    );
    app = await createApp(config, database, { logger: { ...console, error: () => undefined } as Console });
    url = await app.listen();
    // The provider's issuer is PUBLIC_URL's: the app listens on another port, so PUBLIC_URL is its own.
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const expectDefences = (headers: Headers, what: string, framing: 'none' | 'self' = 'none') => {
    expect(headers.get('x-content-type-options'), what).toBe('nosniff');
    const permissions = headers.get('permissions-policy') ?? '';
    expect(permissions, what).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'display-capture']) expect(permissions, what).toContain(`${feature}=()`);
    expect(headers.get('x-frame-options'), what).toBe(framing === 'none' ? 'DENY' : 'SAMEORIGIN');
    expect(headers.get('referrer-policy'), what).toBe('no-referrer');
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp, what).toContain(`frame-ancestors '${framing}'`);
    expect(csp, what).not.toContain('unsafe-inline');
    expect(csp, what).not.toContain('unsafe-eval');
    // Plain HTTP, no trusted proxy saying otherwise: no HSTS.
    expect(headers.get('strict-transport-security'), what).toBeNull();
  };

  it("writes /config.json's body into the app's page in place of its preload, as data no script policy runs", async () => {
    const config = await (await fetch(`${url}/config.json`)).json();
    for (const path of ['/', '/approve', '/clients/profile/12']) {
      const html = await (await fetch(`${url}${path}`)).text();
      expect(html, path).not.toContain('href="/config.json"');
      const block = /<script type="application\/json" id="([^"]+)">([^<]*)<\/script>/.exec(html);
      expect(block?.[1], path).toBe(WEB_CONFIG_ELEMENT_ID);
      expect(JSON.parse(block![2]!), path).toEqual(config);
    }
    expect(config).toMatchObject({ clientId: 'vetrx-web', graphqlUrl: '/graphql' });
  });

  it('sends the defences on HTML, JSON, static files and API answers', async () => {
    const html = await fetch(`${url}/dashboard`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expectDefences(html.headers, 'the app page');
    expect(html.headers.get('content-security-policy')).toContain("script-src 'self'");
    expectDefences((await fetch(`${url}/assets/index-1a2b3c4d.js`)).headers, 'a static file');
    expectDefences((await fetch(`${url}/config.json`)).headers, '/config.json');
    expectDefences((await fetch(`${url}/healthz`)).headers, '/healthz');
    const api = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME }, body: JSON.stringify({ query: MeDocument.toString() }) });
    expect(api.headers.get('content-type')).toContain('json');
    expectDefences(api.headers, 'a GraphQL answer');
    expectDefences((await fetch(`${url}/nothing-here.png`)).headers, 'a 404');
    // The sign-in callback, which the silent renewal loads in a hidden frame of the portal's own origin.
    expectDefences((await fetch(`${url}/login/callback`)).headers, 'the sign-in callback', 'self');
  });

  it("sends them on the provider's sign-in page, whose inline style is allowed by its hash only", async () => {
    const issuer = `${app.config.publicUrl}/oidc`;
    const auth = new URL(`${url}/oidc/auth`);
    auth.search = new URLSearchParams({
      client_id: app.config.oidcWebClientId,
      response_type: 'code',
      redirect_uri: `${app.config.publicUrl}/login/callback`,
      scope: 'openid',
      code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
      code_challenge_method: 'S256',
    }).toString();
    const start = await fetch(auth, { redirect: 'manual' });
    // The authorization endpoint only redirects; the portal's silent renewal frames it (same origin only).
    expectDefences(start.headers, '/oidc/auth', 'self');
    const location = start.headers.get('location');
    expect(location, `redirect of ${issuer}/auth`).toMatch(/\/interaction\//);
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const login = await fetch(new URL(new URL(location!, url).pathname, url), { headers: { cookie } });
    const body = await login.text();
    expect(body).toContain('<h1>Sign in</h1>');
    expectDefences(login.headers, 'the sign-in page');
    const csp = login.headers.get('content-security-policy')!;
    const style = /<style>([\s\S]*?)<\/style>/.exec(body)![1];
    expect(csp).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(csp).toContain("default-src 'none'");
    // An error page of the provider too.
    expectDefences((await fetch(`${url}/interaction/unknown`)).headers, 'an interaction error page');
  });

  it('sends HSTS only over HTTPS: the trusted proxy says so with X-Forwarded-Proto', async () => {
    const proxied = await fetch(`${url}/config.json`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${url}/config.json`, { headers: { 'x-forwarded-proto': 'http' } })).headers.get('strict-transport-security')).toBeNull();
  });

  it('allows the public origin and refuses a foreign one: no reflected origin, no credentials', async () => {
    const own = new URL(app.config.publicUrl).origin;
    const preflight = (origin: string) =>
      fetch(`${url}/graphql`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,application' } });
    const ok = await preflight(own);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(own);
    expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(ok.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight(foreign);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-headers')).toBeNull();
    expect(refused.headers.get('access-control-allow-credentials')).toBeNull();
    // A simple request from the foreign origin: answered without CORS headers, so its script cannot read it.
    const simple = await fetch(`${url}/config.json`, { headers: { origin: foreign } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const api = await post(url, MeDocument.toString(), {}, { origin: foreign });
    expect(api.headers.get('access-control-allow-origin')).toBeNull();
    expect(api.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('closes a socket that sends its body a byte at a time, at the request timeout', async () => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${APPLICATION_HEADER}: ${APPLICATION_NAME}\r\nContent-Length: 100000\r\n\r\n`);
    const started = Date.now();
    const drip = setInterval(() => socket.writable && socket.write('x'), 200);
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    socket.on('error', () => undefined);
    try {
      // The server closes it: the event, not a sleep.
      await new Promise<void>((done) => socket.once('close', () => done()));
    } finally {
      clearInterval(drip);
    }
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(2_000 + 5_000);
    expect(ms).toBeGreaterThanOrEqual(1_500);
    if (answer) expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a socket that stops sending its headers, at the headers timeout', async () => {
    const socket = connect(Number(new URL(url).port), '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write('GET /config.json HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    const started = Date.now();
    await new Promise<void>((done) => socket.once('close', () => done()));
    expect(Date.now() - started).toBeLessThan(1_000 + 5_000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});

/** 5 MB, over every route's limit (GraphQL's is the largest, 2 MB). */
const FIVE_MB = 5 * 1024 * 1024;

/**
 * POSTs `bytes` bytes with node's own HTTP client, writing them as a client does (respecting
 * back-pressure) while the answer may already be coming: the status, `Connection` and body it reads;
 * an error it meets (EPIPE, ECONNRESET…) fails the call.
 */
function nodePost(url: string, bytes: number, headers: Record<string, string>): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', agent: new Agent({ keepAlive: true }), headers: { ...headers, 'content-length': String(bytes) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(64 * 1024, 'x');
    let sent = 0;
    const write = () => {
      while (sent < bytes) {
        const n = Math.min(chunk.length, bytes - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

describe('a body over its route\'s limit is answered 413, and the connection lingers (issue 62 item 2)', () => {
  const { server: s } = useTestServer('pglite');
  const json = { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME };
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const routes: Array<[string, Record<string, string>]> = [
    ['/graphql', json],
    ['/impersonate/validate', json],
    ['/events', json],
    ['/oidc/token', form],
    ['/oidc/token/revocation', form],
    ['/interaction/abc/login', form],
    ['/report-embeds/abc', form],
    ['/no-such-route', json],
  ];

  it.each(routes)('POST %s with 5 MB: node http reads 413', async (path, headers) => {
    const answer = await nodePost(`${s.url}${path}`, FIVE_MB, headers);
    expect(answer.status).toBe(413);
    expect(answer.connection).toBe('close');
    expect(answer.body.length).toBeGreaterThan(0);
  });

  it.each(routes)('POST %s with 5 MB: fetch (undici) reads 413', async (path, headers) => {
    const res = await fetch(`${s.url}${path}`, { method: 'POST', headers, body: Buffer.alloc(FIVE_MB, 'x') });
    expect(res.status).toBe(413);
    await res.arrayBuffer();
  });

  it('answers the GraphQL body limit with its message, as JSON', async () => {
    const res = await fetch(`${s.url}/graphql`, { method: 'POST', headers: json, body: Buffer.alloc(FIVE_MB, 'x') });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ errors: [{ message: 'The request body is larger than 2097152 bytes.', extensions: { code: 'BAD_REQUEST' } }] });
  });

  it('reads what a client goes on sending after the answer, without a reset, and closes when the client does', async () => {
    // A client that keeps its side open when the server ends its own (as an HTTP client sending a body does).
    const socket = connect({ port: Number(new URL(s.url).port), host: '127.0.0.1', allowHalfOpen: true });
    const errors: Error[] = [];
    socket.on('error', (e) => errors.push(e));
    await new Promise<void>((done) => socket.once('connect', () => done()));
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString('latin1')));
    const ended = new Promise<void>((done) => socket.once('end', () => done()));
    socket.write(`POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${APPLICATION_HEADER}: ${APPLICATION_NAME}\r\nContent-Length: ${FIVE_MB}\r\n\r\n`);
    // The answer comes before the body: the server ends its side after it (its FIN: 'end' here).
    await ended;
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    // The whole body, sent after the answer, is taken: no EPIPE, no reset.
    const chunk = Buffer.alloc(256 * 1024, 'x');
    for (let sent = 0; sent < FIVE_MB; sent += chunk.length) {
      if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
    }
    const closed = new Promise<boolean>((done) => socket.once('close', (hadError) => done(hadError)));
    socket.end();
    expect(await closed).toBe(false);
    expect(errors).toEqual([]);
  });
});
