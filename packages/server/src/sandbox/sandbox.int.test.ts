/**
 * The sandbox storefront and pharmacy against a real database (issue 14): orders with and without a
 * fillable Rx, answered client requests, the pharmacy's steps (controlled substances wait for the hard
 * copy), order lines through shipping to delivery or stopped, expiring-Rx tasks once each, and one audit
 * row per exchange.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import type { DatabaseHandle } from '../db/client.js';
import { DEMO_NOW, freshDatabase, queryRows, testDatabases, useTestDatabase } from '../testing/index.js';
import { createSandbox, SandboxError, type Sandbox } from './sandbox.js';
import { SANDBOX_LIMITS } from '@vetrx/core/sandbox';

const MG = LOCATION.mapleGrove;
const driver = { userId: null, username: 'support@demo.vetrx.dev' };

describe.each(testDatabases())('sandbox storefront and pharmacy (%s)', (kind) => {
  const database = useTestDatabase(kind, { demo: true });
  let sandbox: Sandbox;
  const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(database.db, q);
  const one = async <T>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0];
  /** A client and pet of Maple Grove, and an active Rx product none of the pet's prescriptions is for. */
  async function freshPurchase(controlled = false) {
    const pair = await one<{ client: number; patient: number }>(
      sql`select lpc.location_client_id as client, lpc.location_patient_id as patient from location_patient_clients lpc
          join location_patients p on p.id = lpc.location_patient_id join location_clients c on c.id = lpc.location_client_id
          where p.location_id = ${MG} and p.is_active and not p.is_deceased and c.is_active order by lpc.id limit 1`,
    );
    const product = await one<{ id: number }>(
      sql`select id from products where is_active and is_controlled = ${controlled} and product_approval_type = 'Rx'
          and id not in (select product_id from prescriptions where location_patient_id = ${pair.patient}) order by id limit 1`,
    );
    return { locationId: MG, locationClientId: pair.client, locationPatientId: pair.patient, productId: product.id };
  }
  /** What a vet's approval leaves behind: a Created, fillable Rx attached to the approved task. */
  async function approve(taskId: number) {
    const task = await one<{ product_id: number; location_client_id: number; location_patient_id: number }>(sql`select * from prescription_tasks where id = ${taskId}`);
    const rx = await one<{ id: number }>(
      sql`insert into prescriptions (rx_status_code, is_fillable, issued_date, presc_expiry_date, product_id, location_id, location_client_id, location_patient_id, directions, refills)
          values ('Created', true, ${DEMO_NOW.toISOString()}, '2027-06-01', ${task.product_id}, ${MG}, ${task.location_client_id}, ${task.location_patient_id}, 'Give one daily', 2) returning id`,
    );
    await database.db.execute(sql`update prescription_tasks set status = 'VET_APPROVED', action = 'Approved', prescription_id = ${rx.id} where id = ${taskId}`);
    return rx.id;
  }
  const rxCode = async (id: number) => (await one<{ c: string }>(sql`select rx_status_code as c from prescriptions where id = ${id}`)).c;
  const lineOf = async (orderId: number) => one<{ id: number; status: string; shipped: boolean }>(sql`select id, status, shipped from order_line_items where order_id = ${orderId}`);

  beforeAll(async () => {
    sandbox = createSandbox(database.db, () => DEMO_NOW);
  });

  it('turns an order without a fillable Rx into a pending Client Request with quantity, autoship and next order date', async () => {
    const p = await freshPurchase();
    const result = await sandbox.storefront.order({ ...p, quantity: 3, isAutoship: true }, driver);
    expect(result.outcome).toBe('TASK');
    const task = await one<Record<string, unknown>>(sql`select * from prescription_tasks where id = ${result.taskId}`);
    expect(task).toMatchObject({ type: 'approval', status: 'PENDING', quantity_requested: 3, is_autoship: true, location_id: MG, initiated_by: 'client', origin: 'autoship' });
    expect(task.next_order_date).toBe('2026-12-20');
    expect((await one<{ n: number }>(sql`select count(*)::int as n from orders where location_client_id = ${p.locationClientId} and order_number like 'SBX-%'`)).n).toBe(0);
  });

  it('follows an approved request through the pharmacy and shipping to delivery', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 2, isAutoship: false }, driver);
    // Pending: a tick places nothing.
    expect((await sandbox.tick([MG], driver)).ordersPlaced).toBe(0);
    const rxId = await approve(taskId!);
    const first = await sandbox.tick([MG], driver);
    expect(first.ordersPlaced).toBe(1);
    const order = await one<{ id: number; status_code: string }>(sql`select o.id, o.status_code from orders o join order_line_items li on li.order_id = o.id where li.prescription_id = ${rxId}`);
    expect(order.status_code).toBe('in-progress');
    expect(await rxCode(rxId)).toBe('SentToPharmacy');
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('ReceivedByPharmacy');
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('AcceptedByPharmacy');
    expect((await lineOf(order.id)).status).toBe('in-progress');
    for (const expected of ['ready-for-fulfillment', 'shipped', 'delivered']) {
      await sandbox.tick([MG]);
      expect((await lineOf(order.id)).status).toBe(expected);
    }
    const shipment = await one<{ carrier: string; tracking_number: string; tracking_url: string }>(sql`select * from shipments where line_item_id = ${(await lineOf(order.id)).id}`);
    expect(shipment.tracking_url).toContain(shipment.tracking_number);
    expect((await one<{ s: string }>(sql`select status_code as s from orders where id = ${order.id}`)).s).toBe('completed');
    // Every exchange wrote an audit row at the location.
    const audits = await rows<{ operation: string }>(sql`select operation from audit_log where location_id = ${MG} and operation like 'Sandbox%' and entity_id in (${String(order.id)}, ${String(rxId)}, ${String((await lineOf(order.id)).id)})`);
    expect(audits.map((a) => a.operation)).toEqual(expect.arrayContaining(['SandboxOrderPlaced', 'SandboxPrescriptionStatus', 'SandboxOrderLineStatus']));
  });

  it('orders straight away with an authorized fillable Rx', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    const rxId = await approve(taskId!);
    const again = await sandbox.storefront.order({ ...p, quantity: 2, isAutoship: false });
    expect(again).toMatchObject({ outcome: 'ORDER', prescriptionId: rxId, taskId: null });
    // Priced as the client pays: the caretaker price in the location's price book, per pack ordered.
    const { price } = await one<{ price: string }>(
      sql`select pb.caretaker_price as price from price_books pb join locations l on lower(pb.name) = lower(l.price_book_type) where pb.product_id = ${p.productId} and l.id = ${MG}`,
    );
    expect(Number(price)).toBeGreaterThan(0);
    const order = await one<{ amount: string; line: string }>(sql`select o.amount, li.amount as line from orders o join order_line_items li on li.order_id = o.id where o.id = ${again.orderId}`);
    expect([Number(order.amount), Number(order.line)]).toEqual([Math.round(Number(price) * 2 * 100) / 100, Math.round(Number(price) * 2 * 100) / 100]);
  });

  it('cancels the waiting order when the request is declined', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    await database.db.execute(sql`update prescription_tasks set status = 'VET_DECLINED', action = 'Declined' where id = ${taskId}`);
    const tick = await sandbox.tick([MG]);
    expect(tick.requestsCancelled).toBeGreaterThanOrEqual(1);
    expect((await one<{ state: string; detail: { outcome: string } }>(sql`select state, detail from sandbox_exchanges where task_id = ${taskId} and kind = 'client-request'`)).detail.outcome).toBe('cancelled');
  });

  it('holds a controlled substance at Received until the hard copy arrives', async () => {
    const p = await freshPurchase(true);
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    const rxId = await approve(taskId!);
    await sandbox.tick([MG]);
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('ReceivedByPharmacy');
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('ReceivedByPharmacy');
    expect(await sandbox.pharmacy.advanceRx(rxId, 'accept', [MG])).toBeNull();
    await sandbox.pharmacy.receiveHardCopy(rxId, [MG], driver);
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('AcceptedByPharmacy');
  });

  it('asks for more information, declines, and cancels the line of a declined Rx', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    const rxId = await approve(taskId!);
    await sandbox.tick([MG]);
    await sandbox.tick([MG]);
    expect((await sandbox.pharmacy.advanceRx(rxId, 'moreInfo', [MG]))?.rxStatusCode).toBe('MoreInfoRequired');
    expect((await sandbox.pharmacy.advanceRx(rxId, 'decline', [MG]))?.rxStatusCode).toBe('DeclinedByPharmacy');
    await sandbox.tick([MG]);
    const line = await one<{ status: string }>(sql`select li.status from order_line_items li where li.prescription_id = ${rxId}`);
    expect(line.status).toBe('cancelled');
  });

  it('stops lines only where the flow allows, and refuses another location’s records', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    const rxId = await approve(taskId!);
    await sandbox.tick([MG]);
    const line = await one<{ id: number }>(sql`select id from order_line_items where prescription_id = ${rxId}`);
    await expect(sandbox.pharmacy.moveLine(line.id, 'refund', [MG])).rejects.toBeInstanceOf(SandboxError);
    await expect(sandbox.pharmacy.moveLine(line.id, null, [LOCATION.summit])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(sandbox.pharmacy.advanceRx(rxId, 'accept', [LOCATION.summit])).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await sandbox.pharmacy.moveLine(line.id, 'void', [MG])).status).toBe('voided');
    expect((await one<{ voided: boolean }>(sql`select o.voided from orders o join order_line_items li on li.order_id = o.id where li.id = ${line.id}`)).voided).toBe(true);
  });

  it('raises Expiring Rx tasks once for prescriptions expiring within a month, and renewal requests', async () => {
    const first = await sandbox.storefront.generateExpiring([MG]);
    expect(first.length).toBeGreaterThan(0);
    for (const task of first) {
      expect(task.type).toBe('expiring');
      // Due by its expiry, else by its next order date.
      const due = Math.min(...[task.expirationDate, task.nextOrderDate].filter(Boolean).map((d) => new Date(`${d}T12:00:00Z`).getTime()));
      expect(new Date(`${task.expirationDate}T12:00:00Z`).getTime()).toBeGreaterThanOrEqual(DEMO_NOW.getTime() - 86_400_000);
      expect(due).toBeLessThanOrEqual(DEMO_NOW.getTime() + 32 * 86_400_000);
    }
    expect(await sandbox.storefront.generateExpiring([MG])).toHaveLength(0);
    const rx = await one<{ id: number }>(sql`select id from prescriptions where location_id = ${MG} and location_client_id is not null and rx_status_code = 'Created' order by id limit 1`);
    const renewal = await sandbox.storefront.renew(rx.id, [MG]);
    expect(renewal).toMatchObject({ type: 'renewal', status: 'PENDING', previousPrescriptionId: rx.id });
    await expect(sandbox.storefront.renew(rx.id, [LOCATION.summit])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('raises an Expiring Rx task when an autoship order’s next order date comes near, though the expiry is far', async () => {
    const p = await freshPurchase();
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: true }, driver);
    const rxId = await approve(taskId!);
    await sandbox.tick([MG]);
    // The autoship order went out ten days ago: the next one is twenty days away; the Rx expires in 2027.
    await database.db.execute(sql`update orders set created_at = created_at - interval '10 days' where id in (select order_id from order_line_items where prescription_id = ${rxId})`);
    await database.db.execute(sql`update prescription_tasks set next_order_date = next_order_date - 10 where id = ${taskId}`);
    const raised = await sandbox.storefront.generateExpiring([MG]);
    const task = raised.find((t) => t.previousPrescriptionId === rxId);
    expect(task).toMatchObject({ type: 'expiring', expirationDate: '2027-06-01', nextOrderDate: expect.any(String) });
    expect(new Date(`${task!.nextOrderDate}T12:00:00Z`).getTime() - DEMO_NOW.getTime()).toBeLessThan(21 * 86_400_000);
    expect((await sandbox.storefront.generateExpiring([MG])).find((t) => t.previousPrescriptionId === rxId)).toBeUndefined();
  });

  it('accepts a mailed controlled prescription: the mailed print is the hard copy', async () => {
    const p = await freshPurchase(true);
    const { taskId } = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    const rxId = await approve(taskId!);
    await database.db.execute(sql`update prescriptions set rx_status_code = 'MailedToPharmacy' where id = ${rxId}`);
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('ReceivedByPharmacy');
    await sandbox.tick([MG]);
    expect(await rxCode(rxId)).toBe('AcceptedByPharmacy');
    expect((await one<{ n: number }>(sql`select count(*)::int as n from sandbox_exchanges where prescription_id = ${rxId} and kind = 'hard-copy'`)).n).toBe(1);
  });

  it('refuses an order or a recommendation for an inactive client, a deceased pet or a product no longer sold', async () => {
    const p = await freshPurchase();
    const refused = (message: string, field: string) => expect.objectContaining({ code: 'BAD_USER_INPUT', message, field });
    const attempt = async (change: ReturnType<typeof sql>, undo: ReturnType<typeof sql>, message: string, field: string) => {
      await database.db.execute(change);
      try {
        await expect(sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false })).rejects.toEqual(refused(message, field));
        await expect(sandbox.storefront.recommend({ ...p, quantity: 1 })).rejects.toEqual(refused(message, field));
      } finally {
        await database.db.execute(undo);
      }
    };
    const before = (await one<{ n: number }>(sql`select count(*)::int as n from prescription_tasks where location_patient_id = ${p.locationPatientId}`)).n;
    await attempt(sql`update location_clients set is_active = false where id = ${p.locationClientId}`, sql`update location_clients set is_active = true where id = ${p.locationClientId}`, 'The client is inactive: the storefront takes no orders for them.', 'locationClientId');
    await attempt(sql`update location_patients set is_deceased = true where id = ${p.locationPatientId}`, sql`update location_patients set is_deceased = false where id = ${p.locationPatientId}`, 'The pet is deceased: the storefront takes no orders for them.', 'locationPatientId');
    await attempt(sql`update products set is_active = false where id = ${p.productId}`, sql`update products set is_active = true where id = ${p.productId}`, 'The product is no longer sold: the storefront takes no orders for it.', 'productId');
    expect((await one<{ n: number }>(sql`select count(*)::int as n from prescription_tasks where location_patient_id = ${p.locationPatientId}`)).n).toBe(before);
  });

  it('refills a queue the practice already filled: the cap counts only the storefront’s own pending requests', async () => {
    const db = await freshDatabase(kind, { demo: true });
    try {
      const q = async (query: ReturnType<typeof sql>) => {
        const r = await db.db.execute(query);
        return (((r as unknown as { rows: Array<{ n: number }> }).rows ?? r) as Array<{ n: number }>)[0].n;
      };
      // More seeded pending tasks than the cap (the demo's Maple Grove has 67).
      const seeded = await q(sql`select count(*)::int as n from prescription_tasks where location_id = ${MG} and status = 'PENDING' and not archived`);
      if (seeded < SANDBOX_LIMITS.queueCap) {
        await db.db.execute(sql`insert into prescription_tasks (location_id, type, status, product_id, location_client_id, location_patient_id, initiated_by, origin)
          select location_id, type, 'PENDING', product_id, location_client_id, location_patient_id, initiated_by, origin from prescription_tasks where location_id = ${MG} limit ${SANDBOX_LIMITS.queueCap}`);
      }
      const sb = createSandbox(db.db, () => DEMO_NOW, { trafficPerHour: 40, seed: 3 });
      let raised = 0;
      for (let i = 0; i < 3; i++) raised += (await sb.tick([MG], null, { traffic: true })).requestsRaised;
      expect(raised).toBeGreaterThan(0);
      // Up to the cap of its own: then orders only.
      const own = () => q(sql`select count(*)::int as n from prescription_tasks pt where pt.location_id = ${MG} and pt.status = 'PENDING' and exists (select 1 from sandbox_exchanges e where e.task_id = pt.id)`);
      const p = await one<{ client: number; patient: number }>(sql`select location_client_id as client, location_patient_id as patient from prescription_tasks where location_id = ${MG} limit 1`);
      const product = await one<{ id: number }>(sql`select id from products where is_active limit 1`);
      for (let n = await own(); n < SANDBOX_LIMITS.queueCap; n++) await sb.storefront.recommend({ locationId: MG, locationClientId: p.client, locationPatientId: p.patient, productId: product.id, quantity: 1 });
      const last = await q(sql`select max(id)::int as n from prescription_tasks`);
      let orders = 0;
      for (let i = 0; i < 3; i++) orders += (await sb.tick([MG], null, { traffic: true })).ordersPlaced;
      // No new recommendation, renewal or expiring request; orders still arrive (an order whose Rx is no
      // longer fillable still turns into a Client Request, as the storefront would send it).
      expect(await q(sql`select count(*)::int as n from prescription_tasks where id > ${last} and type <> 'approval'`)).toBe(0);
      expect(orders).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it.runIf(kind === 'postgres')('an exchange keeps to a time limit: a tick that waits past it is refused as TIMEOUT and writes nothing', async () => {
    const sb = createSandbox(database.db, () => DEMO_NOW, {}, { statementMs: 300 });
    const before = await sb.clock();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let locked!: () => void;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holding = database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sandbox_clock in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await isLocked;
      const t0 = performance.now();
      const e = await sb.tick([MG]).then(
        () => null,
        (error: unknown) => error,
      );
      expect(e).toMatchObject({ message: 'The request took longer than 0.3 seconds.', extensions: { code: 'TIMEOUT' } });
      expect(performance.now() - t0).toBeLessThan(3_000);
    } finally {
      release();
      await holding;
    }
    expect((await sb.clock()).ticks).toBe(before.ticks);
    await sb.tick([MG]);
    expect((await sb.clock()).ticks).toBe(before.ticks + 1);
  }, 10_000);

  it('brings new traffic on ticks that ask for it: every kind of request, the same for the same seed', async () => {
    // A second database and sandbox with the same seed draw the same traffic at the same ticks.
    const twin = await freshDatabase(kind, { demo: true });
    try {
      const draw = async (db: DatabaseHandle) => {
        const sb = createSandbox(db.db, () => DEMO_NOW, { trafficPerHour: 20, seed: 5 });
        const clock = await sb.clock();
        let raised = 0;
        for (let i = 0; i < 6; i++) raised += (await sb.tick([MG], null, { traffic: true })).requestsRaised;
        const r = await db.db.execute(
          sql`select type, product_id, location_patient_id, status from prescription_tasks where location_id = ${MG} and origin in ('storefront', 'autoship', 'system') and created_timestamp > ${clock.now.toISOString()} order by id`,
        );
        return { raised, tasks: ((r as unknown as { rows: unknown[] }).rows ?? r) as Array<{ type: string }> };
      };
      const noTraffic = await sandbox.tick([MG]);
      expect(noTraffic.requestsRaised).toBe(0);
      const a = await draw(twin);
      expect(a.raised).toBeGreaterThan(5);
      expect(new Set(a.tasks.map((t) => t.type))).toEqual(new Set(['approval', 'draft', 'renewal', 'expiring']));
      await twin.close();
      const again = await freshDatabase(kind, { demo: true });
      try {
        expect(await draw(again)).toEqual(a);
      } finally {
        await again.close();
      }
    } finally {
      await twin.close().catch(() => {});
    }
  });

  it('keeps sandbox time within a day of real time; automatic ticks keep to the wall clock', async () => {
    const before = await sandbox.clock();
    const auto = await sandbox.tick([MG], null, { auto: true });
    expect(auto.ticks).toBe(before.ticks + 1);
    expect(auto.now.getTime()).toBe(before.now.getTime());
    // A clock that drifted for weeks (the old 15 minutes every 20 seconds) reads as a day ahead at most.
    await database.db.execute(sql`update sandbox_clock set offset_minutes = 60 * 24 * 40`);
    expect((await sandbox.clock()).now.getTime() - DEMO_NOW.getTime()).toBe(SANDBOX_LIMITS.maxLeadMinutes * 60_000);
    const tick = await sandbox.tick([MG]);
    expect(tick.now.getTime() - DEMO_NOW.getTime()).toBe(SANDBOX_LIMITS.maxLeadMinutes * 60_000);
    expect((await one<{ o: number }>(sql`select offset_minutes as o from sandbox_clock`)).o).toBe(SANDBOX_LIMITS.maxLeadMinutes);
    await database.db.execute(sql`update sandbox_clock set offset_minutes = ${before.offsetMinutes}`);
  });

  it('moves the clock on by minutes per tick', async () => {
    const before = await sandbox.clock();
    await sandbox.tick([MG], null, { minutes: 30 });
    const after = await sandbox.clock();
    expect(after.ticks).toBe(before.ticks + 1);
    expect(after.now.getTime() - before.now.getTime()).toBe(30 * 60_000);
  });
});
