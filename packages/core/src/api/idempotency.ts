/**
 * Idempotent creates: a client sends one key per form submission in the
 * `Idempotency-Key` header; the server stores the first successful answer under (caller, key) and
 * answers a retry with it, writing nothing new.
 */
import { COMMON_MESSAGES } from '../messages/common.js';

/**
 * Header carrying a submission's idempotency key (lower case, as HTTP/2 sends header names).
 *
 * @example
 * headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * How long a stored answer is replayed; after that the key may be used again as if new.
 *
 * @example
 * IDEMPOTENCY_KEY_TTL_HOURS // 24
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * The operations that honour an idempotency key: the creates, and the approval path (issuing an Rx
 * for a request, authorizing a draft that answers one, actioning a request, approving requests in
 * bulk). A key sent with any other mutation is refused; with a query it has no effect.
 *
 * @example
 * IDEMPOTENT_OPERATIONS.includes('AddPrescription') // true
 */
export const IDEMPOTENT_OPERATIONS = [
  'AddPrescription',
  'UpdatePrescription',
  'AddLocationClient',
  'AddLocationPatient',
  'AddShortcut',
  'UpsertPrescriptionTask',
  'BulkApprovePrescriptionTasks',
] as const;

/**
 * Does this operation (by name, or by its root field: `AddPrescription` / `addPrescription`) honour a key?
 *
 * @example
 * isIdempotentOperation('addShortcut') // true
 * isIdempotentOperation('DeletePrescription') // false
 */
export function isIdempotentOperation(name: string): boolean {
  const upper = name.charAt(0).toUpperCase() + name.slice(1);
  return (IDEMPOTENT_OPERATIONS as readonly string[]).includes(upper);
}

const KEY = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The key rule: 16 to 128 letters, digits, `-` or `_` (a UUID, a ULID). Answers the refusal's message,
 * or null for a good key.
 *
 * @example
 * checkIdempotencyKey('2b1f6c7e-3f0a-4d5e-9a51-0f6b9c1d2e3f') // null
 * checkIdempotencyKey('1') // 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"'
 */
export function checkIdempotencyKey(key: string): string | null {
  return KEY.test(key) ? null : COMMON_MESSAGES.idempotencyKeyInvalid;
}

/**
 * A fresh key: a random UUID (Web Crypto, in browsers and Node alike).
 *
 * @example
 * const key = newIdempotencyKey(); // '2b1f6c7e-3f0a-4d5e-9a51-0f6b9c1d2e3f'
 */
export function newIdempotencyKey(): string {
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}

/**
 * One key per submission, for a client that retries: the same operation with the same variables gets
 * the same key until it succeeds (a double click, a retry after a lost answer), then a new one (a
 * deliberate second submission). Remembers at most `limit` unsettled submissions.
 *
 * @example
 * const keys = submissionKeys();
 * const key = keys.keyFor('AddPrescription', variables); // same key for the same variables…
 * keys.succeeded('AddPrescription', variables);           // …until one succeeds
 */
export function submissionKeys(limit = 100) {
  const pending = new Map<string, string>();
  const id = (operation: string, variables: unknown) => `${operation}\u0000${JSON.stringify(variables ?? {})}`;
  return {
    /** The key of this submission: the pending one, or a new one. */
    keyFor(operation: string, variables: unknown): string {
      const k = id(operation, variables);
      let key = pending.get(k);
      if (!key) {
        key = newIdempotencyKey();
        pending.set(k, key);
        if (pending.size > limit) pending.delete(pending.keys().next().value!);
      }
      return key;
    },
    /** Forgets the submission's key once it succeeded: the next identical submission is a new one. */
    succeeded(operation: string, variables: unknown): void {
      pending.delete(id(operation, variables));
    },
  };
}
