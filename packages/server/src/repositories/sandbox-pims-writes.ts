/**
 * Where the sandbox PIMS keeps the prescriptions written to it (development only): table
 * sandbox_pims_writes, one row per account and Rx reference, shared by every server instance on the
 * database as one real PIMS would be. A write with a reference already held answers the first one's id
 * and changes nothing: the idempotency a real PIMS gives on the external reference.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import type { PimsAccount, PimsPrescriptionWrite } from '../pims/adapter.js';

/** Where the sandbox records writes. */
export interface SandboxWriteLedger {
  /** Records the write once per account and reference; answers its id. */
  record(account: PimsAccount, write: PimsPrescriptionWrite): Promise<{ pimsId: string }>;
}

const pimsIdOf = (id: number) => `SBX-RX-${id}`;

/**
 * The ledger in the database.
 *
 * @example
 * const ledger = databaseWriteLedger(db);
 */
export function databaseWriteLedger(db: DbOrTx): SandboxWriteLedger {
  return {
    async record(account, write) {
      const key = { pimsAccountId: account.pimsAccountId.trim(), pimsConnectionType: account.pimsConnectionType, reference: write.reference };
      const [inserted] = await db
        .insert(t.sandboxPimsWrites)
        .values({ ...key, payload: write })
        .onConflictDoNothing()
        .returning({ id: t.sandboxPimsWrites.id });
      if (inserted) return { pimsId: pimsIdOf(inserted.id) };
      const [held] = await db
        .select({ id: t.sandboxPimsWrites.id })
        .from(t.sandboxPimsWrites)
        .where(
          and(
            eq(t.sandboxPimsWrites.pimsConnectionType, key.pimsConnectionType),
            eq(t.sandboxPimsWrites.pimsAccountId, key.pimsAccountId),
            eq(t.sandboxPimsWrites.reference, key.reference),
          ),
        )
        .limit(1);
      return { pimsId: pimsIdOf(held.id) };
    },
  };
}

/**
 * A ledger in this process's memory (an adapter built without a database).
 *
 * @example
 * const ledger = memoryWriteLedger();
 */
export function memoryWriteLedger(): SandboxWriteLedger {
  const held = new Map<string, string>();
  return {
    async record(account, write) {
      const key = `${account.pimsConnectionType}:${account.pimsAccountId.trim()}:${write.reference}`;
      let pimsId = held.get(key);
      if (!pimsId) held.set(key, (pimsId = pimsIdOf(held.size + 1)));
      return { pimsId };
    },
  };
}
