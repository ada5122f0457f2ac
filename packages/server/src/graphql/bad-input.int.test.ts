import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  AddLocationClientDocument,
  AddShortcutDocument,
  GetLocationClientDocument,
  GetLocationPatientDocument,
  GetPrescriptionDocument,
  GetPrescriptionHistoryDocument,
  GetPrescriptionTaskDocument,
  MeDocument,
} from '@vetrx/core/api';
import { startTestServer, type TestServer } from '../testing/index.js';

describe('bad input is refused clearly and writes nothing (issue 10)', () => {
  let s: TestServer;
  let admin: string;
  let locationId: string;
  beforeAll(async () => {
    s = await startTestServer();
    admin = await s.token('admin@demo.vetrx.dev');
    const me = await s.gql(MeDocument.toString(), {}, { token: admin });
    locationId = me.data.me.user.locationsUsers[0].locationId;
  });
  afterAll(() => s?.close());

  const count = async (table: string) => Number(((await s.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as any).rows?.[0]?.n ?? (await s.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)) as any)[0].n);

  const client = (state: unknown) => ({
    firstName: 'Ann',
    lastName: 'Lee',
    isActive: true,
    locationClientPhones: [{ phoneNumber: '5125550100', phoneTypeId: '1' }],
    locationClientAddress: [{ addressLine1: '1 Main St', city: 'Austin', state, zip: '78701', addressTypeId: '1' }],
  });

  it.each(['XX', '', 'Narnia'])('refuses the state %j on AddLocationClient with BAD_USER_INPUT', async (state) => {
    const before = await count('location_clients');
    const r = await s.gql(AddLocationClientDocument.toString(), { locationId, input: client(state) }, { token: admin });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await count('location_clients')).toBe(before);
  });

  it.each([
    { label: 'a\u0000b', details: 'x' },
    { label: 'ok', details: 'line\u0000' },
    { label: 'bell\u0007', details: 'x' },
  ])('refuses control characters in a shortcut (%j)', async (v) => {
    const before = await count('shortcuts');
    const r = await s.gql(AddShortcutDocument.toString(), { ...v, shortcutType: 'SIG', locationId }, { token: admin });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(Object.keys(r.errors?.[0]?.extensions?.fields ?? {}).length).toBeGreaterThan(0);
    expect(await count('shortcuts')).toBe(before);
  });

  it.each([
    ['GetPrescription', GetPrescriptionDocument],
    ['GetLocationClient', GetLocationClientDocument],
    ['getLocationPatient', GetLocationPatientDocument],
    ['GetPrescriptionTask', GetPrescriptionTaskDocument],
  ])('answers %s with an id beyond int4 as NOT_FOUND', async (_name, doc) => {
    for (const id of ['2147483648', '99999999999999999999', '-1', '0']) {
      const r = await s.gql(doc.toString(), { id }, { token: admin });
      expect(r.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
    }
  });

  it('refuses negative skip and take, and caps take at 500', async () => {
    for (const v of [{ skip: -1 }, { take: -1 }]) {
      const r = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId, ...v }, { token: admin });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toHaveProperty(Object.keys(v)[0]);
    }
    const big = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId, take: 100000 }, { token: admin });
    expect(big.errors).toBeUndefined();
    expect(big.data.getPrescriptionHistory.length).toBeLessThanOrEqual(500);
  });
});
