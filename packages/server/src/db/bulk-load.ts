/**
 * The bulk loader of benchmark datasets on PostgreSQL: the scale generator runs in a
 * worker thread (db/bulk-load-worker.ts) and hands batches of COPY text to this thread, which streams
 * them into the database with `COPY … FROM STDIN` (pg-copy-streams) while the worker makes the next ones.
 *
 * Everything happens in one transaction on an empty, migrated database: the secondary indexes, unique
 * constraints and foreign keys of the dataset's tables are dropped first and rebuilt after the rows are in
 * (one sorted build per index and one join per foreign key, instead of maintaining them row by row), from
 * their own definitions as the database reports them, so the schema afterwards is exactly the migrated one.
 * A failure rolls everything back. The demo seed (db/seed.ts) stays the path for PGlite and the tests.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { drizzle } from 'drizzle-orm/node-postgres';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { DATASET_TABLES, type ScaleOptions } from '@vetrx/fixtures';
import { schema, SESSION_OPTIONS, type Db } from './client.js';
import { resetIdentitySequences } from './seed.js';
import type { WorkerMessage } from './bulk-load-worker.js';

/** What a bulk load did and how long each part took (seconds). */
export interface BulkLoadReport {
  rows: number;
  byTable: Record<string, number>;
  /** Generating and copying the rows (the two overlap). */
  copySeconds: number;
  /** Of which the database was waiting for the generator (the rest: COPY at work). */
  waitSeconds: number;
  /** Rebuilding the indexes and constraints dropped for the load. */
  rebuildSeconds: number;
  /** VACUUM ANALYZE after the commit. */
  vacuumSeconds: number;
}

interface Definition {
  table: string;
  name: string;
  definition: string;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Drops the secondary indexes, unique constraints and foreign keys of the tables; returns them to rebuild. */
async function dropForLoad(client: pg.Client, tables: string[]) {
  const regclasses = `$1::text[]::regclass[]`;
  const { rows: foreignKeys } = await client.query<Definition>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where contype = 'f' and (conrelid = any(${regclasses}) or confrelid = any(${regclasses})) order by 1, 2`,
    [tables],
  );
  const { rows: uniques } = await client.query<Definition>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where contype = 'u' and conrelid = any(${regclasses}) order by 1, 2`,
    [tables],
  );
  const { rows: indexes } = await client.query<Definition>(
    `select i.indrelid::regclass::text as table, i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition from pg_index i
     where i.indrelid = any(${regclasses}) and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid) order by 1, 2`,
    [tables],
  );
  for (const fk of foreignKeys) await client.query(`alter table ${fk.table} drop constraint ${quote(fk.name)}`);
  for (const u of uniques) await client.query(`alter table ${u.table} drop constraint ${quote(u.name)}`);
  for (const ix of indexes) await client.query(`drop index ${ix.name}`);
  return { foreignKeys, uniques, indexes };
}

/** Rebuilds what {@link dropForLoad} dropped: indexes, then unique constraints, then foreign keys. */
async function rebuild(client: pg.Client, dropped: Awaited<ReturnType<typeof dropForLoad>>): Promise<void> {
  for (const ix of dropped.indexes) await client.query(ix.definition);
  for (const u of dropped.uniques) await client.query(`alter table ${u.table} add constraint ${quote(u.name)} ${u.definition}`);
  for (const fk of dropped.foreignKeys) await client.query(`alter table ${fk.table} add constraint ${quote(fk.name)} ${fk.definition}`);
}

/** The batches of the worker, in order, each acknowledged once the caller asks for the next. */
async function* workerBatches(worker: Worker): AsyncGenerator<Extract<WorkerMessage, { kind: 'batch' }>> {
  const queue: WorkerMessage[] = [];
  let wake: (() => void) | null = null;
  let failure: Error | null = null;
  worker.on('message', (m: WorkerMessage) => {
    queue.push(m);
    wake?.();
  });
  worker.on('error', (e) => {
    failure = e;
    wake?.();
  });
  for (;;) {
    if (failure) throw failure;
    const m = queue.shift();
    if (!m) {
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      continue;
    }
    if (m.kind === 'done') return;
    if (m.kind === 'error') throw new Error(`the scale generator failed: ${m.message}`);
    yield m;
    worker.postMessage('next');
  }
}

/** The tables whose triggers keep the product families' offer facts (migration 0016) and the locations' prescription counts (0020). */
const TRIGGER_KEPT_SOURCES = ['products', 'product_flavors', 'prescriptions'];

/**
 * Generates a scaled dataset and loads it into the empty, migrated PostgreSQL database at `url`, then
 * VACUUM ANALYZE. `log` receives a line per phase.
 *
 * @example
 * await bulkLoad(process.env.DATABASE_URL!, { now: DEMO_NOW, clients: 200_000, prescriptions: 1_000_000, products: 20_000 });
 */
export async function bulkLoad(url: string, options: ScaleOptions, log: (line: string) => void = () => {}): Promise<BulkLoadReport> {
  const client = new pg.Client({ connectionString: url, options: SESSION_OPTIONS.join(' ') });
  await client.connect();
  // From source (tsx, the benchmarks) the worker registers tsx's loader before importing the TypeScript file.
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./bulk-load-worker${fromSource ? '.ts' : '.js'}`, import.meta.url);
  const worker = fromSource
    ? new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
        { eval: true, workerData: options, execArgv: ['--conditions=source'] },
      )
    : new Worker(entry, { workerData: options });
  const byTable: Record<string, number> = {};
  let rows = 0;
  try {
    let t0 = performance.now();
    await client.query('begin');
    await client.query(`set local maintenance_work_mem = '1GB'`);
    const dropped = await dropForLoad(client, DATASET_TABLES.map((k) => getTableName(schema[k] as PgTable)));
    // The families' offer facts and the prescription counts (0205) are computed once after the load, not per copied batch.
    for (const table of TRIGGER_KEPT_SOURCES) await client.query(`alter table ${table} disable trigger user`);
    let waited = 0;
    let asked = performance.now();
    for await (const batch of workerBatches(worker)) {
      waited += performance.now() - asked;
      const stream = client.query(copyFrom(`copy ${quote(batch.table)} (${batch.columns.map(quote).join(', ')}) from stdin`));
      stream.end(Buffer.from(batch.data.buffer, batch.data.byteOffset, batch.data.byteLength));
      await once(stream, 'finish');
      byTable[batch.key] = (byTable[batch.key] ?? 0) + batch.rows;
      rows += batch.rows;
      asked = performance.now();
    }
    const copySeconds = (performance.now() - t0) / 1000;
    const waitSeconds = waited / 1000;
    log(`generated and copied ${rows.toLocaleString('en-US')} rows in ${copySeconds.toFixed(1)} s (${waitSeconds.toFixed(1)} s of it waiting for the generator)`);
    t0 = performance.now();
    await rebuild(client, dropped);
    for (const table of TRIGGER_KEPT_SOURCES) await client.query(`alter table ${table} enable trigger user`);
    await client.query('select vetrx_refresh_family_facts(array(select id from product_families))');
    await client.query('insert into location_prescription_counts (location_id, n) select location_id, count(*) from prescriptions group by location_id');
    await resetIdentitySequences(drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db);
    await client.query('commit');
    const rebuildSeconds = (performance.now() - t0) / 1000;
    log(`rebuilt ${dropped.indexes.length} indexes, ${dropped.uniques.length} unique constraints and ${dropped.foreignKeys.length} foreign keys in ${rebuildSeconds.toFixed(1)} s`);
    t0 = performance.now();
    await client.query('vacuum analyze');
    const vacuumSeconds = (performance.now() - t0) / 1000;
    log(`vacuum analyze in ${vacuumSeconds.toFixed(1)} s`);
    return { rows, byTable, copySeconds, waitSeconds, rebuildSeconds, vacuumSeconds };
  } catch (e) {
    await client.query('rollback').catch(() => {});
    throw e;
  } finally {
    await worker.terminate();
    await client.end();
  }
}
