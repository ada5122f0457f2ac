import { join } from 'node:path';
import type { DemoAccount } from '@vetrx/fixtures';
import type { ServerConfig } from './config.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from './db/client.js';
import { developmentOnly } from './development-only.js';
import { createApp, type App } from './http/app.js';
import { sealUnkeyedAuditChains, useAuditKeys } from './repositories/audit-chain.js';

/**
 * One line per demo login: who it is and where.
 *
 * @example
 * describeAccount(demoAccounts[0]) // 'Dr. Emily Carter — VET at Maple Grove Animal Hospital, Riverside Veterinary Clinic, Summit Pet Care'
 */
export function describeAccount(a: DemoAccount): string {
  if (a.kind === 'support') return `${a.displayName} — support engineer`;
  if (a.kind === 'adminSupport') return `${a.displayName} — support engineer, admin support group`;
  const roles = [...new Set(a.assignments.map((x) => x.role))].join('/');
  const where = a.assignments.map((x) => `${x.locationName}${x.isActive ? '' : ' (revoked)'}`).join(', ');
  return `${a.displayName} — ${roles} at ${where}`;
}

export interface RunningServer {
  app: App;
  database: DatabaseHandle;
  url: string;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, seeds the demo practice on first start (never twice), starts
 * HTTP, and prints where to go and how to sign in.
 */
export async function startServer(config: ServerConfig, opts: { quiet?: boolean; now?: () => Date } = {}): Promise<RunningServer> {
  const log = opts.quiet ? () => undefined : (msg: string) => console.log(msg);
  const database = await openDatabase({ url: config.databaseUrl, preparedStatements: config.preparedStatements, poolMax: config.dbPoolMax, dataDir: join(config.dataDir, 'pglite') });
  await migrateDatabase(database);
  let seeded = false;
  // The demo practice (development only: production never seeds, config.ts).
  const seed = config.seed ? await developmentOnly(config.mode, () => import('./db/seed.js')) : null;
  if (seed) seeded = await seed.seedIfEmpty(database.db, { now: opts.now?.() ?? new Date(), scale: config.seedScale });
  if (config.mode !== 'production') {
    // Rows written before audit keys are sealed with the development key at once;
    // production seals them only when the operator runs `vetrx-server seal-audit-trail`.
    useAuditKeys(config.auditKeys);
    for (const c of await sealUnkeyedAuditChains(database.db, opts.now?.() ?? new Date())) {
      if (c.skipped) log(`  Audit chain ${c.chain} left unsealed: ${c.skipped}`);
      else if (c.rows > 0) log(`  Audit chain ${c.chain}: ${c.rows} rows written before audit keys sealed`);
    }
  }
  const app = await createApp(config, database, { now: opts.now });
  const url = await app.listen();
  log('');
  log(`  VetRx is running at ${url}`);
  log(`  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${database.location}` : database.location}${seeded ? ' (demo practice seeded)' : ''}`);
  const fixtures = config.oidcIssuer ? null : await developmentOnly(config.mode, () => import('@vetrx/fixtures'));
  if (fixtures) {
    log(`  Sign-in: embedded identity provider at ${url}/oidc`);
    log(`  Demo logins (password ${fixtures.DEMO_PASSWORD}):`);
    for (const a of fixtures.demoAccounts) log(`    ${a.username.padEnd(30)} ${describeAccount(a)}`);
  } else {
    log(`  Sign-in: ${config.oidcIssuer}`);
  }
  if (!config.webDist) log('  (web app not built: run the build to serve the portal from this server)');
  log('');
  return {
    app,
    database,
    url,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
