/**
 * Reading the audit trail (issue 9 item 5), bound to the caller: a
 * prescription's timeline for a location the caller works at, a location's Audit Log and its chain for
 * a location the caller may read (a member, or support acting as themselves), the chain of rows without
 * a location for support acting as themselves; anything else matches nothing. The resolvers ask core's
 * policy first; this is the second wall. Rows are written only by `appendAuditRow` (audit-chain.ts).
 */
import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditChainHead, AuditChainRow, AuditLogFilter } from '@vetrx/core/audit';
import * as t from '../db/schema/index.js';
import { atCallerLocations, worksAt, type RepositoryScope } from './scope.js';

/** One audit row with the acting user's display name. */
export type AuditEntryRow = typeof t.auditLog.$inferSelect & { actorName: string | null };

/** Most rows a prescription's timeline returns (a prescription has a handful). */
const TRAIL_LIMIT = 500;

const actorName = sql<string | null>`coalesce(nullif(trim(${t.locationUsers.displayName}), ''), nullif(trim(concat_ws(' ', ${t.users.firstName}, ${t.users.lastName})), ''), ${t.auditLog.actorUsername})`;

/** The rows about one prescription: its own, its workflow steps, and approval tasks that name it. */
function aboutPrescription(prescriptionId: number): SQL {
  const id = String(prescriptionId);
  return or(
    and(eq(t.auditLog.entity, 'Prescription'), eq(t.auditLog.entityId, id)),
    and(
      sql`${t.auditLog.entity} in ('PrescriptionWorkflow', 'PrescriptionTask')`,
      or(sql`(${t.auditLog.after}->>'prescriptionId') = ${id}`, sql`(${t.auditLog.after}->'declinedPrescription'->>'id') = ${id}`),
    ),
  )!;
}

/** The audit repository of one request. */
export function auditRepository(scope: RepositoryScope) {
  // A chain: a location's (null: the rows without a location, support's alone).
  const readable = (locationId: number | null) => scope.supportMode || (locationId !== null && worksAt(scope, locationId));
  const inChain = (locationId: number | null) => (locationId === null ? isNull(t.auditLog.locationId) : eq(t.auditLog.locationId, locationId));
  // The sandbox's rows: the same expression as the partial index of the people's rows.
  const people = sql`${t.auditLog.operation} not like 'Sandbox%'`;
  const entries = () =>
    scope.db
      .select({ row: t.auditLog, actorName })
      .from(t.auditLog)
      .leftJoin(t.locationUsers, eq(t.locationUsers.id, t.auditLog.actorLocationUserId))
      .leftJoin(t.users, eq(t.users.id, t.auditLog.actorUserId));
  const flat = (rows: { row: typeof t.auditLog.$inferSelect; actorName: string | null }[]): AuditEntryRow[] =>
    rows.map((r) => ({ ...r.row, actorName: r.actorName }));

  return {
    /** A prescription's timeline, oldest first (a location the caller works at; else nothing). */
    async prescriptionTrail(rx: { id: number; locationId: number }): Promise<AuditEntryRow[]> {
      if (!worksAt(scope, rx.locationId)) return [];
      return flat(
        await entries()
          .where(and(eq(t.auditLog.locationId, rx.locationId), atCallerLocations(scope, t.auditLog.locationId), aboutPrescription(rx.id)))
          .orderBy(asc(t.auditLog.id))
          .limit(TRAIL_LIMIT),
      );
    },

    /** A page of a location's Audit Log, newest first (below the `beforeId` cursor when given), and how many rows match. */
    async page(f: AuditLogFilter): Promise<{ total: number; data: AuditEntryRow[] }> {
      if (!readable(f.locationId)) return { total: 0, data: [] };
      const where = and(
        inChain(f.locationId),
        f.includeSandbox ? undefined : people,
        f.userId === null ? undefined : eq(t.auditLog.actorUserId, f.userId),
        f.operation === null ? undefined : eq(t.auditLog.operation, f.operation),
        f.prescriptionId === null ? undefined : aboutPrescription(f.prescriptionId),
        f.from === null ? undefined : gte(t.auditLog.at, f.from),
        f.to === null ? undefined : lt(t.auditLog.at, f.to),
        f.beforeId === null ? undefined : lt(t.auditLog.id, f.beforeId),
      );
      const [[{ n }], rows] = await Promise.all([
        scope.db.select({ n: count() }).from(t.auditLog).where(where),
        entries().where(where).orderBy(desc(t.auditLog.id)).limit(f.take).offset(f.skip),
      ]);
      return { total: Number(n), data: flat(rows) };
    },

    /** One row of a chain by id (the Audit Log's row detail); null when it is not in that chain or not readable. */
    async entry(locationId: number | null, id: number): Promise<AuditEntryRow | null> {
      if (!readable(locationId)) return null;
      const [row] = flat(await entries().where(and(inChain(locationId), eq(t.auditLog.id, id))).limit(1));
      return row ?? null;
    },

    /** The operations recorded in a chain (the Action filter's choices; the sandbox's only when asked), in name order. */
    async actions(locationId: number | null, includeSandbox: boolean): Promise<string[]> {
      if (!readable(locationId)) return [];
      const rows = await scope.db
        .selectDistinct({ operation: t.auditLog.operation })
        .from(t.auditLog)
        .where(and(inChain(locationId), includeSandbox ? undefined : people))
        .orderBy(asc(t.auditLog.operation));
      return rows.map((r) => r.operation);
    },

    /** A chain in pages of `size` rows, ascending id (keyset paging), for the verifier. */
    async *chainPages(locationId: number | null, size = 1000): AsyncGenerator<AuditChainRow[]> {
      if (!readable(locationId)) return;
      let after = 0;
      for (;;) {
        const rows = await scope.db
          .select()
          .from(t.auditLog)
          .where(and(inChain(locationId), gt(t.auditLog.id, after)))
          .orderBy(asc(t.auditLog.id))
          .limit(size);
        if (!rows.length) return;
        yield rows;
        after = rows[rows.length - 1].id;
        if (rows.length < size) return;
      }
    },

    /** The head of a chain (the last row written), null when none was recorded. */
    async head(locationId: number | null): Promise<AuditChainHead | null> {
      if (!readable(locationId)) return null;
      const [head] = await scope.db
        .select({ lastId: t.auditChainHeads.lastId, hash: t.auditChainHeads.hash })
        .from(t.auditChainHeads)
        .where(eq(t.auditChainHeads.chain, locationId ?? 0))
        .limit(1);
      return head ?? null;
    },
  };
}
