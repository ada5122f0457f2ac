/**
 * The approvals queries join only what their filter needs (decision 0131). These tests prove the
 * answers are the ones the query with every join gives, for each filter that adds or drops a join.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countDistinct, eq } from 'drizzle-orm';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import type { RequestContext } from '../context/context.js';
import { freshDatabase, testDatabases } from '../testing/index.js';
import type { DatabaseHandle } from '../db/client.js';
import { approvalsTaskWhere, countTaskGroups, countTasks, listTaskGroups, listTasks, type TaskFilter } from './tasks.js';

const filters: Array<[string, TaskFilter]> = [
  ['no filter', {}],
  ['pending', { status: ['PENDING'] }],
  ['pending approvals and renewals', { status: ['PENDING'], type: ['approval', 'renewal'] }],
  ['name search', { status: ['PENDING'], nameFilter: 'ma' }],
  ['name search on a product', { nameFilter: 'tablet' }],
  ['classification', { productClassification: 'Pharmaceutical' }],
  ['workflow status', { currentWorkflowStatusId: '1' }],
  ['vet-approved or declined', { status: ['VET_APPROVED', 'vet-declined'] }],
];

describe.each(testDatabases())('approvals queries join only what the filter needs (%s)', (kind) => {
  let h: DatabaseHandle;
  let ctx: RequestContext;
  const MG = LOCATION.mapleGrove;

  beforeAll(async () => {
    h = await freshDatabase(kind, { demo: true });
    ctx = { db: h.db } as unknown as RequestContext;
  });
  afterAll(async () => {
    await h?.close();
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
    const reference = (await everyJoin({ id: t.prescriptionTasks.id, client: t.prescriptionTasks.locationClientId }).where(
      approvalsTaskWhere(MG, filter),
    )) as unknown as { id: number; client: number }[];
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
  });

  it('the filters above reach tasks (the comparison is not of empty lists)', async () => {
    expect(await countTasks(ctx, MG, { status: ['PENDING'] })).toBeGreaterThan(0);
    expect(await countTasks(ctx, MG, { nameFilter: 'ma' })).toBeGreaterThan(0);
  });
});
