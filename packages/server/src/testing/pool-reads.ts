/**
 * A guard for the server's tests on PostgreSQL: a statement sent through the pool while
 * the same request holds a transaction's connection is recorded, and the file fails. Such a read waits
 * for a second connection while the first is held, so as many of those requests at once as the pool
 * has connections would wait for each other forever; it also reads outside the transaction (without its
 * own uncommitted rows). The test setup file (no-queued-queries.ts) asserts that none was recorded.
 *
 * Test-only, and applied under vitest only (testing/harness.ts): it runs every transaction inside an
 * AsyncLocalStorage, whose promise hooks cost every awaited promise of the process.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import type { DatabaseHandle } from '../db/client.js';

const KEY = Symbol.for('vetrx.test.poolReadsInTransactions');
const holder = globalThis as { [KEY]?: string[] };

/** The reads recorded so far in this process (each as its stack), shared by the files of one worker. */
export function poolReadsInTransactions(): string[] {
  return (holder[KEY] ??= []);
}

const holding = new AsyncLocalStorage<true>();

/**
 * Records every statement `handle`'s pool runs on behalf of a `handle.db.transaction(…)` still open
 * in the same asynchronous context. PGlite (one session) and other handles are left as they are.
 */
export function guardPoolReadsInTransactions(handle: DatabaseHandle): void {
  if (handle.kind !== 'postgres') return;
  const db = handle.db as unknown as { transaction: (work: (tx: unknown) => Promise<unknown>, config?: unknown) => Promise<unknown>; $client: pg.Pool };
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => transaction((tx) => holding.run(true, () => work(tx)), config);
  const pool = db.$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (holding.getStore()) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: unknown } | undefined)?.text ?? '');
      poolReadsInTransactions().push(`${text.slice(0, 160)}\n${new Error('read through the pool inside a transaction').stack ?? ''}`);
    }
    return query(...args);
  }) as typeof pool.query;
}
