import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { MeDocument } from '@vetrx/core/operations/Me';
import { UpdateLocationClientDocument } from '@vetrx/core/operations/UpdateLocationClient';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { COMMON_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { activeDog, activeProduct, locationUserId, queryRows, tableFingerprint, testDatabases, useTestServer } from '../testing/index.js';

/** The tables a refused client, shortcut or prescription write could touch. */
const WRITTEN = ['location_clients', 'location_client_addresses', 'location_client_phones', 'shortcuts', 'prescriptions', 'audit_log'];

describe.each(testDatabases())('bad input is refused clearly and writes nothing (issue 10, %s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['admin'] });
  let locationId: string;
  beforeAll(async () => {
    const me = await s.gql(MeDocument.toString(), {}, { token: tokens.admin });
    locationId = me.data.me.user.locationsUsers[0].locationId;
  });

  const fingerprint = () => tableFingerprint(s.database.db, WRITTEN);

  const client = (state: unknown) => ({
    firstName: 'Ann',
    lastName: 'Lee',
    isActive: true,
    locationClientPhones: [{ phoneNumber: '5125550100', phoneTypeId: '1' }],
    locationClientAddress: [{ addressLine1: '1 Main St', city: 'Austin', state, zip: '78701', addressTypeId: '1' }],
  });

  /** An unknown state is the decided message; no state at all is the spec's required field. */
  const stateMessage = (state: string) => (state === '' ? COMMON_MESSAGES.fieldRequired : COMMON_MESSAGES.invalidState);

  it.each(['XX', '', 'Narnia'])('refuses the state %j on AddLocationClient with BAD_USER_INPUT', async (state) => {
    const before = await fingerprint();
    const r = await s.gql(AddLocationClientDocument.toString(), { locationId, input: client(state) }, { token: tokens.admin });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ 'locationClientAddress.0.state': stateMessage(state) });
    expect(await fingerprint()).toBe(before);
  });

  it.each(['XX', '', 'Narnia'])('refuses the state %j on UpdateLocationClient with BAD_USER_INPUT, leaving the client as it was', async (state) => {
    const dog = await activeDog(s.database.db, LOCATION.mapleGrove);
    const before = await fingerprint();
    const r = await s.gql(UpdateLocationClientDocument.toString(), { input: { id: String(dog.client), ...client(state) } }, { token: tokens.admin });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ 'locationClientAddress.0.state': stateMessage(state) });
    expect(r.data?.updateLocationClient ?? null).toBeNull();
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    { label: 'a\u0000b', details: 'x' },
    { label: 'ok', details: 'line\u0000' },
    { label: 'bell\u0007', details: 'x' },
  ])('refuses control characters in a shortcut (%j)', async (v) => {
    const before = await fingerprint();
    const r = await s.gql(AddShortcutDocument.toString(), { ...v, shortcutType: 'SIG', locationId }, { token: tokens.admin });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(r.errors?.[0]?.extensions?.fields ?? {}).length).toBeGreaterThan(0);
    expect(await fingerprint()).toBe(before);
  });

  it.each([
    ['GetPrescription', GetPrescriptionDocument],
    ['GetLocationClient', GetLocationClientDocument],
    ['getLocationPatient', GetLocationPatientDocument],
    ['GetPrescriptionTask', GetPrescriptionTaskDocument],
  ])('answers %s with an id beyond int4 as NOT_FOUND', async (_name, doc) => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '0']) {
      const r = await s.gql(doc.toString(), { id }, { token: tokens.admin });
      expect(r.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
  });

  it("answers AddPrescription for a patient id beyond int4 as NOT_FOUND, writing nothing", async () => {
    const mg = LOCATION.mapleGrove;
    const dog = await activeDog(s.database.db, mg, { plain: true });
    const product = await activeProduct(s.database.db, 'Gabapentin');
    const input = {
      locationId: String(mg),
      locationClientId: String(dog.client),
      productId: String(product.id),
      unitPerFill: product.pack,
      directions: 'Give 1 capsule by mouth every 12 hours.',
      refills: 1,
      prnFlag: false,
      authorizingVet: String(await locationUserId(s.database.db, 'vet@demo.vetrx.dev', mg)),
    };
    const vet = await s.token('vet@demo.vetrx.dev');
    for (const locationPatientId of ['2147483648', '99999999999999999999']) {
      const before = await fingerprint();
      const r = await s.gql(AddPrescriptionDocument.toString(), { input: { ...input, locationPatientId }, addPrescriptionType: 'SaveAsDraft' }, { token: vet });
      expect(r.errors?.[0]?.extensions?.code, locationPatientId).toBe('NOT_FOUND');
      expect(await fingerprint()).toBe(before);
    }
    // The same request with the real patient is accepted: the refusal was the id's.
    const ok = await s.gql(AddPrescriptionDocument.toString(), { input: { ...input, locationPatientId: String(dog.patient) }, addPrescriptionType: 'SaveAsDraft' }, { token: vet });
    expect(ok.errors).toBeUndefined();
  });

  it('refuses skip -1 and take -1 on GetPrescriptionHistory, and reads a take over 500 as 500', async () => {
    for (const v of [{ skip: -1 }, { take: -1 }]) {
      const r = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId, ...v }, { token: tokens.admin });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toHaveProperty(Object.keys(v)[0]);
      expect(r.data?.getPrescriptionHistory ?? null).toBeNull();
    }
    // Twice the location's prescriptions, so that it holds more than 500 and the cap is what limits the page.
    const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(s.database.db, q);
    const columns = (
      await rows<{ c: string }>(
        sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = 'prescriptions' and column_name not in ('id', 'uuid', 'rx_number')`,
      )
    )
      .map((r) => `"${r.c}"`)
      .join(', ');
    await s.database.db.execute(sql.raw(`insert into prescriptions (${columns}) select ${columns} from prescriptions where location_id = ${Number(locationId)}`));
    const [{ n: total }] = await rows<{ n: number }>(sql`select count(*)::int as n from prescriptions where location_id = ${Number(locationId)}`);
    expect(total).toBeGreaterThan(500);
    const big = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId, take: 100000 }, { token: tokens.admin });
    expect(big.errors).toBeUndefined();
    expect(big.data.getPrescriptionHistory.length).toBe(Math.min(total, 500));
  });
});
