/**
 * Secrets every instance of a deployment shares, in `server_secrets`: made once by
 * whichever instance needs one first and read by all, so no instance keeps anything on its own disk
 * that another needs. Instances starting together race harmlessly: each inserts its candidate with
 * `on conflict do nothing` and then reads back the one that won.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { serverSecrets } from '../db/schema/index.js';

/**
 * The secret stored under `name`, or else the one `make` makes, stored — the first stored wins.
 *
 * @example
 * const key = await sharedSecret(db, 'report-embed', () => randomBytes(32).toString('base64url'));
 */
export async function sharedSecret<T>(db: Db, name: string, make: () => T | Promise<T>): Promise<T> {
  const read = async () => (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)))[0]?.value as T | undefined;
  const found = await read();
  if (found !== undefined) return found;
  await db.insert(serverSecrets).values({ name, value: await make() }).onConflictDoNothing();
  const stored = await read();
  if (stored === undefined) throw new Error(`The shared secret '${name}' could not be stored.`);
  return stored;
}
