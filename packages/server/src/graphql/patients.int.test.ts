/**
 * Patient operations and lookups over HTTP (clients-and-patients.md §4, §5, §7): reads scoped to the
 * caller's locations, AddLocationPatient and every refusal (the spec's message, nothing written), the
 * UpdateLocationPatient forms (full, simple weight / birth date, link update by updatePatientId), the
 * conflict weight update, client links, and the automatic decline when a patient is made inactive or
 * gets a date of death.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { AllergiesDocument } from '@vetrx/core/operations/Allergies';
import { BreedsBySpeciesDocument } from '@vetrx/core/operations/BreedsBySpecies';
import { GetLocationPatientsByFilterDocument } from '@vetrx/core/operations/GetLocationPatientsByFilter';
import { HealthConditionsBySpeciesDocument } from '@vetrx/core/operations/HealthConditionsBySpecies';
import { MedicationsDocument } from '@vetrx/core/operations/Medications';
import { SpeciesDocument } from '@vetrx/core/operations/Species';
import { UpdateLocationClientDocument } from '@vetrx/core/operations/UpdateLocationClient';
import { UpdateLocationPatientDocument } from '@vetrx/core/operations/UpdateLocationPatient';
import { UpdateLocationPatientForConflictDocument } from '@vetrx/core/operations/UpdateLocationPatientForConflict';
import { UpsertLocationPatientClientDocument } from '@vetrx/core/operations/UpsertLocationPatientClient';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { CLIENT_TOASTS, CLIENT_VALIDATION_MESSAGES as M, SYSTEM_DECLINE_REASONS } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import { DEMO_NOW, queryRows, testDatabases, useTestServer } from '../testing/index.js';

const q = (d: { toString(): string }) => d.toString();
/** A day after today (the server checks dates against its own clock). */
const tomorrow = () => new Date(Date.now() + 36 * 3600_000).toISOString().slice(0, 10);

describe.each(testDatabases())('patient operations (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['staff', 'vetadmin'], now: DEMO_NOW });
  let clientId: string;
  let riversideClientId: string;
  let vetId: number;
  let staffLocationUserId: number;
  let felineBreed: string;

  const rows = <T = Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(s.database.db, query);
  async function counts() {
    const [c] = await rows<{ patients: number; links: number; audit: number }>(
      sql`select (select count(*)::int from location_patients) as patients, (select count(*)::int from location_patient_clients) as links, (select count(*)::int from audit_log) as audit`,
    );
    return c;
  }
  async function newClient(locationId: number, over: Record<string, unknown> = {}) {
    const r = await s.gql(
      q(AddLocationClientDocument),
      {
        locationId: String(locationId),
        input: {
          firstName: 'Pat',
          lastName: 'Owner',
          locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550111' }],
          locationClientAddress: [{ addressTypeId: '1', addressLine1: '1 Main St', city: 'Maple Grove', state: 'MN', zip: '55369' }],
          ...over,
        },
      },
      { token: tokens.staff },
    );
    expect(r.errors).toBeUndefined();
    return r.data.addLocationClient.id as string;
  }
  const patientInput = (over: Record<string, unknown> = {}) => ({
    name: 'Rex',
    speciesCode: 'canine',
    gender: 'N',
    birthdate: '2020-02-29',
    weight: 22.5,
    weightUnit: 'lbs',
    allergies: ['chicken'],
    healthConditions: [],
    currentMeds: [],
    locationId: String(LOCATION.mapleGrove),
    prescVetLocationUserId: String(vetId),
    locationPatientClients: [{ locationClientId: clientId, isActive: true, isPrimary: true }],
    ...over,
  });
  async function addPatient(over: Record<string, unknown> = {}) {
    const r = await s.gql(q(AddLocationPatientDocument), { input: patientInput(over) }, { token: tokens.staff });
    expect(r.errors).toBeUndefined();
    return r.data.addLocationPatient as { id: string; [k: string]: unknown };
  }

  beforeAll(async () => {
    [{ id: vetId }] = await rows<{ id: number }>(
      sql`select lu.id from location_users lu join roles r on r.id = lu.role_id where lu.location_id = ${LOCATION.mapleGrove} and lu.is_active and r.name = 'VET' limit 1`,
    );
    [{ id: staffLocationUserId }] = await rows<{ id: number }>(
      sql`select lu.id from location_users lu join roles r on r.id = lu.role_id where lu.location_id = ${LOCATION.mapleGrove} and lu.is_active and r.name = 'STAFF' and not r.can_authorize limit 1`,
    );
    [{ code: felineBreed }] = await rows<{ code: string }>(sql`select code from breeds where species_code = 'feline' limit 1`);
    clientId = await newClient(LOCATION.mapleGrove);
    riversideClientId = await newClient(LOCATION.riverside);
  });

  describe('lookups', () => {
    it('answers species, breeds and health conditions by species, allergies and medications, by name', async () => {
      const species = await s.gql(q(SpeciesDocument), {}, { token: tokens.staff });
      expect(species.data.species.map((x: { code: string }) => x.code).sort()).toEqual(['avian', 'canine', 'equine', 'feline', 'other', 'reptile', 'small_animal', 'unknown']);
      const breeds = (await s.gql(q(BreedsBySpeciesDocument), { speciesCode: 'feline' }, { token: tokens.staff })).data.breedsBySpecies as Array<{ speciesCode: string; name: string }>;
      expect(breeds.length).toBeGreaterThan(0);
      expect(breeds.every((b) => b.speciesCode === 'feline')).toBe(true);
      expect(breeds.map((b) => b.name)).toEqual([...breeds.map((b) => b.name)].sort((a, b) => a.localeCompare(b)));
      const conditions = (await s.gql(q(HealthConditionsBySpeciesDocument), { speciesCode: 'canine' }, { token: tokens.staff })).data.healthConditionsBySpecies as Array<{ speciesCode: string | null }>;
      expect(conditions.every((h) => h.speciesCode === null || h.speciesCode === 'canine')).toBe(true);
      const all = (await s.gql(q(HealthConditionsBySpeciesDocument), {}, { token: tokens.staff })).data.healthConditionsBySpecies;
      expect(all.length).toBeGreaterThan(conditions.length);
      expect((await s.gql(q(AllergiesDocument), {}, { token: tokens.staff })).data.allergies).toContainEqual({ code: 'chicken', name: 'Chicken' });
      expect((await s.gql(q(MedicationsDocument), {}, { token: tokens.staff })).data.medications.length).toBeGreaterThan(0);
      expect((await s.gql(q(SpeciesDocument), {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('reads', () => {
    it('getLocationPatient answers the caller’s patients and NOT_FOUND for another location’s', async () => {
      const [own] = await rows<{ id: number }>(sql`select id from location_patients where location_id = ${LOCATION.mapleGrove} limit 1`);
      const [foreign] = await rows<{ id: number }>(sql`select id from location_patients where location_id = ${LOCATION.summit} limit 1`);
      const ok = await s.gql(q(GetLocationPatientDocument), { id: String(own.id) }, { token: tokens.vetadmin });
      expect(ok.data.getLocationPatient.id).toBe(String(own.id));
      const r = await s.gql(q(GetLocationPatientDocument), { id: String(foreign.id) }, { token: tokens.vetadmin });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('GetLocationPatientsByFilter searches patient and client names, by species, at the caller’s locations', async () => {
      const [p] = await rows<{ id: number; name: string; species_code: string; last_name: string }>(
        sql`select p.id, p.name, p.species_code, c.last_name from location_patients p join location_patient_clients l on l.location_patient_id = p.id
            join location_clients c on c.id = l.location_client_id where p.location_id = ${LOCATION.mapleGrove} and c.last_name is not null and not p.is_office_use limit 1`,
      );
      const byName = await s.gql(q(GetLocationPatientsByFilterDocument), { locationIds: [String(LOCATION.mapleGrove)], locationPatientFilter: { search: p.name.toLowerCase(), take: 200 } }, { token: tokens.staff });
      expect(byName.data.getLocationPatientsByFilter.map((x: { id: string }) => x.id)).toContain(String(p.id));
      const byOwner = await s.gql(q(GetLocationPatientsByFilterDocument), { locationIds: [String(LOCATION.mapleGrove)], locationPatientFilter: { search: p.last_name, take: 200 } }, { token: tokens.staff });
      expect(byOwner.data.getLocationPatientsByFilter.map((x: { id: string }) => x.id)).toContain(String(p.id));
      const other = p.species_code === 'canine' ? 'feline' : 'canine';
      const bySpecies = await s.gql(q(GetLocationPatientsByFilterDocument), { locationIds: [String(LOCATION.mapleGrove)], locationPatientFilter: { species: [other], take: 200 } }, { token: tokens.staff });
      expect(bySpecies.data.getLocationPatientsByFilter.every((x: { species: { code: string } }) => x.species.code === other)).toBe(true);
      const foreign = await s.gql(q(GetLocationPatientsByFilterDocument), { locationIds: [String(LOCATION.summit)] }, { token: tokens.vetadmin });
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('AddLocationPatient', () => {
    it('stores the patient linked to its client as primary, with one audit row', async () => {
      const before = await counts();
      const p = await addPatient();
      expect(p).toMatchObject({
        name: 'Rex',
        species: { code: 'canine' },
        gender: 'N',
        birthdate: '2020-02-29',
        weight: 22.5,
        weightUnit: 'lbs',
        isActive: true,
        isDeceased: false,
        allergies: [{ code: 'chicken', name: 'Chicken' }],
        prescVetLocationUser: { id: String(vetId) },
        locationPatientClients: [{ locationClientId: clientId, isActive: true, isPrimary: true }],
      });
      expect(await counts()).toEqual({ patients: before.patients + 1, links: before.links + 1, audit: before.audit + 1 });
    });

    it('accepts a gender outside the species’ options where patientGender is off (Riverside)', async () => {
      const r = await s.gql(
        q(AddLocationPatientDocument),
        { input: patientInput({ speciesCode: 'avian', gender: 'S', prescVetLocationUserId: null, locationId: String(LOCATION.riverside), locationPatientClients: [{ locationClientId: riversideClientId }] }) },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
    });

    const refusals: Array<[string, () => Record<string, unknown>, Record<string, string>]> = [
      ['a missing birth date', () => ({ birthdate: null }), { birthdate: M.birthDateRequired }],
      ['a birth date before 1900', () => ({ birthdate: '1899-12-31' }), { birthdate: M.birthDateTooEarly }],
      ['a birth date in the future', () => ({ birthdate: tomorrow() }), { birthdate: M.birthDateInFuture }],
      ['a weight over 9999.99', () => ({ weight: 10000 }), { weight: M.weightRange }],
      ['a weight with 3 decimals', () => ({ weight: 1.005 }), { weight: M.weightRange }],
      ['a weight unit other than lbs or kg', () => ({ weightUnit: 'stone' }), { weightUnit: M.weightUnitRequired }],
      ['a blank name', () => ({ name: '  ' }), { name: M.fieldRequired }],
      ['a gender not offered for the species (patientGender on)', () => ({ speciesCode: 'avian', gender: 'S' }), { gender: M.genderNotForSpecies }],
      ['an unknown species', () => ({ speciesCode: 'dragon' }), { speciesCode: M.unknownSpecies }],
      ['a breed of another species', () => ({ breedCode: felineBreed }), { breedCode: M.breedNotForSpecies }],
      ['an unknown allergy', () => ({ allergies: ['kryptonite'] }), { allergies: M.unknownReferenceCode }],
      ['a vet who cannot be a prescribing vet', () => ({ prescVetLocationUserId: String(staffLocationUserId) }), { prescVetLocationUserId: M.prescribingVetNotSelectable }],
    ];
    it.each(refusals)('refuses %s with the spec’s message and writes nothing', async (_name, over, fields) => {
      const before = await counts();
      const r = await s.gql(q(AddLocationPatientDocument), { input: patientInput(over()) }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.extensions?.fields).toMatchObject(fields);
      expect(await counts()).toEqual(before);
    });

    it('refuses a health condition of another species', async () => {
      const [h] = await rows<{ code: string }>(sql`select code from health_conditions where species_code = 'feline' limit 1`);
      const r = await s.gql(q(AddLocationPatientDocument), { input: patientInput({ healthConditions: [h.code] }) }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.fields).toEqual({ healthConditions: M.conditionNotForSpecies });
    });

    it('needs an active client: an inactive one is refused with ‘Client is not active’', async () => {
      const inactive = await newClient(LOCATION.mapleGrove, { isActive: false });
      const before = await counts();
      const r = await s.gql(q(AddLocationPatientDocument), { input: patientInput({ locationPatientClients: [{ locationClientId: inactive }] }) }, { token: tokens.staff });
      expect(r.errors?.[0]).toMatchObject({ message: CLIENT_TOASTS.clientNotActive.title, extensions: { code: 'BAD_USER_INPUT', fields: { locationClientId: CLIENT_TOASTS.clientNotActive.title } } });
      expect(await counts()).toEqual(before);
    });

    it('answers NOT_FOUND for a client of another location and for another location', async () => {
      const before = await counts();
      const r = await s.gql(q(AddLocationPatientDocument), { input: patientInput({ locationPatientClients: [{ locationClientId: riversideClientId }] }) }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const r2 = await s.gql(q(AddLocationPatientDocument), { input: patientInput({ locationId: String(LOCATION.summit) }) }, { token: tokens.vetadmin });
      expect(r2.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(await counts()).toEqual(before);
    });
  });

  describe('UpdateLocationPatient', () => {
    it('the simple forms change only weight, unit and birth date, even when other stored fields are empty', async () => {
      const [p] = await rows<{ id: number; name: string; gender: string }>(
        sql`select id, name, gender from location_patients where location_id = ${LOCATION.mapleGrove} and birthdate is null and not is_office_use limit 1`,
      );
      const r = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(p.id), weight: 12.34, weightUnit: 'kg' } }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationPatient).toMatchObject({ name: p.name, gender: p.gender, weight: 12.34, weightUnit: 'kg', birthdate: null });
      const r2 = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(p.id), birthdate: '2019-05-06', weight: 13, weightUnit: 'lbs' } }, { token: tokens.staff });
      expect(r2.data.updateLocationPatient).toMatchObject({ birthdate: '2019-05-06', weight: 13, weightUnit: 'lbs' });
      const bad = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(p.id), weight: -1 } }, { token: tokens.staff });
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({ weight: M.weightRange });
    });

    it('the link update takes the id from updatePatientId', async () => {
      const p = await addPatient({ name: 'Linky' });
      const r = await s.gql(
        q(UpdateLocationPatientDocument),
        { updatePatientId: p.id, input: { isActive: true, pimsId: 'EZ-P-9', pimsConnectionType: 'ezyvet', weight: 20, weightUnit: 'lbs', gender: 'N' } },
        { token: tokens.staff },
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationPatient).toMatchObject({ id: p.id, pimsId: 'EZ-P-9', pimsConnectionType: 'EZYVET', weight: 20 });
    });

    it('UpdateLocationPatientForConflict changes the weight only, and needs one', async () => {
      const p = await addPatient({ name: 'Conflicted' });
      const r = await s.gql(q(UpdateLocationPatientForConflictDocument), { input: { id: p.id, weight: 30.5, weightUnit: 'kg' } }, { token: tokens.staff });
      expect(r.data.updateLocationPatientForConflict).toEqual({ id: p.id, weight: 30.5, weightUnit: 'kg' });
      const bad = await s.gql(q(UpdateLocationPatientForConflictDocument), { input: { id: p.id, weight: 12000 } }, { token: tokens.staff });
      expect(bad.errors?.[0]?.extensions?.fields).toEqual({ weight: M.weightRange });
    });

    it('a date of death marks the patient deceased and declines its pending requests; a future one is refused', async () => {
      const [row] = await rows<{ id: number; n: number }>(
        sql`select t.location_patient_id as id, count(*)::int as n from prescription_tasks t join location_patients p on p.id = t.location_patient_id
            where t.status = 'PENDING' and p.is_active and not p.is_deceased and p.birthdate is not null group by t.location_patient_id order by n desc limit 1`,
      );
      const future = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(row.id), deceasedDate: tomorrow() } }, { token: tokens.staff });
      expect(future.errors?.[0]?.extensions?.fields).toEqual({ deceasedDate: M.deceasedDateInFuture });
      expect((await rows(sql`select 1 from prescription_tasks where location_patient_id = ${row.id} and status = 'PENDING'`)).length).toBe(row.n);

      const r = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(row.id), deceasedDate: '2026-11-01' } }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      expect(r.data.updateLocationPatient).toMatchObject({ isDeceased: true, deceasedDate: '2026-11-01' });
      const tasks = await rows<{ status: string; action: string; action_reason: string }>(sql`select status, action, action_reason from prescription_tasks where location_patient_id = ${row.id} and action = 'AutoDeclined'`);
      expect(tasks).toHaveLength(row.n);
      expect(tasks.every((t) => t.status === 'VET_DECLINED' && t.action_reason === SYSTEM_DECLINE_REASONS.patientDeceased)).toBe(true);
    });

    it('making a patient inactive declines its pending requests', async () => {
      const [row] = await rows<{ id: number; n: number }>(
        sql`select t.location_patient_id as id, count(*)::int as n from prescription_tasks t join location_patients p on p.id = t.location_patient_id
            where t.status = 'PENDING' and p.is_active and not p.is_deceased group by t.location_patient_id order by n desc limit 1`,
      );
      const r = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(row.id), isActive: false } }, { token: tokens.staff });
      expect(r.errors).toBeUndefined();
      const tasks = await rows<{ action_reason: string }>(sql`select action_reason from prescription_tasks where location_patient_id = ${row.id} and action = 'AutoDeclined'`);
      expect(tasks).toHaveLength(row.n);
      expect(tasks[0].action_reason).toBe(SYSTEM_DECLINE_REASONS.patientInactive);
      const [audit] = await rows<{ operation: string; after: { systemDecline: { declinedTaskIds: number[] } } }>(sql`select operation, after from audit_log order by id desc limit 1`);
      expect(audit.operation).toBe('UpdateLocationPatient');
      expect(audit.after.systemDecline.declinedTaskIds).toHaveLength(row.n);
    });

    it('answers NOT_FOUND for another location’s patient', async () => {
      const [foreign] = await rows<{ id: number }>(sql`select id from location_patients where location_id = ${LOCATION.summit} limit 1`);
      const r = await s.gql(q(UpdateLocationPatientDocument), { input: { id: String(foreign.id), weight: 3 } }, { token: tokens.vetadmin });
      expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('UpsertLocationPatientClient', () => {
    it('links a second client, moves the primary, and keeps one primary', async () => {
      const p = await addPatient({ name: 'Shared' });
      const second = await newClient(LOCATION.mapleGrove, { lastName: 'Second' });
      const linked = await s.gql(q(UpsertLocationPatientClientDocument), { input: { locationPatientId: p.id, locationClientId: second, isActive: true, isPrimary: false } }, { token: tokens.staff });
      expect(linked.data.upsertLocationPatientClient).toMatchObject({ locationClientId: second, isPrimary: false, isActive: true });
      await s.gql(q(UpsertLocationPatientClientDocument), { input: { locationPatientId: p.id, locationClientId: second, isActive: true, isPrimary: true } }, { token: tokens.staff });
      const links = (await s.gql(q(GetLocationPatientDocument), { id: p.id }, { token: tokens.staff })).data.getLocationPatient.locationPatientClients as Array<{ locationClientId: string; isPrimary: boolean }>;
      expect(links.filter((l) => l.isPrimary).map((l) => l.locationClientId)).toEqual([second]);
      await s.gql(q(UpsertLocationPatientClientDocument), { input: { locationPatientId: p.id, locationClientId: second, isActive: false } }, { token: tokens.staff });
      const after = (await s.gql(q(GetLocationPatientDocument), { id: p.id }, { token: tokens.staff })).data.getLocationPatient.locationPatientClients as Array<{ locationClientId: string; isPrimary: boolean }>;
      expect(after.filter((l) => l.isPrimary).map((l) => l.locationClientId)).toEqual([clientId]);
    });

    it('refuses linking an inactive client, writing nothing', async () => {
      const p = await addPatient({ name: 'Lonely' });
      const inactive = await newClient(LOCATION.mapleGrove);
      const got = await s.gql(
        q(UpdateLocationClientDocument),
        {
          input: {
            id: inactive,
            isActive: false,
            firstName: 'Pat',
            lastName: 'Owner',
            locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '6125550111' }],
            locationClientAddress: [{ addressTypeId: '1', addressLine1: '1 Main St', city: 'Maple Grove', state: 'MN', zip: '55369' }],
          },
        },
        { token: tokens.staff },
      );
      expect(got.errors).toBeUndefined();
      const before = await counts();
      const r = await s.gql(q(UpsertLocationPatientClientDocument), { input: { locationPatientId: p.id, locationClientId: inactive, isActive: true } }, { token: tokens.staff });
      expect(r.errors?.[0]?.extensions?.fields).toEqual({ locationClientId: CLIENT_TOASTS.clientNotActive.title });
      expect(await counts()).toEqual(before);
    });
  });
});
