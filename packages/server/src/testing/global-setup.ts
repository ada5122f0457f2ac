/**
 * Vitest global setup of the server's integration tests: a folder (and, with TEST_DATABASE_URL, a
 * PostgreSQL template name) where the first file that needs it seeds the demo practice once per run;
 * every other file copies it instead of migrating and seeding its own database (about 6 s of each
 * file's 20 s). The seeding itself happens in a test worker (`freshDatabase` in harness.ts): this file
 * runs in vitest's own process, which reads no workspace package from its sources.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { dropStaleTestDatabases, testDatabaseName } from './database-names.js';

/** What the workers receive under `vetrxDemoTemplates` (see `DemoTemplates` in harness.ts). */
interface Templates {
  folder: string;
  postgresTemplate: string | null;
}

interface SetupContext {
  provide(key: 'vetrxDemoTemplates', value: Templates): void;
}

export default async function setup({ provide }: SetupContext): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'vetrx-template-'));
  const admin = process.env.TEST_DATABASE_URL;
  const postgresTemplate = admin ? testDatabaseName('vetrx_tpl') : null;
  if (admin) {
    // What an interrupted run left on the server (database-names.ts): its databases a day old or more.
    const c = new pg.Client({ connectionString: admin });
    await c.connect();
    try {
      const dropped = await dropStaleTestDatabases(c);
      if (dropped.length) console.log(`dropped ${dropped.length} test database(s) left by interrupted runs`);
    } finally {
      await c.end();
    }
  }
  provide('vetrxDemoTemplates', { folder, postgresTemplate });
  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (admin && postgresTemplate) {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${postgresTemplate} WITH (FORCE)`);
      await c.end();
    }
  };
}
