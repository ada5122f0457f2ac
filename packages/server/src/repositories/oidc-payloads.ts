/**
 * The embedded identity provider's storage (table oidc_payloads): sessions, grants, codes and device
 * codes, for oidc/adapter.ts and oidc/grants.ts. Not caller-bound: the provider acts before anyone is
 * signed in.
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { oidcPayloads } from '../db/schema/index.js';

/** One stored payload as the adapter writes it. */
export interface OidcPayloadRow {
  id: string;
  type: string;
  payload: Record<string, unknown>;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  expiresAt: Date | null;
}

/** Which column a payload is looked up by. */
export type OidcPayloadKey = 'id' | 'userCode' | 'uid';

/** Inserts or replaces a payload (by id and type). */
export async function upsertOidcPayload(db: Db, row: OidcPayloadRow): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values(row)
    .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: { ...row } });
}

/** Deletes every payload past its expiry. */
export async function deleteExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, new Date()));
}

/** The payload of `type` whose `key` column is `value`, expired or not (the caller decides). */
export async function findOidcPayload(db: Db, type: string, key: OidcPayloadKey, value: string) {
  const [row] = await db
    .select()
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, type), eq(oidcPayloads[key], value)))
    .limit(1);
  return row ?? null;
}

/** Marks a payload consumed now. */
export async function consumeOidcPayload(db: Db, type: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, type)));
}

/** Deletes one payload (a Grant's goes through {@link deleteGrantRow}, inside the transaction that tells the other instances). */
export async function deleteOidcPayload(db: Db | Tx, type: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, type)));
}

/** Deletes every payload of a grant. */
export async function deleteOidcPayloadsOfGrant(db: Db, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
}

/** A stored grant's expiry (null: none), or undefined when no such grant is stored. */
export async function grantExpiry(db: Db, grantId: string): Promise<Date | null | undefined> {
  const [row] = await db
    .select({ expiresAt: oidcPayloads.expiresAt })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)))
    .limit(1);
  return row ? row.expiresAt : undefined;
}

/** Deletes the grant's row (the provider's Grant.destroy). */
export function deleteGrantRow(tx: Tx, grantId: string) {
  return tx.delete(oidcPayloads).where(and(eq(oidcPayloads.type, 'Grant'), eq(oidcPayloads.id, grantId)));
}
