/**
 * The signed-in user as oidc-client-ts keeps it in localStorage (`oidc.user:<issuer>:<client>`, decision
 * 0301), read without loading the library: start-up sends a returning user's first queries with it
 * before the library has arrived, and the auth service knows the user is signed in at once (issue 61).
 */
import type { User } from 'oidc-client-ts';
import type { AppConfig } from '../config';

/** The fields of a signed-in user the app reads (oidc-client-ts's `User` has them all). */
export type AuthUser = Pick<User, 'access_token' | 'id_token' | 'refresh_token' | 'profile' | 'expires_at' | 'expired'>;

/**
 * The localStorage key oidc-client-ts's UserManager stores the user under (`WebStorageStateStore`'s
 * `oidc.` prefix, then `user:<authority>:<client_id>`).
 *
 * @example
 * storedUserKey({ issuer: 'http://localhost:4000/oidc', clientId: 'vetrx-web' }) // 'oidc.user:http://localhost:4000/oidc:vetrx-web'
 */
export function storedUserKey(config: Pick<AppConfig, 'issuer' | 'clientId'>): string {
  return `oidc.user:${config.issuer}:${config.clientId}`;
}

/**
 * The stored user of this issuer and client, or null when there is none or it cannot be read. `expired`
 * follows oidc-client-ts: whole seconds, and a user without `expires_at` never expires.
 *
 * @example
 * const user = readStoredUser(config); if (user && !user.expired) send(user.access_token);
 */
export function readStoredUser(config: Pick<AppConfig, 'issuer' | 'clientId'>, now: () => number = Date.now): AuthUser | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(storedUserKey(config));
  } catch {
    return null;
  }
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const o = value as Record<string, unknown>;
  if (typeof o.access_token !== 'string' || o.access_token.length === 0) return null;
  const expiresAt = typeof o.expires_at === 'number' ? o.expires_at : undefined;
  return {
    access_token: o.access_token,
    id_token: typeof o.id_token === 'string' ? o.id_token : undefined,
    refresh_token: typeof o.refresh_token === 'string' ? o.refresh_token : undefined,
    profile: (typeof o.profile === 'object' && o.profile !== null ? o.profile : {}) as AuthUser['profile'],
    expires_at: expiresAt,
    get expired() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(now() / 1000) <= 0;
    },
  };
}
