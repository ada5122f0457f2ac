/**
 * The bulk summaries' side that needs no database: what is handed to the
 * store (the nonce's hash, never the nonce), what a take answers, and the re-authentication's sign-in
 * page — a sign-in carrying an open summary's nonce says how many requests it approves and names who
 * must sign in; for any other nonce the page is the plain sign-in, with the hinted username at most.
 * The store itself, on PGlite and PostgreSQL: repositories/bulk-reviews.int.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { TASK_LIMITS } from '@vetrx/core/task';
import { bulkReviewKey, openBulkReview, reauthSignInPage, takeBulkReview, type BulkReviewStore, type StoredBulkReview } from './bulk-review.js';

/** A store in a Map, as the table behaves: keyed by hash, taken once, bound to subject and location. */
function mapStore() {
  const rows = new Map<string, StoredBulkReview>();
  const store: BulkReviewStore = {
    open: vi.fn(async (review: StoredBulkReview) => {
      rows.set(review.nonceHash, review);
      return true;
    }),
    take: vi.fn(async (nonceHash: string, caller: { sub: string; locationId: number }) => {
      const row = rows.get(nonceHash);
      if (!row || row.sub !== caller.sub || row.locationId !== caller.locationId) return null;
      rows.delete(nonceHash);
      return row;
    }),
  };
  const peek = async (nonceHash: string, now: Date) => {
    const row = rows.get(nonceHash);
    return row && row.expiresAt > now ? { sub: row.sub, approving: row.approving } : null;
  };
  return { rows, store, peek };
}

describe('a bulk summary as the store receives it', () => {
  it('is keyed by the SHA-256 of its nonce and expires TASK_LIMITS.bulkReviewMaxAgeSeconds after it was shown', async () => {
    const { rows, store } = mapStore();
    const now = Date.now();
    const review = (await openBulkReview(store, { sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: now, versions: new Map([['7', 'a']]), approving: 1 }))!;
    expect(review.nonce).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const [stored] = [...rows.values()];
    expect(stored).toEqual({ nonceHash: bulkReviewKey(review.nonce), sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: new Date(now), expiresAt: new Date(now + TASK_LIMITS.bulkReviewMaxAgeSeconds * 1000), versions: { '7': 'a' }, approving: 1 });
    expect(stored.nonceHash).not.toBe(review.nonce);
    expect(JSON.stringify(stored)).not.toContain(review.nonce);
  });

  it('is answered by a take with its versions, once; an expired one is refused; no nonce asks nothing', async () => {
    const { store } = mapStore();
    const now = Date.now();
    const review = (await openBulkReview(store, { sub: 'v', locationId: 1, issuedAt: now, versions: new Map([['1', 'x'], ['2', 'y']]), approving: 2 }))!;
    const taken = await takeBulkReview(store, review.nonce, { sub: 'v', locationId: 1, now });
    expect(taken).toEqual(review);
    expect(await takeBulkReview(store, review.nonce, { sub: 'v', locationId: 1, now })).toBeNull();
    const old = (await openBulkReview(store, { sub: 'v', locationId: 1, issuedAt: now - TASK_LIMITS.bulkReviewMaxAgeSeconds * 1000, versions: new Map(), approving: 0 }))!;
    expect(await takeBulkReview(store, old.nonce, { sub: 'v', locationId: 1, now })).toBeNull();
    vi.mocked(store.take).mockClear();
    expect(await takeBulkReview(store, null, { sub: 'v', locationId: 1, now })).toBeNull();
    expect(store.take).not.toHaveBeenCalled();
  });

  it('answers null when the store did not keep it (the caller does not work at its location)', async () => {
    const store: BulkReviewStore = { open: async () => false, take: async () => null };
    expect(await openBulkReview(store, { sub: 'v', locationId: 9, issuedAt: Date.now(), versions: new Map(), approving: 1 })).toBeNull();
  });
});

describe('reauthSignInPage', () => {
  it('says what an open summary confirms and fills in its subject', async () => {
    const { store, peek } = mapStore();
    const now = Date.now();
    const review = (await openBulkReview(store, { sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: now, versions: new Map([['1', 'a'], ['2', 'b'], ['3', 'c']]), approving: 2 }))!;
    expect(await reauthSignInPage({ nonce: review.nonce, login_hint: 'someone@else.dev' }, peek)).toEqual({
      username: 'vet@demo.vetrx.dev',
      confirm: { title: 'Sign in again to approve 2 requests', sub: expect.stringContaining('Nothing is approved until you sign in') },
    });
    const one = (await openBulkReview(store, { sub: 'v', locationId: 1, issuedAt: now, versions: new Map(), approving: 1 }))!;
    expect((await reauthSignInPage({ nonce: one.nonce }, peek)).confirm?.title).toBe('Sign in again to approve 1 request');
    // Taken (approved or refused), the nonce confirms nothing any more.
    expect(await takeBulkReview(store, review.nonce, { sub: 'vet@demo.vetrx.dev', locationId: 1, now })).not.toBeNull();
    expect(await reauthSignInPage({ nonce: review.nonce, login_hint: 'vet@demo.vetrx.dev' }, peek)).toEqual({ username: 'vet@demo.vetrx.dev' });
  });

  it('is the plain sign-in for an unknown or expired nonce, and asks the store nothing without one', async () => {
    const { store, peek } = mapStore();
    expect(await reauthSignInPage({ nonce: 'not-a-summary' }, peek)).toEqual({});
    const old = (await openBulkReview(store, { sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: Date.now() - 24 * 3600_000, versions: new Map(), approving: 1 }))!;
    expect(await reauthSignInPage({ nonce: old.nonce }, peek)).toEqual({});
    const asked = vi.fn(peek);
    expect(await reauthSignInPage({ nonce: 42, login_hint: 'vet@demo.vetrx.dev' }, asked)).toEqual({ username: 'vet@demo.vetrx.dev' });
    expect(await reauthSignInPage({}, asked)).toEqual({});
    expect(asked).not.toHaveBeenCalled();
  });
});
