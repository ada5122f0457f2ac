import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, ts, updatedAt } from './_columns.js';
import { locations } from './practice.js';
import { prescriptions } from './prescribing.js';

/**
 * Prescriptions waiting to be written back to the practice's PIMS (issue 60): one row per authorized
 * Rx of a location with write-back on, inserted in the authorization's own transaction, so an Rx that
 * was authorized always has its row and a rolled-back authorization never does. Unique on the
 * prescription: a second authorization path cannot queue a second write. Each server instance's worker
 * claims due rows (`FOR UPDATE SKIP LOCKED`) and calls the PIMS, which is idempotent on the Rx uuid.
 */
export const pimsOutbox = pgTable(
  'pims_outbox',
  {
    id: id(),
    prescriptionId: requiredRef(() => prescriptions.id),
    locationId: requiredRef(() => locations.id),
    /** pending (due at nextAttemptAt), sent, or failed (gave up; support may queue it again). */
    state: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: ts().notNull().defaultNow(),
    lastError: text(),
    /** The PIMS's id of the written record, once sent. */
    pimsId: text(),
    sentAt: ts(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex().on(t.prescriptionId),
    index('pims_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'pending'`),
    index().on(t.locationId, t.id),
  ],
);

/**
 * What the sandbox PIMS holds of the prescriptions written to it (development only): one row per PIMS
 * account and Rx reference, which is how the sandbox answers a repeated write with the first one's id.
 */
export const sandboxPimsWrites = pgTable(
  'sandbox_pims_writes',
  {
    id: id(),
    pimsAccountId: text().notNull(),
    pimsConnectionType: text().notNull(),
    reference: text().notNull(),
    /** The write as the PIMS received it. */
    payload: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex().on(t.pimsConnectionType, t.pimsAccountId, t.reference)],
);
