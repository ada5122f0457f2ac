/**
 * The callers' value budgets kept in PostgreSQL (issue 62 item 4): what each
 * caller resolved in the current window, in table caller_budgets, so every instance on the database
 * charges the same count — N instances give a caller one budget. Not caller-bound: the HTTP layer
 * charges a caller before any repository of theirs exists (app.ts wires it, as the sign-in throttle's).
 */
import { lt } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { callerBudgets } from '../db/schema/index.js';

/** How often each instance deletes the windows that are over (they count for nothing). */
export const CALLER_BUDGET_SWEEP_MS = 60_000;

/** A values limiter shared by the instances on a database, and what stops its sweep. */
export interface SharedValues {
  limiter: RateLimiterAbstract;
  /** Stops the sweep of expired windows, after the one under way (if any) has finished. */
  close(): Promise<void>;
}

/**
 * The values limiter of every instance on `db`: `points` values per `windowSeconds` per caller, one
 * upsert a charge. While the database cannot answer, a charge falls back to this process's own count
 * (rate-limiter-flexible's insurance limiter) rather than failing the request: the budget is fairness,
 * not a lock.
 *
 * @example
 * const shared = sharedValues(database.db, { points: 400_000, windowSeconds: 10 }, console);
 */
export function sharedValues(db: Db, limits: { points: number; windowSeconds: number }, logger: Pick<Console, 'warn'>): SharedValues {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: callerBudgets,
    keyPrefix: 'values',
    points: limits.points,
    duration: limits.windowSeconds,
    // The store's own sweep is a timer nothing can stop; this module sweeps instead.
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({ points: limits.points, duration: limits.windowSeconds }),
  });
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= db
      .delete(callerBudgets)
      .where(lt(callerBudgets.expire, new Date()))
      .then(
        () => undefined,
        (e: unknown) => logger.warn('Could not delete expired caller budgets:', e),
      )
      .finally(() => {
        running = null;
      });
  }, CALLER_BUDGET_SWEEP_MS);
  timer.unref();
  return {
    limiter,
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}
