/**
 * VETRX_DB_POOL_MAX: a process keeps at most that many connections for its requests;
 * statements beyond it wait in the pool's queue for one, and all of them are answered.
 */
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type DatabaseHandle } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the pool of connections on PostgreSQL', () => {
  let h: DatabaseHandle | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  /** The backends that answered `n` statements sent at once, each holding its connection 150 ms. */
  async function backendsFor(n: number): Promise<number[]> {
    const answers = await Promise.all(
      Array.from({ length: n }, async (_, i) => rowsOf<{ pid: number; i: number }>(await h!.db.execute(sql`select pg_backend_pid() as pid, ${i}::int as i from pg_sleep(0.15)`))[0]),
    );
    expect(answers.map((a) => a.i)).toEqual(Array.from({ length: n }, (_, i) => i));
    return [...new Set(answers.map((a) => a.pid))];
  }

  it('runs statements on at most poolMax connections, the others waiting their turn', async () => {
    h = await openDatabase({ url, poolMax: 2 });
    expect((await backendsFor(6)).length).toBe(2);
  });

  it('opens as many as the statements need up to the default of 10', async () => {
    h = await openDatabase({ url });
    expect((await backendsFor(6)).length).toBe(6);
  });
});
