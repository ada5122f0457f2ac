/**
 * The seed step: writes a fixtures dataset (the demo practice, or a scaled benchmark dataset) into a
 * migrated database, in one transaction, then moves every identity sequence past the seeded ids so rows
 * created afterwards never collide with them.
 *
 * Rows travel as one JSON document per chunk, expanded by PostgreSQL's `json_populate_recordset` into the
 * table's own column types: one bind parameter per statement instead of one per value, so a million-row
 * benchmark dataset loads at the speed of the database rather than of statement building.
 */
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgTable } from 'drizzle-orm/pg-core';
import { DATASET_TABLES, generateDataset, type Dataset } from '@vetrx/fixtures';
import type { Db, DbOrTx, Schema } from './client.js';
import { schema } from './client.js';

/** Rows per INSERT statement (one JSON bind parameter each). */
export const SEED_CHUNK_SIZE = 5000;

// Compile-time contract between the fixtures and the schema: every dataset key is a table, every row
// type fits the table's insert type, and no row type names a column the table does not have (drizzle
// would silently drop it).
type Insert<K extends keyof Dataset> = Schema[K] extends PgTable ? Schema[K]['$inferInsert'] : never;
type Row<K extends keyof Dataset> = Dataset[K][number];
type Fits<K extends keyof Dataset> = [Row<K>] extends [Insert<K>]
  ? [Exclude<keyof Row<K>, keyof Insert<K>>] extends [never]
    ? true
    : `${K}: unknown column ${Exclude<keyof Row<K>, keyof Insert<K>> & string}`
  : `${K}: rows do not fit the table's insert type`;
const datasetFitsSchema: { [K in keyof Dataset]: true } = {} as { [K in keyof Dataset]: Fits<K> };
void datasetFitsSchema;

/** The drizzle table of a dataset key. */
function tableOf(name: keyof Dataset): PgTable {
  return schema[name] as PgTable;
}

/**
 * Inserts rows of one table as a JSON array expanded by `json_populate_recordset`: only the columns some
 * row of the chunk sets, so omitted columns keep their defaults. Dates serialise as ISO instants.
 */
async function insertChunk(tx: DbOrTx, table: PgTable, rows: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  const columns = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  // The database is opened with snake_case casing: a column named by its key is stored snake_cased.
  const dbName = (key: string) => (columns[key].keyAsName ? toSnakeCase(columns[key].name) : columns[key].name);
  const used = Object.keys(columns).filter((key) => rows.some((row) => row[key] !== undefined));
  const names = used.map(dbName);
  const mapped = rows.map((row) => {
    const out: Record<string, unknown> = {};
    used.forEach((key, i) => {
      if (row[key] !== undefined) out[names[i]] = row[key];
    });
    return out;
  });
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  await tx.execute(
    sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(mapped)}::json)`,
  );
}

async function insertDataset(tx: DbOrTx, dataset: Dataset): Promise<void> {
  for (const name of DATASET_TABLES) {
    // The contract above checks the row types; the loop over tables needs the untyped form.
    const rows = dataset[name] as unknown as ReadonlyArray<Record<string, unknown>>;
    for (let i = 0; i < rows.length; i += SEED_CHUNK_SIZE) {
      await insertChunk(tx, tableOf(name), rows.slice(i, i + SEED_CHUNK_SIZE));
    }
  }
  await resetIdentitySequences(tx);
}

/**
 * Sets the identity sequence of every table that has an identity `id` so the next generated id is
 * max(id) + 1 (1 on an empty table). Works on PGlite and PostgreSQL.
 *
 * @example
 * await resetIdentitySequences(db); // after inserting rows with explicit ids
 */
export async function resetIdentitySequences(db: DbOrTx): Promise<void> {
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const id = (getTableColumns(value) as Record<string, { generatedIdentity?: unknown } | undefined>).id;
    if (!id?.generatedIdentity) continue;
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${getTableName(value)}, 'id'), coalesce(max(id), 0) + 1, false) from ${value}`,
    );
  }
}

/**
 * Inserts a dataset in foreign-key order, in one transaction and in chunks of {@link SEED_CHUNK_SIZE}
 * rows (one JSON parameter per chunk), then resets the identity sequences. Expects an empty, migrated database.
 *
 * @example
 * await seedDatabase(db, generateDataset({ now: new Date() }));
 */
export async function seedDatabase(db: Db, dataset: Dataset): Promise<void> {
  await db.transaction(async (tx) => {
    await insertDataset(tx, dataset);
  });
}

/**
 * Whether the database holds a practice already (an organization row exists).
 *
 * @example
 * if (!(await isSeeded(db))) console.log('empty database');
 */
export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: schema.organizations.id }).from(schema.organizations).limit(1);
  return rows.length > 0;
}

/** Options of {@link seedIfEmpty}. */
export interface SeedIfEmptyOptions {
  /** The moment the dataset's dates are computed from. */
  now: Date;
  /** Dataset scale (1 is the demo). */
  scale?: number;
  /** Dataset seed (the fixtures' default when omitted). */
  seed?: number;
}

/**
 * Seeds the demo practice (or a scaled dataset) only when the database holds none; returns whether it
 * seeded. The check and the inserts share one transaction that locks the organizations table, so two
 * servers starting together on one PostgreSQL seed it once.
 *
 * @example
 * const seeded = await seedIfEmpty(db, { now: new Date(), scale: 1 });
 */
export async function seedIfEmpty(db: Db, options: SeedIfEmptyOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${schema.organizations} in share row exclusive mode`);
    if (await isSeeded(tx)) return false;
    await insertDataset(tx, generateDataset({ now: options.now, scale: options.scale, seed: options.seed }));
    return true;
  });
}
