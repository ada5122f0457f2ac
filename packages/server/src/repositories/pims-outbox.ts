/**
 * The PIMS write-back outbox (issue 60): queuing an authorized Rx in the authorization's own
 * transaction, and what each server instance's worker does with the queue (claim the due rows, mark
 * them sent or schedule the next attempt). Not caller-bound: the worker runs for no caller; the request
 * reads of a row go through the caller's scope (`pimsOutboxRepository`).
 */
import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { featuresFromList, writesBackToPims } from '@vetrx/core/common';
import type { Db, DbOrTx, Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { atCallerLocations, requireTx, type RepositoryScope } from './scope.js';

export type PimsOutboxRow = typeof t.pimsOutbox.$inferSelect;
type PrescriptionRow = typeof t.prescriptions.$inferSelect;

/**
 * Queues the write-back of an issued prescription, in the transaction that issued it, when core says
 * its location writes back (switch, feature, account, capable type) and its patient is linked. Once
 * per Rx: a second authorization path finds the row there and adds nothing.
 */
export async function queueWriteback(tx: Tx, rx: PrescriptionRow, now: Date): Promise<boolean> {
  if (rx.rxStatusCode === 'Draft' || rx.locationPatientId === null) return false;
  const [location] = await tx.select().from(t.locations).where(eq(t.locations.id, rx.locationId)).limit(1);
  const [patient] = await tx.select({ pimsId: t.locationPatients.pimsId }).from(t.locationPatients).where(eq(t.locationPatients.id, rx.locationPatientId)).limit(1);
  const features = await tx
    .select({ feature: t.locationFeatures.feature })
    .from(t.locationFeatures)
    .where(and(eq(t.locationFeatures.locationId, rx.locationId), eq(t.locationFeatures.enabled, true)));
  if (!location || !writesBackToPims(location, featuresFromList(features.map((f) => f.feature)), patient ?? null)) return false;
  const queued = await tx
    .insert(t.pimsOutbox)
    .values({ prescriptionId: rx.id, locationId: rx.locationId, nextAttemptAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: t.pimsOutbox.prescriptionId })
    .returning({ id: t.pimsOutbox.id });
  return queued.length > 0;
}

/** What the worker sends for one claimed row: the Rx, its product, patient, vet and location. */
export interface ClaimedWrite {
  row: PimsOutboxRow;
  prescription: PrescriptionRow;
  productName: string;
  unit: string | null;
  pimsPatientId: string | null;
  prescriberPimsUserId: string | null;
  account: { pimsAccountId: string; pimsConnectionType: string; pimsAccountSecret: string | null; pimsWritebackAccountId: string | null } | null;
}

/**
 * Claims up to `limit` due rows in `tx` and reads what their writes need. `FOR UPDATE SKIP LOCKED`:
 * an instance claiming at the same moment skips the rows this one holds; each claimed row is then due
 * again only `leaseMs` later, so after `tx` commits no other instance takes it while this one calls
 * the PIMS (no transaction stays open across the call). An instance killed mid-call leaves its rows to
 * be taken over once the lease is over; the PIMS answers a repeated reference with the first write.
 */
export async function claimDueWrites(tx: Tx, now: Date, limit: number, leaseMs: number): Promise<ClaimedWrite[]> {
  const rows = await tx
    .select()
    .from(t.pimsOutbox)
    .where(and(eq(t.pimsOutbox.state, 'pending'), lte(t.pimsOutbox.nextAttemptAt, now)))
    .orderBy(asc(t.pimsOutbox.nextAttemptAt), asc(t.pimsOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (rows.length) {
    await tx
      .update(t.pimsOutbox)
      .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), updatedAt: now })
      .where(inArray(t.pimsOutbox.id, rows.map((r) => r.id)));
  }
  const claimed: ClaimedWrite[] = [];
  for (const row of rows) {
    const [found] = await tx
      .select({
        prescription: t.prescriptions,
        productName: t.products.title,
        unit: t.products.unitMeasure,
        pimsPatientId: t.locationPatients.pimsId,
        prescriberPimsUserId: t.locationUsers.pimsId,
        location: t.locations,
      })
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .innerJoin(t.locations, eq(t.locations.id, t.prescriptions.locationId))
      .leftJoin(t.locationPatients, eq(t.locationPatients.id, t.prescriptions.locationPatientId))
      .leftJoin(t.locationUsers, eq(t.locationUsers.id, t.prescriptions.authorizingVetLocationUserId))
      .where(eq(t.prescriptions.id, row.prescriptionId))
      .limit(1);
    if (!found) continue;
    const { location } = found;
    claimed.push({
      row,
      prescription: found.prescription,
      productName: found.productName,
      unit: found.unit,
      pimsPatientId: found.pimsPatientId,
      prescriberPimsUserId: found.prescriberPimsUserId,
      account:
        location.pimsAccountId && location.pimsConnectionType
          ? { pimsAccountId: location.pimsAccountId, pimsConnectionType: location.pimsConnectionType, pimsAccountSecret: location.pimsAccountSecret, pimsWritebackAccountId: location.pimsWritebackAccountId }
          : null,
    });
  }
  return claimed;
}

/** Marks a claimed row sent with the PIMS's id of the record. */
export async function markWriteSent(tx: DbOrTx, id: number, pimsId: string, now: Date): Promise<void> {
  await tx
    .update(t.pimsOutbox)
    .set({ state: 'sent', pimsId, sentAt: now, lastError: null, attempts: sql`${t.pimsOutbox.attempts} + 1`, updatedAt: now })
    .where(eq(t.pimsOutbox.id, id));
}

/** Records a failed attempt: pending again at `nextAttemptAt`, or `failed` when `nextAttemptAt` is null (gave up). */
export async function markWriteFailed(tx: DbOrTx, id: number, error: string, nextAttemptAt: Date | null, now: Date): Promise<void> {
  await tx
    .update(t.pimsOutbox)
    .set({
      state: nextAttemptAt ? 'pending' : 'failed',
      lastError: error.slice(0, 500),
      attempts: sql`${t.pimsOutbox.attempts} + 1`,
      ...(nextAttemptAt ? { nextAttemptAt } : {}),
      updatedAt: now,
    })
    .where(eq(t.pimsOutbox.id, id));
}

/** Runs `work` in a transaction of its own on `db` (the worker's, outside any request). */
export function inOutboxTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

/**
 * The outbox reads and support's retry of one request, bound to the caller's scope: a row of another
 * location is never read.
 */
export function pimsOutboxRepository(scope: RepositoryScope) {
  return {
    /** The write-back row of a prescription at the caller's locations (support reads every one); null when none. */
    async ofPrescription(prescriptionId: number): Promise<PimsOutboxRow | null> {
      const where = scope.supportMode
        ? eq(t.pimsOutbox.prescriptionId, prescriptionId)
        : and(eq(t.pimsOutbox.prescriptionId, prescriptionId), atCallerLocations(scope, t.pimsOutbox.locationId));
      const [row] = await scope.db.select().from(t.pimsOutbox).where(where).limit(1);
      return row ?? null;
    },
    /** A location's outbox, newest first, with each row's Rx number and uuid (support). */
    async ofLocation(locationId: number, limit = 200) {
      return scope.db
        .select({ row: t.pimsOutbox, rxNumber: t.prescriptions.rxNumber, rxUuid: t.prescriptions.uuid })
        .from(t.pimsOutbox)
        .innerJoin(t.prescriptions, eq(t.prescriptions.id, t.pimsOutbox.prescriptionId))
        .where(eq(t.pimsOutbox.locationId, locationId))
        .orderBy(desc(t.pimsOutbox.id))
        .limit(limit);
    },
    /** Queues a failed row of the location again, due now (support): 'missing' when the location has no row for the Rx, 'notFailed' when it has not failed. */
    async retry(locationId: number, prescriptionId: number, now: Date): Promise<{ before: PimsOutboxRow; row: PimsOutboxRow } | 'missing' | 'notFailed'> {
      const tx = requireTx(scope);
      const where = and(eq(t.pimsOutbox.locationId, locationId), eq(t.pimsOutbox.prescriptionId, prescriptionId));
      const [before] = await tx.select().from(t.pimsOutbox).where(where).limit(1).for('update');
      if (!before) return 'missing';
      if (before.state !== 'failed') return 'notFailed';
      const [row] = await tx.update(t.pimsOutbox).set({ state: 'pending', nextAttemptAt: now, updatedAt: now }).where(where).returning();
      return { before, row };
    },
  };
}
