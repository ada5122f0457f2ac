/**
 * The idempotency store: one row per (signed-in user, key) holding the first successful
 * answer. Both calls run in the mutation's own transaction, so a crash loses the row with the write.
 * The store is bound to its user: every statement names them, so another user's key or row id reads
 * and writes nothing.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

export type IdempotencyRow = typeof t.idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  key: string;
  operation: string;
  requestHash: string;
  now: Date;
  /** Rows created before this instant no longer count (the key's time to live). */
  expiredBefore: Date;
}

/**
 * The idempotency keys of one signed-in user, in the request's outer transaction.
 *
 * @example
 * const keys = idempotencyKeysOf(tx, caller.id);
 * const claim = await keys.claim({ key, operation, requestHash, now, expiredBefore });
 * if ('claimed' in claim) await keys.store(claim.claimed, data);
 */
export function idempotencyKeysOf(tx: Tx, userId: number) {
  const k = t.idempotencyKeys;
  return {
    /**
     * Claims the key for this transaction, or answers the row another request of this user stored under
     * it. The user's expired rows go first. The insert waits while a concurrent transaction holds an
     * uncommitted row with the same key (the unique index), so of two simultaneous requests one writes
     * and the other reads its answer once it commits; if that transaction rolls back, the waiting one
     * claims the key itself.
     */
    async claim(claim: IdempotencyClaim): Promise<{ claimed: number } | { stored: IdempotencyRow }> {
      await tx.delete(k).where(and(eq(k.userId, userId), lt(k.createdAt, claim.expiredBefore)));
      const [inserted] = await tx
        .insert(k)
        .values({ userId, key: claim.key, operation: claim.operation, requestHash: claim.requestHash, createdAt: claim.now })
        .onConflictDoNothing()
        .returning({ id: k.id });
      if (inserted) return { claimed: inserted.id };
      const [stored] = await tx
        .select()
        .from(k)
        .where(and(eq(k.userId, userId), eq(k.key, claim.key)))
        .limit(1);
      return { stored: stored! };
    },
    /**
     * Stores the answer of this user's claimed key (same transaction as the mutation), as the JSON the
     * client received; false (nothing written) for a row id that is not this user's.
     */
    async store(id: number, response: unknown): Promise<boolean> {
      const written = await tx
        .update(k)
        .set({ response: JSON.parse(JSON.stringify(response)) })
        .where(and(eq(k.id, id), eq(k.userId, userId)))
        .returning({ id: k.id });
      return written.length > 0;
    },
  };
}
