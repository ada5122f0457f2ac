import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATASET_TABLES, generateDataset, type Dataset } from '@vetrx/fixtures';
import { migrateDatabase, openDatabase, schema, type DatabaseHandle } from './client.js';
import { isSeeded, seedDatabase, seedIfEmpty } from './seed.js';
import { scratchPostgresDatabase } from '../testing/index.js';
import { FAMILY_OFFER_FACT_COLUMNS } from './schema/products.js';

const now = new Date('2025-06-15T15:00:00Z');
const demo = generateDataset({ now });

/** A new database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
async function freshPostgres(adminUrl: string): Promise<DatabaseHandle> {
  const scratch = await scratchPostgresDatabase(adminUrl, 'vetrx_seed');
  const handle = await openDatabase({ url: scratch.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

async function count(handle: DatabaseHandle, table: PgTable): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from ${table}`);
  return Number((result as unknown as { rows: Array<{ n: number }> }).rows[0].n);
}

function tablesWithIds(): Array<keyof Dataset> {
  return DATASET_TABLES.filter((name) => 'id' in getTableColumns(schema[name] as PgTable));
}

function defineSeedSuite(kind: string, open: () => Promise<DatabaseHandle>): void {
  describe(`seed on ${kind}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await open();
      await migrateDatabase(handle);
    });
    afterAll(async () => {
      await handle?.close();
    });

    it('seeds an empty database once, with exactly the dataset\'s rows', async () => {
      expect(await isSeeded(handle.db)).toBe(false);
      expect(await seedIfEmpty(handle.db, { now })).toBe(true);
      expect(await isSeeded(handle.db)).toBe(true);
      for (const name of DATASET_TABLES) {
        expect(await count(handle, schema[name] as PgTable), name).toBe(demo[name].length);
      }
    });

    it('does nothing the second time', async () => {
      const before = await count(handle, schema.prescriptions);
      expect(await seedIfEmpty(handle.db, { now, scale: 2 })).toBe(false);
      expect(await count(handle, schema.prescriptions)).toBe(before);
    });

    /**
     * Columns the database computes are not in the dataset: generated ones (product families' search
     * text) and those its triggers keep (families' offer facts).
     */
    function withoutGeneratedColumns(table: PgTable, row: Record<string, unknown> | undefined) {
      if (!row) return row;
      const columns = getTableColumns(table) as Record<string, { generated?: unknown }>;
      const kept: readonly string[] = table === schema.productFamilies ? FAMILY_OFFER_FACT_COLUMNS : [];
      return Object.fromEntries(Object.entries(row).filter(([key]) => columns[key]?.generated === undefined && !kept.includes(key)));
    }

    it('stores rows as generated: dates, numbers, arrays and nulls read back equal', async () => {
      for (const name of tablesWithIds()) {
        const table = schema[name] as PgTable & { id: Parameters<typeof eq>[0] };
        const expected = demo[name][demo[name].length - 1] as unknown as { id: number };
        const [row] = await handle.db.select().from(table).where(eq(table.id, expected.id));
        expect(withoutGeneratedColumns(table, row), name).toEqual(expected);
      }
      const [patient] = await handle.db.select().from(schema.locationPatients).where(eq(schema.locationPatients.id, 1));
      expect(patient).toEqual(demo.locationPatients[0]);
    });

    it('moves every identity sequence past the seeded ids', async () => {
      const [client] = await handle.db
        .insert(schema.locationClients)
        .values({ locationId: 1, firstName: 'New', lastName: 'Client', email: 'new.client@example.com' })
        .returning({ id: schema.locationClients.id });
      expect(client.id).toBeGreaterThan(Math.max(...demo.locationClients.map((c) => c.id)));
      const [shortcut] = await handle.db
        .insert(schema.shortcuts)
        .values({ type: 'NC', label: 'New shortcut', details: 'Created after the seed.' })
        .returning({ id: schema.shortcuts.id });
      expect(shortcut.id).toBe(demo.shortcuts.length + 1);
      for (const name of tablesWithIds()) {
        const identity = (getTableColumns(schema[name] as PgTable) as Record<string, { generatedIdentity?: unknown }>).id;
        if (!identity.generatedIdentity) continue;
        const result = await handle.db.execute(
          sql`select nextval(pg_get_serial_sequence(${getTableName(schema[name] as PgTable)}, 'id'))::int as next`,
        );
        const next = Number((result as unknown as { rows: Array<{ next: number }> }).rows[0].next);
        const maxId = Math.max(0, ...(demo[name] as unknown as Array<{ id: number }>).map((r) => r.id));
        expect(next, name).toBeGreaterThan(maxId);
      }
    });
  });
}

defineSeedSuite('PGlite (in memory)', () => openDatabase({ dataDir: 'memory' }));

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.runIf(Boolean(postgresUrl))('PostgreSQL (TEST_DATABASE_URL)', () => {
  defineSeedSuite('PostgreSQL', () => freshPostgres(postgresUrl as string));
});

describe('seedDatabase', () => {
  it('writes nothing when an insert fails (one transaction)', async () => {
    const handle = await openDatabase({ dataDir: 'memory' });
    try {
      await migrateDatabase(handle);
      const broken = generateDataset({ now, scale: 0.01 });
      broken.shipments = [{ ...broken.shipments[0], lineItemId: 999_999_999 }];
      await expect(seedDatabase(handle.db, broken)).rejects.toThrow();
      expect(await isSeeded(handle.db)).toBe(false);
      expect(await count(handle, schema.products)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
