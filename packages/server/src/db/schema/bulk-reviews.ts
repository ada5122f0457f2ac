import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { locations } from './practice.js';

/**
 * The summaries vets review before a bulk approval: opened by
 * BulkApprovalPreview, taken once by BulkApprovePrescriptionTasks, read by the identity provider's
 * re-sign-in page — on whichever instance each request lands. Short-lived challenges, not records (no
 * audit row): a take deletes the row, and expired rows are deleted as new summaries open.
 */
export const bulkReviews = pgTable(
  'bulk_reviews',
  {
    /** SHA-256 of the nonce (base64url); the nonce itself is never stored. */
    nonceHash: text().primaryKey(),
    /** The identity provider's subject of the vet it was shown to. */
    sub: text().notNull(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    issuedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
    /** Request id → version of the request as the summary showed it. */
    versions: jsonb().$type<Record<string, string>>().notNull(),
    /** How many of the requests the summary will approve (what the re-sign-in page says). */
    approving: integer().notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
