/**
 * The audit trail's hash chain (issue 9 item 5; keyed by decision 0290): each audit
 * row stores the hash of the previous row of its location (`prevHash`) and its own seal over its
 * content and that link — an HMAC-SHA256 under the server's audit key (`auditRowMac`), named by the
 * key's id (`keyId`). A row edited, removed or re-ordered in the database breaks the chain at that row,
 * and someone who can write to the database but does not hold the key cannot recompute the seals of
 * the rows after it. Pure: the server seals with `auditRowMac` and checks with `verifyAuditTrailPages`
 * (VerifyAuditChain, which the CLI's `vetrx audit verify` asks).
 */
import { hmac } from '@noble/hashes/hmac.js';
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
  /** The id of the audit key that sealed the row; null for a row sealed without one. */
  readonly keyId: string | null;
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

/** What a row's hash or seal covers: the previous row's hash (empty for the first row) and the canonical content. */
function auditRowMessage(row: AuditHashInput, prevHash: string | null): Uint8Array {
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
  return utf8ToBytes(`${prevHash ?? ''}\n${content}`);
}

/**
 * The unkeyed hash of an audit row: SHA-256 (hex) of the previous row's hash (empty for the first row
 * of a location) and the row's canonical content. Anyone can compute it, so it proves nothing against
 * someone who can write to the database; rows are sealed with {@link auditRowMac} (decision 0290). The
 * server uses it to check a trail written before the key, before it seals that trail.
 *
 * @example
 * auditRowHash(row, null) // '3f0c…' (64 hex characters)
 */
export function auditRowHash(row: AuditHashInput, prevHash: string | null): string {
  return bytesToHex(sha256(auditRowMessage(row, prevHash)));
}

/**
 * Shortest audit key accepted (characters): 32, e.g. `openssl rand -base64 32` gives 44.
 *
 * @example
 * AUDIT_KEY_MIN_LENGTH // 32
 */
export const AUDIT_KEY_MIN_LENGTH = 32;

/**
 * An audit key: the secret the server seals rows with, and its id (a fingerprint of the secret, stored
 * with every row it seals, so a verifier holding several keys knows which one a row needs).
 *
 * @example
 * import type { AuditKey } from '@vetrx/core/audit';
 */
export interface AuditKey {
  readonly id: string;
  readonly secret: Uint8Array;
}

/**
 * The keys a server holds: the current one seals new rows; previous ones (after a rotation) still
 * verify the rows they sealed.
 *
 * @example
 * import type { AuditKeyring } from '@vetrx/core/audit';
 */
export interface AuditKeyring {
  readonly current: AuditKey;
  readonly byId: ReadonlyMap<string, AuditKey>;
}

/**
 * Makes an audit key of a configured secret (at least {@link AUDIT_KEY_MIN_LENGTH} characters; null
 * when shorter). Its id is the first 16 hex digits of SHA-256 over a label and the secret: stable
 * across processes, and it reveals nothing usable about the secret.
 *
 * @example
 * auditKey('0123456789abcdef0123456789abcdef')?.id // 16 hex digits
 */
export function auditKey(secret: string): AuditKey | null {
  if (secret.length < AUDIT_KEY_MIN_LENGTH) return null;
  const bytes = utf8ToBytes(secret);
  return { id: bytesToHex(sha256(utf8ToBytes(`vetrx-audit-key-id\n${secret}`))).slice(0, 16), secret: bytes };
}

/**
 * A keyring of the current key and any previous ones (each at least {@link AUDIT_KEY_MIN_LENGTH}
 * characters). Returns the field at fault when a secret is too short.
 *
 * @example
 * auditKeyring(process.env.VETRX_AUDIT_KEY!, []) // { ok: true, value: { current, byId } }
 */
export function auditKeyring(
  current: string,
  previous: readonly string[] = [],
): { readonly ok: true; readonly value: AuditKeyring } | { readonly ok: false; readonly field: 'current' | 'previous' } {
  const key = auditKey(current);
  if (!key) return { ok: false, field: 'current' };
  const byId = new Map<string, AuditKey>([[key.id, key]]);
  for (const secret of previous) {
    const old = auditKey(secret);
    if (!old) return { ok: false, field: 'previous' };
    if (!byId.has(old.id)) byId.set(old.id, old);
  }
  return { ok: true, value: { current: key, byId } };
}

/**
 * The seal of an audit row: HMAC-SHA256 (hex) under an audit key of the previous row's hash (empty
 * for the first row of a location) and the row's canonical content. Without the key nobody can make a
 * seal that verifies, so rows rewritten in the database cannot be re-linked.
 *
 * @example
 * auditRowMac(row, null, keyring.current) // '9a41…' (64 hex characters)
 */
export function auditRowMac(row: AuditHashInput, prevHash: string | null, key: AuditKey): string {
  return bytesToHex(hmac(sha256, key.secret, auditRowMessage(row, prevHash)));
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
  /**
   * 'changed': the row's content no longer matches its seal; 'link': it does not follow the previous
   * row of its location; 'unkeyed': it carries no key id (written or rewritten without the audit key);
   * 'key': it names a key the verifier does not hold.
   */
  readonly reason: 'changed' | 'link' | 'unkeyed' | 'key';
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
  unkeyed: 'Audit row {id} is not sealed with an audit key: it was written or rewritten outside the server',
  key: 'Audit row {id} is sealed with audit key {keyId}, which this server does not hold (configure it in VETRX_AUDIT_PREVIOUS_KEYS)',
  link: 'Audit row {id} does not follow the previous row of its location (a row was removed, inserted or changed)',
  intact: 'The audit trail is intact',
} as const;

const fill = (template: string, id: string, keyId = '') => template.replace('{id}', id).replace('{keyId}', keyId);

/**
 * Verifies an audit trail read in pages of rows in ascending id order (locations may be mixed): each
 * row's `prevHash` must be the hash of the previous row of its location (null for the first), it must
 * name a key of the keyring, and its `hash` must be the seal of its content under that key
 * ({@link auditRowMac}). Stops at the first break and names it.
 *
 * @example
 * const result = await verifyAuditTrailPages([rows], keyring);
 * if (!result.ok) console.log(result.firstBroken?.message);
 */
export async function verifyAuditTrailPages(
  pages: AsyncIterable<readonly AuditChainRow[]> | Iterable<readonly AuditChainRow[]>,
  keyring: AuditKeyring,
): Promise<AuditChainVerification> {
  const last = new Map<number | null, string>();
  let checked = 0;
  const broken = (row: AuditChainRow, reason: AuditChainBreak['reason']): AuditChainVerification => {
    const id = String(row.id);
    return { ok: false, checked, firstBroken: { id, locationId: row.locationId, reason, message: fill(AUDIT_CHAIN_MESSAGES[reason], id, row.keyId ?? '') } };
  };
  for await (const page of pages) {
    for (const row of page) {
      const expected = last.get(row.locationId) ?? null;
      if ((row.prevHash ?? null) !== expected) return broken(row, 'link');
      if (row.keyId === null || row.keyId === undefined) return broken(row, 'unkeyed');
      const key = keyring.byId.get(row.keyId);
      if (!key) return broken(row, 'key');
      if (row.hash !== auditRowMac(row, expected, key)) return broken(row, 'changed');
      last.set(row.locationId, row.hash);
      checked += 1;
    }
  }
  return { ok: true, checked, firstBroken: null };
}
