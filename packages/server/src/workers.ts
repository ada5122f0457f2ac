/**
 * One worker per core on one machine: with VETRX_WORKERS above 1, main.ts runs this in
 * the primary process. It prepares the database once — migrations and the demo practice's seed — then
 * forks the workers (node:cluster), each a whole server (src/start.ts) on the same port: the primary
 * hands each new connection to the next worker in turn. The workers share nothing in memory; they keep
 * in step through PostgreSQL like instances on different machines.
 *
 * A worker that dies after it served is replaced (after a pause that grows while they keep dying); a
 * worker that cannot start (the database unreachable, a bad setting) stops them all, with its exit
 * code. SIGINT or SIGTERM stops the workers (each closes its connections) and then the primary.
 */
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { developmentOnly } from './development-only.js';

/** Pauses before replacing a worker that died, by how many died in the last minute. */
const RESPAWN_MS = [500, 1_000, 2_000, 5_000, 10_000];
/** How long the workers get to close before the primary ends them. */
const STOP_MS = 10_000;

/**
 * Runs the primary process: prepares the database, starts `config.workers` workers, keeps them
 * running. Resolves once every worker listens.
 *
 * @example
 * if (cluster.isPrimary && config.workers > 1) await runWorkers(config);
 */
export async function runWorkers(config: ServerConfig, log: (line: string) => void = (line) => console.log(line)): Promise<void> {
  const database = await openDatabase({ url: config.databaseUrl, preparedStatements: config.preparedStatements, poolMax: config.dbPoolMax });
  let seeded = false;
  try {
    await migrateDatabase(database);
    // The demo practice (development only: production never seeds).
    const seed = config.seed ? await developmentOnly(config.mode, () => import('./db/seed.js')) : null;
    if (seed) seeded = await seed.seedIfEmpty(database.db, { now: new Date(), scale: config.seedScale });
  } finally {
    await database.close();
  }

  const served = new WeakSet<Worker>();
  const deaths: number[] = [];
  let stopping = false;
  const start = (index: number) => {
    const worker = cluster.fork({ VETRX_WORKER_INDEX: String(index) });
    worker.on('listening', () => served.add(worker));
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      if (!served.has(worker)) {
        // It never served: another would fail the same way.
        console.error(`\nVetRx worker ${index + 1} could not start (${signal ?? `exit ${code}`}); stopping.\n`);
        void stop(code || 1);
        return;
      }
      const now = Date.now();
      deaths.push(now);
      while (deaths.length && deaths[0] < now - 60_000) deaths.shift();
      const pause = RESPAWN_MS[Math.min(deaths.length - 1, RESPAWN_MS.length - 1)];
      console.error(`VetRx worker ${index + 1} stopped (${signal ?? `exit ${code}`}); another starts in ${pause / 1000} s.`);
      setTimeout(() => !stopping && start(index), pause);
    });
    return worker;
  };

  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w && !w.isDead());
    const exited = Promise.all(workers.map((w) => new Promise((resolve) => w.once('exit', resolve))));
    for (const w of workers) w.process.kill('SIGTERM');
    const timer = setTimeout(() => {
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGKILL');
    }, STOP_MS);
    await exited;
    clearTimeout(timer);
    process.exit(code);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());

  const listening = Array.from({ length: config.workers }, (_, index) => new Promise<void>((resolve) => start(index).once('listening', () => resolve())));
  await Promise.all(listening);
  log(`  ${config.workers} workers serve port ${config.port} (VETRX_WORKERS)${seeded ? '; demo practice seeded' : ''}.`);
  log('');
}
