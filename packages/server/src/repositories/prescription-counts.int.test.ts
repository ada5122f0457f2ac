/**
 * The locations' prescription counts kept by the database (migration 0020): after every
 * kind of write — inserts of one and of many rows, ordinary updates, a move to another location,
 * deletes, a truncate — the kept counts equal counting the rows, and the history's unfiltered count
 * reads them while any filter still counts the rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import { PRODUCT_APPROVAL_TYPES } from '@vetrx/core/product';
import { queryRows, testDatabases, useTestDatabase } from '../testing/index.js';
import { dashboardRepository } from './dashboard.js';
import { createLoaders } from './loaders.js';
import type { RepositoryScope } from './scope.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

describe.each(testDatabases())('location prescription counts (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });

  /** Locations whose kept count differs from their rows' count, with both. */
  const stale = () =>
    queryRows(
      h.db,
      sql`select coalesce(c.location_id, r.location_id) as location_id, c.n as kept, r.n as counted
          from location_prescription_counts c
          full join (select location_id, count(*) as n from prescriptions group by location_id) r on r.location_id = c.location_id
          where coalesce(c.n, 0) <> coalesce(r.n, 0)`,
    );
  const columns = async () =>
    (await queryRows<{ c: string }>(h.db, sql`select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as c from information_schema.columns where table_name = 'prescriptions' and column_name not in ('id', 'uuid', 'rx_number')`))[0].c;
  const copies = async (from: number, to: number, n: number) => {
    const cols = await columns();
    return (
      await queryRows<{ id: number }>(
        h.db,
        sql.raw(`insert into prescriptions (${cols}) select ${cols.split(', ').map((c) => (c === 'location_id' ? String(to) : c)).join(', ')} from prescriptions where location_id = ${from} order by id limit ${n} returning id`),
      )
    ).map((r) => Number(r.id));
  };
  const scope = (locationIds: number[]): RepositoryScope => {
    const s = { db: h.db, tx: null, locationIds, supportMode: false, userId: null, ownLocationIds: [] };
    return { ...s, loaders: createLoaders(s) } as unknown as RepositoryScope;
  };

  it('keeps each location’s count equal to its rows through every kind of write', async () => {
    expect(await stale()).toEqual([]);
    const [{ n }] = await queryRows<{ n: number }>(h.db, sql`select n from location_prescription_counts where location_id = ${MG}`);
    expect(Number(n)).toBeGreaterThan(0);
    const many = await copies(MG, MG, 5);
    expect(many).toHaveLength(5);
    const [one] = await copies(SU, SU, 1);
    expect(await stale()).toEqual([]);
    await h.db.execute(sql.raw(`update prescriptions set archived = not archived where id in (${many})`));
    expect(await stale()).toEqual([]);
    await h.db.execute(sql.raw(`update prescriptions set location_id = ${SU} where id in (${many.slice(0, 2)})`));
    expect(await stale()).toEqual([]);
    await h.db.execute(sql.raw(`delete from prescriptions where id in (${[...many, one]})`));
    expect(await stale()).toEqual([]);
  });

  it('answers the unfiltered history count from the kept count, and a filtered one by counting', async () => {
    const counted = async (where: string) => Number((await queryRows<{ n: number }>(h.db, sql.raw(`select count(*)::int as n from prescriptions where ${where}`)))[0].n);
    const repo = dashboardRepository(scope([MG]));
    // The kept count is what answers: set it apart from the rows for a moment to see it read.
    await h.db.execute(sql`update location_prescription_counts set n = n + 1000 where location_id = ${MG}`);
    expect(await repo.countPrescriptions({ locationId: MG })).toBe((await counted(`location_id = ${MG}`)) + 1000);
    expect(await repo.countPrescriptions({ locationId: MG, productApprovalTypeFilters: [...PRODUCT_APPROVAL_TYPES] })).toBe(
      (await counted(`location_id = ${MG}`)) + 1000,
    );
    expect(await repo.countPrescriptions({ locationId: MG, archived: false })).toBe(await counted(`location_id = ${MG} and not archived`));
    await h.db.execute(sql`update location_prescription_counts set n = n - 1000 where location_id = ${MG}`);
    // Another location's count stays another location's: the caller does not work at Summit.
    expect(await repo.countPrescriptions({ locationId: SU })).toBe(0);
  });

  it('empties the counts with the table', async () => {
    await h.db.execute(sql`truncate prescriptions cascade`);
    expect(await stale()).toEqual([]);
    expect((await queryRows(h.db, sql`select * from location_prescription_counts where n <> 0`)).length).toBe(0);
  });
});
