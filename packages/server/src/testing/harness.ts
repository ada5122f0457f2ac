import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER } from '@vetrx/core/api';
import { loadConfig } from '../config.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';
import { generateDataset } from '@vetrx/fixtures';
import { createApp, type App } from '../http/app.js';
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

/** The key under which the server's vitest global setup provides the seeded demo templates. */
export const DEMO_TEMPLATE_KEY = 'vetrxDemoTemplates';

/** Seeded demo databases to copy (see `global-setup.ts`): a PGlite dump file, a PostgreSQL template. */
export interface DemoTemplates {
  pgliteDump: string | null;
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    vetrxDemoTemplates: DemoTemplates;
  }
}

/** The templates of this run, when the global setup made them (the server's tests; not the CLI's). */
function demoTemplates(): DemoTemplates | null {
  try {
    return inject(DEMO_TEMPLATE_KEY) ?? null;
  } catch {
    return null;
  }
}

let pgliteDump: Blob | null = null;

/**
 * Opens a fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL (dropped on
 * close). With `demo`, a copy of the run's seeded demo template when there is one (the result says
 * whether it is seeded).
 */
export async function freshDatabase(kind: 'pglite' | 'postgres', opts: { demo?: boolean } = {}): Promise<DatabaseHandle & { seeded?: boolean }> {
  const templates = opts.demo ? demoTemplates() : null;
  if (kind === 'pglite') {
    if (templates?.pgliteDump) {
      pgliteDump ??= new Blob([readFileSync(templates.pgliteDump)]);
      return { ...(await openDatabase({ dataDir: 'memory', loadDataDir: pgliteDump })), seeded: true };
    }
    const h = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(h);
    return h;
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vetrx_t_${randomBytes(5).toString('hex')}`;
  const template = templates?.postgresTemplate ?? null;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  for (let attempt = 1; ; attempt++) {
    try {
      await client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
      break;
    } catch (e) {
      // Two files copying the template at the same instant: 'source database is being accessed by other users'.
      if ((e as { code?: string }).code !== '55006' || attempt >= 20) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const h = await openDatabase({ url: url.toString() });
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
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
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
  close(): Promise<void>;
}

export const DEMO_NOW = new Date('2026-11-20T15:00:00Z');

/**
 * Starts the whole server (identity provider, GraphQL, static) on a free port over a fresh database
 * seeded with the demo practice. Each test file gets its own server and data.
 */
export async function startTestServer(opts: { kind?: 'pglite' | 'postgres'; seed?: boolean; now?: Date } = {}): Promise<TestServer> {
  const demo = opts.seed !== false && (opts.now === undefined || opts.now.getTime() === DEMO_NOW.getTime());
  const database = await freshDatabase(opts.kind ?? 'pglite', { demo });
  if (opts.seed !== false && !database.seeded) await seedDatabase(database.db, generateDataset({ seed: 1, scale: 1, now: opts.now ?? DEMO_NOW }));
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vetrx-test-'));
  const config = loadConfig({ NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, VETRX_DATA_DIR: dataDir, VETRX_SEED: '0' });
  const app = await createApp(config, database, { logger: { ...console, error: () => undefined } as Console });
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
      const res = await fetch(`${url}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query, variables }) });
      const body = (await res.json()) as { data?: any; errors?: any[] };
      return { status: res.status, ...body };
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
