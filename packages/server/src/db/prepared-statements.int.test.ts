/**
 * Statements a process runs often are prepared (decision 0374): from its third run a text with values
 * runs by name, parsed once per connection; a text without values (a script) never is; the answers are
 * the same; at most PREPARED_MAX texts are named.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/index.js';
import { openDatabase, PREPARE_AFTER, rowsOf, StatementNames, type DatabaseHandle } from './client.js';

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

  it('a pool opened with prepared statements off prepares nothing', async () => {
    const off = await openDatabase({ url, preparedStatements: false });
    try {
      const prepared = await off.db.transaction(async (tx) => {
        for (let i = 0; i < PREPARE_AFTER + 2; i++) await tx.execute(sql`select ${i}::int as n /* prepared-off-test */`);
        return rowsOf<{ name: string }>(await tx.execute(sql.raw(`select name from pg_prepared_statements where statement like '%prepared-off-test%'`)));
      });
      expect(prepared).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
