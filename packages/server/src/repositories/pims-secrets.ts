/**
 * Seals the PIMS account secrets a server finds open or sealed under an older key, once at start:
 * what makes a key rotation complete (deploying.md) and seals secrets stored before sealing existed.
 * Writes only the secret column; reads nothing else; never logs a secret.
 */
import { eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { locations } from '../db/schema/index.js';
import { hasConfiguredKey, needsReseal, openSecret, sealSecret, secretKeysFromEnv, type SecretKeys } from '../pims/secret.js';

/**
 * Re-seals every location's PIMS secret that needs it; answers how many it sealed and how many it could
 * not open (sealed under a key this server lacks: they stay as they are).
 *
 * @example
 * const { sealed } = await resealPimsSecrets(database.db);
 */
export async function resealPimsSecrets(db: Db, keys: SecretKeys | null = hasConfiguredKey() ? secretKeysFromEnv() : null): Promise<{ sealed: number; unreadable: number }> {
  // Only under a key the environment names: the development default seals nothing on its own.
  if (!keys?.current) return { sealed: 0, unreadable: 0 };
  const rows = await db.select({ id: locations.id, secret: locations.pimsAccountSecret }).from(locations).where(isNotNull(locations.pimsAccountSecret));
  let sealed = 0;
  let unreadable = 0;
  for (const row of rows) {
    if (!row.secret || !needsReseal(row.secret, keys)) continue;
    let open: string;
    try {
      open = openSecret(row.secret, keys);
    } catch {
      unreadable++;
      continue;
    }
    await db.update(locations).set({ pimsAccountSecret: sealSecret(open, keys) }).where(eq(locations.id, row.id));
    sealed++;
  }
  return { sealed, unreadable };
}
