/**
 * PostgreSQL ending an idle pooled connection (a restart, a failover, `pg_terminate_backend`) does not
 * end the server: the pool drops the client and the next query opens another.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freshDatabase } from '../testing/index.js';
import type { DatabaseHandle } from './client.js';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('an idle connection ended by PostgreSQL', () => {
  let h: DatabaseHandle | undefined;
  afterAll(() => h?.close());

  it('is dropped and the next query is answered', async () => {
    h = await freshDatabase('postgres');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const pid = async () => ((await h!.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }).rows[0].pid;
    const before = await pid();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [before]);
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL closed an idle connection')));
    const after = await pid();
    expect(after).not.toBe(before);
    warn.mockRestore();
  });
});
