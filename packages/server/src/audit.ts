import { desc, eq, isNull, sql } from 'drizzle-orm';
import { auditRowHash, type AuditHashInput } from '@vetrx/core/audit';
import type { Tx } from './db/client.js';
import { auditChainHeads, auditLog } from './db/schema/index.js';
import type { AccessRequest } from '@vetrx/core/access';
import { authorizeWithin, type RequestContext } from './context/context.js';
import { publishChange, shareChange } from './live/changes.js';
import { createRepositories, repositoryScope, type Repositories } from './repositories/scope.js';
import { noteWrite } from './repositories/process-cache.js';
import { afterCommit, commitRoot } from './context/after-commit.js';
import { transactionWithin } from './graphql/deadline.js';

export interface AuditRecord {
  /** Entity name, e.g. 'Prescription', 'LocationClient'. */
  entity: string;
  entityId?: string | number | null;
  locationId?: number | null;
  before?: unknown;
  after?: unknown;
}

export interface MutationScope {
  /**
   * The caller-bound repositories (the same locations and support mode as `ctx.repos`), bound to this
   * transaction: resolvers write through them, never through a raw transaction handle.
   */
  repos: Repositories;
  /** The raw transaction, for repository code and HTTP handlers; resolvers may not use it (guard test). */
  tx: Tx;
  /** Sets what the audit row says; call once per mutation (the last call wins). */
  record(entry: AuditRecord): void;
  /**
   * Decides the request again on the caller's access as this transaction reads it, locked until it
   * commits (decision 0217): for what the write relies on, e.g. a delegation to sign in a vet's name.
   */
  authorize(request: AccessRequest): Promise<void>;
}

/** Advisory-lock class of the audit chains (the second key is the location id, 0 for rows without one). */
const AUDIT_LOCK_CLASS = 7311;

/**
 * Appends one audit row in the caller's transaction — the single entry point for audit rows (decision
 * 0111). It locks the row's location chain for the transaction (an advisory lock, so two writers never
 * link to the same previous row), links to the chain's head (the last row written, decision 0113; the
 * last row read back for a chain without a head), stores `prevHash` and `hash` (core's `auditRowHash`)
 * and moves the head to the new row. Linking to the head, not to whatever row is last now, means rows
 * removed from the end stay detectable after the next write.
 *
 * @example
 * await appendAuditRow(tx, { at: now, locationId: 1, operation: 'ArchivePrescription', entity: 'Prescription', ... });
 */
export async function appendAuditRow(tx: Tx, row: AuditHashInput): Promise<void> {
  const chain = row.locationId ?? 0;
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
  const hash = auditRowHash(row, prevHash);
  const [inserted] = await tx.insert(auditLog).values({ ...row, at: new Date(row.at), prevHash, hash }).returning({ id: auditLog.id });
  await tx
    .insert(auditChainHeads)
    .values({ chain, lastId: inserted.id, hash })
    .onConflictDoUpdate({ target: auditChainHeads.chain, set: { lastId: inserted.id, hash, updatedAt: sql`now()` } });
}

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * Runs a mutation in ONE transaction that also writes its audit row: who (user and location user),
 * on behalf of whom (the impersonated user while a support user impersonates), which operation, which
 * record, before/after, when. If the work throws, nothing is written — not even the audit row. Within a
 * request the transaction keeps to its time limit (decision 0166): past it, it rolls back as TIMEOUT.
 *
 * @example
 * return mutate(ctx, 'ArchivePrescription', async ({ repos, record }) => {
 *   const after = await repos.prescriptions.archive(rx, { byLocationUserId, now });
 *   record({ entity: 'Prescription', entityId: after.id, locationId: after.locationId, before, after });
 *   return after;
 * });
 */
export async function mutate<T>(ctx: RequestContext, operation: string, work: (scope: MutationScope) => Promise<T>): Promise<T> {
  ctx.requireUser();
  let changed: AuditRecord | null = null;
  const scope = repositoryScope(ctx.repos);
  const result = await transactionWithin(ctx, async (tx) => {
    let entry: AuditRecord | null = null;
    // The request's scope over this transaction, with loaders of its own that read through it.
    const repos = createRepositories({ ...scope, db: tx, tx, loaders: undefined });
    const result = await work({ repos, tx, record: (e) => (entry = e), authorize: (request) => authorizeWithin(ctx, tx, request) });
    const e = (entry ?? { entity: operation }) as AuditRecord;
    const membership = e.locationId ? ctx.membershipAt(e.locationId) : null;
    await appendAuditRow(tx, {
      at: ctx.now(),
      actorUserId: ctx.user?.id ?? null,
      actorUsername: ctx.user?.username ?? null,
      actorLocationUserId: membership?.locationUser.id ?? null,
      impersonatorUsername: ctx.impersonator?.username ?? null,
      impersonationReason: ctx.impersonation?.reason ?? null,
      locationId: e.locationId ?? null,
      operation,
      entity: e.entity,
      entityId: e.entityId == null ? null : String(e.entityId),
      before: jsonSafe(e.before ?? null),
      after: jsonSafe(e.after ?? null),
    });
    // The other instances hear of it when (and only if) this commits (decision 0250).
    await shareChange(tx, commitRoot(ctx), { locationId: e.locationId ? String(e.locationId) : null, entity: e.entity, operation });
    changed = e;
    return result;
  });
  // Only once committed: what the process cached from the database may be stale (decision 0133);
  // open screens of that location refetch (live updates, decision 0180).
  afterCommit(ctx, (db) => noteWrite(db));
  const c = changed as AuditRecord | null;
  if (c?.locationId) afterCommit(ctx, (db) => publishChange(db, { locationId: String(c.locationId), entity: c.entity, operation }));
  return result;
}
