/**
 * The bulk loader on PostgreSQL: a small scaled practice, in several batches, lands row
 * for row as the generator made it, and the indexes and constraints dropped for the load come back
 * exactly as the migrations made them (the rebuild also re-validates every foreign key and unique
 * constraint over the loaded rows). PostgreSQL only: the loader speaks COPY to a server.
 */
import { asc, getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateScaleDataset, type DatasetTable, type ScaleOptions } from '@vetrx/fixtures';
import { freshDatabase, DEMO_NOW } from '../testing/index.js';
import type { DatabaseHandle } from './client.js';
import { schema } from './client.js';
import { bulkLoad, type BulkLoadReport } from './bulk-load.js';

const options: ScaleOptions = { seed: 5, now: DEMO_NOW, clients: 500, prescriptions: 2500, products: 800, batchClients: 150 };

/** Every index and constraint definition of the database's tables. */
async function schemaShape(h: DatabaseHandle): Promise<string[]> {
  const result = await h.db.execute(sql`
    select indexdef as d from pg_indexes where schemaname = 'public'
    union all
    select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint where connamespace = 'public'::regnamespace
    order by 1`);
  return (result as unknown as { rows: { d: string }[] }).rows.map((r) => r.d);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('bulk load on PostgreSQL', () => {
  let h: DatabaseHandle;
  let before: string[];
  let report: BulkLoadReport;
  const generated = new Map<DatasetTable, Record<string, unknown>[]>();

  beforeAll(async () => {
    h = await freshDatabase('postgres');
    before = await schemaShape(h);
    report = await bulkLoad(h.location, options);
    for (const batch of generateScaleDataset(options)) {
      const list = generated.get(batch.table) ?? [];
      for (const row of batch.rows) list.push(row as unknown as Record<string, unknown>);
      generated.set(batch.table, list);
    }
  }, 180_000);
  afterAll(async () => {
    await h?.close();
  });

  it('rebuilds every index and constraint it dropped, as the migrations made them', async () => {
    expect(await schemaShape(h)).toEqual(before);
  });

  it('loads every row the generator made, in every table', async () => {
    for (const [table, rows] of generated) {
      const result = await h.db.execute(sql`select count(*)::int as n from ${schema[table] as PgTable}`);
      expect([table, (result as unknown as { rows: { n: number }[] }).rows[0].n]).toEqual([table, rows.length]);
      expect([table, report.byTable[table] ?? 0]).toEqual([table, rows.length]);
    }
  });

  it.each(['locationClients', 'locationPatients', 'prescriptions', 'prescriptionTasks', 'orderLineItems', 'products'] as const)(
    'stores each %s row as generated (dates, arrays, numbers, nulls, text)',
    async (table) => {
      const drizzleTable = schema[table] as PgTable;
      const id = (getTableColumns(drizzleTable) as Record<string, never>).id;
      const stored = (await h.db.select().from(drizzleTable).orderBy(asc(id))) as Record<string, unknown>[];
      const expected = [...generated.get(table)!].sort((a, b) => (a.id as number) - (b.id as number));
      expect(stored.length).toBe(expected.length);
      stored.forEach((row, i) => {
        const want = expected[i];
        const got = Object.fromEntries(Object.keys(want).map((k) => [k, row[k]]));
        expect(got).toEqual(want);
      });
    },
  );

  it('counts each location’s prescriptions once after the load, and the triggers count again after it', async () => {
    const stale = async () =>
      (
        (await h.db.execute(sql`select count(*)::int as n from location_prescription_counts c
          full join (select location_id, count(*) as n from prescriptions group by location_id) r on r.location_id = c.location_id
          where coalesce(c.n, 0) <> coalesce(r.n, 0)`)) as unknown as { rows: { n: number }[] }
      ).rows[0].n;
    expect(((await h.db.execute(sql`select count(*)::int as n from location_prescription_counts where n > 0`)) as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(0);
    expect(await stale()).toBe(0);
    // The triggers are back on: three prescriptions moved to the first location are counted there.
    await h.db.execute(sql`update prescriptions set location_id = (select min(id) from locations)
      where id in (select id from prescriptions where location_id <> (select min(id) from locations) order by id limit 3)`);
    expect(await stale()).toBe(0);
  });

  it('moves the identity sequences past the loaded ids', async () => {
    const rows = generated.get('prescriptions')!;
    const last = Math.max(...rows.map((r) => r.id as number));
    const result = await h.db.execute(sql`select nextval(pg_get_serial_sequence('prescriptions', 'id'))::int as n`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0].n).toBe(last + 1);
  });
});
