/**
 * PIMS write-back through the outbox (issue 60): authorizing an Rx for a linked patient at a location
 * with write-back queues one row in the same transaction; the worker writes it to the sandbox PIMS
 * once (a second queue or a second send still leaves one record); a failing PIMS is retried with
 * backoff until it answers, and a PIMS that keeps refusing ends `failed` with its reason.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { PimsOutboxDocument } from '@vetrx/core/operations/PimsOutbox';
import { RetryPimsWritebackDocument } from '@vetrx/core/operations/RetryPimsWriteback';
import { LOCATION } from '@vetrx/fixtures';
import { openDatabase } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { setSandboxWriteFaults } from '../pims/sandbox.js';
import { queueWriteback } from '../repositories/pims-outbox.js';
import { activeDog, gabapentinInput, testDatabases, useTestServer } from '../testing/index.js';
import { nextAttemptAt, startWritebackWorker, WRITEBACK_RETRY } from './pims-writeback.js';

const MG = LOCATION.mapleGrove;
const q = (d: { toString(): string }) => d.toString();

describe.each(testDatabases())('PIMS write-back outbox (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'support'] });
  const db = () => s.database.db;
  let input: Record<string, unknown>;
  let clock = new Date();
  const worker = () => startWritebackWorker(db(), { publicUrl: 'http://vetrx.test', pollMs: 0, leaseMs: 60_000, now: () => clock });
  const authorize = async (over: Record<string, unknown> = {}) => {
    const r = await s.gql(q(AddPrescriptionDocument), { input: { ...input, ...over }, addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet });
    expect(r.errors).toBeUndefined();
    const [rx] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(r.data.addPrescription.id)));
    return rx;
  };
  const outboxOf = async (rxId: number) => db().select().from(t.pimsOutbox).where(eq(t.pimsOutbox.prescriptionId, rxId));
  /** Runs the worker at the moment the Rx's row is due (the server's clock is the test's, not this one). */
  const sendDue = async (rxId: number) => {
    const [row] = await outboxOf(rxId);
    clock = new Date(row.nextAttemptAt.getTime() + 1);
    return worker().runOnce();
  };
  const writesOf = async (reference: string) => db().select().from(t.sandboxPimsWrites).where(eq(t.sandboxPimsWrites.reference, reference));

  beforeAll(async () => {
    input = await gabapentinInput(db(), MG, { plain: true });
    await db().update(t.locationPatients).set({ pimsId: 'EZ-ANIMAL-77' }).where(eq(t.locationPatients.id, Number(input.locationPatientId)));
  });
  afterEach(() => {
    setSandboxWriteFaults();
    clock = new Date();
  });

  it('queues one row in the authorization and writes the Rx to the PIMS once, with a link back', async () => {
    const rx = await authorize();
    expect((await outboxOf(rx.id)).map((r) => [r.state, r.attempts])).toEqual([['pending', 0]]);
    expect(await sendDue(rx.id)).toBeGreaterThanOrEqual(1);
    const [row] = await outboxOf(rx.id);
    const writes = await writesOf(rx.uuid);
    expect(writes).toHaveLength(1);
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, pimsId: `SBX-RX-${writes[0].id}` });
    expect(writes[0].pimsConnectionType).toBe('EZYVET');
    expect(writes[0].payload).toMatchObject({
      reference: rx.uuid,
      pimsPatientId: 'EZ-ANIMAL-77',
      directions: 'Give 1 capsule by mouth every 12 hours.',
      refills: 1,
      detailUrl: `http://vetrx.test/history?rx=${rx.rxNumber}`,
    });
  });

  it('twice queued or twice sent, the PIMS holds one record', async () => {
    const rx = await authorize();
    // A second authorization path queuing the same Rx adds nothing.
    expect(await db().transaction((tx) => queueWriteback(tx, rx, new Date()))).toBe(false);
    expect(await outboxOf(rx.id)).toHaveLength(1);
    await sendDue(rx.id);
    const [first] = await outboxOf(rx.id);
    // The row sent again (as after a crash before "sent" was committed): the PIMS answers the same record.
    await db().update(t.pimsOutbox).set({ state: 'pending', nextAttemptAt: new Date(0) }).where(eq(t.pimsOutbox.id, first.id));
    await worker().runOnce();
    const [again] = await outboxOf(rx.id);
    expect(await writesOf(rx.uuid)).toHaveLength(1);
    expect(again).toMatchObject({ state: 'sent', pimsId: first.pimsId });
  });

  it('retries a failing PIMS with backoff until it answers', async () => {
    const rx = await authorize();
    setSandboxWriteFaults({ failures: 2 });
    await sendDue(rx.id);
    let [row] = await outboxOf(rx.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1, lastError: 'PIMS sandbox: the practice-management system did not answer (503)' });
    const wait = row.nextAttemptAt.getTime() - clock.getTime();
    expect(wait).toBeGreaterThanOrEqual(WRITEBACK_RETRY.firstMs * (1 - WRITEBACK_RETRY.jitter));
    expect(wait).toBeLessThanOrEqual(WRITEBACK_RETRY.firstMs * (1 + WRITEBACK_RETRY.jitter));
    // Not due yet: nothing is sent.
    expect(await worker().runOnce()).toBe(0);
    clock = new Date(row.nextAttemptAt.getTime() + 1);
    await worker().runOnce();
    [row] = await outboxOf(rx.id);
    expect(row).toMatchObject({ state: 'pending', attempts: 2 });
    clock = new Date(row.nextAttemptAt.getTime() + 1);
    await worker().runOnce();
    [row] = await outboxOf(rx.id);
    expect(row).toMatchObject({ state: 'sent', attempts: 3, lastError: null });
    expect(await writesOf(rx.uuid)).toHaveLength(1);
  });

  it('gives up as failed, with the reason, after the last attempt', async () => {
    const rx = await authorize();
    setSandboxWriteFaults({ permanent: 'ezyVet refused the record: animal is inactive' });
    for (let i = 0; i < WRITEBACK_RETRY.maxAttempts; i++) await sendDue(rx.id);
    const [row] = await outboxOf(rx.id);
    expect(row).toMatchObject({ state: 'failed', attempts: WRITEBACK_RETRY.maxAttempts, lastError: 'ezyVet refused the record: animal is inactive', pimsId: null });
    expect(await writesOf(rx.uuid)).toHaveLength(0);

    // The Rx's readers see it failed with the reason; support sees the location's outbox and queues it again.
    const detail = await s.gql(q(GetPrescriptionDetailDocument), { id: String(rx.id) }, { token: tokens.vet });
    expect(detail.data.getPrescriptionDetail.pimsWriteback).toEqual({
      state: 'failed',
      attempts: WRITEBACK_RETRY.maxAttempts,
      lastError: 'ezyVet refused the record: animal is inactive',
      nextAttemptAt: null,
      sentAt: null,
      pimsId: null,
    });
    const vetList = await s.gql(q(PimsOutboxDocument), { locationId: String(MG) }, { token: tokens.vet });
    expect(vetList.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const list = await s.gql(q(PimsOutboxDocument), { locationId: String(MG) }, { token: tokens.support });
    expect(list.data.pimsOutbox.find((e: { prescriptionId: string }) => e.prescriptionId === String(rx.id))).toMatchObject({ state: 'failed', rxNumber: rx.rxNumber });
    expect(JSON.stringify(list.data)).not.toMatch(/secret/i);
    const elsewhere = await s.gql(q(RetryPimsWritebackDocument), { locationId: String(LOCATION.summit), prescriptionId: String(rx.id) }, { token: tokens.support });
    expect(elsewhere.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    setSandboxWriteFaults();
    const retried = await s.gql(q(RetryPimsWritebackDocument), { locationId: String(MG), prescriptionId: String(rx.id) }, { token: tokens.support });
    expect(retried.data.retryPimsWriteback).toMatchObject({ state: 'pending', attempts: WRITEBACK_RETRY.maxAttempts });
    const audited = await db().select().from(t.auditLog).where(and(eq(t.auditLog.operation, 'RetryPimsWriteback'), eq(t.auditLog.entityId, String(rx.id))));
    expect(audited).toHaveLength(1);
    await sendDue(rx.id);
    expect((await outboxOf(rx.id))[0].state).toBe('sent');
    const again = await s.gql(q(RetryPimsWritebackDocument), { locationId: String(MG), prescriptionId: String(rx.id) }, { token: tokens.support });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('queues nothing for a patient not linked to the PIMS, or a draft', async () => {
    const other = await activeDog(db(), MG);
    await db().update(t.locationPatients).set({ pimsId: null }).where(eq(t.locationPatients.id, other.patient));
    const unlinked = await authorize({ locationClientId: String(other.client), locationPatientId: String(other.patient) });
    expect(await outboxOf(unlinked.id)).toHaveLength(0);
    const r = await s.gql(q(AddPrescriptionDocument), { input, addPrescriptionType: 'SaveAsDraft' }, { token: tokens.vet });
    expect(await outboxOf(Number(r.data.addPrescription.id))).toHaveLength(0);
    const [{ n }] = await db().select({ n: count() }).from(t.pimsOutbox).where(and(eq(t.pimsOutbox.locationId, MG)));
    expect(n).toBeGreaterThan(0);
  });
});

describe('the worker on a database that is gone', () => {
  it('logs a failing pass once, not at every poll', async () => {
    const gone = await openDatabase({ dataDir: 'memory' });
    await gone.close();
    const warnings: unknown[][] = [];
    let passes = 0;
    let fifth!: () => void;
    const fivePasses = new Promise<void>((done) => (fifth = done));
    const worker = startWritebackWorker(gone.db, {
      publicUrl: 'http://vetrx.test',
      pollMs: 5,
      leaseMs: 60_000,
      now: () => {
        if (++passes === 5) fifth();
        return new Date();
      },
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    });
    await fivePasses;
    await worker.close();
    expect(warnings).toHaveLength(1);
    expect(String(warnings[0][0])).toMatch(/write-back pass failed/);
  });
});

describe('the retry schedule', () => {
  it('doubles from 30 s to at most an hour, with ±20 % jitter, and gives up after the last attempt', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const after = (n: number, r: number) => nextAttemptAt(n, now, () => r)!.getTime() - now.getTime();
    expect([1, 2, 3, 4].map((n) => after(n, 0.5))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(after(9, 0.5)).toBe(3_600_000);
    expect(after(1, 0)).toBe(24_000);
    expect(after(1, 1)).toBe(36_000);
    expect(nextAttemptAt(WRITEBACK_RETRY.maxAttempts, now)).toBeNull();
  });
});
