/**
 * History pages resume after the previous page's last row, and a filter listing every approval type
 * needs no join to products. These tests prove each page is the one the straightforward
 * query (every join, ORDER BY … OFFSET … LIMIT) gives: paging forward page by page, jumping, going back,
 * and after a write.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { testDatabases, useTestDatabase } from '../testing/index.js';
import { prescriptionList, prescriptionPage } from './prescriptions.js';
import { approvalTypesFilter, prescriptionWhere, type PrescriptionFilter } from './prescription-filters.js';
import { noteWrite } from './process-cache.js';

const MG = LOCATION.mapleGrove;
const filters: Array<[string, PrescriptionFilter]> = [
  ['no filter', { locationId: MG }],
  ['every approval type', { locationId: MG, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'] }],
  ['Rx only', { locationId: MG, productApprovalTypeFilters: ['RX'] }],
  ['OTC and AOTC', { locationId: MG, productApprovalTypeFilters: ['otc', 'AOTC'] }],
  ['statuses, not archived', { locationId: MG, rxStatusFilters: ['DRAFT', 'CREATED'], archived: false }],
];

describe.each(testDatabases())('history pages (%s)', (kind) => {
  const h = useTestDatabase(kind, { demo: true });

  /** The filter over the products join, with the approval types as listed, paged by OFFSET. */
  async function reference(f: PrescriptionFilter, skip: number, take: number): Promise<number[]> {
    const types = f.productApprovalTypeFilters?.length
      ? inArray(t.products.productApprovalType, f.productApprovalTypeFilters.map((x) => ({ RX: 'Rx', OTC: 'OTC', AOTC: 'AOTC' })[x.toUpperCase()] ?? x))
      : undefined;
    const rows = await h.db
      .select({ id: t.prescriptions.id })
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .where(and(prescriptionWhere({ ...f, productApprovalTypeFilters: null }), types))
      .orderBy(desc(t.prescriptions.createdAt), desc(t.prescriptions.id))
      .limit(take)
      .offset(skip);
    return rows.map((r) => r.id);
  }
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

  it.each(filters)('%s: page by page, jumping and going back, the same rows as OFFSET', async (_label, f) => {
    const all = await reference(f, 0, 100_000);
    expect(all.length).toBeGreaterThan(0);
    const take = 7;
    for (let skip = 0; skip < all.length + take; skip += take) {
      expect(ids(await prescriptionList(h.db, f, skip, take))).toEqual(all.slice(skip, skip + take));
    }
    for (const skip of [3, 50, 9, all.length - 2, 0, 21, 22, 14]) {
      expect(ids(await prescriptionList(h.db, f, Math.max(0, skip), take))).toEqual(all.slice(Math.max(0, skip), Math.max(0, skip) + take));
    }
    const page = await prescriptionPage(h.db, f, 14, take, 10);
    expect(page.count).toBe(all.length);
    expect(ids(page.data)).toEqual(all.slice(14, 21));
  });

  it.each([
    ['not archived', { locationId: MG, archived: false }],
    ['Rx only, not archived (products join)', { locationId: MG, productApprovalTypeFilters: ['RX'], archived: false }],
  ] as Array<[string, PrescriptionFilter]>)('%s: a jump far ahead with no page end known (ids first) gives the OFFSET rows', async (_label, f) => {
    const all = await reference(f, 0, 100_000);
    expect(all.length).toBeGreaterThan(110);
    for (const skip of [all.length - 3, 105, 100, all.length + 5]) {
      expect(ids(await prescriptionList(h.db, f, skip, 10))).toEqual(all.slice(skip, skip + 10));
    }
  });

  it.each([
    ['no filter', { locationId: MG }],
    ['every approval type', { locationId: MG, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'] }],
  ] as Array<[string, PrescriptionFilter]>)('%s: a jump near the end of the whole list, read from its oldest end, gives the OFFSET rows', async (_label, f) => {
    const all = await reference(f, 0, 100_000);
    expect(all.length).toBeGreaterThan(250);
    // The last page (whole and partial), pages just past the middle, one past the end, far past it.
    const last = Math.floor((all.length - 1) / 10) * 10;
    for (const skip of [last, all.length - 10, all.length - 1, Math.ceil(all.length / 2) + 1, all.length - 150, all.length, all.length + 40]) {
      noteWrite(h.db); // no remembered page end: every one a fresh jump
      expect(ids(await prescriptionList(h.db, f, skip, 10))).toEqual(all.slice(skip, skip + 10));
    }
    // Paging on from a page read from the end resumes after its last row.
    noteWrite(h.db);
    await prescriptionList(h.db, f, all.length - 30, 10);
    expect(ids(await prescriptionList(h.db, f, all.length - 20, 10))).toEqual(all.slice(all.length - 20, all.length - 10));
  });

  it('pages of the same filter share their ends whatever else the caller passes (skip, take)', async () => {
    const f = { locationId: MG, productApprovalTypeFilters: ['RX'] } as PrescriptionFilter;
    const all = await reference(f, 0, 100_000);
    await prescriptionList(h.db, { ...f, skip: 0, take: 4 } as PrescriptionFilter, 0, 4);
    expect(ids(await prescriptionList(h.db, { ...f, skip: 4, take: 4 } as PrescriptionFilter, 4, 4))).toEqual(all.slice(4, 8));
  });

  it('a filter listing every approval type keeps every prescription, with no join', () => {
    expect(approvalTypesFilter({ locationId: MG, productApprovalTypeFilters: ['aotc', 'RX', 'OTC', 'RX'] })).toBeNull();
    expect(approvalTypesFilter({ locationId: MG, productApprovalTypeFilters: ['RX', 'OTC'] })).toEqual(['Rx', 'OTC']);
    expect(approvalTypesFilter({ locationId: MG, productApprovalTypeFilters: ['nonsense'] })).toEqual([]);
  });

  it('the database refuses a product of another approval type', async () => {
    await expect(h.db.execute(sql`update products set product_approval_type = 'Other' where id = 1`)).rejects.toThrow();
  });

  it('after a write, a page is again the one OFFSET gives', async () => {
    const f: PrescriptionFilter = { locationId: MG };
    await prescriptionList(h.db, f, 0, 5);
    await prescriptionList(h.db, f, 5, 5);
    // The newest prescription goes to the end of the list (an older date): every later page shifts by one.
    const [newest] = await reference(f, 0, 1);
    await h.db.update(t.prescriptions).set({ createdAt: new Date('2000-01-01T00:00:00Z') }).where(eq(t.prescriptions.id, newest));
    noteWrite(h.db);
    expect(ids(await prescriptionList(h.db, f, 10, 5))).toEqual(await reference(f, 10, 5));
    expect(ids(await prescriptionList(h.db, f, 5, 5))).toEqual(await reference(f, 5, 5));
  });
});
