/**
 * The request time limit inside the database: a transaction of a request past its limit
 * rolls back instead of committing, on PGlite and PostgreSQL; on PostgreSQL a statement still running
 * at the limit is cancelled by the database (statement_timeout), which PGlite cannot do.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import type { DatabaseHandle } from './db/client.js';
import { freshDatabase, testDatabases } from './testing/index.js';
import { attachDeadline, RequestDeadline } from './deadline.js';
import { transactionWithin } from './unit-of-work.js';

describe.each(testDatabases())('transactions within a request deadline (%s)', (kind) => {
  let h: DatabaseHandle;
  beforeAll(async () => {
    h = await freshDatabase(kind);
    await h.db.execute(sql`create table deadline_probe (n int not null)`);
  });
  afterAll(() => h?.close());

  const within = (limitMs: number) => {
    const ctx = { db: h.db };
    const deadline = new RequestDeadline(limitMs);
    attachDeadline(ctx, deadline);
    return { ctx, deadline };
  };
  const probes = async (n: number) => {
    const r = (await h.db.execute(sql`select count(*)::int as c from deadline_probe where n = ${n}`)) as unknown as { rows?: { c: number }[] } & { c: number }[];
    return (r.rows ?? r)[0].c;
  };

  it('commits a transaction that ends within the limit', async () => {
    const { ctx } = within(5_000);
    await transactionWithin(ctx, (tx) => tx.execute(sql`insert into deadline_probe values (1)`));
    expect(await probes(1)).toBe(1);
  });

  it('rolls back, as TIMEOUT, a transaction whose work ran past the limit — its writes are never committed', async () => {
    // The deadline's clock is the test's: the work runs past the limit when the test moves it.
    let now = 0;
    const ctx = { db: h.db };
    attachDeadline(ctx, new RequestDeadline(200, () => now));
    const attempt = transactionWithin(ctx, async (tx) => {
      await tx.execute(sql`insert into deadline_probe values (2)`);
      now += 400;
      return 'done';
    });
    await expect(attempt).rejects.toMatchObject({ extensions: { code: 'TIMEOUT' } });
    expect(await probes(2)).toBe(0);
  });

  it('refuses to start a transaction once the request was answered TIMEOUT, and a commit after it', async () => {
    const { ctx, deadline } = within(60_000);
    const started = transactionWithin(ctx, async (tx) => {
      await tx.execute(sql`insert into deadline_probe values (3)`);
      expect(deadline.expire()).toBe(true); // the route answers TIMEOUT while the work is under way
      return 'done';
    });
    await expect(started).rejects.toMatchObject({ extensions: { code: 'TIMEOUT' } });
    await expect(transactionWithin(ctx, (tx) => tx.execute(sql`insert into deadline_probe values (3)`))).rejects.toMatchObject({ extensions: { code: 'TIMEOUT' } });
    expect(await probes(3)).toBe(0);
    expect(deadline.signal.aborted).toBe(true);
  });

  it('once a commit began, the limit no longer answers TIMEOUT (the real answer is sent, late)', async () => {
    const { ctx, deadline } = within(60_000);
    await transactionWithin(ctx, (tx) => tx.execute(sql`insert into deadline_probe values (4)`));
    expect(deadline.expire()).toBe(false);
    expect(deadline.signal.aborted).toBe(false);
    expect(await probes(4)).toBe(1);
  });

  it('inside an outer transaction it is a savepoint: the outer one keeps the limit', async () => {
    const { ctx, deadline } = within(60_000);
    await transactionWithin(ctx, async (tx) => {
      const inner = { db: tx as unknown as typeof h.db };
      attachDeadline(inner, deadline);
      await transactionWithin(inner, (t2) => t2.execute(sql`insert into deadline_probe values (5)`));
      // The savepoint's release is not the commit: the route could still answer TIMEOUT here.
      expect(deadline.expire()).toBe(true);
    }).catch(() => undefined);
    expect(await probes(5)).toBe(0);
  });

  it('answers a serialization failure as CONFLICT with a message to try again; nothing is written', async () => {
    for (const ctx of [{ db: h.db }, within(5_000).ctx]) {
      const failing = transactionWithin(ctx, async (tx) => {
        await tx.execute(sql`insert into deadline_probe values (7)`);
        await tx.execute(sql.raw(`do $$ begin raise exception 'met another' using errcode = '40001'; end $$`));
      });
      await expect(failing).rejects.toMatchObject({ message: COMMON_MESSAGES.concurrentChange, extensions: { code: 'CONFLICT' } });
    }
    expect(await probes(7)).toBe(0);
  });

  it.runIf(kind === 'postgres')('a deadlock between two writes rolls one back as CONFLICT, the other commits', async () => {
    await h.db.execute(sql`create table deadlock_probe (id int primary key, n int not null default 0)`);
    await h.db.execute(sql`insert into deadlock_probe (id) values (1), (2)`);
    // Each takes its first row, waits until the other has too, then asks for the other's row.
    let arrived = 0;
    let bothHold!: () => void;
    const both = new Promise<void>((resolve) => (bothHold = resolve));
    const crossing = (first: number, second: number) =>
      transactionWithin(within(10_000).ctx, async (tx) => {
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        if (++arrived === 2) bothHold();
        await both;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    const results = await Promise.allSettled([crossing(1, 2), crossing(2, 1)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ message: COMMON_MESSAGES.concurrentChange, extensions: { code: 'CONFLICT' } });
    const rows = (await h.db.execute(sql`select sum(n)::int as total from deadlock_probe`)) as unknown as { rows: { total: number }[] };
    expect(rows.rows[0].total).toBe(2); // the one that committed, both of its updates; none of the other's
  });

  it.runIf(kind === 'postgres')('cancels a statement still running at the limit (statement_timeout)', async () => {
    const { ctx } = within(300);
    const t0 = performance.now();
    await expect(transactionWithin(ctx, (tx) => tx.execute(sql`select pg_sleep(5)`))).rejects.toMatchObject({ extensions: { code: 'TIMEOUT' } });
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});
