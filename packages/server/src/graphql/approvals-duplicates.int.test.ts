/**
 * Duplicate requests (issue 17 item 4): a pending request for the same patient and
 * product family as another pending request or an active prescription lists it; an expired,
 * declined or archived prescription, the request's own draft and another family do not count.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

describe.each(testDatabases())('duplicate requests (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>) => s.gql(doc.toString(), variables, { token: tokens.vet });
  type Dup = { kind: string; prescriptionTaskId: string | null; prescriptionId: string | null; rxNumber: string | null; productTitle: string };
  const duplicates = async (id: number): Promise<Dup[]> => (await gql(GetPrescriptionTaskDocument, { id: String(id) })).data.getPrescriptionTask.duplicates;

  it('flags another pending request and an active prescription of the same patient and family, with their ids', async () => {
    // A pending request without a draft or a renewed prescription, whose patient has nothing else in its family.
    const [task] = await db()
      .select()
      .from(t.prescriptionTasks)
      .where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false), isNull(t.prescriptionTasks.prescriptionId), isNull(t.prescriptionTasks.previousPrescriptionId)))
      .orderBy(t.prescriptionTasks.id)
      .limit(1);
    const before = await duplicates(task.id);
    const [product] = await db().select().from(t.products).where(eq(t.products.id, task.productId));
    const [sibling] = await db().select().from(t.products).where(eq(t.products.productFamilyId, product.productFamilyId!)).limit(1);
    const [other] = await db()
      .select()
      .from(t.products)
      .where(and(eq(t.products.isActive, true)))
      .limit(50)
      .then((rows) => rows.filter((p) => p.productFamilyId !== product.productFamilyId));

    const [twin] = await db()
      .insert(t.prescriptionTasks)
      .values({ ...task, id: undefined, uuid: crypto.randomUUID(), productId: sibling.id, createdTimestamp: new Date(), version: 0 } as never)
      .returning();
    const [otherFamily] = await db()
      .insert(t.prescriptionTasks)
      .values({ ...task, id: undefined, uuid: crypto.randomUUID(), productId: other.id, createdTimestamp: new Date(), version: 0 } as never)
      .returning();
    const rxBase = { locationId: task.locationId, locationClientId: task.locationClientId, locationPatientId: task.locationPatientId, productId: product.id, issuedDate: new Date(), isFillable: true };
    const [active] = await db().insert(t.prescriptions).values({ ...rxBase, rxStatusCode: 'Created', rxNumber: `DUP-${task.id}`, prescExpiryDate: '2999-01-01' }).returning();
    await db().insert(t.prescriptions).values([
      { ...rxBase, rxStatusCode: 'Created', rxNumber: `EXP-${task.id}`, prescExpiryDate: '2001-01-01' },
      { ...rxBase, rxStatusCode: 'Declined', rxNumber: `DEC-${task.id}`, prescExpiryDate: '2999-01-01' },
      { ...rxBase, rxStatusCode: 'Created', rxNumber: `ARC-${task.id}`, prescExpiryDate: '2999-01-01', archived: true },
    ]);

    const found = await duplicates(task.id);
    const added = found.filter((d) => !before.some((b) => b.prescriptionId === d.prescriptionId && b.prescriptionTaskId === d.prescriptionTaskId));
    expect(added).toEqual([
      { kind: 'prescription', prescriptionTaskId: null, prescriptionId: String(active.id), rxNumber: `DUP-${task.id}`, productTitle: product.title, at: expect.any(String) },
      { kind: 'task', prescriptionTaskId: String(twin.id), prescriptionId: null, rxNumber: null, productTitle: sibling.title, at: expect.any(String) },
    ]);
    // Symmetric: the twin lists the first request; the other family's request lists neither.
    expect((await duplicates(twin.id)).some((d) => d.prescriptionTaskId === String(task.id))).toBe(true);
    const third = await duplicates(otherFamily.id);
    expect(third.some((d) => d.prescriptionTaskId === String(task.id) || d.prescriptionTaskId === String(twin.id) || d.prescriptionId === String(active.id))).toBe(false);

    // The queue lists carry the same field (one batch for the page).
    const list = (await gql(GetPrescriptionTasksDocument, { locationId: MG, status: ['PENDING'], locationPatientId: String(task.locationPatientId), take: 50 })).data.getPrescriptionTasks;
    expect(list.find((x: { id: string }) => x.id === String(task.id)).duplicates.map((d: Dup) => d.prescriptionId ?? d.prescriptionTaskId)).toEqual(expect.arrayContaining([String(active.id), String(twin.id)]));

    // An actioned request is not checked.
    await db().update(t.prescriptionTasks).set({ status: 'VET_DECLINED' }).where(eq(t.prescriptionTasks.id, otherFamily.id));
    expect(await duplicates(otherFamily.id)).toEqual([]);
  });
});
