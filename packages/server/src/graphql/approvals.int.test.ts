import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { ArchivePrescriptionDocument } from '@vetrx/core/operations/ArchivePrescription';
import { DeclinePrescriptionDocument } from '@vetrx/core/operations/DeclinePrescription';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { GetPrescriptionTasksDocument } from '@vetrx/core/operations/GetPrescriptionTasks';
import { GetPrescriptionTasksCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksCount';
import { GetPrescriptionTasksGroupedDocument } from '@vetrx/core/operations/GetPrescriptionTasksGrouped';
import { GetPrescriptionTasksGroupedCountDocument } from '@vetrx/core/operations/GetPrescriptionTasksGroupedCount';
import {
  GetPrescriptionsByLocationPatientIdDocument,
} from '@vetrx/core/operations/GetPrescriptionsByLocationPatientId';
import { PrescriptionsDocument } from '@vetrx/core/operations/Prescriptions';
import { UpdatePrescriptionTaskWorkflowDocument } from '@vetrx/core/operations/UpdatePrescriptionTaskWorkflow';
import { UpsertPrescriptionTaskDocument } from '@vetrx/core/operations/UpsertPrescriptionTask';
import { WorkflowStatusDocument } from '@vetrx/core/operations/WorkflowStatus';
import { DeclineReasonDocument } from '@vetrx/core/operations/declineReason';
import { GetPimsConsultsByCodeDocument } from '@vetrx/core/operations/getPimsConsultsByCode';
import { GetPimsConsultsByPatientIdDocument } from '@vetrx/core/operations/getPimsConsultsByPatientId';
import { APPROVALS_MESSAGES, COMMON_MESSAGES, APPROVALS_MODAL_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { composeDeclineReason, DECLINE_REASONS, SIMPLE_DECLINE_REASONS } from '@vetrx/core/task';
import { LOCATION, SANDBOX_FAILING_PATIENT_ID } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { myLocationUser, testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);

describe.each(testDatabases())('approvals and records (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'relief'] });
  let vetLocationUser: { id: string; uuid: string };
  beforeAll(async () => {
    vetLocationUser = await myLocationUser(s, tokens.vet, MG);
  });

  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, token = tokens.vet) => s.gql(doc.toString(), variables, { token });
  const auditCount = async (operation?: string) =>
    Number((await db().select({ n: count() }).from(t.auditLog).where(operation ? eq(t.auditLog.operation, operation) : undefined))[0].n);

  async function pendingTask(where: (q: typeof t.prescriptionTasks) => ReturnType<typeof eq> | undefined = () => undefined) {
    const [task] = await db()
      .select()
      .from(t.prescriptionTasks)
      .where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false), where(t.prescriptionTasks)))
      .orderBy(t.prescriptionTasks.id)
      .limit(1);
    return task;
  }

  describe('task lists', () => {
    it('pending tasks newest first, paged without overlap, agreeing with the count', async () => {
      const vars = { locationId: MG, status: ['pending'] };
      const total = (await gql(GetPrescriptionTasksCountDocument, { locationId: MG, status: ['PENDING'] })).data.getPrescriptionTasksCount;
      const [p1, p2] = await Promise.all([
        gql(GetPrescriptionTasksDocument, { ...vars, skip: 0, take: 10 }),
        gql(GetPrescriptionTasksDocument, { ...vars, skip: 10, take: 10 }),
      ]);
      const a = p1.data.getPrescriptionTasks;
      const b = p2.data.getPrescriptionTasks;
      expect(a).toHaveLength(10);
      expect(total).toBeGreaterThan(20);
      expect(a.every((x: { status: string }) => x.status === 'PENDING')).toBe(true);
      const ids = new Set(a.map((x: { id: string }) => x.id));
      expect(b.some((x: { id: string }) => ids.has(x.id))).toBe(false);
      const times = [...a, ...b].map((x: { createdTimestamp: string }) => Date.parse(x.createdTimestamp));
      expect([...times].sort((x, y) => y - x)).toEqual(times);
      const dbTotal = (await db().select({ n: count() }).from(t.prescriptionTasks).where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false))))[0].n;
      expect(total).toBe(Number(dbTotal));
    });

    it('filters by type, autoship, vet-declined vs system-declined, assigned vet, name and dates', async () => {
      const list = async (v: Record<string, unknown>) => (await gql(GetPrescriptionTasksDocument, { locationId: MG, take: 200, ...v })).data.getPrescriptionTasks as Array<Record<string, any>>;
      const expiring = await list({ status: ['PENDING'], type: ['expiring'] });
      expect(expiring.length).toBeGreaterThan(0);
      expect(expiring.every((x) => x.type === 'expiring')).toBe(true);
      const autoship = await list({ status: null, isAutoship: true });
      expect(autoship.length).toBeGreaterThan(0);
      expect(autoship.every((x) => x.isAutoship)).toBe(true);
      const vetDeclined = await list({ status: ['vet-declined'] });
      expect(vetDeclined.length).toBeGreaterThan(0);
      expect(vetDeclined.every((x) => x.status === 'VET_DECLINED' && x.action === 'Declined')).toBe(true);
      const systemDeclined = await list({ status: ['system-declined'] });
      expect(systemDeclined.length).toBeGreaterThan(0);
      expect(systemDeclined.every((x) => x.status === 'VET_DECLINED' && x.action === 'AutoDeclined' && x.actionedByLocationUser === null)).toBe(true);
      expect(await list({ status: ['not-a-status'] })).toEqual([]);

      const vetId = autoship[0].assignedToLocationUserId ?? expiring[0].assignedToLocationUserId;
      const assigned = await list({ status: null, assignedVeterinarianIds: [vetId] });
      expect(assigned.length).toBeGreaterThan(0);
      expect(assigned.every((x) => x.assignedToLocationUserId === vetId)).toBe(true);

      const someone = expiring[0];
      const byName = await list({ status: null, nameFilter: `  ${someone.locationPatient.name.toUpperCase()} ` });
      expect(byName.some((x) => x.id === someone.id)).toBe(true);
      const full = await list({ status: null, nameFilter: `${someone.locationClient.firstName} ${someone.locationClient.lastName}` });
      expect(full.some((x) => x.id === someone.id)).toBe(true);

      const created = new Date(someone.createdTimestamp);
      const dayStart = new Date(created.getTime() - 60_000).toISOString();
      const dayEnd = new Date(created.getTime() + 60_000).toISOString();
      const inRange = await list({ status: null, startDateTime: dayStart, endDateTime: dayEnd });
      expect(inRange.some((x) => x.id === someone.id)).toBe(true);
      expect(inRange.every((x) => Date.parse(x.createdTimestamp) >= Date.parse(dayStart) && Date.parse(x.createdTimestamp) <= Date.parse(dayEnd))).toBe(true);

      const withNext = autoship.find((x) => x.nextOrderDate);
      const nextDay = await list({ status: null, nextOrderDateStart: withNext!.nextOrderDate, nextOrderDateEnd: withNext!.nextOrderDate });
      expect(nextDay.some((x) => x.id === withNext!.id)).toBe(true);
      expect(nextDay.every((x) => x.nextOrderDate === withNext!.nextOrderDate)).toBe(true);
    });

    it('groups clients in SQL: counts add up, newest group first, a busy client holds more than 10', async () => {
      const base = { locationId: MG, status: ['PENDING'] };
      const total = (await gql(GetPrescriptionTasksCountDocument, base)).data.getPrescriptionTasksCount;
      const groupCount = (await gql(GetPrescriptionTasksGroupedCountDocument, base)).data.getPrescriptionTasksGroupedCount;
      const all = (await gql(GetPrescriptionTasksGroupedDocument, { ...base, take: 200 })).data.getPrescriptionTasksGrouped as Array<{
        locationClientId: string;
        count: number;
        locationClient: { id: string };
        tasks: Array<{ id: string; createdTimestamp: string; locationClientId: string }>;
      }>;
      expect(all).toHaveLength(groupCount);
      expect(all.reduce((n, g) => n + g.count, 0)).toBe(total);
      const newest = all.map((g) => Math.max(...g.tasks.map((x) => Date.parse(x.createdTimestamp))));
      expect([...newest].sort((x, y) => y - x)).toEqual(newest);
      for (const g of all) {
        expect(g.locationClient.id).toBe(g.locationClientId);
        expect(g.tasks.length).toBe(Math.min(g.count, 10));
        expect(g.tasks.every((x) => x.locationClientId === g.locationClientId)).toBe(true);
      }
      expect(all.some((g) => g.count > 10)).toBe(true);
      expect(all.some((g) => g.count < 10)).toBe(true);
      const page2 = (await gql(GetPrescriptionTasksGroupedDocument, { ...base, skip: 10, take: 10, groupTake: 2 })).data.getPrescriptionTasksGrouped;
      expect(page2.map((g: { locationClientId: string }) => g.locationClientId)).toEqual(all.slice(10, 20).map((g) => g.locationClientId));
      expect(page2.every((g: { tasks: unknown[] }) => g.tasks.length <= 2)).toBe(true);
    });

    it('one task by id or uuid; another location answers NOT_FOUND', async () => {
      const task = await pendingTask();
      const byId = await gql(GetPrescriptionTaskDocument, { id: String(task.id) });
      const byUuid = await gql(GetPrescriptionTaskDocument, { uuid: task.uuid });
      expect(byId.data.getPrescriptionTask.uuid).toBe(task.uuid);
      expect(byUuid.data.getPrescriptionTask.id).toBe(String(task.id));
      for (const v of [{ id: String(task.id) }, { uuid: task.uuid }]) {
        const r = await gql(GetPrescriptionTaskDocument, v, tokens.relief);
        expect(r.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
        expect(r.data?.getPrescriptionTask ?? null).toBeNull();
      }
      expect((await gql(GetPrescriptionTaskDocument, { uuid: 'not-a-uuid' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await gql(GetPrescriptionTaskDocument, {})).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await gql(GetPrescriptionTasksDocument, { locationId: MG }, tokens.relief)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('decline', () => {
    it('declines with the composed reason, records the acting user, declines a linked draft, writes one audit row', async () => {
      const [row] = await db()
        .select({ task: t.prescriptionTasks })
        .from(t.prescriptionTasks)
        .innerJoin(t.prescriptions, eq(t.prescriptions.id, t.prescriptionTasks.prescriptionId))
        .where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptions.rxStatusCode, 'Draft')))
        .limit(1);
      const task = row.task;
      const reason = composeDeclineReason({ reason: 'Recently Purchased', supplyMonths: 3 });
      const before = await auditCount('UpsertPrescriptionTask');
      const r = await gql(UpsertPrescriptionTaskDocument, {
        uuid: task.uuid,
        type: task.type,
        status: 'VET_DECLINED',
        action: 'Declined',
        initiatedBy: task.initiatedBy,
        origin: task.origin,
        actionReason: reason,
        actionedByLocationUserUuid: vetLocationUser.uuid,
      });
      expect(r.errors).toBeUndefined();
      expect(r.data.upsertPrescriptionTask).toMatchObject({ status: 'VET_DECLINED', action: 'Declined', actionReason: 'Recently Purchased-3 month supply', actionedByLocationUser: { id: vetLocationUser.id } });
      const [stored] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
      expect(stored).toMatchObject({ status: 'VET_DECLINED', action: 'Declined', actionReason: 'Recently Purchased-3 month supply', actionedByLocationUserId: Number(vetLocationUser.id), version: task.version + 1 });
      const [rx] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, task.prescriptionId!));
      expect(rx).toMatchObject({ rxStatusCode: 'Declined', declineReason: reason, declinedByLocationUserId: Number(vetLocationUser.id) });
      expect(await auditCount('UpsertPrescriptionTask')).toBe(before + 1);

      const again = await gql(UpsertPrescriptionTaskDocument, { uuid: task.uuid, type: task.type, status: 'VET_DECLINED', action: 'Declined', actionReason: 'Due for exam' });
      expect(again.errors?.[0]).toMatchObject({ message: APPROVALS_MESSAGES.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });
      expect(await auditCount('UpsertPrescriptionTask')).toBe(before + 1);
    });

    it('Other with a blank description is stored as Other', async () => {
      const task = await pendingTask((q) => eq(q.type, 'renewal'));
      const r = await gql(UpsertPrescriptionTaskDocument, { uuid: task.uuid, type: task.type, status: 'VET_DECLINED', action: 'Declined', actionReason: composeDeclineReason({ reason: 'Other', description: '   ' }) });
      expect(r.data.upsertPrescriptionTask.actionReason).toBe('Other');
    });

    it('refusals write nothing: blank reason, someone else as actor, not a decline, foreign task', async () => {
      const task = await pendingTask();
      const before = await auditCount();
      const base = { uuid: task.uuid, type: task.type, status: 'VET_DECLINED', action: 'Declined', actionReason: 'Due for exam' };
      const blank = await gql(UpsertPrescriptionTaskDocument, { ...base, actionReason: '  ' });
      expect(blank.errors?.[0]).toMatchObject({ message: COMMON_MESSAGES.fieldRequired, extensions: { code: 'BAD_USER_INPUT', fields: { actionReason: COMMON_MESSAGES.fieldRequired } } });
      const other = await gql(UpsertPrescriptionTaskDocument, { ...base, actionedByLocationUserUuid: '00000000-0000-4000-8000-000000000000' });
      expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const approve = await gql(UpsertPrescriptionTaskDocument, { ...base, status: 'VET_APPROVED', action: 'Approved' });
      expect(approve.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      const foreign = await gql(UpsertPrescriptionTaskDocument, base, tokens.relief);
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const [stored] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
      expect(stored).toEqual(task);
      expect(await auditCount()).toBe(before);
    });

    it('two declines at the same moment: one succeeds, the other gets CONFLICT', async () => {
      const task = await pendingTask((q) => eq(q.type, 'draft'));
      const vars = { uuid: task.uuid, type: task.type, status: 'VET_DECLINED', action: 'Declined', actionReason: 'Due for exam' };
      const vet2 = await s.token('vet2@demo.vetrx.dev');
      const results = await Promise.all([gql(UpsertPrescriptionTaskDocument, vars), gql(UpsertPrescriptionTaskDocument, vars, vet2)]);
      const ok = results.filter((r) => !r.errors);
      const refused = results.filter((r) => r.errors);
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(1);
      expect(refused[0].errors![0]).toMatchObject({ message: APPROVALS_MESSAGES.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });
      const audits = await db().select().from(t.auditLog).where(and(eq(t.auditLog.operation, 'UpsertPrescriptionTask'), eq(t.auditLog.entityId, String(task.id))));
      expect(audits).toHaveLength(1);
    });
  });

  describe('workflow', () => {
    it('assigns a workflow user and status with a note, by the acting user, upserting one row', async () => {
      const task = await pendingTask((q) => eq(q.type, 'expiring'));
      const [status] = (await gql(WorkflowStatusDocument, {})).data.workflowStatus;
      const users = await db().select().from(t.locationUsers).where(and(eq(t.locationUsers.locationId, LOCATION.mapleGrove), eq(t.locationUsers.isActive, true)));
      const target = users.find((u) => String(u.id) !== vetLocationUser.id)!;
      const vars = (note: string | null, userId = String(target.id)) => ({
        prescriptionTaskId: String(task.id),
        prescriptionTaskWorkflow: { prescriptionTaskId: String(task.id), currentWorkflowStatusId: status.id, workflowLocationUserId: userId, assignDate: new Date().toISOString(), assignedByLocationUserId: vetLocationUser.id, internalNote: note },
        changedBy: vetLocationUser.id,
      });
      const r = await gql(UpdatePrescriptionTaskWorkflowDocument, vars('  Call the owner  '));
      expect(r.errors).toBeUndefined();
      expect(r.data.updatePrescriptionTaskWorkflow.prescriptionTaskWorkflow).toMatchObject({
        currentWorkflowStatusId: status.id,
        workflowLocationUserId: String(target.id),
        assignedByLocationUserId: vetLocationUser.id,
        internalNote: 'Call the owner',
        workflowLocationUser: { isActive: true },
      });
      const r2 = await gql(UpdatePrescriptionTaskWorkflowDocument, vars(null, vetLocationUser.id));
      expect(r2.data.updatePrescriptionTaskWorkflow.prescriptionTaskWorkflow).toMatchObject({ workflowLocationUserId: vetLocationUser.id, internalNote: null });
      const rows = await db().select().from(t.prescriptionTaskWorkflows).where(eq(t.prescriptionTaskWorkflows.prescriptionTaskId, task.id));
      expect(rows).toHaveLength(1);
    });

    it('refuses an inactive user, another location user, a long note, a missing status — writing nothing', async () => {
      const task = await pendingTask((q) => eq(q.type, 'approval'));
      const [inactive] = await db().select().from(t.locationUsers).where(and(eq(t.locationUsers.locationId, LOCATION.mapleGrove), eq(t.locationUsers.isActive, false)));
      const [foreign] = await db().select().from(t.locationUsers).where(ne(t.locationUsers.locationId, LOCATION.mapleGrove));
      const before = await auditCount();
      const call = (over: Record<string, unknown>) =>
        gql(UpdatePrescriptionTaskWorkflowDocument, {
          prescriptionTaskId: String(task.id),
          prescriptionTaskWorkflow: { prescriptionTaskId: String(task.id), currentWorkflowStatusId: '1', workflowLocationUserId: vetLocationUser.id, ...over },
        });
      const r1 = await call({ workflowLocationUserId: String(inactive.id) });
      expect(r1.errors?.[0]).toMatchObject({ message: APPROVALS_MODAL_MESSAGES.workflow.inactiveUser, extensions: { code: 'BAD_USER_INPUT' } });
      expect((await call({ workflowLocationUserId: String(foreign.id) })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await call({ internalNote: 'x'.repeat(501) })).errors?.[0]?.extensions?.fields?.internalNote).toBe('Must be 500 characters or fewer');
      expect((await call({ currentWorkflowStatusId: '99999' })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await call({ prescriptionTaskId: '1' })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(await auditCount()).toBe(before);
    });
  });

  describe('records', () => {
    async function prescriptionWithOrders(inProgress: boolean) {
      const open = sql`(${t.orderLineItems.status} in ('in-progress', 'ready-for-fulfillment') and ${t.orderLineItems.shipped} = false and not exists (select 1 from ${t.shipments} where ${t.shipments.lineItemId} = ${t.orderLineItems.id}))`;
      const openOrders = db().select({ id: t.orderLineItems.orderId }).from(t.orderLineItems).where(open);
      const rows = await db()
        .select({ id: t.prescriptions.id })
        .from(t.prescriptions)
        .innerJoin(t.orderLineItems, eq(t.orderLineItems.prescriptionId, t.prescriptions.id))
        .where(
          and(
            eq(t.prescriptions.locationId, LOCATION.mapleGrove),
            eq(t.prescriptions.archived, false),
            inProgress ? inArray(t.orderLineItems.orderId, openOrders) : sql`not exists (select 1 from ${t.orderLineItems} li2 where li2.prescription_id = ${t.prescriptions.id} and li2.order_id in (select order_id from ${t.orderLineItems} li3 where li3.status in ('in-progress', 'ready-for-fulfillment') and li3.shipped = false and not exists (select 1 from ${t.shipments} s3 where s3.line_item_id = li3.id)))`,
          ),
        )
        .limit(1);
      return rows[0].id;
    }

    it('archives a prescription whose orders are finished, recording who; a second archive is CONFLICT', async () => {
      const id = await prescriptionWithOrders(false);
      const detail = await gql(GetPrescriptionDetailDocument, { id: String(id) });
      expect(detail.data.getPrescriptionDetail.orders.length).toBeGreaterThan(0);
      const before = await auditCount('ArchivePrescription');
      const r = await gql(ArchivePrescriptionDocument, { id: String(id), input: { archived: true, archivedByLocationUserId: vetLocationUser.id } });
      expect(r.errors).toBeUndefined();
      expect(r.data.archivePrescription).toMatchObject({ archived: true, isFillable: false });
      const [stored] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, id));
      expect(stored).toMatchObject({ archived: true, archivedByLocationUserId: Number(vetLocationUser.id) });
      expect(stored.archivedAt).toBeInstanceOf(Date);
      expect(await auditCount('ArchivePrescription')).toBe(before + 1);
      const again = await gql(ArchivePrescriptionDocument, { id: String(id), input: { archived: true } });
      expect(again.errors?.[0]).toMatchObject({ message: APPROVALS_RECORD_MESSAGES.archive.alreadyArchived, extensions: { code: 'CONFLICT' } });
      expect(await auditCount('ArchivePrescription')).toBe(before + 1);
    });

    it('refuses to archive while a related order is in progress, and writes nothing', async () => {
      const id = await prescriptionWithOrders(true);
      const [before] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, id));
      const audits = await auditCount();
      const r = await gql(ArchivePrescriptionDocument, { id: String(id), input: { archived: true, archivedByLocationUserId: vetLocationUser.id } });
      expect(r.errors?.[0]).toMatchObject({ message: APPROVALS_RECORD_MESSAGES.archive.orderInProgress, extensions: { code: 'BAD_USER_INPUT', fields: { archived: APPROVALS_RECORD_MESSAGES.archive.orderInProgress } } });
      const [after] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, id));
      expect(after).toEqual(before);
      expect(await auditCount()).toBe(audits);
      expect((await gql(ArchivePrescriptionDocument, { id: String(id), input: { archived: false } })).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect((await gql(ArchivePrescriptionDocument, { id: String(id), input: { archived: true } }, tokens.relief)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await gql(GetPrescriptionDetailDocument, { id: String(id) }, tokens.relief)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('declines a draft prescription; a prescription the pharmacy accepted cannot be declined', async () => {
      const [draft] = await db().select().from(t.prescriptions).where(and(eq(t.prescriptions.locationId, LOCATION.mapleGrove), eq(t.prescriptions.rxStatusCode, 'Draft'), eq(t.prescriptions.archived, false))).limit(1);
      const r = await gql(DeclinePrescriptionDocument, { id: String(draft.id), input: { declinedByLocationUserId: vetLocationUser.id, declineReason: 'Due for exam' } });
      expect(r.data.declinePrescription).toMatchObject({ rxStatus: { code: 'Declined' }, declineReason: 'Due for exam' });
      const [accepted] = await db().select().from(t.prescriptions).where(and(eq(t.prescriptions.locationId, LOCATION.mapleGrove), eq(t.prescriptions.rxStatusCode, 'AcceptedByPharmacy'), eq(t.prescriptions.archived, false))).limit(1);
      const refused = await gql(DeclinePrescriptionDocument, { id: String(accepted.id), input: { declineReason: 'Due for exam' } });
      expect(refused.errors?.[0]).toMatchObject({ message: APPROVALS_MESSAGES.refusals.prescriptionNotDeclinable, extensions: { code: 'CONFLICT' } });
      const blank = await gql(DeclinePrescriptionDocument, { id: String(accepted.id), input: { declineReason: ' ' } });
      expect(blank.errors?.[0]?.extensions?.fields).toEqual({ declineReason: COMMON_MESSAGES.fieldRequired });
    });

    it("a patient's prescriptions: paged with the total, only active, without OTC", async () => {
      const [top] = await db()
        .select({ patientId: t.prescriptions.locationPatientId, n: count() })
        .from(t.prescriptions)
        .where(and(eq(t.prescriptions.locationId, LOCATION.mapleGrove), isNotNull(t.prescriptions.locationPatientId)))
        .groupBy(t.prescriptions.locationPatientId)
        .orderBy(sql`count(*) desc`)
        .limit(1);
      const vars = { locationPatientId: String(top.patientId), showArchived: true, productApprovalTypeFilters: ['AOTC', 'RX', 'OTC'] };
      const p1 = (await gql(GetPrescriptionsByLocationPatientIdDocument, { ...vars, skip: 0, take: 2 })).data.getPrescriptionsByLocationPatientId;
      expect(p1.count).toBe(Number(top.n));
      expect(p1.data.length).toBe(Math.min(2, Number(top.n)));
      const all = (await gql(GetPrescriptionsByLocationPatientIdDocument, { ...vars, take: 100 })).data.getPrescriptionsByLocationPatientId;
      expect(all.data).toHaveLength(Number(top.n));
      const active = (await gql(GetPrescriptionsByLocationPatientIdDocument, { ...vars, showArchived: false, take: 100 })).data.getPrescriptionsByLocationPatientId;
      expect(active.data.every((rx: { archived: boolean }) => !rx.archived)).toBe(true);
      expect(active.count).toBe(all.data.filter((rx: { archived: boolean }) => !rx.archived).length);
      const noOtc = (await gql(GetPrescriptionsByLocationPatientIdDocument, { ...vars, productApprovalTypeFilters: ['AOTC', 'RX'], take: 100 })).data.getPrescriptionsByLocationPatientId;
      expect(noOtc.data.every((rx: { product: { productApprovalType: string } }) => rx.product.productApprovalType !== 'OTC')).toBe(true);
      expect((await gql(GetPrescriptionsByLocationPatientIdDocument, vars, tokens.relief)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('Prescriptions by status; workflow statuses; decline reasons', async () => {
      const drafts = (await gql(PrescriptionsDocument, { locationId: MG, rxStatusFilters: ['DRAFT'] })).data.prescriptions;
      expect(drafts.length).toBeGreaterThan(0);
      expect(drafts.every((rx: { rxStatus: { code: string } }) => rx.rxStatus.code === 'Draft')).toBe(true);
      const statuses = (await gql(WorkflowStatusDocument, {})).data.workflowStatus;
      expect(statuses.length).toBeGreaterThan(2);
      const reasons = (await gql(DeclineReasonDocument, {})).data.declineReason;
      // The reasons the web app offers, in its order (their texts are pinned in core's decline tests).
      expect(reasons.map((r: { key: string; label: string }) => ({ key: r.key, label: r.label }))).toEqual(DECLINE_REASONS.map(({ key, label }) => ({ key, label })));
      expect(reasons.filter((r: { simple: boolean }) => r.simple).map((r: { label: string }) => r.label)).toEqual(SIMPLE_DECLINE_REASONS.map((r) => r.label));
    });
  });

  describe('PIMS consults', () => {
    const ezyvet = { pimsAccountId: 'ezyvet-acct-30417', pimsConnectionType: 'EZYVET' };

    it('answers the 5 newest consults of a linked patient, and by code', async () => {
      const patients = await db().select().from(t.locationPatients).where(and(eq(t.locationPatients.locationId, LOCATION.mapleGrove), isNotNull(t.locationPatients.pimsId))).limit(40);
      let found = false;
      for (const p of patients) {
        const r = await gql(GetPimsConsultsByPatientIdDocument, { patientId: p.pimsId, pimsInput: ezyvet });
        expect(r.errors).toBeUndefined();
        const list = r.data.getPimsConsultsByPatientId as Array<{ code: string; date: string }>;
        expect(list.length).toBeLessThanOrEqual(5);
        const times = list.map((c) => Date.parse(c.date));
        expect([...times].sort((a, b) => b - a)).toEqual(times);
        if (list.length > 0) {
          found = true;
          const byCode = (await gql(GetPimsConsultsByCodeDocument, { code: list[0].code.toLowerCase(), patientId: p.pimsId, pimsInput: ezyvet })).data.getPimsConsultsByCode;
          expect(byCode.map((c: { code: string }) => c.code)).toContain(list[0].code);
          break;
        }
      }
      expect(found).toBe(true);
    });

    it('refuses accounts without consults, foreign accounts and unknown patients; a failing PIMS answers the inline text', async () => {
      const [linked] = await db().select().from(t.locationPatients).where(and(eq(t.locationPatients.locationId, LOCATION.summit), isNotNull(t.locationPatients.pimsId))).limit(1);
      const vetspire = await gql(GetPimsConsultsByPatientIdDocument, { patientId: linked.pimsId, pimsInput: { pimsAccountId: 'vetspire-acct-8812', pimsConnectionType: 'VETSPIRE' } });
      expect(vetspire.errors?.[0]).toMatchObject({ message: COMMON_MESSAGES.noWriteback, extensions: { code: 'BAD_USER_INPUT' } });
      const foreign = await gql(GetPimsConsultsByPatientIdDocument, { patientId: 'EZ-P-10001', pimsInput: ezyvet }, tokens.relief);
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const unknown = await gql(GetPimsConsultsByPatientIdDocument, { patientId: 'EZ-P-00000', pimsInput: ezyvet });
      expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const long = await gql(GetPimsConsultsByCodeDocument, { code: 'x'.repeat(33), patientId: 'EZ-P-00000', pimsInput: ezyvet });
      expect(long.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

      const [p] = await db().select().from(t.locationPatients).where(and(eq(t.locationPatients.locationId, LOCATION.mapleGrove), isNotNull(t.locationPatients.pimsId))).limit(1);
      await db().update(t.locationPatients).set({ pimsId: SANDBOX_FAILING_PATIENT_ID }).where(eq(t.locationPatients.id, p.id));
      const failing = await gql(GetPimsConsultsByPatientIdDocument, { patientId: SANDBOX_FAILING_PATIENT_ID, pimsInput: ezyvet });
      expect(failing.errors?.[0]).toMatchObject({ message: COMMON_MESSAGES.consultRetrievalError, extensions: { code: 'INTERNAL' } });
      await db().update(t.locationPatients).set({ pimsId: p.pimsId }).where(eq(t.locationPatients.id, p.id));
    });
  });
});
