/**
 * Orders (clients §2 Order History, §7 Orders), bound to the caller's locations: lists and counts of a
 * location's or of patients' orders, filtered by a client or patient name (≤ 30 characters), status
 * codes and an order date range, newest first, paged in SQL; one order; the line items of a
 * prescription. A record of another location is `null` (the resolver answers NOT_FOUND).
 */
import { and, count, desc, eq, gte, inArray, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { CLIENT_LIMITS } from '@vetrx/core/client';
import { ORDER_STATUSES } from '@vetrx/core/order';
import { maxLengthMessage } from '@vetrx/core/common';
import * as t from '../db/schema/index.js';
import { rowsOf } from '../db/client.js';
import { Invalid } from './errors.js';
import { likePattern } from './clients.js';
import { atCallerLocations, worksAt, type RepositoryScope } from './scope.js';
import { shapedList, shapedText } from './answer-shapes.js';
import type { Selection } from './selection.js';

const o = t.orders;

/** The filters of the order lists and count. */
export interface OrderFilters {
  nameSearchInput?: string | null;
  statusFilter?: readonly string[] | null;
  startDateFilter?: string | Date | null;
  endDateFilter?: string | Date | null;
}

/** Which orders: those of some of the caller's locations, optionally only those with lines for some patients. */
export interface OrderSelection {
  locationIds: readonly number[];
  locationPatientIds?: readonly number[];
}

function date(value: string | Date, field: string): Date {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new Invalid('Invalid date', { [field]: 'Invalid date' });
  return d;
}

/** The name filter's text, trimmed (null when empty); BAD_USER_INPUT over `CLIENT_LIMITS.orderNameFilter` characters. */
function checkedName(f: OrderFilters): string | null {
  const name = f.nameSearchInput?.trim();
  if (!name) return null;
  if (name.length > CLIENT_LIMITS.orderNameFilter) {
    const message = maxLengthMessage(CLIENT_LIMITS.orderNameFilter);
    throw new Invalid(message, { nameSearchInput: message });
  }
  return name;
}

/**
 * A client row (of `clients`) named so: first name, last name or full name containing the text. The
 * full name is tested only for a text with white space: without one, a text inside "first last" is
 * inside the first or the last name — and the two names have trigram indexes, the full name none.
 */
function clientNamed(clients: { firstName: AnyColumn | SQL; lastName: AnyColumn | SQL }, name: string): SQL {
  const p = likePattern(name);
  return or(
    sql`lower(${clients.firstName}) like ${p}`,
    sql`lower(${clients.lastName}) like ${p}`,
    /\s/.test(name) ? sql`lower(coalesce(${clients.firstName}, '') || ' ' || coalesce(${clients.lastName}, '')) like ${p}` : undefined,
  )!;
}

/**
 * The order ids of line items with a patient named so: of one order (`orderId`), or of the patients
 * of `locations` — an order's patients are of its location, so the set reads only those locations'
 * matches from the (location, name) index.
 */
function patientNamedLines(name: string, of: { orderId: AnyColumn | SQL | SQL.Aliased } | { locations: readonly number[] }): SQL {
  const which = 'orderId' in of ? sql`li.order_id = ${of.orderId}` : inArray(sql`lp.location_id`, [...of.locations]);
  return sql`select li.order_id from ${t.orderLineItems} li
    join ${t.locationPatients} lp on lp.id = li.location_patient_id
    where lower(lp.name) like ${likePattern(name)} and ${which}`;
}

/**
 * The name filter as sets of ids: every client and line of `locations` named so (trigram index scans
 * from 3 characters). An order's client and patients are of its location, so each set reads only the
 * listed locations' matches, from the (location, name) indexes: a surname 1,319
 * clients of the practice share read 579.
 */
function nameSets(name: string, locations: readonly number[]): SQL {
  const lc = t.locationClients;
  return sql`(${o.locationClientId} in (select ${lc.id} from ${lc} where ${inArray(lc.locationId, [...locations])} and (${clientNamed(lc, name)}))
    or ${o.id} in (${patientNamedLines(name, { locations })}))`;
}

/**
 * How many of the newest orders a name shorter than a trigram is tested against row by row before the
 * sets are built: for one or two characters the sets are sequential scans of every
 * client and patient (0.3–0.5 s at 200k clients), while a common text fills a page from a few dozen
 * orders.
 */
export const ORDER_NAME_WALK_WINDOW = 1_000;

/** Texts of this length and more are served by the names' trigram indexes. */
const TRIGRAM = 3;

/**
 * The newest `n` orders of the filters but the name, newest first: a FROM item of (id, client_id,
 * created_at). For one location and two statuses or more, one ordered scan of the (location, status,
 * created_at) index per status, each stopped at `n`, merged in order: the location's
 * (location, created_at) index walked newest first tests each order's status and reads every order of
 * the other statuses on its way — on the 1M practice, completed, shipped or fulfilled in the last 30
 * days read 17,654 orders for 69 (its newest 11 days are all open). Otherwise that walk.
 */
function newestOrders(scope: RepositoryScope, selection: OrderSelection, f: OrderFilters, n: number, merged = mergedStatuses(scope, selection, f)): SQL {
  const head = (statuses: readonly string[] | null | undefined) =>
    sql`(select ${o.id} as id, ${o.locationClientId} as client_id, ${o.createdAt} as created_at from ${o}
      where ${orderWhere(scope, selection, { ...f, nameSearchInput: null, statusFilter: statuses })}
      order by ${o.createdAt} desc, ${o.id} desc limit ${n})`;
  if (!merged) return head(f.statusFilter);
  const scans = sql.join(
    merged.map((status) => head([status])),
    sql` union all `,
  );
  return sql`(select * from (${scans}) as merged order by created_at desc, id desc limit ${n})`;
}

/**
 * The distinct statuses {@link newestOrders} reads one scan each of, or null when it walks: one
 * location, no patients, from two statuses to as many as there are (the filter is a list of any
 * strings: a request of thousands would otherwise be a statement of thousands of scans to plan).
 */
function mergedStatuses(scope: RepositoryScope, selection: OrderSelection, f: OrderFilters): string[] | null {
  const statuses = [...new Set(f.statusFilter ?? [])];
  const one = !selection.locationPatientIds && selection.locationIds.filter((id) => worksAt(scope, id)).length === 1;
  return one && statuses.length >= 2 && statuses.length <= ORDER_STATUSES.length ? statuses : null;
}

/**
 * The ids of a page of a name-filtered list, from the newest `window` orders of the other filters, each
 * tested on its own row (`offset 0` keeps PostgreSQL from turning the tests into sets); null when those
 * orders do not fill the page (the caller then asks the sets). The head is a prefix of the list in its
 * order, so the first matches in it are the list's first matches.
 */
async function pageByWalkingNames(scope: RepositoryScope, selection: OrderSelection, f: OrderFilters, name: string, page: { limit: number; offset: number }, window: number): Promise<number[] | null> {
  const wanted = page.offset + page.limit;
  if (wanted > window) return null;
  const lc = { firstName: sql`lc.first_name`, lastName: sql`lc.last_name` };
  const rows = rowsOf<{ id: number }>(
    await scope.db.execute(sql`select head.id from ${newestOrders(scope, selection, f, window)} as head
      where exists (select 1 from ${t.locationClients} lc where lc.id = head.client_id and ${clientNamed(lc, name)} offset 0)
        or exists (${patientNamedLines(name, { orderId: sql`head.id` })} offset 0)
      order by head.created_at desc, head.id desc limit ${wanted}`),
  );
  if (rows.length < wanted) return null;
  return rows.slice(page.offset).map((r) => Number(r.id));
}

/**
 * WHERE clause of the order lists and count, always inside the caller's locations. The name matches
 * the client's first name, last name or full name, or the name of a patient on one of the order's lines
 * (contains, case-insensitive).
 */
function orderWhere(scope: RepositoryScope, selection: OrderSelection, f: OrderFilters): SQL | undefined {
  const locations = selection.locationIds.filter((id) => worksAt(scope, id));
  const conditions: (SQL | undefined)[] = [locations.length ? inArray(o.locationId, locations) : sql`false`];
  if (selection.locationPatientIds) {
    conditions.push(
      selection.locationPatientIds.length
        ? sql`${o.id} in (select order_id from ${t.orderLineItems} where location_patient_id in ${[...selection.locationPatientIds]})`
        : sql`false`,
    );
  }
  const name = checkedName(f);
  if (name && locations.length) conditions.push(nameSets(name, locations));
  if (f.statusFilter?.length) conditions.push(inArray(o.statusCode, [...f.statusFilter]));
  if (f.startDateFilter) conditions.push(gte(o.createdAt, date(f.startDateFilter, 'startDateFilter')));
  if (f.endDateFilter) conditions.push(lte(o.createdAt, date(f.endDateFilter, 'endDateFilter')));
  return and(...conditions);
}

type OrderRow = typeof o.$inferSelect;

/**
 * The statement of a page of orders (whole rows, newest first): by walking the newest orders for a
 * short name, from the merged scans of several statuses, or by the filters' WHERE.
 */
async function pageRowsOf(scope: RepositoryScope, selection: OrderSelection, f: OrderFilters, page: { limit: number; offset: number }, nameWindow: number) {
  const name = checkedName(f);
  const walked = name && name.length < TRIGRAM && page.limit > 0 ? await pageByWalkingNames(scope, selection, f, name, page, nameWindow) : null;
  const newestFirst = [desc(o.createdAt), desc(o.id)];
  // Wrapped: a query builder returned from an async function would be run by the await.
  if (walked) return { query: scope.db.select().from(o).where(inArray(o.id, walked)).orderBy(...newestFirst) };
  // Several statuses without a name: the page from the merged scans.
  const merged = name ? null : mergedStatuses(scope, selection, f);
  if (merged) {
    const ids = sql`(select head.id from ${newestOrders(scope, selection, f, page.offset + page.limit, merged)} as head
      order by head.created_at desc, head.id desc limit ${page.limit} offset ${page.offset})`;
    return { query: scope.db.select().from(o).where(inArray(o.id, ids)).orderBy(...newestFirst) };
  }
  return { query: scope.db.select().from(o).where(orderWhere(scope, selection, f)).orderBy(...newestFirst).limit(page.limit).offset(page.offset) };
}

/** The orders repository of one request. */
export function ordersRepository(scope: RepositoryScope) {
  return {
    /**
     * A page of orders, newest first. With the operation's selection of each order (`fields`) that a
     * statement can build, the page is read as its answer in the same statement, with each order's
     * client, lines, their products, patients and shipments; rows otherwise.
     */
    async list(selection: OrderSelection, f: OrderFilters, page: { limit: number; offset: number }, nameWindow = ORDER_NAME_WALK_WINDOW, fields?: Selection): Promise<OrderRow[]> {
      const { query } = await pageRowsOf(scope, selection, f, page, nameWindow);
      const answer = fields ? shapedText('order list', fields, (build) => build.object('Order', fields, sql`${o}`)) : null;
      if (!answer) return query;
      return shapedList<OrderRow>(scope.db, scope, answer, sql`${query}`, o, [desc(o.createdAt), desc(o.id)]);
    },
    /** How many orders the filters match. */
    async count(selection: OrderSelection, f: OrderFilters): Promise<number> {
      const [{ n }] = await scope.db.select({ n: count() }).from(o).where(orderWhere(scope, selection, f));
      return Number(n);
    },
    /** One order of the caller's locations — in the statement — or null. */
    async byId(id: number): Promise<OrderRow | null> {
      const [row] = await scope.db.select().from(o).where(and(eq(o.id, id), atCallerLocations(scope, o.locationId))).limit(1);
      return row ?? null;
    },
    /** The line items of a prescription of the caller's locations (null: not theirs), newest order first. */
    async lineItemsOfPrescription(prescriptionId: number) {
      const [rx] = await scope.db
        .select({ id: t.prescriptions.id, locationId: t.prescriptions.locationId })
        .from(t.prescriptions)
        .where(and(eq(t.prescriptions.id, prescriptionId), atCallerLocations(scope, t.prescriptions.locationId)))
        .limit(1);
      if (!rx) return null;
      const rows = await scope.db
        .select({ li: t.orderLineItems })
        .from(t.orderLineItems)
        .innerJoin(o, eq(o.id, t.orderLineItems.orderId))
        .where(and(eq(t.orderLineItems.prescriptionId, rx.id), eq(o.locationId, rx.locationId)))
        .orderBy(desc(o.createdAt), desc(t.orderLineItems.id));
      return rows.map((r) => r.li);
    },
  };
}
