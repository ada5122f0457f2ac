/**
 * The idempotency store: one row per (signed-in user, key) holding the first successful
 * answer. Both calls run in the mutation's own transaction, so a crash loses the row with the write.
 */
import { and, eq, lt } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';

export type IdempotencyRow = typeof t.idempotencyKeys.$inferSelect;

export interface IdempotencyClaim {
  userId: number;
  key: string;
  operation: string;
  requestHash: string;
  now: Date;
  /** Rows created before this instant no longer count (the key's time to live). */
  expiredBefore: Date;
}

/**
 * Claims the key for this transaction, or answers the row another request stored under it. The user's
 * expired rows go first. The insert waits while a concurrent transaction holds an uncommitted row with
 * the same key (the unique index), so of two simultaneous requests one writes and the other reads its
 * answer once it commits; if that transaction rolls back, the waiting one claims the key itself.
 */
export async function claimIdempotencyKey(tx: Tx, claim: IdempotencyClaim): Promise<{ claimed: number } | { stored: IdempotencyRow }> {
  await tx.delete(t.idempotencyKeys).where(and(eq(t.idempotencyKeys.userId, claim.userId), lt(t.idempotencyKeys.createdAt, claim.expiredBefore)));
  const [inserted] = await tx
    .insert(t.idempotencyKeys)
    .values({ userId: claim.userId, key: claim.key, operation: claim.operation, requestHash: claim.requestHash, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ id: t.idempotencyKeys.id });
  if (inserted) return { claimed: inserted.id };
  const [stored] = await tx
    .select()
    .from(t.idempotencyKeys)
    .where(and(eq(t.idempotencyKeys.userId, claim.userId), eq(t.idempotencyKeys.key, claim.key)))
    .limit(1);
  return { stored: stored! };
}

/** Stores the answer of the claimed key (same transaction as the mutation), as the JSON the client received. */
export async function storeIdempotentResponse(tx: Tx, id: number, response: unknown): Promise<void> {
  await tx
    .update(t.idempotencyKeys)
    .set({ response: JSON.parse(JSON.stringify(response)) })
    .where(eq(t.idempotencyKeys.id, id));
}
