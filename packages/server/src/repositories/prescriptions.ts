/**
 * Prescription records: a patient's prescriptions (paged in SQL with their total), a location's
 * prescriptions by status, the orders related to prescriptions (batched per request) and the order
 * lines the archive rule reads.
 */
import DataLoader from 'dataloader';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ArchiveOrder } from '@vetrx/core/archive';
import * as t from '../db/schema/index.js';
import { rowsOf, type DbOrTx } from '../db/client.js';
import type { OrderRow, PrescriptionRow } from './rows.js';
import { keepsWholeLocation, needsProductJoin, prescriptionWhere, type PrescriptionFilter } from './prescription-filters.js';
import { writeScopedCache } from './process-cache.js';
import { atCallerLocations, repositoryScope, requireTx, worksAt, type RepositoryScope } from './scope.js';
import { parsedJson, shapedText, shapeScope, type ShapedType, type ShapeScope } from './answer-shapes.js';
import type { Selection } from './selection.js';

/** Most prescriptions one page may ask for. */
export const MAX_PRESCRIPTION_TAKE = 500;

const clampTake = (take: number | null | undefined, fallback: number) => Math.max(0, Math.min(take ?? fallback, MAX_PRESCRIPTION_TAKE));

/** Where a page ended: the position after its last row, and that row's sort key (created_at as text, id). */
interface Boundary {
  position: number;
  createdAt: string;
  id: number;
}

/**
 * Page ends seen recently, per filter: the next page resumes after the last row of the
 * one before it (keyset), so page 5000 reads ten index entries instead of walking 49,990. Until the
 * next write on the database, or a minute, whichever comes first: a write may move rows between pages.
 */
const pageEnds = writeScopedCache<Boundary[]>({ ttlMs: 60_000, max: 2_000 });
/** From this many rows to skip, the page's ids are found first and its rows read after. */
const DEFERRED_OFFSET = 100;
/** Most page ends remembered per filter. */
const ENDS_PER_FILTER = 64;

/** The fields of a filter that choose rows (callers may pass more, e.g. skip and take). */
const FILTER_FIELDS = [
  'locationId',
  'locationClientId',
  'locationPatientId',
  'productId',
  'prescribingVetId',
  'rxStatusFilters',
  'startDateTime',
  'endDateTime',
  'archived',
  'productApprovalTypeFilters',
] as const satisfies ReadonlyArray<keyof PrescriptionFilter>;

function filterKey(filter: PrescriptionFilter): string {
  return JSON.stringify(FILTER_FIELDS.map((k) => {
    const v = filter[k];
    return v instanceof Date ? v.toISOString() : (v ?? null);
  }));
}

/** The history page as the operation asks for it: what it selects of each prescription, and whose scope their relations are read with. */
export interface ShapedPrescriptions {
  selection: Selection;
  scope: ShapeScope;
}

/** Relations the history page leaves to their resolvers: products, which their loader answers from the process's cache. */
const FROM_THE_CATALOGUE: ReadonlySet<ShapedType> = new Set(['Product']);

/**
 * A page of prescriptions matching a filter, newest first (created_at, then id), from position `skip`:
 * the same rows as ORDER BY … OFFSET skip LIMIT take. When a page ending at or before `skip` was read
 * since the last write, the query starts after that page's last row and skips only the rest. A jump
 * deep into a location's whole list nearer its end than its start reads from the end.
 */
export async function prescriptionList(db: DbOrTx, filter: PrescriptionFilter, skip: number, take: number, shaped?: ShapedPrescriptions): Promise<PrescriptionRow[]> {
  if (take <= 0) return [];
  const key = filterKey(filter);
  const ends = pageEnds.get(db, key) ?? [];
  let from: Boundary | null = null;
  for (const end of ends) if (end.position <= skip && (!from || end.position > from.position)) from = end;
  const p = t.prescriptions;
  const where = and(prescriptionWhere(filter), from ? sql`(${p.createdAt}, ${p.id}) < (${from.createdAt}::timestamptz, ${from.id})` : undefined);
  const offset = skip - (from?.position ?? 0);
  const select = { p, createdAtKey: sql<string>`${p.createdAt}::text`.as('created_at_key') };
  const join = needsProductJoin(filter);
  const answer = shaped ? shapedText('history page', shaped.selection, (build) => build.object('Prescription', shaped.selection, sql`${p}`), FROM_THE_CATALOGUE) : null;
  /**
   * The rows of `rows` (a statement of whole rows and their key, in order) as the selection asks for
   * them: each built as JSON in the same statement, in the same order.
   */
  const answered = async (rows: SQL, by: SQL[]): Promise<{ p: PrescriptionRow; createdAtKey: string }[]> =>
    rowsOf<{ answer: PrescriptionRow | string; created_at_key: string; id: number }>(
      await db.execute(sql`with ${shapeScope(shaped!.scope)} select ${answer} as answer, ${p}.created_at_key, ${p}.id from (${rows}) as ${p} order by ${sql.join(by, sql`, `)}`),
    ).map((r) => ({ p: { ...parsedJson(r.answer), id: Number(r.id) }, createdAtKey: r.created_at_key }));
  /**
   * The page read in one direction from `offset` rows in: newest first, or oldest first (and turned
   * round) for a page nearer the end of the list than its start.
   */
  const read = async (order: 'newest' | 'oldest', where: SQL | undefined, offset: number, limit: number): Promise<{ p: PrescriptionRow; createdAtKey: string }[]> => {
    const by = order === 'newest' ? [desc(p.createdAt), desc(p.id)] : [asc(p.createdAt), asc(p.id)];
    let rows;
    if (offset < DEFERRED_OFFSET) {
      const q = db.select(select).from(p);
      rows = (join ? q.innerJoin(t.products, eq(t.products.id, p.productId)) : q).where(where).orderBy(...by).limit(limit).offset(offset);
    } else {
      // A deep OFFSET skips index entries, not rows: the ids come from the keyset index alone (no heap
      // read for the skipped rows), then only the page's rows are read.
      const q = db.select({ id: p.id }).from(p);
      const ids = (join ? q.innerJoin(t.products, eq(t.products.id, p.productId)) : q).where(where).orderBy(...by).limit(limit).offset(offset);
      rows = db.select(select).from(p).where(inArray(p.id, ids)).orderBy(...by);
    }
    return answer ? answered(sql`${rows}`, by) : rows;
  };
  let rows: { p: PrescriptionRow; createdAtKey: string }[] | null = null;
  if (offset >= DEFERRED_OFFSET && keepsWholeLocation(filter)) {
    // A jump deep into a location's whole list (its last page, say): the kept count
    // says how many rows follow the page; fewer than precede it, the page is read from the oldest end,
    // its offset the rows after it.
    const total = await keptPrescriptionCount(db, filter.locationId);
    const after = total - skip - take;
    if (total - skip < offset) {
      if (skip >= total) return [];
      rows = (await read('oldest', prescriptionWhere(filter), Math.max(0, after), Math.min(take, total - skip))).reverse();
    }
  }
  rows ??= await read('newest', where, offset, take);
  const last = rows.at(-1);
  if (last && rows.length === take) {
    const end: Boundary = { position: skip + take, createdAt: last.createdAtKey, id: last.p.id };
    pageEnds.set(db, key, [end, ...ends.filter((e) => e.position !== end.position)].slice(0, ENDS_PER_FILTER));
  }
  return rows.map((r) => r.p);
}

/** How many prescriptions a location has: the trigger-kept count. */
export async function keptPrescriptionCount(db: DbOrTx, locationId: number): Promise<number> {
  const [row] = await db.select({ n: t.locationPrescriptionCounts.n }).from(t.locationPrescriptionCounts).where(eq(t.locationPrescriptionCounts.locationId, locationId));
  return Number(row?.n ?? 0);
}

/** A page of prescriptions matching a filter, newest first, and how many match in all. */
export async function prescriptionPage(
  db: DbOrTx,
  filter: PrescriptionFilter,
  skip: number | null | undefined,
  take: number | null | undefined,
  fallbackTake: number,
): Promise<{ count: number; data: PrescriptionRow[] }> {
  const where = prescriptionWhere(filter);
  const countQuery = db.select({ n: count() }).from(t.prescriptions);
  const [[{ n }], data] = await Promise.all([
    (needsProductJoin(filter) ? countQuery.innerJoin(t.products, eq(t.products.id, t.prescriptions.productId)) : countQuery).where(where),
    prescriptionList(db, filter, Math.max(0, skip ?? 0), clampTake(take, fallbackTake)),
  ]);
  return { count: Number(n), data };
}

const orderLoaders = new WeakMap<object, DataLoader<number, OrderRow[]>>();

/**
 * Per-request loader: the orders with a line item for each prescription, newest first (one query per
 * batch of prescriptions); only orders of the caller's locations. Takes the request's repositories
 * (`ctx.repos`) and reads through their scope, never the request context.
 *
 * @example
 * const orders = await ordersByPrescription(ctx.repos).load(prescription.id);
 */
export function ordersByPrescription(repos: object): DataLoader<number, OrderRow[]> {
  let loader = orderLoaders.get(repos);
  if (!loader) {
    loader = new DataLoader<number, OrderRow[]>(async (ids) => {
      const scope = repositoryScope(repos);
      const rows = await scope.db
        .selectDistinct({ prescriptionId: t.orderLineItems.prescriptionId, order: t.orders })
        .from(t.orderLineItems)
        .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
        .where(and(inArray(t.orderLineItems.prescriptionId, ids as number[]), inArray(t.orders.locationId, scope.locationIds.length ? [...scope.locationIds] : [-1])));
      const map = new Map<number, OrderRow[]>();
      for (const r of rows) {
        const list = map.get(r.prescriptionId!) ?? [];
        list.push(r.order);
        map.set(r.prescriptionId!, list);
      }
      for (const list of map.values()) list.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
      return ids.map((id) => map.get(id) ?? []);
    });
    orderLoaders.set(repos, loader);
  }
  return loader;
}

/**
 * The related orders of a prescription as the archive rule reads them: every order with a line for
 * the prescription, with ALL its line items (prescribing §4 Archive: "every line item of related
 * orders") and whether each has a shipment. `atLocations` keeps the prescription to the caller's locations.
 */
async function archiveOrdersOf(db: DbOrTx, prescriptionId: number, atLocations: SQL): Promise<ArchiveOrder[]> {
  const orderIds = db
    .select({ id: t.orderLineItems.orderId })
    .from(t.orderLineItems)
    .innerJoin(t.prescriptions, eq(t.prescriptions.id, t.orderLineItems.prescriptionId))
    .where(and(eq(t.orderLineItems.prescriptionId, prescriptionId), atLocations));
  const lines = await db
    .select({ orderId: t.orderLineItems.orderId, status: t.orderLineItems.status, shipped: t.orderLineItems.shipped, shipmentId: t.shipments.id })
    .from(t.orderLineItems)
    .leftJoin(t.shipments, eq(t.shipments.lineItemId, t.orderLineItems.id))
    .where(inArray(t.orderLineItems.orderId, orderIds));
  const byOrder = new Map<number, { status: string; shipped: boolean; shipment: object | null }[]>();
  for (const l of lines) {
    const list = byOrder.get(l.orderId) ?? [];
    list.push({ status: l.status, shipped: l.shipped, shipment: l.shipmentId == null ? null : { id: l.shipmentId } });
    byOrder.set(l.orderId, list);
  }
  return [...byOrder.values()].map((lineItems) => ({ lineItems }));
}

/** A prescription by id at the caller's locations — in the statement — or null. */
async function findPrescription(scope: RepositoryScope, id: number): Promise<PrescriptionRow | null> {
  const [row] = await scope.db
    .select()
    .from(t.prescriptions)
    .where(and(eq(t.prescriptions.id, id), atCallerLocations(scope, t.prescriptions.locationId)))
    .limit(1);
  return row ?? null;
}

/** Active workflow statuses, by id. */
export async function activeWorkflowStatuses(db: DbOrTx) {
  return db.select().from(t.workflowStatuses).where(eq(t.workflowStatuses.isActive, true)).orderBy(t.workflowStatuses.id);
}

/** A workflow status that may be assigned (exists and is active), or null. */
export async function assignableWorkflowStatus(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(t.workflowStatuses)
    .where(and(eq(t.workflowStatuses.id, id), eq(t.workflowStatuses.isActive, true)))
    .limit(1);
  return row ?? null;
}

/** The conditional writes of DeclinePrescription and ArchivePrescription, in the caller's transaction (`atLocations`: the caller's locations). */
const prescriptionRecordWrites = {
  /** Declines a prescription still in the status read and not archived; null when it changed meanwhile. */
  async decline(tx: DbOrTx, rx: PrescriptionRow, change: { code: string; reason: string; byLocationUserId: number; now: Date }, atLocations: SQL): Promise<PrescriptionRow | null> {
    const [after] = await tx
      .update(t.prescriptions)
      .set({ rxStatusCode: change.code, declineReason: change.reason, declinedByLocationUserId: change.byLocationUserId, isFillable: false, updatedAt: change.now })
      .where(and(eq(t.prescriptions.id, rx.id), eq(t.prescriptions.rxStatusCode, rx.rxStatusCode), eq(t.prescriptions.archived, false), atLocations))
      .returning();
    return after ?? null;
  },
  /** Archives a prescription not archived yet; null when it was archived meanwhile. */
  async archive(tx: DbOrTx, rx: PrescriptionRow, change: { byLocationUserId: number; now: Date }, atLocations: SQL): Promise<PrescriptionRow | null> {
    const [after] = await tx
      .update(t.prescriptions)
      .set({ archived: true, archivedByLocationUserId: change.byLocationUserId, archivedAt: change.now, isFillable: false, updatedAt: change.now })
      .where(and(eq(t.prescriptions.id, rx.id), eq(t.prescriptions.archived, false), atLocations))
      .returning();
    return after ?? null;
  },
};

/** The prescription records repository of one request: reads bound to the caller's locations. */
export function prescriptionRecordsRepository(scope: RepositoryScope) {
  return {
    /** The orders the archive rule reads, in the mutation's transaction; none for a prescription of another location. */
    archiveOrders: (prescriptionId: number) => archiveOrdersOf(requireTx(scope), prescriptionId, atCallerLocations(scope, t.prescriptions.locationId)),
    /** Declines a prescription still in the status read (DeclinePrescription); null when it changed meanwhile. */
    decline: (rx: PrescriptionRow, change: { code: string; reason: string; byLocationUserId: number; now: Date }) =>
      prescriptionRecordWrites.decline(requireTx(scope), rx, change, atCallerLocations(scope, t.prescriptions.locationId)),
    /** Archives a prescription not archived yet (ArchivePrescription); null when it was archived meanwhile. */
    archive: (rx: PrescriptionRow, change: { byLocationUserId: number; now: Date }) =>
      prescriptionRecordWrites.archive(requireTx(scope), rx, change, atCallerLocations(scope, t.prescriptions.locationId)),
    /** A prescription of one of the caller's locations, or null. */
    byId: (id: number): Promise<PrescriptionRow | null> => findPrescription(scope, id),
    /** A page of a location's prescriptions (nothing for a location the caller does not work at). */
    page(filter: PrescriptionFilter, skip: number | null | undefined, take: number | null | undefined, fallbackTake: number) {
      if (!worksAt(scope, filter.locationId)) return Promise.resolve({ count: 0, data: [] as PrescriptionRow[] });
      return prescriptionPage(scope.db, filter, skip, take, fallbackTake);
    },
  };
}
