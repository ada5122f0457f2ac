/**
 * A transaction handed statements side by side (a `Promise.all` of reads, GraphQL resolving fields at
 * once) runs them one after another, in order, without node-postgres's deprecated queue;
 * a failed statement does not hold up the ones after it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/index.js';
import { rowsOf, type DatabaseHandle } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('statements handed to a transaction side by side', () => {
  let h: DatabaseHandle | undefined;
  afterAll(() => h?.close());

  it('run in the order they came, each after the one before has answered', async () => {
    h ??= await freshDatabase('postgres');
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    try {
      const finished: number[] = [];
      // The first sleeps longest: side by side on three connections it would finish last.
      const answers = await h.db.transaction((tx) =>
        Promise.all(
          [0.06, 0.03, 0].map(async (seconds, i) => {
            const rows = rowsOf<{ n: number; at: number }>(
              await tx.execute(sql`select ${i}::int as n, (extract(epoch from clock_timestamp()) * 1000)::float8 as at, pg_sleep(${seconds})`),
            );
            finished.push(i);
            return rows[0];
          }),
        ),
      );
      expect(finished).toEqual([0, 1, 2]);
      expect(answers.map((a) => a.n)).toEqual([0, 1, 2]);
      // Each statement started after the one before had slept: strictly increasing start times.
      const starts = answers.map((a) => Number(a.at));
      expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(50);
      expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(20);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('a statement that fails rejects alone; the transaction rolls back and the connection serves the next request', async () => {
    h ??= await freshDatabase('postgres');
    const outcome = await h.db
      .transaction((tx) => Promise.all([tx.execute(sql`select 1/0`), tx.execute(sql`select 1 as one`)]))
      .then(
        () => 'committed',
        (e: unknown) => String((e as { cause?: { message?: string } }).cause?.message ?? e),
      );
    expect(outcome).toContain('division by zero');
    const after = rowsOf<{ one: number }>(await h.db.execute(sql`select 1 as one`));
    expect(after).toEqual([{ one: 1 }]);
  });
});
