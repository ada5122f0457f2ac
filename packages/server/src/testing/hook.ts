import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { freshDatabase, startTestServer, type TestServer } from './harness.js';

/** The demo users a test may sign in by their short name (`vet` is vet@demo.vetrx.dev). */
export type DemoUser = 'vet' | 'vetadmin' | 'staff' | 'admin' | 'vet2' | 'relief' | 'support' | 'adminsupport';

/**
 * One test server for the enclosing `describe`: started (and `users` signed in) in a `beforeAll`, closed
 * in an `afterAll`. `server` stands for the started server from the first test or later `beforeAll` on;
 * `tokens` holds each user's access token by short name once signed in.
 *
 * @example
 * describe.each(testDatabases())('orders (%s)', (kind) => {
 *   const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff'] });
 *   it('lists', async () => {
 *     const r = await s.gql(query, {}, { token: tokens.staff });
 *   });
 * });
 */
export function useTestServer<U extends DemoUser = never>(
  kind: 'pglite' | 'postgres',
  opts: Omit<NonNullable<Parameters<typeof startTestServer>[0]>, 'kind'> & { users?: readonly U[] } = {},
): { server: TestServer; tokens: Record<U, string> } {
  const { users = [], ...start } = opts;
  let started: TestServer | undefined;
  const tokens = {} as Record<U, string>;
  const live = (): TestServer => {
    if (!started) throw new Error('The test server is used before its beforeAll started it');
    return started;
  };
  beforeAll(async () => {
    const s = await startTestServer({ kind, ...start });
    started = s;
    const signedIn = await Promise.all(users.map((u) => s.token(`${u}@demo.vetrx.dev`)));
    users.forEach((u, i) => (tokens[u] = signedIn[i]));
  });
  afterAll(() => started?.close());
  const server: TestServer = {
    get url() {
      return live().url;
    },
    get app() {
      return live().app;
    },
    get database() {
      return live().database;
    },
    get clock() {
      return live().clock;
    },
    token: (username) => live().token(username),
    gql: (query, variables, o) => live().gql(query, variables, o),
    impersonate: (supportToken, username, o) => live().impersonate(supportToken, username, o),
    close: () => live().close(),
  };
  return { server, tokens };
}

/**
 * One fresh database for the enclosing `describe` (see {@link freshDatabase}; `demo`, a copy of the
 * seeded demo practice): opened in a `beforeAll`, closed in an `afterAll`. `db` is the database from
 * the first test or later `beforeAll` on.
 *
 * @example
 * describe.each(testDatabases())('history pages (%s)', (kind) => {
 *   const h = useTestDatabase(kind, { demo: true });
 *   it('pages', async () => expect(await prescriptionPage(h.db, filter, 0, 10)).toHaveLength(10));
 * });
 */
export function useTestDatabase(kind: 'pglite' | 'postgres', opts: { demo?: boolean } = {}): Pick<DatabaseHandle, 'db'> {
  let opened: DatabaseHandle | undefined;
  beforeAll(async () => {
    opened = await freshDatabase(kind, opts);
  });
  afterAll(() => opened?.close());
  return {
    get db() {
      if (!opened) throw new Error('The test database is used before its beforeAll opened it');
      return opened.db;
    },
  };
}
