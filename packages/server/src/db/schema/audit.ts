import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
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
    /** The reason of the impersonation session the row was written in, else null (decision 0110). */
    impersonationReason: text(),
    locationId: integer(),
    operation: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    /** Hash of the previous row of the same location (null: the first row); decision 0111. */
    prevHash: text(),
    /** Hash of this row's content and `prevHash` (decision 0111). */
    hash: text(),
  },
  (t) => [index().on(t.entity, t.entityId), index().on(t.at)],
);
