/**
 * Vitest global setup of the server's integration tests: seeds the demo practice once per run into
 * templates every test file copies, instead of migrating and seeding a database per file (about 6 s of
 * each file's 20 s). PGlite: a dump of a seeded in-memory database, loaded by each file; PostgreSQL
 * (TEST_DATABASE_URL): a seeded database each file creates its own from (CREATE DATABASE … TEMPLATE).
 * Files that seed something else (another `now`, no seed) still build their own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { generateDataset } from '@vetrx/fixtures';
import { migrateDatabase, openDatabase } from '../db/client.js';
import { seedDatabase } from '../db/seed.js';
import { DEMO_NOW, DEMO_TEMPLATE_KEY, type DemoTemplates } from './harness.js';

interface SetupContext {
  provide(key: typeof DEMO_TEMPLATE_KEY, value: DemoTemplates): void;
}

export default async function setup({ provide }: SetupContext): Promise<() => Promise<void>> {
  const dataset = generateDataset({ seed: 1, scale: 1, now: DEMO_NOW });
  const folder = mkdtempSync(join(tmpdir(), 'vetrx-template-'));
  const dumpPath = join(folder, 'pglite-demo.tar');
  const lite = await openDatabase({ dataDir: 'memory' });
  await migrateDatabase(lite);
  await seedDatabase(lite.db, dataset);
  const client = (lite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  writeFileSync(dumpPath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await lite.close();

  const admin = process.env.TEST_DATABASE_URL;
  let postgres: string | null = null;
  if (admin) {
    postgres = `vetrx_tpl_${randomBytes(5).toString('hex')}`;
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    await c.query(`CREATE DATABASE ${postgres}`);
    await c.end();
    const url = new URL(admin);
    url.pathname = `/${postgres}`;
    const h = await openDatabase({ url: url.toString() });
    await migrateDatabase(h);
    await seedDatabase(h.db, dataset);
    await h.close();
  }
  provide(DEMO_TEMPLATE_KEY, { pgliteDump: dumpPath, postgresTemplate: postgres });

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (admin && postgres) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${postgres} WITH (FORCE)`);
      await c.end();
    }
  };
}
