import { describe, expect, it } from 'vitest';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { INPUT_LIMITS } from '@vetrx/core/limits';
import { LOCATION } from '@vetrx/fixtures';
import type { Db } from '../db/client.js';
import { tableFingerprint, testDatabases, useTestServer } from '../testing/index.js';

/**
 * Records the parameters of every statement the database is handed while `work` runs (every drizzle
 * session of the handle's kind, in or out of a transaction, shares the prototype patched here).
 */
async function statementsDuring<T>(db: Db, work: () => Promise<T>): Promise<[T, unknown[][]]> {
  const session = (db as unknown as { session: object }).session;
  const proto = Object.getPrototypeOf(session) as { prepareQuery: (...args: unknown[]) => unknown };
  const original = proto.prepareQuery;
  const seen: unknown[][] = [];
  proto.prepareQuery = function (this: unknown, query: unknown, ...rest: unknown[]) {
    seen.push((query as { params?: unknown[] }).params ?? []);
    return original.call(this, query, ...rest);
  };
  try {
    return [await work(), seen];
  } finally {
    proto.prepareQuery = original;
  }
}

describe.each(testDatabases())('every text input has a limit, checked before any SQL (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vet'] });
  const mg = String(LOCATION.mapleGrove);

  it("refuses the issue's 1.9 MB filter on LocationClientSearch fast, naming the field and its limit, with no statement", async () => {
    // The modal's five inputs of the spec's 50, joined by '|'.
    expect(INPUT_LIMITS['Query.locationClientSearch.filter']).toBe(5 * 50 + 4);
    const filter = 'a'.repeat(1_900_000);
    const started = performance.now();
    const [r, statements] = await statementsDuring(s.database.db, () => s.gql(LocationClientSearchDocument.toString(), { locationId: mg, filter }, { token: tokens.staff }));
    const ms = performance.now() - started;
    expect(r.status).toBe(400);
    expect(r.data ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { filter: 'Must be 254 characters or fewer' } });
    expect(r.errors?.[0]?.message).toBe('filter: must be 254 characters or fewer');
    // Not the caller's access, not the search: nothing reached the database for this request.
    expect(statements.filter((params) => params.some((p) => p === filter || (typeof p === 'string' && p.includes('aaaaaaaaaa'))))).toEqual([]);
    expect(ms).toBeLessThan(1_000);
  });

  it('still answers a search at the limit, and one padded with spaces past it as the forms trim it', async () => {
    const [ok, statements] = await statementsDuring(s.database.db, () => s.gql(LocationClientSearchDocument.toString(), { locationId: mg, filter: `${'z'.repeat(50)}|${'z'.repeat(50)}` }, { token: tokens.staff }));
    expect(ok.errors).toBeUndefined();
    // The spy sees a search's statements (so the first test's empty list means something).
    expect(statements.some((params) => params.some((p) => typeof p === 'string' && p.includes('z'.repeat(50))))).toBe(true);
    expect(ok.data.locationClientSearch.count).toBe(0);
    const padded = await s.gql(LocationClientSearchDocument.toString(), { locationId: mg, filter: `   ${'z'.repeat(254)}   ` }, { token: tokens.staff });
    expect(padded.errors).toBeUndefined();
  });

  it('refuses a too-long text written in the document itself, not only in variables', async () => {
    const r = await s.gql(`query { getOrdersCount(locationId: "${mg}", nameSearchInput: "${'q'.repeat(31)}") }`, {}, { token: tokens.staff });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ nameSearchInput: 'Must be 30 characters or fewer' });
  });

  it('refuses a too-long field of a mutation input, every long field named, writing nothing', async () => {
    const tables = ['location_clients', 'location_client_phones', 'location_client_addresses', 'audit_log'];
    const before = await tableFingerprint(s.database.db, tables);
    const input = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', locationClientAddress: [{ addressLine1: 'x'.repeat(5_000), city: 'Austin', state: 'TX', zip: '78701' }] };
    const r = await s.gql(AddLocationClientDocument.toString(), { locationId: mg, input: { ...input, pimsProviderId: 'p'.repeat(81) } }, { token: tokens.staff });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { pimsProviderId: 'Must be 80 characters or fewer', 'locationClientAddress.0.addressLine1': 'Must be 100 characters or fewer' },
    });
    expect(r.errors?.[0]?.message).toBe('locationClientAddress.0.addressLine1: must be 100 characters or fewer');
    expect(r.errors?.[0]?.extensions).toMatchObject({
    });
    expect(await tableFingerprint(s.database.db, tables)).toBe(before);
  });

  it('holds a text without an entry of its own to the default (a shortcut type of 256 characters)', async () => {
    const r = await s.gql(AddShortcutDocument.toString(), { locationId: mg, shortcutType: 'S'.repeat(256), label: 'Label', details: 'Details' }, { token: tokens.vet });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.message).toBe('shortcutType: must be 255 characters or fewer');
  });
});
