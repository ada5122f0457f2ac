/**
 * ezyVet end to end (issue 60): the demo practice's ezyVet location (Maple Grove) pointed at the fake
 * ezyVet over real HTTP, its client secret set by support through UpdateLocation. Through the GraphQL
 * operations the portal uses: a client and a pet imported from ezyVet, a consult listed and linked to a
 * prescription, an authorized one written back once as an external prescription, a medication the
 * clinic dispensed (recorded in ezyVet) producing a safety finding, a
 * PIMS that cannot be read leaving prescribing going and saying so, and the secret absent from every
 * answer, log line and audit row.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { UpdateLocationDocument } from '@vetrx/core/operations/UpdateLocation';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { GetPimsCaretakerByIdDocument } from '@vetrx/core/operations/getPimsCaretakerById';
import { GetPimsConsultsByPatientIdDocument } from '@vetrx/core/operations/getPimsConsultsByPatientId';
import { SearchPimsCaretakersDocument } from '@vetrx/core/operations/searchPimsCaretakers';
import { pimsCaretakerSearchInput } from '@vetrx/core/client';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { pimsPatientImport } from '@vetrx/core/patient';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { useEzyVetPartner } from '../pims/index.js';
import { forgetEzyVetTokens } from '../pims/ezyvet/client.js';
import { startFakeEzyVet, type FakeEzyVet } from '../pims/ezyvet/fake-server.js';
import { startWritebackWorker } from '../outbox/pims-writeback.js';
import { activeProduct, inMonths, locationUserId, queryRows, startTestServer, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const EZ = { pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET' };
const SECRET = 'ezv-client-secret-7Qm2-never-logged';
const PARTNER = 'vetrx-test-partner';

describe.each(testDatabases())('ezyVet through the API (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff', 'support'] });
  const db = () => s.database.db;
  let fake: FakeEzyVet;
  const answers: string[] = [];
  const logged: string[] = [];
  const spies: Array<{ mockRestore(): void }> = [];
  const gql = async (doc: { toString(): string }, variables: Record<string, unknown>, token: string) => {
    const r = await s.gql(doc.toString(), variables, { token });
    answers.push(JSON.stringify(r));
    return r;
  };
  const ids = {} as { client: string; patient: string; vetLu: number };

  beforeAll(async () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      const original = console[level].bind(console);
      spies.push(
        vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
          logged.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
          original(...args);
        }),
      );
    }
    fake = await startFakeEzyVet({ credentials: { partnerId: PARTNER, clientId: EZ.pimsAccountId, clientSecret: SECRET, siteUid: 'ezyvet-wb-30417' } });
    forgetEzyVetTokens();
    useEzyVetPartner({ baseUrl: fake.url, partnerId: PARTNER });
    const set = await gql(UpdateLocationDocument, { updateLocationId: String(MG), input: { pimsAccountSecret: SECRET } }, tokens.support);
    expect(set.errors).toBeUndefined();
    ids.vetLu = await locationUserId(db(), 'vet@demo.vetrx.dev', MG);
  });
  afterAll(async () => {
    useEzyVetPartner(null);
    forgetEzyVetTokens();
    await fake.close();
    for (const spy of spies) spy.mockRestore();
  });

  it('imports a client and a pet from ezyVet through the portal operations', async () => {
    const search = await gql(SearchPimsCaretakersDocument, { input: pimsCaretakerSearchInput({ lastName: 'Hartley' }, EZ) }, tokens.staff);
    expect(search.errors).toBeUndefined();
    const found = search.data.searchPimsCaretakers as Array<{ pimsId: string; firstName: string; phones: Array<{ number: string }>; emails: Array<{ address: string }> }>;
    expect(found.map((c) => [c.pimsId, c.firstName])).toEqual([['1001', 'Olivia']]);
    const client = await gql(
      AddLocationClientDocument,
      {
        locationId: String(MG),
        input: {
          firstName: 'Olivia',
          lastName: 'Hartley',
          email: found[0]!.emails[0]!.address,
          pimsId: '1001',
          pimsConnectionType: 'EZYVET',
          isPIMSImport: true,
          locationClientPhones: [{ phoneTypeId: '1', phoneNumber: '5035550142' }],
          locationClientAddress: [{ addressTypeId: '1', addressLine1: '12 Alder St', city: 'Maple Grove', state: 'MN', zip: '55369' }],
        },
      },
      tokens.staff,
    );
    expect(client.errors).toBeUndefined();
    ids.client = client.data.addLocationClient.id;
    const pims = (await gql(GetPimsCaretakerByIdDocument, { input: { ...EZ, pimsId: '1001' } }, tokens.staff)).data.getPimsCaretakerById;
    const juniper = pims.patients.find((p: { name: string }) => p.name === 'Juniper');
    expect(juniper).toMatchObject({ pimsId: '5001', normalizedSpecies: 'canine', isDeceased: false });
    const [breed] = await queryRows<{ code: string }>(db(), sql`select code from breeds where code like 'canine-%' order by code limit 1`);
    const imported = await gql(AddLocationPatientDocument, { input: pimsPatientImport(juniper, { locationId: String(MG), locationClientId: ids.client, pimsConnectionType: 'EZYVET', breedCode: breed!.code }) }, tokens.staff);
    expect(imported.errors).toBeUndefined();
    expect(imported.data.addLocationPatient).toMatchObject({ name: 'Juniper', pimsId: '5001', isPIMSImport: true, weightUnit: 'lbs' });
    ids.patient = imported.data.addLocationPatient.id;
    expect(fake.requests.some((r) => r.path === 'v1/contact' && r.status === 200)).toBe(true);
  });

  it('lists the pet’s consults from ezyVet, newest first, and links one to a prescription', async () => {
    const consults = await gql(GetPimsConsultsByPatientIdDocument, { patientId: '5001', pimsInput: EZ }, tokens.vet);
    expect(consults.errors).toBeUndefined();
    expect(consults.data.getPimsConsultsByPatientId.map((c: { id: string; code: string }) => [c.id, c.code])).toEqual([
      ['7001', 'CN-48213'],
      ['7002', 'CN-44007'],
    ]);
    const product = await activeProduct(db(), 'Cephalexin Capsules');
    const draft = await gql(
      AddPrescriptionDocument,
      {
        input: {
          locationId: String(MG),
          locationClientId: ids.client,
          locationPatientId: ids.patient,
          productId: String(product.id),
          unitPerFill: product.pack,
          directions: 'Give 1 capsule by mouth twice daily.',
          refills: 0,
          prnFlag: false,
          prescExpiryDate: inMonths(6),
          authorizingVet: String(ids.vetLu),
          pimsConsultId: '7001',
        },
        addPrescriptionType: 'SaveAsDraft',
      },
      tokens.vet,
    );
    expect(draft.errors).toBeUndefined();
    const [row] = await queryRows<{ pims_consult_id: string }>(db(), sql`select pims_consult_id from prescriptions where id = ${Number(draft.data.addPrescription.id)}`);
    expect(row!.pims_consult_id).toBe('7001');
  });

  it('puts what the clinic dispensed (recorded in ezyVet) on the pet’s list, and the safety check sees it', async () => {
    const patient = (await gql(GetLocationPatientDocument, { id: ids.patient }, tokens.vet)).data.getLocationPatient;
    expect(patient.pimsMedicationsUnavailable).toBe(false);
    expect(patient.currentMedications).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'pims:8101', source: 'PIMS', name: 'Carprofen 75 mg Chewable Tablets' })]));
    // Deracoxib, another NSAID, for a dog on carprofen: refused without the vet's reason, nothing written.
    const deracoxib = await activeProduct(db(), 'Deracoxib Chewable Tablets');
    const input = {
      locationId: String(MG),
      locationClientId: ids.client,
      locationPatientId: ids.patient,
      productId: String(deracoxib.id),
      unitPerFill: deracoxib.pack,
      directions: 'Give 1 tablet by mouth once daily with food.',
      refills: 0,
      prnFlag: false,
      prescExpiryDate: inMonths(6),
      authorizingVet: String(ids.vetLu),
    };
    const before = await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from prescriptions`);
    const refused = await gql(AddPrescriptionDocument, { input, addPrescriptionType: 'AuthorizeRx' }, tokens.vet);
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { safetyOverrideReason: SAFETY_MESSAGES.reasonRequired } });
    expect(await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from prescriptions`)).toEqual(before);
    const draft = await gql(AddPrescriptionDocument, { input, addPrescriptionType: 'SaveAsDraft' }, tokens.vet);
    const [stored] = await db().select().from(t.prescriptions).where(sql`${t.prescriptions.id} = ${Number(draft.data.addPrescription.id)}`);
    const findings = (stored!.safetyReview?.findings ?? []) as Array<{ against?: { source: string; key: string } | null }>;
    expect(findings.some((f) => f.against?.source === 'PIMS' && f.against.key === 'pims:8101')).toBe(true);
  });

  it('writes an authorized Rx back to ezyVet once, as an external prescription linked to the animal and the consult', async () => {
    const product = await activeProduct(db(), 'Cephalexin Capsules');
    const input = {
      locationId: String(MG),
      locationClientId: ids.client,
      locationPatientId: ids.patient,
      productId: String(product.id),
      unitPerFill: product.pack,
      directions: 'Give 1 capsule by mouth twice daily.',
      refills: 1,
      prnFlag: false,
      prescExpiryDate: inMonths(6),
      authorizingVet: String(ids.vetLu),
      pimsConsultId: '7002',
    };
    const authorized = await gql(AddPrescriptionDocument, { input, addPrescriptionType: 'AuthorizeRx' }, tokens.vet);
    expect(authorized.errors).toBeUndefined();
    const rxId = Number(authorized.data.addPrescription.id);
    const [rx] = await db().select().from(t.prescriptions).where(sql`${t.prescriptions.id} = ${rxId}`);
    // Sent by the outbox's worker, run by hand at the moment the row is due; then sent again, as after a
    // crash before "sent" was committed: ezyVet still holds one external prescription.
    const worker = (at: Date) => startWritebackWorker(db(), { publicUrl: 'http://vetrx.test', pollMs: 0, leaseMs: 60_000, now: () => at });
    const outbox = async () => (await db().select().from(t.pimsOutbox).where(sql`${t.pimsOutbox.prescriptionId} = ${rxId}`))[0]!;
    expect(await worker(new Date((await outbox()).nextAttemptAt.getTime() + 1)).runOnce()).toBeGreaterThanOrEqual(1);
    const sent = await outbox();
    expect(sent).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    await db().update(t.pimsOutbox).set({ state: 'pending', nextAttemptAt: new Date(0) }).where(sql`${t.pimsOutbox.id} = ${sent.id}`);
    await worker(new Date()).runOnce();
    expect(await outbox()).toMatchObject({ state: 'sent', pimsId: sent.pimsId });
    const written = fake.data.externalprescription.filter((r) => r.external_reference === rx!.uuid);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ animal_id: 5001, consult_id: 7002, instructions: 'Give 1 capsule by mouth twice daily.', link: `http://vetrx.test/history?rx=${rx!.rxNumber}` });
    expect(String(written[0]!.id)).toBe(sent.pimsId);
    // The vet's PIMS link is the sandbox's ('EZ-U-1001'), no ezyVet user id: left out, not refused.
    expect(written[0]).not.toHaveProperty('prescribed_by');
    // Through v1/externalprescription, never v1/prescription.
    expect(fake.requests.filter((r) => r.method === 'POST').map((r) => r.path)).not.toContain('v1/prescription');
  });

  it('a PIMS that cannot be read: the list says so, and prescribing goes on', async () => {
    fake.failNext('v1/prescription', 10, 500);
    const patient = (await gql(GetLocationPatientDocument, { id: ids.patient }, tokens.vet)).data.getLocationPatient;
    expect(patient.pimsMedicationsUnavailable).toBe(true);
    expect(patient.currentMedications.filter((m: { source: string }) => m.source === 'PIMS')).toEqual([]);
    fake.failNext('v1/prescription', 0, 500);
  });

  it('never shows the client secret: not in an answer, a log line or an audit row; stored sealed', async () => {
    const [location] = await queryRows<{ secret: string }>(db(), sql`select pims_account_secret as secret from locations where id = ${MG}`);
    expect(location!.secret.startsWith('pims1:')).toBe(true);
    expect(location!.secret).not.toContain(SECRET);
    // The fake received it (the token request); nothing VetRx shows or keeps does.
    expect(answers.length).toBeGreaterThan(5);
    for (const a of answers) expect(a).not.toContain(SECRET);
    for (const line of logged) expect(line).not.toContain(SECRET);
    const audit = await queryRows<Record<string, unknown>>(db(), sql`select * from audit_log`);
    expect(audit.length).toBeGreaterThan(0);
    for (const row of audit) {
      expect(JSON.stringify(row)).not.toContain(SECRET);
      expect(JSON.stringify(row)).not.toContain(location!.secret);
    }
  });
});

describe('the demo setting VETRX_DEMO_EZYVET=1', () => {
  it('runs the fake ezyVet in-process and serves Maple Grove from it', async () => {
    process.env.VETRX_DEMO_EZYVET = '1';
    const demo = await startTestServer({ kind: 'pglite' }).finally(() => delete process.env.VETRX_DEMO_EZYVET);
    try {
      const token = await demo.token('staff@demo.vetrx.dev');
      const r = await demo.gql(SearchPimsCaretakersDocument.toString(), { input: pimsCaretakerSearchInput({ lastName: 'Hartley' }, EZ) }, { token });
      expect(r.errors).toBeUndefined();
      expect(r.data.searchPimsCaretakers.map((c: { pimsId: string }) => c.pimsId)).toEqual(['1001']);
    } finally {
      await demo.close();
    }
  }, 240_000);
});
