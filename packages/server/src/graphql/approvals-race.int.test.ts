/**
 * The approve race (prescribing §4 Actions, issue 6): two vets approve the same pending request at the
 * same moment through AddPrescription with prescriptionTaskToAttach. Exactly one prescription is
 * written and the task is approved once; the other answer is CONFLICT with the message the card shows.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, gt } from 'drizzle-orm';
import dayjs from 'dayjs';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import { APPROVALS_MESSAGES } from '@vetrx/core/messages';
import { buildTaskAttachment } from '@vetrx/core/task';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { myLocationUser, plainPendingTasks, testDatabases, useTestServer } from '../testing/index.js';

describe.each(testDatabases())('approve race (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vet2'] });

  it('two concurrent approvals: one prescription, one CONFLICT; the task leaves the pending list and the prescription is in history', async () => {
    const [{ task, product }] = await plainPendingTasks(s.database.db, LOCATION.mapleGrove, 1);
    const [a, b] = await Promise.all([myLocationUser(s, tokens.vet, LOCATION.mapleGrove), myLocationUser(s, tokens.vet2, LOCATION.mapleGrove)]);
    const input = (authorizingVet: string) => ({
      locationId: String(LOCATION.mapleGrove),
      locationClientId: String(task.locationClientId),
      locationPatientId: String(task.locationPatientId),
      productId: String(product.id),
      unitPerFill: product.packsizeQty,
      authorizingVet,
      directions: 'Give 1 tablet by mouth once daily with food.',
      refills: 0,
      prnFlag: false,
      prescExpiryDate: dayjs().add(6, 'month').format('YYYY-MM-DD'),
      noteToPharmacy: 'Off-label use discussed with the owner.',
      // What the safety check may ask of a demo request (issue 42): the vet's reason, a withdrawal time.
      safetyOverrideReason: 'Reviewed against the current medications with the owner.',
      withdrawalTime: 'Not for food.',
    });
    // What the approval form sends: the task as the vet saw it (status PENDING, no action) and the acting
    // vet; the server applies core's APPROVE transition. (core's buildTaskAttachment names the
    // target status instead; the writing server treats `status` as the status seen: see the report.)
    const attach = (actor: { id: string; uuid: string }) => {
      const r = buildTaskAttachment({ ...task, id: String(task.id) }, actor, 'AuthorizeRx');
      if (!r.ok) throw new Error('task not approvable');
      return { ...r.value, id: String(r.value.id) };
    };
    const before = Number((await s.database.db.select({ n: count() }).from(t.prescriptions))[0].n);
    const started = new Date(Date.now() - 1000);

    const results = await Promise.all([
      s.gql(AddPrescriptionDocument.toString(), { input: input(a.id), addPrescriptionType: 'AuthorizeRx', prescriptionTaskToAttach: attach(a) }, { token: tokens.vet }),
      s.gql(AddPrescriptionDocument.toString(), { input: input(b.id), addPrescriptionType: 'AuthorizeRx', prescriptionTaskToAttach: attach(b) }, { token: tokens.vet2 }),
    ]);
    const ok = results.filter((r) => !r.errors);
    const refused = results.filter((r) => r.errors);
    if (ok.length !== 1) throw new Error(`expected exactly one approval to succeed, got: ${JSON.stringify(results.map((r) => r.errors ?? 'ok'))}`);
    expect(refused).toHaveLength(1);
    expect(refused[0].errors![0]).toMatchObject({ message: APPROVALS_MESSAGES.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });

    const after = Number((await s.database.db.select({ n: count() }).from(t.prescriptions))[0].n);
    expect(after).toBe(before + 1);
    const [stored] = await s.database.db.select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
    const created = ok[0].data.addPrescription;
    expect(stored).toMatchObject({ status: 'VET_APPROVED', action: 'Approved', prescriptionId: Number(created.id), version: task.version + 1 });
    const winner = ok[0] === results[0] ? a : b;
    expect(stored.actionedByLocationUserId).toBe(Number(winner.id));
    expect(created.rxStatus.code).not.toBe('Draft');
    const audits = await s.database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.operation, 'AddPrescription'), gt(t.auditLog.at, started)));
    expect(audits).toHaveLength(1);

    const pending = await s.gql(GetPrescriptionTasksDocument.toString(), { locationId: String(LOCATION.mapleGrove), status: ['pending'], locationClientId: String(task.locationClientId), take: 200 }, { token: tokens.vet });
    expect(pending.data.getPrescriptionTasks.map((x: { id: string }) => x.id)).not.toContain(String(task.id));
    const approved = await s.gql(GetPrescriptionTasksDocument.toString(), { locationId: String(LOCATION.mapleGrove), status: ['vet-approved'], locationClientId: String(task.locationClientId), take: 200 }, { token: tokens.vet });
    expect(approved.data.getPrescriptionTasks.map((x: { id: string }) => x.id)).toContain(String(task.id));
    const history = await s.gql(GetPrescriptionHistoryDocument.toString(), { locationId: String(LOCATION.mapleGrove), locationPatientId: String(task.locationPatientId), take: 5 }, { token: tokens.vet });
    expect(history.data.getPrescriptionHistory[0].id).toBe(created.id);
  });
});
