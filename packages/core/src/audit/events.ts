/**
 * The audit trail as people read it (issue 9 item 5; decisions 0112–0114): what a row means on a
 * prescription's timeline, which fields it changed (secrets never shown), who acted (and as whom), the
 * practice Audit Log's filter and CSV. Pure: the server, the web and the CLI share it.
 */
import { AUDIT_MESSAGES } from '../messages/audit.js';
import { canonicalJson } from './chain.js';

/**
 * What an audit row means on a prescription's timeline.
 *
 * @example
 * const kind: AuditEventKind = 'authorized';
 */
export type AuditEventKind =
  | 'created'
  | 'saved'
  | 'authorized'
  | 'printed'
  | 'declined'
  | 'rejected'
  | 'archived'
  | 'workflow'
  | 'task'
  | 'pharmacy'
  | 'changed';

/**
 * The label of each event kind (the timeline, the Audit Log's Action column).
 *
 * @example
 * AUDIT_EVENT_LABELS.printed // 'Printed'
 */
export const AUDIT_EVENT_LABELS: Readonly<Record<AuditEventKind, string>> = {
  created: 'Draft created',
  saved: 'Draft saved',
  authorized: 'Authorized',
  printed: 'Printed',
  declined: 'Declined',
  rejected: 'Draft rejected',
  archived: 'Archived',
  workflow: 'Workflow step',
  task: 'Task updated',
  pharmacy: 'Pharmacy update',
  changed: 'Changed',
};

/**
 * The part of an audit row that says what happened.
 *
 * @example
 * import type { AuditEventSource } from '@vetrx/core/audit';
 */
export interface AuditEventSource {
  readonly operation: string;
  readonly entity: string;
  readonly after?: unknown;
}

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

/**
 * What an audit row means on a prescription's timeline: AddPrescription / UpdatePrescription by their
 * `addPrescriptionType` (AuthorizeRx and PrintRx → authorized: both issue it; a draft → created or
 * saved), RecordPrescriptionPrint → printed (each print recorded, the original and every copy —
 * decision 0280), DeclinePrescription and a declined approval task → declined, DeletePrescription →
 * rejected (a draft), ArchivePrescription → archived, a workflow step → workflow, the pharmacy's and
 * storefront's exchanges → pharmacy; anything else → changed.
 *
 * @example
 * auditEvent({ operation: 'RecordPrescriptionPrint', entity: 'Prescription', after: { copyNumber: 2 } }) // 'printed'
 * auditEvent({ operation: 'AddPrescription', entity: 'Prescription', after: { addPrescriptionType: 'PrintRx' } }) // 'authorized'
 */
export function auditEvent(row: AuditEventSource): AuditEventKind {
  const type = String(field(row.after, 'addPrescriptionType') ?? '');
  switch (row.operation) {
    case 'AddPrescription':
    case 'UpdatePrescription':
      // Print Rx issues the prescription; the print itself is recorded when it is printed.
      if (type === 'AuthorizeRx' || type === 'PrintRx') return 'authorized';
      return row.operation === 'AddPrescription' ? 'created' : 'saved';
    case 'RecordPrescriptionPrint':
      return 'printed';
    case 'DeclinePrescription':
      return 'declined';
    case 'DeletePrescription':
      return 'rejected';
    case 'ArchivePrescription':
      return 'archived';
    case 'upsertPrescriptionWorkflow':
    case 'UpdatePrescriptionTaskWorkflow':
      return 'workflow';
    case 'UpsertPrescriptionTask':
      return field(row.after, 'declinedPrescription') ? 'declined' : 'task';
    default:
      if (row.operation.startsWith('Pharmacy') || row.operation.startsWith('Storefront') || row.operation.startsWith('Sandbox')) return 'pharmacy';
      return 'changed';
  }
}

/**
 * One field an audit row changed, as shown (secrets replaced by {@link REDACTED}).
 *
 * @example
 * import type { AuditChange } from '@vetrx/core/audit';
 */
export interface AuditChange {
  readonly field: string;
  readonly before: string | null;
  readonly after: string | null;
}

/**
 * What replaces a secret's value in an audit change.
 *
 * @example
 * REDACTED // '••••••'
 */
export const REDACTED = '••••••';

/** Fields whose change is bookkeeping, not content. */
const IGNORED_FIELDS = new Set(['updatedAt', 'createdAt', 'version']);
/**
 * Longest value shown for one change; longer ones end with '…'.
 *
 * @example
 * AUDIT_CHANGE_MAX // 200
 */
export const AUDIT_CHANGE_MAX = 200;

/**
 * True for a field whose value must never be shown in an audit change (secrets, tokens, passwords).
 *
 * @example
 * isSecretField('pimsAccountSecret') // true
 */
export function isSecretField(name: string): boolean {
  return /secret|token|password|credential/i.test(name);
}

function shown(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : (canonicalJson(value) ?? String(value));
  return text.length > AUDIT_CHANGE_MAX ? `${text.slice(0, AUDIT_CHANGE_MAX - 1)}…` : text;
}

/**
 * The top-level fields that differ between a row's `before` and `after` (a creation: every field set),
 * in name order, bookkeeping fields left out, secrets redacted, long values cut at
 * {@link AUDIT_CHANGE_MAX}.
 *
 * @example
 * auditChanges({ status: 'PENDING' }, { status: 'APPROVED' }) // [{ field: 'status', before: 'PENDING', after: 'APPROVED' }]
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const b = obj(before);
  const a = obj(after);
  const own = (o: Record<string, unknown>, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED_FIELDS.has(k)).sort();
  const out: AuditChange[] = [];
  for (const key of keys) {
    const was = own(b, key);
    const now = own(a, key);
    if (canonicalJson(was ?? null) === canonicalJson(now ?? null)) continue;
    const secret = isSecretField(key);
    out.push({
      field: key,
      before: secret && was != null ? REDACTED : shown(was),
      after: secret && now != null ? REDACTED : shown(now),
    });
  }
  return out;
}

/**
 * Who acted, as a line of the timeline: the actor's name (else username), then 'as {impersonator}'
 * when a support user impersonated them.
 *
 * @example
 * auditActorLabel({ actorName: 'Dr. Ada Lane', actorUsername: 'ada@x.dev', impersonatorUsername: 'support@x.dev' }) // 'Dr. Ada Lane as support@x.dev'
 */
export function auditActorLabel(row: {
  readonly actorName?: string | null;
  readonly actorUsername?: string | null;
  readonly impersonatorUsername?: string | null;
}): string {
  const who = row.actorName?.trim() || row.actorUsername?.trim() || '—';
  return row.impersonatorUsername ? `${who} ${AUDIT_MESSAGES.asImpersonator.replace('{impersonator}', row.impersonatorUsername)}` : who;
}

/**
 * Most rows one page of the Audit Log returns (the API's page limit, decision 0161).
 *
 * @example
 * AUDIT_LOG_MAX_TAKE // 500
 */
export const AUDIT_LOG_MAX_TAKE = 500;
/**
 * Rows of one page when none is asked for.
 *
 * @example
 * AUDIT_LOG_DEFAULT_TAKE // 50
 */
export const AUDIT_LOG_DEFAULT_TAKE = 50;

/**
 * The Audit Log's filter as the server applies it: a location, and optionally a user (the acting user's
 * id), an action (the operation name), a prescription, and a date range (inclusive start, exclusive end).
 *
 * @example
 * import type { AuditLogFilter } from '@vetrx/core/audit';
 */
export interface AuditLogFilter {
  readonly locationId: number;
  readonly userId: number | null;
  readonly operation: string | null;
  readonly prescriptionId: number | null;
  readonly from: Date | null;
  readonly to: Date | null;
  /**
   * Keyset cursor: only rows with a smaller id (older) than this one. A reader that pages with the last
   * id of each page sees every row once however many rows are written meanwhile (skip would shift).
   */
  readonly beforeId: number | null;
  readonly skip: number;
  readonly take: number;
}

/**
 * Raw filter input of GetAuditLog (ids and dates as the API receives them).
 *
 * @example
 * import type { AuditLogFilterInput } from '@vetrx/core/audit';
 */
export interface AuditLogFilterInput {
  readonly locationId: number;
  readonly userId?: number | null;
  readonly operation?: string | null;
  readonly prescriptionId?: number | null;
  readonly from?: Date | string | null;
  readonly to?: Date | string | null;
  readonly beforeId?: number | null;
  readonly skip?: number | null;
  readonly take?: number | null;
}

/**
 * Checks and normalises the Audit Log's filter: a blank action is none; `take` defaults to
 * {@link AUDIT_LOG_DEFAULT_TAKE} and must be 1–{@link AUDIT_LOG_MAX_TAKE}; `skip` ≥ 0; the `beforeId`
 * cursor, when given, a row id (a whole number ≥ 1); a date range whose end is before its start is
 * refused with the field message.
 *
 * @example
 * auditLogFilter({ locationId: 1, take: 501 }) // { ok: false, errors: { take: 'Must be between 1 and 500' } }
 */
export function auditLogFilter(input: AuditLogFilterInput):
  | { readonly ok: true; readonly value: AuditLogFilter }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> } {
  const errors: Record<string, string> = {};
  const take = input.take ?? AUDIT_LOG_DEFAULT_TAKE;
  const skip = input.skip ?? 0;
  if (!Number.isInteger(take) || take < 1 || take > AUDIT_LOG_MAX_TAKE) errors.take = `Must be between 1 and ${AUDIT_LOG_MAX_TAKE}`;
  if (!Number.isInteger(skip) || skip < 0) errors.skip = 'Must be 0 or more';
  const beforeId = input.beforeId ?? null;
  if (beforeId !== null && (!Number.isSafeInteger(beforeId) || beforeId < 1)) errors.beforeId = 'Must be an audit row id';
  const date = (v: Date | string | null | undefined, key: string): Date | null => {
    if (v === null || v === undefined || v === '') return null;
    const d = new Date(v);
    if (Number.isNaN(d.getTime())) {
      errors[key] = 'Not a valid date';
      return null;
    }
    return d;
  };
  const from = date(input.from, 'from');
  const to = date(input.to, 'to');
  if (from && to && to.getTime() < from.getTime()) errors.to = AUDIT_MESSAGES.dateRange;
  const operation = input.operation?.trim() || null;
  if (operation && operation.length > 100) errors.operation = 'Must be at most 100 characters';
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    value: { locationId: input.locationId, userId: input.userId ?? null, operation, prescriptionId: input.prescriptionId ?? null, from, to, beforeId, skip, take },
  };
}

/**
 * One row of the Audit Log as the CSV export writes it.
 *
 * @example
 * import type { AuditCsvRow } from '@vetrx/core/audit';
 */
export interface AuditCsvRow {
  readonly id: string | number;
  readonly at: string;
  readonly actorName?: string | null;
  readonly actorUsername?: string | null;
  readonly impersonatorUsername?: string | null;
  readonly impersonationReason?: string | null;
  readonly operation: string;
  readonly entity: string;
  readonly entityId?: string | null;
  readonly changes: readonly AuditChange[];
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break (RFC 4180), and a leading `=`, `+`,
 * `-`, `@`, tab or carriage return prefixed with `'` so a spreadsheet never runs it as a formula.
 *
 * @example
 * csvCell('=1+1') // "'=1+1"
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The Audit Log's CSV export: a header line, then one line per row (id, when in ISO UTC, user, username,
 * impersonated by, reason, action, record, changes as `field: before → after` joined by `; `), lines
 * ending in CRLF.
 *
 * @example
 * auditLogCsv([]) // 'ID,When,User,Username,Impersonated by,Reason,Action,Record,Changes\r\n'
 */
export function auditLogCsv(rows: readonly AuditCsvRow[]): string {
  const c = AUDIT_MESSAGES.columns;
  const header = ['ID', c.at, c.actor, 'Username', c.impersonator, c.reason, c.action, c.record, c.changes];
  const lines = rows.map((r) =>
    [
      String(r.id),
      r.at,
      r.actorName ?? '',
      r.actorUsername ?? '',
      r.impersonatorUsername ?? '',
      r.impersonationReason ?? '',
      r.operation,
      r.entityId ? `${r.entity} ${r.entityId}` : r.entity,
      r.changes.map((ch) => `${ch.field}: ${ch.before ?? '∅'} → ${ch.after ?? '∅'}`).join('; '),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].map((l) => `${l}\r\n`).join('');
}

/**
 * The last row written in a location's chain (its head, decision 0113).
 *
 * @example
 * import type { AuditChainHead } from '@vetrx/core/audit';
 */
export interface AuditChainHead {
  readonly lastId: number | string;
  readonly hash: string;
}

/**
 * Checks the end of a verified location trail against its head: the last row read must be the last row
 * written. Returns the message naming the row the trail now ends at (or that it is empty) and the row
 * that was written last, or null when they agree (or there is no head: a trail from before heads).
 *
 * @example
 * auditTailBreak(7, { id: 5, hash: 'ab' }, { lastId: 9, hash: 'cd' }) // 'The audit trail of location 7 ends at row 5, but row 9 …'
 */
export function auditTailBreak(
  locationId: number | string,
  last: { readonly id: number | string; readonly hash: string | null } | null,
  head: AuditChainHead | null,
): string | null {
  if (!head) return null;
  if (last && String(last.id) === String(head.lastId) && last.hash === head.hash) return null;
  const fill = (t: string) => t.replace('{locationId}', String(locationId)).replace('{id}', String(last?.id ?? '')).replace('{headId}', String(head.lastId));
  return fill(last ? AUDIT_MESSAGES.truncated : AUDIT_MESSAGES.truncatedEmpty);
}

/**
 * The Audit Log's date filter as the API takes it: `from` is the start of the first day, `to` the start
 * of the day after the last day (both in the browser's time zone, as the portal shows dates), so both
 * days are included. Empty days leave that end open; a last day before the first is refused with
 * {@link AUDIT_MESSAGES}.dateRange.
 *
 * @example
 * auditDateRange('2026-11-01', '2026-11-01') // { ok: true, from: '…-11-01T…', to: '…-11-02T…' }
 */
export function auditDateRange(
  fromDay: string,
  toDay: string,
): { readonly ok: true; readonly from: string | null; readonly to: string | null } | { readonly ok: false; readonly message: string } {
  const day = (d: string, plus = 0): Date | null => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(d.trim());
    return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plus) : null;
  };
  const from = day(fromDay);
  const to = day(toDay, 1);
  if (from && to && to.getTime() <= from.getTime()) return { ok: false, message: AUDIT_MESSAGES.dateRange };
  return { ok: true, from: from?.toISOString() ?? null, to: to?.toISOString() ?? null };
}
