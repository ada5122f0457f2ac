/**
 * The summaries vets review before a bulk approval (issue 17 item 3, decision 0188). BulkApprovalPreview
 * opens one: a random nonce bound to the caller, the location, when it was shown, and the version of
 * every request (its task and linked draft) as shown. The web sends the nonce to the identity provider as
 * the OIDC nonce of the re-authentication, so the ID token names the summary it confirms. The approval
 * takes the summary out of the store before anything else: a nonce confirms one approval, never two.
 *
 * Kept in the server's memory, one store per server (keyed by its ID-token verifier): a summary is
 * short-lived and never a record. A restart or another server process does not know it, so the
 * approval is refused and the vet reviews again — never weaker. Several processes would need a table.
 */
import { createHash, randomBytes } from 'node:crypto';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import type { IdTokenVerifier } from './reauth.js';
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

const stores = new WeakMap<IdTokenVerifier, Map<string, BulkReview>>();
/**
 * Every open summary of this process by nonce, whichever server opened it: the identity provider's
 * sign-in page of the re-authentication reads what it confirms (decision 0335). A nonce is 24 random
 * bytes, so one process never holds two equal ones.
 */
const open = new Map<string, BulkReview>();

function storeOf(server: IdTokenVerifier): Map<string, BulkReview> {
  let store = stores.get(server);
  if (!store) stores.set(server, (store = new Map()));
  return store;
}

/** Opens a summary for the caller and answers it (with its nonce); drops the expired ones. */
export function openBulkReview(server: IdTokenVerifier, review: Omit<BulkReview, 'nonce' | 'expiresAt'>): BulkReview {
  const store = storeOf(server);
  for (const [nonce, r] of store) if (r.expiresAt <= review.issuedAt) store.delete(nonce);
  for (const [nonce, r] of open) if (r.expiresAt <= review.issuedAt) open.delete(nonce);
  const opened: BulkReview = { ...review, nonce: randomBytes(24).toString('base64url'), expiresAt: review.issuedAt + TASK_LIMITS.bulkReviewMaxAgeSeconds * 1000 };
  store.set(opened.nonce, opened);
  open.set(opened.nonce, opened);
  return opened;
}

/**
 * The open, unexpired summary named by `nonce` (an OIDC sign-in's nonce), without taking it: what the
 * sign-in page says it confirms and whose username it fills in. Null for any other nonce.
 */
function peekBulkReview(nonce: unknown, now = Date.now()): Pick<BulkReview, 'sub' | 'approving'> | null {
  if (typeof nonce !== 'string' || !nonce) return null;
  const review = open.get(nonce);
  return review && review.expiresAt > now ? { sub: review.sub, approving: review.approving } : null;
}

/**
 * What the identity provider's sign-in page shows for a sign-in whose OIDC params carry a bulk summary's
 * nonce (decision 0335): the username that must sign in (the summary's subject, read-only) and what the
 * sign-in confirms. Otherwise the username the client hinted (login_hint), editable, or nothing.
 */
export function reauthSignInPage(params: { nonce?: unknown; login_hint?: unknown }): { username?: string; confirm?: { title: string; sub: string } } {
  const review = peekBulkReview(params.nonce);
  const page = APPROVALS_TRIAGE_MESSAGES.bulk.reauthPage;
  if (review) return { username: review.sub, confirm: { title: page.title(review.approving), sub: page.sub } };
  return typeof params.login_hint === 'string' && params.login_hint ? { username: params.login_hint } : {};
}

/**
 * Takes the summary named by `nonce` out of the store (single use) and answers it, or null when there is
 * none (never opened, already used, opened by another server) or it has expired. Only the caller who
 * opened it may take it: another caller's attempt leaves it in place.
 */
export function takeBulkReview(server: IdTokenVerifier, nonce: string | null, caller: { sub: string; locationId: number; now: number }): BulkReview | null {
  if (!nonce) return null;
  const store = storeOf(server);
  const review = store.get(nonce);
  if (!review || review.sub !== caller.sub || review.locationId !== caller.locationId) return null;
  store.delete(nonce);
  open.delete(nonce);
  return review.expiresAt > caller.now ? review : null;
}

/**
 * The version of a request as a vet sees it: a digest of its task row and its linked draft's row, so
 * any change to either (directions, quantity, status, assignment…) gives another version.
 */
export function requestVersion(task: unknown, draft: unknown): string {
  return createHash('sha256').update(JSON.stringify([task, draft])).digest('base64url');
}
