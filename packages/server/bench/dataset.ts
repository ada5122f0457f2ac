/**
 * The benchmark dataset (docs/guides/benchmarks.md): `openSeeded` opens the benchmark database and fills
 * it once. `pnpm --filter @vetrx/server bench:load` only loads it (DATABASE_URL), for the benchmarks and
 * the browser benchmark to reuse.
 */
import { pathToFileURL } from 'node:url';
import { generateDataset } from '@vetrx/fixtures';
import { bulkLoad } from '../src/db/bulk-load.js';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { isSeeded, seedDatabase } from '../src/db/seed.js';
import { DEMO_NOW } from '../src/testing/index.js';

const scale = Number(process.env.BENCH_SCALE ?? 20);
const practiceClients = Number(process.env.BENCH_PRACTICE_CLIENTS ?? 200_000);
const prescriptions = Number(process.env.BENCH_PRESCRIPTIONS ?? 1_000_000);
const productsOf = (url: string | undefined) => (process.env.BENCH_PRODUCTS ? Number(process.env.BENCH_PRODUCTS) : url ? 20_000 : undefined);
const secondsSince = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/**
 * Opens the benchmark database and fills it when it is empty: on PostgreSQL the scaled practice
 * (`BENCH_PRACTICE_CLIENTS`, `BENCH_PRESCRIPTIONS`, `BENCH_PRODUCTS`) through the bulk loader; on PGlite the
 * demo generator at `BENCH_SCALE`.
 */
export async function openSeeded(url: string | undefined): Promise<DatabaseHandle> {
  const handle = url ? await openDatabase({ url }) : await openDatabase({ dataDir: 'memory' });
  await migrateDatabase(handle);
  if (await isSeeded(handle.db)) {
    console.log(`using the practice already in ${handle.location}`);
    return handle;
  }
  const t0 = performance.now();
  const products = productsOf(url);
  if (url) {
    const options = { seed: 1, now: DEMO_NOW, clients: practiceClients, prescriptions, products };
    console.log(`loading ${practiceClients.toLocaleString('en-US')} clients, ${prescriptions.toLocaleString('en-US')} prescriptions, ${(products ?? 0).toLocaleString('en-US')} products`);
    const report = await bulkLoad(url, options, (line) => console.log(`  ${line}`));
    const counts = ['locationClients', 'locationPatients', 'prescriptions', 'prescriptionTasks', 'orders', 'products']
      .map((k) => `${(report.byTable[k] ?? 0).toLocaleString('en-US')} ${k}`)
      .join(', ');
    console.log(`loaded ${report.rows.toLocaleString('en-US')} rows in ${secondsSince(t0)} s (${counts})`);
    return handle;
  }
  const dataset = generateDataset({ seed: 1, scale, products, now: DEMO_NOW });
  const rows = Object.values(dataset).reduce((n, list) => n + (list as unknown[]).length, 0);
  await seedDatabase(handle.db, dataset);
  console.log(`generated and seeded scale ${scale} (${rows.toLocaleString('en-US')} rows) in ${secondsSince(t0)} s`);
  return handle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('bench:load needs DATABASE_URL (a PostgreSQL database of its own, never test)');
  const handle = await openSeeded(url);
  await handle.close();
}
