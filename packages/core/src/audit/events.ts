/**
 * The audit trail as people read it (issue 9 item 5): what a row means on a
 * prescription's timeline, which fields it changed (secrets never shown), who acted (and as whom), the
 * practice Audit Log's filter and CSV. Pure: the server, the web and the CLI share it.
 */
import { formatDateTimeZone } from '../format/date.js';
import { AUDIT_MESSAGES } from '../messages/audit.js';
import { AUDIT_ACTION_LABELS, AUDIT_SYSTEM_ACTORS } from '../messages/audit-actions.js';
import { AUDIT_KEY_MIN_LENGTH, canonicalJson } from './chain.js';

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

/**
 * Longest value the row detail shows for one field; longer ones end with '…'.
 *
 * @example
 * AUDIT_DETAIL_MAX // 2000
 */
export const AUDIT_DETAIL_MAX = 2000;

function shown(value: unknown, max = AUDIT_CHANGE_MAX): string | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : (canonicalJson(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
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
  return auditFields(before, after, AUDIT_CHANGE_MAX)
    .filter((f) => f.changed)
    .map(({ field, before: b, after: a }) => ({ field, before: b, after: a }));
}

/**
 * One field of an audit row as its detail shows it: before and after, and whether it changed.
 *
 * @example
 * import type { AuditField } from '@vetrx/core/audit';
 */
export interface AuditField extends AuditChange {
  readonly changed: boolean;
}

/**
 * Every top-level field of a row's `before` and `after` (the row detail): changed or not,
 * in name order, bookkeeping fields left out, secrets redacted, values cut at `max` characters
 * ({@link AUDIT_DETAIL_MAX} by default).
 *
 * @example
 * auditFields({ status: 'PENDING', id: 4 }, { status: 'APPROVED', id: 4 }) // [{ field: 'id', before: '4', after: '4', changed: false }, { field: 'status', …, changed: true }]
 */
export function auditFields(before: unknown, after: unknown, max = AUDIT_DETAIL_MAX): AuditField[] {
  const obj = (v: unknown): Record<string, unknown> => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const b = obj(before);
  const a = obj(after);
  const own = (o: Record<string, unknown>, k: string): unknown => (Object.prototype.hasOwnProperty.call(o, k) ? o[k] : undefined);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => !IGNORED_FIELDS.has(k)).sort();
  return keys.map((key) => {
    const was = own(b, key);
    const now = own(a, key);
    const secret = isSecretField(key);
    return {
      field: key,
      before: secret && was != null ? REDACTED : shown(was, max),
      after: secret && now != null ? REDACTED : shown(now, max),
      changed: canonicalJson(was ?? null) !== canonicalJson(now ?? null),
    };
  });
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A value of a change as people read it: an instant (ISO 8601 with a zone) in the viewer's zone, named
 * (decision 0294); a missing value as '∅'; anything else as it is.
 *
 * @example
 * auditValueText('2026-11-26T17:02:00.000Z', 'America/Chicago') // '11-26-2026 11:02 AM CST'
 */
export function auditValueText(value: string | null | undefined, timeZone?: string): string {
  if (value === null || value === undefined) return AUDIT_MESSAGES.emptyValue;
  return ISO_INSTANT.test(value) ? formatDateTimeZone(value, timeZone, value) : value;
}

/** Words of a camelCase, PascalCase or snake_case name, lower-cased. */
function wordsOf(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A field of a row as people read it: its words, the first capitalised.
 *
 * @example
 * auditFieldLabel('impersonatedUser') // 'Impersonated user'
 */
export function auditFieldLabel(field: string): string {
  const words = wordsOf(field);
  return words ? words[0].toUpperCase() + words.slice(1) : field;
}

/**
 * One change as a line: `Field: before → after`.
 *
 * @example
 * auditChangeText({ field: 'status', before: 'PENDING', after: 'APPROVED' }) // 'Status: PENDING → APPROVED'
 */
export function auditChangeText(change: AuditChange, timeZone?: string): string {
  return `${auditFieldLabel(change.field)}: ${auditValueText(change.before, timeZone)} → ${auditValueText(change.after, timeZone)}`;
}

/**
 * The human name of an operation (the Audit Log's Action filter and column, the CLI, the CSV; decision
 * 0293): from {@link AUDIT_ACTION_LABELS}, else its words split and the first capitalised — never the
 * code itself.
 *
 * @example
 * auditActionLabel('SandboxOrderLineStatus') // 'Sandbox order line status changed'
 * auditActionLabel('SomethingNew') // 'Something new'
 */
export function auditActionLabel(operation: string): string {
  if (Object.prototype.hasOwnProperty.call(AUDIT_ACTION_LABELS, operation)) return AUDIT_ACTION_LABELS[operation];
  return auditFieldLabel(operation);
}

/**
 * Operations the sandbox's storefront and pharmacy write: their rows name a system
 * actor and are hidden from the Audit Log unless asked for.
 *
 * @example
 * isSandboxOperation('SandboxOrderLineStatus') // true
 */
export function isSandboxOperation(operation: string): boolean {
  return operation.startsWith('Sandbox');
}

/**
 * The name of a system actor (the sandbox's storefront or pharmacy, the server), or null for a person.
 *
 * @example
 * auditSystemActor('sandbox-pharmacy') // 'Sandbox pharmacy'
 */
export function auditSystemActor(username: string | null | undefined): string | null {
  return username && Object.prototype.hasOwnProperty.call(AUDIT_SYSTEM_ACTORS, username) ? AUDIT_SYSTEM_ACTORS[username] : null;
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
 * Most rows one page of the Audit Log returns (the API's page limit).
 *
 * @example
 * AUDIT_LOG_MAX_TAKE // 500
 */
export const AUDIT_LOG_MAX_TAKE = 500;

/**
 * The audit trail's limits in one object: the most rows one page of the Audit Log
 * returns, and the shortest audit key accepted.
 *
 * @example
 * import { AUDIT_LIMITS } from '@vetrx/core/audit';
 * AUDIT_LIMITS.logMaxTake // 500
 * AUDIT_LIMITS.keyMinLength // 32
 */
export const AUDIT_LIMITS = { logMaxTake: AUDIT_LOG_MAX_TAKE, keyMinLength: AUDIT_KEY_MIN_LENGTH } as const;
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
  /** The location whose chain to read; null: the rows without a location (support). */
  readonly locationId: number | null;
  /** Whether the sandbox's rows are included (hidden by default). */
  readonly includeSandbox: boolean;
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
  readonly locationId: number | null;
  readonly includeSandbox?: boolean | null;
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
    value: { locationId: input.locationId, includeSandbox: input.includeSandbox === true, userId: input.userId ?? null, operation, prescriptionId: input.prescriptionId ?? null, from, to, beforeId, skip, take },
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
 * The Audit Log's CSV export: a header line, then one line per row — id,
 * when (in `timeZone`, default the viewer's, with the zone named), the same instant in ISO 8601 UTC,
 * user, username, impersonated by, reason, action (its human name), operation (its code, for scripts),
 * record, changes as `Field: before → after` joined by `; ` — lines ending in CRLF.
 *
 * @example
 * auditLogCsv([]) // 'ID,When,UTC,User,Username,Impersonated by,Reason,Action,Operation,Record,Changes\r\n'
 */
export function auditLogCsv(rows: readonly AuditCsvRow[], timeZone?: string): string {
  const c = AUDIT_MESSAGES.columns;
  const header = ['ID', c.at, c.utc, c.actor, 'Username', c.impersonator, c.reason, c.action, c.operation, c.record, c.changes];
  const lines = rows.map((r) =>
    [
      String(r.id),
      formatDateTimeZone(r.at, timeZone, r.at),
      Number.isNaN(new Date(r.at).getTime()) ? r.at : new Date(r.at).toISOString(),
      r.actorName ?? '',
      r.actorUsername ?? '',
      r.impersonatorUsername ?? '',
      r.impersonationReason ?? '',
      auditActionLabel(r.operation),
      r.operation,
      r.entityId ? `${r.entity} ${r.entityId}` : r.entity,
      r.changes.map((ch) => auditChangeText(ch, timeZone)).join('; '),
    ]
      .map(csvCell)
      .join(','),
  );
  return [header.map(csvCell).join(','), ...lines].map((l) => `${l}\r\n`).join('');
}

/**
 * The last row written in a location's chain (its head).
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
