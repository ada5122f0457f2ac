/**
 * Benchmarks of the API at scale (`pnpm bench`; docs/guides/benchmarks.md).
 *
 * On PostgreSQL (`DATABASE_URL`): migrates the database, seeds it with the generated dataset when it
 * holds no practice yet (a later run reuses it), then serves it. Without `DATABASE_URL`: an in-memory
 * PGlite at `BENCH_SCALE` (default 20).
 *
 * The server runs in a process of its own (bench/server-process.ts), so its CPU is read apart from the
 * bench's: "CPU" is the server's CPU per timed request (its user and system time over the row's runs,
 * not PostgreSQL's and not this client's), which the machine's other tenants move far less than they
 * move the clock. `BENCH_BASELINE` names another checkout's `packages/server` (e.g. an older commit's) served beside
 * this one over the same database: each row is then timed on both, their requests alternating, and
 * printed one above the other ("base").
 *
 * Every `bench/*.bench.ts` exports `benchmarks` (name, operation document, variables). Each runs through
 * the real HTTP API with a signed-in vet (node:http over a kept-alive connection, bench/http-client.ts),
 * after `BENCH_WARMUP_ROUNDS` untimed rounds over every benchmark (20) and `BENCH_WARMUP_RUNS` untimed
 * runs of its own (10), and prints API p50 / p95 (to the answer's last byte); beside it, on
 * PostgreSQL, the raw SQL of the same result: the statements that request sent, captured at the
 * server's pool and replayed here on a connection of their own (one marked for its generic plan prepared,
 * on a connection that plans generically, as the server runs it) — "SQL" is all of them in sequence,
 * "result" the slowest one (the query that makes the answer) — the ratio API p50 / SQL p50, and +API.
 * Then a mixed workload: `BENCH_CLIENTS` concurrent clients (default 50) cycling through the
 * benchmarks for `BENCH_SECONDS` (default 20) after `BENCH_WARMUP` (default 2) from a worker thread
 * (bench/load-worker.ts), printing requests/s, p50/p95/p99 of the measured seconds, the server's CPU
 * per request and the operations that make the tail. With `BENCH_WORKERS=auto` (or a number;
 * PostgreSQL) this checkout's workload goes to `src/main.ts` run with `VETRX_WORKERS` in a process of
 * its own over the same database (bench/workers-server.ts), its CPU read from /proc for the primary and
 * its workers; a baseline's workload still goes to its one process.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/vetrx_scale BENCH_SCALE=1400 nice npm run bench
 *   BENCH_FILTER=Grouped BENCH_ITERATIONS=50 BENCH_CLIENTS=0 npm run bench
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { openSeeded } from './dataset.js';
import { GENERIC_PLAN_MARK, SESSION_OPTIONS } from '../src/db/client.js';
import { keepAliveClient } from './http-client.js';
import type { CapturedStatement, ServerReady, ServerRequest } from './server-process.js';
import { startWorkersServer } from './workers-server.js';
import { ACTIVE_REQUESTS_MAX } from '../src/config.js';

export interface BenchContext {
  token: string;
  /** Runs a document once and returns its data (throws on errors), for picking ids. */
  query<T = any>(document: { toString(): string }, variables: Record<string, unknown>): Promise<T>;
}

export interface Benchmark {
  name: string;
  document: { toString(): string };
  variables: (ctx: BenchContext) => Promise<Record<string, unknown>> | Record<string, unknown>;
  /**
   * Time the answer the server keeps between requests. Without it the kept product
   * searches are forgotten before every timed run, so the row times the statement, not the memory.
   */
  kept?: boolean;
  /**
   * The request that sends no statement: its API p50 is the floor of any request (HTTP, the sign-in
   * check, GraphQL), against which the summary tells which rows can meet 1.3× their SQL at all.
   */
  floor?: boolean;
}

const url = process.env.DATABASE_URL;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 30);
const filter = process.env.BENCH_FILTER ?? '';
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
/**
 * `BENCH_WARMUP` seconds (default 2) the clients run before the measured seconds: their 50 first
 * requests arrive at once on cold code and empty kept answers, not the steady state (the slowest of
 * them is printed beside the figures).
 */
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
/**
 * `BENCH_WARMUP_RUNS`: untimed runs of each benchmark before its timed ones (default 10). With 3, the
 * run's first benchmark was timed while V8 still compiled the request path (the grouped queue's page 1:
 * 16–23 ms p50 as the first row, 11.6–12.2 ms after 400 runs), so the first row measured the JIT.
 */
const warmupRuns = Number(process.env.BENCH_WARMUP_RUNS ?? 10);
/**
 * `BENCH_WARMUP_ROUNDS`: rounds over every benchmark's request, on every server, before any is timed
 * (default 20). A server in service is warm; without the rounds the first rows (the approvals queue's)
 * met a server whose code V8 was still compiling, on its main thread and on its helper threads, and their
 * API time and CPU read 2–4 ms above the same rows timed later.
 */
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 20);
/** `BENCH_SHOW_SQL=1`: print each captured statement of a benchmark with its replayed median time. */
const showSql = process.env.BENCH_SHOW_SQL === '1';
/** `BENCH_EXPLAIN=1`: print EXPLAIN (ANALYZE, BUFFERS) of each benchmark's slowest statement. */
const explain = process.env.BENCH_EXPLAIN === '1';
/** `BENCH_DUMP_SQL=<dir>`: write each benchmark's captured statements there as JSON (text and values), to replay them in psql. */
const dumpSql = process.env.BENCH_DUMP_SQL;
const here = dirname(fileURLToPath(import.meta.url));
// The bench's clients share one vet's token, standing for many users: the per-caller budgets (decision
// 0304) would measure one caller's line, not the server. Lifted for every server the bench starts (the
// forks and the workers inherit this environment), unless set.
process.env.VETRX_CALLER_CONCURRENT ??= String(ACTIVE_REQUESTS_MAX);
process.env.VETRX_CALLER_QUEUED ??= '1000';
process.env.VETRX_CALLER_VALUES ??= '100000000';

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

const secondsSince = (t0: number) => ((performance.now() - t0) / 1000).toFixed(1);

/**
 * The machine's speed at the start of a run: the best of three loops of 2×10⁸ additions, in ms. A
 * virtual machine's speed moves (on the 2-core VMs of docs/guides/benchmarks-history.md the same loop took
 * 276 to 524 ms within one hour), and every figure of the run moves with it: printed beside them, it
 * says which runs can be compared.
 */
function referenceLoopMs(): number {
  let best = Infinity;
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    let x = 0;
    for (let i = 0; i < 2e8; i++) x += i % 7;
    if (x < 0) throw new Error('unreachable');
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

const workers = process.env.BENCH_WORKERS;
const baseline = process.env.BENCH_BASELINE;

/** The server under benchmark: its process, its address and a signed-in vet's headers. */
interface BenchServer {
  name: string;
  child: ChildProcess;
  ready: ServerReady;
  headers: Record<string, string>;
  post: ReturnType<typeof keepAliveClient>['post'];
  close(): Promise<void>;
  ask<T = unknown>(cmd: ServerRequest['cmd'], arg?: unknown): Promise<T>;
  /** The server's CPU so far, in ms. */
  cpuMs(): Promise<number>;
}

/** Forks bench/server-process.ts (serving `root`'s server, this checkout's without it) and signs the vet in. */
async function startServer(name: string, root: string | undefined): Promise<BenchServer> {
  const child = fork(join(here, 'server-process.ts'), [], {
    // BENCH_BASELINE_PREPARED=off: the baseline's pool runs every statement unprepared —
    // with BENCH_BASELINE naming this very checkout, the two servers differ in that alone.
    env: { ...process.env, ...(root ? { BENCH_SERVER: resolve(root), ...(process.env.BENCH_BASELINE_PREPARED ? { VETRX_PREPARED_STATEMENTS: process.env.BENCH_BASELINE_PREPARED } : {}) } : {}) },
    // BENCH_SERVER_NODE_FLAGS: Node flags for the servers alone (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
    execArgv: [...process.execArgv, ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
    serialization: 'advanced',
  });
  const ready = await new Promise<ServerReady>((ok, fail) => {
    child.once('exit', (code) => fail(new Error(`the ${name} server exited (${code}) while starting`)));
    child.once('message', (m) => ok(m as ServerReady));
  });
  child.removeAllListeners('exit');
  let next = 0;
  const waiting = new Map<number, { ok(v: unknown): void; fail(e: Error): void }>();
  child.on('message', (m: { id: number; result?: unknown; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error) w?.fail(new Error(m.error));
    else w?.ok(m.result);
  });
  const ask = <T,>(cmd: ServerRequest['cmd'], arg?: unknown) =>
    new Promise<T>((ok, fail) => {
      const id = ++next;
      waiting.set(id, { ok: ok as (v: unknown) => void, fail });
      child.send({ id, cmd, arg } satisfies ServerRequest);
    });
  const token = await ask<string>('token', 'vet@demo.vetrx.dev');
  const headers = { [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${token}` };
  const client = keepAliveClient(`${ready.url}/graphql`, headers);
  return {
    name,
    child,
    ready,
    headers,
    post: client.post,
    ask,
    async cpuMs() {
      const u = await ask<NodeJS.CpuUsage>('cpu');
      return (u.user + u.system) / 1000;
    },
    async close() {
      client.close();
      const exited = new Promise((r) => child.once('exit', r));
      await ask('close').catch(() => undefined);
      await exited;
    },
  };
}

/** One row's figures on one server. */
interface RowFigures {
  times: number[];
  cpuMs: number;
}

async function main() {
  const started = performance.now();
  // Migrated and loaded (once) here; the server processes open it as it is (PGlite: each its own).
  if (url) await (await openSeeded(url)).close();
  const servers: BenchServer[] = [];
  // The replay runs with the server's session settings, so both plan alike; a statement the server runs
  // prepared on its generic plan is replayed so too, on a connection whose session
  // plans generically as the server's pool for them does: planned once, not on every run.
  const replayPlain = url ? new pg.Client({ connectionString: url, options: SESSION_OPTIONS.join(' ') }) : null;
  const replayGeneric = url ? new pg.Client({ connectionString: url, options: [...SESSION_OPTIONS, '-c plan_cache_mode=force_generic_plan'].join(' ') }) : null;
  const replay = replayPlain && replayGeneric && {
    connect: () => Promise.all([replayPlain.connect(), replayGeneric.connect()]),
    end: () => Promise.all([replayPlain.end(), replayGeneric.end()]),
    query: (text: string, values?: unknown[]) =>
      text.startsWith(GENERIC_PLAN_MARK) ? replayGeneric.query({ name: `bench_${createHash('sha1').update(text).digest('hex')}`, text, values }) : replayPlain.query(text, values),
  };
  try {
    servers.push(await startServer('this', undefined));
    if (baseline) servers.push(await startServer('base', baseline));
    await replay?.connect();
    const [server] = servers;
    console.log(`ready in ${secondsSince(started)} s (${servers.map((s) => `${s.name}: pid ${s.ready.pid}`).join('; ')})`);
    const database = replay ? `PostgreSQL ${((await replay.query('show server_version')).rows[0] as { server_version: string }).server_version}` : 'PGlite in memory';
    console.log(`machine: ${availableParallelism()} cores, Node ${process.version}, ${database}; reference loop (2×10⁸ additions, best of 3) ${referenceLoopMs().toFixed(0)} ms; load ${loadNow()}`);
    const ctx: BenchContext = {
      token: server.headers.authorization.slice('Bearer '.length),
      // Asked of every server, the first's answer returned: a row's set-up (the page before it, which the
      // server keeps a minute) must happen on each, or a pair compares a prepared server with a cold one.
      async query(document, variables) {
        const request = JSON.stringify({ query: document.toString(), variables });
        const answers = [];
        for (const s of servers) answers.push(await s.post(request));
        for (const r of answers) if (r.body.errors?.length) throw new Error(JSON.stringify(r.body.errors));
        return answers[0].body.data as never;
      },
    };
    const files = readdirSync(here).filter((f) => f.endsWith('.bench.ts')).sort();
    const fmt = (n: number, w = 7) => (Number.isFinite(n) ? n.toFixed(1) : '–').padStart(w);
    console.log(
      `\n${'benchmark'.padEnd(64)} ${'API p50'.padStart(7)} ${'p95'.padStart(7)} ${'stmts'.padStart(5)} ${'SQL p50'.padStart(7)} ${'result'.padStart(7)} ${'ratio'.padStart(6)} ${'+API'.padStart(6)} ${'CPU'.padStart(6)}  (ms, ${iterations} runs; CPU: the server's per request)`,
    );
    const rows: SummaryRow[] = [];
    const workload: string[] = [];
    const workloadNames: string[] = [];
    const chosen: { b: Benchmark; request: string }[] = [];
    for (const file of files) {
      const mod = (await import(pathToFileURL(join(here, file)).href)) as { benchmarks: Benchmark[] };
      for (const b of mod.benchmarks) {
        if (filter && !b.name.includes(filter)) continue;
        chosen.push({ b, request: JSON.stringify({ query: b.document.toString(), variables: await b.variables(ctx) }) });
      }
    }
    // Every request on every server, the kept product answers forgotten so their searches run too.
    for (const s of servers) await s.ask('forget', true);
    for (let round = 0; round < warmupRounds; round++) for (const { request } of chosen) for (const s of servers) await s.post(request);
    for (const s of servers) await s.ask('forget', false);
    for (const { b } of chosen) {
      // Asked again just before the row: some set up what the row reads (the page before it, kept a minute).
      const request = JSON.stringify({ query: b.document.toString(), variables: await b.variables(ctx) });
      // The mixed workload runs each request once per round; a kept-answer row repeats another's.
      if (!b.kept) {
        workload.push(request);
        workloadNames.push(b.name);
      }
      // The warm-up alternates too, as the timed runs do: a server left idle while the other warms up
      // may lose its pool's idle connections (closed after 10 s) and their prepared statements, and pay
      // for them in its timed runs.
      for (let i = 0; i < warmupRuns; i++) {
        for (const s of servers) {
          const r = await s.post(request);
          if (r.body.errors?.length) throw new Error(`${b.name} (${s.name}): ${JSON.stringify(r.body.errors)}`);
        }
      }
      if (!b.kept) for (const s of servers) await s.ask('forget', true);
      // The servers' requests alternate, so a moment of the machine's load falls on both alike.
      const figures: RowFigures[] = servers.map(() => ({ times: [], cpuMs: 0 }));
      const cpu0 = await Promise.all(servers.map((s) => s.cpuMs()));
      for (let i = 0; i < iterations; i++) {
        for (const [k, s] of servers.entries()) {
          const t0 = performance.now();
          const answer = await s.post(request);
          figures[k].times.push(answer.received - t0);
        }
      }
      const cpu1 = await Promise.all(servers.map((s) => s.cpuMs()));
      for (const [k, s] of servers.entries()) {
        const f = figures[k];
        f.cpuMs = (cpu1[k] - cpu0[k]) / iterations;
        f.times.sort((a, c) => a - c);
        let statements: CapturedStatement[] = [];
        const sqlTimes: number[] = [];
        const resultTimes: number[] = [];
        const perStatement: number[][] = [];
        let capturedMs = NaN;
        if (replay) {
          await s.ask('capture', true);
          const t0 = performance.now();
          await s.post(request);
          capturedMs = performance.now() - t0;
          statements = await s.ask<CapturedStatement[]>('capture', false);
          for (let i = 0; i < iterations; i++) {
            let total = 0;
            let slowest = 0;
            for (const [j, st] of statements.entries()) {
              const t0 = performance.now();
              await replay.query(st.text, st.values as unknown[]);
              const t = performance.now() - t0;
              (perStatement[j] ??= []).push(t);
              total += t;
              slowest = Math.max(slowest, t);
            }
            sqlTimes.push(total);
            resultTimes.push(slowest);
          }
          sqlTimes.sort((a, c) => a - c);
          resultTimes.sort((a, c) => a - c);
        }
        await s.ask('forget', false);
        const api = percentile(f.times, 50);
        const raw = sqlTimes.length ? percentile(sqlTimes, 50) : NaN;
        const label = k === 0 ? b.name : `  ${s.name}`;
        console.log(
          `${label.padEnd(64)} ${fmt(api)} ${fmt(percentile(f.times, 95))} ${String(statements.length || '–').padStart(5)} ${fmt(raw)} ${fmt(resultTimes.length ? percentile(resultTimes, 50) : NaN)} ${fmt(api / raw, 6)} ${fmt(api - raw, 6)} ${fmt(f.cpuMs, 6)}`,
        );
        if (k === 0) rows.push({ name: b.name, api, raw, statements: statements.length, floor: b.floor === true, cpuMs: f.cpuMs });
        if (dumpSql && statements.length) {
          mkdirSync(dumpSql, { recursive: true });
          writeFileSync(join(dumpSql, `${b.name.replace(/[^A-Za-z0-9]+/g, '-')}.json`), JSON.stringify(statements.map((st) => ({ text: st.text, values: st.values })), null, 1));
        }
        if (explain && replay && statements.length) {
          const medians = perStatement.map((t) => percentile([...t].sort((a, c) => a - c), 50));
          const slowest = statements[medians.indexOf(Math.max(...medians))];
          const plan = await replay.query(`explain (analyze, buffers) ${slowest.text}`, slowest.values as unknown[]);
          for (const row of plan.rows as Array<Record<string, string>>) console.log(`    ${row['QUERY PLAN']}`);
        }
        if (showSql) {
          // Each statement's replayed median, then when the captured request sent it and had its answer
          // (ms from the request's start; the request took the last figure of the header line).
          console.log(`  replay  sent → answered   (the captured request: ${fmt(capturedMs, 0)} ms)`);
          for (const [j, st] of statements.entries()) {
            const t = perStatement[j].sort((a, c) => a - c);
            console.log(`  ${fmt(percentile(t, 50), 6)}  ${fmt(st.sent, 5)} → ${fmt(st.answered ?? NaN, 5)}  ${st.text.replace(/\s+/g, ' ').slice(0, Number(process.env.BENCH_SQL_CHARS ?? 150))}`);
          }
        }
      }
    }
    summarise(rows);
    if (clients > 0 && workload.length > 0) {
      for (const s of servers) {
        // BENCH_WORKERS: this checkout's workload against `src/main.ts` with VETRX_WORKERS, a process of its own (PostgreSQL).
        const target = workers && url && s === server ? await startWorkersServer(url, workers) : null;
        const loadUrl = target ? `${target.origin}/graphql` : `${s.ready.url}/graphql`;
        const loadHeaders = target ? { ...s.headers, authorization: `Bearer ${target.token}` } : s.headers;
        const cpuMs = target ? () => Promise.resolve(processTreeCpuMs(target.pid)) : () => s.cpuMs();
        // A server started for the workload (BENCH_WORKERS) is cold — its code not yet optimised, its caches
        // empty — where the bench's own has just served every row: it warms up longer.
        const warming = target ? Number(process.env.BENCH_WORKERS_WARMUP ?? 15) : warmup;
        let cpu0: Promise<number> = cpuMs();
        const result = await new Promise<{ latencies: number[]; ops: number[]; errors: number; warming: number; requests: number }>((ok, fail) => {
          // A worker thread does not inherit tsx's loader on Node 20: it registers it, then loads the TypeScript.
          const source = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(new URL('./load-worker.ts', import.meta.url).href)}); })`;
          const worker = new Worker(source, { eval: true, workerData: { url: loadUrl, headers: loadHeaders, requests: workload, clients, seconds, warmup: warming } });
          worker.on('message', (m: { measuring?: boolean }) => {
            if (m.measuring) cpu0 = cpuMs();
            else ok(m as never);
          });
          worker.once('error', fail);
        });
        // The server's CPU over the measured seconds, per request answered in them.
        const cpuPerRequest = ((await cpuMs()) - (await cpu0)) / result.latencies.length;
        await target?.close();
        // Which operations make the tail: each one's own p50 and p99 under the load, the slowest first.
        const byOp = workloadNames.map(() => [] as number[]);
        result.latencies.forEach((ms, k) => byOp[result.ops[k]].push(ms));
        const tail = byOp
          .map((list, k) => ({ name: workloadNames[k], list: list.sort((a, c) => a - c) }))
          .filter((o) => o.list.length)
          .sort((a, c) => percentile(c.list, 99) - percentile(a.list, 99))
          .slice(0, Number(process.env.BENCH_TAIL ?? 5));
        const sorted = result.latencies.sort((a, c) => a - c);
        const against = target ? `${process.env.BENCH_WORKERS_FROM === 'dist' ? 'dist/main.js' : 'src/main.ts'} with VETRX_WORKERS=${workers}` : 'one server process';
        console.log(
          `\n${servers.length > 1 ? `${s.name}: ` : ''}mixed workload, ${clients} clients × ${seconds} s after ${warming} s of warm-up, over ${workload.length} operations, against ${against}: ${(sorted.length / seconds).toFixed(1)} req/s, ` +
            `p50 ${fmt(percentile(sorted, 50), 0)} ms, p95 ${fmt(percentile(sorted, 95), 0)} ms, p99 ${fmt(percentile(sorted, 99), 0)} ms, ${result.errors} errors, ` +
            `server CPU ${cpuPerRequest.toFixed(2)} ms per request (slowest during the warm-up ${fmt(result.warming, 0)} ms; load ${loadNow()})`,
        );
        for (const o of tail) console.log(`  under load: ${o.name.padEnd(64)} p50 ${fmt(percentile(o.list, 50))}  p99 ${fmt(percentile(o.list, 99))} ms`);
      }
    }
  } finally {
    await replay?.end();
    for (const s of servers) await s.close();
  }
}

/**
 * The CPU a process and its descendants (a server's primary and workers) have used, in ms, from
 * /proc (clock ticks of 10 ms: read over a workload of thousands of requests, not a row of 15).
 */
function processTreeCpuMs(root: number): number {
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The fields after the command's closing parenthesis: state, ppid, …, utime (14th field), stime (15th).
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  let ticks = 0;
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats) {
      if (tree.has(pid) || !tree.has(s.ppid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  for (const pid of tree) ticks += stats.get(pid)?.ticks ?? 0;
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS_PER_SECOND = 100;

/** The machine's load average (1 minute) and CPU pressure (10 s) now: other tenants' share of the run. */
function loadNow(): string {
  try {
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
    const pressure = /avg10=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return `average ${load}${pressure ? `, CPU pressure ${pressure} %` : ''}`;
  } catch {
    return 'unknown';
  }
}

/** Issue 13's goals for a single request: API p50 at or under 25 ms, and at or under 1.3× its SQL. */
const GOAL = { apiMs: 25, ratio: 1.3 };

/** Whether a row's API p50 is within 1.3× its SQL p50. */
const meetsRatio = (r: { api: number; raw: number }) => r.api <= r.raw * GOAL.ratio;

/** A benchmark's figures as the summary reads them. */
interface SummaryRow {
  name: string;
  api: number;
  raw: number;
  /** How many statements the request sent (0 when not captured). */
  statements: number;
  floor: boolean;
  /** The server's CPU per request. */
  cpuMs: number;
}

/**
 * The rows against issue 13's goals: how many are within 25 ms and within 1.3× their SQL, which are not,
 * and the API's own time beside its SQL ("+API", API p50 − SQL p50), the figure the ratio hides on
 * statements of a millisecond or two. With the floor row (a request that sends no statement) it also
 * says which rows could meet the ratio at all: 1.3× leaves the API 30 % of a row's SQL,
 * and a row whose SQL is under floor / 0.3 leaves it less than a request that reads nothing costs: it
 * can only meet it where the API sends its statements faster than the replay, one after another, does
 * (side by side, or with a plan the connection kept), or by the noise of a run.
 */
function summarise(rows: SummaryRow[]) {
  if (rows.length === 0) return;
  const slow = rows.filter((r) => r.api > GOAL.apiMs);
  console.log(`\n${rows.length - slow.length} of ${rows.length} at or under ${GOAL.apiMs} ms API p50${slow.length ? `; over: ${slow.map((r) => `${r.name} (${r.api.toFixed(1)})`).join(', ')}` : ''}`);
  const measured = rows.filter((r) => Number.isFinite(r.raw) && r.raw > 0);
  if (measured.length === 0) return;
  const within = measured.filter(meetsRatio);
  const own = measured.map((r) => r.api - r.raw).sort((a, c) => a - c);
  console.log(
    `${within.length} of ${measured.length} at or under ${GOAL.ratio}× their SQL; the API's own time (+API) p50 ${percentile(own, 50).toFixed(1)} ms, ` +
      `max ${own[own.length - 1].toFixed(1)} ms (${measured.find((r) => r.api - r.raw === own[own.length - 1])?.name})`,
  );
  const floor = rows.find((r) => r.floor);
  if (!floor) return;
  // Under this much SQL, 1.3× leaves the API less than a request that sends nothing costs.
  const threshold = floor.api / (GOAL.ratio - 1);
  const below = measured.filter((r) => r.raw < threshold);
  const above = measured.filter((r) => r.raw >= threshold);
  const over = above.filter((r) => !meetsRatio(r));
  console.log(
    `the floor, a request that sends no statement (${floor.name}): ${floor.api.toFixed(1)} ms API p50; below ${threshold.toFixed(1)} ms of SQL ` +
      `${GOAL.ratio}× leaves the API less than that: ${below.length} rows (${below.filter((r) => r.statements === 1).length} of one statement), ` +
      `${below.filter(meetsRatio).length} within; at or above it ${above.length - over.length} of ${above.length} are within` +
      `${over.length ? ` (over: ${over.map((r) => `${r.name} ${(r.api / r.raw).toFixed(2)}×`).join(', ')})` : ''}`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
