/**
 * The API side of issue 11's broken prescribing paths: days supply 0 or less is stored as null, and
 * GetPrescriptionTasksGrouped (and its count) lists Pending tasks when no status is sent.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { GetPrescriptionTasksGroupedCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksGroupedCount';
import { PRESCRIBING_VALIDATION } from '@vetrx/core/messages';
import { TASK_PAGE_SIZE } from '@vetrx/core/task';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { gabapentinInput, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;

describe.each(testDatabases())('prescribing paths (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  const db = () => s.database.db;

  const rxInput = async (over: Record<string, unknown>) => ({ ...(await gabapentinInput(db(), MG)), noteToPharmacy: 'Dose checked against weight.', ...over });

  it('stores a days supply of 0 or less as null, for drafts and authorized prescriptions; refuses 366', async () => {
    for (const [daysSupply, type] of [
      [0, 'AuthorizeRx'],
      [-4, 'SaveAsDraft'],
    ] as const) {
      const r = await s.gql(AddPrescriptionDocument.toString(), { input: await rxInput({ daysSupply }), addPrescriptionType: type }, { token: tokens.vet });
      expect(r.errors).toBeUndefined();
      const [row] = await db().select({ daysSupply: t.prescriptions.daysSupply }).from(t.prescriptions).where(eq(t.prescriptions.id, Number(r.data.addPrescription.id)));
      expect(row.daysSupply).toBeNull();
    }
    const kept = await s.gql(AddPrescriptionDocument.toString(), { input: await rxInput({ daysSupply: 30 }), addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet });
    expect(kept.data.addPrescription.daysSupply).toBe(30);
    const bad = await s.gql(AddPrescriptionDocument.toString(), { input: await rxInput({ daysSupply: 366 }), addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { daysSupply: PRESCRIBING_VALIDATION.daysSupplyRange } });
  });

  it('GetPrescriptionTasksGrouped and its count list Pending tasks when no status is sent', async () => {
    const none = { locationId: String(MG) };
    const pending = { locationId: String(MG), status: ['PENDING'] };
    const gql = (doc: { toString(): string }, variables: Record<string, unknown>) => s.gql(doc.toString(), variables, { token: tokens.vet });
    const [groups, pendingGroups, count, pendingCount, approvedCount] = await Promise.all([
      gql(GetPrescriptionTasksGroupedDocument, { ...none, take: TASK_PAGE_SIZE.approvals, groupTake: TASK_PAGE_SIZE.approvals }),
      gql(GetPrescriptionTasksGroupedDocument, { ...pending, take: TASK_PAGE_SIZE.approvals, groupTake: TASK_PAGE_SIZE.approvals }),
      gql(GetPrescriptionTasksGroupedCountDocument, none),
      gql(GetPrescriptionTasksGroupedCountDocument, pending),
      gql(GetPrescriptionTasksGroupedCountDocument, { locationId: String(MG), status: ['VET_APPROVED'] }),
    ]);
    const list = groups.data.getPrescriptionTasksGrouped as Array<{ locationClientId: string; tasks: Array<{ status: string }> }>;
    // The web's page (a larger one is refused by the value limit).
    expect(list.length).toBeGreaterThan(0);
    expect(list.flatMap((g) => g.tasks).every((x) => x.status === 'PENDING')).toBe(true);
    expect(list).toEqual(pendingGroups.data.getPrescriptionTasksGrouped);
    expect(count.data.getPrescriptionTasksGroupedCount).toBe(pendingCount.data.getPrescriptionTasksGroupedCount);
    expect(approvedCount.data.getPrescriptionTasksGroupedCount).toBeGreaterThan(0);
  });
});
