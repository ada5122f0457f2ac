import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * Removes the data folder the server used, and the PostgreSQL database made for the run when there was
 * one (playwright.config.ts; the server itself is stopped by Playwright first).
 */
export default async function globalTeardown(): Promise<void> {
  const dir = process.env.VETRX_E2E_DATA_DIR;
  if (dir && dir.includes('vetrx-e2e-')) rmSync(dir, { recursive: true, force: true });
  const database = process.env.VETRX_E2E_DATABASE_URL;
  const admin = process.env.TEST_DATABASE_URL;
  if (!database || !admin) return;
  const name = new URL(database).pathname.slice(1);
  if (!/^vetrx_e2e_\d+_\d+$/.test(name)) return;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}
