import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './_columns.js';

/**
 * One row per mutation, written in the mutation's transaction: who (user and location user), on behalf
 * of whom (the impersonated location user when a support user impersonates), what operation, which
 * record, before/after, when.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    at: createdAt(),
    /** The acting user (the impersonated user while a support user impersonates). */
    actorUserId: integer(),
    actorUsername: text(),
    /** The location user acting (the impersonated one while impersonating). */
    actorLocationUserId: integer(),
    /** The support user's username when impersonating, else null. */
    impersonatorUsername: text(),
    /** The reason of the impersonation session the row was written in, else null. */
    impersonationReason: text(),
    locationId: integer(),
    operation: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    /** Hash of the previous row of the same location (null: the first row). */
    prevHash: text(),
    /** Seal of this row's content and `prevHash`: HMAC-SHA256 under the audit key `keyId`. */
    hash: text(),
    /** Id of the audit key that sealed the row (core's `auditKey`); null for a row sealed before keys. */
    keyId: text(),
  },
  (t) => [
    index().on(t.entity, t.entityId),
    index().on(t.at),
    // The practice Audit Log pages one location's rows, newest first.
    index('audit_log_location_id_idx').on(t.locationId, t.id),
    // The Audit Log hides the sandbox's rows by default: its pages walk the people's rows.
    index('audit_log_location_people_idx')
      .on(t.locationId, t.id)
      .where(sql`${t.operation} not like 'Sandbox%'`),
    // A prescription's timeline finds its workflow steps and tasks by the prescription they name.
    index('audit_log_after_prescription_idx')
      .on(sql`(${t.after}->>'prescriptionId')`)
      .where(sql`${t.entity} in ('PrescriptionWorkflow', 'PrescriptionTask')`),
  ],
);

/**
 * The head of each location's audit chain: the last row written and its hash, updated by
 * `appendAuditRow` in the same transaction. The next row links to the head's hash, and
 * the verifier compares the end of the trail with it, so rows removed from the end are detected.
 * `chain` is the location id, 0 for rows without a location.
 */
export const auditChainHeads = pgTable('audit_chain_heads', {
  chain: integer().primaryKey(),
  lastId: bigint({ mode: 'number' }).notNull(),
  hash: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
