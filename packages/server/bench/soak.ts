/**
 * Soak of the API (issue 10): SOAK_USERS simulated users (default 50) for SOAK_SECONDS (default 300)
 * on loopback against the demo practice in PGlite (or PostgreSQL with SOAK_DATABASE=postgres and
 * TEST_DATABASE_URL). Each user loops over a practice day's calls — Me, the client search, the
 * prescription history, a product search, a client's profile and, one call in ten, AddShortcut —
 * with SOAK_THINK_MS (default 100) between calls. Prints requests, errors, throughput and p50 / p95 /
 * p99 / max; exits 1 on any error. Not part of `npm test`:
 *
 *   npx -y pnpm@12.21.0 --filter @vetrx/server soak
 *   SOAK_USERS=50 SOAK_SECONDS=60 npx -y pnpm@12.21.0 --filter @vetrx/server soak
 */
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { MeDocument } from '@vetrx/core/operations/Me';
import { SearchProductFamiliesDocument } from '@vetrx/core/operations/SearchProductFamilies';
import { startTestServer } from '../src/testing/index.js';

const users = Number(process.env.SOAK_USERS ?? 50);
const seconds = Number(process.env.SOAK_SECONDS ?? 300);
const thinkMs = Number(process.env.SOAK_THINK_MS ?? 100);
const kind = process.env.SOAK_DATABASE === 'postgres' ? 'postgres' : 'pglite';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

async function main() {
  const server = await startTestServer({ kind });
  const accounts = ['vet@demo.vetrx.dev', 'staff@demo.vetrx.dev', 'admin@demo.vetrx.dev'];
  const tokens = await Promise.all(accounts.map((a) => server.token(a)));
  const me = await server.gql(MeDocument.toString(), {}, { token: tokens[0] });
  const locationId = me.data.me.user.locationsUsers[0].locationId;
  const clients = await server.gql(LocationClientSearchDocument.toString(), { locationId, filter: '', take: 50, skip: 0 }, { token: tokens[0] });
  const clientIds: string[] = (clients.data?.locationClientSearch?.data ?? []).map((c: { id: string }) => c.id);
  if (!clientIds.length) throw new Error(`no clients to read: ${JSON.stringify(clients.errors)}`);

  const latencies: number[] = [];
  const errors: string[] = [];
  const deadline = Date.now() + seconds * 1000;
  const calls = [
    (t: string) => server.gql(MeDocument.toString(), {}, { token: t }),
    (t: string) => server.gql(LocationClientSearchDocument.toString(), { locationId, filter: 'a', take: 10, skip: 0 }, { token: t }),
    (t: string) => server.gql(GetPrescriptionHistoryDocument.toString(), { locationId, take: 10, skip: 0 }, { token: t }),
    (t: string) => server.gql(SearchProductFamiliesDocument.toString(), { locationId, text: 'gaba', limit: 10, offset: 0 }, { token: t }),
    (t: string, i: number) => server.gql(GetLocationClientDocument.toString(), { id: clientIds[i % clientIds.length] }, { token: t }),
  ];
  const user = async (u: number) => {
    const token = tokens[u % 2]; // vet and staff read; the admin writes shortcuts
    for (let i = 0; Date.now() < deadline; i++) {
      const write = i % 10 === 9;
      const t0 = performance.now();
      const r = write
        ? await server.gql(AddShortcutDocument.toString(), { locationId, shortcutType: 'SIG', label: `Soak ${u}-${i}`, details: 'Give 1 tablet by mouth twice daily.' }, { token: tokens[2] })
        : await calls[i % calls.length](token, i);
      latencies.push(performance.now() - t0);
      if (r.status !== 200 || r.errors?.length) errors.push(`${r.status} ${JSON.stringify(r.errors?.[0] ?? '')}`);
      await new Promise((res) => setTimeout(res, thinkMs));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: users }, (_, u) => user(u)));
  const elapsed = (performance.now() - started) / 1000;
  await server.close();

  const sorted = [...latencies].sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  console.log(`soak: ${users} users × ${seconds} s on ${kind}, think ${thinkMs} ms`);
  console.log(`requests ${latencies.length}, errors ${errors.length}, ${f(latencies.length / elapsed)} req/s`);
  console.log(`latency ms: p50 ${f(percentile(sorted, 50))}  p95 ${f(percentile(sorted, 95))}  p99 ${f(percentile(sorted, 99))}  max ${f(sorted.at(-1) ?? 0)}`);
  console.log(`rss ${Math.round(process.memoryUsage().rss / 1e6)} MB`);
  if (errors.length) {
    console.log(errors.slice(0, 5).join('\n'));
    // A soak with errors fails the command (the server is closed; let the process end by itself).
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
