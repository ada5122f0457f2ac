import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, requiredRef } from './_columns.js';
import { users } from './access.js';

/**
 * The first answer of an idempotent mutation, written in the mutation's own transaction:
 * a retry with the same key from the same signed-in user answers `response` and writes nothing new.
 * Rows older than IDEMPOTENCY_KEY_TTL_HOURS no longer count and are removed as the user sends new keys.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: id(),
    /** The signed-in user who sent the key (the support user while impersonating). */
    userId: requiredRef(() => users.id),
    key: text().notNull(),
    /** The root field(s) of the mutation, e.g. 'addPrescription'. */
    operation: text().notNull(),
    /** SHA-256 of the request: document, variables, effective user. */
    requestHash: text().notNull(),
    /** The `data` of the first successful answer (null only while its transaction runs). */
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex().on(t.userId, t.key), index().on(t.createdAt)],
);
