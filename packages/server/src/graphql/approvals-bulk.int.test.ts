/**
 * Safe bulk approval (issue 17 item 3): only requests approvable as they stand
 * are approved, each in its own transaction with its own audit row; the others are left alone with
 * their reasons; nothing happens without a fresh sign-in of the same user at the identity provider.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { BulkApprovalPreviewDocument } from '@vetrx/core/operations/BulkApprovalPreview';
import { BulkApprovePrescriptionTasksDocument } from '@vetrx/core/operations/BulkApprovePrescriptionTasks';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { attachDraft, myLocationUser, signIn, testDatabases, useTestServer } from '../testing/index.js';

const MG = String(LOCATION.mapleGrove);
type Item = {
  prescriptionTaskId: string;
  qualifies: boolean;
  reasons: string[];
  approved: boolean;
  prescriptionId: string | null;
  directions: string | null;
  quantity: string | null;
  refills: string | null;
  expires: string | null;
};
type Review = { nonce: string; issuedAt: string; expiresAt: string; items: Item[] };

describe.each(testDatabases())('bulk approval (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  let vetLu: number;
  beforeAll(async () => {
    vetLu = Number((await myLocationUser(s, tokens.vet, MG)).id);
  });
  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, token = tokens.vet) => s.gql(doc.toString(), variables, { token });
  const fresh = async (nonce?: string, username = 'vet@demo.vetrx.dev') => (await signIn({ origin: s.url, username, password: DEMO_PASSWORD, maxAge: 0, nonce })).idToken;
  const review = async (ids: string[]): Promise<Review> => (await gql(BulkApprovalPreviewDocument, { locationId: MG, prescriptionTaskIds: ids })).data.bulkApprovalPreview;
  /** Pending, unarchived requests of Maple Grove without a prescription, oldest first. */
  const undrafted = (n: number, offset = 0) =>
    db()
      .select()
      .from(t.prescriptionTasks)
      .where(and(eq(t.prescriptionTasks.locationId, LOCATION.mapleGrove), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false), isNull(t.prescriptionTasks.prescriptionId)))
      .orderBy(t.prescriptionTasks.id)
      .offset(offset)
      .limit(n);
  /** Pending requests of Maple Grove without a prescription, each given a complete draft signed by the vet. */
  async function drafted(n: number, offset: number) {
    const out: { task: typeof t.prescriptionTasks.$inferSelect; draftId: number }[] = [];
    for (const task of await undrafted(n, offset)) out.push({ task, draftId: await attachDraft(db(), task, { vetLocationUserId: vetLu, refills: 2 }) });
    return out;
  }
  /** `n` drafted requests that qualify as they stand (plain products, no duplicate); drafted ones leave the pool. */
  async function qualifying(n: number, offset: number) {
    const rows = await drafted(10, offset);
    const ok = new Set((await review(rows.map((r) => String(r.task.id)))).items.filter((i) => i.qualifies).map((i) => i.prescriptionTaskId));
    const out = rows.filter((r) => ok.has(String(r.task.id))).slice(0, n);
    expect(out).toHaveLength(n);
    return out;
  }

  it('approves only what qualifies as it stands, after a fresh sign-in of the same user; each approval is audited on its own', async () => {
    // Pending requests without a prescription: give most of them a complete draft signed by the vet.
    const tasks = await undrafted(12);
    const withDraft = tasks.slice(0, 10);
    const noDraft = tasks[10];
    for (const task of withDraft) await attachDraft(db(), task, { vetLocationUserId: vetLu, refills: 0 });
    const ids = [...withDraft, noDraft].map((x) => String(x.id));
    const shown = await review(ids);
    const preview = shown.items;
    expect(preview.map((p) => p.prescriptionTaskId)).toEqual(ids);
    expect(preview.find((p) => p.prescriptionTaskId === String(noDraft.id))).toMatchObject({ qualifies: false, reasons: ['No prescription has been written for this request yet: open it to write one.'] });
    const qualifying = preview.filter((p) => p.qualifies).map((p) => p.prescriptionTaskId);
    const leftAlone = preview.filter((p) => !p.qualifies);
    expect(qualifying.length).toBeGreaterThan(0);
    for (const p of leftAlone) expect(p.reasons.length).toBeGreaterThan(0);

    const audits = async () => Number((await db().select({ n: count() }).from(t.auditLog).where(eq(t.auditLog.operation, 'BulkApprovePrescriptionTask')))[0].n);
    const statuses = async () => Object.fromEntries((await db().select().from(t.prescriptionTasks).where(inArray(t.prescriptionTasks.id, ids.map(Number)))).map((x) => [String(x.id), x.status]));

    // Without a fresh sign-in, or with another user's, nothing happens.
    const stale = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken: 'not-a-token' });
    expect(stale.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const otherUser = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken: await fresh(shown.nonce, 'relief@demo.vetrx.dev') });
    expect(otherUser.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A fresh sign-in of the vet that does not carry the summary's nonce confirms nothing.
    const unbound = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken: await fresh() });
    expect(unbound.errors?.[0]).toMatchObject({ message: 'This summary has already been used or has expired. Review the requests again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await audits()).toBe(0);
    expect(Object.values(await statuses()).every((st) => st === 'PENDING')).toBe(true);

    // The summary shows what will be approved: directions, quantity, refills and the default expiration.
    const shownItem = preview.find((p) => p.qualifies)!;
    expect(shownItem).toMatchObject({ directions: 'Give 1 tablet by mouth once daily with food.', refills: '0' });
    expect(shownItem.expires).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shownItem.expires! > new Date().toISOString().slice(0, 10)).toBe(true);

    const confirmation = await fresh(shown.nonce);
    const done = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken: confirmation });
    expect(done.errors).toBeUndefined();
    const result: Item[] = done.data.bulkApprovePrescriptionTasks;
    expect(result.filter((r) => r.approved).map((r) => r.prescriptionTaskId)).toEqual(qualifying);
    // The summary after shows the same details of what was approved.
    expect(result.find((r) => r.prescriptionTaskId === shownItem.prescriptionTaskId)).toMatchObject({ approved: true, directions: shownItem.directions, quantity: shownItem.quantity, refills: shownItem.refills, expires: shownItem.expires });
    const after = await statuses();
    for (const id of ids) expect(after[id]).toBe(qualifying.includes(id) ? 'VET_APPROVED' : 'PENDING');
    expect(await audits()).toBe(qualifying.length);
    // Each approved request's prescription is issued in the vet's name.
    const rxs = await db().select().from(t.prescriptions).where(inArray(t.prescriptions.id, result.filter((r) => r.approved).map((r) => Number(r.prescriptionId))));
    // The quantity shown is in packs, as the form shows it ('3 × 3 Doses', not the units per fill).
    const [issued] = await db()
      .select({ units: t.prescriptions.unitPerFill, size: t.products.packsizeQty, pack: t.products.packsizeDisplay })
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .where(eq(t.prescriptions.id, Number(result.find((r) => r.prescriptionTaskId === shownItem.prescriptionTaskId)!.prescriptionId)));
    expect(issued.units! % issued.size!).toBe(0);
    expect(shownItem.quantity).toBe(issued.pack ? `${issued.units! / issued.size!} × ${issued.pack}` : String(issued.units! / issued.size!));
    for (const rx of rxs) {
      expect(rx.rxStatusCode).not.toBe('Draft');
      expect(rx.authorizingVetLocationUserId).toBe(vetLu);
      expect(rx.issuedDate).not.toBeNull();
    }

    // The same confirmation again (a replay): refused, nothing more written.
    const replay = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken: confirmation });
    expect(replay.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await audits()).toBe(qualifying.length);

    // Again with a new summary: the approved ones are no longer pending and are left alone.
    const next = await review(qualifying);
    const again: Item[] = (await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: qualifying, idToken: await fresh(next.nonce) })).data.bulkApprovePrescriptionTasks;
    expect(again.every((r) => !r.approved && r.reasons[0] === 'This request has already been actioned.')).toBe(true);
  });

  it('approves only what the vet reviewed, as they reviewed it: a draft changed after the summary, or a request not in it, is left alone with the reason', async () => {
    const rows = await qualifying(3, 0);
    const [kept, edited, extra] = rows;
    const ids = [kept, edited].map((r) => String(r.task.id));
    const shown = await review(ids);
    expect(shown.items.filter((i) => !i.qualifies)).toEqual([]);
    // Staff change the directions of one draft after the vet saw the summary.
    await db().update(t.prescriptions).set({ directions: 'Give 2 tablets by mouth twice daily.' }).where(eq(t.prescriptions.id, edited.draftId));
    const done = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: [...ids, String(extra.task.id)], idToken: await fresh(shown.nonce) });
    expect(done.errors).toBeUndefined();
    const byId = new Map((done.data.bulkApprovePrescriptionTasks as Item[]).map((i) => [i.prescriptionTaskId, i]));
    expect(byId.get(String(kept.task.id))).toMatchObject({ approved: true });
    expect(byId.get(String(edited.task.id))).toMatchObject({ approved: false, reasons: ['Changed since you reviewed it: review it again before approving.'] });
    expect(byId.get(String(extra.task.id))).toMatchObject({ approved: false, reasons: ['This request was not in the summary you confirmed.'] });
    const statuses = Object.fromEntries((await db().select().from(t.prescriptionTasks).where(inArray(t.prescriptionTasks.id, rows.map((r) => r.task.id)))).map((x) => [x.id, x.status]));
    expect(statuses).toEqual({ [kept.task.id]: 'VET_APPROVED', [edited.task.id]: 'PENDING', [extra.task.id]: 'PENDING' });
    const [editedDraft] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, edited.draftId));
    expect(editedDraft.rxStatusCode).toBe('Draft');
  });

  it('two approvals sent at once with one confirmation: one approves, the other is refused and approves nothing', async () => {
    const rows = await qualifying(2, 0);
    const ids = rows.map((r) => String(r.task.id));
    const shown = await review(ids);
    const idToken = await fresh(shown.nonce);
    const audits = async () => Number((await db().select({ n: count() }).from(t.auditLog).where(eq(t.auditLog.operation, 'BulkApprovePrescriptionTask')))[0].n);
    const before = await audits();
    const answers = await Promise.all([0, 1].map(() => gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: ids, idToken })));
    const won = answers.filter((r) => !r.errors);
    expect(won).toHaveLength(1);
    expect((won[0].data.bulkApprovePrescriptionTasks as Item[]).map((i) => i.approved)).toEqual([true, true]);
    expect(answers.find((r) => r.errors)!.errors![0]).toMatchObject({ message: 'This summary has already been used or has expired. Review the requests again.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await audits()).toBe(before + 2);
  });

  it('a summary is confirmed only by the vet who was shown it, at its location', async () => {
    const [row] = await qualifying(1, 0);
    const shown = await review([String(row.task.id)]);
    // Another vet's fresh sign-in carrying this nonce is another user's: refused, and the summary stays usable.
    const vet2 = await s.token('vet2@demo.vetrx.dev');
    const other = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: [String(row.task.id)], idToken: await fresh(shown.nonce, 'vet2@demo.vetrx.dev') }, vet2);
    expect(other.errors?.[0]?.extensions?.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
    const mine = await gql(BulkApprovePrescriptionTasksDocument, { locationId: MG, prescriptionTaskIds: [String(row.task.id)], idToken: await fresh(shown.nonce) });
    expect(mine.errors).toBeUndefined();
    expect(mine.data.bulkApprovePrescriptionTasks[0]).toMatchObject({ approved: true, reasons: [] });
  });
});
