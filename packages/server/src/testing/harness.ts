import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER, operations } from '@vetrx/core/api';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.js';
import { guardPoolReadsInTransactions } from './pool-reads.js';
import { testDatabaseName, type TEST_DATABASE_PREFIXES } from './database-names.js';
import { seedDatabase } from '../db/seed.js';
import { generateDataset } from '@vetrx/fixtures';
import { createApp, type App } from '../http/app.js';
import type { RequestLimits } from '../graphql/limits.js';
import { signIn } from './login.js';

/** A free TCP port on this machine. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Which databases the integration tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): Array<'pglite' | 'postgres'> {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** The key under which the server's vitest global setup provides where the demo templates go. */
export const DEMO_TEMPLATE_KEY = 'vetrxDemoTemplates';

/**
 * Where this run's seeded demo templates go (see `global-setup.ts`): a folder for the PGlite dump and
 * the locks, and the name of the PostgreSQL template database.
 */
export interface DemoTemplates {
  folder: string;
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    vetrxDemoTemplates: DemoTemplates;
  }
}

/** The run's templates, when the global setup made a place for them (the server's tests; not the CLI's). */
function demoTemplates(): DemoTemplates | null {
  try {
    return inject(DEMO_TEMPLATE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * Makes a template once per run across the test workers: the first caller takes the lock and builds
 * it, the others wait for its ready mark.
 */
async function once(folder: string, name: string, build: () => Promise<void>): Promise<void> {
  const ready = join(folder, `${name}.ready`);
  if (existsSync(ready)) return;
  let mine = false;
  try {
    mkdirSync(join(folder, `${name}.lock`));
    mine = true;
  } catch {
    // another worker is building it
  }
  if (mine) {
    await build();
    writeFileSync(ready, '');
    return;
  }
  const deadline = Date.now() + 180_000;
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`The ${name} demo template was not ready in time`);
    // Another worker process writes the file: nothing here to wait on but its appearance, polled.
    await delay(200);
  }
}

/** Runs one statement (CREATE or DROP DATABASE) on the PostgreSQL server of `adminUrl`. */
async function onPostgresServer(adminUrl: string, statement: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(statement);
  } finally {
    await c.end();
  }
}

/** The URL of database `name` on the PostgreSQL server of `adminUrl`. */
function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A new, empty database named `prefix` and a random suffix on the PostgreSQL server of `adminUrl`:
 * its URL, and `drop` to remove it (connections still open are ended).
 */
export async function scratchPostgresDatabase(adminUrl: string, prefix: (typeof TEST_DATABASE_PREFIXES)[number]): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = testDatabaseName(prefix);
  await onPostgresServer(adminUrl, `CREATE DATABASE ${name}`);
  return { url: databaseUrl(adminUrl, name), drop: () => onPostgresServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const demoDataset = () => generateDataset({ seed: 1, scale: 1, now: DEMO_NOW });
let pgliteDump: Blob | null = null;

/** The run's seeded PGlite dump, made by the first file that asks. */
async function pgliteTemplate(folder: string): Promise<Blob> {
  const file = join(folder, 'pglite-demo.tar');
  await once(folder, 'pglite', async () => {
    const h = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(h);
    await seedDatabase(h.db, demoDataset());
    const client = (h.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await h.close();
  });
  pgliteDump ??= new Blob([readFileSync(file)]);
  return pgliteDump;
}

/** The run's seeded PostgreSQL template database, made by the first file that asks. */
async function postgresTemplate(folder: string, admin: string, template: string): Promise<string> {
  await once(folder, 'postgres', async () => {
    await onPostgresServer(admin, `CREATE DATABASE ${template}`);
    const h = await openDatabase({ url: databaseUrl(admin, template) });
    await migrateDatabase(h);
    await seedDatabase(h.db, demoDataset());
    await h.close();
  });
  return template;
}

/**
 * Opens a fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL (dropped on
 * close). With `demo`, a copy of the run's seeded demo template when the run has a place for one (the
 * result says whether it is seeded).
 */
export async function freshDatabase(kind: 'pglite' | 'postgres', opts: { demo?: boolean; poolMax?: number } = {}): Promise<DatabaseHandle & { seeded?: boolean }> {
  const templates = opts.demo ? demoTemplates() : null;
  if (kind === 'pglite') {
    if (templates) return { ...(await openDatabase({ dataDir: 'memory', loadDataDir: await pgliteTemplate(templates.folder) })), seeded: true };
    const h = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(h);
    return h;
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = testDatabaseName('vetrx_t');
  const template = templates?.postgresTemplate ? await postgresTemplate(templates.folder, admin, templates.postgresTemplate) : null;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      break;
    } catch (e) {
      // Two files copying the template at the same instant: 'source database is being accessed by other users'.
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      // A retry's backoff, not a wait before an assertion.
      await delay(100 * attempt);
    }
  }
  await client.end();
  const h = await openDatabase({ url: databaseUrl(admin, name), poolMax: opts.poolMax });
  // In the tests only: the bench's soak run starts servers here too, and the guard costs every awaited promise.
  if (process.env.VITEST) guardPoolReadsInTransactions(h);
  // Dropping the database WITH (FORCE) terminates pooled connections that are still closing (57P01);
  // an idle client's error must not surface as an unhandled error of the test run.
  const pool = (h.db as unknown as { $client?: { on?: (event: 'error', fn: (e: { code?: string }) => void) => void } }).$client;
  pool?.on?.('error', (e) => {
    if (e.code !== '57P01') throw e;
  });
  if (!template) await migrateDatabase(h);
  return {
    ...h,
    seeded: template !== null,
    async close() {
      await h.close();
      await onPostgresServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export interface TestServer {
  url: string;
  app: App;
  database: DatabaseHandle;
  /** Signs in a demo user through the real sign-in form; returns the access token (cached per user). */
  token(username: string): Promise<string>;
  /** POST /graphql with the required headers. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, opts?: { token?: string | null; impersonate?: string; headers?: Record<string, string> }): Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }> }>;
  /**
   * Starts an impersonation session for the support user of `supportToken` through the API
   * (EndImpersonation of any running one, then StartImpersonation), so later calls may send the header.
   */
  impersonate(supportToken: string, username: string, opts?: { reason?: string; minutes?: number }): Promise<{ id: string; expiresAt: string }>;
  /** The server's clock: real time plus an offset the test moves (impersonation expiry). */
  clock: TestClock;
  close(): Promise<void>;
}

/** A controllable clock: the server reads `now()`; tests move it forward. */
export interface TestClock {
  now(): Date;
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  /** Stops the clock at the instant it reads now, until `reset` (what one quick request sees when every read falls in one millisecond). */
  hold(): void;
  /** Back to real time. */
  reset(): void;
}

/** A clock at real time plus an offset. */
export function testClock(): TestClock {
  let offset = 0;
  let held: number | null = null;
  return {
    now: () => new Date(held ?? Date.now() + offset),
    advance(ms) {
      offset += ms;
      if (held !== null) held += ms;
    },
    hold() {
      held = Date.now() + offset;
    },
    reset() {
      offset = 0;
      held = null;
    },
  };
}

export const DEMO_NOW = new Date('2026-11-20T15:00:00Z');

/**
 * Starts the whole server (identity provider, GraphQL, static) on a free port over a fresh database
 * seeded with the demo practice. Each test file gets its own server and data.
 */
export async function startTestServer(
  opts: {
    kind?: 'pglite' | 'postgres';
    seed?: boolean;
    now?: Date;
    limits?: Partial<RequestLimits>;
    database?: DatabaseHandle;
    /** Settings beside the test's own (e.g. the bench's lifted per-caller budgets). */
    env?: Record<string, string>;
    /** PostgreSQL: the connections the server's pool keeps (VETRX_DB_POOL_MAX; default 10). */
    poolMax?: number;
  } = {},
): Promise<TestServer> {
  const demo = opts.seed !== false && (opts.now === undefined || opts.now.getTime() === DEMO_NOW.getTime());
  // A given database (the benchmarks' seeded one) is served as it is.
  const database: DatabaseHandle & { seeded?: boolean } = opts.database ? { ...opts.database, seeded: true } : await freshDatabase(opts.kind ?? 'pglite', { demo, poolMax: opts.poolMax });
  if (opts.seed !== false && !database.seeded) await seedDatabase(database.db, generateDataset({ seed: 1, scale: 1, now: opts.now ?? DEMO_NOW }));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vetrx-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, VETRX_DATA_DIR: dataDir, VETRX_SEED: '0', VETRX_PIMS_OUTBOX_POLL_MS: '0', ...opts.env });
  const clock = testClock();
  const app = await createApp(config, database, { now: clock.now, logger: { ...console, error: () => undefined } as Console, limits: opts.limits });
  const url = await app.listen();
  const tokens = new Map<string, Promise<string>>();
  const server: TestServer = {
    url,
    app,
    database,
    token(username) {
      let t = tokens.get(username);
      if (!t) {
        t = signIn({ origin: url, username, password: DEMO_PASSWORD }).then((r) => r.accessToken);
        tokens.set(username, t);
      }
      return t;
    },
    async gql(query, variables = {}, o = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', [APPLICATION_HEADER]: APPLICATION_NAME, ...o.headers };
      if (o.token) headers.authorization = `Bearer ${o.token}`;
      if (o.impersonate) headers[IMPERSONATION_HEADER] = o.impersonate;
      const res = await fetchOnFreshSocketIfReset(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: any; errors?: any[] };
      return { status: res.status, ...body };
    },
    async impersonate(supportToken, username, o = {}) {
      await server.gql(operations.EndImpersonation.toString(), {}, { token: supportToken });
      const r = await server.gql(operations.StartImpersonation.toString(), { username, reason: o.reason ?? 'Test support ticket', minutes: o.minutes }, { token: supportToken });
      if (r.errors?.length) throw new Error(`StartImpersonation failed: ${r.errors[0].message}`);
      return r.data.startImpersonation;
    },
    clock,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/**
 * fetch, sent once more when the connection was reset before any answer (ECONNRESET: seen about once
 * per full CI run in the authorization matrix on PGlite on a loaded 2-core machine, cause not found; the
 * test server shares its process and event loop with PGlite). A reset after an answer began is not
 * retried; a request the server had already handled would show in the test as a second answer (a
 * CONFLICT or a second write), not hide. The transport is not what these tests check.
 */
async function fetchOnFreshSocketIfReset(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if (code !== 'ECONNRESET' && code !== 'UND_ERR_SOCKET') throw e;
    return fetch(input, init);
  }
}
