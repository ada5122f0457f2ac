/**
 * Office-use prescriptions (administration-and-access.md §2.5, §9; prescribing.md §3, §5
 * and 0074): a save is written for the location's office-use client and patient — created with it when
 * missing — so it appears in that patient's list; refills of a non-controlled RVP product may carry the
 * 999 default, never outside office use or for another pharmacy. Every refusal writes nothing.
 */
import fc from 'fast-check';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetOfficeUseClientDocument } from '@vetrx/core/operations/GetOfficeUseClient';
import {
  GetPrescriptionsByLocationPatientIdDocument,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeProduct, inMonths, productPack, testDatabases, useTestServer } from '../testing/index.js';

const RV = LOCATION.riverside;
const MG = LOCATION.mapleGrove;

describe.each(testDatabases())('office-use prescriptions (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  const ids = {} as {
    vetLu: number;
    officeClient: number;
    officePatient: number;
    rvClient: number;
    rvPatient: number;
    furosemide: number; // office use, RVP
    maropitant: number; // office use, GGVCP
    fentanyl: number; // office use, controlled (C-II)
    gabapentin: number; // not offered for office use
  };

  const db = () => s.database.db;
  const total = async (table: typeof t.prescriptions | typeof t.auditLog | typeof t.locationClients | typeof t.locationPatients) =>
    Number((await db().select({ n: count() }).from(table))[0].n);
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>) => s.gql(doc.toString(), variables, { token: tokens.vet });

  const productOf = async (family: string, where?: SQL) => (await activeProduct(db(), family, where)).id;
  const packOf = (productId: number) => productPack(db(), productId);

  async function officeInput(productId: number, over: Record<string, unknown> = {}) {
    return {
      locationId: String(RV),
      isOfficeUse: true,
      locationClientId: String(ids.officeClient),
      locationPatientId: String(ids.officePatient),
      productId: String(productId),
      unitPerFill: await packOf(productId),
      directions: 'For office use only. Administer as directed by the veterinarian.',
      noteToPharmacy: 'Office use order.',
      refills: 999,
      prnFlag: false,
      prescExpiryDate: inMonths(6),
      authorizingVet: String(ids.vetLu),
      notifyClientDate: null,
      ...over,
    };
  }
  const add = (input: Record<string, unknown>, addPrescriptionType = 'AuthorizeRx') => gql(AddPrescriptionDocument, { input, addPrescriptionType });

  /** Runs a refused request and checks it wrote nothing: no prescription, client, patient or audit row. */
  async function refused(run: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, any> }> }>) {
    const tables = [t.prescriptions, t.auditLog, t.locationClients, t.locationPatients] as const;
    const before = await Promise.all(tables.map(total));
    const r = await run();
    expect(await Promise.all(tables.map(total))).toEqual(before);
    expect(r.errors?.length).toBe(1);
    return r.errors![0];
  }

  async function officePatientList(locationPatientId: number) {
    const r = await gql(GetPrescriptionsByLocationPatientIdDocument, { locationPatientId: String(locationPatientId), showArchived: false, skip: 0, take: 100 });
    expect(r.errors).toBeUndefined();
    return r.data.getPrescriptionsByLocationPatientId as { count: number; data: Array<{ id: string; refills: number | null; isOfficeUse: boolean }> };
  }

  beforeAll(async () => {
    const [lu] = await db()
      .select({ id: t.locationUsers.id })
      .from(t.locationUsers)
      .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
      .where(and(eq(t.users.username, 'vet@demo.vetrx.dev'), eq(t.locationUsers.locationId, RV)));
    ids.vetLu = lu.id;
    const office = (await gql(GetOfficeUseClientDocument, { locationId: String(RV) })).data.getOfficeUseClient;
    ids.officeClient = Number(office.id);
    ids.officePatient = Number(office.locationPatientClients[0].locationPatient.id);
    const [regular] = await db()
      .select({ client: t.locationClients.id, patient: t.locationPatientClients.locationPatientId })
      .from(t.locationClients)
      .innerJoin(t.locationPatientClients, eq(t.locationPatientClients.locationClientId, t.locationClients.id))
      .where(and(eq(t.locationClients.locationId, RV), eq(t.locationClients.isOfficeUse, false), eq(t.locationClients.isActive, true)))
      .orderBy(t.locationClients.id)
      .limit(1);
    ids.rvClient = regular.client;
    ids.rvPatient = regular.patient;
    ids.furosemide = await productOf('Furosemide', sql`${t.products.isOfficeUse} and ${t.products.fullfillmentVendor} = 'RVP'`);
    ids.maropitant = await productOf('Maropitant', sql`${t.products.isOfficeUse} and ${t.products.fullfillmentVendor} = 'GGVCP'`);
    ids.fentanyl = await productOf('Fentanyl Transdermal Patch', sql`${t.products.isOfficeUse}`);
    ids.gabapentin = await productOf('Gabapentin');
  });

  it('writes an office prescription for the office-use client and patient, with the 999 RVP refills, listed for the office patient', async () => {
    const audit = await total(t.auditLog);
    const r = await add(await officeInput(ids.furosemide));
    expect(r.errors).toBeUndefined();
    const rx = r.data.addPrescription;
    expect(rx).toMatchObject({ isOfficeUse: true, refills: 999, locationClientId: String(ids.officeClient), locationPatientId: String(ids.officePatient) });
    expect(await total(t.auditLog)).toBe(audit + 1);
    const list = await officePatientList(ids.officePatient);
    expect(list.data.find((x) => x.id === rx.id)).toMatchObject({ isOfficeUse: true, refills: 999 });
  });

  it('attaches the office-use client and patient when the caller sends none (a draft, then its authorization)', async () => {
    const draft = await add(await officeInput(ids.maropitant, { locationClientId: null, locationPatientId: null, refills: 0 }), 'SaveAsDraft');
    expect(draft.errors).toBeUndefined();
    expect(draft.data.addPrescription).toMatchObject({ locationClientId: String(ids.officeClient), locationPatientId: String(ids.officePatient) });
    expect(draft.data.addPrescription.name).toBe(`rx_${ids.officeClient}_${ids.officePatient}_${new Date(draft.data.addPrescription.draftCreateDate).getTime()}`);
    const { locationId: _location, ...update } = await officeInput(ids.maropitant, { locationClientId: null, locationPatientId: null, refills: 0 });
    const issued = await gql(UpdatePrescriptionDocument, { id: draft.data.addPrescription.id, input: update, addPrescriptionType: 'AuthorizeRx' });
    expect(issued.errors).toBeUndefined();
    expect(issued.data.updatePrescription).toMatchObject({ rxStatus: { code: 'Created' }, locationPatientId: String(ids.officePatient) });
    expect((await officePatientList(ids.officePatient)).data.some((x) => x.id === draft.data.addPrescription.id)).toBe(true);
  });

  it('refuses 999 refills outside office use, for a GGVCP product, and above 999', async () => {
    const patientRx = await refused(async () =>
      add({ ...(await officeInput(ids.furosemide)), isOfficeUse: false, locationClientId: String(ids.rvClient), locationPatientId: String(ids.rvPatient) }),
    );
    expect(patientRx.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: 'Must be between 0 and 11' } });
    const ggvcp = await refused(async () => add(await officeInput(ids.maropitant)));
    expect(ggvcp.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: 'Must be between 0 and 11' } });
    const tooMany = await refused(async () => add(await officeInput(ids.furosemide, { refills: 1000 })));
    expect(tooMany.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: 'Must be between 0 and 999' } });
  });

  it('refuses another client or patient, a controlled product, a product not offered for office use and a location without office use', async () => {
    const otherClient = await refused(async () => add(await officeInput(ids.furosemide, { locationClientId: String(ids.rvClient) })));
    expect(otherClient.extensions?.code).toBe('NOT_FOUND');
    const otherPatient = await refused(async () => add(await officeInput(ids.furosemide, { locationPatientId: String(ids.rvPatient) })));
    expect(otherPatient.extensions?.code).toBe('NOT_FOUND');
    const controlled = await refused(async () => add(await officeInput(ids.fentanyl, { refills: 0, prescExpiryDate: inMonths(2) })));
    expect(controlled.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { productId: 'Please contact the pharmacy to prescribe controlled substances' } });
    const notOffered = await refused(async () => add(await officeInput(ids.gabapentin, { refills: 0 })));
    expect(notOffered.extensions?.fields?.productId).toBe('This product is not available, please reselect');
    const [mgVet] = await db()
      .select({ id: t.locationUsers.id })
      .from(t.locationUsers)
      .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
      .where(and(eq(t.users.username, 'vet@demo.vetrx.dev'), eq(t.locationUsers.locationId, MG)));
    const maple = await refused(async () =>
      add(await officeInput(ids.furosemide, { locationId: String(MG), locationClientId: null, locationPatientId: null, authorizingVet: String(mgVet.id) })),
    );
    expect(maple.extensions?.fields?.isOfficeUse).toBe('Office use is not enabled for this location');
  });

  it('creates the missing office-use client and patient in the same transaction as the prescription, once', async () => {
    await db().update(t.locationClients).set({ isActive: false }).where(eq(t.locationClients.id, ids.officeClient));
    // A refused save creates nothing.
    await refused(async () => add(await officeInput(ids.furosemide, { locationClientId: null, locationPatientId: null, refills: 1000 })));
    const clients = await total(t.locationClients);
    const [a, b] = await Promise.all([
      add(await officeInput(ids.furosemide, { locationClientId: null, locationPatientId: null })),
      add(await officeInput(ids.furosemide, { locationClientId: null, locationPatientId: null })),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(await total(t.locationClients)).toBe(clients + 1);
    const created = (await gql(GetOfficeUseClientDocument, { locationId: String(RV) })).data.getOfficeUseClient;
    expect(created).toMatchObject({ lastName: 'Office Use', isOfficeUse: true });
    const patient = created.locationPatientClients[0].locationPatient;
    expect(a.data.addPrescription).toMatchObject({ locationClientId: created.id, locationPatientId: patient.id });
    expect(b.data.addPrescription).toMatchObject({ locationClientId: created.id, locationPatientId: patient.id });
    const list = await officePatientList(Number(patient.id));
    expect(list.data.map((x) => x.id).sort()).toEqual([a.data.addPrescription.id, b.data.addPrescription.id].sort());
    ids.officeClient = Number(created.id);
    ids.officePatient = Number(patient.id);
  });

  it('never stores more than 11 refills outside office use or for a GGVCP product, nor above 999 for RVP office use', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.constantFrom('furosemide', 'maropitant'), fc.constantFrom(0, 5, 11, 12, 500, 999, 1000), async (isOfficeUse, which, refills) => {
        const productId = ids[which as 'furosemide' | 'maropitant'];
        const party = isOfficeUse ? {} : { locationClientId: String(ids.rvClient), locationPatientId: String(ids.rvPatient) };
        const r = await add(await officeInput(productId, { isOfficeUse, refills, ...party }));
        const max = isOfficeUse && which === 'furosemide' ? 999 : 11;
        if (refills <= max) {
          expect(r.errors).toBeUndefined();
          expect(r.data.addPrescription.refills).toBe(refills);
        } else {
          expect(r.errors?.[0]?.extensions?.fields?.refills).toBe(`Must be between 0 and ${max}`);
        }
      }),
      { numRuns: 14 },
    );
  });
});
