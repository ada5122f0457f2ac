/**
 * LocationClientSearch counts exactly up to `clientSearchCountLimit` and stops there;
 * its pages read the list's order index. These tests prove the pages are the straightforward query's
 * (every match sorted, OFFSET/LIMIT) and the count is min(every match, the limit), for the filters the
 * list and the Add Client modal send, below and above the limit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { clientSearchCountLimit, localClientSearchFilter } from '@vetrx/core/client';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../testing/index.js';
import { CLIENT_SEARCH_WINDOWS, clientOrder, clientSearchWhere, searchClients, type ActiveFilter } from './clients.js';

const MG = LOCATION.mapleGrove;
const filters: Array<[string, string | null, ActiveFilter | null]> = [
  ['no filter', null, null],
  ['every status', null, 'all'],
  ['inactive', null, 'non_active'],
  ['"son"', 'son', null],
  ['a common term ("capfirst")', 'capfirst', 'all'],
  ['a term nobody has ("zqx")', 'zqx', null],
  ['a pet\'s name', 'bella', 'all'],
  ['a common and a rare word', 'caplast 117', null],
  ['"a"', 'a', 'all'],
  ['two words', 'capfirst 1', null],
  ['three words, the rare one between two common ones', 'caplast 117 capfirst', 'all'],
  ['two rare words (a full name)', 'capfirst 1171 cap1171@example', 'all'],
  ['digits', '555', null],
  ['modal pipe filter', localClientSearchFilter({ lastName: 'caplast' }), 'active'],
  ['modal pipe filter with a pet\'s name', localClientSearchFilter({ patientName: 'bella' }), 'all'],
];
const pages: Array<[number, number]> = [
  [0, 10],
  [10, 10],
  [990, 10],
  [1000, 25],
  [0, 0],
  [1090, 50],
  [5000, 10],
];

describe.each(testDatabases())('client search count and pages (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  beforeAll(async () => {
    // Enough clients at one location that some filters pass the exact-count limit.
    await h.db.execute(sql`insert into location_clients (location_id, first_name, last_name, email, is_active)
      select ${MG}, 'Capfirst ' || g, 'Caplast', 'cap' || g || '@example.org', g % 7 <> 0 from generate_series(1, 1200) g`);
  });

  it.each(filters)('%s: the same pages, and the count up to the limit', async (_label, filter, activeFilterType) => {
    const q = { locationId: MG, organizationId: null, filter, activeFilterType };
    const all = (await h.db.select({ id: t.locationClients.id }).from(t.locationClients).where(clientSearchWhere(q)).orderBy(...clientOrder)).map((r) => r.id);
    const [{ n }] = await h.db.select({ n: count() }).from(t.locationClients).where(clientSearchWhere(q));
    expect(all.length).toBe(Number(n));
    // The default window, and small ones that make every branch run on this practice:
    // the page from the window, the indexes after it, the count by the list or by the indexes.
    // Small windows: a sample that sends most terms to the index count, and one that sends any term with a
    // match in it to the count window (which reaches the limit for the 1,200 "capfirst" clients). Their
    // patient-name caps keep a name's clients in each statement's subquery unless at most one (or none)
    // has it, where the default reads them once before the search.
    const small = [
      { page: 60, sample: 50, count: 1_500, patients: 1 },
      { page: 60, sample: 20, count: 100_000, patients: 0 },
    ];
    for (const windows of [CLIENT_SEARCH_WINDOWS, ...small]) {
      for (const [skip, take] of windows === CLIENT_SEARCH_WINDOWS ? pages : pages.slice(0, 2)) {
        const r = await searchClients(h.db, { ...q, skip, take }, windows);
        expect(r.data.map((c) => c.id), `windows ${JSON.stringify(windows)}, skip ${skip}, take ${take}`).toEqual(all.slice(skip, skip + take));
        expect(r.count, `windows ${JSON.stringify(windows)}, skip ${skip}, take ${take}`).toBe(Math.min(all.length, clientSearchCountLimit(skip, take)));
      }
    }
  });

  it('a term as a set of ids and as a row test finds the same clients', async () => {
    for (const [, filter, activeFilterType] of filters) {
      const q = { locationId: MG, organizationId: null, filter, activeFilterType };
      const ids = async (terms: 'sets' | 'rows') =>
        (await h.db.select({ id: t.locationClients.id }).from(t.locationClients).where(clientSearchWhere(q, terms)).orderBy(...clientOrder)).map((r) => r.id);
      expect(await ids('rows'), String(filter)).toEqual(await ids('sets'));
    }
  });

  it('some filter passes the limit and some does not (both branches are compared)', async () => {
    const many = await searchClients(h.db, { locationId: MG, organizationId: null, filter: null, activeFilterType: 'all', skip: 0, take: 10 });
    expect(many.count).toBe(clientSearchCountLimit(0, 10));
    const few = await searchClients(h.db, { locationId: MG, organizationId: null, filter: 'son', activeFilterType: null, skip: 0, take: 10 });
    expect(few.count).toBeLessThan(clientSearchCountLimit(0, 10));
    expect(few.count).toBeGreaterThan(0);
  });
});
