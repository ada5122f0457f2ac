/**
 * The API side of issue 11's broken prescribing paths: days supply 0 or less is stored as null, and
 * GetPrescriptionTasksGrouped (and its count) lists Pending tasks when no status is sent.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddPrescriptionDocument,
  GetPrescriptionTasksGroupedCountDocument,
  GetPrescriptionTasksGroupedDocument,
} from '@vetrx/core/api';
import { PRESCRIBING_VALIDATION } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { startTestServer, testDatabases, type TestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const inMonths = (months: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

describe.each(testDatabases())('prescribing paths (%s)', (kind) => {
  let s: TestServer;
  let vet: string;
  const db = () => s.database.db;
  beforeAll(async () => {
    s = await startTestServer({ kind });
    vet = await s.token('vet@demo.vetrx.dev');
  });
  afterAll(() => s?.close());

  async function gabapentinInput(over: Record<string, unknown>) {
    const [patient] = await db()
      .select({ client: t.locationClients.id, patient: t.locationPatients.id })
      .from(t.locationPatients)
      .innerJoin(t.locationPatientClients, eq(t.locationPatientClients.locationPatientId, t.locationPatients.id))
      .innerJoin(t.locationClients, eq(t.locationClients.id, t.locationPatientClients.locationClientId))
      .where(
        and(
          eq(t.locationPatients.locationId, MG),
          eq(t.locationPatients.speciesCode, 'canine'),
          eq(t.locationPatients.isActive, true),
          eq(t.locationClients.isActive, true),
          sql`${t.locationPatients.weight} between 30 and 60`,
        ),
      )
      .orderBy(t.locationPatients.id)
      .limit(1);
    const [product] = await db()
      .select({ id: t.products.id, pack: t.products.packsizeQty })
      .from(t.products)
      .innerJoin(t.productFamilies, eq(t.productFamilies.id, t.products.productFamilyId))
      .where(and(eq(t.productFamilies.name, 'Gabapentin'), eq(t.products.isActive, true)))
      .orderBy(t.products.id)
      .limit(1);
    const [lu] = await db()
      .select({ id: t.locationUsers.id })
      .from(t.locationUsers)
      .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
      .where(and(eq(t.users.username, 'vet@demo.vetrx.dev'), eq(t.locationUsers.locationId, MG)));
    return {
      locationId: String(MG),
      locationClientId: String(patient.client),
      locationPatientId: String(patient.patient),
      productId: String(product.id),
      unitPerFill: product.pack,
      directions: 'Give 1 capsule by mouth every 12 hours.',
      refills: 1,
      prnFlag: false,
      prescExpiryDate: inMonths(5),
      authorizingVet: String(lu.id),
      notifyClientDate: inMonths(0),
      noteToPharmacy: 'Dose checked against weight.',
      ...over,
    };
  }

  it('stores a days supply of 0 or less as null, for drafts and authorized prescriptions; refuses 366', async () => {
    for (const [daysSupply, type] of [
      [0, 'AuthorizeRx'],
      [-4, 'SaveAsDraft'],
    ] as const) {
      const r = await s.gql(AddPrescriptionDocument.toString(), { input: await gabapentinInput({ daysSupply }), addPrescriptionType: type }, { token: vet });
      expect(r.errors).toBeUndefined();
      const [row] = await db().select({ daysSupply: t.prescriptions.daysSupply }).from(t.prescriptions).where(eq(t.prescriptions.id, Number(r.data.addPrescription.id)));
      expect(row.daysSupply).toBeNull();
    }
    const kept = await s.gql(AddPrescriptionDocument.toString(), { input: await gabapentinInput({ daysSupply: 30 }), addPrescriptionType: 'AuthorizeRx' }, { token: vet });
    expect(kept.data.addPrescription.daysSupply).toBe(30);
    const bad = await s.gql(AddPrescriptionDocument.toString(), { input: await gabapentinInput({ daysSupply: 366 }), addPrescriptionType: 'AuthorizeRx' }, { token: vet });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { daysSupply: PRESCRIBING_VALIDATION.daysSupplyRange } });
  });

  it('GetPrescriptionTasksGrouped and its count list Pending tasks when no status is sent', async () => {
    const none = { locationId: String(MG) };
    const pending = { locationId: String(MG), status: ['PENDING'] };
    const gql = (doc: { toString(): string }, variables: Record<string, unknown>) => s.gql(doc.toString(), variables, { token: vet });
    const [groups, pendingGroups, count, pendingCount, approvedCount] = await Promise.all([
      gql(GetPrescriptionTasksGroupedDocument, { ...none, take: 200, groupTake: 200 }),
      gql(GetPrescriptionTasksGroupedDocument, { ...pending, take: 200, groupTake: 200 }),
      gql(GetPrescriptionTasksGroupedCountDocument, none),
      gql(GetPrescriptionTasksGroupedCountDocument, pending),
      gql(GetPrescriptionTasksGroupedCountDocument, { locationId: String(MG), status: ['VET_APPROVED'] }),
    ]);
    const list = groups.data.getPrescriptionTasksGrouped as Array<{ locationClientId: string; tasks: Array<{ status: string }> }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.flatMap((g) => g.tasks).every((x) => x.status === 'PENDING')).toBe(true);
    expect(list).toEqual(pendingGroups.data.getPrescriptionTasksGrouped);
    expect(count.data.getPrescriptionTasksGroupedCount).toBe(pendingCount.data.getPrescriptionTasksGroupedCount);
    expect(approvedCount.data.getPrescriptionTasksGroupedCount).toBeGreaterThan(0);
  });
});
