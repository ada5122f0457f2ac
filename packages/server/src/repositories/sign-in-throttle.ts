/**
 * The sign-in throttle's counts (table sign_in_throttle), for oidc/throttle.ts: the rate limiter's store
 * over the table, and the sweep of counts whose window is over.
 */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { signInThrottle } from '../db/schema/index.js';

/** A rate limiter store over the throttle table; its own sweep is off (see {@link deleteExpiredSignInCounts}). */
export function signInThrottleStore(db: Db, keyPrefix: string, points: number, duration: number): RateLimiterDrizzle {
  return new RateLimiterDrizzle({ storeClient: db, schema: signInThrottle, keyPrefix, points, duration, clearExpiredByTimeout: false });
}

/** Deletes the counts whose window or block is over. */
export async function deleteExpiredSignInCounts(db: Db): Promise<void> {
  await db.delete(signInThrottle).where(lt(signInThrottle.expire, new Date()));
}
