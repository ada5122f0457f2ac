/**
 * The summaries a bulk approval confirms, in `bulk_reviews`, so every instance on
 * the database knows them: the preview opens one on instance A, the identity provider's re-sign-in page
 * reads it on B, the approval takes it on C. `auth/bulk-review.ts` makes the nonce and keys rows by its
 * hash; this module only stores.
 *
 * Not records: no audit row, and written on the request's own database rather than in a `mutate()`
 * transaction (a query opens one). Inside an idempotent request that database is the
 * request's outer transaction, so an answer rolled back gives its take back too.
 */
import { and, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { atCallerLocations, worksAt, type RepositoryScope } from './scope.js';

export type BulkReviewRow = typeof t.bulkReviews.$inferSelect;

/** Expired rows deleted by one opening at most: the sweep's work stays small whatever piled up. */
const SWEEP_BATCH = 200;

/**
 * Deletes expired summaries, up to {@link SWEEP_BATCH}. Rows another transaction holds (a concurrent sweep
 * or take) are skipped, not waited for: two instances sweeping at once neither wait nor deadlock.
 */
async function sweepExpired(db: Db, now: Date): Promise<void> {
  const expired = db
    .select({ nonceHash: t.bulkReviews.nonceHash })
    .from(t.bulkReviews)
    .where(lte(t.bulkReviews.expiresAt, now))
    .limit(SWEEP_BATCH)
    .for('update', { skipLocked: true });
  await db.delete(t.bulkReviews).where(inArray(t.bulkReviews.nonceHash, expired));
}

/**
 * The bulk summaries of one request's caller.
 *
 * @example
 * const row = await ctx.repos.bulkReviews.take(nonceHash, { sub, locationId });
 */
export function bulkReviewsRepository(scope: RepositoryScope) {
  return {
    /** Stores a summary at a location the caller works at (false elsewhere), after deleting expired ones. */
    async open(review: BulkReviewRow): Promise<boolean> {
      if (!worksAt(scope, review.locationId)) return false;
      await sweepExpired(scope.db, review.issuedAt);
      await scope.db.insert(t.bulkReviews).values(review);
      return true;
    },
    /**
     * Deletes and answers the summary under `nonceHash` when it was opened for this subject at this
     * location, expired or not (the caller refuses an expired one); null otherwise, and another caller's
     * attempt leaves the row in place. One statement: of two takes at once, one gets the row and the
     * other, once the first commits, finds nothing.
     */
    async take(nonceHash: string, caller: { sub: string; locationId: number }): Promise<BulkReviewRow | null> {
      if (!worksAt(scope, caller.locationId)) return null;
      const [row] = await scope.db
        .delete(t.bulkReviews)
        .where(and(eq(t.bulkReviews.nonceHash, nonceHash), eq(t.bulkReviews.sub, caller.sub), eq(t.bulkReviews.locationId, caller.locationId), atCallerLocations(scope, t.bulkReviews.locationId)))
        .returning();
      return row ?? null;
    },
  };
}

/**
 * The subject and count of the open, unexpired summary under `nonceHash`, without taking it: what the
 * identity provider's re-sign-in page says. Answers only to a caller that knows the
 * nonce; no request context (the page is before any sign-in).
 *
 * @example
 * const open = await peekBulkReview(db, bulkReviewKey(nonce), new Date());
 */
export async function peekBulkReview(db: Db, nonceHash: string, now: Date): Promise<{ sub: string; approving: number } | null> {
  const [row] = await db
    .select({ sub: t.bulkReviews.sub, approving: t.bulkReviews.approving })
    .from(t.bulkReviews)
    .where(and(eq(t.bulkReviews.nonceHash, nonceHash), gt(t.bulkReviews.expiresAt, now)));
  return row ?? null;
}
