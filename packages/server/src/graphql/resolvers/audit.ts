/**
 * The audit trail as people read it (issue 9 item 5): a prescription's
 * timeline (GetPrescriptionAuditTrail: anyone who may read the prescription), a location's Audit Log
 * (GetAuditLog, GetAuditEntry) and the verification of its keyed chain (VerifyAuditChain) for practice
 * administrators and support — core's policy `can(actor, { action: 'readAuditLog' })` decides — the
 * rows without a location for support, and a user's own account activity (GetAccountActivity). Reads
 * go through the caller-bound repositories; nothing here touches the database.
 */
import { allowedModuleLinks, can, impersonationSessionState, withModuleLinks } from '@vetrx/core/access';
import {
  AUDIT_CHAIN_MESSAGES,
  AUDIT_EVENT_LABELS,
  auditActionLabel,
  auditChanges,
  auditEvent,
  auditFields,
  auditLogFilter,
  auditSystemActor,
  auditTailBreak,
  isSandboxOperation,
  verifyAuditTrailPages,
  type AuditChainRow,
} from '@vetrx/core/audit';
import { formatMessage } from '@vetrx/core/common';
import { AUDIT_MESSAGES, PRESCRIBING_LABELS, SAFETY_MESSAGES } from '@vetrx/core/messages';
import { printEventDetail } from '@vetrx/core/prescription';
import { auditKeys } from '../../repositories/audit-chain.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, forbidden, notFound, refusal } from '../../errors.js';
import type { AuditEntryRow } from '../../repositories/audit.js';
import type { Resolvers } from '../generated/resolvers-types.js';

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

/** What a row adds in words: a workflow step's status and assignee, a decline's reason, which print (and why), Print Rx. */
async function detailOf(ctx: RequestContext, row: AuditEntryRow, event: string): Promise<string | null> {
  if (event === 'workflow') {
    const statusId = Number(field(row.after, 'currentWorkflowStatusId'));
    const userId = Number(field(row.after, 'workflowLocationUserId'));
    const status = Number.isSafeInteger(statusId) ? (await ctx.loaders.reference()).workflowStatuses.get(statusId)?.description : undefined;
    const assignee = Number.isSafeInteger(userId) && userId > 0 ? await ctx.loaders.locationUser.load(userId) : null;
    const parts = [status, assignee?.displayName ? `→ ${assignee.displayName}` : null].filter(Boolean);
    return parts.length ? parts.join(' ') : null;
  }
  if (row.operation === 'StartImpersonation' || row.operation === 'EndImpersonation') {
    const user = field(row.after, 'impersonatedUser');
    const reason = field(row.after, 'reason');
    return typeof user === 'string' ? formatMessage(AUDIT_MESSAGES.impersonationDetail, { user, reason: String(reason ?? '') }) : null;
  }
  if (isSandboxOperation(row.operation)) {
    // A person who drove the sandbox from its page is named beside the system actor.
    return row.actorUserId !== null && row.actorName ? formatMessage(AUDIT_MESSAGES.drivenBy, { name: row.actorName }) : null;
  }
  if (event === 'printed') return printEventDetail(row.after);
  if (event === 'authorized') {
    // An override is a decision on the record (issue 42): the timeline says so.
    const review = field(row.after, 'safetyReview');
    const reason = field(review, 'overrideReason');
    const findings = field(review, 'findings');
    const decided = Array.isArray(findings) ? findings.filter((f) => field(f, 'needsReason') === true || field(f, 'needsWithdrawalTime') === true).length : 0;
    const override = typeof reason === 'string' && reason.trim() ? SAFETY_MESSAGES.timelineDetail(decided, reason.trim()) : null;
    const printRx = field(row.after, 'addPrescriptionType') === 'PrintRx' ? PRESCRIBING_LABELS.printRx : null;
    return [printRx, override].filter(Boolean).join(' · ') || null;
  }
  if (event === 'declined' || event === 'rejected') {
    const reason = field(row.after, 'declineReason') ?? field(row.after, 'actionReason');
    return typeof reason === 'string' && reason.trim() ? reason.trim() : null;
  }
  return null;
}

/**
 * Who a row names: a system actor for the sandbox's rows (whoever drove it is the detail) and the
 * server's own rows, else the person.
 */
function actorNameOf(row: AuditEntryRow): string | null {
  const system = auditSystemActor(row.actorUsername) ?? (isSandboxOperation(row.operation) ? auditSystemActor('sandbox') : null);
  return system ?? row.actorName;
}

/** An audit row as the contract's AuditEntry. */
async function toEntry(ctx: RequestContext, row: AuditEntryRow) {
  const event = auditEvent(row);
  return {
    id: String(row.id),
    at: row.at,
    locationId: row.locationId == null ? null : String(row.locationId),
    operation: row.operation,
    actionLabel: auditActionLabel(row.operation),
    entity: row.entity,
    entityId: row.entityId,
    event,
    eventLabel: AUDIT_EVENT_LABELS[event],
    actorUserId: row.actorUserId == null ? null : String(row.actorUserId),
    actorUsername: row.actorUsername,
    actorName: actorNameOf(row),
    impersonatorUsername: row.impersonatorUsername,
    impersonationReason: row.impersonationReason,
    detail: await detailOf(ctx, row, event),
    changes: auditChanges(row.before, row.after),
    // Read only when asked for (the row detail).
    fields: (() => auditFields(row.before, row.after)) as unknown as ReturnType<typeof auditFields>,
  };
}

/**
 * A location whose Audit Log the caller may read (policy `readAuditLog`): support acting as
 * themselves, or a member whose role opens User Management there. NOT_FOUND for a location the
 * caller cannot reach (or that does not exist), FORBIDDEN for a member who is not an administrator.
 * No location (null or omitted): the chain of rows without one, for support acting as themselves
 * (decision 0291); FORBIDDEN for anyone else.
 */
async function requireAuditLog(ctx: RequestContext, locationId: unknown): Promise<number | null> {
  ctx.requireUser();
  if (locationId === null || locationId === undefined) {
    if (!ctx.supportMode) throw forbidden(AUDIT_MESSAGES.globalChainSupportOnly);
    return null;
  }
  const id = parseId(locationId, 'Location');
  let actor = ctx.actor;
  const m = ctx.membershipAt(id);
  if (m && !ctx.supportMode) {
    const location = await ctx.loaders.location.load(id);
    const menu = location ? await ctx.repos.locations.roleMenu(m.role.id, location, await ctx.features(id)) : null;
    actor = withModuleLinks(ctx.actor, id, menu ? allowedModuleLinks(menu) : []);
  }
  const decision = can(actor, { action: 'readAuditLog', locationId: id });
  if (!decision.allowed) throw refusal(decision);
  if (!(await ctx.loaders.location.load(id))) throw notFound('Location');
  return id;
}

export const auditResolvers: Resolvers = {
  Query: {
    GetPrescriptionAuditTrail: async (_p, { prescriptionId }, ctx) => {
      ctx.requireUser();
      const rx = await ctx.repos.prescriptions.byId(parseId(prescriptionId, 'Prescription'));
      if (!rx) throw notFound('Prescription');
      ctx.requireLocation(rx.locationId);
      const rows = await ctx.repos.audit.prescriptionTrail(rx);
      return Promise.all(rows.map((r) => toEntry(ctx, r)));
    },
    GetAuditLog: async (_p, { filter }, ctx) => {
      const locationId = await requireAuditLog(ctx, filter.locationId);
      const f = assertValid(
        auditLogFilter({
          locationId,
          includeSandbox: filter.includeSandbox,
          userId: filter.userId == null || filter.userId === '' ? null : parseId(filter.userId, 'User'),
          prescriptionId: filter.prescriptionId == null || filter.prescriptionId === '' ? null : parseId(filter.prescriptionId, 'Prescription'),
          operation: filter.operation,
          from: filter.from as Date | string | null | undefined,
          to: filter.to as Date | string | null | undefined,
          beforeId: filter.beforeId == null || filter.beforeId === '' ? null : Number(filter.beforeId),
          skip: filter.skip,
          take: filter.take,
        }),
      );
      const page = await ctx.repos.audit.page(f);
      return {
        total: page.total,
        data: await Promise.all(page.data.map((r) => toEntry(ctx, r))),
        // Read only when asked for (graphql-js calls a function-valued field).
        actions: (() => ctx.repos.audit.actions(locationId, f.includeSandbox)) as unknown as string[],
      };
    },
    GetAuditEntry: async (_p, { locationId, id }, ctx) => {
      const chain = await requireAuditLog(ctx, locationId);
      const row = await ctx.repos.audit.entry(chain, parseId(id, 'AuditEntry'));
      if (!row) throw notFound('AuditEntry');
      return toEntry(ctx, row);
    },
    GetAccountActivity: async (_p, _a, ctx) => {
      ctx.requireUser();
      const now = ctx.now();
      return (await ctx.repos.impersonation.accountActivity()).map((s) => {
        const state = impersonationSessionState(s, now);
        return {
          id: String(s.id),
          supportUsername: s.supportUsername,
          supportName: s.supportName,
          reason: s.reason,
          startedAt: s.startedAt,
          expiresAt: s.expiresAt,
          endedAt: s.endedAt,
          state: state.state,
          endsAt: state.at,
          changes: s.changes,
        };
      });
    },
    VerifyAuditChain: async (_p, { locationId }, ctx) => {
      const id = await requireAuditLog(ctx, locationId);
      let last: AuditChainRow | null = null;
      const repo = ctx.repos.audit;
      async function* pages() {
        for await (const page of repo.chainPages(id)) {
          yield page;
          last = page[page.length - 1] ?? last;
        }
      }
      const result = await verifyAuditTrailPages(pages(), auditKeys());
      if (!result.ok && result.firstBroken) {
        const b = result.firstBroken;
        return { ok: false, checked: result.checked, message: b.message, firstBroken: { id: b.id, reason: b.reason, message: b.message } };
      }
      const tail = auditTailBreak(id ?? AUDIT_MESSAGES.globalChain, last, await repo.head(id));
      if (tail) {
        const end = last as AuditChainRow | null;
        return { ok: false, checked: result.checked, message: tail, firstBroken: { id: end ? String(end.id) : null, reason: 'truncated', message: tail } };
      }
      return { ok: true, checked: result.checked, message: AUDIT_CHAIN_MESSAGES.intact, firstBroken: null };
    },
  },
};
