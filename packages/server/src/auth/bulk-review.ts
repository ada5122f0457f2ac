/**
 * The summaries vets review before a bulk approval (issue 17 item 3).
 * BulkApprovalPreview opens one: a random nonce bound to the caller, the location, when it was shown, and
 * the version of every request (its task and linked draft) as shown. The web sends the nonce to the
 * identity provider as the OIDC nonce of the re-authentication, so the ID token names the summary it
 * confirms. The approval takes the summary before it approves anything: a nonce confirms one approval,
 * never two.
 *
 * Stored in PostgreSQL (table `bulk_reviews`, `repositories/bulk-reviews.ts`), not in this process: behind
 * a load balancer the preview, the identity provider's re-sign-in page and the approval may each land on
 * another instance (issue 41). The store reaches this module as functions passed in (this folder reads no
 * database); the rows are keyed by a SHA-256 of the nonce, never the nonce itself. A take is one
 * `DELETE … RETURNING` bound to the caller and the location, so of two approvals with one nonce exactly
 * one gets the summary, and another caller's attempt leaves it in place. Expired rows are deleted as new
 * summaries open.
 */
import { createHash, randomBytes } from 'node:crypto';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { TASK_LIMITS } from '@vetrx/core/task';

export interface BulkReview {
  readonly nonce: string;
  /** The identity provider's subject of the caller. */
  readonly sub: string;
  readonly locationId: number;
  /** Milliseconds since the epoch (wall clock, as the provider's auth_time). */
  readonly issuedAt: number;
  readonly expiresAt: number;
  /** Request id → version of the request as the summary showed it. */
  readonly versions: ReadonlyMap<string, string>;
  /** How many of the requests the summary will approve (what the re-authentication confirms). */
  readonly approving: number;
}

/** A summary as the store keeps it: under the hash of its nonce ({@link bulkReviewKey}). */
export interface StoredBulkReview {
  nonceHash: string;
  sub: string;
  locationId: number;
  issuedAt: Date;
  expiresAt: Date;
  versions: Record<string, string>;
  approving: number;
}

/** Where summaries are kept: the caller's repositories (`ctx.repos.bulkReviews`). */
export interface BulkReviewStore {
  /** Stores a summary (and deletes expired ones); false when the caller does not work at its location. */
  open(review: StoredBulkReview): Promise<boolean>;
  /** Deletes and answers the summary under `nonceHash` if it was opened for this subject at this location. */
  take(nonceHash: string, caller: { sub: string; locationId: number }): Promise<StoredBulkReview | null>;
}

/** Reads an open summary's subject and count without taking it, or null when none is open under `nonceHash`. */
export type BulkReviewPeek = (nonceHash: string, now: Date) => Promise<Pick<StoredBulkReview, 'sub' | 'approving'> | null>;

/**
 * The key a summary is stored under: SHA-256 of its nonce (base64url). The nonce travels only between
 * the browser, the identity provider and the ID token; the table, its backups and a statement log hold
 * nothing that names a summary to the provider.
 *
 * @example
 * bulkReviewKey('n0nce') // 43 base64url characters
 */
export function bulkReviewKey(nonce: string): string {
  return createHash('sha256').update(nonce).digest('base64url');
}

/** Opens a summary for the caller and answers it (with its nonce), or null when it could not be stored. */
export async function openBulkReview(store: BulkReviewStore, review: Omit<BulkReview, 'nonce' | 'expiresAt'>): Promise<BulkReview | null> {
  const opened: BulkReview = { ...review, nonce: randomBytes(24).toString('base64url'), expiresAt: review.issuedAt + TASK_LIMITS.bulkReviewMaxAgeSeconds * 1000 };
  const stored = await store.open({
    nonceHash: bulkReviewKey(opened.nonce),
    sub: opened.sub,
    locationId: opened.locationId,
    issuedAt: new Date(opened.issuedAt),
    expiresAt: new Date(opened.expiresAt),
    versions: Object.fromEntries(opened.versions),
    approving: opened.approving,
  });
  return stored ? opened : null;
}

/**
 * Takes the summary named by `nonce` out of the store (single use) and answers it, or null when there is
 * none (never opened, already used) or it has expired (taken all the same). Only the caller who opened
 * it, at its location, may take it: another caller's attempt leaves it in place.
 */
export async function takeBulkReview(store: BulkReviewStore, nonce: string | null, caller: { sub: string; locationId: number; now: number }): Promise<BulkReview | null> {
  if (!nonce) return null;
  const row = await store.take(bulkReviewKey(nonce), { sub: caller.sub, locationId: caller.locationId });
  if (!row || row.expiresAt.getTime() <= caller.now) return null;
  return {
    nonce,
    sub: row.sub,
    locationId: row.locationId,
    issuedAt: row.issuedAt.getTime(),
    expiresAt: row.expiresAt.getTime(),
    versions: new Map(Object.entries(row.versions)),
    approving: row.approving,
  };
}

/**
 * What the identity provider's sign-in page shows for a sign-in whose OIDC params carry a bulk summary's
 * nonce: the username that must sign in (the summary's subject, read-only) and what the
 * sign-in confirms — read from the store without taking it, whichever instance opened it. Otherwise the
 * username the client hinted (login_hint), editable, or nothing.
 */
export async function reauthSignInPage(params: { nonce?: unknown; login_hint?: unknown }, peek: BulkReviewPeek, now = new Date()): Promise<{ username?: string; confirm?: { title: string; sub: string } }> {
  const review = typeof params.nonce === 'string' && params.nonce ? await peek(bulkReviewKey(params.nonce), now) : null;
  const page = APPROVALS_TRIAGE_MESSAGES.bulk.reauthPage;
  if (review) return { username: review.sub, confirm: { title: page.title(review.approving), sub: page.sub } };
  return typeof params.login_hint === 'string' && params.login_hint ? { username: params.login_hint } : {};
}

/**
 * The version of a request as a vet sees it: a digest of its task row and its linked draft's row, so
 * any change to either (directions, quantity, status, assignment…) gives another version.
 */
export function requestVersion(task: unknown, draft: unknown): string {
  return createHash('sha256').update(JSON.stringify([task, draft])).digest('base64url');
}
