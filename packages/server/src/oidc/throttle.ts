/**
 * The embedded provider's sign-in throttle: failed passwords are counted per account
 * and address, per address and per account, in the database (rate-limiter-flexible's Drizzle store,
 * table sign_in_throttle), so every instance sees the same counts. Past a limit the form refuses every
 * password — the right one too — until the block ends, and says for how long.
 *
 * Expired counts are swept by one timer of the throttle's own, which `close()` stops (the store's own
 * timers, one per limit, could not be stopped and went on querying a closed database).
 */
import { formatMessage } from '@vetrx/core/common';
import { SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client.js';
import { deleteExpiredSignInCounts, signInThrottleStore } from '../repositories/sign-in-throttle.js';

export interface ThrottleLimit {
  /** Failed sign-ins allowed within `windowSeconds`; the next attempt is refused. */
  failures: number;
  windowSeconds: number;
  /** How long the key stays blocked once it reached `failures`. */
  blockSeconds: number;
}

export interface SignInLimits {
  /** One account from one address: the guesser at the keyboard. */
  accountAndAddress: ThrottleLimit;
  /** One address over every account: a script trying many accounts. */
  address: ThrottleLimit;
  /** One account over every address (OWASP ASVS 2.2.1: at most 100 failures an hour on an account). */
  account: ThrottleLimit;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  accountAndAddress: { failures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 },
  address: { failures: 50, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
  account: { failures: 100, windowSeconds: 60 * 60, blockSeconds: 60 * 60 },
};

/**
 * The sign-in form's answer while blocked.
 *
 * @example
 * throttledMessage(61_000) // 'Too many attempts. Try again in 2 minutes.'
 */
export function throttledMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  const text = SIGN_IN_PAGE_MESSAGES.tooManyAttempts;
  return minutes === 1 ? text.one : formatMessage(text.other, { minutes });
}

export interface SignInThrottle {
  /** Milliseconds until this account may try again from this address, or 0 when it may now. */
  wait(username: string, address: string): Promise<number>;
  /**
   * Counts an attempt before its password is checked, so attempts sent at once are all counted; answers
   * the wait when it goes past a limit's failures (its password is then not checked), else 0.
   */
  attempt(username: string, address: string): Promise<number>;
  /** The attempt's password was wrong (it is counted already): answers the wait when this reached a limit. */
  failed(username: string, address: string): Promise<number>;
  /** A right password: its attempt is given back, and this account's failures from this address are forgotten. */
  succeeded(username: string, address: string): Promise<void>;
  /** Stops the sweep of expired counts, after the one under way (if any) has finished. */
  close(): Promise<void>;
}

/** How often the counts whose time is over are deleted. */
export const SIGN_IN_SWEEP_MS = 5 * 60_000;

/**
 * Deletes, every {@link SIGN_IN_SWEEP_MS}, the counts whose window or block is over (they count for
 * nothing: the store starts such a key again from zero). The timer does not keep the process alive.
 */
function sweepExpired(db: Db, logger: Pick<Console, 'warn'>): { close(): Promise<void> } {
  let running: Promise<void> | null = null;
  const sweep = () => {
    running ??= deleteExpiredSignInCounts(db)
      .then(
        () => undefined,
        (e: unknown) => logger.warn('Could not delete expired sign-in counts:', e),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(sweep, SIGN_IN_SWEEP_MS);
  timer.unref();
  return {
    async close() {
      clearInterval(timer);
      await running;
    },
  };
}

export function createSignInThrottle(db: Db, limits: SignInLimits = SIGN_IN_LIMITS, logger: Pick<Console, 'warn'> = console): SignInThrottle {
  const limiter = (name: string, limit: ThrottleLimit) => ({
    limit,
    // The store's own sweep (a timer per store, never stopped) is off: sweepExpired does it once for all.
    store: signInThrottleStore(db, `signin:${name}`, limit.failures, limit.windowSeconds),
  });
  const all = [
    { ...limiter('account-address', limits.accountAndAddress), key: (u: string, a: string) => `${u}|${a}` },
    { ...limiter('address', limits.address), key: (_u: string, a: string) => a },
    { ...limiter('account', limits.account), key: (u: string) => u },
  ];
  /** Blocks the key for its limit's whole block time from now; answers that wait. */
  const blocked = async (l: (typeof all)[number], key: string) => {
    await l.store.block(key, l.limit.blockSeconds);
    return l.limit.blockSeconds * 1000;
  };
  const sweeper = sweepExpired(db, logger);
  /** The wait a count answers: blocked once it reached the limit. */
  const waitOf = (res: RateLimiterRes | null, failures: number) => (res && res.consumedPoints >= failures ? Math.max(res.msBeforeNext, 1) : 0);
  return {
    async wait(username, address) {
      const answers = await Promise.all(all.map((l) => l.store.get(l.key(username, address))));
      return Math.max(...answers.map((res, i) => waitOf(res, all[i]!.limit.failures)));
    },
    async attempt(username, address) {
      const waits = await Promise.all(
        all.map(async (l) => {
          const key = l.key(username, address);
          // Over the limit the library rejects with the count; a failing store rejects with an Error.
          const res = await l.store.consume(key).catch((rejected: unknown) => {
            if (rejected instanceof Error) throw rejected;
            return rejected as RateLimiterRes;
          });
          // An attempt past the failures allowed (sent beside others): refused unchecked, and blocked.
          return res.consumedPoints <= l.limit.failures ? 0 : blocked(l, key);
        }),
      );
      return Math.max(...waits);
    },
    async failed(username, address) {
      const waits = await Promise.all(
        all.map(async (l) => {
          const key = l.key(username, address);
          const res = await l.store.get(key);
          // The limit reached: blocked for the whole block time from now.
          return !res || res.consumedPoints < l.limit.failures ? 0 : blocked(l, key);
        }),
      );
      return Math.max(...waits);
    },
    async succeeded(username, address) {
      const [accountAndAddress, ...others] = all;
      await Promise.all([accountAndAddress!.store.delete(accountAndAddress!.key(username, address)), ...others.map((l) => l.store.reward(l.key(username, address), 1))]);
    },
    close: () => sweeper.close(),
  };
}
