/**
 * Orders (clients §2 Order History, §7 Orders), bound to the caller's locations: lists and counts of a
 * location's or of patients' orders, filtered by a client or patient name (≤ 30 characters), status
 * codes and an order date range, newest first, paged in SQL; one order; the line items of a
 * prescription. A record of another location is `null` (the resolver answers NOT_FOUND).
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ORDER_NAME_FILTER_MAX } from '@vetrx/core/order';
import { maxLengthMessage } from '@vetrx/core/common';
import * as t from '../db/schema/index.js';
import { badInput } from '../errors.js';
import { likePattern } from './clients.js';
import { worksAt, type RepositoryScope } from './scope.js';

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
  if (Number.isNaN(d.getTime())) throw badInput('Invalid date', { [field]: 'Invalid date' });
  return d;
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
  const name = f.nameSearchInput?.trim();
  if (name) {
    if (name.length > ORDER_NAME_FILTER_MAX) {
      const message = maxLengthMessage(ORDER_NAME_FILTER_MAX);
      throw badInput(message, { nameSearchInput: message });
    }
    const p = likePattern(name);
    conditions.push(sql`(
      ${o.locationClientId} in (
        select id from ${t.locationClients}
        where lower(first_name) like ${p} or lower(last_name) like ${p}
          or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${p})
      or ${o.id} in (
        select li.order_id from ${t.orderLineItems} li
        join ${t.locationPatients} lp on lp.id = li.location_patient_id
        where lower(lp.name) like ${p}))`);
  }
  if (f.statusFilter?.length) conditions.push(inArray(o.statusCode, [...f.statusFilter]));
  if (f.startDateFilter) conditions.push(gte(o.createdAt, date(f.startDateFilter, 'startDateFilter')));
  if (f.endDateFilter) conditions.push(lte(o.createdAt, date(f.endDateFilter, 'endDateFilter')));
  return and(...conditions);
}

/** The orders repository of one request. */
export function ordersRepository(scope: RepositoryScope) {
  return {
    /** A page of orders, newest first. */
    list(selection: OrderSelection, f: OrderFilters, page: { limit: number; offset: number }) {
      return scope.db
        .select()
        .from(o)
        .where(orderWhere(scope, selection, f))
        .orderBy(desc(o.createdAt), desc(o.id))
        .limit(page.limit)
        .offset(page.offset);
    },
    /** How many orders the filters match. */
    async count(selection: OrderSelection, f: OrderFilters): Promise<number> {
      const [{ n }] = await scope.db.select({ n: count() }).from(o).where(orderWhere(scope, selection, f));
      return Number(n);
    },
    /** One order of the caller's locations, or null. */
    async byId(id: number) {
      const row = await scope.loaders.order.load(id);
      return row && worksAt(scope, row.locationId) ? row : null;
    },
    /** The line items of a prescription of the caller's locations (null: not theirs), newest order first. */
    async lineItemsOfPrescription(prescriptionId: number) {
      const rx = await scope.loaders.prescription.load(prescriptionId);
      if (!rx || !worksAt(scope, rx.locationId)) return null;
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
