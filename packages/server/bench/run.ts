/**
 * Benchmarks of the API over a scale-20 dataset in PGlite (npx -y pnpm@12.21.0 --filter @vetrx/server bench).
 * Every `bench/*.bench.ts` exports `benchmarks` (name, operation document, variables); each runs through
 * the real HTTP API with a signed-in vet, after warm-up, and prints p50 / p95 / max in milliseconds.
 *
 *   BENCH_SCALE=20 BENCH_ITERATIONS=30 BENCH_FILTER=Grouped npx -y pnpm@12.21.0 --filter @vetrx/server bench
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateDataset } from '@vetrx/fixtures';
import { seedDatabase } from '../src/db/seed.js';
import { DEMO_NOW, startTestServer, type TestServer } from '../src/testing/index.js';

export interface BenchContext {
  server: TestServer;
  token: string;
  /** Runs a document once and returns its data (throws on errors), for picking ids. */
  query<T = any>(document: { toString(): string }, variables: Record<string, unknown>): Promise<T>;
}

export interface Benchmark {
  name: string;
  document: { toString(): string };
  variables: (ctx: BenchContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
}

const scale = Number(process.env.BENCH_SCALE ?? 20);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const filter = process.env.BENCH_FILTER ?? '';
const here = dirname(fileURLToPath(import.meta.url));

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

async function main() {
  const started = performance.now();
  const server = await startTestServer({ kind: 'pglite', seed: false });
  try {
    const dataset = generateDataset({ seed: 1, scale, now: DEMO_NOW });
    await seedDatabase(server.database.db, dataset);
    const rows = Object.values(dataset).reduce((n, list) => n + (list as unknown[]).length, 0);
    console.log(`seeded scale ${scale} (${rows.toLocaleString('en-US')} rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const token = await server.token('vet@demo.vetrx.dev');
    const ctx: BenchContext = {
      server,
      token,
      async query(document, variables) {
        const r = await server.gql(document.toString(), variables, { token });
        if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
        return r.data;
      },
    };
    const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort();
    console.log(`\n${'benchmark'.padEnd(64)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}  (ms, ${iterations} runs)`);
    for (const file of files) {
      const mod = (await import(pathToFileURL(join(here, file)).href)) as { benchmarks: Benchmark[] };
      for (const b of mod.benchmarks) {
        if (filter && !b.name.includes(filter)) continue;
        const variables = await b.variables(ctx);
        const query = b.document.toString();
        for (let i = 0; i < 3; i++) {
          const r = await server.gql(query, variables, { token });
          if (r.errors?.length) throw new Error(`${b.name}: ${JSON.stringify(r.errors)}`);
        }
        const times: number[] = [];
        for (let i = 0; i < iterations; i++) {
          const t0 = performance.now();
          await server.gql(query, variables, { token });
          times.push(performance.now() - t0);
        }
        times.sort((a, b2) => a - b2);
        const fmt = (n: number) => n.toFixed(1).padStart(8);
        console.log(`${b.name.padEnd(64)} ${fmt(percentile(times, 50))} ${fmt(percentile(times, 95))} ${fmt(times[times.length - 1])}`);
      }
    }
  } finally {
    await server.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
