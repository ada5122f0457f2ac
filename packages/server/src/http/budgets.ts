import type { IncomingMessage } from 'node:http';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { TokenVerifier } from '../auth/verifier.js';
import { clientAddress } from '../client-address.js';
import type { CallerBudgetLimits } from '../config.js';

export type { CallerBudgetLimits } from '../config.js';

/** Who a request is charged to: the verified token's subject, else the client's address. */
export type CallerKey = string;

/** A refusal of the budgets: how long until trying again is worth it, in whole seconds (at least 1). */
export interface OverBudget {
  retryAfterSeconds: number;
}

interface Line {
  running: number;
  waiting: Array<() => void>;
}

/**
 * Per-caller budgets: a caller's requests run at most `concurrent` at once and
 * wait at most `queued` deep in each process, so one caller never holds every turn of a process's
 * request line nor fills it — per process on purpose: the line, its event loop and
 * memory are the process's, and a caller holding `concurrent` turns of each of N processes holds the
 * same share of N times the turns. Their resolved values are charged to a window shared by every
 * instance when `values` is the database's limiter (PostgreSQL: N instances give a caller one budget),
 * else to this process's own (rate-limiter-flexible's in-memory limiter: PGlite, one process).
 */
export class CallerBudgets {
  private readonly lines = new Map<CallerKey, Line>();
  private readonly values: RateLimiterAbstract;

  constructor(
    readonly limits: CallerBudgetLimits,
    values?: RateLimiterAbstract,
  ) {
    this.values = values ?? new RateLimiterMemory({ points: limits.values, duration: limits.windowSeconds });
  }

  /**
   * Runs `work` in the caller's line: at once when fewer than `concurrent` of theirs run, else after
   * them; null (refused) when `queued` already wait.
   */
  run<T>(key: CallerKey, work: () => Promise<T>): Promise<T> | null {
    let line = this.lines.get(key);
    if (!line) this.lines.set(key, (line = { running: 0, waiting: [] }));
    const own = line;
    if (own.running >= this.limits.concurrent && own.waiting.length >= this.limits.queued) return null;
    const start = async (): Promise<T> => {
      own.running++;
      try {
        return await work();
      } finally {
        own.running--;
        const next = own.waiting.shift();
        if (next) next();
        else if (own.running === 0) this.lines.delete(key);
      }
    };
    if (own.running < this.limits.concurrent) return start();
    return new Promise<void>((turn) => own.waiting.push(turn)).then(start);
  }

  /** Charges `values` to the caller's window before a request runs; the refusal when it would pass the budget. */
  async charge(key: CallerKey, values: number): Promise<OverBudget | null> {
    if (values <= 0) return null;
    try {
      await this.values.consume(key, Math.min(values, this.limits.values));
      return null;
    } catch (e) {
      if (e instanceof RateLimiterRes) return { retryAfterSeconds: Math.max(1, Math.ceil(e.msBeforeNext / 1000)) };
      throw e;
    }
  }

  /** Charges what a request resolved beyond its estimate, after it ran (never refused: the next request is). */
  async settle(key: CallerKey, values: number): Promise<void> {
    if (values > 0) await this.values.penalty(key, values);
  }

  /** Requests of a caller executing or waiting now (tests, diagnostics). */
  inFlight(key: CallerKey): number {
    const line = this.lines.get(key);
    return line ? line.running + line.waiting.length : 0;
  }
}

/**
 * The key a request is charged to: the subject of its bearer token once verified (a forged token
 * charges nobody's budget: it is refused as it would be anyway), else `ip:<address>` — the socket's
 * address; the proxy's X-Forwarded-For first address only when `trustProxy` says a proxy sets it.
 */
export async function callerKeyOf(req: IncomingMessage, verifyToken: TokenVerifier, trustProxy: boolean): Promise<CallerKey> {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (token) {
    try {
      return `sub:${(await verifyToken(token)).sub}`;
    } catch {
      // Answered UNAUTHENTICATED by GraphQL; charged to its address meanwhile.
    }
  }
  return `ip:${clientAddress(req, trustProxy)}`;
}
