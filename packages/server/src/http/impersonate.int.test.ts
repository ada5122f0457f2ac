/**
 * The help-client session's REST calls end to end (clients-and-patients.md §4, §7): POST
 * /impersonate/validate and POST /impersonate with the bearer token and the application header, the
 * storefront sandbox's session address and page, the refusals (no token, no header, a foreign client,
 * no oobo, not oneself, an inactive client) and a storefront that fails (502, logged).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@vetrx/core/common';
import { AUTH_MESSAGES, CLIENT_TOASTS, HELP_CLIENT_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import type { StorefrontGateway } from '../storefront/gateway.js';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';
import { impersonateRoutes } from './impersonate.js';
import { jsonRoutes } from './rest.js';
import { requestContexts } from '../context/context.js';

describe.each(testDatabases())('help-client REST calls (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff', 'vetadmin'] });
  let vetUuid: string;

  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function post(path: string, body: unknown, opts: { token?: string | null; application?: boolean; origin?: string; base?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.application !== false) headers.application = 'practice-portal';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    if (opts.origin) headers.origin = opts.origin;
    const res = await fetch(`${opts.base ?? s.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null, headers: res.headers };
  }
  const client = async (where: ReturnType<typeof sql>) =>
    (await rows<{ id: number; uuid: string; first_name: string; last_name: string }>(sql`select id, uuid, first_name, last_name from location_clients where ${where} order by id limit 1`))[0];

  beforeAll(async () => {
    [{ uuid: vetUuid }] = await rows<{ uuid: string }>(sql`select uuid from users where username = 'vet@demo.vetrx.dev'`);
  });

  it('validates the client and the user, starts the session, opens it once, and the storefront shows who orders for whom', async () => {
    const c = await client(sql`location_id = ${LOCATION.mapleGrove} and is_active and email is not null and not is_office_use`);
    const validatedClient = await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: tokens.vet });
    expect(validatedClient).toMatchObject({ status: 200, body: { uuid: `sf-caretaker-${c.uuid}` } });
    const validatedUser = await post('/impersonate/validate', { uuid: vetUuid, type: 'account-user' }, { token: tokens.vet });
    expect(validatedUser).toMatchObject({ status: 200, body: { uuid: `sf-user-${vetUuid}` } });

    const [{ n: auditBefore }] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    const started = await post('/impersonate', { uuid: vetUuid, impersonationId: validatedClient.body!.uuid, impersonationType: 'vet' }, { token: tokens.vet, origin: s.url });
    expect(started.status).toBe(200);
    const session = started.body as { sessionUrl: string; token: string; storefrontUrl: string };
    expect(session.sessionUrl).toBe(`${s.url}/storefront-sandbox/session`);
    expect(session.storefrontUrl).toBe(`${s.url}/storefront-sandbox/`);
    const [audit] = await rows<{ operation: string; entity_id: string; n: number }>(sql`select operation, entity_id, (select count(*)::int from audit_log) as n from audit_log order by id desc limit 1`);
    expect(audit).toEqual({ operation: 'Impersonate', entity_id: String(c.id), n: auditBefore + 1 });

    const noSession = await fetch(session.storefrontUrl);
    expect(noSession.status).toBe(401);
    expect(await noSession.text()).toContain(HELP_CLIENT_MESSAGES.noStorefrontSession);

    const opened = await fetch(session.sessionUrl, { method: 'POST', headers: { authorization: `Bearer ${session.token}`, application: 'practice-portal' } });
    expect(opened.status).toBe(204);
    const cookie = opened.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    const reused = await fetch(session.sessionUrl, { method: 'POST', headers: { authorization: `Bearer ${session.token}` } });
    expect(reused.status).toBe(401);

    const page = await fetch(session.storefrontUrl, { headers: { cookie: cookie.split(';')[0] } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(formatMessage(HELP_CLIENT_MESSAGES.orderingFor, { client: `${c.first_name} ${c.last_name}`, vet: 'Dr. Emily Carter' }).replace(/'/g, '&#39;'));
  });

  it('answers no storefront account (uuid null) for a client without an e-mail, so the button waits', async () => {
    const c = await client(sql`location_id = ${LOCATION.mapleGrove} and is_active and email is null and not is_office_use`);
    expect(await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: tokens.vet })).toMatchObject({ status: 200, body: { uuid: null } });
  });

  it('needs the bearer token and the application header, and a readable body', async () => {
    const c = await client(sql`location_id = ${LOCATION.mapleGrove} and is_active and email is not null`);
    expect(await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: tokens.vet, application: false })).toMatchObject({
      status: 400,
      body: { message: HELP_CLIENT_MESSAGES.applicationHeaderRequired },
    });
    expect(await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: null })).toMatchObject({ status: 401, body: { message: AUTH_MESSAGES.notLoggedIn.title } });
    expect(await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: 'not-a-token' })).toMatchObject({ status: 401 });
    expect(await post('/impersonate/validate', { uuid: c.uuid, type: 'account-vet' }, { token: tokens.vet })).toMatchObject({ status: 400, body: { message: HELP_CLIENT_MESSAGES.badRequest } });
    expect(await post('/impersonate', { uuid: vetUuid, impersonationId: `sf-caretaker-${c.uuid}`, impersonationType: 'client' }, { token: tokens.vet })).toMatchObject({ status: 400 });
    const get = await fetch(`${s.url}/impersonate`, { headers: { application: 'practice-portal', authorization: `Bearer ${tokens.vet}` } });
    expect(get.status).toBe(405);
  });

  it('refuses a foreign client (404), a location without oobo or a role without the oobo module (403), another user (403), an inactive client (400)', async () => {
    const summit = await client(sql`location_id = ${LOCATION.summit} and is_active and email is not null`);
    const maple = await client(sql`location_id = ${LOCATION.mapleGrove} and is_active and email is not null`);
    const inactive = await client(sql`location_id = ${LOCATION.mapleGrove} and not is_active and email is not null`);
    const [{ n: before }] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    // vetadmin does not work at Summit; vet does, but Summit has no oobo; staff's role has no oobo module.
    expect(await post('/impersonate/validate', { uuid: summit.uuid, type: 'account-caretaker' }, { token: tokens.vetadmin })).toMatchObject({ status: 404 });
    expect(await post('/impersonate/validate', { uuid: summit.uuid, type: 'account-caretaker' }, { token: tokens.vet })).toMatchObject({ status: 403, body: { message: HELP_CLIENT_MESSAGES.notAllowed } });
    expect(await post('/impersonate/validate', { uuid: maple.uuid, type: 'account-caretaker' }, { token: tokens.staff })).toMatchObject({ status: 403 });
    expect(await post('/impersonate/validate', { uuid: vetUuid, type: 'account-user' }, { token: tokens.vetadmin })).toMatchObject({ status: 403, body: { message: HELP_CLIENT_MESSAGES.notYourself } });
    expect(await post('/impersonate', { uuid: vetUuid, impersonationId: `sf-caretaker-${maple.uuid}`, impersonationType: 'vet' }, { token: tokens.vetadmin })).toMatchObject({ status: 403 });
    expect(await post('/impersonate', { uuid: vetUuid, impersonationId: `sf-caretaker-${inactive.uuid}`, impersonationType: 'vet' }, { token: tokens.vet })).toMatchObject({
      status: 400,
      body: { message: CLIENT_TOASTS.clientNotActive.title },
    });
    expect(await post('/impersonate', { uuid: vetUuid, impersonationId: 'sf-caretaker-00000000-0000-4000-8000-000000000000', impersonationType: 'vet' }, { token: tokens.vet })).toMatchObject({ status: 404 });
    expect(await post('/impersonate', { uuid: vetUuid, impersonationId: `sf-user-${vetUuid}`, impersonationType: 'vet' }, { token: tokens.vet })).toMatchObject({ status: 404 });
    const [{ n: after }] = await rows<{ n: number }>(sql`select count(*)::int as n from audit_log`);
    expect(after).toBe(before);
  });

  describe('a storefront that cannot be reached', () => {
    let server: Server;
    let base: string;
    const logged: unknown[][] = [];

    beforeAll(async () => {
      const failing: StorefrontGateway = {
        findAccount: async () => {
          throw new Error('storefront down');
        },
        accountOf: async () => {
          throw new Error('storefront down');
        },
        startSession: async () => {
          throw new Error('storefront down');
        },
      };
      const opts: Parameters<typeof impersonateRoutes>[1] = {
        contextOf: requestContexts(s.database.db),
        verifyToken: async () => ({ sub: 'vet@demo.vetrx.dev', username: 'vet@demo.vetrx.dev', claims: {} }),
        publicUrl: 'http://vetrx.test',
        storefront: failing,
        logger: { error: (...args: unknown[]) => logged.push(args) },
      };
      const app = Fastify();
      void app.register(async (scope) => {
        jsonRoutes(scope, opts);
        impersonateRoutes(scope, opts);
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      server = app.server;
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('answers 502 with the storefront message and logs the failure', async () => {
      const c = await client(sql`location_id = ${LOCATION.mapleGrove} and is_active and email is not null`);
      const r = await post('/impersonate/validate', { uuid: c.uuid, type: 'account-caretaker' }, { token: 'any', base });
      expect(r).toMatchObject({ status: 502, body: { message: HELP_CLIENT_MESSAGES.storefrontUnavailable } });
      expect(logged.at(-1)?.join(' ')).toContain('storefront down');
      expect(await post('/impersonate', { uuid: vetUuid, impersonationId: `sf-caretaker-${c.uuid}`, impersonationType: 'vet' }, { token: 'any', base })).toMatchObject({ status: 502 });
    });
  });
});
