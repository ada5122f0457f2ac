#!/usr/bin/env node
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sealUnkeyedAuditChains, useAuditKeys } from './repositories/audit-chain.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { startServer } from './start.js';
import { runWorkers } from './workers.js';

/**
 * `vetrx-server seal-audit-trail`: seals, once, the audit rows written before audit keys with
 * VETRX_AUDIT_KEY — run by the operator after upgrading; prints each chain's outcome
 * and exits 1 when a chain was left unsealed.
 */
async function sealAuditTrail(config: ServerConfig): Promise<number> {
  const database = await openDatabase({ url: config.databaseUrl, preparedStatements: config.preparedStatements, poolMax: config.dbPoolMax, dataDir: join(config.dataDir, 'pglite') });
  try {
    await migrateDatabase(database);
    useAuditKeys(config.auditKeys);
    const chains = await sealUnkeyedAuditChains(database.db, new Date());
    for (const c of chains) console.log(c.skipped ? `Audit chain ${c.chain} left unsealed: ${c.skipped}` : `Audit chain ${c.chain}: ${c.rows} rows sealed`);
    if (!chains.length) console.log('Every audit row is sealed already.');
    return chains.some((c) => c.skipped) ? 1 : 0;
  } finally {
    await database.close();
  }
}

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '..', '..', 'web', 'dist');

try {
  const config = loadConfig(process.env, {});
  if (process.argv[2] === 'seal-audit-trail') process.exit(await sealAuditTrail(config));
  if (!config.webDist && existsSync(defaultWebDist)) config.webDist = defaultWebDist;
  if (config.workersNotice && cluster.isPrimary) console.warn(`\n  ${config.workersNotice}`);
  if (cluster.isPrimary && config.workers > 1) {
    // One worker per core: this process prepares the database and keeps the workers.
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
