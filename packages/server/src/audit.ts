import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { auditKeyring, auditRowHash, auditRowMac, type AuditHashInput, type AuditKeyring } from '@vetrx/core/audit';
import type { Db, Tx } from './db/client.js';
import { auditChainHeads, auditLog } from './db/schema/index.js';
import type { AccessRequest } from '@vetrx/core/access';
import { authorizeWithin, type RequestContext } from './context/context.js';
import { publishChange, shareChange } from './live/changes.js';
import { createRepositories, type Repositories } from './repositories/index.js';
import { repositoryScope } from './repositories/scope.js';
import { noteWrite } from './repositories/process-cache.js';
import { afterCommit, commitRoot } from './context/after-commit.js';
import { transactionWithin } from './deadline.js';

export interface AuditRecord {
  /** Entity name, e.g. 'Prescription', 'LocationClient'. */
  entity: string;
  entityId?: string | number | null;
  locationId?: number | null;
  /**
   * Instead of `locationId`: the row goes into each of these locations' chains, one row per location
   * (an impersonation concerns every practice of the impersonated user); none → the
   * chain of rows without a location.
   */
  locationIds?: readonly number[];
  before?: unknown;
  after?: unknown;
}

export interface MutationScope {
  /**
   * The caller-bound repositories (the same locations and support mode as `ctx.repos`), bound to this
   * transaction: resolvers write through them, never through a raw transaction handle.
   */
  repos: Repositories;
  /** The raw transaction, for repository code and HTTP handlers; resolvers may not use it (ESLint). */
  tx: Tx;
  /** Sets what the audit row says; call once per mutation (the last call wins). */
  record(entry: AuditRecord): void;
  /**
   * Decides the request again on the caller's access as this transaction reads it, locked until it
   * commits: for what the write relies on, e.g. a delegation to sign in a vet's name.
   */
  authorize(request: AccessRequest): Promise<void>;
}

/** Advisory-lock class of the audit chains (the second key is the location id, 0 for rows without one). */
const AUDIT_LOCK_CLASS = 7311;

/**
 * The audit key of development and tests when VETRX_AUDIT_KEY is not set. It is in the
 * source, so it protects nothing: production refuses to start without a key of its own.
 */
export const DEVELOPMENT_AUDIT_KEY = 'vetrx-development-audit-key (not a secret: set VETRX_AUDIT_KEY)';

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

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * Runs a mutation in ONE transaction that also writes its audit row: who (user and location user),
 * on behalf of whom (the impersonated user while a support user impersonates), which operation, which
 * record, before/after, when. If the work throws, nothing is written — not even the audit row. Within a
 * request the transaction keeps to its time limit: past it, it rolls back as TIMEOUT.
 *
 * @example
 * return mutate(ctx, 'ArchivePrescription', async ({ repos, record }) => {
 *   const after = await repos.prescriptions.archive(rx, { byLocationUserId, now });
 *   record({ entity: 'Prescription', entityId: after.id, locationId: after.locationId, before, after });
 *   return after;
 * });
 *
 * `options.asSignedInUser` writes the row in the name of the signed-in user, never of whom they act as:
 * for what a support user does about an impersonation itself (its start and its end),
 * which is theirs whether or not the request carries the impersonation header.
 */
export async function mutate<T>(ctx: RequestContext, operation: string, work: (scope: MutationScope) => Promise<T>, options: { asSignedInUser?: boolean } = {}): Promise<T> {
  ctx.requireUser();
  const own = options.asSignedInUser === true;
  const actor = own ? ctx.authUser : ctx.user;
  let changed: AuditRecord | null = null;
  const scope = repositoryScope(ctx.repos);
  const result = await transactionWithin(ctx, async (tx) => {
    let entry: AuditRecord | null = null;
    // The request's scope over this transaction, with loaders of its own that read through it.
    const repos = createRepositories({ ...scope, db: tx, tx, loaders: undefined });
    const result = await work({ repos, tx, record: (e) => (entry = e), authorize: (request) => authorizeWithin(ctx, tx, request) });
    const e = (entry ?? { entity: operation }) as AuditRecord;
    const locations = e.locationIds ? (e.locationIds.length ? [...new Set(e.locationIds)].sort((a, b) => a - b) : [null]) : [e.locationId ?? null];
    const at = ctx.now();
    const before = jsonSafe(e.before ?? null);
    const after = jsonSafe(e.after ?? null);
    for (const locationId of locations) {
      const membership = locationId && !own ? ctx.membershipAt(locationId) : null;
      await appendAuditRow(tx, {
        at,
        actorUserId: actor?.id ?? null,
        actorUsername: actor?.username ?? null,
        actorLocationUserId: membership?.locationUser.id ?? null,
        impersonatorUsername: own ? null : (ctx.impersonator?.username ?? null),
        impersonationReason: own ? null : (ctx.impersonation?.reason ?? null),
        locationId,
        operation,
        entity: e.entity,
        entityId: e.entityId == null ? null : String(e.entityId),
        before,
        after,
      });
    }
    // The other instances hear of it when (and only if) this commits; a row in several
    // chains (an impersonation) changes no practice's records.
    await shareChange(tx, commitRoot(ctx), { locationId: e.locationId && !e.locationIds ? String(e.locationId) : null, entity: e.entity, operation });
    changed = e;
    return result;
  });
  // Only once committed: what the process cached from the database may be stale;
  // open screens of that location refetch (live updates).
  afterCommit(ctx, (db) => noteWrite(db));
  // A row in several chains (an impersonation) changes no practice's records: nothing to refetch.
  const c = changed as AuditRecord | null;
  if (c?.locationId && !c.locationIds) afterCommit(ctx, (db) => publishChange(db, { locationId: String(c.locationId), entity: c.entity, operation }));
  return result;
}
