/**
 * `BENCH_WORKERS=N` (or `auto`): the mixed workload runs against the server as an operator runs it on
 * one machine — `src/main.ts` with `VETRX_WORKERS=N` (one worker per core with `auto`),
 * its own process, over the same PostgreSQL database — instead of the bench's in-process server. The
 * vet signs in through that server's own sign-in (its keys and sessions are in the database), and the
 * single-request rows are still measured in-process. PostgreSQL only: PGlite belongs to one process.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_PASSWORD } from '@vetrx/fixtures';
import { freePort, signIn } from '../src/testing/index.js';

const serverRoot = resolve(import.meta.dirname, '..');

/**
 * Starts `src/main.ts` with `VETRX_WORKERS=workers` over `databaseUrl` on a free port; resolves once it
 * answers, with a signed-in vet's token.
 *
 * @example
 * const target = await startWorkersServer(url, 'auto');
 * // … load `${target.origin}/graphql` with target.token …
 * await target.close();
 */
export async function startWorkersServer(databaseUrl: string, workers: string): Promise<{ origin: string; token: string; pid: number; close(): Promise<void> }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_FLAGS: Node flags for that server alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  // BENCH_WORKERS_FROM=dist: the compiled server (`npm run build`), as `npm start` runs it; else the sources through tsx.
  const entry = process.env.BENCH_WORKERS_FROM === 'dist' ? ['dist/main.js'] : ['--import', 'tsx', '--conditions=source', 'src/main.ts'];
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...flags, ...entry], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: origin, DATABASE_URL: databaseUrl, VETRX_WORKERS: workers, VETRX_SEED: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const until = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server with VETRX_WORKERS=${workers} exited with ${child.exitCode}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the server with VETRX_WORKERS=${workers} did not start in 3 minutes`);
    }
    const up = await fetch(`${origin}/healthz`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const { accessToken } = await signIn({ origin, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD });
  return {
    origin,
    token: accessToken,
    pid: child.pid!,
    async close() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
