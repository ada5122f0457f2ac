/**
 * Order history (clients §2 Order History, §7 Orders): orders of a location or of patients, filtered by
 * a client or patient name (≤ 30 characters), status codes and an order date range, newest first,
 * paged in SQL; one order; the status list; the line items of a prescription. The SQL is in the
 * caller-bound orders repository (`ctx.repos.orders`).
 */
import { CLIENT_PAGE_SIZES } from '@vetrx/core/client';
import { parseId, type RequestContext } from '../../context/context.js';
import { notFound } from '../../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { pageOffset, pageSize } from './clients-scope.js';
import { selectionOf } from '../selection.js';

const page = (take: number | null | undefined, skip: number | null | undefined) => ({ limit: pageSize(take, CLIENT_PAGE_SIZES.orderHistory), offset: pageOffset(skip) });

/** The patients' ids, each checked to be in the caller's locations — or at `at` only (NOT_FOUND otherwise). */
async function scopedPatientIds(ctx: RequestContext, ids: readonly (string | number)[], at?: number): Promise<{ patientIds: number[]; locationIds: number[] }> {
  ctx.requireUser();
  const patientIds = [...new Set(ids.map((id) => parseId(id, 'Patient')))];
  const rows = await (at === undefined ? ctx.repos : ctx.repos.at(at)).records.patients(patientIds);
  const locations = new Set<number>();
  for (const row of rows) {
    if (!row) throw notFound('Patient');
    locations.add(row.locationId);
  }
  return { patientIds, locationIds: [...locations] };
}

export const orderResolvers: Resolvers = {
  Query: {
    getOrdersByLocationId: (_p, { locationId, skip, take, ...f }, ctx, info) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.orders.list({ locationIds: [m.locationId] }, f, page(take, skip), undefined, selectionOf(info));
    },
    getOrdersByLocationPatientIds: async (_p, { locationPatientIds, skip, take, ...f }, ctx, info) => {
      const scope = await scopedPatientIds(ctx, locationPatientIds);
      if (scope.patientIds.length === 0) return [];
      return ctx.repos.orders.list({ locationIds: scope.locationIds, locationPatientIds: scope.patientIds }, f, page(take, skip), undefined, selectionOf(info));
    },
    getOrdersCount: async (_p, { locationId, locationPatientIds, ...f }, ctx) => {
      const m = ctx.requireLocation(locationId);
      let patientIds: number[] | undefined;
      if (locationPatientIds) {
        patientIds = (await scopedPatientIds(ctx, locationPatientIds, m.locationId)).patientIds;
      }
      return ctx.repos.orders.count({ locationIds: [m.locationId], locationPatientIds: patientIds }, f);
    },
    getOrderStatus: async (_p, _a, ctx) => {
      ctx.requireUser();
      return [...(await ctx.loaders.reference()).orderStatuses.values()]
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: String(s.id), code: s.code, description: s.description }));
    },
    getOrder: async (_p, { id }, ctx) => {
      ctx.requireUser();
      const row = await ctx.repos.orders.byId(parseId(id, 'Order'));
      if (!row) throw notFound('Order');
      return row;
    },
    getLineItemsByPrescriptionId: async (_p, { prescriptionId }, ctx) => {
      ctx.requireUser();
      const items = await ctx.repos.orders.lineItemsOfPrescription(parseId(prescriptionId, 'Prescription'));
      if (!items) throw notFound('Prescription');
      return items;
    },
  },
  LineItem: {
    order: (li, _a, ctx) => (li.orderId ? ctx.loaders.order.load(li.orderId) : null),
  },
};
