/**
 * The sandbox operations over GraphQL (issue 14): a support user places an order that
 * becomes a Client Request, a vet approves it through the real approval, and ticks carry the order
 * through the pharmacy to delivery; practice users are refused outside development, everyone in
 * production; bad input is BAD_USER_INPUT and writes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCATION } from '@vetrx/fixtures';
import { startSandbox } from '../sandbox/clock.js';
import { testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
const SUPPORT = 'support@demo.vetrx.dev';
const VET = 'vetadmin@demo.vetrx.dev';

const PLACE = `mutation($input: SandboxOrderInput!) { sandboxPlaceOrder(input: $input) { outcome orderId taskId prescriptionId } }`;
const TICK = `mutation($locationId: ID, $ticks: Int) { sandboxTick(locationId: $locationId, ticks: $ticks) { ticks ordersPlaced prescriptionsMoved linesMoved } }`;

describe.each(testDatabases())('sandbox operations (%s)', (kind) => {
  const { server: s } = useTestServer(kind);
  let purchase: { locationId: string; locationClientId: string; locationPatientId: string; productId: string };
  const as = async (user: string, query: string, variables?: Record<string, unknown>) => s.gql(query, variables, { token: await s.token(user) });

  beforeAll(async () => {
    const r = await s.database.db.execute(
      `select lpc.location_client_id as client, lpc.location_patient_id as patient,
         (select id from products pr where pr.is_active and not pr.is_controlled and pr.product_approval_type = 'Rx'
            and pr.id not in (select product_id from prescriptions where location_patient_id = lpc.location_patient_id) order by id limit 1) as product
       from location_patient_clients lpc join location_patients p on p.id = lpc.location_patient_id join location_clients c on c.id = lpc.location_client_id
       where p.location_id = ${MG} and p.is_active and not p.is_deceased and c.is_active and p.weight is not null and p.birthdate > '1901-01-01' order by lpc.id limit 1` as never,
    );
    const row = ((r as unknown as { rows: Record<string, number>[] }).rows ?? (r as unknown as Record<string, number>[]))[0];
    purchase = { locationId: MG, locationClientId: String(row.client), locationPatientId: String(row.patient), productId: String(row.product) };
  });

  it('refuses practice users outside development, and bad input with the field', async () => {
    const vet = await as(VET, PLACE, { input: { ...purchase, quantity: 1 } });
    expect(vet.errors?.[0]).toMatchObject({ message: 'Only support users can drive the sandbox.', extensions: { code: 'FORBIDDEN' } });
    const zero = await as(SUPPORT, PLACE, { input: { ...purchase, quantity: 0 } });
    expect(zero.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { quantity: 'Must be greater than zero & less than 10000' } });
    const ticks = await as(SUPPORT, TICK, { ticks: 51 });
    expect(ticks.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const missing = await as(SUPPORT, PLACE, { input: { ...purchase, locationPatientId: '999999', quantity: 1 } });
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('finds pet owners with their active, living pets for the storefront, for support acting as themselves', async () => {
    const CUSTOMERS = `query($l: ID!, $text: String!, $take: Int) { sandboxCustomers(locationId: $l, text: $text, take: $take) { id firstName lastName email pets { id name } } }`;
    const rows = await s.database.db.execute(`select last_name from location_clients where id = ${purchase.locationClientId}` as never);
    const lastName = (((rows as unknown as { rows?: { last_name: string }[] }).rows ?? (rows as unknown as { last_name: string }[]))[0]).last_name;
    const found = await as(SUPPORT, CUSTOMERS, { l: MG, text: `  ${lastName.toUpperCase()} `, take: 100 });
    expect(found.errors).toBeUndefined();
    const owner = found.data.sandboxCustomers.find((c: { id: string }) => c.id === purchase.locationClientId);
    expect(owner).toBeDefined();
    expect(owner.pets.map((p: { id: string }) => p.id)).toContain(purchase.locationPatientId);
    for (const c of found.data.sandboxCustomers) expect(`${c.firstName} ${c.lastName} ${c.email ?? ''}`.toLowerCase()).toContain(lastName.toLowerCase());
    // Only pets an order can be placed for: a deceased pet is left out.
    const pet = owner.pets[0].id;
    await s.database.db.execute(`update location_patients set is_deceased = true where id = ${pet}` as never);
    try {
      const again = await as(SUPPORT, CUSTOMERS, { l: MG, text: lastName, take: 100 });
      const same = again.data.sandboxCustomers.find((c: { id: string }) => c.id === purchase.locationClientId);
      expect(same.pets.map((p: { id: string }) => p.id)).not.toContain(pet);
    } finally {
      await s.database.db.execute(`update location_patients set is_deceased = false where id = ${pet}` as never);
    }
    expect((await as(SUPPORT, CUSTOMERS, { l: MG, text: '   ' })).data.sandboxCustomers).toEqual([]);
    expect((await as(SUPPORT, CUSTOMERS, { l: MG, text: lastName, take: 0 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await as(SUPPORT, CUSTOMERS, { l: '999999', text: lastName })).data?.sandboxCustomers ?? []).toEqual([]);
    expect((await as(VET, CUSTOMERS, { l: MG, text: lastName })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('follows an order from the storefront through the vet’s approval and the pharmacy to delivery', async () => {
    const placed = await as(SUPPORT, PLACE, { input: { ...purchase, quantity: 2, isAutoship: true } });
    expect(placed.errors).toBeUndefined();
    expect(placed.data.sandboxPlaceOrder).toMatchObject({ outcome: 'TASK', orderId: null });
    const taskId = placed.data.sandboxPlaceOrder.taskId;
    // The vet sees it in the queue.
    const queue = await as(VET, `query($locationId: ID!) { getPrescriptionTasks(locationId: $locationId, take: 200) { id type status quantityRequested isAutoship } }`, { locationId: MG });
    expect(queue.errors).toBeUndefined();
    expect(queue.data.getPrescriptionTasks).toEqual(expect.arrayContaining([{ id: taskId, type: 'approval', status: 'PENDING', quantityRequested: 2, isAutoship: true }]));
    const state = await as(SUPPORT, `query { sandboxState { ticks tickSeconds mode } }`);
    expect(state.data.sandboxState).toMatchObject({ tickSeconds: 0, mode: 'test' });
    const tick = await as(SUPPORT, TICK, { locationId: MG, ticks: 3 });
    expect(tick.data.sandboxTick.ordersPlaced).toBe(0);
  });

  it('brings traffic on demand at the rate the Sandbox page sets, lists it in the feed, and keeps automatic ticks to development', async () => {
    const SET = `mutation($tickSeconds: Int!, $trafficPerHour: Float) { sandboxSetClock(tickSeconds: $tickSeconds, trafficPerHour: $trafficPerHour) { tickSeconds trafficPerHour seed mode } }`;
    const auto = await as(SUPPORT, SET, { tickSeconds: 20 });
    expect(auto.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { tickSeconds: 'Automatic ticks run only in development.' } });
    expect((await as(SUPPORT, SET, { tickSeconds: 0, trafficPerHour: 61 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await as(VET, SET, { tickSeconds: 0 })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const set = await as(SUPPORT, SET, { tickSeconds: 0, trafficPerHour: 40 });
    expect(set.data.sandboxSetClock).toMatchObject({ tickSeconds: 0, trafficPerHour: 40, mode: 'test' });
    try {
      const tick = await as(SUPPORT, `mutation($l: ID) { sandboxTick(locationId: $l, ticks: 3, traffic: true) { requestsRaised ordersPlaced } }`, { l: MG });
      expect(tick.errors).toBeUndefined();
      expect(tick.data.sandboxTick.requestsRaised).toBeGreaterThan(0);
      const ACTIVITY = `query($l: ID!, $take: Int) { sandboxActivity(locationId: $l, take: $take) { events { kind party summary taskId } lines { lineItemId status rxStatus } } }`;
      const feed = await as(SUPPORT, ACTIVITY, { l: MG, take: 100 });
      expect(feed.errors).toBeUndefined();
      expect(feed.data.sandboxActivity.events.length).toBeGreaterThanOrEqual(tick.data.sandboxTick.requestsRaised);
      expect(feed.data.sandboxActivity.events[0]).toMatchObject({ party: expect.stringMatching(/storefront|pharmacy/), summary: expect.any(String) });
      expect((await as(SUPPORT, ACTIVITY, { l: MG, take: 101 })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      expect((await as(VET, ACTIVITY, { l: MG })).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    } finally {
      await as(SUPPORT, SET, { tickSeconds: 0, trafficPerHour: 4 });
    }
  });

  it('lets a practice user drive the storefront in development, but only support moves the shared clock', async () => {
    const dev = startSandbox(s.database.db, { mode: 'development', env: { VETRX_SANDBOX_TICK_SECONDS: '0' } });
    try {
      const placed = await as(VET, PLACE, { input: { ...purchase, quantity: 1 } });
      expect(placed.errors).toBeUndefined();
      for (const [query, vars] of [
        [TICK, { locationId: MG, ticks: 1 }],
        [`mutation { sandboxSetClock(tickSeconds: 0) { tickSeconds } }`, {}],
      ] as const) {
        const r = await as(VET, query, vars);
        expect(r.errors?.[0]).toMatchObject({ message: 'Only support users can move the sandbox clock.', extensions: { code: 'FORBIDDEN' } });
      }
      expect((await as(SUPPORT, TICK, { locationId: MG, ticks: 1 })).errors).toBeUndefined();
    } finally {
      dev.stop();
      startSandbox(s.database.db, { mode: 'test' });
    }
  });

  it('is refused to everyone in production', async () => {
    const prod = startSandbox(s.database.db, { mode: 'production' });
    try {
      const r = await as(SUPPORT, `query { sandboxState { ticks } }`);
      expect(r.errors?.[0]).toMatchObject({ message: 'The sandbox is not available in production.', extensions: { code: 'FORBIDDEN' } });
    } finally {
      prod.stop();
      startSandbox(s.database.db, { mode: 'test' });
    }
  });
});
