import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser, storedUserKey } from './stored-user';

const NOW = Date.UTC(2026, 10, 24, 12);
const config = { issuer: 'http://localhost:4000/oidc', clientId: 'vetrx-web' };
const key = storedUserKey(config);
const at = (ms: number) => () => ms;

afterEach(() => window.localStorage.clear());

describe('the stored sign-in, read without the identity library', () => {
  it('is the user oidc-client-ts stores for this issuer and client, live until its token expires', () => {
    expect(key).toBe('oidc.user:http://localhost:4000/oidc:vetrx-web');
    window.localStorage.setItem(key, JSON.stringify({ access_token: 't', id_token: 'i', profile: { preferred_username: 'vet' }, expires_at: NOW / 1000 + 60 }));
    const user = readStoredUser(config, at(NOW));
    expect(user).toMatchObject({ access_token: 't', id_token: 'i', profile: { preferred_username: 'vet' } });
    expect(user?.expired).toBe(false);
    // oidc-client-ts counts whole seconds: expired from its second on.
    expect(readStoredUser(config, at(NOW + 60_000))?.expired).toBe(true);
    expect(readStoredUser(config, at(NOW + 59_999))?.expired).toBe(false);
  });

  it('is another issuer’s or client’s user for nobody, and nothing without a stored user', () => {
    window.localStorage.setItem(storedUserKey({ ...config, clientId: 'vetrx-cli' }), JSON.stringify({ access_token: 't', expires_at: NOW / 1000 + 60 }));
    expect(readStoredUser(config, at(NOW))).toBeNull();
    window.localStorage.setItem('vetrx.selectedLocationId', '3');
    expect(readStoredUser(config, at(NOW))).toBeNull();
  });

  it('is nothing when the entry cannot be read or has no access token', () => {
    window.localStorage.setItem(key, '{not json');
    expect(readStoredUser(config, at(NOW))).toBeNull();
    window.localStorage.setItem(key, JSON.stringify({ expires_at: NOW / 1000 + 60 }));
    expect(readStoredUser(config, at(NOW))).toBeNull();
    window.localStorage.setItem(key, 'null');
    expect(readStoredUser(config, at(NOW))).toBeNull();
  });

  it('never expires without an expiry, as the library reads it', () => {
    window.localStorage.setItem(key, JSON.stringify({ access_token: 't' }));
    expect(readStoredUser(config, at(NOW))?.expired).toBeUndefined();
  });
});
