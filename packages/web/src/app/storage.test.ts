import { afterEach, describe, expect, it } from 'vitest';
import { hasLiveStoredSignIn } from './storage';

const NOW = Date.UTC(2026, 10, 24, 12);
const key = 'oidc.user:http://localhost:4000/oidc:vetrx-web';

afterEach(() => window.localStorage.clear());

describe('a returning user with a live token (decision 0204)', () => {
  it('is one whose stored user expires after now', () => {
    window.localStorage.setItem(key, JSON.stringify({ access_token: 't', expires_at: NOW / 1000 + 60 }));
    expect(hasLiveStoredSignIn(NOW)).toBe(true);
  });

  it('is not one whose token has expired, nor a browser without a stored user', () => {
    window.localStorage.setItem(key, JSON.stringify({ access_token: 't', expires_at: NOW / 1000 - 1 }));
    expect(hasLiveStoredSignIn(NOW)).toBe(false);
    window.localStorage.clear();
    window.localStorage.setItem('vetrx.selectedLocationId', '3');
    expect(hasLiveStoredSignIn(NOW)).toBe(false);
  });

  it('is not one whose stored user cannot be read', () => {
    window.localStorage.setItem(key, '{not json');
    expect(hasLiveStoredSignIn(NOW)).toBe(false);
    window.localStorage.setItem(key, JSON.stringify({ access_token: 't' }));
    expect(hasLiveStoredSignIn(NOW)).toBe(false);
    // An unreadable entry beside a live one does not hide the live one.
    window.localStorage.setItem(`${key}-old`, '{not json');
    window.localStorage.setItem(`${key}-new`, JSON.stringify({ access_token: 't', expires_at: NOW / 1000 + 60 }));
    expect(hasLiveStoredSignIn(NOW)).toBe(true);
  });
});
