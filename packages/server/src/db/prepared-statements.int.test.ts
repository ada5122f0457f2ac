/**
 * Statements a process runs often are prepared: from its third run a text with values
 * runs by name, parsed once per connection; a text without values (a script) never is; the answers are
 * the same; at most PREPARED_MAX texts are named. Statements through the pool's own query() are not
 * prepared, except a marked text, which runs on its generic plan, planned once: on the
 * generic pool's connections outside a transaction, with the mode set around it on a
 * transaction's, which then plans as usual again, after a failure too.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/index.js';
import pg from 'pg';
import { GENERIC_PLAN_MARK, openDatabase, PREPARE_AFTER, rowsOf, runStatementsInTurn, StatementNames, type DatabaseHandle } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe('the statement texts a process prepares', () => {
  it('names a text on its third run, and the same text by the same name after', () => {
    const names = new StatementNames();
    const runs = Array.from({ length: PREPARE_AFTER + 1 }, () => names.nameOf('select $1::int'));
    expect(runs.slice(0, PREPARE_AFTER - 1)).toEqual(Array(PREPARE_AFTER - 1).fill(undefined));
    expect(runs[PREPARE_AFTER - 1]).toMatch(/^vx_[0-9a-f]{40}$/);
    expect(runs[PREPARE_AFTER]).toBe(runs[PREPARE_AFTER - 1]);
    expect(names.nameOf('select $1::text')).toBeUndefined();
  });

  it('names at most its limit of texts; the others run unnamed', () => {
    const names = new StatementNames(1, 2);
    expect(names.nameOf('select 1 + $1')).toBeDefined();
    expect(names.nameOf('select 2 + $1')).toBeDefined();
    expect(names.nameOf('select 3 + $1')).toBeUndefined();
    expect(names.nameOf('select 1 + $1')).toBeDefined();
  });
});

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  let h: DatabaseHandle | undefined;
  afterAll(() => h?.close());

  it('a text run often is prepared on its connection, answers the same, and a script never is', async () => {
    h ??= await freshDatabase('postgres');
    const db = h.db;
    // One connection, so its prepared statements can be read: a transaction.
    const seen = await db.transaction(async (tx) => {
      const answers: unknown[] = [];
      for (let i = 0; i < PREPARE_AFTER + 2; i++) answers.push(rowsOf<{ n: number }>(await tx.execute(sql`select ${i}::int + 40 as n /* prepared-test */`))[0].n);
      for (let i = 0; i < PREPARE_AFTER + 2; i++) await tx.execute(sql.raw('select 1; select 2 /* prepared-test script */'));
      const prepared = rowsOf<{ name: string; statement: string }>(await tx.execute(sql.raw(`select name, statement from pg_prepared_statements where statement like '%prepared-test%'`)));
      return { answers, prepared };
    });
    expect(seen.answers).toEqual([40, 41, 42, 43, 44]);
    expect(seen.prepared).toHaveLength(1);
    expect(seen.prepared[0].name).toMatch(/^vx_[0-9a-f]{40}$/);
    expect(seen.prepared[0].statement).toContain('+ 40 as n');
  });

  it('a marked text is planned once (its generic plan), an unmarked one per run, and the connection plans as usual after either', async () => {
    h ??= await freshDatabase('postgres');
    const seen = await h.db.transaction(async (tx) => {
      const runs = PREPARE_AFTER + 6;
      for (let i = 0; i < runs; i++) await tx.execute(sql`${sql.raw(GENERIC_PLAN_MARK)}select ${i}::int + 50 as n /* generic-test */`);
      for (let i = 0; i < runs; i++) await tx.execute(sql`select ${i}::int + 60 as n /* custom-test */`);
      const plans = rowsOf<{ statement: string; generic_plans: number; custom_plans: number }>(
        await tx.execute(sql.raw(`select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%-test */' order by statement`)),
      );
      const mode = rowsOf<{ plan_cache_mode: string }>(await tx.execute(sql.raw('show plan_cache_mode')))[0].plan_cache_mode;
      return { plans, mode };
    });
    const marked = seen.plans.find((p) => p.statement.includes('generic-test'))!;
    const unmarked = seen.plans.find((p) => p.statement.includes('custom-test'))!;
    // From its third run it is prepared: every later run used the one generic plan, none a plan of its own.
    expect({ generic: Number(marked.generic_plans), custom: Number(marked.custom_plans) }).toEqual({ generic: 7, custom: 0 });
    // PostgreSQL plans the first five runs of an unmarked prepared text with their values.
    expect(Number(unmarked.custom_plans)).toBeGreaterThanOrEqual(5);
    expect(seen.mode).toBe('auto');
  });

  it("through the pool's own query() (every read outside a transaction), a marked text runs on the generic pool, prepared at once and planned once; an unmarked one stays on the pool, unprepared", async () => {
    // A pool of its own, asked one statement at a time: it keeps one connection in each of its two pools.
    const own = await openDatabase({ url });
    try {
      for (let i = 0; i < PREPARE_AFTER + 3; i++) {
        expect(rowsOf<{ n: number }>(await own.db.execute(sql`${sql.raw(GENERIC_PLAN_MARK)}select ${i}::int + 70 as n /* pool-generic-test */`))[0].n).toBe(i + 70);
        await own.db.execute(sql`select ${i}::int + 80 as n /* pool-plain-test */`);
      }
      const readings = "select statement, generic_plans, custom_plans, current_setting('plan_cache_mode') as mode, pg_backend_pid() as pid from pg_prepared_statements right join (select 1) one on statement like '%pool-%-test */'";
      type Reading = { statement: string | null; generic_plans: string | null; custom_plans: string | null; mode: string; pid: number };
      // Read on each pool's connection: a marked reading goes where marked statements go.
      const onGeneric = rowsOf<Reading>(await own.db.execute(sql.raw(`${GENERIC_PLAN_MARK}${readings}`)));
      const onPool = rowsOf<Reading>(await own.db.execute(sql.raw(readings)));
      expect(onGeneric.map((p) => ({ marked: p.statement?.includes('pool-generic-test'), generic: Number(p.generic_plans), custom: Number(p.custom_plans), mode: p.mode }))).toEqual([
        { marked: true, generic: PREPARE_AFTER + 3, custom: 0, mode: 'force_generic_plan' },
      ]);
      expect(onPool.map((p) => ({ statement: p.statement, mode: p.mode }))).toEqual([{ statement: null, mode: 'auto' }]);
      expect(onGeneric[0].pid).not.toBe(onPool[0].pid);
    } finally {
      await own.close();
    }
  });

  it('a marked statement inside a transaction runs on the transaction\'s connection and sees its writes', async () => {
    h ??= await freshDatabase('postgres');
    const seen = await h.db.transaction(async (tx) => {
      await tx.execute(sql.raw('create temporary table generic_in_tx (n int) on commit drop'));
      await tx.execute(sql`insert into generic_in_tx values (${7})`);
      const pids = new Set<number>();
      const answers: number[] = [];
      for (let i = 0; i < PREPARE_AFTER + 1; i++) {
        const [row] = rowsOf<{ n: number; pid: number }>(await tx.execute(sql`${sql.raw(GENERIC_PLAN_MARK)}select n + ${i}::int as n, pg_backend_pid() as pid from generic_in_tx`));
        answers.push(Number(row.n));
        pids.add(Number(row.pid));
      }
      pids.add(Number(rowsOf<{ pid: number }>(await tx.execute(sql.raw('select pg_backend_pid() as pid')))[0].pid));
      return { answers, pids: pids.size };
    });
    expect(seen.answers).toEqual([7, 8, 9, 10]);
    expect(seen.pids).toBe(1);
  });

  it('a marked text that fails answers its own error and leaves its connection planning as usual', async () => {
    // One connection set up as the pool sets up each of its own (a failed query makes the pool drop its connection).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      runStatementsInTurn(client as unknown as pg.PoolClient, new StatementNames(1));
      // As drizzle hands a statement to the driver: a config with its text and values.
      const divide = (by: number) => client.query<{ n: number }>({ text: `${GENERIC_PLAN_MARK}select 1 / $1::int as n /* generic-failure-test */`, values: [by] });
      expect((await divide(1)).rows[0].n).toBe(1);
      const failure = (await divide(0).catch((e: unknown) => e)) as { code?: string };
      expect(failure.code).toBe('22012');
      expect((await client.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0].plan_cache_mode).toBe('auto');
      expect((await divide(2)).rows[0].n).toBe(0);
      const prepared = await client.query<{ generic_plans: string; custom_plans: string }>(`select generic_plans, custom_plans from pg_prepared_statements where statement like '%generic-failure-test%'`);
      expect(prepared.rows.map((p) => [Number(p.generic_plans), Number(p.custom_plans)])).toEqual([[3, 0]]);
    } finally {
      await client.end();
    }
  });

  it('a pool opened with prepared statements off prepares nothing', async () => {
    const off = await openDatabase({ url, preparedStatements: false });
    try {
      const prepared = await off.db.transaction(async (tx) => {
        for (let i = 0; i < PREPARE_AFTER + 2; i++) await tx.execute(sql`select ${i}::int as n /* prepared-off-test */`);
        return rowsOf<{ name: string }>(await tx.execute(sql.raw(`select name from pg_prepared_statements where statement like '%prepared-off-test%'`)));
      });
      expect(prepared).toEqual([]);
      // No pool for generic plans either: a marked read outside a transaction runs on the one pool, planning as usual.
      const pid = async (marked: boolean) =>
        rowsOf<{ pid: number; mode: string }>(await off.db.execute(sql.raw(`${marked ? GENERIC_PLAN_MARK : ''}select pg_backend_pid() as pid, current_setting('plan_cache_mode') as mode`)))[0];
      expect(await pid(true)).toEqual(await pid(false));
      expect((await pid(true)).mode).toBe('auto');
    } finally {
      await off.close();
    }
  });
});
