/**
 * The ezyVet adapter as a partner against the fake ezyVet over real HTTP: a token that expires mid-run
 * is renewed before it does, one ended early (401) is renewed once and the call goes on; a 429 is
 * waited out as its headers say; a list longer than a page is read to its end; a write-back is written
 * once however often it is retried. No call the adapter makes fails in any of these.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PimsAccount, PimsPrescriptionWrite } from '../adapter.js';
import { createEzyVetAdapter } from './adapter.js';
import { forgetEzyVetTokens, resetDelayMs } from './client.js';
import { demoEzyVetData, startFakeEzyVet, type FakeEzyVet, type FakeEzyVetOptions } from './fake-server.js';
import { memoryRateBudget } from './rate-budget.js';

let fake: FakeEzyVet | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
  forgetEzyVetTokens();
});

async function adapterOf(options: FakeEzyVetOptions = {}) {
  fake = await startFakeEzyVet(options);
  const c = fake.credentials;
  const adapter = createEzyVetAdapter({ baseUrl: fake.url, partnerId: c.partnerId, clientId: c.clientId, clientSecret: c.clientSecret, siteUid: c.siteUid, timeoutMs: 5000 }, memoryRateBudget());
  const account: PimsAccount = { pimsAccountId: c.clientId, pimsConnectionType: 'EZYVET', pimsAccountSecret: null, pimsWritebackAccountId: c.siteUid };
  return { fake, adapter, account };
}

const tokenRequests = (f: FakeEzyVet) => f.requests.filter((r) => r.path === 'v1/oauth/access_token');
const failed = (f: FakeEzyVet) => f.requests.filter((r) => r.status >= 400);

describe('ezyVet adapter against the fake ezyVet', () => {
  it('renews a token before it expires: a run across its expiry makes no failed request', async () => {
    const { fake, adapter, account } = await adapterOf({ tokenTtlSeconds: 1 });
    const issued = Date.now();
    expect((await adapter.getConsultsByPatientId(account, '5001')).length).toBe(2);
    // The event is the token's end: wait until the clock is past its one second of life.
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(issued + 1_100), { timeout: 5_000, interval: 50 });
    expect((await adapter.getConsultsByPatientId(account, '5001')).length).toBe(2);
    expect(tokenRequests(fake).length).toBe(2);
    expect(failed(fake)).toEqual([]);
  });

  it('a token ended early is answered 401 once, renewed, and the call succeeds', async () => {
    const { fake, adapter, account } = await adapterOf();
    await adapter.getPatientById(account, '5001');
    fake.expireTokens();
    expect((await adapter.getPatientById(account, '5003'))?.name).toBe('Rocket');
    expect(tokenRequests(fake).length).toBe(2);
    expect(failed(fake).map((r) => `${r.path} ${r.status}`)).toEqual(['v1/animal 401']);
    // The retried request carried the new token.
    const animals = fake.requests.filter((r) => r.path === 'v1/animal');
    expect(animals.at(-1)!.token).not.toBe(animals.at(-2)!.token);
  });

  it('waits out a 429 as x-ratelimit-reset says, then succeeds', async () => {
    const { fake, adapter, account } = await adapterOf();
    fake.throttleNext('v1/user', 2, 1);
    const started = Date.now();
    const users = await adapter.searchUsers(account, 'carter');
    expect(users.map((u) => u.displayName)).toEqual(['Dr. Emily Carter']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(fake.requests.filter((r) => r.path === 'v1/user').map((r) => r.status)).toEqual([429, 429, 200]);
  });

  it('keeps under the limit ezyVet sets: past it the fake answers 429, and the adapter still gets every answer', async () => {
    const { fake, adapter, account } = await adapterOf({ perEndpoint: 3, windowSeconds: 1 });
    const ids = ['5001', '5002', '5003', '5004', '5005'];
    const names = await Promise.all(ids.map((id) => adapter.getPatientById(account, id).then((p) => p?.name)));
    expect(names).toEqual(['Juniper', 'Miso', 'Rocket', 'Biscuit', 'Clementine']);
    expect(fake.requests.some((r) => r.status === 429)).toBe(true);
  });

  it('reads every page of a list longer than one page', async () => {
    const data = demoEzyVetData();
    for (let i = 0; i < 450; i++) data.contact.push({ id: 20000 + i, first_name: `Client${i}`, last_name: `Zed${String(i).padStart(3, '0')}`, business_name: null, is_customer: 1, active: 1 });
    const { fake, adapter, account } = await adapterOf({ data });
    const list = await adapter.getCaretakerList(account, {}, { skip: 450, take: 10 });
    expect(list.count).toBe(454);
    expect(list.data.map((c) => c.lastName)).toEqual(['Zed446', 'Zed447', 'Zed448', 'Zed449']);
    const pages = fake.requests.filter((r) => r.path === 'v1/contact');
    expect(pages.length).toBe(3);
  });

  it('answers 400 to a request of another shape, and the adapter reports it without the secret', async () => {
    const { fake } = await adapterOf();
    const bad = await fetch(`${fake.url}/v1/oauth/access_token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ client_id: 'x' }) });
    expect(bad.status).toBe(400);
    const wrong = createEzyVetAdapter({ baseUrl: fake.url, partnerId: fake.credentials.partnerId, clientId: fake.credentials.clientId, clientSecret: 'not-the-secret-42', siteUid: fake.credentials.siteUid }, memoryRateBudget());
    const error = await wrong.getPatientById({ pimsAccountId: 'x', pimsConnectionType: 'EZYVET', pimsAccountSecret: null }, '5001').catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/401/);
    expect((error as Error).message).not.toContain('not-the-secret-42');
  });

  it('writes an external prescription once: a retry finds it by its reference', async () => {
    const { fake, adapter, account } = await adapterOf();
    const write: PimsPrescriptionWrite = {
      reference: '6f1c2a4e-0000-4000-8000-000000000001',
      pimsPatientId: '5001',
      pimsConsultId: '7001',
      prescriberPimsUserId: '301',
      productName: 'Deracoxib 25 mg Chewable Tablets',
      quantity: 30,
      unit: 'tablet',
      directions: 'Give 1 tablet by mouth once daily',
      refills: 2,
      issuedAt: '2026-11-20T15:00:00.000Z',
      expiresAt: '2027-11-20T00:00:00.000Z',
      detailUrl: 'https://vetrx.example/prescriptions/6f1c2a4e-0000-4000-8000-000000000001',
    };
    const first = await adapter.writePrescription(account, write);
    const again = await adapter.writePrescription(account, write);
    expect(again).toEqual(first);
    expect(fake.data.externalprescription).toHaveLength(1);
    expect(fake.data.externalprescription[0]).toMatchObject({ animal_id: 5001, consult_id: 7001, prescribed_by: 301, link: write.detailUrl, external_reference: write.reference });
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === 'v1/externalprescription')).toHaveLength(1);
  });

  it('reads x-ratelimit-reset as seconds to wait, or as an epoch in seconds', () => {
    expect(resetDelayMs(new Headers({ 'x-ratelimit-reset': '3' }), 0)).toBe(3000);
    expect(resetDelayMs(new Headers({ 'x-ratelimit-reset': '1800000010' }), 1_800_000_000_000)).toBe(10_000);
    expect(resetDelayMs(new Headers({}), 0)).toBeNull();
  });
});
