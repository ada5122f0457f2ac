/**
 * The audit trail a practice can trust and read (issue 43 items 1 and 4, issue 45; decisions
 * 0290–0294): a prescription's AddPrescription row deleted and the later rows re-hashed without the
 * key fails VerifyAuditChain; an impersonation appears in every practice of the impersonated user, with
 * who, whom, why, start and end, verifies, and shows in the user's own account activity; the rows
 * without a location are support's to read and verify; the sandbox's rows have their own actor and are
 * hidden unless asked for; a row's detail shows every field before and after.
 */
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { EndImpersonationDocument } from '@vetrx/core/operations/EndImpersonation';
import { GetAccountActivityDocument } from '@vetrx/core/operations/GetAccountActivity';
import { GetAuditEntryDocument } from '@vetrx/core/operations/GetAuditEntry';
import { GetAuditLogDocument } from '@vetrx/core/operations/GetAuditLog';
import { StartImpersonationDocument } from '@vetrx/core/operations/StartImpersonation';
import { UpdateLocationUserNotificationDocument } from '@vetrx/core/operations/UpdateLocationUserNotification';
import { VerifyAuditChainDocument } from '@vetrx/core/operations/VerifyAuditChain';
import { AUDIT_CHAIN_MESSAGES, auditRowHash } from '@vetrx/core/audit';
import { AUDIT_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeDog, activeProduct, inMonths, queryRows, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

type Gql = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };

describe.each(testDatabases())('the audit trail a practice can trust and read (%s)', (kind) => {
  const { server: s, tokens: tok } = useTestServer(kind, { users: ['vet', 'vetadmin', 'support'] });
  const db = () => s.database.db;
  const q = (token: string, doc: { toString(): string }, vars: Record<string, unknown> = {}, impersonate?: string) => s.gql(doc.toString(), vars, { token, impersonate }) as Promise<Gql>;
  const log = (token: string, filter: Record<string, unknown>) => q(token, GetAuditLogDocument, { filter: { locationId: String(MG), take: 100, ...filter } });
  const verify = (token: string, locationId: number | null = MG) => q(token, VerifyAuditChainDocument, { locationId: locationId === null ? null : String(locationId) });
  let vetLocations: number[] = [];

  beforeAll(async () => {
    vetLocations = (
      await queryRows<{ location_id: number }>(
        db(),
        `select lu.location_id from location_users lu join users u on u.id = lu.user_id join locations l on l.id = lu.location_id
         where u.username = 'vet@demo.vetrx.dev' and lu.is_active and l.is_active order by lu.location_id`,
      )
    ).map((r) => Number(r.location_id));
  });

  it('support acting as a vet shows in each of the vet’s practices: who, whom, why, start and end; each chain verifies', async () => {
    expect(vetLocations.length).toBeGreaterThan(1);
    const started = await q(tok.support, StartImpersonationDocument, { username: 'vet@demo.vetrx.dev', reason: 'Ticket 7781: printer setup', minutes: 20 });
    expect(started.errors).toBeUndefined();
    // A change made in the vet's name meanwhile, then Log out.
    const [vetLu] = await queryRows<{ id: number }>(db(), `select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vet@demo.vetrx.dev' and lu.location_id = ${MG}`);
    const change = await q(tok.support, UpdateLocationUserNotificationDocument, { id: String(vetLu.id), input: { isPendingAuth: true } }, 'vet@demo.vetrx.dev');
    expect(change.errors).toBeUndefined();
    // Log out within one millisecond, as a quick server does it: the session ends at the instant its end
    // rows are written — in the support user's name, like its start — and they are no
    // change of the vet's.
    s.clock.hold();
    try {
      expect((await q(tok.support, EndImpersonationDocument, {}, 'vet@demo.vetrx.dev')).errors).toBeUndefined();
    } finally {
      s.clock.reset();
    }

    const page = (await log(tok.vetadmin, {})).data.GetAuditLog;
    const start = page.data.find((e: any) => e.operation === 'StartImpersonation');
    const end = page.data.find((e: any) => e.operation === 'EndImpersonation');
    expect(start).toMatchObject({ actionLabel: 'Impersonation started', actorUsername: 'support@demo.vetrx.dev', detail: 'As vet@demo.vetrx.dev: Ticket 7781: printer setup' });
    expect(start.changes.map((c: any) => c.field)).toEqual(expect.arrayContaining(['impersonatedUser', 'reason', 'startedAt', 'expiresAt', 'supportUser']));
    expect(start.changes.find((c: any) => c.field === 'impersonatedUser')).toEqual({ field: 'impersonatedUser', before: null, after: 'vet@demo.vetrx.dev' });
    // The end is the support user's act about the session, as the start is: not "Dr. Emily Carter as support@…".
    expect(start).toMatchObject({ impersonatorUsername: null });
    expect(end).toMatchObject({ actionLabel: 'Impersonation ended', actorUsername: 'support@demo.vetrx.dev', impersonatorUsername: null, detail: 'As vet@demo.vetrx.dev: Ticket 7781: printer setup' });
    expect(end.actorName).toBe(start.actorName);
    expect(end.changes.map((c: any) => c.field)).toEqual(['endedAt']);
    // The change in between names both.
    const during = page.data.find((e: any) => e.operation === 'UpdateLocationUserNotification');
    expect(during).toMatchObject({ actorUsername: 'vet@demo.vetrx.dev', impersonatorUsername: 'support@demo.vetrx.dev', impersonationReason: 'Ticket 7781: printer setup' });
    // The Action filter finds them.
    const filtered = (await log(tok.vetadmin, { operation: 'StartImpersonation' })).data.GetAuditLog;
    expect(filtered.data.map((e: any) => e.operation)).toEqual(['StartImpersonation']);

    // Every practice of the vet has the rows in its own chain, and each chain verifies (support reads them all).
    for (const loc of vetLocations) {
      const rows = await db().select({ operation: t.auditLog.operation }).from(t.auditLog).where(and(eq(t.auditLog.locationId, loc), eq(t.auditLog.entity, 'ImpersonationSession')));
      expect(rows.map((r) => r.operation), `location ${loc}`).toEqual(['StartImpersonation', 'EndImpersonation']);
      expect((await verify(tok.support, loc)).data.VerifyAuditChain, `location ${loc}`).toMatchObject({ ok: true, message: AUDIT_CHAIN_MESSAGES.intact });
    }
    expect((await verify(tok.vetadmin)).data.VerifyAuditChain.ok).toBe(true);
    // Nothing of it went to the chain without a location.
    expect((await db().select().from(t.auditLog).where(eq(t.auditLog.operation, 'StartImpersonation'))).every((r) => r.locationId !== null)).toBe(true);

    // The vet's own account activity lists the session, with the one change made in their name.
    const activity = (await q(tok.vet, GetAccountActivityDocument)).data.GetAccountActivity;
    expect(activity[0]).toMatchObject({ supportUsername: 'support@demo.vetrx.dev', reason: 'Ticket 7781: printer setup', state: 'ended', changes: 1 });
    expect(new Date(activity[0].endsAt).getTime()).toBe(new Date(activity[0].endedAt).getTime());
    // Nobody else's: the practice admin's own activity does not list it.
    expect((await q(tok.vetadmin, GetAccountActivityDocument)).data.GetAccountActivity).toEqual([]);
  });

  it('a row’s detail shows every field before and after; another location’s row is not found', async () => {
    const page = (await log(tok.vetadmin, { operation: 'EndImpersonation' })).data.GetAuditLog;
    const id = page.data[0].id;
    const detail = (await q(tok.vetadmin, GetAuditEntryDocument, { locationId: String(MG), id })).data.GetAuditEntry;
    const fields = Object.fromEntries(detail.fields.map((f: any) => [f.field, f]));
    expect(fields.endedAt).toMatchObject({ before: null, changed: true });
    expect(fields.impersonatedUser).toEqual({ field: 'impersonatedUser', before: 'vet@demo.vetrx.dev', after: 'vet@demo.vetrx.dev', changed: false });
    expect(fields.reason.changed).toBe(false);
    // The same row id asked of another location, or of a location the admin does not reach.
    const other = vetLocations.find((l) => l !== MG)!;
    expect((await q(tok.support, GetAuditEntryDocument, { locationId: String(other), id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await q(tok.vetadmin, GetAuditEntryDocument, { locationId: String(SU), id })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await q(tok.vet, GetAuditEntryDocument, { locationId: String(MG), id })).errors?.[0]).toMatchObject({ message: AUDIT_MESSAGES.adminsOnly, extensions: { code: 'FORBIDDEN' } });
  });

  it('the rows without a location are support’s to read and verify; a practice admin is refused', async () => {
    const global = await q(tok.support, GetAuditLogDocument, { filter: { take: 5 } });
    expect(global.errors).toBeUndefined();
    for (const e of global.data.GetAuditLog.data) expect(e.locationId).toBeNull();
    const verified = (await verify(tok.support, null)).data.VerifyAuditChain;
    expect(verified.ok).toBe(true);
    expect((await verify(tok.vetadmin, null)).errors?.[0]).toMatchObject({ message: AUDIT_MESSAGES.globalChainSupportOnly, extensions: { code: 'FORBIDDEN' } });
    expect((await q(tok.vetadmin, GetAuditLogDocument, { filter: { take: 5 } })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('the sandbox’s rows name their own actor and are hidden unless asked for', async () => {
    const [row] = await queryRows<{ client: number; patient: number; product: number }>(
      db(),
      `select lpc.location_client_id as client, lpc.location_patient_id as patient,
         (select id from products pr where pr.is_active and not pr.is_controlled and pr.product_approval_type = 'Rx'
            and pr.id not in (select product_id from prescriptions where location_patient_id = lpc.location_patient_id) order by id limit 1) as product
       from location_patient_clients lpc join location_patients p on p.id = lpc.location_patient_id join location_clients c on c.id = lpc.location_client_id
       where p.location_id = ${MG} and p.is_active and not p.is_deceased and c.is_active and p.weight is not null and p.birthdate > '1901-01-01' order by lpc.id limit 1`,
    );
    const placed = await s.gql(
      `mutation($input: SandboxOrderInput!) { sandboxPlaceOrder(input: $input) { outcome } }`,
      { input: { locationId: String(MG), locationClientId: String(row.client), locationPatientId: String(row.patient), productId: String(row.product), quantity: 1 } },
      { token: tok.support },
    );
    expect(placed.errors).toBeUndefined();
    const sandboxRows = await db().select().from(t.auditLog).where(and(eq(t.auditLog.locationId, MG), eq(t.auditLog.actorUsername, 'sandbox-storefront')));
    expect(sandboxRows.length).toBeGreaterThan(0);

    const hidden = (await log(tok.vetadmin, {})).data.GetAuditLog;
    expect(hidden.data.filter((e: any) => e.operation.startsWith('Sandbox'))).toEqual([]);
    expect(hidden.actions.filter((a: string) => a.startsWith('Sandbox'))).toEqual([]);
    const shown = (await log(tok.vetadmin, { includeSandbox: true })).data.GetAuditLog;
    expect(shown.total).toBe(hidden.total + (await db().select().from(t.auditLog).where(and(eq(t.auditLog.locationId, MG), gt(t.auditLog.id, 0)))).filter((r) => r.operation.startsWith('Sandbox')).length);
    const sandbox = shown.data.find((e: any) => e.operation === 'SandboxTaskRaised' || e.operation === 'SandboxOrderPlaced');
    expect(sandbox).toMatchObject({ actorName: 'Sandbox storefront', detail: expect.stringMatching(/^Driven by /) });
    expect(sandbox.actionLabel).not.toBe(sandbox.operation);
    expect(shown.actions).toEqual(expect.arrayContaining([sandbox.operation]));
    // The sandbox's rows are in the chain like any other: it still verifies.
    expect((await verify(tok.vetadmin)).data.VerifyAuditChain.ok).toBe(true);
  });

  it('an Rx’s AddPrescription row deleted and the later rows re-hashed with auditRowHash (no key) fails verification', async () => {
    const { client, patient } = await activeDog(db(), MG, { plain: true });
    const product = await activeProduct(db(), 'Gabapentin');
    const [vetLu] = await queryRows<{ id: number }>(db(), `select lu.id from location_users lu join users u on u.id = lu.user_id where u.username = 'vet@demo.vetrx.dev' and lu.location_id = ${MG}`);
    const input = {
      locationId: String(MG),
      locationClientId: String(client),
      locationPatientId: String(patient),
      productId: String(product.id),
      unitPerFill: product.pack,
      directions: 'Give 1 tablet by mouth every 12 hours.',
      refills: 1,
      prnFlag: false,
      prescExpiryDate: inMonths(5),
      authorizingVet: String(vetLu.id),
      notifyClientDate: inMonths(0),
    };
    for (let i = 0; i < 3; i++) expect((await q(tok.vet, AddPrescriptionDocument, { input, addPrescriptionType: 'AuthorizeRx' })).errors).toBeUndefined();
    expect((await verify(tok.vetadmin)).data.VerifyAuditChain.ok).toBe(true);

    // The attack (issue 43): remove the middle Rx's row, then re-link every later row and the head.
    const chain = await db().select().from(t.auditLog).where(eq(t.auditLog.locationId, MG)).orderBy(asc(t.auditLog.id));
    const adds = chain.filter((r) => r.operation === 'AddPrescription');
    const victim = adds[adds.length - 2];
    await db().delete(t.auditLog).where(eq(t.auditLog.id, victim.id));
    let prev = chain[chain.findIndex((r) => r.id === victim.id) - 1].hash;
    const later = chain.filter((r) => r.id > victim.id);
    for (const r of later) {
      const hash = auditRowHash(r, prev);
      await db().update(t.auditLog).set({ prevHash: prev, hash }).where(eq(t.auditLog.id, r.id));
      prev = hash;
    }
    await db().update(t.auditChainHeads).set({ hash: prev! }).where(eq(t.auditChainHeads.chain, MG));
    const [head] = await db().select().from(t.auditChainHeads).where(eq(t.auditChainHeads.chain, MG));
    const [last] = await db().select().from(t.auditLog).where(eq(t.auditLog.locationId, MG)).orderBy(desc(t.auditLog.id)).limit(1);
    expect([head.lastId, head.hash]).toEqual([last.id, last.hash]);

    const broken = (await verify(tok.vetadmin)).data.VerifyAuditChain;
    expect(broken).toMatchObject({ ok: false, firstBroken: { id: String(later[0].id), reason: 'changed' } });
    expect(broken.message).toBe(AUDIT_CHAIN_MESSAGES.changed.replace('{id}', String(later[0].id)));

    // Clearing the key ids as well only changes the reason.
    await db().update(t.auditLog).set({ keyId: null }).where(and(eq(t.auditLog.locationId, MG), gt(t.auditLog.id, victim.id)));
    expect((await verify(tok.support)).data.VerifyAuditChain).toMatchObject({ ok: false, firstBroken: { id: String(later[0].id), reason: 'unkeyed' } });
  });
});
