/**
 * The order lists read in the shape of their answer answer exactly what the plain way —
 * rows, then the field resolvers and their loaders — answers: the same orders in the same order with
 * their status, who placed them, their client, and their lines with each line's product, patient and
 * first shipment, for every filter and every way the list finds its page.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { GetOrdersByLocationIdDocument, type GetOrdersByLocationIdQuery } from '@vetrx/core/operations/GetOrdersByLocationId';
import { GetOrdersByLocationPatientIdsDocument } from '@vetrx/core/operations/GetOrdersByLocationPatientIds';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { DEMO_NOW, shapedStatementsSent, testDatabases, useTestServer, withUnshapedAddresses } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

/** A document made plain: each order's client also asks for its addresses, a relation no shape knows. */
const plain = (document: { toString(): string }) => withUnshapedAddresses(document, 'locationClient');

type Order = GetOrdersByLocationIdQuery['getOrdersByLocationId'][number] & { locationClient: { addresses?: unknown[] } | null };
const month = { startDateFilter: new Date(DEMO_NOW.getTime() - 30 * 86_400_000).toISOString(), endDateFilter: DEMO_NOW.toISOString() };

describe.each(testDatabases())('the order lists in the shape of their answer (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vet2'] });
  const ask = async (document: string, field: string, variables: Record<string, unknown>, token = tokens.staff): Promise<Order[]> => {
    const r = await s.gql(document, variables, { token });
    expect(r.errors).toBeUndefined();
    return r.data[field] as Order[];
  };
  /** Both ways, the plain one's addresses (asked for only to make it plain) left out. */
  const bothWays = async (document: { toString(): string }, field: string, variables: Record<string, unknown>, token = tokens.staff) => {
    const [shaped, plainOnes] = await Promise.all([ask(document.toString(), field, variables, token), ask(plain(document), field, variables, token)]);
    for (const o of plainOnes) if (o.locationClient) delete o.locationClient.addresses;
    return { shaped, plain: plainOnes };
  };
  const shapedStatements = (run: () => Promise<unknown>) => shapedStatementsSent(s.database.db, run);

  it('the shipped document is answered by one shaped statement, the plain one by none', async () => {
    const variables = { locationId: MG, take: 10, skip: 0 };
    expect(await shapedStatements(() => ask(GetOrdersByLocationIdDocument.toString(), 'getOrdersByLocationId', variables))).toBe(1);
    expect(await shapedStatements(() => ask(plain(GetOrdersByLocationIdDocument), 'getOrdersByLocationId', variables))).toBe(0);
  });

  it.each([
    ['no filter, page 1', {}],
    ['no filter, page 3 of 25', { skip: 50, take: 25 }],
    ['one status', { statusFilter: ['completed'] }],
    ['the open statuses (merged scans)', { statusFilter: ['in-progress', 'ready for fulfillment', 'sent to fulfillment'] }],
    ['a short name (walked)', { nameSearchInput: 'an' }],
    ['a longer name (index sets)', { nameSearchInput: 'son' }],
    ['the last 30 days', month],
    ['a name, statuses and dates', { nameSearchInput: 'an', statusFilter: ['completed', 'shipped', 'fulfilled'], ...month }],
    ['no match at all', { nameSearchInput: 'zzqqx' }],
  ])('%s: the same orders, clients, lines, products, patients and shipments as the plain way', async (_name, filter: Record<string, unknown>) => {
    const { shaped, plain: plainOnes } = await bothWays(GetOrdersByLocationIdDocument, 'getOrdersByLocationId', { locationId: MG, take: 10, skip: 0, ...filter });
    expect(shaped).toEqual(plainOnes);
    if (filter.nameSearchInput !== 'zzqqx') expect(shaped.length).toBeGreaterThan(0);
  });

  it('lines with a shipment, lines without one, and a patient\'s orders answer as the plain way', async () => {
    const db = s.database.db;
    const [shipped] = await db
      .select({ orderId: t.orderLineItems.orderId, patientId: t.orderLineItems.locationPatientId })
      .from(t.shipments)
      .innerJoin(t.orderLineItems, eq(t.orderLineItems.id, t.shipments.lineItemId))
      .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
      .where(and(eq(t.orders.locationId, LOCATION.mapleGrove), isNotNull(t.orderLineItems.locationPatientId)))
      .orderBy(desc(t.orders.createdAt))
      .limit(1);
    expect(shipped).toBeDefined();
    const patients = await bothWays(GetOrdersByLocationPatientIdsDocument, 'getOrdersByLocationPatientIds', { locationPatientIds: [String(shipped.patientId)], take: 50, skip: 0 });
    expect(patients.shaped).toEqual(patients.plain);
    expect(patients.shaped.flatMap((o) => o.lineItems).some((l) => l.shipment)).toBe(true);
    const many = await bothWays(GetOrdersByLocationIdDocument, 'getOrdersByLocationId', { locationId: MG, take: 100, skip: 0 });
    expect(many.shaped).toEqual(many.plain);
    const lines = many.shaped.flatMap((o) => o.lineItems);
    expect(lines.some((l) => l.shipment) && lines.some((l) => !l.shipment)).toBe(true);
  });

  it("reads children with the caller's scope, as the loaders do: a line's patient at a location they do not work at answers null", async () => {
    // vet2 works at Maple Grove and Summit, not Riverside: a Maple Grove order's line pointed at a Riverside pet.
    const db = s.database.db;
    const [line] = await db
      .select({ id: t.orderLineItems.id, patientId: t.orderLineItems.locationPatientId, orderId: t.orders.id })
      .from(t.orderLineItems)
      .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
      .where(and(eq(t.orders.locationId, LOCATION.mapleGrove), isNotNull(t.orderLineItems.locationPatientId)))
      .orderBy(desc(t.orders.createdAt), desc(t.orders.id))
      .limit(1);
    const [elsewhere] = await db.select().from(t.locationPatients).where(eq(t.locationPatients.locationId, LOCATION.riverside)).limit(1);
    await db.update(t.orderLineItems).set({ locationPatientId: elsewhere.id }).where(eq(t.orderLineItems.id, line.id));
    try {
      const { shaped, plain: plainOnes } = await bothWays(GetOrdersByLocationIdDocument, 'getOrdersByLocationId', { locationId: MG, take: 10, skip: 0 }, tokens.vet2);
      expect(shaped).toEqual(plainOnes);
      const moved = shaped.flatMap((o) => o.lineItems).find((l) => l.id === String(line.id))!;
      expect(moved).toMatchObject({ patient: null });
    } finally {
      await db.update(t.orderLineItems).set({ locationPatientId: line.patientId }).where(eq(t.orderLineItems.id, line.id));
    }
  });
});
