/**
 * A name-filtered order list is served two ways: a text shorter than a trigram is first
 * tested row by row on the newest orders, else sets of named clients and lines are built. These tests
 * prove both give the page of the plain definition — every order of the location whose client's first,
 * last or full name, or a line's patient name, contains the text, newest first — for short, common,
 * rare, spaced and absent texts, at several pages and walk windows that make every branch run.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LOCATION } from '@vetrx/fixtures';
import { queryRows, testDatabases, useTestDatabase } from '../testing/index.js';
import { createRepositories } from './index.js';
import { ORDER_NAME_WALK_WINDOW } from './orders.js';
import { ORDER_STATUSES } from '@vetrx/core/order';

const MG = LOCATION.mapleGrove;

interface OrderNames {
  id: number;
  names: string[];
}

describe.each(testDatabases())('order list by name (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  let orders: OrderNames[];
  beforeAll(async () => {
    // Every order of the location newest first, with the names the filter reads.
    orders = (
      await queryRows<{ id: number; first: string | null; last: string | null; pets: string[] | null }>(
        h.db,
        sql`select o.id, lc.first_name as first, lc.last_name as last,
          (select array_agg(lp.name) from order_line_items li join location_patients lp on lp.id = li.location_patient_id where li.order_id = o.id) as pets
        from orders o left join location_clients lc on lc.id = o.location_client_id
        where o.location_id = ${MG} order by o.created_at desc, o.id desc`,
      )
    ).map((r) => ({ id: Number(r.id), names: [r.first ?? '', r.last ?? '', `${r.first ?? ''} ${r.last ?? ''}`, ...(r.pets ?? [])].map((n) => n.toLowerCase()) }));
  });
  const repos = () => createRepositories({ db: h.db, tx: null, locationIds: [MG], supportMode: false, userId: null, ownLocationIds: [MG] }).orders;
  const expected = (text: string) => orders.filter((o) => o.names.some((n) => n.includes(text.trim().toLowerCase()))).map((o) => o.id);

  it('has orders of many names to filter', () => {
    expect(orders.length).toBeGreaterThan(20);
  });

  const texts = () => {
    const some = orders.find((o) => o.names[1])!;
    const pet = orders.find((o) => o.names.length > 3)!;
    return ['a', 'e', 'an', 'q', 'zq', 'Zz', some.names[1].slice(0, 2), some.names[1].toUpperCase(), some.names[2], pet.names[3], ' xyzzy '];
  };
  const pages: Array<[number, number]> = [
    [0, 10],
    [10, 10],
    [0, 1],
    [30, 25],
    [0, 0],
  ];

  it.each([ORDER_NAME_WALK_WINDOW, 40, 5, 0])('walk window %i: every text and page is the plain list\'s', async (window) => {
    for (const text of texts()) {
      const all = expected(text);
      for (const [offset, limit] of pages) {
        const page = (await repos().list({ locationIds: [MG] }, { nameSearchInput: text }, { limit, offset }, window)).map((o) => o.id);
        expect(page, `"${text}" at ${offset}+${limit}`).toEqual(all.slice(offset, offset + limit));
      }
      expect(await repos().count({ locationIds: [MG] }, { nameSearchInput: text }), `count of "${text}"`).toBe(all.length);
    }
  });

  it('walks with the other filters: only the statuses asked for', async () => {
    const [{ code }] = await queryRows<{ code: string }>(h.db, sql`select status_code as code from orders where location_id = ${MG} group by 1 order by count(*) desc limit 1`);
    const withStatus = new Set((await queryRows<{ id: number }>(h.db, sql`select id from orders where location_id = ${MG} and status_code = ${code}`)).map((r) => Number(r.id)));
    for (const window of [ORDER_NAME_WALK_WINDOW, 5]) {
      const page = (await repos().list({ locationIds: [MG] }, { nameSearchInput: 'a', statusFilter: [code] }, { limit: 10, offset: 0 }, window)).map((o) => o.id);
      expect(page).toEqual(expected('a').filter((id) => withStatus.has(id)).slice(0, 10));
    }
  });

  it('answers nothing for a location the caller does not work at, walking or not', async () => {
    const other = createRepositories({ db: h.db, tx: null, locationIds: [], supportMode: false, userId: null, ownLocationIds: [] }).orders;
    expect(await other.list({ locationIds: [MG] }, { nameSearchInput: 'a' }, { limit: 10, offset: 0 })).toEqual([]);
    expect(await other.list({ locationIds: [MG] }, { nameSearchInput: 'a' }, { limit: 10, offset: 0 }, 0)).toEqual([]);
  });
});

/**
 * A location's list with several statuses reads one index scan per status, merged in order (decision
 * 0231). These tests prove it gives the page of the plain definition — every order of the location
 * with one of the statuses, within the dates, named so when a name is given, newest first — for sets of
 * common, rare and repeated statuses, with and without a short name (the walk) and dates, at several
 * pages and walk windows.
 */
describe.each(testDatabases())('order list by several statuses (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  let orders: Array<OrderNames & { status: string; created: number }>;
  let byCount: string[];
  beforeAll(async () => {
    orders = (
      await queryRows<{ id: number; status: string; created: string | Date; first: string | null; last: string | null; pets: string[] | null }>(
        h.db,
        sql`select o.id, o.status_code as status, o.created_at as created, lc.first_name as first, lc.last_name as last,
          (select array_agg(lp.name) from order_line_items li join location_patients lp on lp.id = li.location_patient_id where li.order_id = o.id) as pets
        from orders o left join location_clients lc on lc.id = o.location_client_id
        where o.location_id = ${MG} order by o.created_at desc, o.id desc`,
      )
    ).map((r) => ({
      id: Number(r.id),
      status: r.status,
      created: new Date(r.created).getTime(),
      names: [r.first ?? '', r.last ?? '', `${r.first ?? ''} ${r.last ?? ''}`, ...(r.pets ?? [])].map((n) => n.toLowerCase()),
    }));
    const counts = new Map<string, number>();
    for (const o of orders) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
    byCount = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)! || a.localeCompare(b));
  });
  const repos = () => createRepositories({ db: h.db, tx: null, locationIds: [MG], supportMode: false, userId: null, ownLocationIds: [MG] }).orders;

  it('has orders of several statuses', () => {
    expect(byCount.length).toBeGreaterThanOrEqual(3);
  });

  it.each([ORDER_NAME_WALK_WINDOW, 40, 5])('walk window %i: every set of statuses, name, dates and page is the plain list\'s', async (window) => {
    const sorted = orders.map((o) => o.created).sort((a, b) => a - b);
    const from = new Date(sorted[Math.floor(sorted.length / 4)]);
    const to = new Date(sorted[Math.floor((sorted.length * 3) / 4)]);
    // … and more statuses than there are (the merge's bound: these keep the one walk).
    const sets = [byCount.slice(0, 2), byCount.slice(0, 3), [byCount[0], byCount.at(-1)!], [...byCount], [byCount[1], byCount[1], byCount[2]], [...ORDER_STATUSES, 'no such status']];
    for (const statuses of sets) {
      for (const text of ['', 'a', 'an', 'zq']) {
        for (const dates of [{}, { startDateFilter: from, endDateFilter: to }]) {
          const f = { statusFilter: statuses, nameSearchInput: text || null, ...dates };
          const all = orders
            .filter((o) => statuses.includes(o.status) && (!text || o.names.some((n) => n.includes(text))))
            .filter((o) => !('startDateFilter' in dates) || (o.created >= from.getTime() && o.created <= to.getTime()))
            .map((o) => o.id);
          for (const [offset, limit] of [
            [0, 10],
            [10, 10],
            [0, 1],
            [30, 25],
          ]) {
            const page = (await repos().list({ locationIds: [MG] }, f, { limit, offset }, window)).map((o) => o.id);
            expect(page, `${statuses.join('+')} "${text}" ${'startDateFilter' in dates ? 'dated ' : ''}at ${offset}+${limit}`).toEqual(all.slice(offset, offset + limit));
          }
          expect(await repos().count({ locationIds: [MG] }, f), `count of ${statuses.join('+')} "${text}"`).toBe(all.length);
        }
      }
    }
  });
});
