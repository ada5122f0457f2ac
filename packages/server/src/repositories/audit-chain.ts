/**
 * The audit chains' writes (their reads are audit.ts's repository): the keys rows are sealed with, the one
 * append every audited write goes through (the unit of work's, and the sandbox's exchanges'), and the
 * one-off sealing of rows written before audit keys. Not caller-bound: the unit of work decides who the
 * row names; this module only links and seals it.
 */
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditKeyring, auditRowHash, auditRowMac, type AuditHashInput, type AuditKeyring } from '@vetrx/core/audit';
import type { Db, Tx } from '../db/client.js';
import { auditChainHeads, auditLog } from '../db/schema/index.js';
import { DEVELOPMENT_AUDIT_KEY } from '../config.js';

/** Advisory-lock class of the audit chains (the second key is the location id, 0 for rows without one). */
const AUDIT_LOCK_CLASS = 7311;

let configuredKeys: AuditKeyring | null = null;

/**
 * Sets the keys this process seals and verifies audit rows with (from VETRX_AUDIT_KEY and
 * VETRX_AUDIT_PREVIOUS_KEYS; createApp calls it). Every process on one database is given the same keys.
 *
 * @example
 * useAuditKeys(config.auditKeys);
 */
export function useAuditKeys(keys: AuditKeyring): void {
  configuredKeys = keys;
}

/**
 * The keys audit rows are sealed and verified with: the configured ones, else (outside production) the
 * development key. In production a process that was not given keys refuses to write or verify.
 *
 * @example
 * auditRowMac(row, prevHash, auditKeys().current);
 */
export function auditKeys(): AuditKeyring {
  if (configuredKeys) return configuredKeys;
  if (process.env.NODE_ENV === 'production') throw new Error('The audit key is not configured (VETRX_AUDIT_KEY).');
  const keys = auditKeyring(DEVELOPMENT_AUDIT_KEY);
  if (!keys.ok) throw new Error('The development audit key is too short.');
  configuredKeys = keys.value;
  return configuredKeys;
}

/** Where an audit row goes: its location's chain, 0 for rows without a location. */
const chainOf = (locationId: number | null) => locationId ?? 0;

/**
 * Appends one audit row in the caller's transaction — the single entry point for audit rows (decision
 * 0111). It locks the row's location chain for the transaction (an advisory lock, so two writers never
 * link to the same previous row), links to the chain's head (the last row written; the
 * last row read back for a chain without a head), seals the row with the current audit key (core's
 * `auditRowMac`), stores `prevHash`, `hash` and `keyId`, and moves the head to the new
 * row. Linking to the head, not to whatever row is last now, means rows removed from the end stay
 * detectable after the next write.
 *
 * @example
 * await appendAuditRow(tx, { at: now, locationId: 1, operation: 'ArchivePrescription', entity: 'Prescription', ... });
 */
export async function appendAuditRow(tx: Tx, row: AuditHashInput): Promise<void> {
  const chain = chainOf(row.locationId);
  const key = auditKeys().current;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_CLASS}, ${chain})`);
  const [head] = await tx.select({ hash: auditChainHeads.hash }).from(auditChainHeads).where(eq(auditChainHeads.chain, chain)).limit(1);
  let prevHash: string | null = head?.hash ?? null;
  if (!head) {
    const [previous] = await tx
      .select({ hash: auditLog.hash })
      .from(auditLog)
      .where(row.locationId === null ? isNull(auditLog.locationId) : eq(auditLog.locationId, row.locationId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    prevHash = previous?.hash ?? null;
  }
  const hash = auditRowMac(row, prevHash, key);
  const [inserted] = await tx
    .insert(auditLog)
    .values({ ...row, at: new Date(row.at), prevHash, hash, keyId: key.id })
    .returning({ id: auditLog.id });
  await tx
    .insert(auditChainHeads)
    .values({ chain, lastId: inserted.id, hash })
    .onConflictDoUpdate({ target: auditChainHeads.chain, set: { lastId: inserted.id, hash, updatedAt: sql`now()` } });
}

/** The system actor of rows the server writes on its own (a chain sealed). */
export const SYSTEM_ACTOR_USERNAME = 'vetrx-system';

/** What sealing one chain did. */
export interface SealedChain {
  chain: number;
  /** Rows sealed; 0 when the chain was left as it was. */
  rows: number;
  /** Why a chain was left unsealed: it already holds sealed rows, or its unkeyed hashes do not link. */
  skipped?: string;
}

/** Thrown inside a chain's transaction to roll back its sealing and leave it as it was. */
class ChainLeftUnsealed extends Error {}

/**
 * Seals, once, the audit rows written before audit keys: for every chain whose rows all
 * lack a key id, it checks their unkeyed hash chain (core's `auditRowHash`) and head first, then
 * re-seals every row with the current key in one transaction under the chain's lock, and appends an
 * `AuditChainSealed` row (actor: the system) saying how many rows it sealed. A chain that already holds
 * sealed rows, or whose unkeyed chain is broken, is left as it is (VerifyAuditChain keeps naming the
 * row). Development and tests run it at start; production runs it only when the operator asks
 * (`vetrx-server seal-audit-trail`), so the server never seals rows someone rewrote without the key.
 *
 * @example
 * const sealed = await sealUnkeyedAuditChains(db, new Date());
 */
export async function sealUnkeyedAuditChains(db: Db, now: Date): Promise<SealedChain[]> {
  const chains = await db
    .selectDistinct({ chain: sql<number>`coalesce(${auditLog.locationId}, 0)` })
    .from(auditLog)
    .where(isNull(auditLog.keyId));
  const out: SealedChain[] = [];
  for (const chain of chains.map((c) => Number(c.chain))) {
    try {
      out.push(await db.transaction((tx) => sealChain(tx, chain, now)));
    } catch (e) {
      // Nothing of a chain that cannot be sealed is written: its transaction rolled back.
      if (!(e instanceof ChainLeftUnsealed)) throw e;
      out.push({ chain, rows: 0, skipped: e.message });
    }
  }
  return out;
}

async function sealChain(tx: Tx, chain: number, now: Date): Promise<SealedChain> {
  const key = auditKeys().current;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_CLASS}, ${chain})`);
  const where = chain === 0 ? isNull(auditLog.locationId) : eq(auditLog.locationId, chain);
  // Another process sealed it meanwhile (several workers start at once): nothing left to do.
  const [unkeyed] = await tx.select({ id: auditLog.id }).from(auditLog).where(and(where, isNull(auditLog.keyId))).limit(1);
  if (!unkeyed) return { chain, rows: 0 };
  const [sealedRow] = await tx.select({ id: auditLog.id }).from(auditLog).where(and(where, sql`${auditLog.keyId} is not null`)).limit(1);
  if (sealedRow) return { chain, rows: 0, skipped: `it already holds sealed rows (row ${sealedRow.id})` };
  let plainPrev: string | null = null;
  let sealedPrev: string | null = null;
  let lastId = 0;
  let rows = 0;
  for (;;) {
    const page = await tx.select().from(auditLog).where(and(where, gt(auditLog.id, lastId))).orderBy(asc(auditLog.id)).limit(1000);
    for (const row of page) {
      if ((row.prevHash ?? null) !== plainPrev || row.hash !== auditRowHash(row, plainPrev)) {
        throw new ChainLeftUnsealed(`its unkeyed chain breaks at row ${row.id}`);
      }
      plainPrev = row.hash;
      const hash = auditRowMac(row, sealedPrev, key);
      await tx.update(auditLog).set({ prevHash: sealedPrev, hash, keyId: key.id }).where(eq(auditLog.id, row.id));
      sealedPrev = hash;
      lastId = row.id;
      rows += 1;
    }
    if (page.length < 1000) break;
  }
  const [head] = await tx.select().from(auditChainHeads).where(eq(auditChainHeads.chain, chain)).limit(1);
  if (head && (head.lastId !== lastId || head.hash !== plainPrev)) {
    throw new ChainLeftUnsealed(`its head names row ${head.lastId}, but the chain ends at row ${lastId}`);
  }
  if (head) await tx.update(auditChainHeads).set({ hash: sealedPrev!, updatedAt: now }).where(eq(auditChainHeads.chain, chain));
  await appendAuditRow(tx, {
    at: now,
    locationId: chain === 0 ? null : chain,
    actorUserId: null,
    actorUsername: SYSTEM_ACTOR_USERNAME,
    actorLocationUserId: null,
    impersonatorUsername: null,
    impersonationReason: null,
    operation: 'AuditChainSealed',
    entity: 'AuditChain',
    entityId: String(chain),
    before: null,
    after: { rowsSealed: rows, throughRowId: lastId, keyId: key.id },
  });
  return { chain, rows };
}
