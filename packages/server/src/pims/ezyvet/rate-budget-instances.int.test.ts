/**
 * ezyVet's rate budget holds across instances (issue 60): two ezyVet adapters, each with its own
 * connections to one PostgreSQL database (as two server processes have), call the fake ezyVet at once,
 * 100 calls each over five endpoints. ezyVet allows 180 a minute per database and partner; each
 * instance alone stays under it, so budgets kept per process would send all 200 in the window (and the
 * fake would answer 429). With the shared budget the fake sees exactly 180, none refused, while the
 * other 20 have asked the budget and wait for the next window. PostgreSQL only (TEST_DATABASE_URL): a
 * PGlite database belongs to one process.
 */
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { callerBudgets } from '../../db/schema/index.js';
import { sharedRateBudget } from '../../repositories/ezyvet-rate-budget.js';
import { freshDatabase, pollFor } from '../../testing/index.js';
import type { PimsAccount } from '../adapter.js';
import { createEzyVetAdapter } from './adapter.js';
import { EZYVET_LIMITS, forgetEzyVetTokens } from './client.js';
import { startFakeEzyVet, type FakeEzyVet } from './fake-server.js';
import type { RateBudget } from './rate-budget.js';

/** Unknown ids: each call is one request to its endpoint (nothing found, nothing more asked). */
const UNKNOWN = '999999';
const CALLS_PER_ENDPOINT = 20;

describe.runIf(process.env.TEST_DATABASE_URL)('the ezyVet rate budget across two instances (postgres)', () => {
  let a: DatabaseHandle;
  let b: DatabaseHandle;
  let fake: FakeEzyVet;
  /** Set when the test is over: a call still waiting for the next window then sends nothing. */
  let over = false;
  const stoppable = (budget: RateBudget): RateBudget => ({
    async take(limits) {
      await budget.take(limits);
      if (over) throw new Error('the test is over');
    },
  });

  beforeAll(async () => {
    a = await freshDatabase('postgres');
    b = await openDatabase({ url: a.location });
    fake = await startFakeEzyVet();
  });
  afterAll(async () => {
    over = true;
    await fake?.close();
    await b?.close();
    await a?.close();
    forgetEzyVetTokens();
  });

  it('lets the two together send no more than the database budget in the window', async () => {
    const c = fake.credentials;
    const config = { baseUrl: fake.url, partnerId: c.partnerId, clientId: c.clientId, clientSecret: c.clientSecret, siteUid: c.siteUid, timeoutMs: 5000 };
    const account: PimsAccount = { pimsAccountId: c.clientId, pimsConnectionType: 'EZYVET', pimsAccountSecret: null, pimsWritebackAccountId: c.siteUid };
    const instances = [createEzyVetAdapter(config, stoppable(sharedRateBudget(a.db))), createEzyVetAdapter(config, stoppable(sharedRateBudget(b.db)))];
    // Five endpoints, 40 calls each over both instances: under the endpoint limit (60), so the database's (180) is the one that binds.
    const calls = instances.flatMap((pims) =>
      Array.from({ length: CALLS_PER_ENDPOINT }, () => [
        () => pims.getUser(account, UNKNOWN),
        () => pims.getConsultsByPatientId(account, UNKNOWN),
        () => pims.getPatientById(account, UNKNOWN),
        () => pims.getCaretakerById(account, { pimsId: UNKNOWN, providerId: null }),
        () => pims.getPatientMedications(account, UNKNOWN),
      ]).flat(),
    );
    expect(calls.length).toBe(200);
    let answered = 0;
    // A call still waiting when the test ends is stopped by it: nothing to report then.
    for (const call of calls) void call().then(() => answered++, () => undefined);

    // The budget's own count of the window, read through a third connection's limiter.
    const probe = new RateLimiterDrizzle({ storeClient: a.db, schema: callerBudgets, keyPrefix: 'ezyvet', points: EZYVET_LIMITS.perDatabase, duration: EZYVET_LIMITS.windowSeconds, clearExpiredByTimeout: false });
    const databaseKey = `ezyvet:${c.siteUid}:${c.partnerId}`;
    // The event: every one of the 200 calls has asked the database budget (a refused ask counts too).
    const asked = await pollFor('every call asked the shared budget', 10_000, async () => {
      const res = await probe.get(databaseKey);
      return res && res.consumedPoints >= calls.length ? res : null;
    });
    // What the two instances spent, counted once in the database: 180 asks granted, 20 refused that wait.
    expect(asked.consumedPoints).toBe(calls.length);
    expect(asked.msBeforeNext).toBeGreaterThan(0);
    // Only a granted ask sends: once the 180 granted calls have their answers, everything this window sends has been sent.
    await pollFor('the granted calls answered', 10_000, () => answered === EZYVET_LIMITS.perDatabase);
    const sent = fake.requests.filter((r) => r.path !== 'v1/oauth/access_token');
    expect(sent.length).toBe(EZYVET_LIMITS.perDatabase);
    expect(sent.filter((r) => r.status !== 200)).toEqual([]);
    expect(answered).toBe(EZYVET_LIMITS.perDatabase);
  });
});
