/**
 * ezyVet's rate limits as a budget every VetRx instance shares: before a call goes out it takes one
 * point from its endpoint's budget (60 a minute) and from its database and partner's (180 a minute),
 * waiting for the window to turn when either is spent. Kept in PostgreSQL, in the table the callers'
 * budgets use (caller_budgets, keys prefixed `ezyvet`), so N instances make one budget; a process
 * without a database (a script, a unit test) keeps its own count; the shared one is
 * repositories/ezyvet-rate-budget.ts.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/** One limit a call counts against. */
export interface BudgetLimit {
  key: string;
  points: number;
  windowSeconds: number;
}

/** Takes one point from each limit, waiting until every one has it. */
export interface RateBudget {
  take(limits: readonly BudgetLimit[]): Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A budget of limiters made by `limiterFor` (one per points and window). */
export function budgetOf(limiterFor: (points: number, windowSeconds: number) => RateLimiterAbstract): RateBudget {
  const limiters = new Map<string, RateLimiterAbstract>();
  const limiter = (l: BudgetLimit) => {
    const id = `${l.points}/${l.windowSeconds}`;
    let found = limiters.get(id);
    if (!found) limiters.set(id, (found = limiterFor(l.points, l.windowSeconds)));
    return found;
  };
  return {
    async take(limits) {
      for (const l of limits) {
        for (;;) {
          try {
            await limiter(l).consume(l.key);
            break;
          } catch (e) {
            if (!(e instanceof RateLimiterRes)) throw e;
            await sleep(Math.max(50, e.msBeforeNext));
          }
        }
      }
    },
  };
}

/**
 * The budget of this process only.
 *
 * @example
 * await memoryRateBudget().take([{ key: 'ezyvet:site:v1/contact', points: 60, windowSeconds: 60 }]);
 */
export function memoryRateBudget(): RateBudget {
  return budgetOf((points, duration) => new RateLimiterMemory({ points, duration }));
}
