/**
 * The audit trail's hash chain (issue 9 item 5, decision 0111): each audit row stores the hash of the
 * previous row of its location (`prevHash`) and its own hash over its content and that link. A row
 * edited, removed or re-ordered in the database breaks the chain at that row. Pure: the server writes
 * with `auditRowHash`, and `verifyAuditTrailPages` checks a trail read page by page (the CLI's
 * `vetrx audit verify`, the server's VerifyAuditChain).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * What an audit row's hash covers: who, on behalf of whom and why, which operation on which record,
 * before/after, when and where.
 *
 * @example
 * import type { AuditHashInput } from '@vetrx/core/audit';
 */
export interface AuditHashInput {
  readonly at: string | Date;
  readonly locationId: number | null;
  readonly actorUserId: number | null;
  readonly actorUsername: string | null;
  readonly actorLocationUserId: number | null;
  readonly impersonatorUsername: string | null;
  readonly impersonationReason: string | null;
  readonly operation: string;
  readonly entity: string;
  readonly entityId: string | null;
  readonly before: unknown;
  readonly after: unknown;
}

/**
 * An audit row as stored: its content, id and the two hashes.
 *
 * @example
 * import type { AuditChainRow } from '@vetrx/core/audit';
 */
export interface AuditChainRow extends AuditHashInput {
  readonly id: number | string;
  readonly prevHash: string | null;
  readonly hash: string | null;
}

/**
 * JSON with object keys sorted at every level (dates as ISO strings, `undefined` as null), so the same
 * content always gives the same text whatever order a database returns the keys in.
 *
 * @example
 * canonicalJson({ b: 1, a: [true, null] }) // '{"a":[true,null],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The hash of an audit row: SHA-256 (hex) of the previous row's hash (empty for the first row of a
 * location) and the row's canonical content.
 *
 * @example
 * auditRowHash(row, null) // '3f0c…' (64 hex characters)
 */
export function auditRowHash(row: AuditHashInput, prevHash: string | null): string {
  const content = canonicalJson({
    at: new Date(row.at).toISOString(),
    locationId: row.locationId,
    actorUserId: row.actorUserId,
    actorUsername: row.actorUsername,
    actorLocationUserId: row.actorLocationUserId,
    impersonatorUsername: row.impersonatorUsername,
    impersonationReason: row.impersonationReason,
    operation: row.operation,
    entity: row.entity,
    entityId: row.entityId,
    before: row.before ?? null,
    after: row.after ?? null,
  });
  return bytesToHex(sha256(utf8ToBytes(`${prevHash ?? ''}\n${content}`)));
}

/**
 * Where a chain breaks: the first row (lowest id) whose link or hash does not hold.
 *
 * @example
 * import type { AuditChainBreak } from '@vetrx/core/audit';
 */
export interface AuditChainBreak {
  readonly id: string;
  readonly locationId: number | null;
  /** 'changed': the row's content no longer matches its hash; 'link': it does not follow the previous row of its location. */
  readonly reason: 'changed' | 'link';
  readonly message: string;
}

/**
 * The result of a verification: rows checked, and the first break if any.
 *
 * @example
 * import type { AuditChainVerification } from '@vetrx/core/audit';
 */
export interface AuditChainVerification {
  readonly ok: boolean;
  readonly checked: number;
  readonly firstBroken: AuditChainBreak | null;
}

/**
 * Messages of a chain break; fill `{id}`.
 *
 * @example
 * AUDIT_CHAIN_MESSAGES.changed // 'Audit row {id} was changed after it was written'
 */
export const AUDIT_CHAIN_MESSAGES = {
  changed: 'Audit row {id} was changed after it was written',
  link: 'Audit row {id} does not follow the previous row of its location (a row was removed, inserted or changed)',
  intact: 'The audit trail is intact',
} as const;

const fill = (template: string, id: string) => template.replace('{id}', id);

/**
 * Verifies an audit trail read in pages of rows in ascending id order (all locations mixed): each row's
 * `prevHash` must be the hash of the previous row of its location (null for the first), and its `hash`
 * must match its content. Stops at the first break and names it.
 *
 * @example
 * const result = await verifyAuditTrailPages([rows]);
 * if (!result.ok) console.log(result.firstBroken?.message);
 */
export async function verifyAuditTrailPages(
  pages: AsyncIterable<readonly AuditChainRow[]> | Iterable<readonly AuditChainRow[]>,
): Promise<AuditChainVerification> {
  const last = new Map<number | null, string>();
  let checked = 0;
  for await (const page of pages) {
    for (const row of page) {
      const id = String(row.id);
      const expected = last.get(row.locationId) ?? null;
      if ((row.prevHash ?? null) !== expected) {
        return { ok: false, checked, firstBroken: { id, locationId: row.locationId, reason: 'link', message: fill(AUDIT_CHAIN_MESSAGES.link, id) } };
      }
      if (row.hash !== auditRowHash(row, expected)) {
        return { ok: false, checked, firstBroken: { id, locationId: row.locationId, reason: 'changed', message: fill(AUDIT_CHAIN_MESSAGES.changed, id) } };
      }
      last.set(row.locationId, row.hash);
      checked += 1;
    }
  }
  return { ok: true, checked, firstBroken: null };
}
