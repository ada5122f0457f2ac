/**
 * The sandbox storefront and pharmacy against a real database (issue 14): orders with and without a
 * fillable Rx, answered client requests, the pharmacy's steps (controlled substances wait for the hard
 * copy), order lines through shipping to delivery or stopped, expiring-Rx tasks once each, and one audit
 * row per exchange.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import type { DatabaseHandle } from '../db/client.js';
import { DEMO_NOW, freshDatabase, testDatabases } from '../testing/index.js';
import { createSandbox, SandboxError, type Sandbox } from './sandbox.js';

const MG = LOCATION.mapleGrove;
const driver = { userId: null, username: 'support@demo.vetrx.dev' };

describe.each(testDatabases())('sandbox storefront and pharmacy (%s)', (kind) => {
  let database: DatabaseHandle;
  let sandbox: Sandbox;
  const rows = async <T>(q: ReturnType<typeof sql>) => {
    const r = await database.db.execute(q);
    return ((r as unknown as { rows: T[] }).rows ?? (r as unknown as T[])) as T[];
  };
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
    database = await freshDatabase(kind, { demo: true });
    sandbox = createSandbox(database.db, () => DEMO_NOW);
  });
  afterAll(() => database?.close());

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
    const again = await sandbox.storefront.order({ ...p, quantity: 1, isAutoship: false });
    expect(again).toMatchObject({ outcome: 'ORDER', prescriptionId: rxId, taskId: null });
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
      const exp = new Date(`${task.expirationDate}T12:00:00Z`).getTime();
      expect(exp).toBeGreaterThanOrEqual(DEMO_NOW.getTime() - 86_400_000);
      expect(exp).toBeLessThanOrEqual(DEMO_NOW.getTime() + 32 * 86_400_000);
    }
    expect(await sandbox.storefront.generateExpiring([MG])).toHaveLength(0);
    const rx = await one<{ id: number }>(sql`select id from prescriptions where location_id = ${MG} and location_client_id is not null and rx_status_code = 'Created' order by id limit 1`);
    const renewal = await sandbox.storefront.renew(rx.id, [MG]);
    expect(renewal).toMatchObject({ type: 'renewal', status: 'PENDING', previousPrescriptionId: rx.id });
    await expect(sandbox.storefront.renew(rx.id, [LOCATION.summit])).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('moves the clock on by minutes per tick', async () => {
    const before = await sandbox.clock();
    await sandbox.tick([MG], null, 30);
    const after = await sandbox.clock();
    expect(after.ticks).toBe(before.ticks + 1);
    expect(after.now.getTime() - before.now.getTime()).toBe(30 * 60_000);
  });
});
