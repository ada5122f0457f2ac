/**
 * Idempotent creates (issue 10 item 3): a retry with the same Idempotency-Key answers the
 * first result and writes nothing; two at once write once; the same key for another request, a bad
 * key, or a key on a mutation that does not honour one is refused; keys are per signed-in user and
 * expire after 24 hours. The approval path too (AddPrescription answering a request, UpdatePrescription
 * issuing a draft, UpsertPrescriptionTask, BulkApprovePrescriptionTasks): a retry with the key answers
 * the first result and leaves every table as it was (a content fingerprint), where the same retry
 * without a key is refused because the request was already actioned.
 */
import { randomUUID } from 'node:crypto';
import dayjs from 'dayjs';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@vetrx/core/api';
import { AddLocationClientDocument } from '@vetrx/core/operations/AddLocationClient';
import { AddLocationPatientDocument } from '@vetrx/core/operations/AddLocationPatient';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { BulkApprovalPreviewDocument } from '@vetrx/core/operations/BulkApprovalPreview';
import { BulkApprovePrescriptionTasksDocument } from '@vetrx/core/operations/BulkApprovePrescriptionTasks';
import { DeletePrescriptionDocument } from '@vetrx/core/operations/DeletePrescription';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { UpsertPrescriptionTaskDocument } from '@vetrx/core/operations/UpsertPrescriptionTask';
import { formatMessage } from '@vetrx/core/common';
import { APPROVALS_MESSAGES, COMMON_MESSAGES } from '@vetrx/core/messages';
import { buildTaskAttachment } from '@vetrx/core/task';
import { DEMO_PASSWORD, LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeDog, attachDraft, gabapentinInput, inMonths, locationUserId, myLocationUser, plainPendingTasks, signIn, tableFingerprint, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const q = (d: { toString(): string }) => d.toString();

describe.each(testDatabases())('idempotent creates (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'staff'] });
  let rxInput: Record<string, unknown>;
  const db = () => s.database.db;
  const rows = async (table: typeof t.prescriptions | typeof t.auditLog | typeof t.idempotencyKeys | typeof t.locationClients | typeof t.shortcuts | typeof t.locationPatients) =>
    Number((await db().select({ n: count() }).from(table))[0].n);
  const counts = async () => ({
    rx: await rows(t.prescriptions),
    audit: await rows(t.auditLog),
    keys: await rows(t.idempotencyKeys),
    clients: await rows(t.locationClients),
    patients: await rows(t.locationPatients),
    shortcuts: await rows(t.shortcuts),
  });
  const withKey = (key: string) => ({ [IDEMPOTENCY_KEY_HEADER]: key });
  const addRx = (token: string, key: string | null, over: Record<string, unknown> = {}, type = 'AuthorizeRx') =>
    s.gql(q(AddPrescriptionDocument), { input: { ...rxInput, ...over }, addPrescriptionType: type }, { token, headers: key ? withKey(key) : {} });

  beforeAll(async () => {
    rxInput = await gabapentinInput(db(), MG, { plain: true });
  });

  it('answers a retry with the first result and writes one prescription, one audit row, one key', async () => {
    const key = randomUUID();
    const before = await counts();
    const first = await addRx(tokens.vet, key, {}, 'SaveAsDraft');
    expect(first.errors).toBeUndefined();
    const again = await addRx(tokens.vet, key, {}, 'SaveAsDraft');
    expect(again).toEqual(first);
    expect(await counts()).toEqual({ ...before, rx: before.rx + 1, audit: before.audit + 1, keys: before.keys + 1 });
    // The stored answer is the first one even after the prescription changed.
    const id = first.data.addPrescription.id;
    const deleted = await s.gql(q(DeletePrescriptionDocument), { id, input: { declineReason: 'Entered in error' } }, { token: tokens.vet });
    expect(deleted.errors).toBeUndefined();
    const third = await addRx(tokens.vet, key, {}, 'SaveAsDraft');
    expect(third.data).toEqual(first.data);
    const now = await s.gql(q(GetPrescriptionDocument), { id }, { token: tokens.vet });
    expect(now.data.getPrescription.rxStatus.code).not.toBe(first.data.addPrescription.rxStatus.code);
  });

  it('without a key, two identical submissions make two prescriptions (the key is what makes one)', async () => {
    const before = await rows(t.prescriptions);
    await addRx(tokens.vet, null);
    await addRx(tokens.vet, null);
    expect(await rows(t.prescriptions)).toBe(before + 2);
  });

  it('two identical requests at once write one prescription and both answer it', async () => {
    const key = randomUUID();
    const before = await counts();
    const both = await Promise.all([addRx(tokens.vet, key), addRx(tokens.vet, key), addRx(tokens.vet, key)]);
    for (const r of both) expect(r.errors).toBeUndefined();
    expect(new Set(both.map((r) => r.data.addPrescription.id)).size).toBe(1);
    expect(await counts()).toEqual({ ...before, rx: before.rx + 1, audit: before.audit + 1, keys: before.keys + 1 });
  });

  it('refuses the same key with different variables, writing nothing', async () => {
    const key = randomUUID();
    expect((await addRx(tokens.vet, key)).errors).toBeUndefined();
    const before = await counts();
    const other = await addRx(tokens.vet, key, { refills: 2 });
    expect(other.data ?? null).toBeNull();
    expect(other.errors?.[0]).toMatchObject({
      message: COMMON_MESSAGES.idempotencyKeyReused,
      extensions: { code: 'BAD_USER_INPUT', fields: { idempotencyKey: COMMON_MESSAGES.idempotencyKeyReused } },
    });
    const otherType = await addRx(tokens.vet, key, {}, 'PrintRx');
    expect(otherType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
  });

  it("does not share a key between users: another user's request with it is their own", async () => {
    const key = randomUUID();
    const mine = await addRx(tokens.vet, key, {}, 'SaveAsDraft');
    const before = await counts();
    const theirs = await addRx(tokens.staff, key, { authorizingVet: null }, 'SaveAsDraft');
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.addPrescription.id).not.toBe(mine.data.addPrescription.id);
    expect(await counts()).toEqual({ ...before, rx: before.rx + 1, audit: before.audit + 1, keys: before.keys + 1 });
  });

  it('stores nothing for a refused request, so the corrected submission may reuse the key', async () => {
    const key = randomUUID();
    const before = await counts();
    const refused = await addRx(tokens.vet, key, { refills: 12 });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await counts()).toEqual(before);
    const ok = await addRx(tokens.vet, key);
    expect(ok.errors).toBeUndefined();
    expect(await rows(t.prescriptions)).toBe(before.rx + 1);
  });

  it('refuses a malformed key, and a key on a mutation that does not honour one; ignores it on a query', async () => {
    const before = await counts();
    for (const bad of ['short', 'x'.repeat(129), 'has space in the key 123', 'key/with/slashes/1234']) {
      const r = await addRx(tokens.vet, bad);
      expect(r.errors?.[0]).toMatchObject({ message: COMMON_MESSAGES.idempotencyKeyInvalid, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const del = await s.gql(q(DeletePrescriptionDocument), { id: '1', input: { declineReason: 'x' } }, { token: tokens.vet, headers: withKey(randomUUID()) });
    expect(del.errors?.[0]).toMatchObject({
      message: formatMessage(COMMON_MESSAGES.idempotencyKeyNotAccepted, { operation: 'deletePrescription' }),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await counts()).toEqual(before);
    const read = await s.gql(q(GetPrescriptionDocument), { id: '1' }, { token: tokens.vet, headers: withKey('not a key') });
    expect(read.errors?.[0]?.extensions?.code).not.toBe('BAD_USER_INPUT');
    // Without a session the key changes nothing: the operation refuses as usual.
    const anonymous = await s.gql(q(AddPrescriptionDocument), { input: rxInput, addPrescriptionType: 'AuthorizeRx' }, { headers: withKey(randomUUID()) });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(await counts()).toEqual(before);
  });

  it('forgets a key after 24 hours', async () => {
    const key = randomUUID();
    // Notified next month, so the date is still ahead once the server's clock has moved a day.
    const nextMonth = { notifyClientDate: inMonths(1) };
    const first = await addRx(tokens.vet, key, nextMonth, 'SaveAsDraft');
    s.clock.advance(25 * 3_600_000);
    try {
      const later = await addRx(tokens.vet, key, nextMonth, 'SaveAsDraft');
      expect(later.errors).toBeUndefined();
      expect(later.data.addPrescription.id).not.toBe(first.data.addPrescription.id);
      const [kept] = await db().select({ n: count() }).from(t.idempotencyKeys).where(eq(t.idempotencyKeys.key, key));
      expect(Number(kept.n)).toBe(1);
    } finally {
      s.clock.reset();
    }
  });

  it('AddLocationClient, AddLocationPatient and AddShortcut answer a retry with the first result', async () => {
    const clientVars = {
      locationId: String(MG),
      input: { firstName: 'Ida', lastName: 'Keyes', email: null, isActive: false, locationClientPhones: [], locationClientAddress: [] },
    };
    const shortcutVars = { locationId: String(MG), shortcutType: 'SIG', label: 'Once daily', details: 'Give once daily with food.' };
    const before = await counts();
    const clientKey = randomUUID();
    const [c1, c2] = await Promise.all([0, 1].map(() => s.gql(q(AddLocationClientDocument), clientVars, { token: tokens.staff, headers: withKey(clientKey) })));
    expect(c1.errors).toBeUndefined();
    expect(c2).toEqual(c1);
    const shortcutKey = randomUUID();
    const sc1 = await s.gql(q(AddShortcutDocument), shortcutVars, { token: tokens.vet, headers: withKey(shortcutKey) });
    const sc2 = await s.gql(q(AddShortcutDocument), shortcutVars, { token: tokens.vet, headers: withKey(shortcutKey) });
    expect(sc1.errors).toBeUndefined();
    expect(sc2).toEqual(sc1);
    const dog = await activeDog(db(), MG);
    const patientVars = {
      input: {
        name: 'Keyed Pup',
        speciesCode: 'canine',
        gender: 'N',
        birthdate: '2020-02-29',
        weight: 22.5,
        weightUnit: 'lbs',
        allergies: [],
        healthConditions: [],
        currentMeds: [],
        locationId: String(MG),
        prescVetLocationUserId: String(await locationUserId(db(), 'vet@demo.vetrx.dev', MG)),
        locationPatientClients: [{ locationClientId: String(dog.client), isActive: true, isPrimary: false }],
      },
    };
    const patientKey = randomUUID();
    const p1 = await s.gql(q(AddLocationPatientDocument), patientVars, { token: tokens.staff, headers: withKey(patientKey) });
    const p2 = await s.gql(q(AddLocationPatientDocument), patientVars, { token: tokens.staff, headers: withKey(patientKey) });
    expect(p1.errors).toBeUndefined();
    expect(p2).toEqual(p1);
    expect(await counts()).toEqual({ ...before, clients: before.clients + 1, shortcuts: before.shortcuts + 1, patients: before.patients + 1, audit: before.audit + 3, keys: before.keys + 3 });
  });
  describe('the approval path', () => {
    let vetLu: { id: string; uuid: string };
    beforeAll(async () => {
      vetLu = await myLocationUser(s, tokens.vet, MG);
    });

    /** The first answer, then the same request again: with the key it is the first answer and no table changes. */
    async function retried(send: (headers: Record<string, string>) => Promise<{ data?: unknown; errors?: unknown[] }>) {
      const key = randomUUID();
      const first = await send(withKey(key));
      expect(first.errors).toBeUndefined();
      const written = await tableFingerprint(db());
      const again = await send(withKey(key));
      expect(again).toEqual(first);
      expect(await tableFingerprint(db())).toBe(written);
      return { first, withoutKey: await send({}) };
    }

    it('AddPrescription answering a request: a retry answers the first prescription, no second one', async () => {
      const [{ task, product }] = await plainPendingTasks(db(), MG, 1);
      const attach = buildTaskAttachment({ ...task, id: String(task.id) }, vetLu, 'AuthorizeRx');
      if (!attach.ok) throw new Error('task not approvable');
      const variables = {
        input: {
          locationId: String(MG),
          locationClientId: String(task.locationClientId),
          locationPatientId: String(task.locationPatientId),
          productId: String(product.id),
          unitPerFill: product.packsizeQty,
          authorizingVet: vetLu.id,
          directions: 'Give 1 tablet by mouth once daily with food.',
          refills: 0,
          prnFlag: false,
          prescExpiryDate: dayjs().add(6, 'month').format('YYYY-MM-DD'),
          // What the safety check may ask of a demo request (issue 42): the vet's reason, a withdrawal time.
          safetyOverrideReason: 'Reviewed against the current medications with the owner.',
          withdrawalTime: 'Not for food.',
        },
        addPrescriptionType: 'AuthorizeRx',
        prescriptionTaskToAttach: { ...attach.value, id: String(attach.value.id) },
      };
      const { first, withoutKey } = await retried((headers) => s.gql(q(AddPrescriptionDocument), variables, { token: tokens.vet, headers }));
      const [stored] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
      expect(stored).toMatchObject({ status: 'VET_APPROVED', prescriptionId: Number((first.data as { addPrescription: { id: string } }).addPrescription.id) });
      expect(withoutKey.errors?.[0]).toMatchObject({ message: APPROVALS_MESSAGES.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });
    });

    it('UpdatePrescription issuing a draft: a retry answers the issued prescription and issues nothing more', async () => {
      const draft = await addRx(tokens.vet, null, {}, 'SaveAsDraft');
      expect(draft.errors).toBeUndefined();
      const { locationId: _location, ...update } = rxInput;
      const variables = { id: draft.data.addPrescription.id, input: update, addPrescriptionType: 'AuthorizeRx' };
      const { first, withoutKey } = await retried((headers) => s.gql(q(UpdatePrescriptionDocument), variables, { token: tokens.vet, headers }));
      expect(first.data).toMatchObject({ updatePrescription: { id: draft.data.addPrescription.id, rxStatus: { code: 'Created' } } });
      // Without the key the same request is a new attempt on a prescription that is no longer a draft.
      expect(withoutKey.errors?.length).toBeGreaterThan(0);
    });

    it('UpsertPrescriptionTask: a retried decline answers the first decline', async () => {
      const [{ task }] = await plainPendingTasks(db(), MG, 1);
      const variables = { uuid: task.uuid, type: task.type, status: 'VET_DECLINED', action: 'Declined', actionReason: 'Due for exam', actionedByLocationUserUuid: vetLu.uuid };
      const { first, withoutKey } = await retried((headers) => s.gql(q(UpsertPrescriptionTaskDocument), variables, { token: tokens.vet, headers }));
      expect(first.data).toMatchObject({ upsertPrescriptionTask: { status: 'VET_DECLINED', actionReason: 'Due for exam' } });
      expect(withoutKey.errors?.[0]).toMatchObject({ message: APPROVALS_MESSAGES.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });
    });

    it('BulkApprovePrescriptionTasks: a retry answers the first summary (what was approved, with Rx numbers), approving nothing more', async () => {
      const rows = await plainPendingTasks(db(), MG, 2, { withoutDraft: true });
      for (const { task } of rows) await attachDraft(db(), task, { vetLocationUserId: Number(vetLu.id), refills: 0 });
      const prescriptionTaskIds = rows.map((r) => String(r.task.id));
      const preview = await s.gql(q(BulkApprovalPreviewDocument), { locationId: String(MG), prescriptionTaskIds }, { token: tokens.vet });
      const nonce = (preview.data as { bulkApprovalPreview: { nonce: string } }).bulkApprovalPreview.nonce;
      const { idToken } = await signIn({ origin: s.url, username: 'vet@demo.vetrx.dev', password: DEMO_PASSWORD, maxAge: 0, nonce });
      const variables = { locationId: String(MG), prescriptionTaskIds, idToken };
      type Item = { approved: boolean; rxNumber: string | null; reasons: string[] };
      const { first, withoutKey } = await retried((headers) => s.gql(q(BulkApprovePrescriptionTasksDocument), variables, { token: tokens.vet, headers }));
      const items = (first.data as { bulkApprovePrescriptionTasks: Item[] }).bulkApprovePrescriptionTasks;
      expect(items.filter((i) => i.approved).length).toBeGreaterThan(0);
      for (const i of items.filter((x) => x.approved)) expect(i.rxNumber).toBeTruthy();
      // Without the key, the same request is a replay of a used confirmation: refused, nothing approved.
      expect(withoutKey.errors?.[0]).toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    });
  });
});
