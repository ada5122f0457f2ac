/**
 * The indexes the name searches read, on PGlite and PostgreSQL: one location's pets whose name holds a
 * word come from the GIN index over (location_id, lower(name)) with both conditions, a
 * search of every location's pet names uses the same index, each pet's active clients come from the
 * partial index alone, and one location's clients whose first or last name holds a
 * word come from the (location_id, lower(first_name)) and (location_id, lower(last_name)) indexes
 * (decision 0381), as do those whose search text does. Sequential scans are off, so that the
 * plans show what the indexes can serve whatever the test practice's size; which one the planner takes
 * on a large practice is the benchmark's to show (docs/guides/benchmarks.md).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, testDatabases } from '../testing/index.js';
import { rowsOf, type DatabaseHandle } from './client.js';

/** The clients' indexes that begin with the location: its btree indexes and its text indexes. */
const LOCATION_INDEXES = ['location_clients_location_id_is_active_index', 'location_clients_list_order', 'location_clients_unlinked'];
const TEXT_INDEXES = ['location_clients_location_first_name_trgm', 'location_clients_location_last_name_trgm', 'location_clients_location_search_trgm'];

describe.each(testDatabases())('the name search indexes (%s)', (kind) => {
  let h: DatabaseHandle;
  let locationId: number;
  beforeAll(async () => {
    h = await freshDatabase(kind, { demo: true });
    // Five thousand pets at each location, one in fifty a "Bella": enough rows for the planner to weigh
    // the indexes as it does on a practice's hundred thousand pets.
    await h.db.execute(sql`insert into location_patients (location_id, name)
      select l.id, case when g % 50 = 0 then 'Bella' else (array['Max', 'Luna', 'Charlie', 'Daisy', 'Rocky'])[1 + g % 5] end from generate_series(1, 5000) g cross join locations l`);
    // And five thousand clients at each location, one in fifty an "Abernathy" (a last name) and one in
    // seventy a "Bernadette" (a first name).
    await h.db.execute(sql`insert into location_clients (location_id, first_name, last_name)
      select l.id, case when g % 70 = 0 then 'Bernadette' else 'Ann' || g end, case when g % 50 = 0 then 'Abernathy' else 'Smith' || g end
      from generate_series(1, 5000) g cross join locations l`);
    await h.db.execute(sql`analyze location_clients`);
    await h.db.execute(sql`analyze location_patients`);
    await h.db.execute(sql`analyze location_patient_clients`);
    [{ id: locationId }] = rowsOf<{ id: number }>(await h.db.execute(sql`select min(id) as id from locations`));
  });
  afterAll(() => h?.close());

  /**
   * The plan of a statement with sequential scans off, in a transaction rolled back after it: `without`
   * names indexes dropped in it first, so the plan shows what the others can do.
   */
  async function planOf(statement: ReturnType<typeof sql>, without: readonly string[] = []): Promise<string> {
    let plan = '';
    await h.db
      .transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        for (const index of without) await tx.execute(sql`drop index ${sql.identifier(index)}`);
        const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${statement}`));
        plan = rows.map((r) => Object.values(r)[0]).join('\n');
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!plan) throw error;
      });
    return plan;
  }

  /** That `index` serves the plan's text test with the location in one scan, nothing filtered after it. */
  function expectOneScanWithLocation(plan: string, index: string) {
    expect(plan).toContain(index);
    const scan = plan.split('\n').find((line) => line.includes('Index Cond') && line.includes('~~'));
    expect(scan).toMatch(/location_id = /);
    expect(plan).not.toMatch(/Filter:/);
  }

  /** The ids a statement finds through the indexes, and by reading every row. */
  async function idsByIndexAndByRows(statement: ReturnType<typeof sql>): Promise<{ viaIndex: number[]; viaRows: number[] }> {
    const viaIndex = await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ id: number }>(await tx.execute(statement)).map((r) => r.id);
    });
    const viaRows = await h.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_indexscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rowsOf<{ id: number }>(await tx.execute(statement)).map((r) => r.id);
    });
    return { viaIndex, viaRows };
  }

  it("serves one location's pets named with a word from the location-and-name index, both conditions in one scan", async () => {
    // Without the location's own index, which a small practice's planner prefers: what the new index can do.
    const plan = await planOf(sql`select id from location_patients where lower(name) like ${'%bell%'} and location_id = ${locationId}`, ['location_patients_location_id_index']);
    expectOneScanWithLocation(plan, 'location_patients_location_name_trgm');
  });

  it("reads every location's pets named with a word from the same index", async () => {
    const plan = await planOf(sql`select id from location_patients where lower(name) like ${'%bell%'}`);
    expect(plan).toContain('location_patients_location_name_trgm');
  });

  it("reads a pet's active clients from the partial index alone", async () => {
    const plan = await planOf(sql`select location_client_id from location_patient_clients where location_patient_id = 1 and is_active`);
    expect(plan).toMatch(/Index Only Scan using location_patient_clients_active/);
  });

  it('the pets a word finds are the same through the index as by reading every row', async () => {
    const statement = sql`select id from location_patients where lower(name) like ${'%bell%'} and location_id = ${locationId} order by id`;
    const { viaIndex, viaRows } = await idsByIndexAndByRows(statement);
    expect(viaIndex.length).toBeGreaterThan(0);
    expect(viaIndex).toEqual(viaRows);
  });

  it.each([
    ['first name', 'lower(first_name)', 'location_clients_location_first_name_trgm'],
    ['last name', 'lower(last_name)', 'location_clients_location_last_name_trgm'],
    ['search text', 'search_text', 'location_clients_location_search_trgm'],
  ])("serves one location's clients whose %s holds a word from its location-and-text index, both conditions in one scan", async (_label, text, index) => {
    // As the search box (the search text), the Add Client modal's name parts and, or-ed, /orders and the
    // approvals queue ask it; without the location's other indexes, one of which a small practice's
    // planner prefers for the location alone: what this index can do.
    const others = [...LOCATION_INDEXES, ...TEXT_INDEXES].filter((name) => name !== index);
    const plan = await planOf(sql`select id from location_clients where location_id in (${locationId}) and ${sql.raw(text)} like ${'%bern%'}`, others);
    expectOneScanWithLocation(plan, index);
  });

  it("reads every location's clients named with a word from the same indexes", async () => {
    const plan = await planOf(sql`select id from location_clients where lower(last_name) like ${'%bern%'}`);
    expect(plan).toContain('location_clients_location_last_name_trgm');
  });

  it("the clients a word finds in one location are the same through the indexes as by reading every row", async () => {
    const statement = sql`select id from location_clients where location_id = ${locationId} and (lower(first_name) like ${'%bern%'} or lower(last_name) like ${'%bern%'}) order by id`;
    const { viaIndex, viaRows } = await idsByIndexAndByRows(statement);
    // Both names: 5,000 / 50 Abernathys and 5,000 / 70 Bernadettes, less the 14 who are both, plus
    // the demo practice's own clients of that location who match.
    expect(viaIndex.length).toBeGreaterThanOrEqual(100 + 71 - 14);
    expect(viaIndex).toEqual(viaRows);
  });
});
