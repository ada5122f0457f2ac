/**
 * The PIMS data service end to end over HTTP (clients-and-patients.md §4, §7; administration-and-access.md
 * §3, §4, §7): PIMS clients and patients through the sandbox adapter, the local records by PIMS id, the
 * install information and status, the user sync, the client link (copy-if-empty, never overwriting) and
 * the PIMS patient import — with every refusal carrying its message and writing nothing, foreign
 * records answering NOT_FOUND, and a PIMS that cannot be reached answering the partner-connection text.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { GetLocationClientByPimsIdDocument } from '@vetrx/core/operations/GetLocationClientByPimsId';
import { GetLocationPatientByPimsIdDocument } from '@vetrx/core/operations/GetLocationPatientByPimsId';
import { GetUnlinkedLocationClientsDocument } from '@vetrx/core/operations/GetUnlinkedLocationClients';
import { LocationClientSearchDocument } from '@vetrx/core/operations/LocationClientSearch';
import { UpdateLocationClientLinkDocument } from '@vetrx/core/operations/UpdateLocationClientLink';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { GetInstallInformationDocument } from '@vetrx/core/operations/getInstallInformation';
import { GetInstallStatusDocument } from '@vetrx/core/operations/getInstallStatus';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import { GetPimsCaretakerListDocument } from '@vetrx/core/operations/getPimsCaretakerList';
import { GetPimsPatientByIdDocument } from '@vetrx/core/operations/getPimsPatientById';
import { GetPimsPatientListDocument } from '@vetrx/core/operations/getPimsPatientList';
import { SearchPimsCaretakersDocument } from '@vetrx/core/operations/searchPimsCaretakers';
import { SearchPimsPatientsDocument } from '@vetrx/core/operations/searchPimsPatients';
import { SyncPimsUsersDocument } from '@vetrx/core/operations/syncPimsUsers';
import { pimsCaretakerSearchInput } from '@vetrx/core/client';
import { CLIENT_TOASTS, CLIENT_VALIDATION_MESSAGES, COMMON_MESSAGES, PIMS_MESSAGES } from '@vetrx/core/messages';
import { pimsPatientImport as importInput } from '@vetrx/core/patient';
import { LOCATION, sandboxPimsUsers } from '@vetrx/fixtures';
import { queryRows, testDatabases, useTestServer } from '../testing/index.js';

const q = (d: { toString(): string }) => d.toString();
const EZ = { pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET' };
const VS = { pimsAccountId: 'vetspire-acct-8812', pimsConnectionType: 'VETSPIRE' };

type Caretaker = {
  id: string;
  pimsId: string;
  firstName: string;
  lastName: string;
  emails: { address: string }[];
  phones: { number: string; isPrimary: boolean }[];
  addresses: { addressLine1: string; city: string; stateProvince: string; postalCode: string; isPrimary: boolean }[];
  patients: { pimsId: string; name: string; isDeceased: boolean; dateOfDeath: string | null; currentWeightInPounds: number | null; normalizedSpecies: string | null; gender: string | null; dateOfBirth: string | null }[];
};

describe.each(testDatabases())('PIMS data service (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vetadmin', 'support', 'relief'] });

  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function writes() {
    const [c] = await rows<{ clients: number; patients: number; phones: number; addresses: number; audit: number; linked: number }>(
      sql`select (select count(*)::int from location_clients) as clients, (select count(*)::int from location_patients) as patients,
          (select count(*)::int from location_client_phones) as phones, (select count(*)::int from location_client_addresses) as addresses,
          (select count(*)::int from audit_log) as audit, (select count(*)::int from location_clients where pims_id is not null) as linked`,
    );
    return c;
  }
  const code = (r: { errors?: Array<{ extensions?: Record<string, unknown> }> }) => r.errors?.[0]?.extensions?.code;

  async function searchCaretakers(fields: Record<string, string>, token = tokens.staff, account = EZ) {
    const r = await s.gql(q(SearchPimsCaretakersDocument), { input: pimsCaretakerSearchInput(fields, account) }, { token });
    return r;
  }

  describe('PIMS clients', () => {
    it('searchPimsCaretakers finds the PIMS record of a practice client, every filter required, and PIMS-only clients', async () => {
      const [local] = await rows<{ id: number; first_name: string; last_name: string; email: string; pims_id: string }>(
        sql`select id, first_name, last_name, email, pims_id from location_clients where location_id = ${LOCATION.mapleGrove} and pims_id is not null and email is not null and is_active order by id limit 1`,
      );
      const hit = await searchCaretakers({ firstName: local.first_name, lastName: local.last_name });
      expect(hit.errors).toBeUndefined();
      const found = (hit.data.searchPimsCaretakers as Caretaker[]).find((c) => c.pimsId === local.pims_id)!;
      expect([found.firstName, found.lastName]).toEqual([local.first_name, local.last_name]);
      const miss = await searchCaretakers({ firstName: local.first_name, lastName: 'Zzyzx' });
      expect(miss.data.searchPimsCaretakers).toEqual([]);
      const only = await searchCaretakers({ lastName: 'thornq' });
      const ingrid = (only.data.searchPimsCaretakers as Caretaker[])[0];
      expect(ingrid).toMatchObject({ pimsId: 'EZ-C-90001', firstName: 'Ingrid', lastName: 'Thornquist', pimsAccountId: EZ.pimsAccountId, pimsConnectionType: 'EZYVET' });
      expect(ingrid.patients.map((p) => [p.name, p.isDeceased])).toEqual([
        ['Juniper', false],
        ['Brisket', false],
        ['Pepper', true],
      ]);
      const byPhone = await searchCaretakers({ phone: `(${ingrid.phones[0].number.slice(0, 3)}) ${ingrid.phones[0].number.slice(3, 6)}-${ingrid.phones[0].number.slice(6)}` });
      expect((byPhone.data.searchPimsCaretakers as Caretaker[]).map((c) => c.pimsId)).toContain('EZ-C-90001');
      const byPet = await searchCaretakers({ patientName: 'clementine' });
      expect((byPet.data.searchPimsCaretakers as Caretaker[]).map((c) => c.lastName)).toContain('Vandermeer');
    });

    it('answers nothing without a filter, refuses a filter over 50 characters, and NOT_FOUND for an account the caller does not reach', async () => {
      expect((await searchCaretakers({})).data.searchPimsCaretakers).toEqual([]);
      const long = await searchCaretakers({ lastName: 'x'.repeat(51) });
      expect(code(long)).toBe('BAD_USER_INPUT');
      expect(long.errors?.[0].message).toBe('lastName: must be 50 characters or fewer');
      // vetadmin works at Maple Grove and Riverside, not Summit.
      expect(code(await searchCaretakers({ lastName: 'a' }, tokens.vetadmin, VS))).toBe('NOT_FOUND');
      expect(code(await searchCaretakers({ lastName: 'a' }, tokens.relief, EZ))).toBe('NOT_FOUND');
      expect(code(await searchCaretakers({ lastName: 'a' }, tokens.staff, { ...EZ, pimsConnectionType: 'VETSPIRE' }))).toBe('NOT_FOUND');
      expect(code(await searchCaretakers({ lastName: 'a' }, tokens.staff, { ...EZ, pimsConnectionType: 'NOPE' }))).toBe('NOT_FOUND');
      // Support users reach any practice's PIMS.
      expect((await searchCaretakers({ lastName: 'thornquist' }, tokens.support, VS)).data.searchPimsCaretakers[0].pimsId).toBe('VS-C-90001');
    });

    it('getPimsCaretakerById, getPimsCaretakerList and the patient calls read the same PIMS', async () => {
      const byId = await s.gql(q(GetPimsCaretakerByIdDocument), { input: { ...EZ, pimsId: 'EZ-C-90002' } }, { token: tokens.staff });
      expect(byId.data.getPimsCaretakerById.lastName).toBe('Vandermeer');
      const none = await s.gql(q(GetPimsCaretakerByIdDocument), { input: { ...EZ, pimsId: 'EZ-C-00000' } }, { token: tokens.staff });
      expect(none.data.getPimsCaretakerById).toBeNull();
      const noId = await s.gql(q(GetPimsCaretakerByIdDocument), { input: { ...EZ } }, { token: tokens.staff });
      expect([code(noId), noId.errors?.[0].message]).toEqual(['BAD_USER_INPUT', PIMS_MESSAGES.caretakerIdRequired]);

      const first = await s.gql(q(GetPimsCaretakerListDocument), { input: { ...EZ, take: 5 } }, { token: tokens.staff });
      const second = await s.gql(q(GetPimsCaretakerListDocument), { input: { ...EZ, take: 5, skip: 5 } }, { token: tokens.staff });
      const [{ n }] = await rows<{ n: number }>(
        sql`select count(*)::int as n from location_clients where location_id = ${LOCATION.mapleGrove} and not is_office_use and first_name is not null and last_name is not null`,
      );
      expect(first.data.getPimsCaretakerList.count).toBe(n + 4);
      expect(first.data.getPimsCaretakerList.data).toHaveLength(5);
      expect(second.data.getPimsCaretakerList.data[0].pimsId).not.toBe(first.data.getPimsCaretakerList.data[0].pimsId);

      const patients = await s.gql(q(SearchPimsPatientsDocument), { input: { ...EZ, pimsCaretakerId: 'EZ-C-90001', name: 'ju' } }, { token: tokens.staff });
      expect(patients.data.searchPimsPatients.map((p: { name: string }) => p.name)).toEqual(['Juniper']);
      const needs = await s.gql(q(SearchPimsPatientsDocument), { input: { ...EZ } }, { token: tokens.staff });
      expect(needs.errors?.[0].message).toBe(PIMS_MESSAGES.patientSearchNeedsInput);
      const list = await s.gql(q(GetPimsPatientListDocument), { input: { ...EZ, pimsCaretakerId: 'EZ-C-90001' } }, { token: tokens.staff });
      expect(list.data.getPimsPatientList).toMatchObject({ count: 3 });
      const pet = await s.gql(q(GetPimsPatientByIdDocument), { input: { ...EZ, pimsId: 'EZ-P-900013' } }, { token: tokens.staff });
      expect(pet.data.getPimsPatientById).toMatchObject({ name: 'Pepper', isDeceased: true, dateOfDeath: '2024-02-03', normalizedSpecies: 'canine' });
    });

    it('answers the partner-connection text when the PIMS cannot be reached (nothing else leaks)', async () => {
      await s.database.db.execute(sql`update locations set pims_account_id = 'SANDBOX-UNAVAILABLE' where id = ${LOCATION.summit}`);
      try {
        const r = await searchCaretakers({ lastName: 'a' }, tokens.support, { pimsAccountId: 'SANDBOX-UNAVAILABLE', pimsConnectionType: 'VETSPIRE' });
        expect([code(r), r.errors?.[0].message]).toEqual(['INTERNAL', COMMON_MESSAGES.partnerConnectionError]);
        const status = await s.gql(q(GetInstallStatusDocument), { pimsInput: { pimsAccountId: 'SANDBOX-UNAVAILABLE', pimsConnectionType: 'VETSPIRE' } }, { token: tokens.support });
        expect(status.errors?.[0].message).toBe(COMMON_MESSAGES.partnerConnectionError);
      } finally {
        await s.database.db.execute(sql`update locations set pims_account_id = ${VS.pimsAccountId} where id = ${LOCATION.summit}`);
      }
    });
  });

  describe('local records by PIMS id', () => {
    it('GetLocationClientByPimsId and GetLocationPatientByPimsId find the practice’s linked records, for the caller’s locations (support: any)', async () => {
      const [client] = await rows<{ id: number; pims_id: string }>(sql`select id, pims_id from location_clients where location_id = ${LOCATION.mapleGrove} and pims_id is not null order by id limit 1`);
      const found = await s.gql(q(GetLocationClientByPimsIdDocument), { pimsAccountId: EZ.pimsAccountId, pimsId: client.pims_id }, { token: tokens.staff });
      expect(found.data.getLocationClientByPimsId.id).toBe(String(client.id));
      expect((await s.gql(q(GetLocationClientByPimsIdDocument), { pimsAccountId: EZ.pimsAccountId, pimsId: 'EZ-C-90001' }, { token: tokens.staff })).data.getLocationClientByPimsId).toBeNull();
      expect((await s.gql(q(GetLocationClientByPimsIdDocument), { pimsAccountId: EZ.pimsAccountId, pimsId: client.pims_id }, { token: tokens.relief })).data.getLocationClientByPimsId).toBeNull();
      expect((await s.gql(q(GetLocationClientByPimsIdDocument), { pimsAccountId: EZ.pimsAccountId, pimsId: client.pims_id }, { token: tokens.support })).data.getLocationClientByPimsId.id).toBe(String(client.id));

      const [patient] = await rows<{ id: number; pims_id: string }>(sql`select id, pims_id from location_patients where location_id = ${LOCATION.mapleGrove} and pims_id is not null order by id limit 1`);
      const p = await s.gql(q(GetLocationPatientByPimsIdDocument), { pimsId: patient.pims_id, pimsAccountId: EZ.pimsAccountId, locationId: String(LOCATION.mapleGrove) }, { token: tokens.staff });
      expect(p.data.getLocationPatientByPimsId.id).toBe(String(patient.id));
      const wrongAccount = await s.gql(q(GetLocationPatientByPimsIdDocument), { pimsId: patient.pims_id, pimsAccountId: VS.pimsAccountId, locationId: String(LOCATION.mapleGrove) }, { token: tokens.staff });
      expect(code(wrongAccount)).toBe('NOT_FOUND');
      const foreign = await s.gql(q(GetLocationPatientByPimsIdDocument), { pimsId: patient.pims_id, pimsAccountId: EZ.pimsAccountId, locationId: String(LOCATION.mapleGrove) }, { token: tokens.relief });
      expect(code(foreign)).toBe('NOT_FOUND');
    });

    it('LocationClientSearch serves a support user any practice (the Pims Lookup), and still NOT_FOUND for a practice user elsewhere', async () => {
      const r = await s.gql(q(LocationClientSearchDocument), { locationId: String(LOCATION.summit), take: 3 }, { token: tokens.support });
      expect(r.data.locationClientSearch.data).toHaveLength(3);
      expect(code(await s.gql(q(LocationClientSearchDocument), { locationId: String(LOCATION.summit), take: 3 }, { token: tokens.vetadmin }))).toBe('NOT_FOUND');
      expect(code(await s.gql(q(LocationClientSearchDocument), { locationId: '999', take: 3 }, { token: tokens.support }))).toBe('NOT_FOUND');
    });
  });

  describe('install information, status and user sync', () => {
    it('answers the install of a practice’s account (Connected), and NOT_FOUND for a location without one', async () => {
      const info = await s.gql(q(GetInstallInformationDocument), { pimsInput: EZ }, { token: tokens.vetadmin });
      expect(info.data.getInstallInformation).toMatchObject({ pimsAccountId: EZ.pimsAccountId, practiceName: 'Maple Grove Animal Hospital', pims: 'EZYVET', schedule: { frequency: 'Daily' } });
      const status = await s.gql(q(GetInstallStatusDocument), { pimsInput: VS }, { token: tokens.support });
      expect(status.data.getInstallStatus.pimsAccountId).toBe(VS.pimsAccountId);
      expect(status.data.getInstallStatus.extraction.status).toBe('Completed');
      expect(code(await s.gql(q(GetInstallStatusDocument), { pimsInput: VS }, { token: tokens.vetadmin }))).toBe('NOT_FOUND');
    });

    it('syncPimsUsers counts the account’s PIMS users for support and user managers, with an audit row; others are refused and nothing is written', async () => {
      const [maple] = await rows<{ uuid: string }>(sql`select uuid from locations where id = ${LOCATION.mapleGrove}`);
      const before = await writes();
      const ok = await s.gql(q(SyncPimsUsersDocument), { ...EZ, accountUuid: maple.uuid }, { token: tokens.vetadmin });
      expect(ok.data.syncPimsUsers).toEqual({ isSuccess: true, count: sandboxPimsUsers(EZ.pimsAccountId, 'EZYVET', new Date()).length });
      expect((await writes()).audit).toBe(before.audit + 1);
      const [audit] = await rows<{ operation: string; entity: string }>(sql`select operation, entity from audit_log order by id desc limit 1`);
      expect(audit).toEqual({ operation: 'syncPimsUsers', entity: 'Location' });
      expect((await s.gql(q(SyncPimsUsersDocument), { ...EZ, accountUuid: maple.uuid }, { token: tokens.support })).data.syncPimsUsers.isSuccess).toBe(true);

      const after = await writes();
      const refused = await s.gql(q(SyncPimsUsersDocument), { ...EZ, accountUuid: maple.uuid }, { token: tokens.staff });
      expect([code(refused), refused.errors?.[0].message]).toEqual(['FORBIDDEN', PIMS_MESSAGES.syncNotAllowed]);
      expect(code(await s.gql(q(SyncPimsUsersDocument), { ...EZ, accountUuid: 'not-a-uuid' }, { token: tokens.vetadmin }))).toBe('NOT_FOUND');
      expect(code(await s.gql(q(SyncPimsUsersDocument), { ...VS, accountUuid: maple.uuid }, { token: tokens.vetadmin }))).toBe('NOT_FOUND');
      expect(await writes()).toEqual(after);
    });
  });

  describe('Update client (link)', () => {
    async function unlinkedClient() {
      const [c] = await rows<{ id: number; first_name: string; last_name: string; email: string }>(
        sql`select c.id, c.first_name, c.last_name, c.email from location_clients c where c.location_id = ${LOCATION.mapleGrove} and c.pims_id is null and c.is_active and c.email is not null
            and exists (select 1 from location_client_phones p where p.location_client_id = c.id and p.is_active)
            and exists (select 1 from location_client_addresses a where a.location_client_id = c.id and a.is_active) order by c.id limit 1`,
      );
      return c;
    }

    it('links a client to its PIMS match: the PIMS ids, never overwriting its e-mail, phones or addresses', async () => {
      const c = await unlinkedClient();
      const match = (await searchCaretakers({ firstName: c.first_name, lastName: c.last_name })).data.searchPimsCaretakers.find((x: Caretaker) => x.pimsId === `EZ-C-${10000 + c.id}`) as Caretaker;
      expect(match).toBeDefined();
      const before = await writes();
      const r = await s.gql(
        q(UpdateLocationClientLinkDocument),
        {
          input: {
            id: String(c.id),
            isActive: true,
            pimsId: match.pimsId,
            pimsConnectionType: 'EZYVET',
            email: 'someone.else@pims.example',
            locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125559876' }],
            locationClientAddress: [{ addressTypeId: '1', addressLine1: '1 Other St', city: 'Maple Grove', state: 'MN', zip: '55369' }],
          },
        },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationClientLink).toMatchObject({ pimsId: match.pimsId, pimsConnectionType: 'EZYVET', email: c.email });
      const after = await writes();
      expect(after).toMatchObject({ phones: before.phones, addresses: before.addresses, audit: before.audit + 1, linked: before.linked + 1 });
      const [audit] = await rows<{ operation: string; entity_id: string }>(sql`select operation, entity_id from audit_log order by id desc limit 1`);
      expect(audit).toEqual({ operation: 'UpdateLocationClientLink', entity_id: String(c.id) });
      const unlinked = await s.gql(q(GetUnlinkedLocationClientsDocument), { locationId: String(LOCATION.mapleGrove), take: 200 }, { token: tokens.staff });
      expect(unlinked.data.getUnlinkedLocationClients.map((x: { id: string }) => x.id)).not.toContain(String(c.id));
    });

    it('copies the PIMS e-mail, phones and addresses into a client that has none (a missing type stored without one)', async () => {
      const added = await s.gql(q(AddLocationClientDocument), { locationId: String(LOCATION.mapleGrove), input: { isActive: false } }, { token: tokens.staff });
      const id = added.data.addLocationClient.id as string;
      const r = await s.gql(
        q(UpdateLocationClientLinkDocument),
        {
          input: {
            id,
            isActive: false,
            pimsId: 'EZ-C-90004',
            pimsConnectionType: 'ezyvet',
            email: ' Harriet.Halvorsen@Inbox.Example.org ',
            locationClientPhones: [{ phoneTypeId: '0', phoneNumber: '6125550119' }],
            locationClientAddress: [{ addressTypeId: '1', addressLine1: '63 Meadowlark Way', city: 'Maple Grove', state: 'Minnesota', zip: '55369' }],
          },
        },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationClientLink).toMatchObject({ email: 'harriet.halvorsen@inbox.example.org', isActive: false, pimsId: 'EZ-C-90004' });
      expect(r.data.updateLocationClientLink.phones).toMatchObject([{ phoneNumber: '6125550119', phoneTypeId: null, isActive: true }]);
      expect(r.data.updateLocationClientLink.addresses).toMatchObject([{ addressLine1: '63 Meadowlark Way', state: 'MN', addressTypeId: '1' }]);
    });

    it('refuses, writing nothing: a PIMS client linked to another client, another PIMS id, another PIMS, no PIMS id, a practice without PIMS; NOT_FOUND elsewhere', async () => {
      const [linked] = await rows<{ id: number; pims_id: string }>(sql`select id, pims_id from location_clients where location_id = ${LOCATION.mapleGrove} and pims_id is not null order by id limit 1`);
      const c = await unlinkedClient();
      const [riverside] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.riverside} and is_active and not is_office_use order by id limit 1`);
      const [summit] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.summit} order by id limit 1`);
      const before = await writes();
      const link = (input: Record<string, unknown>, token = tokens.staff) => s.gql(q(UpdateLocationClientLinkDocument), { input: { isActive: true, pimsConnectionType: 'EZYVET', ...input } }, { token });
      const cases: Array<[Record<string, unknown>, string, string?]> = [
        [{ id: String(c.id), pimsId: linked.pims_id }, 'BAD_USER_INPUT', PIMS_MESSAGES.linkedToAnotherClient],
        [{ id: String(linked.id), pimsId: 'EZ-C-90002' }, 'BAD_USER_INPUT', CLIENT_VALIDATION_MESSAGES.pimsIdReadOnly],
        [{ id: String(c.id), pimsId: `EZ-C-${10000 + c.id}`, pimsConnectionType: 'VETSPIRE' }, 'BAD_USER_INPUT', PIMS_MESSAGES.otherConnectionType],
        [{ id: String(c.id), pimsId: ' ' }, 'BAD_USER_INPUT', PIMS_MESSAGES.pimsIdRequired],
        [{ id: String(c.id), pimsId: 'EZ-C-1', locationClientPhones: [{ phoneTypeId: '77', phoneNumber: '6125550000' }] }, 'BAD_USER_INPUT', CLIENT_VALIDATION_MESSAGES.unknownPhoneType],
        [{ id: String(riverside.id), pimsId: 'EZ-C-90002' }, 'BAD_USER_INPUT', PIMS_MESSAGES.pimsNotEnabled],
      ];
      for (const [input, expected, message] of cases) {
        const r = await link(input);
        expect([code(r), r.errors?.[0].message], JSON.stringify(input)).toEqual([expected, message]);
      }
      expect(code(await link({ id: String(summit.id), pimsId: 'VS-C-90002', pimsConnectionType: 'VETSPIRE' }, tokens.vetadmin))).toBe('NOT_FOUND');
      expect(await writes()).toEqual(before);
    });
  });

  describe('Patient link (UpdateLocationPatient with a PIMS id)', () => {
    it('refuses a PIMS patient another patient of the location is linked to, writing nothing; the patient’s own id is accepted again', async () => {
      const [linked] = await rows<{ id: number; pims_id: string }>(sql`select id, pims_id from location_patients where location_id = ${LOCATION.mapleGrove} and pims_id is not null order by id limit 1`);
      const [other] = await rows<{ id: number }>(sql`select id from location_patients where location_id = ${LOCATION.mapleGrove} and pims_id is null and is_active order by id limit 1`);
      const link = (id: number, pimsId: string) => s.gql(q(UpdateLocationPatientDocument), { updatePatientId: String(id), input: { isActive: true, pimsId, pimsConnectionType: 'EZYVET' } }, { token: tokens.staff });
      const before = await writes();
      const refused = await link(other.id, ` ${linked.pims_id} `);
      expect([code(refused), refused.errors?.[0].message]).toEqual(['BAD_USER_INPUT', PIMS_MESSAGES.patientLinkedElsewhere]);
      expect(await writes()).toEqual(before);
      const again = await link(linked.id, linked.pims_id);
      expect(again.errors).toBeUndefined();
      expect(again.data.updateLocationPatient.pimsId).toBe(linked.pims_id);
    });
  });

  describe('PIMS patient import (AddLocationPatient with isPIMSImport)', () => {
    it('imports a PIMS patient once; a second import says it is already imported; import needs pimsImport and a PIMS patient', async () => {
      const client = await s.gql(
        q(AddLocationClientDocument),
        {
          locationId: String(LOCATION.mapleGrove),
          input: {
            firstName: 'Theo',
            lastName: 'Vandermeer',
            email: 'theo.vandermeer@example.net',
            pimsId: 'EZ-C-90002',
            pimsConnectionType: 'EZYVET',
            isPIMSImport: true,
            locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550187' }],
            locationClientAddress: [{ addressTypeId: '1', addressLine1: '27 Hawthorne Ave', city: 'Maple Grove', state: 'MN', zip: '55369' }],
          },
        },
        { token: tokens.staff },
      );
      const clientId = client.data.addLocationClient.id as string;
      const pims = (await s.gql(q(GetPimsCaretakerByIdDocument), { input: { ...EZ, pimsId: 'EZ-C-90002' } }, { token: tokens.staff })).data.getPimsCaretakerById as Caretaker;
      const horse = pims.patients.find((p) => p.name === 'Clementine')!;
      const input = importInput(horse, { locationId: String(LOCATION.mapleGrove), locationClientId: clientId, pimsConnectionType: 'EZYVET', breedCode: 'equine-morgan' });
      const first = await s.gql(q(AddLocationPatientDocument), { input }, { token: tokens.staff });
      expect(first.errors).toBeUndefined();
      expect(first.data.addLocationPatient).toMatchObject({ name: 'Clementine', pimsId: horse.pimsId, isPIMSImport: true, weight: 1010, weightUnit: 'lbs', gender: 'F', birthdate: '2012-05-20' });

      const before = await writes();
      const again = await s.gql(q(AddLocationPatientDocument), { input }, { token: tokens.staff });
      expect([code(again), again.errors?.[0].message]).toEqual(['BAD_USER_INPUT', CLIENT_TOASTS.patientAlreadyImported.title]);
      const noPims = await s.gql(q(AddLocationPatientDocument), { input: { ...input, pimsId: null } }, { token: tokens.staff });
      expect(noPims.errors?.[0].message).toBe(CLIENT_TOASTS.pimsPatientImportError.title);
      const otherPims = await s.gql(q(AddLocationPatientDocument), { input: { ...input, pimsId: 'EZ-P-900022', pimsConnectionType: 'VETSPIRE' } }, { token: tokens.staff });
      expect(otherPims.errors?.[0].message).toBe(PIMS_MESSAGES.otherConnectionType);
      const [riversideClient] = await rows<{ id: number }>(sql`select id from location_clients where location_id = ${LOCATION.riverside} and is_active and not is_office_use order by id limit 1`);
      const riverside = await s.gql(
        q(AddLocationPatientDocument),
        { input: { ...input, pimsId: 'EZ-P-900022', locationId: String(LOCATION.riverside), locationPatientClients: [{ locationClientId: String(riversideClient.id), isActive: true, isPrimary: true }] } },
        { token: tokens.staff },
      );
      expect(riverside.errors?.[0].message).toBe(PIMS_MESSAGES.pimsImportNotEnabled);
      expect(await writes()).toEqual(before);
    });
  });
});
