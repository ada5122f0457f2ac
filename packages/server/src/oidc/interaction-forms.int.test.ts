/**
 * The bodies the embedded provider's routes take are read by the HTTP layer up to its small-body limit
 * (SMALL_BODY_BYTES, 16 KB): the forms its pages post (/interaction/*) and those of its
 * own endpoints (/oidc/*; oidc-provider's reader read up to 56 KB whole into memory and
 * answered 400). A larger one is refused with 413 — the sign-in pages' error, or the OAuth error — before
 * the rest of it is read, and signs nobody in, even with the right password in it. The rest is read
 * and dropped, so the client reads the answer; a client that stops sending has its connection closed.
 */
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '@vetrx/core/common';
import { SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { SMALL_BODY_BYTES } from '../http/rest.js';
import { authorizeUrl, useTestServer } from '../testing/index.js';

const P = SIGN_IN_PAGE_MESSAGES;
const USERNAME = 'vet@demo.vetrx.dev';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** A started sign-in of the portal: its interaction's address and the cookies that go with it. */
async function startSignIn(origin: string): Promise<{ interaction: string; cookie: string }> {
  const { url: auth } = authorizeUrl(origin);
  const res = await fetch(auth, { redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  expect(location).toMatch(/^\/interaction\/[^/]+$/);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { interaction: `${origin}${location}`, cookie };
}

/** The raw answer to a request written on a socket by `write`, read until the server closes (or 10 s pass). */
function rawExchange(origin: string, write: (socket: ReturnType<typeof connect>, answered: () => boolean) => Promise<void>): Promise<{ answer: string; closed: boolean }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let answer = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ answer, closed: false });
    }, 10_000);
    socket.on('data', (d: Buffer) => (answer += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed: true });
    });
    socket.on('connect', () => void write(socket, () => answer.length > 0).catch(reject));
  });
}

describe('the forms of the sign-in pages (/interaction/*)', () => {
  const { server } = useTestServer('pglite');
  const description = formatMessage(P.tooLarge.description, { kb: String(SMALL_BODY_BYTES / 1024) });

  it('refuses a form over the limit with 413 and its page, signs nobody in, and the same sign-in then succeeds', async () => {
    const { interaction, cookie } = await startSignIn(server.url);
    // The right username and password, padded past the limit.
    const big = new URLSearchParams({ username: USERNAME, password: DEMO_PASSWORD, pad: 'x'.repeat(SMALL_BODY_BYTES) }).toString();
    const refused = await fetch(`${interaction}/login`, { method: 'POST', redirect: 'manual', headers: { ...FORM, cookie }, body: big });
    expect(refused.status).toBe(413);
    expect(refused.headers.get('location')).toBeNull();
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain(`<h1>${P.tooLarge.title}</h1>`);
    expect(html).toContain(description);
    // Nobody signed in: the interaction still asks for the sign-in form.
    const again = await fetch(interaction, { redirect: 'manual', headers: { cookie } });
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('name="password"');
    // A form within the limit (the same fields, a little padding) signs in: on to the provider.
    const small = new URLSearchParams({ username: USERNAME, password: DEMO_PASSWORD, pad: 'x'.repeat(1024) }).toString();
    const signedIn = await fetch(`${interaction}/login`, { method: 'POST', redirect: 'manual', headers: { ...FORM, cookie }, body: small });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toMatch(/\/oidc\/auth\//);
  });

  it('answers a Content-Length over the limit at once, without waiting for the body, and closes the connection once the client stops sending', async () => {
    const { interaction, cookie } = await startSignIn(server.url);
    const path = new URL(`${interaction}/login`).pathname;
    const { answer, closed } = await rawExchange(server.url, async (socket) => {
      // A gigabyte announced; only the start of it is ever sent.
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${2 ** 30}\r\n\r\n`);
      socket.write(`username=${encodeURIComponent(USERNAME)}&password=${encodeURIComponent(DEMO_PASSWORD)}&pad=`);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(description);
    // The rest of the body is awaited (and dropped) for a while; none comes, so the connection closes.
    expect(closed).toBe(true);
  });

  it('stops reading a chunked body (no Content-Length) once past the limit: refused while the client still sends', async () => {
    const { interaction, cookie } = await startSignIn(server.url);
    const path = new URL(`${interaction}/login`).pathname;
    let sent = 0;
    const CAP = 64 * 1024 * 1024;
    const { answer } = await rawExchange(server.url, async (socket, answered) => {
      socket.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`);
      const chunk = `username=${encodeURIComponent(USERNAME)}&password=${encodeURIComponent(DEMO_PASSWORD)}&pad=${'x'.repeat(4096)}`;
      const frame = `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`;
      // Keep sending until the answer comes (or the cap: the server would have read all of it).
      while (!answered() && sent < CAP && !socket.destroyed) {
        if (!socket.write(frame)) await new Promise((r) => socket.once('drain', r).once('close', r));
        sent += chunk.length;
        await new Promise((r) => setImmediate(r));
      }
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain(description);
    expect(sent).toBeLessThan(CAP);
  });

  it('refuses a body of the provider\'s own endpoints (/oidc/*) over the limit with 413 and the OAuth error, before the provider reads it', async () => {
    const token = (pad: number) =>
      fetch(`${server.url}/oidc/token`, { method: 'POST', headers: FORM, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: 'vetrx-cli', pad: 'x'.repeat(pad) }).toString() });
    const refused = await token(SMALL_BODY_BYTES);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'invalid_request', error_description: description });
    // Under the limit the same request is read by the provider: it fails on what it says, not on its size.
    const read = await token(SMALL_BODY_BYTES - 1024);
    expect(read.status).toBe(400);
    expect(await read.json()).toMatchObject({ error: 'invalid_grant' });
  });
});
