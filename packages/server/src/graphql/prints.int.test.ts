/**
 * Recorded prints (issue 42 item 4), through the API on a real database: every print of
 * a prescription is a numbered row and an audit row in its location's chain, written in one
 * transaction; a controlled substance's reprint without a reason is refused (core's rule) and writes
 * nothing; another location's prescription, a draft and support outside an impersonation are refused
 * the same way; two prints at the same moment get two numbers.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { RecordPrescriptionPrintDocument } from '@vetrx/core/operations/RecordPrescriptionPrint';
import { VerifyAuditChainDocument } from '@vetrx/core/operations/VerifyAuditChain';
import { PRINT_RECORD_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeDog, activeProduct, inMonths, locationUserId, testDatabases, useTestServer } from '../testing/index.js';
import { PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';

const MG = LOCATION.mapleGrove;
const SU = LOCATION.summit;

type Gql = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };

describe.each(testDatabases())('recorded prints (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vetadmin', 'staff', 'support'] });
  const db = () => s.database.db;
  const ids = {} as { vetLu: number; staffLu: number; client: number; patient: number; c2: { id: number; pack: number }; rx: { id: number; pack: number } };

  const q = (token: string, doc: { toString(): string }, vars: Record<string, unknown>) => s.gql(doc.toString(), vars, { token }) as Promise<Gql>;
  const print = (token: string, prescriptionId: number | string, reason?: string | null) => q(token, RecordPrescriptionPrintDocument, { prescriptionId: String(prescriptionId), reason });
  const counts = async () => ({
    prints: Number((await db().select({ n: count() }).from(t.prescriptionPrints))[0].n),
    audit: Number((await db().select({ n: count() }).from(t.auditLog))[0].n),
  });
  /** Runs a refused request and checks it wrote nothing: no print, no audit row. */
  async function refused(run: () => Promise<Gql>) {
    const before = await counts();
    const r = await run();
    expect(r.errors).toHaveLength(1);
    expect(r.data?.recordPrescriptionPrint ?? null).toBeNull();
    expect(await counts()).toEqual(before);
    return r.errors![0];
  }

  async function issue(product: { id: number; pack: number }, type = 'AuthorizeRx', over: Record<string, unknown> = {}) {
    const r = await q(tokens.vet, AddPrescriptionDocument, {
      addPrescriptionType: type,
      input: {
        locationId: String(MG),
        locationClientId: String(ids.client),
        locationPatientId: String(ids.patient),
        productId: String(product.id),
        unitPerFill: product.pack,
        directions: 'Give 1 tablet by mouth every 12 hours as needed.',
        refills: 0,
        prnFlag: false,
        prescExpiryDate: inMonths(2),
        authorizingVet: String(ids.vetLu),
        notifyClientDate: inMonths(0),
        ...over,
      },
    });
    expect(r.errors).toBeUndefined();
    return Number(r.data.addPrescription.id);
  }

  beforeAll(async () => {
    ids.vetLu = await locationUserId(db(), 'vet@demo.vetrx.dev', MG);
    ids.staffLu = await locationUserId(db(), 'staff@demo.vetrx.dev', MG);
    Object.assign(ids, await activeDog(db(), MG, { plain: true }));
    ids.c2 = await activeProduct(db(), 'Hydrocodone/Homatropine Tablets');
    ids.rx = await activeProduct(db(), 'Gabapentin');
  });

  it('records the original and a reasoned copy of a Schedule II prescription, each with its audit row in the location chain', async () => {
    const rx = await issue(ids.c2);
    const first = await print(tokens.vet, rx);
    expect(first.errors).toBeUndefined();
    const original = first.data.recordPrescriptionPrint;
    expect(original).toMatchObject({ prescriptionId: String(rx), copyNumber: 1, reason: null, impersonatorUsername: null, printedBy: { id: String(ids.vetLu) } });
    expect(original.originalPrintedAt).toBe(original.printedAt);
    expect(Math.abs(new Date(original.printedAt).getTime() - Date.now())).toBeLessThan(60_000);

    // Staff may print what they may read; a controlled reprint needs (and keeps) a reason.
    const second = await print(tokens.staff, rx, '  The original was lost in the mail.  ');
    expect(second.errors).toBeUndefined();
    const copy = second.data.recordPrescriptionPrint;
    expect(copy).toMatchObject({ copyNumber: 2, reason: 'The original was lost in the mail.', printedBy: { id: String(ids.staffLu) }, originalPrintedAt: original.printedAt });

    // The rows as written: numbered, who from the session, one audit row each in Maple Grove's chain.
    const rows = await db().select().from(t.prescriptionPrints).where(eq(t.prescriptionPrints.prescriptionId, rx)).orderBy(asc(t.prescriptionPrints.copyNumber));
    expect(rows.map((r) => [r.copyNumber, r.printedByLocationUserId, r.reason])).toEqual([
      [1, ids.vetLu, null],
      [2, ids.staffLu, 'The original was lost in the mail.'],
    ]);
    const audit = await db()
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.operation, 'RecordPrescriptionPrint'), eq(t.auditLog.entityId, String(rx))))
      .orderBy(asc(t.auditLog.id));
    expect(audit.map((a) => ({ locationId: a.locationId, entity: a.entity, actor: a.actorUsername, after: a.after }))).toEqual([
      { locationId: MG, entity: 'Prescription', actor: 'vet@demo.vetrx.dev', after: expect.objectContaining({ printId: rows[0].id, copyNumber: 1, reason: null }) },
      { locationId: MG, entity: 'Prescription', actor: 'staff@demo.vetrx.dev', after: expect.objectContaining({ printId: rows[1].id, copyNumber: 2, reason: 'The original was lost in the mail.' }) },
    ]);
    expect(audit.every((a) => a.hash && a.prevHash)).toBe(true);
    const verified = await q(tokens.vetadmin, VerifyAuditChainDocument, { locationId: String(MG) });
    expect(verified.data.VerifyAuditChain.ok).toBe(true);

    // The Rx detail lists the prints; the timeline shows the issue and both prints with who and which copy.
    const detail = await q(tokens.vet, GetPrescriptionDetailDocument, { id: String(rx) });
    expect(detail.data.getPrescriptionDetail.prints.map((p: any) => [p.copyNumber, p.printedBy.id, p.originalPrintedAt])).toEqual([
      [1, String(ids.vetLu), original.printedAt],
      [2, String(ids.staffLu), original.printedAt],
    ]);
    const trail = (await q(tokens.vet, GetPrescriptionAuditTrailDocument, { prescriptionId: String(rx) })).data.GetPrescriptionAuditTrail;
    expect(trail.map((e: any) => [e.event, e.eventLabel, e.actorUsername, e.detail])).toEqual([
      ['authorized', 'Authorized', 'vet@demo.vetrx.dev', null],
      ['printed', 'Printed', 'vet@demo.vetrx.dev', 'Original'],
      ['printed', 'Printed', 'staff@demo.vetrx.dev', 'Copy 2 · Reason: The original was lost in the mail.'],
    ]);
  });

  it('refuses a controlled reprint without a reason, or with one over the limit, and writes nothing', async () => {
    const rx = await issue(ids.c2);
    expect((await print(tokens.vet, rx)).errors).toBeUndefined();
    for (const reason of [undefined, null, '', '   \n ']) {
      const e = await refused(() => print(tokens.vet, rx, reason));
      expect(e).toMatchObject({ message: PRINT_RECORD_MESSAGES.reasonRequired, extensions: { code: 'BAD_USER_INPUT', fields: { reason: PRINT_RECORD_MESSAGES.reasonRequired } } });
    }
    const long = await refused(() => print(tokens.vet, rx, 'x'.repeat(PRESCRIPTION_LIMITS.printReason + 1)));
    expect(long.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reason: `Must be ${PRESCRIPTION_LIMITS.printReason} characters or fewer` } });
    // With a reason it is the second print, not a later one: the refusals left no number behind.
    expect((await print(tokens.vet, rx, 'x'.repeat(PRESCRIPTION_LIMITS.printReason))).data.recordPrescriptionPrint.copyNumber).toBe(2);
  });

  it('needs no reason to reprint another product; Print Rx issues it, and the print is recorded apart', async () => {
    const rx = await issue(ids.rx, 'PrintRx', { refills: 2, prescExpiryDate: inMonths(5) });
    const numbers = [];
    for (let i = 0; i < 3; i++) numbers.push((await print(tokens.staff, rx)).data.recordPrescriptionPrint.copyNumber);
    expect(numbers).toEqual([1, 2, 3]);
    const trail = (await q(tokens.vet, GetPrescriptionAuditTrailDocument, { prescriptionId: String(rx) })).data.GetPrescriptionAuditTrail;
    expect(trail.map((e: any) => [e.event, e.detail])).toEqual([
      ['authorized', 'Print Rx'],
      ['printed', 'Original'],
      ['printed', 'Copy 2'],
      ['printed', 'Copy 3'],
    ]);
  });

  it('numbers two prints sent at the same moment one after the other', async () => {
    const rx = await issue(ids.rx, 'AuthorizeRx', { refills: 2, prescExpiryDate: inMonths(5) });
    const both = await Promise.all([print(tokens.vet, rx), print(tokens.staff, rx)]);
    expect(both.map((r) => r.errors)).toEqual([undefined, undefined]);
    expect(both.map((r) => r.data.recordPrescriptionPrint.copyNumber).sort()).toEqual([1, 2]);
    expect(new Set(both.map((r) => r.data.recordPrescriptionPrint.originalPrintedAt)).size).toBe(1);
  });

  it("answers NOT_FOUND for another location's prescription, for support outside an impersonation and for an unknown id; refuses a draft", async () => {
    const [summitRx] = await db()
      .select({ id: t.prescriptions.id })
      .from(t.prescriptions)
      .where(and(eq(t.prescriptions.locationId, SU), eq(t.prescriptions.archived, false)))
      .limit(1);
    // vetadmin has no membership at Summit: its prescription does not exist for them.
    expect((await refused(() => print(tokens.vetadmin, summitRx.id))).extensions?.code).toBe('NOT_FOUND');
    const rx = await issue(ids.rx, 'AuthorizeRx', { refills: 2, prescExpiryDate: inMonths(5) });
    // Relief's Maple Grove membership is revoked.
    const relief = await s.token('relief@demo.vetrx.dev');
    expect((await refused(() => print(relief, rx))).extensions?.code).toBe('NOT_FOUND');
    expect((await refused(() => print(tokens.support, rx))).extensions?.code).toBe('NOT_FOUND');
    expect((await refused(() => print(tokens.vet, 2_000_000))).extensions?.code).toBe('NOT_FOUND');
    expect((await refused(() => print(tokens.vet, 'abc'))).extensions?.code).toBe('NOT_FOUND');

    const draft = await issue(ids.rx, 'SaveAsDraft');
    expect(await refused(() => print(tokens.vet, draft))).toMatchObject({ message: PRINT_RECORD_MESSAGES.notIssued, extensions: { code: 'CONFLICT' } });
  });
});
