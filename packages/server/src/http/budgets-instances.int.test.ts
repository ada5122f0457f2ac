/**
 * A caller's values budget holds across instances (issue 62 item 4): two
 * instances over one PostgreSQL database, each with its own connections and memory, behind one public
 * address. A caller who spent their window's values through A is refused by B at once (with per-process
 * budgets B would serve them a whole budget more), while another caller is served by both; and what a
 * charge costs, measured against the in-process count it replaced. PostgreSQL only (TEST_DATABASE_URL):
 * a PGlite database belongs to one process, whose own count is the whole budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { MeDocument } from '@vetrx/core/operations/Me';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import { loadConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { sharedValues } from '../repositories/caller-budgets.js';
import { freePort, signIn, startTestServer, type TestServer } from '../testing/index.js';
import { createApp, type App } from './app.js';

/** Small enough that a few history pages spend it. */
const BUDGET = { VETRX_CALLER_VALUES: '20000', VETRX_CALLER_WINDOW_SECONDS: '60' };

async function post(origin: string, token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
  return { status: res.status, code: body.errors?.[0]?.extensions?.code, retryAfter: res.headers.get('retry-after') };
}

describe.runIf(process.env.TEST_DATABASE_URL)("a caller's values budget across two instances (postgres)", () => {
  let a: TestServer;
  let bDatabase: DatabaseHandle;
  let b: App;
  let bUrl = '';
  let dataDir = '';
  beforeAll(async () => {
    a = await startTestServer({ kind: 'postgres', env: BUDGET });
    bDatabase = await openDatabase({ url: a.database.location });
    dataDir = mkdtempSync(join(tmpdir(), 'vetrx-budgets-b-'));
    const port = await freePort();
    const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: a.url, VETRX_DATA_DIR: dataDir, VETRX_SEED: '0', ...BUDGET });
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

  it('refuses on B a caller who spent the budget through A, and serves another caller on both', async () => {
    const vet = (await signIn({ origin: a.url, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    const staff = (await signIn({ origin: a.url, username: 'staff@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    const page = { locationId: String(LOCATION.mapleGrove), take: 500 };
    // Spend the window through A until A refuses.
    let answer = await post(a.url, vet, GetPrescriptionHistoryDocument.toString(), page);
    let served = 0;
    while (answer.status === 200 && served < 100) {
      served++;
      answer = await post(a.url, vet, GetPrescriptionHistoryDocument.toString(), page);
    }
    expect(answer).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(served).toBeGreaterThan(0);
    // B counts the same window: refused at once, with the wait.
    const onB = await post(bUrl, vet, GetPrescriptionHistoryDocument.toString(), page);
    expect(onB).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(onB.retryAfter)).toBeGreaterThanOrEqual(1);
    // Another caller's budget is their own, on either instance.
    expect((await post(bUrl, staff, MeDocument.toString(), {})).status).toBe(200);
    expect((await post(a.url, staff, MeDocument.toString(), {})).status).toBe(200);
  });

  it('measures what a charge costs: one upsert of the shared window against the in-process count', async () => {
    const shared = sharedValues(a.database.db, { points: 1_000_000, windowSeconds: 60 }, console);
    const memory = new RateLimiterMemory({ points: 1_000_000, duration: 60 });
    const N = 500;
    try {
      const time = async (charge: (i: number) => Promise<unknown>) => {
        for (let i = 0; i < 20; i++) await charge(i);
        const started = performance.now();
        for (let i = 0; i < N; i++) await charge(i);
        return (performance.now() - started) / N;
      };
      const sharedMs = await time((i) => shared.limiter.consume(`measure:${i % 50}`, 10));
      const memoryMs = await time((i) => memory.consume(`measure:${i % 50}`, 10));
      console.log(`caller budget charge: shared (PostgreSQL upsert) ${sharedMs.toFixed(3)} ms, in-process ${(memoryMs * 1000).toFixed(1)} µs, over ${N} charges`);
      // A request charges once (its estimate) and at most once more (what it resolved beyond it).
      expect(sharedMs).toBeLessThan(20);
    } finally {
      await shared.close();
    }
  });
});
