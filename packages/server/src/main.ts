#!/usr/bin/env node
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config.js';
import { startServer } from './start.js';
import { runWorkers } from './workers.js';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '..', '..', 'web', 'dist');

try {
  const config = loadConfig(process.env, {});
  if (!config.webDist && existsSync(defaultWebDist)) config.webDist = defaultWebDist;
  if (config.workersNotice && cluster.isPrimary) console.warn(`\n  ${config.workersNotice}`);
  if (cluster.isPrimary && config.workers > 1) {
    // One worker per core (decision 0254): this process prepares the database and keeps the workers.
    await runWorkers(config);
  } else {
    // A worker, or the one process: a whole server. Of several workers, the first prints where to go.
    const running = await startServer(config, { quiet: cluster.isWorker && process.env.VETRX_WORKER_INDEX !== '0' });
    const shutdown = async () => {
      await running.close();
      process.exit(0);
    };
    process.on('SIGTERM', shutdown);
    // A terminal's Ctrl-C reaches every worker too: the primary stops them (SIGTERM), none stops alone.
    process.on('SIGINT', cluster.isWorker ? () => undefined : shutdown);
  }
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`\nVetRx cannot start: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
