import { describe, expect, it, vi } from 'vitest';
import type pg from 'pg';
import { APPLICATION_HEADER, APPLICATION_NAME } from '@vetrx/core/api';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { MeDocument } from '@vetrx/core/operations/Me';
import { SearchProductFamiliesDocument } from '@vetrx/core/operations/SearchProductFamilies';
import { LOCATION } from '@vetrx/fixtures';
import { databaseWorkEnded, tableFingerprint, testDatabases, type TestServer, useTestServer } from '../testing/index.js';
import { REQUEST_LIMITS } from './limits.js';
import { JSON_ONLY_MESSAGE } from '../http/graphql-route.js';

/** client → patients → clients … nested `levels` times (4 fields deep per level). */
function nested(levels: number, leaves = 'id'): string {
  let inner = leaves;
  for (let i = 0; i < levels; i++) inner = `id locationPatientClients { locationPatient { id locationPatientClients { locationClient { ${inner} } } } }`;
  return `query Deep($id: ID!) { getLocationClient(id: $id) { ${inner} } }`;
}

/** `copies` aliases of an operation's one root field in one request (its fragments kept). */
function aliased(document: { toString(): string }, copies: number): string {
  const text = document.toString();
  const start = text.search(/(query|mutation) /);
  const fragments = text.indexOf('fragment ', start);
  const operation = fragments >= 0 ? text.slice(start, fragments) : text.slice(start);
  const head = operation.slice(0, operation.indexOf('{'));
  const body = operation.slice(operation.indexOf('{') + 1, operation.lastIndexOf('}')).trim();
  return `${head}{ ${Array.from({ length: copies }, (_, i) => `c${i}: ${body}`).join(' ')} }\n${fragments >= 0 ? text.slice(fragments) : ''}`;
}

/** A promise's result and how long it took, in ms. */
async function timed<T>(p: Promise<T>): Promise<[T, number]> {
  const t = performance.now();
  const r = await p;
  return [r, performance.now() - t];
}

describe.each(testDatabases())('hostile requests are refused quickly while others are answered (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff'], limits: { timeMs: 2_000 } });

  it('refuses deep nesting with GRAPHQL_VALIDATION_FAILED and 400, before running it', async () => {
    const [r, ms] = await timed(s.gql(nested(20), { id: '1' }, { token: tokens.vet }));
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toContain(`depth limit of ${REQUEST_LIMITS.depth}`);
    expect(r.data ?? null).toBeNull();
    expect(ms).toBeLessThan(1000);
  });

  it('refuses many aliases and too many tokens', async () => {
    const aliases = Array.from({ length: 100 }, (_, i) => `a${i}: me { isSupport }`).join(' ');
    const r = await s.gql(`query { ${aliases} }`, {}, { token: tokens.vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(r.errors?.[0]?.message).toContain('Aliases limit');
    const manyTokens = `query { me { ${'isSupport '.repeat(REQUEST_LIMITS.tokens)} } }`;
    const t = await s.gql(manyTokens, {}, { token: tokens.vet });
    expect(t.status).toBe(400);
    expect(t.errors?.[0]?.extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
  });

  it('refuses too many directives and a costly query', async () => {
    const d = await s.gql(`query { me { isSupport ${'@include(if: true) '.repeat(REQUEST_LIMITS.directives + 1)} } }`, {}, { token: tokens.vet });
    expect(d.status).toBe(400);
    expect(d.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    // Within the depth and alias limits, but 14 copies of a 17-deep selection cost too much.
    const leaves = 'id uuid locationId firstName lastName email isActive isOfficeUse drivingLicense birthdate pimsId sourceUuid isPIMSImport';
    const body = nested(4, leaves).replace(/^.*getLocationClient\(id: \$id\) \{ /, '').replace(/ \} \}$/, '');
    const copies = Array.from({ length: 14 }, (_, i) => `c${i}: getLocationClient(id: $id) { ${body} }`).join(' ');
    const c = await s.gql(`query Costly($id: ID!) { ${copies} }`, { id: '1' }, { token: tokens.vet });
    expect(c.status).toBe(400);
    expect(c.errors?.[0]?.message).toContain('Query Cost limit');
  });

  it('answers another user promptly while hostile requests are being refused', async () => {
    const hostile = Array.from({ length: 20 }, () => s.gql(nested(40), { id: '1' }, { token: tokens.vet }));
    const [me, ms] = await timed(s.gql(MeDocument.toString(), {}, { token: tokens.staff }));
    expect(me.errors).toBeUndefined();
    expect(ms).toBeLessThan(2000);
    for (const r of await Promise.all(hostile)) expect(r.status).toBe(400);
  });

  it.runIf(kind === 'postgres')('stops a mutation waiting on a lock at the limit: TIMEOUT, the wait cancelled by PostgreSQL, nothing written once the lock is gone', async () => {
    const pool = (s.database.db as unknown as { $client: pg.Pool }).$client;
    const holder = await pool.connect();
    const before = await tableFingerprint(s.database.db, ['shortcuts', 'audit_log']);
    try {
      await holder.query('begin');
      await holder.query('lock table shortcuts in exclusive mode'); // reads go on, writes wait
      const [r, ms] = await timed(s.gql(AddShortcutDocument.toString(), shortcut('Waits on a lock'), { token: tokens.vet }));
      expect(r.status).toBe(503);
      expect(r.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
      expect(ms).toBeLessThan(2_000 + 1_500);
      // The INSERT no longer waits: PostgreSQL cancelled it at the limit (statement_timeout).
      await vi.waitFor(
        async () => {
          const waiting = (await holder.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n;
          expect(waiting).toBe(0);
        },
        { timeout: 2_000, interval: 50 },
      );
    } finally {
      await holder.query('commit');
      holder.release();
    }
    await databaseWorkEnded(s.database);
    expect(await tableFingerprint(s.database.db, ['shortcuts', 'audit_log'])).toBe(before);
  });

  it("refuses the issue's stall up front: 15 aliases of the product search, two 500-row history pages", async () => {
    const mg = String(LOCATION.mapleGrove);
    const search = await timed(s.gql(aliased(SearchProductFamiliesDocument, 15), { locationId: mg, text: 'a', limit: 500 }, { token: tokens.vet }));
    const history = await timed(s.gql(aliased(GetPrescriptionHistoryDocument, 2), { locationId: mg, take: 500 }, { token: tokens.vet }));
    for (const [r, ms] of [search, history]) {
      expect(r.status).toBe(400);
      expect(r.errors?.[0]?.extensions?.code).toBe('COST_LIMIT_EXCEEDED');
      expect(r.data ?? null).toBeNull();
      expect(ms).toBeLessThan(1_000);
    }
  });

  it.each([
    ['a 500-row prescription history page with its nested lists', () => [GetPrescriptionHistoryDocument.toString(), { take: 500 }] as const],
    ['four product searches with facets (the most the value limit holds)', () => [aliased(SearchProductFamiliesDocument, 4), { text: 'a', limit: 10 }] as const],
  ])('answers another user promptly while a costly request the limits accept runs: %s', async (_what, request) => {
    const [query, variables] = request();
    // The other user's request leaves once the server has the costly one.
    const arrived = new Promise((done) => s.app.server.once('request', done));
    const heavy = s.gql(query, { locationId: String(LOCATION.mapleGrove), ...variables }, { token: tokens.vet });
    await arrived;
    const [me, ms] = await timed(s.gql(MeDocument.toString(), {}, { token: tokens.staff }));
    expect(me.errors).toBeUndefined();
    const r = await heavy;
    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    expect(ms).toBeLessThan(2_000);
  });

  it('refuses a body over the size limit with 413 and a code', async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${tokens.vet}` },
      body: JSON.stringify({ query: MeDocument.toString(), variables: { pad: 'x'.repeat(REQUEST_LIMITS.bodyBytes) } }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('BAD_REQUEST');
  });

  it.each([['text/plain'], ['application/x-www-form-urlencoded'], [null]])('refuses a POST body sent as %s with 415 and a JSON answer that says what to send', async (type) => {
    const query = JSON.stringify({ query: MeDocument.toString() });
    const res = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { ...(type ? { 'content-type': type } : {}), [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${tokens.vet}` },
      body: type === 'application/x-www-form-urlencoded' ? new URLSearchParams({ query: MeDocument.toString() }).toString() : query,
    });
    expect(res.status).toBe(415);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ errors: [{ message: JSON_ONLY_MESSAGE, extensions: { code: 'BAD_REQUEST' } }] });
    // JSON with a charset parameter is JSON.
    const ok = await fetch(`${s.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'Application/JSON; charset=utf-8', [APPLICATION_HEADER]: APPLICATION_NAME, authorization: `Bearer ${tokens.vet}` },
      body: query,
    });
    expect(ok.status).toBe(200);
  });

  it('answers a wrong variable type with 400 and BAD_USER_INPUT', async () => {
    const r = await s.gql('query G($id: ID!) { getLocationClient(id: $id) { id } }', { id: { nested: true } }, { token: tokens.vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers introspection to signed-in callers only', async () => {
    const q = '{ __schema { queryType { name } } }';
    const anonymous = await s.gql(q, {});
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(anonymous.data ?? null).toBeNull();
    const signedIn = await s.gql(q, {}, { token: tokens.vet });
    expect(signedIn.data.__schema.queryType.name).toBe('Query');
  });
});

const shortcut = (label: string) => ({ locationId: String(LOCATION.mapleGrove), shortcutType: 'SIG', label, details: 'Give once daily with food.' });

/**
 * Keeps the database busy while `work` runs: on PostgreSQL another session holds an ACCESS EXCLUSIVE
 * lock on `table` (reads and writes of it wait); on PGlite (one connection) an open transaction holds
 * the connection. A request sent meanwhile is past its time limit before it can finish, whatever the
 * machine's speed — the limit is tested without racing a 1 ms timer.
 */
async function whileDatabaseBusy<T>(s: TestServer, table: string, work: () => Promise<T>): Promise<T> {
  if (s.database.kind === 'postgres') {
    const holder = await (s.database.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await holder.query('begin');
      await holder.query(`lock table ${table} in access exclusive mode`);
      return await work();
    } finally {
      await holder.query('commit');
      holder.release();
    }
  }
  const client = (s.database.db as unknown as { $client: { transaction(fn: () => Promise<void>): Promise<void> } }).$client;
  let release!: () => void;
  const released = new Promise<void>((done) => (release = done));
  let held!: () => void;
  const holding = new Promise<void>((done) => (held = done));
  const transaction = client.transaction(async () => {
    held();
    await released;
  });
  await holding;
  try {
    return await work();
  } finally {
    release();
    await transaction;
  }
}

describe.each(testDatabases())('request time limit (%s)', (kind) => {
  const { server: s } = useTestServer(kind, { limits: { timeMs: 300 } });

  it('answers TIMEOUT with 503 when a request runs past the limit', async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const [r, ms] = await whileDatabaseBusy(s, 'location_clients', () =>
      timed(s.gql(GetLocationClientDocument.toString(), { id: '1' }, { token })),
    );
    expect(r.status).toBe(503);
    expect(r.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
    expect(r.data ?? null).toBeNull();
    expect(ms).toBeGreaterThanOrEqual(290);
    await databaseWorkEnded(s.database); // the abandoned request's work has ended before the server closes
    // The limit refuses what runs past it, not the next request.
    const after = await s.gql(GetLocationClientDocument.toString(), { id: '1' }, { token });
    expect(after.status).toBe(200);
    expect(after.data.getLocationClient.id).toBe('1');
  });

  it('never writes a mutation it answered TIMEOUT, even once the work behind it has ended', async () => {
    const token = await s.token('vet@demo.vetrx.dev');
    const before = await tableFingerprint(s.database.db, ['shortcuts', 'audit_log']);
    const r = await whileDatabaseBusy(s, 'shortcuts', () => s.gql(AddShortcutDocument.toString(), shortcut('Past the limit'), { token }));
    expect(r.status).toBe(503);
    expect(r.errors?.[0]?.extensions?.code).toBe('TIMEOUT');
    await databaseWorkEnded(s.database);
    expect(await tableFingerprint(s.database.db, ['shortcuts', 'audit_log'])).toBe(before);
  });
});
