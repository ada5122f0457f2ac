/**
 * The approvals queries join only what their filter needs. These tests prove the
 * answers are the ones the query with every join gives, for each filter that adds or drops a join.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { approvalStatusFilterOptions, TASK_STATUSES, TASK_TYPES } from '@vetrx/core/task';
import { PRODUCT_CLASSIFICATIONS } from '@vetrx/core/product';
import { and, count, countDistinct, desc, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { rowsOf } from '../db/client.js';
import { PRELOADED } from './answer-shapes.js';
import { testDatabases, useTestDatabase } from '../testing/index.js';
import { approvalsTaskWhere, countTaskGroups, countTasks, listTaskGroups, listTasks, type ShapedRequest, type TaskFilter, type TaskReads } from './tasks.js';
import type { Selection } from './selection.js';

const dialect = new PgDialect({ casing: 'snake_case' });

/** Only a group's client and count: one selection for every shaped request, as one document's is, so its page statements are kept between requests. */
const clientsAndCounts: Selection = new Map([
  ['locationClientId', null],
  ['count', null],
]);

/** A page of groups asked for in the shape of its answer: the page's statement walks the queue itself. */
const shapedRequest = (locationId: number): ShapedRequest => ({ selection: clientsAndCounts, scope: { locationIds: [locationId], userId: null }, today: '2026-11-27' });

/**
 * A page of client groups as the GROUP BY orders them (newest matching task first, then client id):
 * [client id, tasks]. Over every join a filter may need (each to at most one row).
 */
async function groupPage(db: TaskReads['db'], locationId: number, filter: TaskFilter, skip: number, take: number): Promise<number[][]> {
  const p = t.prescriptionTasks;
  const newest = max(p.createdTimestamp);
  const rows = (await db
    .select({ client: p.locationClientId, n: count(), newest })
    .from(p)
    .innerJoin(t.products, eq(t.products.id, p.productId))
    .innerJoin(t.locationClients, eq(t.locationClients.id, p.locationClientId))
    .leftJoin(t.locationPatients, eq(t.locationPatients.id, p.locationPatientId))
    .leftJoin(t.prescriptionTaskWorkflows, eq(t.prescriptionTaskWorkflows.prescriptionTaskId, p.id))
    .where(approvalsTaskWhere(locationId, filter))
    .groupBy(p.locationClientId)
    .orderBy(desc(newest), p.locationClientId)
    .limit(take)
    .offset(skip)) as unknown as { client: number; n: number }[];
  return rows.map((r) => [r.client, Number(r.n)]);
}

const filters: Array<[string, TaskFilter]> = [
  ['no filter', {}],
  ['pending', { status: ['PENDING'] }],
  ['pending approvals and renewals', { status: ['PENDING'], type: ['approval', 'renewal'] }],
  ['name search', { status: ['PENDING'], nameFilter: 'ma' }],
  ['name search on a product', { nameFilter: 'tablet' }],
  ['name search with a space (a full name)', { nameFilter: 'a m' }],
  ['name search nobody has', { status: ['PENDING'], nameFilter: 'zqxw' }],
  ['name search with a classification', { status: ['PENDING'], nameFilter: 'an', productClassification: 'Pharmaceutical' }],
  ['classification', { productClassification: 'Pharmaceutical' }],
  ['workflow status', { currentWorkflowStatusId: '1' }],
  ['vet-approved or declined', { status: ['VET_APPROVED', 'vet-declined'] }],
];

describe.each(testDatabases())('approvals queries join only what the filter needs (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  let ctx: TaskReads;
  const MG = LOCATION.mapleGrove;

  beforeAll(async () => {
    ctx = { db: h.db };
  });

  /** The same filter over every join, as the queries were written before. */
  function everyJoin<T extends Record<string, unknown>>(select: T) {
    return h.db
      .select(select as never)
      .from(t.prescriptionTasks)
      .innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId))
      .innerJoin(t.locationClients, eq(t.locationClients.id, t.prescriptionTasks.locationClientId))
      .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptionTasks.locationPatientId))
      .leftJoin(t.prescriptionTaskWorkflows, eq(t.prescriptionTaskWorkflows.prescriptionTaskId, t.prescriptionTasks.id));
  }

  it.each(filters)('%s: same tasks, counts and groups', async (_label, filter) => {
    const reference = (await everyJoin({ id: t.prescriptionTasks.id, client: t.prescriptionTasks.locationClientId, at: t.prescriptionTasks.createdTimestamp }).where(
      approvalsTaskWhere(MG, filter),
    )) as unknown as { id: number; client: number; at: Date }[];
    const [groups] = (await everyJoin({ n: countDistinct(t.prescriptionTasks.locationClientId) }).where(approvalsTaskWhere(MG, filter))) as unknown as { n: number }[];

    expect(await countTasks(ctx, MG, filter)).toBe(reference.length);
    expect(await countTaskGroups(ctx, MG, filter)).toBe(Number(groups.n));
    const ids = new Set(reference.map((r) => r.id));
    const all = await listTasks(ctx, MG, filter, 0, 200);
    expect(all).toHaveLength(Math.min(reference.length, 200));
    for (const task of all) expect(ids.has(task.id)).toBe(true);
    const page = await listTaskGroups(ctx, MG, filter, 0, 200, 200);
    expect(page).toHaveLength(Math.min(Number(groups.n), 200));
    for (const g of page) {
      expect(g.count).toBe(reference.filter((r) => r.client === g.locationClientId).length);
      for (const task of g.tasks) expect(ids.has(task.id)).toBe(true);
    }
    // Each group shows its client's newest three matching tasks, newest first (ties by id).
    const newestFirst = (a: { at: Date; id: number }, b: { at: Date; id: number }) => b.at.getTime() - a.at.getTime() || b.id - a.id;
    for (const g of await listTaskGroups(ctx, MG, filter, 0, 200, 3)) {
      const expected = reference.filter((r) => r.client === g.locationClientId).sort(newestFirst).slice(0, 3).map((r) => r.id);
      expect(g.tasks.map((task) => task.id)).toEqual(expected);
    }
  });

  /** Client ids and counts of a page of groups as the GROUP BY orders them (newest task desc, client id). */
  async function groupOrder(filter: TaskFilter, skip: number, take: number) {
    const newest = max(t.prescriptionTasks.createdTimestamp);
    const rows = (await everyJoin({ client: t.prescriptionTasks.locationClientId, n: count(), newest })
      .where(approvalsTaskWhere(MG, filter))
      .groupBy(t.prescriptionTasks.locationClientId)
      .orderBy(desc(newest), t.prescriptionTasks.locationClientId)
      .limit(take)
      .offset(skip)) as unknown as { client: number; n: number }[];
    return rows.map((r) => [r.client, Number(r.n)]);
  }

  const walked: Array<[string, TaskFilter]> = [
    ['pending', { status: ['PENDING'] }],
    ['pending approvals and renewals', { status: ['PENDING'], type: ['approval', 'renewal'] }],
    ['pending, classification', { status: ['PENDING'], productClassification: 'Pharmaceutical' }],
    // Several statuses: one index range each, merged; a status with actions; overlapping ones.
    ['vet-approved or vet-declined', { status: ['VET_APPROVED', 'vet-declined'] }],
    ['declined by the vet (a status with actions)', { status: ['vet-declined'] }],
    ['pending, approved or declined approvals', { status: ['PENDING', 'VET_APPROVED', 'VET_DECLINED'], type: ['approval'] }],
    ['VET_DECLINED and vet-declined (overlapping)', { status: ['VET_DECLINED', 'vet-declined'] }],
  ];

  it.each(walked)('%s: the walked pages of groups are the GROUP BY pages, in order', async (_label, filter) => {
    for (const [skip, take] of [[0, 10], [0, 1], [3, 5], [10, 10], [0, 200], [1000, 10]]) {
      const expected = await groupOrder(filter, skip, take);
      const page = await listTaskGroups(ctx, MG, filter, skip, take, 0);
      expect(page.map((g) => [g.locationClientId, g.count]), `skip ${skip} take ${take}`).toEqual(expected);
      const shaped = await listTaskGroups(ctx, MG, filter, skip, take, 0, undefined, shapedRequest(MG));
      expect(shaped.map((g) => [g.locationClientId, g.count]), `shaped, skip ${skip} take ${take}`).toEqual(expected);
    }
  });

  const named: Array<[string, TaskFilter]> = [
    ['pending, "ma"', { status: ['PENDING'], nameFilter: 'ma' }],
    ['pending, "e"', { status: ['PENDING'], nameFilter: 'e' }],
    ['pending, a full name with a space', { status: ['PENDING'], nameFilter: 'a m' }],
    ['pending, nobody', { status: ['PENDING'], nameFilter: 'zqxw' }],
    ['pending, classification and "an"', { status: ['PENDING'], nameFilter: 'an', productClassification: 'Pharmaceutical' }],
  ];

  it.each(named)('%s: name searches walked from the queue head give the GROUP BY pages', async (_label, filter) => {
    // The default window holds this practice's whole queue; small ones make the walk stop early or give up.
    for (const window of [undefined, 400, 40, 3]) {
      for (const [skip, take] of [[0, 10], [0, 1], [3, 5], [10, 10], [0, 200]]) {
        const expected = await groupOrder(filter, skip, take);
        const page = await listTaskGroups(ctx, MG, filter, skip, take, 0, window);
        expect(page.map((g) => [g.locationClientId, g.count]), `window ${window} skip ${skip} take ${take}`).toEqual(expected);
        const shaped = await listTaskGroups(ctx, MG, filter, skip, take, 0, window, shapedRequest(MG));
        expect(shaped.map((g) => [g.locationClientId, g.count]), `shaped, window ${window} skip ${skip} take ${take}`).toEqual(expected);
      }
    }
  });

  it('clients whose newest tasks share an instant are ordered by client id, across a page boundary', async () => {
    const filter: TaskFilter = { status: ['PENDING'] };
    const first = await groupOrder(filter, 0, 12);
    // Give the newest tasks of the 3rd to 9th clients one instant, a microsecond after the newest task.
    const clients = first.slice(2, 9).map(([client]) => client);
    const [{ top }] = (await h.db.select({ top: sql<string>`(max(created_timestamp) + interval '1 microsecond')::text` }).from(t.prescriptionTasks).where(eq(t.prescriptionTasks.locationId, MG))) as { top: string }[];
    await h.db.execute(sql`update prescription_tasks set created_timestamp = ${top}::timestamptz where id in (
      select distinct on (location_client_id) id from prescription_tasks
      where ${and(approvalsTaskWhere(MG, filter), inArray(t.prescriptionTasks.locationClientId, clients))}
      order by location_client_id, created_timestamp desc, id desc)`);
    for (const [skip, take] of [[0, 3], [0, 5], [2, 4], [4, 10]]) {
      const page = await listTaskGroups(ctx, MG, filter, skip, take, 0);
      expect(page.map((g) => [g.locationClientId, g.count]), `skip ${skip} take ${take}`).toEqual(await groupOrder(filter, skip, take));
    }
    expect((await groupOrder(filter, 0, 7)).map(([c]) => c)).toEqual([...clients].sort((a, b) => a - b));
  });

  it('a name search walks on past tasks that share an instant across its batches', async () => {
    const filter: TaskFilter = { status: ['PENDING'], nameFilter: 'a' };
    // One instant, newer than any other, for a matching task of the lowest client id and 29 pending tasks
    // of other clients after it: that task is read last of the tie (ties by task id, newest first), so a
    // walk for one or two clients at a window of 200 (a first batch of 20) must read past its first batch.
    const matching = await listTasks(ctx, MG, filter, 0, 200);
    const last = matching.reduce((a, b) => (b.locationClientId < a.locationClientId || (b.locationClientId === a.locationClientId && b.id < a.id) ? b : a));
    const after = (await h.db
      .select({ id: t.prescriptionTasks.id })
      .from(t.prescriptionTasks)
      .where(and(approvalsTaskWhere(MG, { status: ['PENDING'] }), sql`${t.prescriptionTasks.id} > ${last.id}`, sql`${t.prescriptionTasks.locationClientId} <> ${last.locationClientId}`))
      .orderBy(t.prescriptionTasks.id)
      .limit(29)) as { id: number }[];
    expect(after.length).toBeGreaterThanOrEqual(25);
    const [{ top }] = (await h.db.select({ top: sql<string>`(max(created_timestamp) + interval '1 second')::text` }).from(t.prescriptionTasks).where(eq(t.prescriptionTasks.locationId, MG))) as { top: string }[];
    await h.db
      .update(t.prescriptionTasks)
      .set({ createdTimestamp: new Date(top) })
      .where(inArray(t.prescriptionTasks.id, [last.id, ...after.map((r) => r.id)]));
    expect((await groupOrder(filter, 0, 1))[0][0]).toBe(last.locationClientId);
    for (const window of [undefined, 200, 60, 40, 20]) {
      for (const [skip, take] of [[0, 1], [0, 2], [1, 1], [0, 5], [3, 5], [0, 10], [10, 10]]) {
        const expected = await groupOrder(filter, skip, take);
        const page = await listTaskGroups(ctx, MG, filter, skip, take, 0, window);
        expect(page.map((g) => [g.locationClientId, g.count]), `window ${window} skip ${skip} take ${take}`).toEqual(expected);
        const shaped = await listTaskGroups(ctx, MG, filter, skip, take, 0, window, shapedRequest(MG));
        expect(shaped.map((g) => [g.locationClientId, g.count]), `shaped, window ${window} skip ${skip} take ${take}`).toEqual(expected);
      }
    }
  });

  it('the filters above reach tasks (the comparison is not of empty lists)', async () => {
    expect(await countTasks(ctx, MG, { status: ['PENDING'] })).toBeGreaterThan(0);
    expect(await countTasks(ctx, MG, { nameFilter: 'ma' })).toBeGreaterThan(0);
    expect(await countTasks(ctx, MG, { nameFilter: 'a m' })).toBeGreaterThan(0);
    expect(await countTaskGroups(ctx, MG, { status: ['PENDING'], nameFilter: 'ma' })).toBeGreaterThanOrEqual(10);
    // The merged walks cross page and batch boundaries: more groups than a page, of both statuses.
    expect(await countTaskGroups(ctx, MG, { status: ['VET_APPROVED', 'vet-declined'] })).toBeGreaterThan(10);
    expect(await countTasks(ctx, MG, { status: ['VET_APPROVED'] })).toBeGreaterThan(0);
    expect(await countTasks(ctx, MG, { status: ['vet-declined'] })).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('a walk of the queue whose page ends inside a shared instant (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  const MG = LOCATION.mapleGrove;
  const filter: TaskFilter = { status: ['PENDING'] };

  it('reads the rest of that instant past its first batch', async () => {
    const p = t.prescriptionTasks;
    // The demo's 64 pending tasks twice more, so that one instant can hold more than the walk's first
    // batch (100): the task of the lowest client id with the lowest task id, and 119 of other clients
    // with higher ids, get one instant newer than any other. In the index's order (ties newest id first)
    // that client comes last, past the walk's first batch; the walk reads every task of the instant its
    // batch ends in (0226 before it), and that client leads the page as the GROUP BY
    // orders ties (by client id).
    for (let copy = 0; copy < 2; copy++) {
      await h.db.execute(sql`insert into prescription_tasks (location_id, type, status, archived, created_timestamp, product_id, location_client_id, location_patient_id, prescription_id)
        select location_id, type, status, archived, created_timestamp - interval '1 day', product_id, location_client_id, location_patient_id, prescription_id
        from prescription_tasks where ${approvalsTaskWhere(MG, filter)}`);
    }
    const [first] = (await h.db.select({ id: p.id, client: p.locationClientId }).from(p).where(approvalsTaskWhere(MG, filter)).orderBy(p.locationClientId, p.id).limit(1)) as {
      id: number;
      client: number;
    }[];
    const after = (await h.db
      .select({ id: p.id })
      .from(p)
      .where(and(approvalsTaskWhere(MG, filter), sql`${p.id} > ${first.id}`, sql`${p.locationClientId} <> ${first.client}`))
      .orderBy(p.id)
      .limit(119)) as { id: number }[];
    expect(after).toHaveLength(119);
    const [{ top }] = (await h.db.select({ top: sql<string>`(max(created_timestamp) + interval '1 second')::text` }).from(p).where(eq(p.locationId, MG))) as { top: string }[];
    await h.db
      .update(p)
      .set({ createdTimestamp: new Date(top) })
      .where(inArray(p.id, [first.id, ...after.map((r) => r.id)]));

    const groupOrder = (skip: number, take: number) => groupPage(h.db, MG, filter, skip, take);
    expect((await groupOrder(0, 1))[0][0]).toBe(first.client);
    for (const [skip, take] of [[0, 1], [0, 10], [5, 10], [0, 25], [20, 10], [0, 200]]) {
      const page = await listTaskGroups({ db: h.db }, MG, filter, skip, take, 0);
      expect(page.map((g) => [g.locationClientId, g.count]), `skip ${skip} take ${take}`).toEqual(await groupOrder(skip, take));
    }
  });
});

describe.each(testDatabases())('the page\'s statement walks the queue\'s first batch (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  const MG = LOCATION.mapleGrove;
  const filter: TaskFilter = { status: ['PENDING'] };

  it('answers in one statement when the batch meets the page, and walks on when it does not', async () => {
    const p = t.prescriptionTasks;
    const groupOrder = (skip: number, take: number) => groupPage(h.db, MG, filter, skip, take);
    const executed = vi.spyOn(h.db, 'execute');
    const pageOf = async (skip: number, take: number) => {
      executed.mockClear();
      const page = await listTaskGroups({ db: h.db }, MG, filter, skip, take, 0, undefined, shapedRequest(MG));
      return { page: page.map((g) => [g.locationClientId, g.count]), statements: executed.mock.calls.length };
    };
    try {
      expect(await pageOf(0, 10)).toEqual({ page: await groupOrder(0, 10), statements: 1 });
      // 99 pending tasks of client A, then one of client B just older, both newer than any other task:
      // the first batch (100 tasks) meets two clients, not ten. The walk goes on from that batch's last
      // task (B's) with the two clients it met — B has no task after it — and one statement reads the
      // demo's other 64 pending tasks; then the page's statement answers on its ids: three statements.
      const tasks = (await h.db.select({ id: p.id, client: p.locationClientId }).from(p).where(approvalsTaskWhere(MG, filter)).orderBy(p.id)) as { id: number; client: number }[];
      const a = tasks[0];
      const b = tasks.find((task) => task.client !== a.client)!;
      const [{ top }] = rowsOf<{ top: string }>(await h.db.execute(sql`select max(created_timestamp)::text as top from prescription_tasks`));
      const copy = (id: number, seconds: SQL) => sql`insert into prescription_tasks (location_id, type, status, archived, created_timestamp, product_id, location_client_id, location_patient_id, prescription_id)
        select location_id, type, status, archived, ${top}::timestamptz + ${seconds} * interval '1 second', product_id, location_client_id, location_patient_id, prescription_id
        from prescription_tasks, generate_series(1, 99) g where id = ${id}`;
      await h.db.execute(copy(a.id, sql`(g + 1)`));
      const [bCopy] = rowsOf<{ id: number }>(await h.db.execute(sql`${copy(b.id, sql`1`)} and g = 1 returning id`));
      const expected = await groupOrder(0, 10);
      expect(expected.slice(0, 2).map(([client]) => client)).toEqual([a.client, b.client]);
      const walkedOn = await pageOf(0, 10);
      expect(walkedOn.page).toEqual(expected);
      expect(walkedOn.statements).toBe(3);
      // The second statement walks on past B's task, the last the first batch read.
      expect(dialect.sqlToQuery(executed.mock.calls[1][0] as SQL).params).toContain(Number(bCopy.id));
      expect(await pageOf(0, 1)).toEqual({ page: await groupOrder(0, 1), statements: 1 });
    } finally {
      executed.mockRestore();
    }
  });
});

describe.each(testDatabases())('the page\'s statement is built once per shape and filled with each request\'s values (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });
  const { mapleGrove: MG, riverside: RV } = LOCATION;
  /** The groups' clients too: their visibility reads the caller's scope from the statement's values. */
  const withClients: Selection = new Map<string, Selection | null>([
    ['locationClientId', null],
    ['count', null],
    ['locationClient', new Map([['id', null]])],
  ]);

  /** A shaped page, and the texts of the statements it sent. */
  async function shapedPage(locationId: number, filter: TaskFilter, skip: number, take: number, works = [locationId]) {
    const executed = vi.spyOn(h.db, 'execute');
    try {
      const groups = await listTaskGroups({ db: h.db }, locationId, filter, skip, take, 0, undefined, { selection: withClients, scope: { locationIds: works, userId: null }, today: '2026-11-27' });
      const page = groups.map((g) => [g.locationClientId, g.count]);
      const clients = groups.map((g) => (g as unknown as Record<string, { id: number } | null | undefined>)[`${PRELOADED}locationClient`]?.id ?? null);
      return { page, clients, texts: executed.mock.calls.map((c) => dialect.sqlToQuery(c[0] as SQL).sql) };
    } finally {
      executed.mockRestore();
    }
  }

  it('another location, status and page of the same shape send the same text, answered with their own values', async () => {
    const first = await shapedPage(MG, { status: ['PENDING'] }, 0, 10);
    expect(first.page).toEqual(await groupPage(h.db, MG, { status: ['PENDING'] }, 0, 10));
    expect(first.page.length).toBeGreaterThan(0);
    expect(first.clients).toEqual(first.page.map(([client]) => client));
    const other = await shapedPage(RV, { status: ['VET_APPROVED'] }, 2, 5);
    expect(other.texts[0]).toBe(first.texts[0]);
    expect(other.page).toEqual(await groupPage(h.db, RV, { status: ['VET_APPROVED'] }, 2, 5));
    expect(other.page.length).toBeGreaterThan(0);
    expect(other.clients).toEqual(other.page.map(([client]) => client));
    // A caller who does not work at Maple Grove, after one who does: the kept text reads this caller's scope.
    const outsider = await shapedPage(MG, { status: ['PENDING'] }, 0, 10, [RV]);
    expect(outsider.texts[0]).toBe(first.texts[0]);
    expect(outsider.page).toEqual(first.page);
    expect(outsider.clients.every((id) => id === null)).toBe(true);
  });

  it('a filter of another shape sends another text', async () => {
    const one = await shapedPage(MG, { status: ['PENDING'], type: ['approval'] }, 0, 10);
    const two = await shapedPage(MG, { status: ['PENDING'], type: ['approval', 'renewal'] }, 0, 10);
    const spaced = await shapedPage(MG, { status: ['PENDING'], nameFilter: 'a m' }, 0, 10);
    const word = await shapedPage(MG, { status: ['PENDING'], nameFilter: 'am' }, 0, 10);
    expect(new Set([one, two, spaced, word].map((p) => p.texts[0])).size).toBe(4);
    expect(two.page).toEqual(await groupPage(h.db, MG, { status: ['PENDING'], type: ['approval', 'renewal'] }, 0, 10));
    expect(spaced.page).toEqual(await groupPage(h.db, MG, { status: ['PENDING'], nameFilter: 'a m' }, 0, 10));
  });

  it('any filter, location and page: the kept statements answer the GROUP BY pages', async () => {
    // Each filter besides the status set one time in four: most pages still reach tasks.
    const sometimes = <T>(arbitrary: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary, weight: 1 });
    const filter = fc.record({
      status: fc.subarray([...TASK_STATUSES, ...approvalStatusFilterOptions().map((o) => o.value), 'unknown'], { minLength: 1, maxLength: 3 }),
      type: sometimes(fc.subarray([...TASK_TYPES], { minLength: 1 })),
      productClassification: sometimes(fc.constantFrom(...PRODUCT_CLASSIFICATIONS)),
      nameFilter: sometimes(fc.constantFrom('ma', 'e', 'a m', 'zqxw', '%')),
      startDateTime: sometimes(fc.constantFrom('2020-01-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z', '2026-11-20T00:00:00.000Z')),
      endDateTime: sometimes(fc.constantFrom('2026-11-25T00:00:00.000Z', '2030-01-01T00:00:00.000Z')),
      isAutoship: sometimes(fc.boolean()),
      nextOrderDateStart: sometimes(fc.constantFrom('2026-01-01', '2026-12-01')),
      expirationDateEnd: sometimes(fc.constantFrom('2027-06-01', '2030-01-01')),
    });
    let answered = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(MG, RV), filter, fc.nat(6), fc.integer({ min: 1, max: 12 }), async (locationId, f, skip, take) => {
        const shaped = await shapedPage(locationId, f, skip, take);
        expect(shaped.page).toEqual(await groupPage(h.db, locationId, f, skip, take));
        expect(shaped.clients).toEqual(shaped.page.map(([client]) => client));
        if (shaped.page.length > 0) answered++;
      }),
      { numRuns: 60 },
    );
    // Not a comparison of empty pages: the filters reach tasks.
    expect(answered).toBeGreaterThanOrEqual(15);
  });
});
