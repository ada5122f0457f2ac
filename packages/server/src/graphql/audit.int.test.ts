/**
 * The audit trail as people read it (issue 9 item 5): a prescription's timeline
 * for whoever reads the prescription, the practice Audit Log for administrators and support (filters,
 * paging, refusals), and VerifyAuditChain naming a row edited in the database, a row removed from the
 * end of a trail, and the row written after such a removal.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetAuditLogDocument } from '@vetrx/core/operations/GetAuditLog';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { VerifyAuditChainDocument } from '@vetrx/core/operations/VerifyAuditChain';
import { UpsertPrescriptionWorkflowDocument } from '@vetrx/core/operations/upsertPrescriptionWorkflow';
import { AUDIT_CHAIN_MESSAGES } from '@vetrx/core/audit';
import { AUDIT_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeDog, activeProduct, inMonths, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

type Gql = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };

describe.each(testDatabases())('the audit trail, read (%s)', (kind) => {
  const { server: s, tokens: tok } = useTestServer(kind, { users: ['vet', 'vetadmin', 'staff', 'support'] });
  const ids = {} as { vetLu: number; vetUser: number; staffLu: number; client: number; patient: number; product: number; authorized: number; printed: number };
  const db = () => s.database.db;

  const q = (token: string, doc: { toString(): string }, vars: Record<string, unknown>, impersonate?: string) => s.gql(doc.toString(), vars, { token, impersonate }) as Promise<Gql>;
  const trail = (token: string, id: number, impersonate?: string) => q(token, GetPrescriptionAuditTrailDocument, { prescriptionId: String(id) }, impersonate);
  const log = (token: string, filter: Record<string, unknown>) => q(token, GetAuditLogDocument, { filter: { locationId: String(MG), ...filter } });
  const verify = (token: string, locationId: number = MG) => q(token, VerifyAuditChainDocument, { locationId: String(locationId) });

  beforeAll(async () => {
    const lu = async (username: string) => {
      const [r] = await db()
        .select({ id: t.locationUsers.id, userId: t.users.id })
        .from(t.locationUsers)
        .innerJoin(t.users, eq(t.users.id, t.locationUsers.userId))
        .where(and(eq(t.users.username, username), eq(t.locationUsers.locationId, MG)));
      return r;
    };
    const vet = await lu('vet@demo.vetrx.dev');
    ids.vetLu = vet.id;
    ids.vetUser = vet.userId;
    ids.staffLu = (await lu('staff@demo.vetrx.dev')).id;
    Object.assign(ids, await activeDog(db(), MG, { plain: true }));
    const product = await activeProduct(db(), 'Gabapentin');
    ids.product = product.id;
    const input = {
      locationId: String(MG),
      locationClientId: String(ids.client),
      locationPatientId: String(ids.patient),
      productId: String(product.id),
      unitPerFill: product.pack,
      directions: 'Give 1 tablet by mouth every 12 hours.',
      refills: 2,
      prnFlag: false,
      prescExpiryDate: inMonths(5),
      authorizingVet: String(ids.vetLu),
      notifyClientDate: inMonths(0),
    };
    const add = async (type: string) => {
      const r = await q(tok.vet, AddPrescriptionDocument, { input, addPrescriptionType: type });
      expect(r.errors).toBeUndefined();
      return Number(r.data.addPrescription.id);
    };
    ids.authorized = await add('AuthorizeRx');
    ids.printed = await add('PrintRx');
    // A workflow step by staff, and one by support impersonating staff (the timeline says "as support").
    const step = (token: string, impersonate?: string) =>
      q(token, UpsertPrescriptionWorkflowDocument, { input: { prescriptionId: String(ids.authorized), currentWorkflowStatusId: '1', workflowLocationUserId: String(ids.staffLu) } }, impersonate);
    expect((await step(tok.staff)).errors).toBeUndefined();
    const started = await q(tok.support, StartImpersonationDocument, { username: 'staff@demo.vetrx.dev', reason: 'Ticket 42: workflow', minutes: 30 });
    expect(started.errors).toBeUndefined();
    expect((await step(tok.support, 'staff@demo.vetrx.dev')).errors).toBeUndefined();
  });

  it("shows a prescription's timeline oldest first: who authorized, printed and moved it, and as whom", async () => {
    const a = await trail(tok.staff, ids.authorized);
    expect(a.errors).toBeUndefined();
    const events = a.data.GetPrescriptionAuditTrail;
    expect(events.map((e: any) => e.event)).toEqual(['authorized', 'workflow', 'workflow']);
    expect(events[0]).toMatchObject({ eventLabel: 'Authorized', actorUsername: 'vet@demo.vetrx.dev', impersonatorUsername: null, operation: 'AddPrescription' });
    const [vetLu] = await db().select().from(t.locationUsers).where(eq(t.locationUsers.id, ids.vetLu));
    expect(events[0].actorName).toBe(vetLu.displayName);
    expect(events[1]).toMatchObject({ actorUsername: 'staff@demo.vetrx.dev', impersonatorUsername: null });
    expect(events[1].detail).toMatch(/→/);
    expect(events[2]).toMatchObject({ actorUsername: 'staff@demo.vetrx.dev', impersonatorUsername: 'support@demo.vetrx.dev', impersonationReason: 'Ticket 42: workflow' });
    expect(new Date(events[0].at).getTime()).toBeLessThanOrEqual(new Date(events[2].at).getTime());
    // Print Rx issues the prescription (authorized, "Print Rx"); each print is its own row.
    const p = await trail(tok.vet, ids.printed);
    expect(p.data.GetPrescriptionAuditTrail).toMatchObject([{ event: 'authorized', eventLabel: 'Authorized', detail: 'Print Rx', actorName: vetLu.displayName }]);
  });

  it('refuses the timeline to whoever cannot read the prescription: another location, support not impersonating', async () => {
    // Relief works elsewhere; their Maple Grove membership is revoked: its prescriptions do not exist for them.
    const relief = await s.token('relief@demo.vetrx.dev');
    const other = await trail(relief, ids.authorized);
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(other.data).toBeNull();
    expect((await log(relief, {})).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await trail(tok.support, ids.authorized)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await trail(tok.vet, 2_000_000)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('gives administrators and support the Audit Log, filtered by user, action, prescription and dates, newest first', async () => {
    const all = await log(tok.vetadmin, {});
    expect(all.errors).toBeUndefined();
    const page = all.data.GetAuditLog;
    // Two prescriptions, two workflow steps, and support's impersonation of staff.
    expect(page.total).toBe(5);
    expect(page.actions).toEqual(['AddPrescription', 'StartImpersonation', 'upsertPrescriptionWorkflow']);
    const ids_ = page.data.map((e: any) => Number(e.id));
    expect(ids_).toEqual([...ids_].sort((x, y) => y - x));

    const byVet = (await log(tok.vetadmin, { userId: String(ids.vetUser) })).data.GetAuditLog;
    expect(byVet.total).toBe(2);
    expect(byVet.data.every((e: any) => e.actorUsername === 'vet@demo.vetrx.dev')).toBe(true);
    const byAction = (await log(tok.vetadmin, { operation: 'upsertPrescriptionWorkflow' })).data.GetAuditLog;
    expect(byAction.total).toBe(2);
    const byRx = (await log(tok.support, { prescriptionId: String(ids.printed) })).data.GetAuditLog;
    expect(byRx.data.map((e: any) => e.event)).toEqual(['authorized']);
    const future = (await log(tok.vetadmin, { from: new Date(Date.now() + 86_400_000).toISOString() })).data.GetAuditLog;
    expect(future).toMatchObject({ total: 0, data: [] });
    const paged = (await log(tok.vetadmin, { skip: 1, take: 2 })).data.GetAuditLog;
    expect(paged.data.map((e: any) => e.id)).toEqual(page.data.slice(1, 3).map((e: any) => e.id));
    expect(paged.total).toBe(page.total);

    const reversed = await log(tok.vetadmin, { from: '2026-11-02T00:00:00Z', to: '2026-11-01T00:00:00Z' });
    expect(reversed.errors?.[0]).toMatchObject({ message: AUDIT_MESSAGES.dateRange, extensions: { code: 'BAD_USER_INPUT', fields: { to: AUDIT_MESSAGES.dateRange } } });
  });

  it('pages with the beforeId cursor: a row written between two pages neither repeats nor goes missing (skip would repeat one)', async () => {
    const before = (await log(tok.vetadmin, {})).data.GetAuditLog.data.map((e: any) => e.id);
    const first = (await log(tok.vetadmin, { take: 2 })).data.GetAuditLog.data.map((e: any) => e.id);
    expect(first).toEqual(before.slice(0, 2));
    const written = await q(tok.vetadmin, UpdateLocationUserNotificationDocument, { id: String(ids.staffLu), input: { isPendingAuth: true } });
    expect(written.errors).toBeUndefined();
    const next = (await log(tok.vetadmin, { take: 2, beforeId: first[1] })).data.GetAuditLog;
    expect(next.data.map((e: any) => e.id)).toEqual(before.slice(2, 4));
    expect(next.total).toBe(before.length - 2);
    // The same page by offset now starts with a row the first page already had.
    expect((await log(tok.vetadmin, { skip: 2, take: 2 })).data.GetAuditLog.data[0].id).toBe(first[1]);
    expect((await log(tok.vetadmin, { beforeId: before.at(-1) })).data.GetAuditLog).toMatchObject({ total: 0, data: [] });
    for (const bad of ['0', 'abc']) expect((await log(tok.vetadmin, { beforeId: bad })).errors?.[0]?.extensions?.code).toMatch(/^(BAD_USER_INPUT|NOT_FOUND)$/);
  });

  it('refuses the Audit Log to members who are not administrators (FORBIDDEN) and to other locations (NOT_FOUND)', async () => {
    for (const token of [tok.vet, tok.staff]) {
      expect((await log(token, {})).errors?.[0]).toMatchObject({ message: AUDIT_MESSAGES.adminsOnly, extensions: { code: 'FORBIDDEN' } });
      expect((await verify(token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const other = await q(tok.vetadmin, GetAuditLogDocument, { filter: { locationId: String(SU) } });
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(other.data).toBeNull();
    expect((await verify(tok.vetadmin, SU)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await q(tok.support, GetAuditLogDocument, { filter: { locationId: '999999' } })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('verifies the chain, and names a row edited in the database, rows removed from the end, and the row written after', async () => {
    const ok = (await verify(tok.vetadmin)).data.VerifyAuditChain;
    expect(ok).toMatchObject({ ok: true, message: AUDIT_CHAIN_MESSAGES.intact, firstBroken: null });
    expect(ok.checked).toBeGreaterThanOrEqual(4);

    // An edit: the first AddPrescription row now says someone else did it.
    const [row] = await db().select().from(t.auditLog).where(and(eq(t.auditLog.locationId, MG), eq(t.auditLog.operation, 'AddPrescription'))).orderBy(t.auditLog.id).limit(1);
    await db().update(t.auditLog).set({ actorUsername: 'someone.else@example.com' }).where(eq(t.auditLog.id, row.id));
    const edited = (await verify(tok.support)).data.VerifyAuditChain;
    expect(edited).toMatchObject({ ok: false, firstBroken: { id: String(row.id), reason: 'changed', message: AUDIT_CHAIN_MESSAGES.changed.replace('{id}', String(row.id)) } });
    await db().update(t.auditLog).set({ actorUsername: row.actorUsername }).where(eq(t.auditLog.id, row.id));
    expect((await verify(tok.vetadmin)).data.VerifyAuditChain.ok).toBe(true);

    // Removing the newest row of the location: the trail now ends early, and the verifier says where.
    const [last, previous] = await db().select().from(t.auditLog).where(eq(t.auditLog.locationId, MG)).orderBy(desc(t.auditLog.id)).limit(2);
    await db().delete(t.auditLog).where(eq(t.auditLog.id, last.id));
    const cut = (await verify(tok.vetadmin)).data.VerifyAuditChain;
    expect(cut).toMatchObject({ ok: false, firstBroken: { id: String(previous.id), reason: 'truncated' } });
    expect(cut.message).toContain(`row ${previous.id}`);
    expect(cut.message).toContain(String(last.id));

    // The next write links to the removed row, so the removal stays visible after it.
    const again = await q(tok.staff, UpsertPrescriptionWorkflowDocument, {
      input: { prescriptionId: String(ids.printed), currentWorkflowStatusId: '1', workflowLocationUserId: String(ids.staffLu) },
    });
    expect(again.errors).toBeUndefined();
    const [next] = await db().select().from(t.auditLog).where(eq(t.auditLog.locationId, MG)).orderBy(desc(t.auditLog.id)).limit(1);
    const linked = (await verify(tok.vetadmin)).data.VerifyAuditChain;
    expect(linked).toMatchObject({ ok: false, firstBroken: { id: String(next.id), reason: 'link' } });
  });
});
