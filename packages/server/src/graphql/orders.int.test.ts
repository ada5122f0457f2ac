/**
 * Order history operations over HTTP (clients-and-patients.md §7 Orders): lists of a location and of
 * patients with their filters and counts, paging in SQL, the status list, one order, the line items of
 * a prescription, scoping (NOT_FOUND elsewhere) and the 30-character name filter.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GetLineItemsByPrescriptionIdDocument } from '@vetrx/core/operations/GetLineItemsByPrescriptionId';
import { GetOrderDocument } from '@vetrx/core/operations/GetOrder';
import { GetOrderStatusDocument } from '@vetrx/core/operations/GetOrderStatus';
import { GetOrdersByLocationIdDocument } from '@vetrx/core/operations/GetOrdersByLocationId';
import { GetOrdersByLocationPatientIdsDocument } from '@vetrx/core/operations/GetOrdersByLocationPatientIds';
import { GetOrdersCountDocument } from '@vetrx/core/operations/GetOrdersCount';
import { maxLengthMessage } from '@vetrx/core/common';
import { ORDER_STATUSES } from '@vetrx/core/order';
import { LOCATION } from '@vetrx/fixtures';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';

const q = (d: { toString(): string }) => d.toString();
type Order = { id: string; orderNumber: string; createdAt: string; status: { code: string }; locationClient: { firstName: string | null; lastName: string | null } | null; lineItems: Array<{ patient: { id: string; name: string } | null; status: string; shipped: boolean; shipment: { trackingURL: string | null } | null }> };

describe.each(testDatabases())('order operations (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vetadmin'] });
  const loc = String(LOCATION.mapleGrove);

  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function list(variables: Record<string, unknown>, token = tokens.staff): Promise<Order[]> {
    const r = await s.gql(q(GetOrdersByLocationIdDocument), { locationId: loc, take: 200, skip: 0, ...variables }, { token });
    expect(r.errors).toBeUndefined();
    return r.data.getOrdersByLocationId;
  }
  async function total(variables: Record<string, unknown>): Promise<number> {
    const r = await s.gql(q(GetOrdersCountDocument), { locationId: loc, ...variables }, { token: tokens.staff });
    expect(r.errors).toBeUndefined();
    return r.data.getOrdersCount;
  }

  it('lists the location’s orders newest first, paged, with the count of the same filters', async () => {
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from orders where location_id = ${LOCATION.mapleGrove}`);
    expect(await total({})).toBe(n);
    const all = await list({});
    expect(all).toHaveLength(Math.min(n, 200));
    const times = all.map((o) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const page2 = await list({ take: 10, skip: 10 });
    expect(page2.map((o) => o.id)).toEqual(all.slice(10, 20).map((o) => o.id));
  });

  it('filters by status, every status of the spec having orders', async () => {
    for (const status of ORDER_STATUSES) {
      const orders = await list({ statusFilter: [status] });
      expect(orders.every((o) => o.status.code === status), status).toBe(true);
      expect(await total({ statusFilter: [status] })).toBe(orders.length);
    }
    const two = await total({ statusFilter: ['completed', 'shipped'] });
    expect(two).toBe((await total({ statusFilter: ['completed'] })) + (await total({ statusFilter: ['shipped'] })));
  });

  it('filters by a client or patient name and by the order date range', async () => {
    const all = await list({});
    const withClient = all.find((o) => o.locationClient?.lastName)!;
    const byClient = await list({ nameSearchInput: withClient.locationClient!.lastName!.toUpperCase() });
    expect(byClient.map((o) => o.id)).toContain(withClient.id);
    const pet = all.flatMap((o) => o.lineItems).find((l) => l.patient)!.patient!;
    const byPet = await list({ nameSearchInput: pet.name });
    expect(byPet.length).toBeGreaterThan(0);
    for (const o of byPet) {
      const names = [o.locationClient?.firstName, o.locationClient?.lastName, ...o.lineItems.map((l) => l.patient?.name)].join(' ').toLowerCase();
      expect(names).toContain(pet.name.toLowerCase());
    }
    const middle = all[Math.floor(all.length / 2)];
    const start = new Date(Date.parse(middle.createdAt) - 1000).toISOString();
    const end = new Date(Date.parse(middle.createdAt) + 1000).toISOString();
    const window = await list({ startDateFilter: start, endDateFilter: end });
    expect(window.map((o) => o.id)).toContain(middle.id);
    expect(window.every((o) => Date.parse(o.createdAt) >= Date.parse(start) && Date.parse(o.createdAt) <= Date.parse(end))).toBe(true);
    expect(await total({ startDateFilter: start, endDateFilter: end })).toBe(window.length);
  });

  it('refuses a name filter over 30 characters', async () => {
    const r = await s.gql(q(GetOrdersByLocationIdDocument), { locationId: loc, nameSearchInput: 'x'.repeat(31) }, { token: tokens.staff });
    expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { nameSearchInput: maxLengthMessage(30) } });
  });

  it('has in-progress lines marked shipped and shipments with and without tracking URLs', async () => {
    const lines = (await list({ statusFilter: ['in-progress', 'ready for fulfillment', 'sent to fulfillment'] })).flatMap((o) => o.lineItems);
    expect(lines.some((l) => ['in-progress', 'ready-for-fulfillment'].includes(l.status) && l.shipped)).toBe(true);
    const shipments = (await list({})).flatMap((o) => o.lineItems).map((l) => l.shipment).filter(Boolean);
    expect(shipments.some((x) => x!.trackingURL)).toBe(true);
    expect(shipments.some((x) => !x!.trackingURL)).toBe(true);
  });

  it('lists the orders of patients, with their count', async () => {
    const [p] = await rows<{ id: number; n: number }>(
      sql`select li.location_patient_id as id, count(distinct li.order_id)::int as n from order_line_items li join orders o on o.id = li.order_id
          where o.location_id = ${LOCATION.mapleGrove} and li.location_patient_id is not null group by li.location_patient_id order by n desc limit 1`,
    );
    const r = await s.gql(q(GetOrdersByLocationPatientIdsDocument), { locationPatientIds: [String(p.id)], take: 100 }, { token: tokens.staff });
    expect(r.data.getOrdersByLocationPatientIds).toHaveLength(p.n);
    expect(r.data.getOrdersByLocationPatientIds.every((o: Order) => o.lineItems.some((l) => l.patient?.id === String(p.id)))).toBe(true);
    expect(await total({ locationPatientIds: [String(p.id)] })).toBe(p.n);
    const [foreign] = await rows<{ id: number }>(sql`select id from location_patients where location_id = ${LOCATION.summit} limit 1`);
    const denied = await s.gql(q(GetOrdersByLocationPatientIdsDocument), { locationPatientIds: [String(foreign.id)] }, { token: tokens.vetadmin });
    expect(denied.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('answers the status list, one order, and the line items of a prescription; NOT_FOUND elsewhere', async () => {
    const statuses = await s.gql(q(GetOrderStatusDocument), {}, { token: tokens.staff });
    expect(statuses.data.getOrderStatus.map((x: { code: string }) => x.code)).toEqual([...ORDER_STATUSES]);
    const [own] = await rows<{ id: number; order_number: string }>(sql`select id, order_number from orders where location_id = ${LOCATION.mapleGrove} limit 1`);
    const one = await s.gql(q(GetOrderDocument), { id: String(own.id) }, { token: tokens.staff });
    expect(one.data.getOrder.orderNumber).toBe(own.order_number);
    const [foreign] = await rows<{ id: number }>(sql`select id from orders where location_id = ${LOCATION.summit} limit 1`);
    expect((await s.gql(q(GetOrderDocument), { id: String(foreign.id) }, { token: tokens.vetadmin })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const [rx] = await rows<{ id: number; n: number }>(
      sql`select li.prescription_id as id, count(*)::int as n from order_line_items li join orders o on o.id = li.order_id
          where o.location_id = ${LOCATION.mapleGrove} and li.prescription_id is not null group by li.prescription_id order by n desc limit 1`,
    );
    const lines = await s.gql(q(GetLineItemsByPrescriptionIdDocument), { prescriptionId: String(rx.id) }, { token: tokens.staff });
    expect(lines.data.getLineItemsByPrescriptionId).toHaveLength(rx.n);
    expect(lines.data.getLineItemsByPrescriptionId[0].order.orderNumber).toMatch(/\S/);
    const [otherRx] = await rows<{ id: number }>(sql`select id from prescriptions where location_id = ${LOCATION.summit} limit 1`);
    expect((await s.gql(q(GetLineItemsByPrescriptionIdDocument), { prescriptionId: String(otherRx.id) }, { token: tokens.vetadmin })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});
