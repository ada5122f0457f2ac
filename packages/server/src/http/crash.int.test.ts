import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { MeDocument } from '@vetrx/core/operations/Me';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { openDatabase } from '../db/client.js';
import { freePort, queryRows, scratchPostgresDatabase, signIn, testDatabases } from '../testing/index.js';

const serverRoot = resolve(import.meta.dirname, '..', '..');

/** Polls /healthz until it answers: the server's own word that it is up. */
async function waitForHealth(url: string, child: ChildProcess, ms: number): Promise<void> {
  let exited: Error | null = null;
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) exited ??= new Error(`server exited with ${child.exitCode}`);
      if (exited) return;
      const res = await fetch(`${url}/healthz`).catch(() => null); // not listening yet
      if (!res?.ok) throw new Error('server did not start in time');
    },
    { timeout: ms, interval: 250 },
  );
  if (exited) throw exited;
}

/**
 * The server as a child process, killed with SIGKILL while clients are being written: every client
 * that exists afterwards has its phone, its address and its audit row (one transaction per
 * mutation, audit included), and the server starts again on the same data.
 */
describe.each(testDatabases())('kill -9 in the middle of writes (%s)', (kind) => {
  const cleanups: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });

  it('leaves nothing partial', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vetrx-crash-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = { ...(process.env as Record<string, string>), NODE_ENV: 'test', HOST: '127.0.0.1', VETRX_DATA_DIR: dataDir, VETRX_SEED: '1' };
    delete env.DATABASE_URL;
    if (kind === 'postgres') {
      const scratch = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL!, 'vetrx_crash');
      env.DATABASE_URL = scratch.url;
      cleanups.push(scratch.drop);
    }
    const start = async () => {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
        cwd: serverRoot,
        env: { ...env, PORT: String(port), PUBLIC_URL: origin },
        stdio: 'ignore',
      });
      cleanups.push(() => void child.kill('SIGKILL'));
      await waitForHealth(origin, child, 180_000);
      return { child, origin };
    };

    const { child, origin } = await start();
    const { accessToken } = await signIn({ origin, username: 'admin@demo.vetrx.dev', password: DEMO_PASSWORD });
    const headers = { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${accessToken}` };
    const gql = async (query: string, variables: Record<string, unknown>) =>
      (await (await fetch(`${origin}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) })).json()) as { data?: any; errors?: unknown[] };
    const locationId = (await gql(MeDocument.toString(), {})).data.me.user.locationsUsers[0].locationId;

    let acknowledged = 0;
    let stop = false;
    const writer = async (w: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const r = await gql(AddLocationClientDocument.toString(), {
            locationId,
            input: {
              firstName: `Crash${w}`,
              lastName: `Test${i}`,
              isActive: true,
              locationClientPhones: [{ phoneNumber: `512555${String(1000 + i).slice(-4)}`, phoneTypeId: '1' }],
              locationClientAddress: [{ addressLine1: `${i} Main St`, city: 'Austin', state: 'TX', zip: '78701', addressTypeId: '1' }],
            },
          });
          if (r.data?.addLocationClient?.id) acknowledged++;
        } catch {
          return; // the server is gone
        }
      }
    };
    const writers = Array.from({ length: 8 }, (_, w) => writer(w));
    // Killed in the middle of writing: once the writers have had answers, with more under way.
    await vi.waitFor(() => expect(acknowledged).toBeGreaterThanOrEqual(16), { timeout: 60_000, interval: 10 });
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    stop = true;
    await Promise.all(writers);
    expect(acknowledged).toBeGreaterThan(0);

    // The same data, opened again: every written client is whole; every acknowledged one is there.
    const db = await openDatabase(env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: join(dataDir, 'pglite') });
    cleanups.push(() => db.close());
    const rows = <T,>(q: ReturnType<typeof sql>) => queryRows<T>(db.db, q);
    const partial = await rows<{ id: number }>(sql`
      select c.id from location_clients c where c.first_name like 'Crash%' and (
        not exists (select 1 from location_client_phones p where p.location_client_id = c.id)
        or not exists (select 1 from location_client_addresses a where a.location_client_id = c.id)
        or not exists (select 1 from audit_log l where l.entity = 'LocationClient' and l.entity_id = c.id::text))`);
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from location_clients where first_name like 'Crash%'`);
    expect(partial).toEqual([]);
    expect(n).toBeGreaterThanOrEqual(acknowledged);
    await db.close();
    cleanups.pop();

    // And the server starts again on it.
    const again = await start();
    expect((await fetch(`${again.origin}/healthz`)).ok).toBe(true);
    again.child.kill('SIGTERM');
  });
});
