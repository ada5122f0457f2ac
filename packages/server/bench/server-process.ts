/**
 * The server under benchmark, in a process of its own (forked by bench/run.ts), so the bench can read
 * the server's CPU apart from its own client's: `process.cpuUsage()` here counts only the server (its
 * main thread, GC and libuv threads), not the bench's HTTP client, JSON decoding or statement replay.
 *
 * It opens the benchmark database (bench/dataset.ts: `DATABASE_URL`, or an in-memory PGlite seeded
 * here) and serves it with the test harness's server (a signed-in demo practice, the demo clock).
 *
 * `BENCH_SERVER` names another checkout's `packages/server` to serve instead of this one (the same
 * bench client and dataset against an older commit's server, side by side: docs/guides/benchmarks.md).
 *
 * The parent talks to it over the fork's IPC channel: `{ id, cmd, arg }` → `{ id, result }`:
 * - `token` (a username): an access token of that demo user;
 * - `capture` (true / false): start capturing the statements sent to the pool, or stop and answer them;
 * - `forget` (true / false): forget the kept product searches before every request;
 * - `cpu`: the server's CPU so far, µs of user and system time;
 * - `close`: stop serving and exit.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import type { openDatabase } from '../src/db/client.js';
import type { forgetKeptSearches } from '../src/repositories/products.js';
import type { startTestServer } from '../src/testing/index.js';

/** A statement the server sent while capturing, and when (ms from the capture's start). */
export interface CapturedStatement {
  text: string;
  values?: unknown[];
  sent: number;
  answered?: number;
}

/** A request of the parent. */
export interface ServerRequest {
  id: number;
  cmd: 'token' | 'capture' | 'forget' | 'cpu' | 'close';
  arg?: unknown;
}

/** The first message: where the server listens and what it serves. */
export interface ServerReady {
  ready: true;
  url: string;
  location: string;
  pid: number;
}

type Reply = { id: number; result?: unknown; error?: string };


/**
 * What the bench needs of a server's code: this checkout's, or `BENCH_SERVER`'s — never both in one
 * process (each checkout's test harness loads its own vitest, and two copies refuse to load).
 */
async function serverCode(): Promise<{ startTestServer: typeof startTestServer; forgetKeptSearches: typeof forgetKeptSearches; openDatabase: typeof openDatabase }> {
  const root = process.env.BENCH_SERVER;
  const from = (path: string) => import(pathToFileURL(join(resolve(root!), path)).href);
  const [testing, products, client] = root
    ? await Promise.all([from('src/testing/index.ts'), from('src/repositories/products.ts'), from('src/db/client.ts')])
    : await Promise.all([import('../src/testing/index.js'), import('../src/repositories/products.js'), import('../src/db/client.js')]);
  return { startTestServer: testing.startTestServer, forgetKeptSearches: products.forgetKeptSearches, openDatabase: client.openDatabase };
}

/** One server: opens the database, serves it, answers the parent's (or the primary's) requests. */
async function serve(send: (message: unknown) => void, onMessage: (handler: (m: ServerRequest) => void) => void) {
  const code = await serverCode();
  // On PostgreSQL the parent has migrated and loaded the database; an in-memory PGlite is seeded here.
  const url = process.env.DATABASE_URL;
  const handle = url ? await code.openDatabase({ url, preparedStatements: process.env.VETRX_PREPARED_STATEMENTS !== 'off' }) : await (await import('./dataset.js')).openSeeded(undefined);
  // The per-caller budgets the bench lifts (bench/run.ts): the test server's settings are its own otherwise.
  const env = Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => e[0].startsWith('VETRX_CALLER_') && e[1] !== undefined));
  const server = await code.startTestServer({ database: handle, env });
  let forgetting = false;
  server.app.server.prependListener('request', () => forgetting && code.forgetKeptSearches(handle.db));

  let captured: CapturedStatement[] | null = null;
  let t0 = 0;
  if (handle.kind === 'postgres') {
    const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
    const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const [first, second] = args;
      let c: CapturedStatement | undefined;
      if (captured) {
        const sent = performance.now() - t0;
        if (typeof first === 'string') c = { text: first, values: Array.isArray(second) ? second : undefined, sent };
        else if (first && typeof first === 'object' && 'text' in first) {
          const q = first as { text: string; values?: unknown[] };
          c = { text: q.text, values: q.values ?? (Array.isArray(second) ? second : undefined), sent };
        }
        if (c) captured.push(c);
      }
      const answer = original(...args);
      if (c && answer instanceof Promise) {
        const statement = c;
        void answer.then(
          () => (statement.answered = performance.now() - t0),
          () => undefined,
        );
      }
      return answer;
    };
  }

  onMessage(async (m) => {
    const reply = (result: unknown) => send({ id: m.id, result } satisfies Reply);
    try {
      if (m.cmd === 'token') reply(await server.token(String(m.arg)));
      else if (m.cmd === 'capture') {
        if (m.arg) {
          captured = [];
          t0 = performance.now();
          reply(null);
        } else {
          // Answers still on their way are waited for a moment, so `answered` is filled in.
          await new Promise((r) => setTimeout(r, 5));
          reply(captured ?? []);
          captured = null;
        }
      } else if (m.cmd === 'forget') {
        forgetting = Boolean(m.arg);
        reply(null);
      } else if (m.cmd === 'cpu') reply(process.cpuUsage());
      else if (m.cmd === 'close') {
        await server.close();
        reply(null);
        setImmediate(() => process.exit(0));
      }
    } catch (e) {
      send({ id: m.id, error: e instanceof Error ? e.stack : String(e) } satisfies Reply);
    }
  });
  return { server, location: handle.location };
}

const { server, location } = await serve(
  (m) => process.send!(m),
  (handler) => process.on('message', handler),
);
process.send!({ ready: true, url: server.url, location, pid: process.pid } satisfies ServerReady);
