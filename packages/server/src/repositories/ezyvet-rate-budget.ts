/**
 * ezyVet's rate budget shared by every instance on the database (pims/ezyvet/rate-budget.ts): its
 * windows are rows of caller_budgets, keys prefixed `ezyvet`.
 */
import { RateLimiterDrizzle, RateLimiterMemory } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { callerBudgets } from '../db/schema/index.js';
import { budgetOf, type RateBudget } from '../pims/ezyvet/rate-budget.js';

/**
 * The budget every instance on `db` shares (rows `ezyvet…` of caller_budgets; the callers' budget's
 * sweep deletes their expired windows like its own). While the database cannot answer, a call counts
 * in this process (the store's insurance limiter) rather than failing.
 *
 * @example
 * const budget = sharedRateBudget(database.db);
 */
export function sharedRateBudget(db: Db): RateBudget {
  return budgetOf(
    (points, duration) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: callerBudgets,
        keyPrefix: 'ezyvet',
        points,
        duration,
        clearExpiredByTimeout: false,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      }),
  );
}
