/**
 * Whether a grant of the embedded identity provider is still alive. Every access token
 * the provider issues carries its grant's id (claim {@link GRANT_CLAIM}); the API refuses a token whose
 * grant ended — signed out (revocation, end of session), a refresh token used twice — though its
 * signature and expiry are fine.
 *
 * The answer is kept per database for {@link GRANT_ALIVE_TTL_MS} or until the next committed write,
 * whichever comes first (process-cache.ts). Ending a grant is a write: {@link endGrantWrite} queues a
 * `pg_notify` on the changes channel inside the deleting transaction, so every instance on the
 * database drops what it kept as soon as PostgreSQL delivers it, and the process that
 * ended it drops it at once.
 */
import type { Db, Tx } from '../db/client.js';
import { grantExpiry } from '../repositories/oidc-payloads.js';
import { openTransaction } from '../repositories/transactions.js';
import { publishWrite, shareChange } from '../live/changes.js';
import { writeGeneration, writeScopedCache } from '../repositories/process-cache.js';

/** The private claim of an access token that names its grant. */
export const GRANT_CLAIM = 'gid';

/** How long an answer is kept when nothing is written meanwhile. */
export const GRANT_ALIVE_TTL_MS = 30_000;

/** The change every instance hears when a grant ends. */
export const GRANT_ENDED = { entity: 'Grant', operation: 'EndGrant' } as const;

const alive = writeScopedCache<boolean>({ ttlMs: GRANT_ALIVE_TTL_MS, max: 5000 });

/**
 * True while the grant `grantId` is stored and unexpired.
 *
 * @example
 * if (!(await grantAlive(db, String(claims.gid)))) throw new InvalidTokenError('Signed out');
 */
export async function grantAlive(db: Db, grantId: string): Promise<boolean> {
  const hit = alive.get(db, grantId);
  if (hit !== undefined) return hit;
  const since = writeGeneration(db);
  const expiresAt = await grantExpiry(db, grantId);
  const answer = expiresAt !== undefined && (!expiresAt || expiresAt.getTime() > Date.now());
  alive.set(db, grantId, answer, since);
  return answer;
}

/**
 * Runs `remove` (the statement ending a grant) in a transaction that tells the other instances, then
 * tells this process: nobody keeps "alive" for it after this returns.
 */
export async function endGrantWrite(db: Db, remove: (tx: Tx) => Promise<unknown>): Promise<void> {
  await openTransaction(db, async (tx) => {
    await remove(tx);
    await shareChange(tx, db, { locationId: null, ...GRANT_ENDED });
  });
  publishWrite(db, GRANT_ENDED);
}
