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
import { UpdateLocationUserDocument } from '@vetrx/core/operations/UpdateLocationUser';
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

  it.each([
    ['a DateTime in year 0', 'query Q($l: ID!, $v: DateTime) { getPrescriptionCount(locationId: $l, startDateTime: $v) }', '0000-01-01T00:00:00Z'],
    ['a DateTime before year 1', 'query Q($l: ID!, $v: DateTime) { getPrescriptionCount(locationId: $l, startDateTime: $v) }', '-271821-04-20T00:00:00Z'],
    ['a DateTime on 30 February', 'query Q($l: ID!, $v: DateTime) { getPrescriptionCount(locationId: $l, startDateTime: $v) }', '2026-02-30T10:00:00Z'],
    ['a Date on 30 February', 'query Q($l: ID!, $v: Date) { getPrescriptionTasksCount(locationId: $l, expirationDateStart: $v) }', '2026-02-30'],
    ['a Date in year 0', 'query Q($l: ID!, $v: Date) { getPrescriptionTasksCount(locationId: $l, expirationDateStart: $v) }', '0000-01-01'],
    ['a Date in month 13', 'query Q($l: ID!, $v: Date) { getPrescriptionTasksCount(locationId: $l, expirationDateStart: $v) }', '2026-13-01'],
  ])('refuses %s in a list filter with 400 BAD_USER_INPUT, not an internal error', async (_name, query, value) => {
    const r = await s.gql(query, { l: locationId, v: value }, { token: tokens.admin });
    expect(r.status).toBe(400);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toContain(value);
    // The real days around it are read.
    const ok = await s.gql(query, { l: locationId, v: value.replace(/^-?\d+-\d+-\d+/, '2026-02-28') }, { token: tokens.admin });
    expect(ok.errors).toBeUndefined();
  });

  it('stores a lone surrogate (half a character) in a text as U+FFFD, in its column and its audit row alike', async () => {
    // A vet's licence number: its audit row's before and after are JSON, which PostgreSQL refuses with a lone surrogate in it.
    const id = await locationUserId(s.database.db, 'vet@demo.vetrx.dev', Number(locationId));
    const r = await s.gql(UpdateLocationUserDocument.toString(), { id: String(id), input: { vetLicenseNumber: 'VL \ud83d 42' } }, { token: tokens.admin });
    expect(r.errors).toBeUndefined();
    const [row] = await queryRows<{ n: string }>(s.database.db, sql`select vet_license_number as n from location_users where id = ${id}`);
    expect(row.n).toBe('VL \ufffd 42');
    const [audit] = await queryRows<{ after: string }>(s.database.db, sql`select after::text as after from audit_log where operation = 'UpdateLocationUser' order by id desc limit 1`);
    expect(audit.after).toContain('VL \ufffd 42');
  });

  it('refuses a control character in an id stored as text (a PIMS consult id) with BAD_USER_INPUT, writing nothing', async () => {
    const mg = LOCATION.mapleGrove;
    const dog = await activeDog(s.database.db, mg, { plain: true });
    const product = await activeProduct(s.database.db, 'Gabapentin');
    const vet = await s.token('vet@demo.vetrx.dev');
    const input = { locationId: String(mg), locationClientId: String(dog.client), locationPatientId: String(dog.patient), productId: String(product.id), unitPerFill: product.pack };
    const before = await fingerprint();
    const r = await s.gql(AddPrescriptionDocument.toString(), { input: { ...input, pimsConsultId: '1\u0000' }, addPrescriptionType: 'SaveAsDraft' }, { token: vet });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.extensions?.fields).toEqual({ pimsConsultId: COMMON_MESSAGES.controlCharacters });
    expect(await fingerprint()).toBe(before);
  });

  it('answers a grouped queue page past the end of int4 (skip 2147483647) with no groups', async () => {
    const query = 'query Q($l: ID!, $skip: Int, $take: Int) { getPrescriptionTasksGrouped(locationId: $l, skip: $skip, take: $take) { locationClientId } }';
    for (const take of [1, null]) {
      const r = await s.gql(query, { l: locationId, skip: 2147483647, take }, { token: tokens.admin });
      expect(r.errors).toBeUndefined();
      expect(r.data.getPrescriptionTasksGrouped).toEqual([]);
    }
    // The same request from the start has groups: the empty answer was the skip's.
    expect((await s.gql(query, { l: locationId, skip: 0, take: 1 }, { token: tokens.admin })).data.getPrescriptionTasksGrouped).toHaveLength(1);
  });
});
