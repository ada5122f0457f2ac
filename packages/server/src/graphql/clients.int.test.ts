/**
 * Client operations end to end over HTTP (clients-and-patients.md §5, §7): the local search, reads,
 * writes and their refusals (each with the spec's message and nothing written), scoping to the
 * caller's locations, and the automatic decline of pending requests when a client is made inactive.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetUnlinkedLocationClientsDocument } from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { UpdateLocationClientDocument } from '@vetrx/core/operations/UpdateLocationClient';
import { UpsertLocationClientDocument } from '@vetrx/core/operations/UpsertLocationClient';
import { CLIENT_VALIDATION_MESSAGES as M, SYSTEM_DECLINE_REASONS } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { formatMessage } from '@vetrx/core/common';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';

const q = (d: { toString(): string }) => d.toString();

const validInput = (over: Record<string, unknown> = {}) => ({
  firstName: '  ada mae ',
  lastName: "o'neil",
  email: '  Ada.ONeil@Example.COM ',
  locationClientPhones: [
    { phoneTypeId: '1', phoneNumber: '612 555 0101' },
    { phoneTypeId: '2', phoneNumber: '6125550102' },
  ],
  locationClientAddress: [{ addressTypeId: '1', addressLine1: ' 12 Elm St ', city: 'Maple Grove', state: 'Minnesota', zip: '55369' }],
  ...over,
});

describe.each(testDatabases())('client operations (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vetadmin'] });

  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function counts() {
    const [c] = await rows<{ clients: number; phones: number; addresses: number; audit: number }>(
      sql`select (select count(*)::int from location_clients) as clients, (select count(*)::int from location_client_phones) as phones,
          (select count(*)::int from location_client_addresses) as addresses, (select count(*)::int from audit_log) as audit`,
    );
    return c;
  }
  async function search(variables: Record<string, unknown>, token = tokens.staff) {
    const r = await s.gql(q(LocationClientSearchDocument), { locationId: String(LOCATION.mapleGrove), take: 50, skip: 0, ...variables }, { token });
    expect(r.errors).toBeUndefined();
    return r.data.locationClientSearch as { count: number; data: Array<{ id: string; firstName: string | null; lastName: string | null; email: string | null; isActive: boolean; phones: Array<{ phoneNumber: string; isActive: boolean }>; locationPatientClients: Array<{ isActive: boolean; locationPatient: { name: string } | null }> }> };
  }

  describe('LocationClientSearch', () => {
    it('lists the location’s active clients by default, paged in SQL with the total count', async () => {
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from location_clients where location_id = ${LOCATION.mapleGrove} and is_active and not is_office_use`,
      );
      const first = await search({ take: 10, skip: 0 });
      const second = await search({ take: 10, skip: 10 });
      expect(first.count).toBe(n);
      expect(first.data).toHaveLength(10);
      expect(second.data.map((c) => c.id)).not.toContain(first.data[0].id);
      expect(first.data.every((c) => c.isActive)).toBe(true);
      const all = await search({ activeFilterType: 'all', take: 1 });
      const inactive = await search({ activeFilterType: 'non_active', take: 200 });
      expect(all.count).toBe(n + inactive.count);
      expect(inactive.data.every((c) => !c.isActive)).toBe(true);
      expect(inactive.data.some((c) => c.firstName === null)).toBe(true);
    });

    it('finds a client by first name, last name, e-mail, phone digits and patient name', async () => {
      const { data } = await search({ take: 200 });
      const c = data.find((x) => x.email && x.phones.some((p) => p.isActive) && x.locationPatientClients.some((l) => l.isActive && l.locationPatient))!;
      const phone = c.phones.find((p) => p.isActive)!.phoneNumber;
      const pet = c.locationPatientClients.find((l) => l.isActive && l.locationPatient)!.locationPatient!.name;
      for (const filter of [c.firstName!.toUpperCase(), c.lastName!.toLowerCase(), c.email!, phone.slice(3), pet.toLowerCase(), `${c.firstName} ${c.lastName}`]) {
        const r = await search({ filter, take: 200 });
        expect(r.data.map((x) => x.id), filter).toContain(c.id);
        expect(r.count).toBe(r.data.length);
      }
    });

    it('finds a client by a phone written any way: spaces, dashes, parentheses, the country code +1', async () => {
      const { data } = await search({ take: 200 });
      const c = data.find((x) => x.phones.some((p) => p.isActive && p.phoneNumber.length === 10))!;
      const n = c.phones.find((p) => p.isActive && p.phoneNumber.length === 10)!.phoneNumber;
      const [a, b, d] = [n.slice(0, 3), n.slice(3, 6), n.slice(6)];
      for (const filter of [`+1 ${a} ${b} ${d}`, `${a}-${b}-${d}`, `(${a}) ${b}-${d}`, `1 ${a} ${b} ${d}`, `${a} ${b} ${d}`]) {
        const r = await search({ filter, take: 200 });
        expect(r.data.map((x) => x.id), filter).toContain(c.id);
      }
      const modal = await search({ filter: `||||1${n}` });
      expect(modal.data.map((x) => x.id)).toContain(c.id);
    });

    it('reads the modal’s pipe-joined filter by position, every part required', async () => {
      const { data } = await search({ take: 200 });
      const c = data.find((x) => x.email && x.phones.some((p) => p.isActive))!;
      const digits = c.phones.find((p) => p.isActive)!.phoneNumber;
      const hit = await search({ filter: `${c.email}|${c.firstName}|${c.lastName}||${digits}` });
      expect(hit.data.map((x) => x.id)).toEqual([c.id]);
      const miss = await search({ filter: `${c.email}|Zzyzx|||` });
      expect(miss.count).toBe(0);
      // LIKE wildcards in the text match literally.
      expect((await search({ filter: '%%%' })).count).toBe(0);
      expect((await search({ filter: '|_|||' })).count).toBe(0);
    });

    it('restricts to the organization when given, and never lists office-use clients', async () => {
      expect((await search({ organizationId: '999' })).count).toBe(0);
      const [office] = await rows<{ id: number; location_id: number }>(sql`select id, location_id from location_clients where is_office_use limit 1`);
      const r = await s.gql(q(LocationClientSearchDocument), { locationId: String(office.location_id), activeFilterType: 'all', take: 500 }, { token: tokens.staff });
      expect(r.data.locationClientSearch.data.map((x: { id: string }) => x.id)).not.toContain(String(office.id));
    });

    it('answers NOT_FOUND for a location the caller does not work at', async () => {
      const r = await s.gql(q(LocationClientSearchDocument), { locationId: String(LOCATION.summit), take: 5 }, { token: tokens.vetadmin });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('GetLocationClient and GetUnlinkedLocationClients', () => {
    it('answers a client of the caller’s locations, and NOT_FOUND for another location’s or a missing one', async () => {
      const [own] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.mapleGrove} limit 1`);
      const [foreign] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.summit} limit 1`);
      const ok = await s.gql(q(GetLocationClientDocument), { id: String(own.id) }, { token: tokens.vetadmin });
      expect(ok.data.getLocationClient.id).toBe(String(own.id));
      for (const id of [String(foreign.id), '99999999', 'x']) {
        const r = await s.gql(q(GetLocationClientDocument), { id }, { token: tokens.vetadmin });
        expect(r.errors?.[0]?.extensions?.code, id).toBe('NOT_FOUND');
      }
    });

    it('lists active clients without a PIMS id, by name', async () => {
      const r = await s.gql(q(GetUnlinkedLocationClientsDocument), { locationId: String(LOCATION.mapleGrove), take: 200 }, { token: tokens.staff });
      const list = r.data.getUnlinkedLocationClients as Array<{ id: string; pimsId: string | null; isActive: boolean; lastName: string }>;
      expect(list.length).toBeGreaterThan(0);
      expect(list.every((c) => c.pimsId === null && c.isActive)).toBe(true);
      const named = await s.gql(q(GetUnlinkedLocationClientsDocument), { locationId: String(LOCATION.mapleGrove), nameFilter: list[0].lastName, take: 200 }, { token: tokens.staff });
      expect(named.data.getUnlinkedLocationClients.map((c: { id: string }) => c.id)).toContain(list[0].id);
    });
  });

  describe('AddLocationClient', () => {
    it('stores the normalised client with its phones and addresses and one audit row', async () => {
      const before = await counts();
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput() }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      expect(r.data.addLocationClient).toMatchObject({ firstName: 'Ada Mae', lastName: "O'neil", isActive: true, pimsId: null });
      const got = await s.gql(q(GetLocationClientDocument), { id: r.data.addLocationClient.id }, { token: tokens.staff });
      const c = got.data.getLocationClient;
      expect(c.email).toBe('ada.oneil@example.com');
      expect(c.phones.map((p: { phoneNumber: string; isPrimary: boolean }) => [p.phoneNumber, p.isPrimary])).toEqual([
        ['6125550101', true],
        ['6125550102', false],
      ]);
      expect(c.addresses[0]).toMatchObject({ addressLine1: '12 Elm St', state: 'MN', zip: '55369', addressType: { description: 'Home' } });
      const after = await counts();
      expect(after).toEqual({ clients: before.clients + 1, phones: before.phones + 2, addresses: before.addresses + 1, audit: before.audit + 1 });
      const [audit] = await rows<{ operation: string; entity: string; entity_id: string; location_id: number }>(sql`select operation, entity, entity_id, location_id from audit_log order by id desc limit 1`);
      expect(audit).toMatchObject({ operation: 'AddLocationClient', entity: 'LocationClient', entity_id: c.id, location_id: LOCATION.mapleGrove });
    });

    it('keeps one phone per number: +1 (612) 555-0142 and 612-555-0142 are one line (clients §5)', async () => {
      const input = { ...validInput(), locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '1 612 555 0142' }, { phoneTypeId: '1', phoneNumber: '612 555 0142' }, { phoneTypeId: '2', phoneNumber: '6125550142' }] };
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      const got = await s.gql(q(GetLocationClientDocument), { id: r.data.addLocationClient.id }, { token: tokens.staff });
      expect(got.data.getLocationClient.phones.map((p: { phoneNumber: string }) => p.phoneNumber)).toEqual(['16125550142']);
    });

    it('refuses a 51-character name and a 101-character e-mail with the limit named, writing nothing', async () => {
      const before = await counts();
      const input = { ...validInput(), firstName: 'A'.repeat(300), email: `${'a'.repeat(64)}@${'b'.repeat(38)}.com` };
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input }, { token: tokens.staff });
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'Must be 50 characters or fewer', email: 'Must be 100 characters or fewer' } });
      expect(await counts()).toEqual(before);
    });

    it('stores an empty e-mail as null, and accepts an inactive client without names or contact data', async () => {
      const r = await s.gql(
        q(AddLocationClientDocument),
        { locationId: String(LOCATION.mapleGrove), input: { firstName: ' ', lastName: null, email: '   ', isActive: false, locationClientPhones: [], locationClientAddress: [] } },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
      const got = await s.gql(q(GetLocationClientDocument), { id: r.data.addLocationClient.id }, { token: tokens.staff });
      expect(got.data.getLocationClient).toMatchObject({ firstName: null, lastName: null, email: null, isActive: false, phones: [], addresses: [] });
    });

    const refusals: Array<[string, Record<string, unknown>, Record<string, string>]> = [
      ['no phone', { locationClientPhones: [] }, { locationClientPhones: M.phoneRequired }],
      ['no address', { locationClientAddress: [] }, { locationClientAddress: M.addressRequired }],
      [
        'a duplicate address',
        {
          locationClientAddress: [
            { addressTypeId: '1', addressLine1: '12 Elm St', city: 'Maple Grove', state: 'MN', zip: '55369' },
            { addressTypeId: '1', addressLine1: ' 12 ELM ST ', city: 'maple grove', state: 'Minnesota', zip: '55369' },
          ],
        },
        { 'locationClientAddress.1': M.duplicateAddress },
      ],
      ['a blank first name', { firstName: '   ' }, { firstName: M.fieldRequired }],
      ['a name with other characters', { lastName: 'Lee<script>' }, { lastName: M.alphabetOnly }],
      ['a wrong e-mail', { email: 'not-an-email' }, { email: M.invalidEmail }],
      ['a phone of 8 digits', { locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550' + '1' }] }, { 'locationClientPhones.0.phoneNumber': M.invalidPhone }],
      ['a phone with letters', { locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '612-555-0101' }] }, { 'locationClientPhones.0.phoneNumber': M.invalidPhone }],
      [
        'a zip of 4 digits',
        { locationClientAddress: [{ addressTypeId: '1', addressLine1: '1 A St', city: 'X', state: 'MN', zip: '5536' }] },
        { 'locationClientAddress.0.zip': M.invalidZip },
      ],
      ['an unknown phone type', { locationClientPhones: [{ phoneTypeId: '77', phoneNumber: '6125550101' }] }, { 'locationClientPhones.0.phoneTypeId': M.unknownPhoneType }],
    ];
    it.each(refusals)('refuses %s with the spec’s message and writes nothing', async (_name, over, fields) => {
      const before = await counts();
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput(over) }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toMatchObject(fields);
      expect(r.errors?.[0]?.message).toBe(Object.values(r.errors![0].extensions!.fields)[0]);
      expect(await counts()).toEqual(before);
    });

    it('refuses a PIMS id another client of the location carries, naming that client, and writes nothing (also two at once)', async () => {
      const pims = { pimsId: 'MANUAL-7781', pimsConnectionType: 'EZYVET', isPIMSImport: false };
      const first = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput({ ...pims, firstName: 'Ida', lastName: 'First' }) }, { token: tokens.staff });
      expect(first.errors).toBeUndefined();
      const before = await counts();
      const message = formatMessage(M.pimsIdTaken, { name: 'Ida First' });
      const again = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput({ ...pims, pimsId: ' MANUAL-7781 ' }) }, { token: tokens.staff });
      expect(again.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', fields: { pimsId: message } } });
      expect(await counts()).toEqual(before);

      // Linking an existing client to the taken id is refused the same way.
      const plain = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput({ firstName: 'Nell', lastName: 'Plain' }) }, { token: tokens.staff });
      const afterPlain = await counts();
      const link = await s.gql(q(UpdateLocationClientDocument), { input: { id: plain.data.addLocationClient.id, ...validInput({ ...pims, firstName: 'Nell', lastName: 'Plain' }) } }, { token: tokens.staff });
      expect(link.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
      expect(await counts()).toEqual(afterPlain);

      // Two writes of one new id at once: exactly one is stored.
      const twin = { ...pims, pimsId: 'MANUAL-7782' };
      const both = await Promise.all([0, 1].map(() => s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput(twin) }, { token: tokens.staff })));
      expect(both.filter((r) => !r.errors)).toHaveLength(1);
      expect(both.filter((r) => r.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(1);
      const [n] = await rows<{ n: number }>(sql`select count(*)::int as n from location_clients where pims_id = 'MANUAL-7782'`);
      expect(n.n).toBe(1);
    });

    it('answers NOT_FOUND for a location the caller does not work at, writing nothing', async () => {
      const before = await counts();
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.summit), input: validInput() }, { token: tokens.vetadmin });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await counts()).toEqual(before);
    });
  });

  describe('UpdateLocationClient and UpsertLocationClient', () => {
    async function created() {
      const r = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: validInput() }, { token: tokens.staff });
      const got = await s.gql(q(GetLocationClientDocument), { id: r.data.addLocationClient.id }, { token: tokens.staff });
      return got.data.getLocationClient as { id: string; phones: Array<{ uuid: string; phoneNumber: string; phoneTypeId: string }>; addresses: Array<{ uuid: string }> };
    }

    it('keeps phones sent with their uuid, adds new ones and deactivates the ones left out', async () => {
      const c = await created();
      const keep = c.phones.find((p) => p.phoneNumber === '6125550102')!;
      const r = await s.gql(
        q(UpdateLocationClientDocument),
        {
          input: {
            id: c.id,
            ...validInput(),
            locationClientPhones: [
              { uuid: keep.uuid, phoneTypeId: '3', phoneNumber: keep.phoneNumber },
              { phoneTypeId: '1', phoneNumber: '7635550199' },
            ],
            locationClientAddress: [{ uuid: c.addresses[0].uuid, addressTypeId: '4', addressLine1: '9 Oak Ave', city: 'Plymouth', state: 'MN', zip: '55441' }],
          },
        },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
      const phones = r.data.updateLocationClient.phones as Array<{ uuid: string; phoneNumber: string; isActive: boolean; isPrimary: boolean; phoneTypeId: string }>;
      expect(phones.find((p) => p.uuid === keep.uuid)).toMatchObject({ isActive: true, isPrimary: true, phoneTypeId: '3' });
      expect(phones.find((p) => p.phoneNumber === '6125550101')).toMatchObject({ isActive: false });
      expect(phones.find((p) => p.phoneNumber === '7635550199')).toMatchObject({ isActive: true, isPrimary: false });
      expect(r.data.updateLocationClient.addresses).toEqual([expect.objectContaining({ uuid: c.addresses[0].uuid, addressLine1: '9 Oak Ave', isActive: true })]);
    });

    it('keeps a stored PIMS link the input leaves out, and refuses changing a stored PIMS ID', async () => {
      const c = await created();
      await s.database.db.execute(sql`update location_clients set pims_id = 'EZ-C-1', pims_connection_type = 'EZYVET' where id = ${Number(c.id)}`);
      const kept = await s.gql(q(UpdateLocationClientDocument), { input: { id: c.id, ...validInput({ lastName: 'Lin' }) } }, { token: tokens.staff });
      expect(kept.errors).toBeUndefined();
      expect(kept.data.updateLocationClient).toMatchObject({ lastName: 'Lin', pimsId: 'EZ-C-1', pimsConnectionType: 'EZYVET' });
      const before = await counts();
      const changed = await s.gql(q(UpdateLocationClientDocument), { input: { id: c.id, ...validInput({ pimsId: 'EZ-C-2' }) } }, { token: tokens.staff });
      expect(changed.errors?.[0]?.extensions?.fields).toEqual({ pimsId: M.pimsIdReadOnly });
      expect(await counts()).toEqual(before);
    });

    it('declines every pending request of a client made inactive, in the same transaction, audited', async () => {
      const [client] = await rows<{ id: number; n: number }>(
        sql`select t.location_client_id as id, count(*)::int as n from prescription_tasks t join location_clients c on c.id = t.location_client_id
            where t.status = 'PENDING' and c.location_id = ${LOCATION.mapleGrove} and c.is_active and c.first_name is not null
            group by t.location_client_id order by n desc limit 1`,
      );
      expect(client.n).toBeGreaterThan(0);
      const [draft] = await rows<{ id: number }>(
        sql`select p.id from prescription_tasks t join prescriptions p on p.id = t.prescription_id where t.location_client_id = ${client.id} and t.status = 'PENDING' and p.rx_status_code = 'Draft' limit 1`,
      );
      const got = await s.gql(q(GetLocationClientDocument), { id: String(client.id) }, { token: tokens.staff });
      const c = got.data.getLocationClient;
      const input = {
        id: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        isActive: false,
        locationClientPhones: c.phones.filter((p: { isActive: boolean }) => p.isActive).map((p: { uuid: string; phoneTypeId: string; phoneNumber: string }) => ({ uuid: p.uuid, phoneTypeId: p.phoneTypeId, phoneNumber: p.phoneNumber })),
        locationClientAddress: c.addresses.filter((a: { isActive: boolean }) => a.isActive).map(({ uuid, addressTypeId, addressLine1, addressLine2, city, state, zip }: Record<string, string>) => ({ uuid, addressTypeId, addressLine1, addressLine2, city, state, zip })),
      };
      const before = await counts();
      const r = await s.gql(q(UpdateLocationClientDocument), { input }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationClient.isActive).toBe(false);
      const tasks = await rows<{ status: string; action: string; action_reason: string; actioned_by_location_user_id: number | null; actioned_at: Date | null }>(
        sql`select status, action, action_reason, actioned_by_location_user_id, actioned_at from prescription_tasks where location_client_id = ${client.id} and action = 'AutoDeclined'`,
      );
      expect(tasks).toHaveLength(client.n);
      for (const t of tasks) {
        expect(t).toMatchObject({ status: 'VET_DECLINED', action_reason: SYSTEM_DECLINE_REASONS.clientInactive, actioned_by_location_user_id: null });
        expect(t.actioned_at).not.toBeNull();
      }
      expect((await rows(sql`select 1 from prescription_tasks where location_client_id = ${client.id} and status = 'PENDING'`)).length).toBe(0);
      if (draft) {
        const [rx] = await rows<{ rx_status_code: string; decline_reason: string }>(sql`select rx_status_code, decline_reason from prescriptions where id = ${draft.id}`);
        expect(rx).toEqual({ rx_status_code: 'Declined', decline_reason: SYSTEM_DECLINE_REASONS.clientInactive });
      }
      expect((await counts()).audit).toBe(before.audit + 1);
      const [audit] = await rows<{ operation: string; after: { systemDecline: { cause: string; declinedTaskIds: number[] } } }>(
        sql`select operation, after from audit_log order by id desc limit 1`,
      );
      expect(audit.operation).toBe('UpdateLocationClient');
      expect(audit.after.systemDecline.cause).toBe('clientInactive');
      expect(audit.after.systemDecline.declinedTaskIds).toHaveLength(client.n);
    });

    it('a refused update declines nothing', async () => {
      const [client] = await rows<{ id: number }>(
        sql`select t.location_client_id as id from prescription_tasks t join location_clients c on c.id = t.location_client_id
            where t.status = 'PENDING' and c.location_id = ${LOCATION.riverside} and c.is_active group by t.location_client_id limit 1`,
      );
      const before = await rows(sql`select id from prescription_tasks where location_client_id = ${client.id} and status = 'PENDING'`);
      const r = await s.gql(q(UpdateLocationClientDocument), { input: { id: String(client.id), ...validInput({ isActive: false, locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '12' }] }) } }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await rows(sql`select id from prescription_tasks where location_client_id = ${client.id} and status = 'PENDING'`)).toEqual(before);
    });

    it('answers NOT_FOUND for another location’s client', async () => {
      const [foreign] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.summit} limit 1`);
      const r = await s.gql(q(UpdateLocationClientDocument), { input: { id: String(foreign.id), ...validInput() } }, { token: tokens.vetadmin });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('UpsertLocationClient creates without an id and updates with one', async () => {
      const made = await s.gql(q(UpsertLocationClientDocument), { locationId: String(LOCATION.riverside), input: validInput() }, { token: tokens.staff });
      expect(made.errors).toBeUndefined();
      expect(made.data.upsertLocationClient).toMatchObject({ locationId: String(LOCATION.riverside), firstName: 'Ada Mae' });
      const updated = await s.gql(
        q(UpsertLocationClientDocument),
        { locationId: String(LOCATION.riverside), input: { id: made.data.upsertLocationClient.id, ...validInput({ firstName: 'ruth' }) } },
        { token: tokens.staff },
      );
      expect(updated.data.upsertLocationClient).toMatchObject({ id: made.data.upsertLocationClient.id, firstName: 'Ruth' });
      const elsewhere = await s.gql(
        q(UpsertLocationClientDocument),
        { locationId: String(LOCATION.mapleGrove), input: { id: made.data.upsertLocationClient.id, ...validInput() } },
        { token: tokens.staff },
      );
      expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
