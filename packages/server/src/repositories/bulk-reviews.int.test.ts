/**
 * The bulk summaries in the database, on PGlite and PostgreSQL: a summary is taken once
 * — of several takes sent at once with one nonce exactly one gets it; only the vet it was opened for,
 * at its location, takes it (another caller's attempt leaves it in place); an expired one is refused and
 * gone; opening a summary deletes the expired ones, also when instances open at once; the table holds a
 * hash of each nonce, never the nonce; the sign-in page's read sees only open, unexpired summaries.
 */
import { count, eq, lte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TASK_LIMITS } from '@vetrx/core/task';
import { LOCATION } from '@vetrx/fixtures';
import { bulkReviewKey, openBulkReview, takeBulkReview, type BulkReview } from '../auth/bulk-review.js';
import type { DatabaseHandle } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { freshDatabase, testDatabases } from '../testing/index.js';
import { peekBulkReview } from './bulk-reviews.js';
import { createRepositories } from './index.js';

const MG = LOCATION.mapleGrove;
const RS = LOCATION.riverside;
const VET = 'vet@demo.vetrx.dev';
const AGE_MS = TASK_LIMITS.bulkReviewMaxAgeSeconds * 1000;

describe.each(testDatabases())('bulk summaries in the database (%s)', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase(kind, { demo: true });
  });
  afterAll(() => database?.close());

  /** A caller's repositories: working at `locationIds` (each call a new request, as on another instance). */
  const storeOf = (locationIds: number[] = [MG, RS]) => createRepositories({ db: database.db, tx: null, locationIds, supportMode: false, userId: null, ownLocationIds: locationIds }).bulkReviews;
  const open = async (over: { sub?: string; locationId?: number; issuedAt?: number } = {}): Promise<BulkReview> => {
    const review = await openBulkReview(storeOf(), { sub: over.sub ?? VET, locationId: over.locationId ?? MG, issuedAt: over.issuedAt ?? Date.now(), versions: new Map([['11', 'v11'], ['12', 'v12']]), approving: 2 });
    if (!review) throw new Error('not opened');
    return review;
  };
  const take = (review: BulkReview, caller: { sub?: string; locationId?: number; now?: number } = {}, locationIds?: number[]) =>
    takeBulkReview(storeOf(locationIds), review.nonce, { sub: caller.sub ?? VET, locationId: caller.locationId ?? MG, now: caller.now ?? Date.now() });
  const stored = async (review: BulkReview) => (await database.db.select({ n: count() }).from(t.bulkReviews).where(eq(t.bulkReviews.nonceHash, bulkReviewKey(review.nonce))))[0].n;
  const peek = (review: BulkReview, now = new Date()) => peekBulkReview(database.db, bulkReviewKey(review.nonce), now);

  it('stores a hash of the nonce, never the nonce, with what the summary showed', async () => {
    const review = await open();
    const rows = await database.db.select().from(t.bulkReviews).where(eq(t.bulkReviews.nonceHash, bulkReviewKey(review.nonce)));
    expect(rows).toEqual([
      { nonceHash: bulkReviewKey(review.nonce), sub: VET, locationId: MG, issuedAt: new Date(review.issuedAt), expiresAt: new Date(review.issuedAt + AGE_MS), versions: { '11': 'v11', '12': 'v12' }, approving: 2 },
    ]);
    const all = JSON.stringify(await database.db.select().from(t.bulkReviews));
    expect(all).not.toContain(review.nonce);
    expect(await peek(review)).toEqual({ sub: VET, approving: 2 });
  });

  it('is taken once: of eight takes sent at once with one nonce, exactly one gets the summary', async () => {
    for (let round = 0; round < 3; round++) {
      const review = await open();
      const answers = await Promise.all(Array.from({ length: 8 }, () => take(review)));
      const won = answers.filter((a) => a !== null);
      expect(won).toHaveLength(1);
      expect(won[0]).toEqual(review);
      expect(await stored(review)).toBe(0);
      expect(await peek(review)).toBeNull();
      expect(await take(review)).toBeNull();
    }
  });

  it("is taken only by the vet it was opened for, at its location: another caller's attempt leaves it in place", async () => {
    const review = await open();
    expect(await take(review, { sub: 'vet2@demo.vetrx.dev' })).toBeNull();
    // The same vet at another of their locations, or a caller who does not work at its location.
    expect(await take(review, { locationId: RS })).toBeNull();
    expect(await take(review, {}, [RS])).toBeNull();
    expect(await stored(review)).toBe(1);
    expect(await peek(review)).toEqual({ sub: VET, approving: 2 });
    expect(await take(review)).toEqual(review);
  });

  it('is not opened at a location the caller does not work at', async () => {
    const before = (await database.db.select({ n: count() }).from(t.bulkReviews))[0].n;
    expect(await openBulkReview(storeOf([RS]), { sub: VET, locationId: MG, issuedAt: Date.now(), versions: new Map(), approving: 1 })).toBeNull();
    expect((await database.db.select({ n: count() }).from(t.bulkReviews))[0].n).toBe(before);
  });

  it('refuses an expired summary and removes it; the sign-in page no longer sees it', async () => {
    const now = Date.now();
    const review = await open({ issuedAt: now - AGE_MS - 1_000 });
    expect(await peek(review, new Date(now))).toBeNull();
    expect(await stored(review)).toBe(1);
    expect(await take(review, { now })).toBeNull();
    expect(await stored(review)).toBe(0);
    // At the last moment it is still open.
    const fresh = await open({ issuedAt: now });
    expect(await peek(fresh, new Date(now + AGE_MS - 1))).not.toBeNull();
    expect(await take(fresh, { now: now + AGE_MS - 1 })).toEqual(fresh);
  });

  it('deletes the expired summaries as new ones open, instances opening at once included; open ones stay', async () => {
    const now = Date.now();
    const kept = await open({ issuedAt: now - 60_000 });
    // 250 expired summaries of several vets (more than one opening deletes).
    await database.db.insert(t.bulkReviews).values(
      Array.from({ length: 250 }, (_, i) => ({
        nonceHash: `expired-${i}`,
        sub: i % 2 ? VET : 'vet2@demo.vetrx.dev',
        locationId: MG,
        issuedAt: new Date(now - AGE_MS - 60_000 - i),
        expiresAt: new Date(now - 60_000 - i),
        versions: {},
        approving: 1,
      })),
    );
    const expired = async () => (await database.db.select({ n: count() }).from(t.bulkReviews).where(lte(t.bulkReviews.expiresAt, new Date(now))))[0].n;
    expect(await expired()).toBe(250);
    // Six openings at once (on PostgreSQL, on six connections): none waits for another's sweep or fails.
    const opened = await Promise.all(Array.from({ length: 6 }, () => open({ issuedAt: now })));
    expect(opened.every((r) => r.nonce)).toBe(true);
    expect(await expired()).toBeLessThan(250);
    // Each opening deletes up to 200: two more leave none, whatever the six did.
    await open({ issuedAt: now });
    await open({ issuedAt: now });
    expect(await expired()).toBe(0);
    expect(await stored(kept)).toBe(1);
    for (const r of opened) expect(await stored(r)).toBe(1);
  });
});
