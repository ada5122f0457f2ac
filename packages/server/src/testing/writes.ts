import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * Rows of a raw query (drizzle's `sql` or plain SQL text) on PGlite (`{ rows }`) or node-postgres (an array).
 *
 * @example
 * const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
 */
export async function queryRows<T = Record<string, unknown>>(db: DbOrTx, query: ReturnType<typeof sql> | string): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * The application's tables: every base table of the schema but the OIDC store, drizzle's journal and
 * caller_budgets (the request ledger every call counts in, refused or not, like a rate limiter's).
 */
export async function applicationTables(db: DbOrTx): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    db,
    sql`select table_name from information_schema.tables
        where table_schema = current_schema() and table_type = 'BASE TABLE'
          and table_name not like 'oidc%' and table_name not like '%drizzle%' and table_name not in ('test_write_ledger', 'caller_budgets')
        order by table_name`,
  );
  return rows.map((r) => r.table_name);
}

/**
 * A content fingerprint of tables (all application tables by default): the md5 of every row of each,
 * in a stable order. Equal before and after ⇔ nothing in them changed. Costs a full read of each table
 * (about 0.1 s for the demo practice on PGlite): for a few checks, not for thousands.
 *
 * @example
 * const before = await tableFingerprint(db, ['location_clients', 'location_client_addresses']);
 */
export async function tableFingerprint(db: DbOrTx, tables?: readonly string[]): Promise<string> {
  const names = tables ?? (await applicationTables(db));
  const parts = names.map((t) => `select '${t}' as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`);
  const [row] = await queryRows<{ h: string }>(db, sql.raw(`select md5(string_agg(h, '' order by n)) as h from (${parts.join(' union all ')}) all_tables`));
  return row.h;
}

/**
 * A ledger of committed writes, for tests that check thousands of refusals: a row trigger on every
 * application table (and a statement trigger for TRUNCATE) counts, per table, each row inserted,
 * updated or deleted, in the writer's own transaction — so a write that rolls back leaves no count,
 * and an UPDATE or a count-neutral insert + delete does. Reading it is one small query. Returns the
 * reader: a string that changes exactly when a write to an application table commits.
 *
 * @example
 * const writes = await recordWrites(db);
 * const before = await writes();
 * // … a request that must be refused …
 * expect(await writes()).toBe(before);
 */
export async function recordWrites(db: DbOrTx): Promise<() => Promise<string>> {
  const tables = await applicationTables(db);
  await db.execute(sql.raw('create table if not exists test_write_ledger (table_name text primary key, writes bigint not null)'));
  await db.execute(
    sql.raw(`create or replace function test_note_write() returns trigger language plpgsql as $$
      begin
        insert into test_write_ledger values (TG_TABLE_NAME, 1)
          on conflict (table_name) do update set writes = test_write_ledger.writes + 1;
        return null;
      end $$`),
  );
  for (const t of tables) {
    await db.execute(sql.raw(`drop trigger if exists test_note_write on "${t}"`));
    await db.execute(sql.raw(`create trigger test_note_write after insert or update or delete on "${t}" for each row execute function test_note_write()`));
    await db.execute(sql.raw(`drop trigger if exists test_note_truncate on "${t}"`));
    await db.execute(sql.raw(`create trigger test_note_truncate after truncate on "${t}" for each statement execute function test_note_write()`));
  }
  return async () => {
    const rows = await queryRows<{ table_name: string; writes: string | number }>(db, sql.raw('select table_name, writes from test_write_ledger order by table_name'));
    return rows.map((r) => `${r.table_name}:${r.writes}`).join(' ');
  };
}
