import type { AsyncLocalStorage } from 'node:async_hooks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MeDocument } from '@vetrx/core/operations/Me';
import { loadConfig } from '../config.js';
import { signInThrottle } from '../db/schema/index.js';
import { createApp } from '../http/app.js';
import { freshDatabase, useTestServer } from '../testing/index.js';
import { PROVIDER_REQUEST_STORE } from './provider.js';
import { SIGN_IN_SWEEP_MS } from './throttle.js';

/**
 * Decision 0222: oidc-provider's per-request AsyncLocalStorage, enabled by its first request, would
 * install Node's promise hooks for the rest of the process and slow every promise the API creates.
 */
describe('the embedded identity provider and the rest of the process', () => {
  const { server } = useTestServer('pglite');

  it('signs a user in through the real sign-in form without enabling its request store', async () => {
    const { default: providerStore } = (await import(PROVIDER_REQUEST_STORE)) as { default: AsyncLocalStorage<unknown> };
    const token = await server.token('vet@demo.vetrx.dev');
    const me = await server.gql(MeDocument.toString(), {}, { token });
    expect(me.data.me.user.email).toBe('vet@demo.vetrx.dev');
    // Node's AsyncLocalStorage sets `enabled` on its first run() and keeps its promise hooks until disable().
    expect((providerStore as unknown as { enabled: boolean }).enabled).toBe(false);
    expect(providerStore.run({ request: 1 }, () => providerStore.getStore())).toBeUndefined();
  });
});

/**
 * Issue 43 review: the sign-in throttle's store swept its table on timers of its own that App.close did
 * not stop, so a closed app went on querying its closed database. The throttle sweeps on one timer the
 * provider stops when the app closes. Only setInterval is faked: the sweep is the app's one interval.
 */
describe('closing the app', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops the sign-in throttle's sweep of expired counts, after letting a sweep under way finish", async () => {
    const database = await freshDatabase('pglite');
    const dataDir = mkdtempSync(join(tmpdir(), 'vetrx-close-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', PUBLIC_URL: 'http://127.0.0.1:4999', VETRX_DATA_DIR: dataDir, VETRX_SEED: '0', VETRX_PIMS_OUTBOX_POLL_MS: '0' });
      await database.db.insert(signInThrottle).values([
        { key: 'signin:account:over@demo.vetrx.dev', points: 5, expire: new Date(Date.now() - 60_000) },
        { key: 'signin:account:counting@demo.vetrx.dev', points: 2, expire: new Date(Date.now() + 60 * 60_000) },
      ]);
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const app = await createApp(config, database, { logger: { ...console, error: () => undefined } as Console });
      expect(vi.getTimerCount()).toBe(1);
      // The sweep's time comes: its delete starts; closing waits for it, then stops the timer.
      vi.advanceTimersByTime(SIGN_IN_SWEEP_MS);
      await app.close();
      expect(vi.getTimerCount()).toBe(0);
      const keys = (await database.db.select({ key: signInThrottle.key }).from(signInThrottle)).map((r) => r.key);
      expect(keys).toEqual(['signin:account:counting@demo.vetrx.dev']);
    } finally {
      vi.useRealTimers();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
