/**
 * Every connection the server opens carries SESSION_SETTINGS: the trigram
 * threshold the product search's index depends on, and the planner's price of a random read. On
 * PostgreSQL each pooled connection is asked, several at once so the pool opens more than one.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../testing/index.js';
import { SESSION_SETTINGS, type DatabaseHandle } from './client.js';

const kinds = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])] as const;

describe.each(kinds)('session settings on %s', (kind) => {
  let h: DatabaseHandle | undefined;
  afterAll(() => h?.close());

  it('hold on every connection', async () => {
    h = await freshDatabase(kind);
    const db = h.db;
    const read = async () => {
      const out: Record<string, string> = {};
      for (const [name] of SESSION_SETTINGS) {
        const result = (await db.execute(sql`select current_setting(${name}) as v, pg_sleep(0.01)`)) as unknown as { rows: { v: string }[] };
        out[name] = result.rows[0].v;
      }
      return out;
    };
    const seen = await Promise.all(Array.from({ length: 6 }, read));
    const expected = Object.fromEntries(SESSION_SETTINGS.map(([name, value]) => [name, value]));
    for (const s of seen) expect(s).toEqual(expected);
  });
});
