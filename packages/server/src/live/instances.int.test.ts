/**
 * Several instances over one PostgreSQL database (issue 41), as real server
 * processes: four start at the same moment on a fresh, unmigrated database and all come up; two stop,
 * and of the other two, A and B, behind one public address (a load balancer's: tokens from either
 * work on both, the keys are in the database):
 *
 * - a change made through A reaches a live client of B within a second;
 * - a membership revoked through A is refused on B within a second (B had the access cached);
 * - a bulk summary previewed through A is approved through B, whose re-sign-in page says what the
 *   sign-in confirms (the summaries are in the database);
 * - the sandbox clock ticks once per interval, on the one instance holding the lease;
 * - killing that instance (SIGKILL) hands the clock to the other within seconds.
 *
 * PostgreSQL only (TEST_DATABASE_URL): PGlite belongs to one process. It prints the figures
 * docs/guides/benchmarks.md quotes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_HEADER,
  APPLICATION_NAME,
  LIVE_UPDATES_PATH,
  parseSseBlock,
  type LiveChange,
} from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { BulkApprovalPreviewDocument } from '@vetrx/core/operations/BulkApprovalPreview';
import { BulkApprovePrescriptionTasksDocument } from '@vetrx/core/operations/BulkApprovePrescriptionTasks';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { GetPrescriptionCountDocument } from '@vetrx/core/operations/GetPrescriptionCount';
import { UpdateLocationUserActiveDocument } from '@vetrx/core/operations/UpdateLocationUserActive';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import { openDatabase } from '../db/client.js';
import { attachDraft, freePort, plainPendingTasks, pollFor as waitFor, scratchPostgresDatabase, signIn } from '../testing/index.js';

const serverRoot = resolve(import.meta.dirname, '..', '..');
const TICK_SECONDS = 1;

interface Instance {
  name: string;
  origin: string;
  child: ChildProcess;
  exited: Promise<void>;
}

interface Health {
  status: string;
  listening: boolean;
  leader: boolean;
}


async function health(i: Instance): Promise<Health> {
  return (await (await fetch(`${i.origin}/healthz`)).json()) as Health;
}

describe.runIf(process.env.TEST_DATABASE_URL)('instances over one PostgreSQL database (issue 41)', () => {
  const cleanups: Array<() => Promise<void> | void> = [];
  const instances: Instance[] = [];
  let publicUrl = '';
  let databaseUrl = '';
  let database: pg.Client;
  let headers: (token: string) => Record<string, string>;
  let gql: (i: Instance, token: string, query: string, variables: Record<string, unknown>) => Promise<{ data?: any; errors?: Array<{ extensions?: { code?: string } }> }>;
  const figures: string[] = [];

  beforeAll(async () => {
    const scratch = await scratchPostgresDatabase(process.env.TEST_DATABASE_URL!, 'vetrx_instances');
    cleanups.push(scratch.drop);
    databaseUrl = scratch.url;
    const ports = await Promise.all([0, 1, 2, 3].map(() => freePort()));
    // One public address for all (the load balancer's): the embedded provider's issuer and redirects.
    publicUrl = `http://127.0.0.1:${ports[0]}`;
    // All four at the same moment, each with a data folder of its own: nothing is shared but the database.
    for (const [n, port] of ports.entries()) {
      const dataDir = mkdtempSync(join(tmpdir(), 'vetrx-instance-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
        cwd: serverRoot,
        env: {
          ...(process.env as Record<string, string>),
          NODE_ENV: 'development',
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: publicUrl,
          DATABASE_URL: scratch.url,
          VETRX_DATA_DIR: dataDir,
          VETRX_SEED: '1',
          VETRX_WORKERS: '1',
          VETRX_SANDBOX_TICK_SECONDS: String(TICK_SECONDS),
          VETRX_SANDBOX_TRAFFIC_PER_HOUR: '0',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      cleanups.push(() => void child.kill('SIGKILL'));
      instances.push({ name: 'ABCD'[n], origin: `http://127.0.0.1:${port}`, child, exited });
    }
    database = new pg.Client({ connectionString: scratch.url });
    await database.connect();
    cleanups.push(() => database.end());
    headers = (token) => ({ 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${token}` });
    gql = async (i, token, query, variables) => (await (await fetch(`${i.origin}/graphql`, { method: 'POST', headers: headers(token), body: JSON.stringify({ query, variables }) })).json()) as never;
  }, 30_000);

  afterAll(async () => {
    if (figures.length) console.log(`\nInstances over one PostgreSQL (issue 41):\n  ${figures.join('\n  ')}\n`);
    for (const c of cleanups.reverse()) await c();
  });

  it('four instances started at once on a fresh database all come up', { timeout: 300_000 }, async () => {
    const started = Date.now();
    await Promise.all(
      instances.map((i) =>
        waitFor(`${i.name} healthy`, 280_000, async () => {
          if (i.child.exitCode !== null) throw new Error(`${i.name} exited with ${i.child.exitCode}`);
          return (await health(i)).status === 'ok';
        }).catch((e: unknown) => {
          if (i.child.exitCode !== null) throw new Error(`${i.name} exited with ${i.child.exitCode}`);
          throw e;
        }),
      ),
    );
    figures.push(`4 instances up on a fresh database in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(instances.every((i) => i.child.exitCode === null)).toBe(true);
    // Migrated once, the demo practice seeded once.
    const { rows } = await database.query<{ n: number }>(`select count(*)::int as n from organizations`);
    const { rows: applied } = await database.query<{ n: number; distinct: number }>(`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`);
    expect(applied[0].n).toBe(applied[0].distinct);
    expect(rows[0].n).toBeGreaterThan(0);
    const orgs = rows[0].n;
    expect((await database.query<{ n: number }>(`select count(distinct name)::int as n from organizations`)).rows[0].n).toBe(orgs);
    // Exactly one of them runs the sandbox clock.
    const leaders = await waitFor('one leader', 10_000, async () => {
      const all = await Promise.all(instances.map(health));
      return all.filter((h) => h.leader).length === 1 && all;
    });
    expect(leaders.filter((h) => h.leader)).toHaveLength(1);
    // C and D stop; A and B go on.
    for (const i of instances.splice(2)) {
      i.child.kill('SIGTERM');
      await i.exited;
    }
  });

  it('pushes a change made through A to a live client of B within a second', { timeout: 60_000 }, async () => {
    const [a, b] = instances;
    const vet = (await signIn({ origin: publicUrl, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    const vet2 = (await signIn({ origin: publicUrl, username: 'vet2@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    const controller = new AbortController();
    cleanups.push(() => controller.abort());
    const res = await fetch(`${b.origin}${LIVE_UPDATES_PATH}`, { headers: headers(vet2), signal: controller.signal });
    expect(res.status).toBe(200);
    const arrived: Array<{ change: LiveChange; at: number }> = [];
    void (async () => {
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const event = parseSseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) arrived.push({ change: event.data, at: performance.now() });
          }
        }
      } catch {
        // aborted
      }
    })();
    const latencies: number[] = [];
    const afterAnswer: number[] = [];
    for (let n = 0; n < 10; n++) {
      const label = `Across ${n}`;
      const sent = performance.now();
      const r = await gql(a, vet, AddShortcutDocument.toString(), { shortcutType: 'SIG', label, details: 'Give 1 tablet by mouth daily.', locationId: String(LOCATION.mapleGrove) });
      const answered = performance.now();
      expect(r.errors).toBeUndefined();
      const seen = await waitFor(`change ${n} on B`, 1_000, async () => arrived.find((x) => x.at >= sent && x.change.operation === 'AddShortcut' && x.change.locationId === String(LOCATION.mapleGrove)));
      arrived.length = 0;
      latencies.push(seen.at - sent);
      afterAnswer.push(seen.at - answered);
    }
    const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
    figures.push(
      `push A → B's live client (10 changes): from the mutation sent, median ${median(latencies).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
        `from A's answer, median ${median(afterAnswer).toFixed(0)} ms, max ${Math.max(...afterAnswer).toFixed(0)} ms`,
    );
    // Within a second of the change: from A's answer (the change is committed when A answers). The time
    // from the mutation sent adds A's own work, which a loaded CI machine stretches (1.37 s seen).
    expect(Math.max(...afterAnswer)).toBeLessThan(1_000);
    controller.abort();
  });

  it('refuses on B, within a second, a membership revoked through A', { timeout: 60_000 }, async () => {
    const [a, b] = instances;
    // A staff user's second membership (Riverside), so they stay signed in elsewhere.
    const { rows } = await database.query<{ username: string; id: number }>(`select u.username, lu.id from users u
      join location_users lu on lu.user_id = u.id and lu.location_id = $1 and lu.is_active and not lu.is_primary
      where u.username = 'staff@demo.vetrx.dev' limit 1`, [LOCATION.riverside]);
    expect(rows).toHaveLength(1);
    const staff = (await signIn({ origin: publicUrl, username: rows[0].username, password: DEMO_PASSWORD })).accessToken;
    const admin = (await signIn({ origin: publicUrl, username: 'vetadmin@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    const count = () => gql(b, staff, GetPrescriptionCountDocument.toString(), { locationId: String(LOCATION.riverside) });
    expect((await count()).errors).toBeUndefined();
    expect((await count()).errors).toBeUndefined(); // B now serves the staff user's access from its cache
    const sent = performance.now();
    const revoked = await gql(a, admin, UpdateLocationUserActiveDocument.toString(), { id: String(rows[0].id), isActive: false });
    expect(revoked.errors).toBeUndefined();
    const answered = performance.now();
    const refused = await waitFor('refused on B', 1_000, async () => {
      const r = await count();
      return /FORBIDDEN|NOT_FOUND/.test(r.errors?.[0]?.extensions?.code ?? '') && performance.now();
    });
    figures.push(`revocation through A refused on B: ${(refused - answered).toFixed(0)} ms after A answered (${(refused - sent).toFixed(0)} ms after it was sent)`);
    expect(refused - answered).toBeLessThan(1_000);
  });

  it("approves through B a bulk summary previewed through A; B's re-sign-in page says what it confirms", { timeout: 60_000 }, async () => {
    const [a, b] = instances;
    const vet = (await signIn({ origin: publicUrl, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD })).accessToken;
    // Four pending requests of Maple Grove, each given a complete draft signed by the vet.
    const drizzle = await openDatabase({ url: databaseUrl });
    cleanups.push(() => drizzle.close());
    const { rows: lu } = await database.query<{ id: number }>(`select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vet@demo.vetrx.dev' and lu.location_id = $1`, [LOCATION.mapleGrove]);
    const tasks = await plainPendingTasks(drizzle.db, LOCATION.mapleGrove, 4, { withoutDraft: true });
    expect(tasks).toHaveLength(4);
    for (const { task } of tasks) await attachDraft(drizzle.db, task, { vetLocationUserId: lu[0].id, refills: 1 });
    const ids = tasks.map((x) => String(x.task.id));
    const preview = await gql(a, vet, BulkApprovalPreviewDocument.toString(), { locationId: String(LOCATION.mapleGrove), prescriptionTaskIds: ids });
    expect(preview.errors).toBeUndefined();
    const { nonce, items } = preview.data.bulkApprovalPreview as { nonce: string; items: Array<{ prescriptionTaskId: string; qualifies: boolean }> };
    const qualifying = items.filter((i) => i.qualifies).map((i) => i.prescriptionTaskId);
    expect(qualifying.length).toBeGreaterThan(0);
    let page = '';
    const { idToken } = await signIn({ origin: publicUrl, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD, maxAge: 0, nonce, interactionOrigin: b.origin, onSignInPage: (html) => (page = html) });
    expect(page).toContain(`<h1>${APPROVALS_TRIAGE_MESSAGES.bulk.reauthPage.title(qualifying.length)}</h1>`);
    expect(page).toContain('readonly value="vet@demo.vetrx.dev"');
    const done = await gql(b, vet, BulkApprovePrescriptionTasksDocument.toString(), { locationId: String(LOCATION.mapleGrove), prescriptionTaskIds: ids, idToken });
    expect(done.errors).toBeUndefined();
    const approved = (done.data.bulkApprovePrescriptionTasks as Array<{ prescriptionTaskId: string; approved: boolean }>).filter((i) => i.approved).map((i) => i.prescriptionTaskId);
    expect(approved).toEqual(qualifying);
    // Spent on B, refused on A.
    const replay = await gql(a, vet, BulkApprovePrescriptionTasksDocument.toString(), { locationId: String(LOCATION.mapleGrove), prescriptionTaskIds: ids, idToken });
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('ticks the sandbox once per interval, and hands the clock over when its instance is killed', { timeout: 90_000 }, async () => {
    const ticks = async () => (await database.query<{ ticks: number }>('select ticks from sandbox_clock where id = 1')).rows[0]?.ticks ?? 0;
    // From the moment a tick lands (polled every 25 ms), so the window holds whole intervals.
    const seen = await ticks();
    const from = await waitFor('the clock running', 10_000, async () => {
      const n = await ticks();
      return n > seen && { n, at: performance.now() };
    });
    // Wait for six more ticks: with two clocks running they would take half the time.
    const six = await waitFor('six ticks', 20_000, async () => (await ticks()) >= from.n + 6 && performance.now());
    const perMinute = (6 / ((six - from.at) / 1000)) * 60;
    figures.push(`sandbox ticks with 2 instances at VETRX_SANDBOX_TICK_SECONDS=${TICK_SECONDS}: ${perMinute.toFixed(1)} a minute (one clock: ${60 / TICK_SECONDS})`);
    expect(six - from.at).toBeGreaterThanOrEqual(5 * TICK_SECONDS * 1000 * 0.9);
    const states = await Promise.all(instances.map(health));
    expect(states.filter((h) => h.leader)).toHaveLength(1);

    const leader = instances[states.findIndex((h) => h.leader)];
    const other = instances.find((i) => i !== leader)!;
    leader.child.kill('SIGKILL');
    const killed = performance.now();
    await leader.exited;
    // Counted once it is gone: any tick after this one is the other instance's.
    const before = await ticks();
    const led = await waitFor('the other instance leads', 10_000, async () => (await health(other)).leader && performance.now());
    const ticked = await waitFor('a tick after the kill', 10_000, async () => (await ticks()) > before && performance.now());
    figures.push(`clock handed over after SIGKILL of its instance: lease taken in ${(led - killed).toFixed(0)} ms, next tick ${(ticked - killed).toFixed(0)} ms after the kill`);
    expect(ticked - killed).toBeLessThan(5_000);
  });
});
