/**
 * Order history (clients §2 Order History, §7 Orders): orders of a location or of patients, filtered by
 * a client or patient name (≤ 30 characters), status codes and an order date range, newest first,
 * paged in SQL; one order; the status list; the line items of a prescription.
 */
import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { ORDER_NAME_FILTER_MAX } from '@vetrx/core/order';
import { maxLengthMessage } from '@vetrx/core/common';
import { parseId, type RequestContext } from '../../context/context.js';
import * as t from '../../db/schema/index.js';
import { badInput, notFound } from '../../errors.js';
import { likePattern } from '../../repositories/clients.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { pageOffset, pageSize } from './clients-scope.js';

const o = t.orders;

export interface OrderFilters {
  nameSearchInput?: string | null;
  statusFilter?: readonly string[] | null;
  startDateFilter?: string | Date | null;
  endDateFilter?: string | Date | null;
}

function date(value: string | Date, field: string): Date {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw badInput('Invalid date', { [field]: 'Invalid date' });
  return d;
}

/**
 * WHERE clause of the order lists and count. The name matches the client's first name, last name or
 * full name, or the name of a patient on one of the order's lines (contains, case-insensitive).
 */
export function orderWhere(scope: { locationIds: number[]; locationPatientIds?: number[] }, f: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [inArray(o.locationId, scope.locationIds)];
  if (scope.locationPatientIds) {
    conditions.push(
      scope.locationPatientIds.length
        ? sql`${o.id} in (select order_id from ${t.orderLineItems} where location_patient_id in ${scope.locationPatientIds})`
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

function listOrders(ctx: RequestContext, where: SQL | undefined, take: number | null | undefined, skip: number | null | undefined) {
  return ctx.db
    .select()
    .from(o)
    .where(where)
    .orderBy(desc(o.createdAt), desc(o.id))
    .limit(pageSize(take, 10))
    .offset(pageOffset(skip));
}

/** The patients' ids, each checked to be in the caller's locations (NOT_FOUND otherwise). */
async function scopedPatientIds(ctx: RequestContext, ids: readonly (string | number)[]): Promise<{ patientIds: number[]; locationIds: number[] }> {
  ctx.requireUser();
  const patientIds = [...new Set(ids.map((id) => parseId(id, 'Patient')))];
  const rows = await ctx.loaders.locationPatient.loadMany(patientIds);
  const locations = new Set<number>();
  for (const row of rows) {
    if (!row || row instanceof Error || !ctx.locationIds.includes(row.locationId)) throw notFound('Patient');
    locations.add(row.locationId);
  }
  return { patientIds, locationIds: [...locations] };
}

export const orderResolvers: Resolvers = {
  Query: {
    getOrdersByLocationId: (_p, { locationId, skip, take, ...f }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return listOrders(ctx, orderWhere({ locationIds: [m.locationId] }, f), take, skip);
    },
    getOrdersByLocationPatientIds: async (_p, { locationPatientIds, skip, take, ...f }, ctx) => {
      const scope = await scopedPatientIds(ctx, locationPatientIds);
      if (scope.patientIds.length === 0) return [];
      return listOrders(ctx, orderWhere({ locationIds: scope.locationIds, locationPatientIds: scope.patientIds }, f), take, skip);
    },
    getOrdersCount: async (_p, { locationId, locationPatientIds, ...f }, ctx) => {
      const m = ctx.requireLocation(locationId);
      let patientIds: number[] | undefined;
      if (locationPatientIds) {
        const scope = await scopedPatientIds(ctx, locationPatientIds);
        if (scope.locationIds.some((id) => id !== m.locationId)) throw notFound('Patient');
        patientIds = scope.patientIds;
      }
      const [{ n }] = await ctx.db.select({ n: count() }).from(o).where(orderWhere({ locationIds: [m.locationId], locationPatientIds: patientIds }, f));
      return Number(n);
    },
    getOrderStatus: async (_p, _a, ctx) => {
      ctx.requireUser();
      return [...(await ctx.loaders.reference()).orderStatuses.values()]
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: String(s.id), code: s.code, description: s.description }));
    },
    getOrder: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.loaders.order.load(parseId(id, 'Order'));
      if (!row || !ctx.locationIds.includes(row.locationId)) throw notFound('Order');
      return row;
    },
    getLineItemsByPrescriptionId: async (_p, { prescriptionId }, ctx) => {
      ctx.requireUser();
      const rx = await ctx.loaders.prescription.load(parseId(prescriptionId, 'Prescription'));
      if (!rx || !ctx.locationIds.includes(rx.locationId)) throw notFound('Prescription');
      const rows = await ctx.db
        .select({ li: t.orderLineItems })
        .from(t.orderLineItems)
        .innerJoin(o, eq(o.id, t.orderLineItems.orderId))
        .where(and(eq(t.orderLineItems.prescriptionId, rx.id), eq(o.locationId, rx.locationId)))
        .orderBy(desc(o.createdAt), desc(t.orderLineItems.id));
      return rows.map((r) => r.li);
    },
  },
  LineItem: {
    order: (li, _a, ctx) => (li.orderId ? ctx.loaders.order.load(li.orderId) : null),
  },
};
