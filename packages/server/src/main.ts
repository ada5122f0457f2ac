#!/usr/bin/env node
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sealUnkeyedAuditChains, useAuditKeys } from './audit.js';
import { ConfigError, loadConfig, type ServerConfig } from './config.js';
import { migrateDatabase, openDatabase } from './db/client.js';
import { startServer } from './start.js';

/**
 * `vetrx-server seal-audit-trail`: seals, once, the audit rows written before audit keys with
 * VETRX_AUDIT_KEY (decision 0290) — run by the operator after upgrading; prints each chain's outcome
 * and exits 1 when a chain was left unsealed.
 */
async function sealAuditTrail(config: ServerConfig): Promise<number> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
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
  const running = await startServer(config);
  const shutdown = async () => {
    await running.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (e) {
  if (e instanceof ConfigError) {
    console.error(`\nVetRx cannot start: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}
