import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
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

/** Opens a fresh, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL (dropped on close). */
export async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const h = await openDatabase({ dataDir: 'memory' });
    await migrateDatabase(h);
    return h;
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('TEST_DATABASE_URL is not set');
  const name = `vetrx_t_${randomBytes(5).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
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
  await migrateDatabase(h);
  return {
    ...h,
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
  const database = await freshDatabase(opts.kind ?? 'pglite');
  if (opts.seed !== false) await seedDatabase(database.db, generateDataset({ seed: 1, scale: 1, now: opts.now ?? DEMO_NOW }));
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
