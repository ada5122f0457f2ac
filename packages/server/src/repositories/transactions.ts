/**
 * Opening a transaction, the one piece of a write that is the database's rather than a subject's:
 * the unit of work (unit-of-work.ts) and the sandbox's exchanges open theirs here, so nothing above the
 * repositories runs a statement of its own. Also PostgreSQL's NOTIFY, which a write queues inside its
 * transaction for the other instances (live/changes.ts).
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { PGlite } from '@electric-sql/pglite';
import type { Db, Tx } from '../db/client.js';

/** PostgreSQL's code for a statement cancelled by statement_timeout (query_canceled). */
export const QUERY_CANCELED = '57014';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back because another met it. */
export const CONCURRENT_CHANGE = ['40001', '40P01'];

/** Whether the error (or one it wraps: Drizzle wraps the driver's) carries one of these SQLSTATE codes. */
export function hasSqlState(e: unknown, codes: readonly string[]): boolean {
  for (let x = e as { code?: string; cause?: unknown } | undefined; x; x = x.cause as typeof x) {
    if (x.code && codes.includes(x.code)) return true;
  }
  return false;
}

/** Whether `db` is already a transaction (a savepoint is opened inside it, and the outer one keeps the limits). */
export const isTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** PGlite runs each statement to its end in this thread: statement_timeout does not interrupt it. */
export const cancelsStatements = (db: Db): boolean => !((db as unknown as { $client?: unknown }).$client instanceof PGlite);

/**
 * `db.transaction(work)`; with `statementTimeoutMs`, on PostgreSQL each statement is cancelled past that
 * many milliseconds (SET LOCAL statement_timeout, read when the transaction opens) and the transaction
 * rolls back; `beforeCommit` runs after the work and may still refuse the commit by throwing.
 *
 * @example
 * await openTransaction(db, (tx) => work(tx), { statementTimeoutMs: () => deadline.remainingMs(), beforeCommit: () => deadline.beginCommit() });
 */
export function openTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, options: { statementTimeoutMs?: () => number; beforeCommit?: () => void } = {}): Promise<T> {
  const { statementTimeoutMs, beforeCommit } = options;
  if (!statementTimeoutMs && !beforeCommit) return db.transaction(work);
  return db.transaction(async (tx) => {
    if (statementTimeoutMs && cancelsStatements(db)) await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.ceil(statementTimeoutMs()))}`));
    const result = await work(tx);
    beforeCommit?.();
    return result;
  });
}

/**
 * Inside a transaction: queues a NOTIFY on `channel`, delivered by PostgreSQL when (and only if) the
 * transaction commits.
 *
 * @example
 * await notifyOnCommit(tx, 'vetrx_changes', payload);
 */
export async function notifyOnCommit(tx: Tx, channel: string, payload: string): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
}
