/**
 * The code-redirect connect flow end to end (administration-and-access.md §4, §7): POST /digitail/code,
 * the sandbox partner's sign-in and approval, POST /digitail/token, the refusals (token, header,
 * support only, the location's connection type, a foreign redirect, a replayed or foreign code, a
 * denied sign-in) and a partner that fails (502, logged).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, COMMON_MESSAGES, PIMS_CONNECT_TEXTS } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { testDatabases, useTestServer } from '../testing/index.js';
import { pimsConnectRoutes } from './pims-connect.js';
import { jsonRoutes } from './rest.js';
import { requestContexts } from '../context/context.js';


describe.each(testDatabases())('PIMS code-redirect connect flow (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['support', 'vet'] });

  async function post(path: string, body: unknown, opts: { token?: string | null; application?: boolean; base?: string } = {}) {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.application !== false) headers.application = 'practice-portal';
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    const res = await fetch(`${opts.base ?? s.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as unknown };
  }
  const back = () => `${s.url}/support/practicedetail/${LOCATION.summit}`;

  /** Signs in at the sandbox partner and approves `clinics`; answers the address it sends the browser back to. */
  async function signInAtPartner(clinics: string[], deny = false): Promise<string> {
    const address = await post('/digitail/code', { locationId: LOCATION.summit, redirectUri: back() }, { token: tokens.support });
    expect(address.status).toBe(200);
    const page = await fetch(address.body as string);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(PIMS_CONNECT_TEXTS.sandboxAsk);
    const state = /name="state" value="([^"]+)"/.exec(html)![1];
    const query = new URLSearchParams({ state });
    for (const c of clinics) query.append('clinic', c);
    if (deny) query.set('deny', '1');
    const approved = await fetch(`${s.url}/digitail-sandbox/approve?${query}`, { redirect: 'manual' });
    expect(approved.status).toBe(302);
    return approved.headers.get('location')!;
  }

  beforeAll(async () => {
    await s.database.db.execute(sql`update locations set pims_connection_type = 'DIGITAIL', pims_account_id = null where id = ${LOCATION.summit}`);
  });

  it('signs in at the partner and exchanges the code once for a token and the chosen clinics', async () => {
    const to = await signInAtPartner(['dgt-clinic-4101', 'dgt-clinic-4102']);
    expect(to.startsWith(`${back()}?code=`)).toBe(true);
    const token = await post('/digitail/token', { locationId: LOCATION.summit, url: to }, { token: tokens.support });
    expect(token.status).toBe(200);
    const answer = token.body as { tokenData: { access_token: string }; userData: { clinics: { clinic: { id: string; name: string } }[] } };
    expect(answer.tokenData.access_token).toMatch(/^dgt_/);
    expect(answer.userData.clinics.map((c) => c.clinic.id)).toEqual(['dgt-clinic-4101', 'dgt-clinic-4102']);
    // The code is used once.
    expect(await post('/digitail/token', { locationId: LOCATION.summit, url: to }, { token: tokens.support })).toEqual({ status: 400, body: { message: PIMS_CONNECT_TEXTS.invalidCode } });
    const one = await signInAtPartner(['dgt-clinic-4102']);
    const single = (await post('/digitail/token', { locationId: LOCATION.summit, url: one }, { token: tokens.support })).body as typeof answer;
    expect(single.userData.clinics).toEqual([{ clinic: { id: 'dgt-clinic-4102', name: 'Lakeside Animal Clinic — Annex' } }]);
  });

  it('refuses: no token, no header, a practice user, another connection type, a redirect elsewhere, a code of another location', async () => {
    const body = { locationId: LOCATION.summit, redirectUri: back() };
    expect(await post('/digitail/code', body, { token: null })).toEqual({ status: 401, body: { message: AUTH_MESSAGES.notLoggedIn.title } });
    expect((await post('/digitail/code', body, { token: tokens.support, application: false })).status).toBe(400);
    expect(await post('/digitail/code', body, { token: tokens.vet })).toEqual({ status: 403, body: { message: PIMS_CONNECT_TEXTS.notAllowed } });
    expect(await post('/digitail/code', { ...body, locationId: LOCATION.mapleGrove }, { token: tokens.support })).toEqual({ status: 400, body: { message: PIMS_CONNECT_TEXTS.notCodeRedirect } });
    expect((await post('/digitail/code', { ...body, redirectUri: 'https://evil.example/steal' }, { token: tokens.support })).status).toBe(400);
    expect((await post('/digitail/code', { ...body, locationId: 999 }, { token: tokens.support })).status).toBe(404);
    await s.database.db.execute(sql`update locations set pims_connection_type = 'DIGITAIL' where id = ${LOCATION.riverside}`);
    try {
      const to = await signInAtPartner(['dgt-clinic-4101']);
      expect(await post('/digitail/token', { locationId: LOCATION.riverside, url: to }, { token: tokens.support })).toEqual({ status: 400, body: { message: PIMS_CONNECT_TEXTS.invalidCode } });
    } finally {
      await s.database.db.execute(sql`update locations set pims_connection_type = null where id = ${LOCATION.riverside}`);
    }
  });

  it('sends the browser back with access_denied when the sign-in is cancelled', async () => {
    const to = await signInAtPartner([], true);
    expect(new URL(to).searchParams.get('error')).toBe('access_denied');
    expect((await post('/digitail/token', { locationId: LOCATION.summit, url: to }, { token: tokens.support })).status).toBe(400);
  });

  describe('a partner that cannot be reached', () => {
    let server: Server;
    let base: string;
    const logged: unknown[][] = [];
    beforeAll(async () => {
      const opts: Parameters<typeof pimsConnectRoutes>[1] = {
        contextOf: requestContexts(s.database.db),
        stateKey: {},
        verifyToken: async () => ({ sub: 'support@demo.vetrx.dev', username: 'support@demo.vetrx.dev', claims: {} }),
        publicUrl: 'http://vetrx.test',
        partner: {
          authorizationAddress: async () => {
            throw new Error('partner down');
          },
          exchange: async () => {
            throw new Error('partner down');
          },
        },
        logger: { error: (...args: unknown[]) => logged.push(args) },
      };
      const app = Fastify();
      void app.register(async (scope) => {
        jsonRoutes(scope, opts);
        pimsConnectRoutes(scope, opts);
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      server = app.server;
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((done) => server.close(() => done())));

    it('answers 502 with the partner-connection text and logs the failure', async () => {
      const r = await post('/digitail/code', { locationId: LOCATION.summit, redirectUri: 'http://vetrx.test/support/practicedetail/3' }, { token: 'any', base });
      expect(r).toEqual({ status: 502, body: { message: COMMON_MESSAGES.partnerConnectionError } });
      expect(logged.at(-1)?.join(' ')).toContain('partner down');
    });
  });
});
