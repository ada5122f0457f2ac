/**
 * Rx History's page read in the shape of its answer answers exactly what the plain way —
 * rows, then the field resolvers and their loaders — answers: the same prescriptions in the same order
 * with their vet, client, patient and product, for every filter and every way the page is read (from
 * the start, deep, from the end, on from the page before).
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, ne } from 'drizzle-orm';
import { GetPrescriptionHistoryDocument, type GetPrescriptionHistoryQuery } from '@vetrx/core/operations/GetPrescriptionHistory';
import { LOCATION, USER } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { DEMO_NOW, shapedStatementsSent, testDatabases, useTestServer, withUnshapedAddresses } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
const shipped = GetPrescriptionHistoryDocument.toString();

/** The shipped document made plain: each prescription's client also asks for its addresses, a relation no shape knows. */
const plainDocument = withUnshapedAddresses(shipped, 'locationClient');

type Rx = GetPrescriptionHistoryQuery['getPrescriptionHistory'][number] & { locationClient: { addresses?: unknown[] } | null };
const quarter = { startDateTime: new Date(DEMO_NOW.getTime() - 90 * 86_400_000).toISOString(), endDateTime: DEMO_NOW.toISOString() };

describe.each(testDatabases())('Rx History in the shape of its answer (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vet2'] });
  const ask = async (document: string, variables: Record<string, unknown>, token = tokens.vet): Promise<Rx[]> => {
    const r = await s.gql(document, variables, { token });
    expect(r.errors).toBeUndefined();
    return r.data.getPrescriptionHistory as Rx[];
  };
  /** The shaped page, then the plain one (in turn: a page read remembers where it ended), addresses left out. */
  const bothWays = async (variables: Record<string, unknown>, token = tokens.vet) => {
    const shaped = await ask(shipped, variables, token);
    const plain = await ask(plainDocument, variables, token);
    for (const rx of plain) if (rx.locationClient) delete rx.locationClient.addresses;
    return { shaped, plain };
  };
  const shapedStatements = (run: () => Promise<unknown>) => shapedStatementsSent(s.database.db, run);
  const count = async (variables: Record<string, unknown>) => (await s.gql('query($locationId: ID!) { getPrescriptionCount(locationId: $locationId) }', variables, { token: tokens.vet })).data.getPrescriptionCount as number;

  it('the shipped document is answered by one shaped statement, the plain one by none', async () => {
    const variables = { locationId: MG, take: 10, skip: 0 };
    expect(await shapedStatements(() => ask(shipped, variables))).toBe(1);
    expect(await shapedStatements(() => ask(plainDocument, variables))).toBe(0);
  });

  it.each([
    ['page 1', {}],
    ['page 3 of 25', { skip: 50, take: 25 }],
    ['drafts and created, not archived', { rxStatusFilters: ['DRAFT', 'CREATED'], archived: false }],
    ['the last 90 days, Rx only (the product joined), page 2', { ...quarter, productApprovalTypeFilters: ['RX'], skip: 10 }],
    ['deep: 120 rows in (the ids first)', { skip: 120 }],
    ['nothing matches', { rxStatusFilters: ['DRAFT'], archived: true, startDateTime: DEMO_NOW.toISOString(), endDateTime: DEMO_NOW.toISOString() }],
  ])('%s: the same prescriptions, vets, clients, patients and products as the plain way', async (name, filter: Record<string, unknown>) => {
    const { shaped, plain } = await bothWays({ locationId: MG, take: 10, skip: 0, ...filter });
    expect(shaped).toEqual(plain);
    if (name !== 'nothing matches') expect(shaped.length).toBeGreaterThan(0);
  });

  it('the last page (read from the end) and the page after one already read (on from its end) answer as the plain way', async () => {
    const n = await count({ locationId: MG });
    expect(n).toBeGreaterThan(250);
    const last = await bothWays({ locationId: MG, take: 10, skip: Math.floor((n - 1) / 10) * 10 });
    expect(last.shaped).toEqual(last.plain);
    expect(last.shaped.length).toBeGreaterThan(0);
    await ask(shipped, { locationId: MG, take: 10, skip: 200 });
    const next = await bothWays({ locationId: MG, take: 10, skip: 210 });
    expect(next.shaped).toEqual(next.plain);
    expect(next.shaped).toHaveLength(10);
  });

  it("reads relations with the caller's scope, as the loaders do: a vet and a patient of a location they do not work at answer null", async () => {
    // vet2 works at Maple Grove and Summit, not Riverside: Maple Grove's newest prescription pointed at Riverside's vet and pet.
    const db = s.database.db;
    const [rx] = await db.select().from(t.prescriptions).where(eq(t.prescriptions.locationId, LOCATION.mapleGrove)).orderBy(desc(t.prescriptions.createdAt), desc(t.prescriptions.id)).limit(1);
    const [elsewhereVet] = await db.select().from(t.locationUsers).where(and(eq(t.locationUsers.locationId, LOCATION.riverside), ne(t.locationUsers.userId, USER.vet2))).limit(1);
    const [elsewherePatient] = await db.select().from(t.locationPatients).where(eq(t.locationPatients.locationId, LOCATION.riverside)).limit(1);
    await db.update(t.prescriptions).set({ authorizingVetLocationUserId: elsewhereVet.id, locationPatientId: elsewherePatient.id }).where(eq(t.prescriptions.id, rx.id));
    try {
      const { shaped, plain } = await bothWays({ locationId: MG, take: 10, skip: 0 }, tokens.vet2);
      expect(shaped).toEqual(plain);
      expect(shaped.find((x) => x.id === String(rx.id))).toMatchObject({ authorizingVetLocationUser: null, locationPatientId: String(elsewherePatient.id), locationPatient: null });
    } finally {
      await db.update(t.prescriptions).set({ authorizingVetLocationUserId: rx.authorizingVetLocationUserId, locationPatientId: rx.locationPatientId }).where(eq(t.prescriptions.id, rx.id));
    }
  });
});
