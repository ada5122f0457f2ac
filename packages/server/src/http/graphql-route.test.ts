/**
 * The route's time limit against a stand-in for yoga: TIMEOUT only while nothing was
 * committed; a request whose write began committing before the limit gets its real answer, late. And
 * the value limit's stop during the execution, on a small yoga schema.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setImmediate as turnOfTheLoop, setTimeout as work } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSchema, createYoga, useExecutionCancellation, type Plugin } from 'graphql-yoga';
import { useGraphQlJit } from '@envelop/graphql-jit';
import pLimit from 'p-limit';
import { attachDeadline, deadlineOf, resolversStopAtAbort } from '../deadline.js';
import { valueLimit } from '../graphql/limits.js';
import type { GraphQLServerContext } from '../graphql/yoga.js';
import { graphqlRoute } from './graphql-route.js';

const LIMIT_MS = 200;

/** The route alone on a Fastify app, listening; answers its server. */
async function serveRoute(...args: Parameters<typeof graphqlRoute> extends [unknown, ...infer Rest] ? Rest : never): Promise<Server> {
  const app = Fastify();
  graphqlRoute(app, ...args);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server;
}
// `work(ms)`: the stand-in for yoga (or a resolver) taking time on purpose, work that runs past the limit.
// The tests themselves never sleep: they wait for the event that shows the outcome.
const ok = () => new Response(JSON.stringify({ data: { done: true } }), { headers: { 'content-type': 'application/json' } });

describe('the GraphQL route keeps to the time limit', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** Serves the route over `fetch`, the stand-in for yoga; answers the URL and what each request's context saw. */
  async function serve(fetch: (ctx: Required<GraphQLServerContext>, signal: AbortSignal) => Promise<Response>) {
    const turns = pLimit(8);
    const seen: Required<GraphQLServerContext>[] = [];
    server = await serveRoute(
      {
        fetch: (_url, init, ctx) => {
          seen.push(ctx as Required<GraphQLServerContext>);
          return fetch(ctx as Required<GraphQLServerContext>, init.signal!);
        },
      },
      { bodyBytes: 1024, timeMs: LIMIT_MS },
      turns,
    );
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, seen };
  }
  const post = (url: string) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ done }"}' });

  it('answers within the limit as yoga answers', async () => {
    const { url } = await serve(async () => ok());
    const res = await post(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { done: true } });
  });

  it('answers 503 TIMEOUT at the limit when nothing was committed, stops the execution and refuses a later commit', async () => {
    let tried: (e: unknown) => void = () => undefined;
    const later = new Promise<unknown>((r) => (tried = r));
    const { url, seen } = await serve(async ({ deadline }) => {
      // The execution runs until it is stopped, then tries to commit.
      await new Promise((r) => deadline.signal.addEventListener('abort', r, { once: true }));
      try {
        deadline.beginCommit();
        tried(null);
      } catch (e) {
        tried(e);
      }
      return ok();
    });
    const t0 = performance.now();
    const res = await post(url);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ errors: [{ message: 'The request took longer than 0.2 seconds.', extensions: { code: 'TIMEOUT' } }] });
    expect(performance.now() - t0).toBeLessThan(LIMIT_MS * 2);
    expect(seen[0].deadline.signal.aborted).toBe(true);
    expect(await later).toMatchObject({ extensions: { code: 'TIMEOUT' } });
  });

  it('answers a write that began committing before the limit with its real result, however late', async () => {
    const { url } = await serve(async ({ deadline }) => {
      deadline.beginCommit();
      await work(LIMIT_MS * 2);
      return ok();
    });
    const res = await post(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { done: true } });
  });

  it('stops the execution when the client goes away, without answering TIMEOUT', async () => {
    let started: () => void = () => undefined;
    const running = new Promise<void>((r) => (started = r));
    let aborted: Promise<unknown> | undefined;
    const { url, seen } = await serve(async (_ctx, signal) => {
      aborted = new Promise((r) => signal.addEventListener('abort', () => r(signal.reason)));
      started();
      await aborted;
      return ok();
    });
    const gone = new AbortController();
    const req = fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal: gone.signal }).catch(() => 'gone');
    // The client leaves while the execution runs, well within the limit.
    await running;
    gone.abort();
    expect(await req).toBe('gone');
    expect(await aborted).toMatchObject({ message: 'The client closed the request.' });
    // The request itself is not past its limit: a write under way may still commit.
    expect(() => seen[0].deadline.beginCommit()).not.toThrow();
  });
});

describe('requests take turns', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** Serves the route with `active` turns; each execution is logged and lasts `ms`. */
  async function serve(active: number, ms: number) {
    const log: string[] = [];
    let running = 0;
    let most = 0;
    let arrived = 0;
    const turns = pLimit(active);
    server = await serveRoute(
      {
        fetch: async (_url, init) => {
          const name = JSON.parse(String(new TextDecoder().decode(init.body as Uint8Array))).name as string;
          log.push(name);
          most = Math.max(most, ++running);
          await work(ms);
          running--;
          return ok();
        },
      },
      { bodyBytes: 1024, timeMs: LIMIT_MS },
      turns,
    );
    server.prependListener('request', () => arrived++);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const post = (name: string, signal?: AbortSignal) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }), signal });
    return { post, log, most: () => most, arrived: () => arrived, pending: () => turns.pendingCount };
  }

  it('executes at most the set number at once, the rest in the order they came', async () => {
    const { post, log, most, arrived, pending } = await serve(2, 20);
    const names = ['a', 'b', 'c', 'd', 'e', 'f'];
    const answers = [];
    // Each request is sent once the one before it has taken its place in the turns (on separate
    // connections, two sent a few milliseconds apart may arrive in either order on a busy machine).
    for (const [k, name] of names.entries()) {
      answers.push(post(name));
      await vi.waitFor(() => expect(arrived()).toBe(k + 1), { interval: 1 });
      // Taken its place: started (logged) or waiting for a turn.
      await vi.waitFor(() => expect(log.length + pending()).toBe(k + 1), { interval: 1 });
    }
    for (const res of await Promise.all(answers)) expect(res.status).toBe(200);
    expect(most()).toBe(2);
    expect(log).toEqual(names);
  });

  it('never executes a request whose time limit passed while it waited: it is answered TIMEOUT', async () => {
    const { post, log } = await serve(1, LIMIT_MS * 1.5);
    const first = post('first');
    await vi.waitFor(() => expect(log).toEqual(['first']), { interval: 1 });
    const second = await post('second');
    expect(second.status).toBe(503);
    expect((await second.json()).errors[0].extensions.code).toBe('TIMEOUT');
    await first;
    // One turn, taken in order: had the second been kept waiting, it would run before a third (which
    // runs, and like the first outlasts the limit).
    await post('third');
    expect(log).toEqual(['first', 'third']);
  });

  it('never executes a request whose client left while it waited', async () => {
    const { post, log, pending } = await serve(1, LIMIT_MS / 2);
    const first = post('first');
    await vi.waitFor(() => expect(log).toEqual(['first']), { interval: 1 });
    const gone = new AbortController();
    const second = post('second', gone.signal).catch(() => 'gone');
    await vi.waitFor(() => expect(pending()).toBe(1), { interval: 1 });
    gone.abort();
    expect(await second).toBe('gone');
    expect((await first).status).toBe(200);
    expect(await (await post('third')).json()).toEqual({ data: { done: true } });
    expect(log).toEqual(['first', 'third']);
  });
});

/** The two executors the server runs: the standard one (mutations) and graphql-jit (queries). */
const EXECUTORS: [string, () => Plugin[]][] = [
  ['standard executor', () => []],
  ['graphql-jit', () => [useGraphQlJit() as Plugin]],
];

describe.each(EXECUTORS)('the value limit stops an execution that resolves too much, %s', (_executor, executor) => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /**
   * A list without a page size (the request's estimate counts one entry), 2 fields an entry; groups of
   * such lists, with an object of their own that may be null; a write that commits first. The values
   * charged to the caller's budget and settled after are logged.
   */
  async function serve(limit: number, timeMs = 10_000) {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ a: i, b: -i }));
    const groups = (n: number, m: number) => Array.from({ length: n }, (_, i) => ({ id: i, items: items(m), lead: i % 2 ? null : { a: i, b: i } }));
    let resolved = 0;
    let tagged = 0;
    let slowReturned: () => void = () => undefined;
    const slowDone = new Promise<void>((r) => (slowReturned = r));
    const budget: number[] = [];
    const schema = createSchema<object>({
      typeDefs: `type Item { a: Int! b: Int! } type Group { id: Int! items: [Item!]! lead: Item tags: [String!]! }
        type Query { items(n: Int!): [Item!]! page(take: Int!): [Item!]! groups(n: Int!, m: Int!): [Group!]! slow(ms: Int!): [Group!]! } type Mutation { write(n: Int!): [Item!]! }`,
      resolvers: {
        Query: {
          items: (_p: unknown, { n }: { n: number }) => items(n),
          page: (_p: unknown, { take }: { take: number }) => items(Math.min(take, 3)),
          groups: async (_p: unknown, { n, m }: { n: number; m: number }) => groups(n, m),
          slow: async (_p: unknown, { ms }: { ms: number }) => {
            await work(ms);
            slowReturned();
            return groups(3, 1);
          },
        },
        Group: { tags: () => (tagged++, ['x', 'y', 'z']) },
        Item: { a: (i: { a: number }) => (resolved++, i.a) },
        Mutation: {
          write: (_p: unknown, { n }: { n: number }, ctx: object) => {
            deadlineOf(ctx)!.beginCommit();
            return items(n);
          },
        },
      },
    });
    const values = valueLimit(schema, limit);
    resolversStopAtAbort(schema);
    const yoga = createYoga<GraphQLServerContext>({
      schema,
      plugins: [values, ...executor(), useExecutionCancellation()],
      context: ({ deadline }) => {
        const valueBudget = {
          charge: async (n: number) => (budget.push(n), null),
          settle: async (n: number) => void budget.push(n),
        };
        const ctx = { valueBudget };
        attachDeadline(ctx, deadline);
        return ctx;
      },
    });
    const turns = pLimit(4);
    server = await serveRoute(yoga, { bodyBytes: 4096, timeMs }, turns);
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
    const post = async (query: string, variables?: Record<string, unknown>) => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ query, variables }) });
      return { status: res.status, body: await res.json() };
    };
    return { post, resolved: () => resolved, tagged: () => tagged, budget, slowDone };
  }

  it('answers within the limit, and stops at it with COST_LIMIT_EXCEEDED (400) without resolving the rest', async () => {
    const { post, resolved } = await serve(100);
    expect(await post('{ items(n: 40) { a b } }')).toMatchObject({ status: 200, body: { data: { items: expect.any(Array) } } });
    const before = resolved();
    const over = await post('{ items(n: 5000) { a b } }');
    expect(over.status).toBe(400);
    expect(over.body.errors[0].extensions.code).toBe('COST_LIMIT_EXCEEDED');
    expect(resolved() - before).toBeLessThan(100);
  });

  it('refuses up front what its page sizes already put over the limit', async () => {
    const { post, resolved } = await serve(100);
    const aliases = Array.from({ length: 60 }, (_, i) => `i${i}: items(n: 1) { a b }`).join(' ');
    const r = await post(`{ ${aliases} }`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe('COST_LIMIT_EXCEEDED');
    expect(resolved()).toBe(0);
  });

  it('estimates the same document again for other variables (the estimate is kept per document and variables)', async () => {
    const { post, resolved } = await serve(100);
    const query = 'query Page($take: Int!) { page(take: $take) { a b } }';
    for (const [take, status] of [[10, 200], [80, 400], [10, 200], [80, 400]] as const) {
      const before = resolved();
      const r = await post(query, { take });
      expect(r.status).toBe(status);
      if (status === 400) {
        expect(r.body.errors[0].extensions.code).toBe('COST_LIMIT_EXCEEDED');
        expect(resolved()).toBe(before);
      }
    }
  });

  it('completes the answer of a write that began committing: a refusal never hides a committed write', async () => {
    const { post } = await serve(100);
    const r = await post('mutation { write(n: 500) { a b } }');
    expect(r.status).toBe(200);
    expect(r.body.data.write).toHaveLength(500);
  });

  it('counts the entries of lists within list entries, and stops there too', async () => {
    const { post, resolved } = await serve(100);
    expect(await post('{ groups(n: 3, m: 10) { id items { a b } } }')).toMatchObject({ status: 200 });
    const before = resolved();
    // The estimate counts one group of one item (5 values); the answer holds 1 + 10 × (2 + 10 × 2).
    const over = await post('{ groups(n: 10, m: 10) { id items { a b } } }');
    expect(over).toMatchObject({ status: 400, body: { errors: [{ extensions: { code: 'COST_LIMIT_EXCEEDED' } }] } });
    expect(resolved() - before).toBeLessThan(100);
  });

  it("charges the caller's budget what the answer holds: its estimate first, the rest after", async () => {
    const { post, budget } = await serve(1_000);
    const r = await post('{ groups(n: 3, m: 4) { id tags items { a b } alias: items { a } } }');
    expect(r.status).toBe(200);
    /** Every field of every object of the answer counts one. */
    const answered = (v: unknown): number =>
      Array.isArray(v) ? v.reduce((n: number, e) => n + answered(e), 0) : v && typeof v === 'object' ? Object.values(v).reduce((n: number, e) => n + 1 + answered(e), 0) : 0;
    expect(answered(r.body.data)).toBe(1 + 3 * (3 + 4 * 2 + 1 + 4));
    expect(budget).toHaveLength(2);
    expect(budget[0]).toBeLessThan(answered(r.body.data));
    expect(budget[0] + budget[1]).toBe(answered(r.body.data));
  });

  it('resolves no further field once the request is answered TIMEOUT', async () => {
    const { post, tagged, slowDone } = await serve(1_000, LIMIT_MS);
    const r = await post('{ slow(ms: ' + LIMIT_MS * 2 + ') { id tags } }');
    expect(r).toMatchObject({ status: 503, body: { errors: [{ extensions: { code: 'TIMEOUT' } }] } });
    // The slow field returns its groups after the answer; their tags would resolve in the promise jobs
    // that follow, all run before the next turn of the event loop.
    await slowDone;
    await turnOfTheLoop();
    expect(tagged()).toBe(0);
    expect((await post('{ groups(n: 3, m: 1) { tags } }')).status).toBe(200);
    expect(tagged()).toBe(3);
  });

  it('never charges less than the answer holds when an object is answered null', async () => {
    const { post, budget } = await serve(1_000);
    const r = await post('{ groups(n: 2, m: 0) { lead { a b } } }');
    expect(r.body.data.groups).toEqual([{ lead: { a: 0, b: 0 } }, { lead: null }]);
    // Answered: groups, two leads, a and b of one. The count may take the null lead's fields as answered.
    expect(budget[0] + budget[1]).toBeGreaterThanOrEqual(1 + 2 + 2);
    expect(budget[0] + budget[1]).toBeLessThanOrEqual(1 + 2 * 3);
  });
});
