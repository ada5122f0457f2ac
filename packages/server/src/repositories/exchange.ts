/**
 * The portal's side of the exchange with the storefront and the pharmacy (issue 14; decision 0171):
 * the writes an outside party causes — an order placed, a prescription request raised, a prescription's
 * pharmacy status, an order line's progress and shipment. The sandbox engines (src/sandbox) call these;
 * a real storefront or pharmacy adapter (webhooks) would call the same functions. Each call runs in
 * the caller's transaction, writes one audit row through appendAuditRow (the location's hash chain; actor: the party, or the support user driving the
 * sandbox) and one exchange row, and names the location whose open screens must refresh.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { rxNumberFor } from '@vetrx/core/prescription';
import { isPrescriptionFillable } from '@vetrx/core/record';
import { appendAuditRow } from '../audit.js';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/** Who causes an exchange: the outside party, and the user driving the sandbox when one does. */
export interface ExchangeActor {
  party: 'storefront' | 'pharmacy';
  userId?: number | null;
  username?: string | null;
}

/** One exchange written: its audit and exchange rows. */
export interface ExchangeEntry {
  at: Date;
  actor: ExchangeActor;
  locationId: number;
  kind: string;
  operation: string;
  entity: string;
  entityId: number;
  before?: unknown;
  after?: unknown;
  state?: 'open' | 'done';
  prescriptionId?: number | null;
  taskId?: number | null;
  orderId?: number | null;
  lineItemId?: number | null;
  detail?: Record<string, unknown>;
}

const json = (v: unknown) => (v === undefined ? null : JSON.parse(JSON.stringify(v ?? null)));

/** Writes the audit row and the exchange row of one exchange. */
export async function recordExchange(tx: Tx, e: ExchangeEntry): Promise<void> {
  // The audit trail keeps real time; the exchange row keeps sandbox time.
  await appendAuditRow(tx, {
    at: new Date(),
    locationId: e.locationId,
    actorUserId: e.actor.userId ?? null,
    actorUsername: e.actor.username ?? `sandbox-${e.actor.party}`,
    actorLocationUserId: null,
    impersonatorUsername: null,
    impersonationReason: null,
    operation: e.operation,
    entity: e.entity,
    entityId: String(e.entityId),
    before: json(e.before),
    after: json(e.after),
  });
  await tx.insert(t.sandboxExchanges).values({
    at: e.at,
    party: e.actor.party,
    kind: e.kind,
    state: e.state ?? 'done',
    locationId: e.locationId,
    prescriptionId: e.prescriptionId ?? null,
    taskId: e.taskId ?? null,
    orderId: e.orderId ?? null,
    lineItemId: e.lineItemId ?? null,
    detail: json(e.detail ?? null),
  });
}

/** A pet and its client at a location, with the product ordered; null when any is missing or elsewhere. */
export async function orderParties(tx: Tx, p: { locationId: number; locationClientId: number; locationPatientId: number; productId: number }) {
  const [row] = await tx
    .select({ client: t.locationClients, patient: t.locationPatients, product: t.products })
    .from(t.locationPatientClients)
    .innerJoin(t.locationClients, eq(t.locationClients.id, t.locationPatientClients.locationClientId))
    .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
    .innerJoin(t.products, eq(t.products.id, p.productId))
    .where(
      and(
        eq(t.locationPatientClients.locationClientId, p.locationClientId),
        eq(t.locationPatientClients.locationPatientId, p.locationPatientId),
        eq(t.locationClients.locationId, p.locationId),
        eq(t.locationPatients.locationId, p.locationId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The prescriptions of a product for a pet, as the storefront's fillable check reads them. */
export async function prescriptionsForOrder(tx: Tx, p: { locationId: number; locationPatientId: number; productId: number }) {
  const rows = await tx
    .select({ rx: t.prescriptions, productActive: t.products.isActive, patientActive: t.locationPatients.isActive, deceased: t.locationPatients.isDeceased })
    .from(t.prescriptions)
    .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
    .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptions.locationPatientId))
    .where(and(eq(t.prescriptions.locationId, p.locationId), eq(t.prescriptions.locationPatientId, p.locationPatientId), eq(t.prescriptions.productId, p.productId)));
  return rows.map(({ rx, productActive, patientActive, deceased }) => ({
    id: rx.id,
    productId: rx.productId,
    locationPatientId: rx.locationPatientId,
    issuedDate: rx.issuedDate,
    archived: rx.archived,
    rxStatus: { code: rx.rxStatusCode },
    prescExpiryDate: rx.prescExpiryDate,
    product: { isActive: productActive },
    locationPatient: { isActive: patientActive, isDeceased: deceased },
  }));
}

/** Places a storefront order of one line filled with `prescriptionId`. */
export async function placeOrder(
  tx: Tx,
  at: Date,
  actor: ExchangeActor,
  o: { locationId: number; locationClientId: number; locationPatientId: number; productId: number; prescriptionId: number; quantity: number; isAutoship: boolean; taskId?: number | null },
) {
  const [product] = await tx.select().from(t.products).where(eq(t.products.id, o.productId));
  const [seq] = await tx.select({ n: sql<number>`coalesce(max(${t.orders.id}), 0) + 1` }).from(t.orders);
  const [order] = await tx
    .insert(t.orders)
    .values({
      locationId: o.locationId,
      locationClientId: o.locationClientId,
      orderNumber: `SBX-${String(Number(seq.n)).padStart(6, '0')}-${at.getTime().toString(36).slice(-4)}`,
      brvCreatedAtTimestamp: at,
      createdAt: at,
      statusCode: 'in-progress',
      origin: o.isAutoship ? 'autoship' : 'storefront',
      placedByType: null,
      amount: 0,
    })
    .returning();
  const [line] = await tx
    .insert(t.orderLineItems)
    .values({
      orderId: order.id,
      productId: o.productId,
      locationPatientId: o.locationPatientId,
      prescriptionId: o.prescriptionId,
      pharmacy: product?.fullfillmentVendor ?? null,
      dispensedQuantity: o.quantity,
      status: 'in-progress',
      paid: true,
      paidDate: at,
      amount: 0,
    })
    .returning();
  await recordExchange(tx, {
    at,
    actor,
    locationId: o.locationId,
    kind: 'order-placed',
    operation: 'SandboxOrderPlaced',
    entity: 'Order',
    entityId: order.id,
    after: { order, line },
    prescriptionId: o.prescriptionId,
    taskId: o.taskId ?? null,
    orderId: order.id,
    lineItemId: line.id,
    detail: { quantity: o.quantity, isAutoship: o.isAutoship },
  });
  return { order, line };
}

/** Raises a pending prescription task (Client Request, Recommendation, Renewal or Expiring Rx). */
export async function raiseTask(
  tx: Tx,
  at: Date,
  actor: ExchangeActor,
  task: {
    type: 'approval' | 'draft' | 'renewal' | 'expiring';
    locationId: number;
    locationClientId: number;
    locationPatientId: number | null;
    productId: number;
    quantityRequested?: number | null;
    isAutoship?: boolean;
    nextOrderDate?: string | null;
    expirationDate?: string | null;
    previousPrescriptionId?: number | null;
    initiatedBy: string;
    origin: string;
  },
  exchange: { kind: string; state?: 'open' | 'done'; detail?: Record<string, unknown> },
) {
  const [row] = await tx
    .insert(t.prescriptionTasks)
    .values({
      locationId: task.locationId,
      type: task.type,
      status: 'PENDING',
      initiatedBy: task.initiatedBy,
      origin: task.origin,
      createdTimestamp: at,
      quantityRequested: task.quantityRequested ?? null,
      remainingQty: task.quantityRequested ?? null,
      nextOrderDate: task.nextOrderDate ?? null,
      expirationDate: task.expirationDate ?? null,
      isAutoship: task.isAutoship ?? false,
      previousPrescriptionId: task.previousPrescriptionId ?? null,
      productId: task.productId,
      locationClientId: task.locationClientId,
      locationPatientId: task.locationPatientId,
    })
    .returning();
  await recordExchange(tx, {
    at,
    actor,
    locationId: task.locationId,
    kind: exchange.kind,
    state: exchange.state,
    operation: 'SandboxTaskRaised',
    entity: 'PrescriptionTask',
    entityId: row.id,
    after: row,
    taskId: row.id,
    prescriptionId: task.previousPrescriptionId ?? null,
    detail: exchange.detail,
  });
  return row;
}

/** Client requests waiting for a vet, with their task, at the given locations (all when omitted). */
export async function openClientRequests(tx: Tx, locationIds?: readonly number[]) {
  return tx
    .select({ exchange: t.sandboxExchanges, task: t.prescriptionTasks })
    .from(t.sandboxExchanges)
    .innerJoin(t.prescriptionTasks, eq(t.prescriptionTasks.id, t.sandboxExchanges.taskId))
    .where(
      and(
        eq(t.sandboxExchanges.kind, 'client-request'),
        eq(t.sandboxExchanges.state, 'open'),
        locationIds ? inArray(t.sandboxExchanges.locationId, [...locationIds]) : undefined,
      ),
    )
    .orderBy(asc(t.sandboxExchanges.id));
}

/** Closes an exchange that waited (its client request was answered). */
export async function closeExchange(tx: Tx, id: number, outcome: string): Promise<void> {
  await tx
    .update(t.sandboxExchanges)
    .set({ state: 'done', detail: sql`coalesce(${t.sandboxExchanges.detail}, '{}'::jsonb) || ${JSON.stringify({ outcome })}::jsonb` })
    .where(eq(t.sandboxExchanges.id, id));
}

/** Prescriptions with authorized rows that expire (or whose task's next order date comes) within reach, without an open Expiring Rx task. */
export async function expiringCandidates(tx: Tx, locationIds: readonly number[] | undefined, until: string, now: Date) {
  const rows = await tx
    .select({ rx: t.prescriptions, productActive: t.products.isActive, patientActive: t.locationPatients.isActive, deceased: t.locationPatients.isDeceased })
    .from(t.prescriptions)
    .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
    .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptions.locationPatientId))
    .where(
      and(
        locationIds ? inArray(t.prescriptions.locationId, [...locationIds]) : undefined,
        eq(t.prescriptions.archived, false),
        sql`${t.prescriptions.locationClientId} is not null`,
        sql`${t.prescriptions.prescExpiryDate} <= ${until}`,
        sql`not exists (select 1 from ${t.prescriptionTasks} pt where pt.previous_prescription_id = ${t.prescriptions.id} and pt.type in ('expiring', 'renewal'))`,
      ),
    );
  return rows
    .filter((r) => isPrescriptionFillable({ rxStatus: { code: r.rx.rxStatusCode }, prescExpiryDate: r.rx.prescExpiryDate, product: { isActive: r.productActive }, locationPatient: { isActive: r.patientActive, isDeceased: r.deceased } }, now))
    .map((r) => r.rx);
}

/** A prescription with what the pharmacy needs to know of it. */
export async function pharmacyView(tx: Tx, prescriptionId: number) {
  const [row] = await tx
    .select({ rx: t.prescriptions, isControlled: t.products.isControlled })
    .from(t.prescriptions)
    .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
    .where(eq(t.prescriptions.id, prescriptionId));
  if (!row) return null;
  const [hard] = await tx
    .select({ id: t.sandboxExchanges.id })
    .from(t.sandboxExchanges)
    .where(and(eq(t.sandboxExchanges.prescriptionId, prescriptionId), eq(t.sandboxExchanges.kind, 'hard-copy')))
    .limit(1);
  return { rx: row.rx, isControlled: row.isControlled, hardCopyReceived: !!hard || row.rx.rxStatusCode === 'MailedToPharmacy' };
}

/** Sets a prescription's pharmacy status (the lifecycle has allowed it). */
export async function setPrescriptionStatus(tx: Tx, at: Date, actor: ExchangeActor, prescriptionId: number, code: string, event: string) {
  const [before] = await tx.select().from(t.prescriptions).where(eq(t.prescriptions.id, prescriptionId));
  const fillable = isPrescriptionFillable({ rxStatus: { code }, prescExpiryDate: before.prescExpiryDate, archived: before.archived }, at);
  const [after] = await tx
    .update(t.prescriptions)
    .set({ rxStatusCode: code, isFillable: fillable, updatedAt: at, rxNumber: before.rxNumber ?? rxNumberFor(before.id) })
    .where(eq(t.prescriptions.id, prescriptionId))
    .returning();
  await recordExchange(tx, {
    at,
    actor,
    locationId: before.locationId,
    kind: 'rx-status',
    operation: 'SandboxPrescriptionStatus',
    entity: 'Prescription',
    entityId: prescriptionId,
    before: { rxStatusCode: before.rxStatusCode },
    after: { rxStatusCode: after.rxStatusCode },
    prescriptionId,
    detail: { event, from: before.rxStatusCode, to: code },
  });
  return after;
}

/** Records that the physical hard copy of a prescription reached the pharmacy. */
export async function recordHardCopy(tx: Tx, at: Date, actor: ExchangeActor, prescriptionId: number, locationId: number) {
  await recordExchange(tx, {
    at,
    actor,
    locationId,
    kind: 'hard-copy',
    operation: 'SandboxHardCopyReceived',
    entity: 'Prescription',
    entityId: prescriptionId,
    prescriptionId,
  });
}

/** Order lines of the storefront's orders that are still moving (not delivered nor stopped). */
export async function movingLines(tx: Tx, locationIds?: readonly number[]) {
  return tx
    .select({ line: t.orderLineItems, order: t.orders })
    .from(t.orderLineItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
    .where(
      and(
        inArray(t.orderLineItems.status, ['in-progress', 'ready-for-fulfillment', 'shipped']),
        sql`exists (select 1 from ${t.sandboxExchanges} se where se.order_id = ${t.orders.id} and se.kind = 'order-placed')`,
        locationIds ? inArray(t.orders.locationId, [...locationIds]) : undefined,
      ),
    )
    .orderBy(asc(t.orderLineItems.id));
}

/** A line of a storefront order, with its order; null when unknown. */
export async function lineWithOrder(tx: Tx, lineItemId: number) {
  const [row] = await tx
    .select({ line: t.orderLineItems, order: t.orders })
    .from(t.orderLineItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
    .where(eq(t.orderLineItems.id, lineItemId));
  return row ?? null;
}

/** Moves an order line to `status` (with its shipment when it ships) and sets the order's status from its lines. */
export async function setLineStatus(
  tx: Tx,
  at: Date,
  actor: ExchangeActor,
  lineItemId: number,
  status: string,
  orderStatusOf: (lines: string[]) => string,
  shipment?: { carrier: string; trackingNumber: string; trackingUrl: string },
) {
  const [before] = await tx.select().from(t.orderLineItems).where(eq(t.orderLineItems.id, lineItemId));
  const flags =
    status === 'shipped'
      ? { shipped: true, shippedDate: at }
      : status === 'delivered'
        ? { delivered: true, deliveredDate: at }
        : status === 'refunded'
          ? { refunded: true, refundedDate: at }
          : status === 'voided'
            ? { voided: true, voidedDate: at, voidedReason: 'Voided by the pharmacy' }
            : {};
  const [line] = await tx.update(t.orderLineItems).set({ status, ...flags }).where(eq(t.orderLineItems.id, lineItemId)).returning();
  if (shipment) await tx.insert(t.shipments).values({ lineItemId, ...shipment });
  const lines = await tx.select({ status: t.orderLineItems.status }).from(t.orderLineItems).where(eq(t.orderLineItems.orderId, line.orderId));
  const orderStatus = orderStatusOf(lines.map((l) => l.status));
  const [order] = await tx
    .update(t.orders)
    .set({
      statusCode: orderStatus,
      ...(status === 'shipped' ? { shippedDate: at } : {}),
      ...(orderStatus === 'completed' ? { deliveredDate: at } : {}),
      ...(orderStatus === 'voided' ? { voided: true } : {}),
    })
    .where(eq(t.orders.id, line.orderId))
    .returning();
  await recordExchange(tx, {
    at,
    actor,
    locationId: order.locationId,
    kind: 'line-status',
    operation: 'SandboxOrderLineStatus',
    entity: 'OrderLineItem',
    entityId: lineItemId,
    before: { status: before.status },
    after: { status, orderStatus, shipment: shipment ?? null },
    prescriptionId: line.prescriptionId,
    orderId: order.id,
    lineItemId,
    detail: { from: before.status, to: status },
  });
  return { line, order };
}

/** The sandbox clock row, created on first use. */
export async function readClock(tx: Tx) {
  await tx.insert(t.sandboxClock).values({ id: 1 }).onConflictDoNothing();
  const [row] = await tx.select().from(t.sandboxClock).where(eq(t.sandboxClock.id, 1));
  return row;
}

/** Moves the sandbox clock on by `minutes` and counts the tick. */
export async function advanceClock(tx: Tx, minutes: number, realNow: Date) {
  await readClock(tx);
  const [row] = await tx
    .update(t.sandboxClock)
    .set({ offsetMinutes: sql`${t.sandboxClock.offsetMinutes} + ${minutes}`, ticks: sql`${t.sandboxClock.ticks} + 1`, lastTickAt: realNow })
    .where(eq(t.sandboxClock.id, 1))
    .returning();
  return row;
}
