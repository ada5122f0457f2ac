import { desc, eq, isNull, sql } from 'drizzle-orm';
import { auditRowHash, type AuditHashInput } from '@vetrx/core/audit';
import type { Tx } from './db/client.js';
import { auditLog } from './db/schema/index.js';
import type { RequestContext } from './context/context.js';
import { publishChange } from './live/changes.js';

export interface AuditRecord {
  /** Entity name, e.g. 'Prescription', 'LocationClient'. */
  entity: string;
  entityId?: string | number | null;
  locationId?: number | null;
  before?: unknown;
  after?: unknown;
}

export interface MutationScope {
  tx: Tx;
  /** Sets what the audit row says; call once per mutation (the last call wins). */
  record(entry: AuditRecord): void;
}

/** Advisory-lock class of the audit chains (the second key is the location id, 0 for rows without one). */
const AUDIT_LOCK_CLASS = 7311;

/**
 * Appends one audit row in the caller's transaction — the single entry point for audit rows (decision
 * 0111). It locks the row's location chain for the transaction (an advisory lock, so two writers never
 * link to the same previous row), reads the previous row's hash and stores `prevHash` and `hash`
 * (core's `auditRowHash`).
 *
 * @example
 * await appendAuditRow(tx, { at: now, locationId: 1, operation: 'ArchivePrescription', entity: 'Prescription', ... });
 */
export async function appendAuditRow(tx: Tx, row: AuditHashInput): Promise<void> {
  const chain = row.locationId ?? 0;
  await tx.execute(sql`select pg_advisory_xact_lock(${AUDIT_LOCK_CLASS}, ${chain})`);
  const [previous] = await tx
    .select({ hash: auditLog.hash })
    .from(auditLog)
    .where(row.locationId === null ? isNull(auditLog.locationId) : eq(auditLog.locationId, row.locationId))
    .orderBy(desc(auditLog.id))
    .limit(1);
  const prevHash = previous?.hash ?? null;
  await tx.insert(auditLog).values({ ...row, at: new Date(row.at), prevHash, hash: auditRowHash(row, prevHash) });
}

function jsonSafe(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)));
}

/**
 * Runs a mutation in ONE transaction that also writes its audit row: who (user and location user),
 * on behalf of whom (the impersonated user while a support user impersonates), which operation, which
 * record, before/after, when. If the work throws, nothing is written — not even the audit row.
 *
 * @example
 * return mutate(ctx, 'ArchivePrescription', async ({ tx, record }) => {
 *   const [after] = await tx.update(prescriptions).set({ archived: true }).where(...).returning();
 *   record({ entity: 'Prescription', entityId: after.id, locationId: after.locationId, before, after });
 *   return after;
 * });
 */
export async function mutate<T>(ctx: RequestContext, operation: string, work: (scope: MutationScope) => Promise<T>): Promise<T> {
  ctx.requireUser();
  let changed: AuditRecord | null = null;
  const result = await ctx.db.transaction(async (tx) => {
    let entry: AuditRecord | null = null;
    const result = await work({ tx, record: (e) => (entry = e) });
    const e = (entry ?? { entity: operation }) as AuditRecord;
    const membership = e.locationId ? ctx.memberships.find((m) => m.locationId === e.locationId) : undefined;
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
    changed = e;
    return result;
  });
  // Only once committed: open screens of that location refetch (live updates, decision 0180).
  const c = changed as AuditRecord | null;
  if (c?.locationId) publishChange(ctx.db, { locationId: String(c.locationId), entity: c.entity, operation });
  return result;
}
