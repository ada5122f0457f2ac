/**
 * The names of the PostgreSQL databases the tests create, and the clean-up of those an interrupted run
 * left behind. A name carries the second it was made: `<prefix>_<base-36 seconds>_<random>`
 * (`vetrx_t_lz4k1c_9f3a1b2c4d`). A run that is killed (CI cancelled, Ctrl-C twice) never drops its
 * databases; the next run's global setup drops those of its own prefixes made more than
 * {@link STALE_AFTER_MS} ago that nobody is connected to — never one a run still uses (a run lasts
 * minutes; a watch run keeps its template unconnected between files, so the age bound is a day).
 * The end-to-end run's database is stamped in its own way (its milliseconds) and cleaned up likewise.
 * No workspace import: the global setup runs in vitest's own process.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';

/** How old a left-over test database must be before a later run drops it. */
export const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** The prefixes of the databases the tests make (the harness's, the template's and the scratch ones). */
export const TEST_DATABASE_PREFIXES = ['vetrx_t', 'vetrx_tpl', 'vetrx_crash', 'vetrx_seed', 'vetrx_instances'] as const;

/** A new test database's name under `prefix`, stamped with the current second. */
export function testDatabaseName(prefix: (typeof TEST_DATABASE_PREFIXES)[number], now = Date.now()): string {
  return `${prefix}_${Math.floor(now / 1000).toString(36)}_${randomBytes(5).toString('hex')}`;
}

/**
 * The end-to-end run's database (packages/web/playwright.config.ts): `vetrx_e2e_<pid>_<milliseconds>`,
 * dropped by its own teardown, left behind by a killed run.
 */
const END_TO_END = /^vetrx_e2e_\d{1,10}_(\d{13})$/;

/** When a test database of ours (or an end-to-end run's) was made, from its name; null for any other name. */
export function madeAt(name: string): number | null {
  for (const prefix of TEST_DATABASE_PREFIXES) {
    const m = new RegExp(`^${prefix}_([0-9a-z]{1,10})_[0-9a-f]{10}$`).exec(name);
    if (m) return parseInt(m[1], 36) * 1000;
  }
  const e2e = END_TO_END.exec(name);
  return e2e ? Number(e2e[1]) : null;
}

/**
 * Drops the test databases left behind more than {@link STALE_AFTER_MS} ago that no session uses; the
 * names dropped. One that gains a session meanwhile stays (DROP without FORCE refuses it).
 */
export async function dropStaleTestDatabases(client: pg.Client, now = Date.now()): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    `select d.datname from pg_database d where d.datname like 'vetrx\\_%' and not exists (select 1 from pg_stat_activity a where a.datid = d.oid)`,
  );
  const dropped: string[] = [];
  for (const { datname } of rows) {
    const at = madeAt(datname);
    if (at === null || now - at < STALE_AFTER_MS) continue;
    try {
      await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
      dropped.push(datname);
    } catch {
      // In use after all (a session connected since): it stays.
    }
  }
  return dropped;
}
