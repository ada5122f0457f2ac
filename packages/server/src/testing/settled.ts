/**
 * Waiting for the server's work in the database to end, by the database's own state instead of a guessed
 * time: a request answered TIMEOUT (or abandoned by its client) goes on until its statement is cancelled
 * or its commit refused, and a test that then asserts "nothing was written" must look after that.
 */
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Resolves once no other session of the database is working. PostgreSQL: no other backend of this
 * database is running a statement or holding a transaction open (pg_stat_activity, polled). PGlite (one
 * connection, statements and transactions in turn): a statement queued now runs after that work.
 */
export async function databaseWorkEnded(h: DatabaseHandle, timeout = 10_000): Promise<void> {
  if (h.kind !== 'postgres') {
    await h.db.execute(sql`select 1`);
    return;
  }
  await vi.waitFor(
    async () => {
      const r = (await h.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`,
      )) as unknown as { rows: { n: number }[] };
      expect(r.rows[0].n).toBe(0);
    },
    { timeout, interval: 50 },
  );
}

/**
 * Polls `probe` until it answers a value (not null, undefined or false), or fails after `ms` naming
 * `what` and the probe's last error: for a state that has no event of its own to wait for (a process's
 * health, a row another process writes).
 *
 * @example
 * const row = await pollFor('the audit row', 3_000, () => auditRowOf(id));
 */
export async function pollFor<T>(what: string, ms: number, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, interval = 25): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!value) throw new Error(`${what}: not within ${ms} ms`);
      return value;
    },
    { timeout: ms, interval },
  );
}
