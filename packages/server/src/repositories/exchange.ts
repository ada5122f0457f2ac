/**
 * The portal's side of the exchange with the storefront and the pharmacy (issue 14):
 * the writes an outside party causes — an order placed, a prescription request raised, a prescription's
 * pharmacy status, an order line's progress and shipment. The sandbox engines (src/sandbox) call these;
 * a real storefront or pharmacy adapter (webhooks) would call the same functions. Each call runs in
 * the caller's transaction, writes one audit row through the appender its caller hands over (audit-chain.ts's
 * appendAuditRow: the location's hash chain; actor: the party as a system actor, with the user driving the
 * sandbox by id when one does) and one exchange row, and names the location whose open
 * screens must refresh. The repository does not import the audit trail itself.
 */
import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { rxNumberFor } from '@vetrx/core/prescription';
import { isPrescriptionFillable } from '@vetrx/core/record';
import { sandboxOffsetAfter } from '@vetrx/core/sandbox';
import type { AuditHashInput } from '@vetrx/core/audit';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { likePattern } from './clients.js';

/** Who causes an exchange: the outside party, and the user driving the sandbox when one does. */
export interface ExchangeActor {
  party: 'storefront' | 'pharmacy';
  userId?: number | null;
  /** Appends the exchange's audit row in the same transaction (the caller passes audit-chain.ts's `appendAuditRow`). */
  audit: (tx: Tx, row: AuditHashInput) => Promise<void>;
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
  await e.actor.audit(tx, {
    at: new Date(),
    locationId: e.locationId,
    // The sandbox's own actor; the person who drove it from its page, if any, by id.
    actorUserId: e.actor.userId ?? null,
    actorUsername: `sandbox-${e.actor.party}`,
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
  // What the client pays: the product's caretaker price in the location's price book, per pack ordered
  // (the demo orders are priced the same way); no price in that book leaves the order at 0.
  const [price] = await tx
    .select({ each: t.priceBooks.caretakerPrice })
    .from(t.priceBooks)
    .innerJoin(t.locations, eq(t.locations.id, o.locationId))
    .where(and(eq(t.priceBooks.productId, o.productId), sql`lower(${t.priceBooks.name}) = lower(${t.locations.priceBookType})`))
    .limit(1);
  const amount = Math.round((price?.each ?? 0) * o.quantity * 100) / 100;
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
      amount,
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
      amount,
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

/** Autoship reorders come a month after the order. */
const AUTOSHIP_DAYS = 30;

/**
 * Prescriptions (not expired, not archived, with a client) whose expiry or next order date comes by
 * `until`, without an Expiring Rx or renewal task naming them. The next order date of a
 * prescription is the latest of its autoship requests' next order dates and its autoship orders'
 * dates plus a month.
 */
export async function expiringCandidates(tx: Tx, locationIds: readonly number[] | undefined, until: string, now: Date) {
  const nextOrderDate = sql<string | null>`(select max(d)::text from (
      select pt.next_order_date as d from ${t.prescriptionTasks} pt where pt.prescription_id = ${t.prescriptions.id} and pt.is_autoship and pt.next_order_date is not null
      union all
      select (o.created_at + make_interval(days => ${AUTOSHIP_DAYS}))::date from ${t.orderLineItems} li join ${t.orders} o on o.id = li.order_id
        where li.prescription_id = ${t.prescriptions.id} and o.origin = 'autoship' and not o.voided
    ) s)`;
  const today = now.toISOString().slice(0, 10);
  const rows = await tx
    .select({ rx: t.prescriptions, nextOrderDate, productActive: t.products.isActive, patientActive: t.locationPatients.isActive, deceased: t.locationPatients.isDeceased })
    .from(t.prescriptions)
    .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
    .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptions.locationPatientId))
    .where(
      and(
        locationIds ? inArray(t.prescriptions.locationId, [...locationIds]) : undefined,
        eq(t.prescriptions.archived, false),
        sql`${t.prescriptions.locationClientId} is not null`,
        sql`(${t.prescriptions.prescExpiryDate} is null or ${t.prescriptions.prescExpiryDate} >= ${today})`,
        sql`(${t.prescriptions.prescExpiryDate} <= ${until} or ${nextOrderDate} <= ${until})`,
        sql`not exists (select 1 from ${t.prescriptionTasks} pt where pt.previous_prescription_id = ${t.prescriptions.id} and pt.type in ('expiring', 'renewal'))`,
      ),
    );
  return rows
    .filter((r) => isPrescriptionFillable({ rxStatus: { code: r.rx.rxStatusCode }, prescExpiryDate: r.rx.prescExpiryDate, product: { isActive: r.productActive }, locationPatient: { isActive: r.patientActive, isDeceased: r.deceased } }, now))
    .map((r) => ({ ...r.rx, nextOrderDate: r.nextOrderDate }));
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
  return { rx: row.rx, isControlled: row.isControlled, hardCopyReceived: !!hard || row.rx.rxStatusCode === 'MailedToPharmacy', hardCopyReceivedOnFile: !!hard };
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

/**
 * Moves the sandbox clock on by `minutes` (0 for an automatic tick) and counts the tick; the offset
 * never runs more than a day ahead of real time (core's sandboxOffsetAfter). With
 * `notAfter`, only when the last tick was at or before it (an automatic tick: undefined when another
 * instance ticked this interval already).
 */
export async function advanceClock(tx: Tx, minutes: number, realNow: Date, notAfter?: Date) {
  const before = await readClock(tx);
  const lastTickFits = notAfter ? or(isNull(t.sandboxClock.lastTickAt), lte(t.sandboxClock.lastTickAt, notAfter)) : undefined;
  const [row] = await tx
    .update(t.sandboxClock)
    .set({ offsetMinutes: sandboxOffsetAfter(before.offsetMinutes, minutes), ticks: sql`${t.sandboxClock.ticks} + 1`, lastTickAt: realNow })
    .where(and(eq(t.sandboxClock.id, 1), lastTickFits))
    .returning();
  return row as typeof row | undefined;
}

/**
 * Stores the automatic clock's interval and, when given, the traffic rate: every
 * instance reads them from here, the clock's leader included.
 */
export async function storeClockSettings(tx: Tx, settings: { tickSeconds: number; trafficPerHour?: number | null }) {
  await readClock(tx);
  await tx
    .update(t.sandboxClock)
    .set({ tickSeconds: settings.tickSeconds, ...(settings.trafficPerHour != null ? { trafficPerHour: settings.trafficPerHour } : {}) })
    .where(eq(t.sandboxClock.id, 1));
}

/** Most locations one tick generates traffic at (a large practice database stays quick). */
const TRAFFIC_LOCATIONS = 50;

/**
 * Active locations (in the scope) with their count of pending tasks the storefront raised (decision
 * 0175: the queue cap counts the sandbox's own requests, not the practice's seeded or own tasks). The
 * outer column is spelled out: drizzle renders `${t.locations.id}` unqualified here, which inside the
 * subquery meant the task's own id.
 */
export async function trafficLocations(tx: Tx, locationIds?: readonly number[]) {
  return tx
    .select({
      id: t.locations.id,
      pending: sql<number>`(select count(*)::int from ${t.prescriptionTasks} pt where pt.location_id = ${sql.raw('"locations"."id"')} and pt.status = 'PENDING' and not pt.archived
        and exists (select 1 from ${t.sandboxExchanges} e where e.task_id = pt.id))`,
    })
    .from(t.locations)
    .where(and(eq(t.locations.isActive, true), locationIds ? inArray(t.locations.id, [...locationIds]) : undefined))
    .orderBy(asc(t.locations.id))
    .limit(TRAFFIC_LOCATIONS);
}

/** Index of a random pick among `n` rows (`r` in [0, 1)). */
const at = (r: number, n: number) => Math.min(n - 1, Math.floor(r * n));

/** A pet of the location with an active client, picked with `r`; null when the location has none. */
export async function pickPet(tx: Tx, locationId: number, r: number) {
  const where = and(
    eq(t.locationPatients.locationId, locationId),
    eq(t.locationPatients.isActive, true),
    eq(t.locationPatients.isDeceased, false),
    eq(t.locationClients.isActive, true),
    eq(t.locationPatientClients.isActive, true),
  );
  const from = () =>
    tx
      .select({ client: t.locationPatientClients.locationClientId, patient: t.locationPatientClients.locationPatientId, species: t.locationPatients.speciesCode, n: sql<number>`count(*) over ()` })
      .from(t.locationPatientClients)
      .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.locationPatientClients.locationPatientId))
      .innerJoin(t.locationClients, eq(t.locationClients.id, t.locationPatientClients.locationClientId))
      .where(where);
  const [first] = await from().orderBy(asc(t.locationPatientClients.id)).limit(1);
  if (!first) return null;
  const [row] = await from()
    .orderBy(asc(t.locationPatientClients.id))
    .offset(at(r, Number(first.n)))
    .limit(1);
  return row ?? first;
}

/**
 * A product a pet owner might order for a pet of `species` at the location, picked with `r`: one the
 * practice prescribes for that species, else any active Rx product (not office use, not compounded).
 */
export async function pickProduct(tx: Tx, locationId: number, species: string | null, r: number): Promise<number | null> {
  const usable = and(eq(t.products.isActive, true), eq(t.products.productApprovalType, 'Rx'), eq(t.products.isOfficeUse, false), eq(t.products.compound, false));
  const prescribed = species
    ? await tx
        .selectDistinct({ id: t.products.id })
        .from(t.prescriptions)
        .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
        .innerJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptions.locationPatientId))
        .where(and(usable, eq(t.prescriptions.locationId, locationId), eq(t.locationPatients.speciesCode, species)))
        .orderBy(asc(t.products.id))
        .limit(200)
    : [];
  const list = prescribed.length ? prescribed : await tx.select({ id: t.products.id }).from(t.products).where(usable).orderBy(asc(t.products.id)).limit(200);
  return list.length ? list[at(r, list.length)].id : null;
}

/** A vet's authorized prescription no order has used yet (newest first), picked with `r`: its client orders it. */
export async function pickUnorderedPrescription(tx: Tx, locationId: number, today: string, r: number) {
  const rows = await tx
    .select({ id: t.prescriptions.id, productId: t.prescriptions.productId, locationClientId: t.prescriptions.locationClientId, locationPatientId: t.prescriptions.locationPatientId })
    .from(t.prescriptions)
    .where(
      and(
        eq(t.prescriptions.locationId, locationId),
        eq(t.prescriptions.archived, false),
        inArray(t.prescriptions.rxStatusCode, ['Created', 'FaxedToPharmacy', 'MailedToPharmacy']),
        sql`${t.prescriptions.locationClientId} is not null and ${t.prescriptions.locationPatientId} is not null`,
        sql`${t.prescriptions.prescExpiryDate} >= ${today}`,
        sql`not exists (select 1 from ${t.orderLineItems} li where li.prescription_id = ${t.prescriptions.id})`,
      ),
    )
    .orderBy(desc(t.prescriptions.id))
    .limit(20);
  return rows.length ? rows[at(r, rows.length)] : null;
}

/** A prescription whose client may ask for a renewal (expiring soonest, none asked yet), picked with `r`. */
export async function pickRenewable(tx: Tx, locationId: number, since: string, r: number): Promise<number | null> {
  const rows = await tx
    .select({ id: t.prescriptions.id })
    .from(t.prescriptions)
    .where(
      and(
        eq(t.prescriptions.locationId, locationId),
        eq(t.prescriptions.archived, false),
        inArray(t.prescriptions.rxStatusCode, ['Created', 'SentToPharmacy', 'FaxedToPharmacy', 'MailedToPharmacy', 'ReceivedByPharmacy', 'AcceptedByPharmacy']),
        sql`${t.prescriptions.locationClientId} is not null`,
        sql`${t.prescriptions.prescExpiryDate} >= ${since}`,
        sql`not exists (select 1 from ${t.prescriptionTasks} pt where pt.previous_prescription_id = ${t.prescriptions.id} and pt.type in ('renewal', 'expiring'))`,
      ),
    )
    .orderBy(asc(t.prescriptions.prescExpiryDate), asc(t.prescriptions.id))
    .limit(30);
  return rows.length ? rows[at(r, rows.length)].id : null;
}

/** Products the storefront sells (active Rx, not office use, not compounded), by title. */
export async function storefrontProducts(tx: Tx, text: string | null, controlled: boolean | null, take: number) {
  return tx
    .select({ id: t.products.id, title: t.products.title, isControlled: t.products.isControlled })
    .from(t.products)
    .where(
      and(
        eq(t.products.isActive, true),
        eq(t.products.productApprovalType, 'Rx'),
        eq(t.products.isOfficeUse, false),
        eq(t.products.compound, false),
        controlled == null ? undefined : eq(t.products.isControlled, controlled),
        text ? sql`lower(${t.products.title}) like ${likePattern(text)}` : undefined,
      ),
    )
    .orderBy(asc(t.products.title), asc(t.products.id))
    .limit(take);
}

/**
 * Active pet owners at a location whose name or email holds `text`, with their active, living pets: whom the
 * Sandbox page's storefront can order for. Read by the sandbox itself, so a support user sees them outside
 * impersonation too (the portal's client screens stay closed to support acting as themselves).
 */
export async function storefrontCustomers(tx: Tx, locationId: number, text: string, take: number) {
  const like = likePattern(text);
  const c = t.locationClients;
  const clients = await tx
    .select({ id: c.id, firstName: c.firstName, lastName: c.lastName, email: c.email })
    .from(c)
    .where(
      and(
        eq(c.locationId, locationId),
        eq(c.isActive, true),
        eq(c.isOfficeUse, false),
        sql`lower(coalesce(${c.firstName}, '') || ' ' || coalesce(${c.lastName}, '') || ' ' || coalesce(${c.email}, '')) like ${like}`,
      ),
    )
    .orderBy(asc(c.lastName), asc(c.firstName), asc(c.id))
    .limit(take);
  if (clients.length === 0) return [];
  const link = t.locationPatientClients;
  const p = t.locationPatients;
  const pets = await tx
    .select({ clientId: link.locationClientId, id: p.id, name: p.name, speciesCode: p.speciesCode })
    .from(link)
    .innerJoin(p, eq(p.id, link.locationPatientId))
    .where(and(inArray(link.locationClientId, clients.map((x) => x.id)), eq(link.isActive, true), eq(p.isActive, true), eq(p.isDeceased, false)))
    .orderBy(asc(p.name), asc(p.id));
  return clients.map((x) => ({ ...x, pets: pets.filter((pet) => pet.clientId === x.id).map(({ clientId: _c, ...pet }) => pet) }));
}

/** The newest exchanges at a location (the Sandbox page's feed). */
export async function recentExchanges(tx: Tx, locationId: number, take: number) {
  return tx.select().from(t.sandboxExchanges).where(eq(t.sandboxExchanges.locationId, locationId)).orderBy(desc(t.sandboxExchanges.id)).limit(take);
}

/** The lines of the storefront's orders at a location, newest first, with what the Sandbox page shows and moves. */
export async function storefrontLines(tx: Tx, locationId: number, take: number) {
  return tx
    .select({
      lineItemId: t.orderLineItems.id,
      orderId: t.orders.id,
      orderNumber: t.orders.orderNumber,
      orderStatus: t.orders.statusCode,
      status: t.orderLineItems.status,
      productName: t.products.title,
      isControlled: t.products.isControlled,
      patientName: t.locationPatients.name,
      clientName: sql<string | null>`trim(concat_ws(' ', ${t.locationClients.firstName}, ${t.locationClients.lastName}))`,
      prescriptionId: t.orderLineItems.prescriptionId,
      rxNumber: t.prescriptions.rxNumber,
      rxStatus: t.prescriptions.rxStatusCode,
      hardCopyReceived: sql<boolean>`(${t.prescriptions.rxStatusCode} = 'MailedToPharmacy' or exists (select 1 from ${t.sandboxExchanges} h where h.prescription_id = ${t.orderLineItems.prescriptionId} and h.kind = 'hard-copy'))`,
      carrier: sql<string | null>`(select s.carrier from ${t.shipments} s where s.line_item_id = ${t.orderLineItems.id} order by s.id desc limit 1)`,
      trackingNumber: sql<string | null>`(select s.tracking_number from ${t.shipments} s where s.line_item_id = ${t.orderLineItems.id} order by s.id desc limit 1)`,
      trackingUrl: sql<string | null>`(select s.tracking_url from ${t.shipments} s where s.line_item_id = ${t.orderLineItems.id} order by s.id desc limit 1)`,
    })
    .from(t.orderLineItems)
    .innerJoin(t.orders, eq(t.orders.id, t.orderLineItems.orderId))
    .innerJoin(t.products, eq(t.products.id, t.orderLineItems.productId))
    .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.orderLineItems.locationPatientId))
    .leftJoin(t.locationClients, eq(t.locationClients.id, t.orders.locationClientId))
    .leftJoin(t.prescriptions, eq(t.prescriptions.id, t.orderLineItems.prescriptionId))
    .where(
      and(
        eq(t.orders.locationId, locationId),
        sql`exists (select 1 from ${t.sandboxExchanges} se where se.order_id = ${t.orders.id} and se.kind = 'order-placed')`,
      ),
    )
    .orderBy(desc(t.orderLineItems.id))
    .limit(take);
}
