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
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** What the workers receive under `vetrxDemoTemplates` (see `DemoTemplates` in harness.ts). */
interface Templates {
  folder: string;
  postgresTemplate: string | null;
}

interface SetupContext {
  provide(key: 'vetrxDemoTemplates', value: Templates): void;
}

export default function setup({ provide }: SetupContext): () => Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'vetrx-template-'));
  const admin = process.env.TEST_DATABASE_URL;
  const postgresTemplate = admin ? `vetrx_tpl_${randomBytes(5).toString('hex')}` : null;
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
