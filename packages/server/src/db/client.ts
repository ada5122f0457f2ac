import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { DB_POOL_MAX_DEFAULT } from '../config.js';

export { schema };
export type Schema = typeof schema;
/** A drizzle database over PGlite or PostgreSQL: the same schema, the same queries. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A transaction handle; repositories accept either a Db or a Tx. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/** The rows of `db.execute(sql`…`)` (PGlite and node-postgres both answer `{ rows }`). */
export const rowsOf = <R>(result: unknown): R[] => (result as { rows: R[] }).rows;

/** A statement text is prepared once it has been run this many times by the process. */
export const PREPARE_AFTER = 3;
/** The most texts a process prepares: what each of its connections may hold, parsed and planned, on the database. */
export const PREPARED_MAX = 200;
/** The most texts counted towards {@link PREPARE_AFTER} at once (by digest; the oldest is forgotten first). */
const COUNTED_MAX = 5_000;

/**
 * The statement texts of a process that run often enough to be prepared: a text with
 * values (the extended protocol; never a script of several statements) gets a name, its digest, on its
 * {@link PREPARE_AFTER}th run, and a connection then parses it once and runs it by name — PostgreSQL
 * keeps its plan (its own choice between a generic plan and one per run) and the text is not sent
 * again. At most {@link PREPARED_MAX} texts are named; any other runs as before.
 *
 * @example
 * const names = new StatementNames();
 * names.nameOf('select $1::int'); // undefined until its third run, then 'vx_…'
 */
export class StatementNames {
  private readonly counted = new Map<string, number>();
  private readonly named = new Set<string>();

  constructor(
    private readonly after = PREPARE_AFTER,
    private readonly max = PREPARED_MAX,
  ) {}

  /** The name a text runs under, or undefined while it is not (yet) prepared. */
  nameOf(text: string): string | undefined {
    const digest = createHash('sha1').update(text).digest('hex');
    const name = `vx_${digest}`;
    if (this.named.has(digest)) return name;
    if (this.named.size >= this.max) return undefined;
    const runs = (this.counted.get(digest) ?? 0) + 1;
    if (runs < this.after) {
      if (!this.counted.has(digest) && this.counted.size >= COUNTED_MAX) this.counted.delete(this.counted.keys().next().value!);
      this.counted.set(digest, runs);
      return undefined;
    }
    this.counted.delete(digest);
    this.named.add(digest);
    return name;
  }
}

/**
 * The mark a statement's text starts with to be prepared and run on its generic plan:
 * a statement whose plan does not depend on its values, and whose planning costs as much as its run
 * (the approvals queue's page statement: ~4 ms of planning for ~4 ms of work), is planned once per
 * connection instead of once per run. A comment, so the text runs the same anywhere (PGlite, a pool
 * with prepared statements off).
 */
export const GENERIC_PLAN_MARK = '/* vetrx:generic-plan */ ';

/**
 * The statement marked to run on its generic plan ({@link GENERIC_PLAN_MARK}): only a statement whose
 * best plan does not depend on its values (rows by id, a page in an index's order).
 *
 * @example
 * await db.execute(onGenericPlan(sql`select * from location_clients where id = any(${ids}::int[])`));
 */
export const onGenericPlan = (statement: SQL): SQL => sql`${sql.raw(GENERIC_PLAN_MARK)}${statement}`;

/** Whether a statement (a text, or a config with one) is marked to run on its generic plan. */
const isMarked = (statement: unknown): boolean => {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' && text.startsWith(GENERIC_PLAN_MARK);
};

/**
 * The connections a process keeps for marked statements outside a transaction (amended
 * by 0380): their sessions plan every statement generically, so a marked statement runs there without
 * setting and resetting the mode around it, and nothing else ever runs there.
 */
export const GENERIC_POOL_MAX = 4;

const FORCE_GENERIC = 'set plan_cache_mode = force_generic_plan';
const PLAN_AS_USUAL = 'reset plan_cache_mode';

/**
 * Sets up a pooled connection:
 * - It runs the statements it is handed one after another, in the order they came: a statement waits
 *   for the answer to the one before. A transaction is one connection, and a request in one (a
 *   mutation, or a whole idempotent request) hands it statements side by side — a
 *   `Promise.all` of reads, or GraphQL resolving several fields at once through the loaders.
 *   node-postgres 8 queues such a statement itself with a deprecation warning, and version 9 drops that
 *   queue; this one is ours. Streams (COPY) and statements with a callback — the pool's
 *   own `query()`, through which every read outside a transaction comes, hands its connection one —
 *   go to the driver as they come, unnamed: only a transaction's statements are prepared (decision
 *   0374, amended by 0378).
 * - Given `names`, a statement whose text they name runs as a prepared statement. A
 *   statement whose text starts with {@link GENERIC_PLAN_MARK}, however it comes, is prepared too and
 *   runs on its generic plan: with `planning` 'per-statement' (a connection of the main pool, where a
 *   transaction's marked statement runs), the setting set before it and reset after it in the same turn
 *   (inside a transaction a rollback undoes both; outside one, the reset follows a failure too); with
 *   'session' (a connection of the generic pool, opened with the setting), as it comes.
 */
export function runStatementsInTurn(client: pg.PoolClient, names?: StatementNames, planning: 'per-statement' | 'session' = 'per-statement'): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...all: unknown[]) => {
    const first = all[0] as { submit?: unknown; text?: unknown; name?: unknown; values?: unknown } | undefined;
    const callback = typeof all[all.length - 1] === 'function' ? (all[all.length - 1] as (error: unknown, result?: unknown) => void) : undefined;
    const marked = isMarked(first);
    // Streams (COPY) go to the driver as they come; so does the pool's own query(), which hands its
    // connection a callback and waits for it — except a marked statement.
    if (typeof first?.submit === 'function' || (callback && !marked)) return query(...all);
    let args = callback ? all.slice(0, -1) : all;
    let generic = false;
    if (names && first && typeof first.text === 'string' && first.name === undefined) {
      const values = Array.isArray(args[1]) ? args[1] : first.values;
      const name = Array.isArray(values) && values.length > 0 ? names.nameOf(first.text) : undefined;
      if (name) args = [{ ...first, name }, ...args.slice(1)];
      // On a connection whose session plans generically already, the setting is not touched.
      generic = Boolean(name) && marked && planning === 'per-statement';
    }
    const run = generic
      ? async () => {
          await query(FORCE_GENERIC);
          let answer: unknown;
          try {
            answer = await query(...args);
          } catch (error) {
            // The statement's own error is the answer (in an aborted transaction the reset fails too, and the rollback undoes the setting).
            await (query(PLAN_AS_USUAL) as Promise<unknown>).catch(() => undefined);
            throw error;
          }
          await query(PLAN_AS_USUAL);
          return answer;
        }
      : () => query(...args);
    const turn = previous.then(run);
    previous = turn.catch(() => undefined);
    if (!callback) return turn;
    turn.then(
      (result) => callback(null, result),
      (error: unknown) => callback(error),
    );
    return undefined;
  }) as typeof client.query;
}

/** Folder of the generated SQL migrations (same relative place from src/ and dist/). */
export const MIGRATIONS_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the data lives: the PGlite folder, `memory`, or the PostgreSQL URL without password. */
  location: string;
  /**
   * PostgreSQL only: a new connection of its own, outside the pool, with the pool's settings — for
   * what holds a session (the instance's change listener and clock lease).
   */
  dedicatedClient?: (applicationName?: string) => pg.Client;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL URL (postgres://…). When absent, embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; `memory` for an in-memory database. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests isolate themselves in their own schema). */
  searchPath?: string;
  /** A PGlite data folder dump (`dumpDataDir`) to start from: the tests' seeded template. */
  loadDataDir?: Blob;
  /**
   * PostgreSQL: prepare the statements the process runs often (default true). Off for a
   * connection pooler that cannot carry prepared statements (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
  /**
   * PostgreSQL: the most connections the process keeps for its requests (VETRX_DB_POOL_MAX, default
   * {@link DB_POOL_MAX_DEFAULT}); the pool for generic plans keeps up to half as many, at most
   * {@link GENERIC_POOL_MAX} (decision 0382).
   */
  poolMax?: number;
}

/**
 * An idle connection the database ends (a restart, a failover, an administrator's terminate) is an
 * 'error' on its pool: without a listener Node ends the whole process. The pool drops that client and
 * opens another for the next query; the server goes on.
 */
const warnIdleClosed = (error: Error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`);

/**
 * A pool of `max` connections (at most {@link GENERIC_POOL_MAX}) whose sessions plan generically, and `pool`'s own
 * `query()` (every read outside a transaction) handing it the marked statements: each
 * is prepared on its first run on a connection and runs by name after, on the one plan, with no
 * statement around it. A transaction's statements never come here: they run on its connection.
 */
function genericPool(pool: pg.Pool, connection: pg.PoolConfig, max: number): pg.Pool {
  const generic = new pg.Pool({ ...connection, max });
  generic.on('error', warnIdleClosed);
  const names = new StatementNames(1);
  generic.on('connect', (client) => runStatementsInTurn(client, names, 'session'));
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const marked = generic.query.bind(generic) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => (isMarked(args[0]) ? marked(...args) : query(...args))) as typeof pool.query;
  return generic;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

/**
 * Set on every session:
 * - the word-similarity threshold of pg_trgm's `<%` operator, so the product search's trigram index
 *   returns every family the repository's own similarity test can accept (FUZZY_WORD_SIMILARITY, 0.45,
 *   in repositories/products.ts). A little below it: the operator compares a float4
 *   similarity with a double threshold, and 9/20 as float4 is under 0.45.
 * - `random_page_cost` 1.1 (PostgreSQL's default, 4, prices a random read as a spinning disk's): the
 *   practice's working set is in memory or on SSD, and at 4 the planner preferred scanning a whole
 *   table to a thousand index probes.
 */
export const SESSION_SETTINGS: ReadonlyArray<readonly [string, string]> = [
  ['pg_trgm.word_similarity_threshold', '0.44'],
  ['random_page_cost', '1.1'],
];

/** SESSION_SETTINGS as a connection's `options` (`-c name=value …`). */
export const SESSION_OPTIONS = SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`);

/**
 * Opens the database: PostgreSQL when `url` is given (DATABASE_URL), otherwise embedded PGlite in
 * `dataDir` (created if missing). pg_trgm and btree_gin are loaded on both.
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const settings = [...SESSION_OPTIONS, ...(options.searchPath ? [`-c search_path=${options.searchPath},public`] : [])];
    const connection = { connectionString: options.url, options: settings.join(' ') };
    const poolMax = options.poolMax ?? DB_POOL_MAX_DEFAULT;
    const pool = new pg.Pool({ ...connection, max: poolMax });
    pool.on('error', warnIdleClosed);
    const names = options.preparedStatements === false ? undefined : new StatementNames();
    pool.on('connect', (client) => runStatementsInTurn(client, names));
    const genericMax = Math.min(GENERIC_POOL_MAX, Math.ceil(poolMax / 2));
    const generic = names ? genericPool(pool, { ...connection, options: [...settings, '-c plan_cache_mode=force_generic_plan'].join(' ') }, genericMax) : undefined;
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
    // keepAlive: a dedicated connection whose peer vanished (a dead host, a dropped route) errors
    // within about a minute instead of waiting forever, and the instance lets go of its lease.
    const dedicatedClient = (applicationName?: string) =>
      new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: 10_000, ...(applicationName ? { application_name: applicationName } : {}) });
    return { db, kind: 'postgres', location: redact(options.url), dedicatedClient, close: () => Promise.all([pool.end(), generic?.end()]).then(() => undefined) };
  }
  const dataDir = options.dataDir ?? 'memory';
  if (dataDir !== 'memory') mkdirSync(dataDir, { recursive: true });
  const client = new PGlite({ dataDir: dataDir === 'memory' ? 'memory://' : dataDir, extensions: { pg_trgm, btree_gin }, ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}) });
  await client.waitReady;
  for (const [name, value] of SESSION_SETTINGS) await client.exec(`set ${name} = ${value}`);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', location: dataDir, close: () => client.close() };
}

/**
 * Advisory-lock keys of the work instances share (class 7312; the audit chains use 7311): the
 * migrations and the lease of the work one instance does for all.
 */
export const INSTANCE_LOCK_CLASS = 7312;
export const MIGRATION_LOCK = 1;
export const LEADER_LEASE_LOCK = 2;

/**
 * Applies every pending migration (idempotent). On PostgreSQL it holds an advisory lock on one
 * connection the whole time: instances starting together on one database take turns,
 * the first migrates and the others find nothing left to do — `CREATE EXTENSION` and `CREATE TABLE`
 * never race each other.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'postgres') {
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1, $2)', [INSTANCE_LOCK_CLASS, MIGRATION_LOCK]);
      await migratePg(drizzlePg({ client, schema, casing: 'snake_case' }), config);
    } finally {
      // A connection that could not let go of the lock is closed rather than handed back holding it.
      const unlocked = await client.query('select pg_advisory_unlock($1, $2)', [INSTANCE_LOCK_CLASS, MIGRATION_LOCK]).then(
        () => true,
        () => false,
      );
      client.release(!unlocked);
    }
  } else {
    await migratePglite(handle.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}
