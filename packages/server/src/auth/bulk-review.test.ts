/**
 * The re-authentication's sign-in page (decision 0335): a sign-in carrying an open bulk summary's nonce
 * says how many requests it approves and names who must sign in; once the summary is taken (or for any
 * other nonce) the page is the plain sign-in, with the hinted username at most.
 */
import { describe, expect, it } from 'vitest';
import { openBulkReview, reauthSignInPage, takeBulkReview } from './bulk-review.js';
import type { IdTokenVerifier } from './reauth.js';

const server: IdTokenVerifier = async () => ({ sub: '', authTime: null, nonce: null });

describe('reauthSignInPage', () => {
  it('says what an open summary confirms and fills in its subject', () => {
    const now = Date.now();
    const review = openBulkReview(server, { sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: now, versions: new Map([['1', 'a'], ['2', 'b'], ['3', 'c']]), approving: 2 });
    expect(reauthSignInPage({ nonce: review.nonce, login_hint: 'someone@else.dev' })).toEqual({
      username: 'vet@demo.vetrx.dev',
      confirm: { title: 'Sign in again to approve 2 requests', sub: expect.stringContaining('Nothing is approved until you sign in') },
    });
    expect(reauthSignInPage({ nonce: openBulkReview(server, { sub: 'v', locationId: 1, issuedAt: now, versions: new Map(), approving: 1 }).nonce }).confirm?.title).toBe('Sign in again to approve 1 request');
    // Taken (approved or refused), the nonce confirms nothing any more.
    expect(takeBulkReview(server, review.nonce, { sub: 'vet@demo.vetrx.dev', locationId: 1, now })).not.toBeNull();
    expect(reauthSignInPage({ nonce: review.nonce, login_hint: 'vet@demo.vetrx.dev' })).toEqual({ username: 'vet@demo.vetrx.dev' });
  });

  it('is the plain sign-in for an unknown or expired nonce', () => {
    expect(reauthSignInPage({ nonce: 'not-a-summary' })).toEqual({});
    const old = openBulkReview(server, { sub: 'vet@demo.vetrx.dev', locationId: 1, issuedAt: Date.now() - 24 * 3600_000, versions: new Map(), approving: 1 });
    expect(reauthSignInPage({ nonce: old.nonce })).toEqual({});
  });
});
