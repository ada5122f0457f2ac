/**
 * Sign-in through the identity provider (admin §2.1): OIDC authorization code with PKCE, scopes
 * openid profile email, redirect to /login/callback, end-session back to /.
 *
 * A small observable around oidc-client-ts's UserManager so the API client (outside React) and the
 * React tree read the same user. The user (ID token and an access token of at most 10 minutes, never a
 * refresh token: decision 0301) is kept in localStorage under `oidc.*` so a session survives a new
 * tab; a minute before the access token expires it is renewed silently through the provider's own
 * session (an httpOnly cookie the page cannot read). Signing out ends that session at the provider,
 * which ends the grant: the tokens the browser held are refused by the API from then on.
 *
 * The library itself loads on demand (issue 61): a stored user whose token is live is
 * signed in at once, read straight from storage, and the library follows once the first screen is up
 * (`ready()`); a stored token that expired waits for the library and its silent renewal.
 */
import type { OidcMetadata, User, UserManager } from 'oidc-client-ts';
import type { AppConfig } from '../config';
import { oidcModule } from './load-oidc';
import { readStoredUser, storedUserKey, type AuthUser } from './stored-user';

export { CALLBACK_PATH } from './constants';
export type { AuthUser } from './stored-user';

/** `signingOut`: the browser is leaving for the provider's end-session page; show nothing new. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'signingOut';

export interface AuthSnapshot {
  readonly status: AuthStatus;
  readonly user: AuthUser | null;
}

export interface AuthService {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored user; call once at start-up. */
  init(): Promise<void>;
  /**
   * Loads the library behind a user read from storage (renewal timers, expiry events): start-up calls it
   * once the first screen is up. Every other method that needs the library loads it itself.
   */
  ready(): Promise<void>;
  /** The current access token, or null when absent or expired. */
  getAccessToken(): string | null;
  /** Starts the code flow: the browser leaves for the provider's sign-in page. */
  signIn(): Promise<void>;
  /**
   * Finishes a code flow on /login/callback (or a silent renew inside a hidden frame). Resolves to the
   * signed-in user, or null inside a frame.
   */
  completeSignIn(url?: string): Promise<AuthUser | null>;
  /** Signs in without showing anything when the provider still has a session; null otherwise. */
  trySilentSignIn(): Promise<AuthUser | null>;
  /** Ends the session at the provider and returns to /; local tokens are removed first. */
  signOut(): Promise<void>;
  /** Forgets the local user (unauthenticated answer, expired token) without visiting the provider. */
  forget(): Promise<void>;
  /** Registers a callback for an access token that expired and could not be renewed. */
  onExpired(listener: () => void): () => void;
}

export interface AuthServiceOptions {
  /** A UserManager of one's own (tests); by default the portal's, from the library loaded on demand. */
  manager?: UserManager;
  /** The provider's discovery document when start-up already asked for it (a renewal comes first). */
  metadata?: Promise<Partial<OidcMetadata> | null>;
}

/**
 * Creates the auth service for a configuration and an origin.
 *
 * @example
 * const auth = createAuthService(config, window.location.origin); await auth.init();
 */
export function createAuthService(config: AppConfig, origin: string, options: AuthServiceOptions = {}): AuthService {
  let snapshot: AuthSnapshot = { status: 'loading', user: null };
  let signingOut = false;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();

  function set(user: AuthUser | null): void {
    const usable = user && !user.expired ? user : null;
    snapshot = signingOut
      ? { status: 'signingOut', user: null }
      : { status: usable ? 'authenticated' : 'anonymous', user: usable };
    listeners.forEach((l) => l());
  }

  let loading: Promise<UserManager> | null = null;
  /** The UserManager, its events wired to this service (once). */
  const manager = (): Promise<UserManager> =>
    (loading ??= (async () => {
      const userManager =
        options.manager ??
        (await oidcModule.preload()).createUserManager(config, origin, (await options.metadata?.catch(() => null)) ?? undefined);
      userManager.events.addUserLoaded((user: User) => set(user));
      userManager.events.addUserUnloaded(() => set(null));
      userManager.events.addAccessTokenExpired(() => {
        expiredListeners.forEach((l) => l());
      });
      return userManager;
    })());
  // A failed load of the library is tried again by the next call.
  const userManager = () =>
    manager().catch((error: unknown) => {
      loading = null;
      throw error;
    });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      const stored = options.manager ? null : readStoredUser(config);
      if (stored && !stored.expired) {
        set(stored);
        return;
      }
      try {
        const um = await userManager();
        const user = await um.getUser();
        if (user?.expired) {
          // A refresh token (or the provider's session) may still renew it quietly.
          const renewed = await um.signinSilent().catch(() => null);
          set(renewed);
          return;
        }
        set(user);
      } catch {
        set(null);
      }
    },
    async ready() {
      // Reading the user through the library arms its expiry timers and with them the silent renewal.
      await (await userManager()).getUser();
    },
    getAccessToken() {
      const user = snapshot.user;
      return user && !user.expired ? user.access_token : null;
    },
    signIn: async () => (await userManager()).signinRedirect(),
    async completeSignIn(url) {
      const user = await (await userManager()).signinCallback(url);
      if (user) set(user);
      return user ?? null;
    },
    async trySilentSignIn() {
      try {
        const user = await (await userManager()).signinSilent();
        set(user);
        return user;
      } catch {
        return null;
      }
    },
    async signOut() {
      const idToken = snapshot.user?.id_token;
      // Leaving for the provider: the app must not route to /login on its own meanwhile.
      signingOut = true;
      set(null);
      let um: UserManager;
      try {
        um = await userManager();
      } catch {
        // The library cannot be loaded (the server is gone): the local session goes all the same.
        window.localStorage.removeItem(storedUserKey(config));
        signingOut = false;
        set(null);
        return;
      }
      // An external issuer may have handed out a refresh token: revoke it before forgetting it (the
      // embedded provider gives the portal none; ending its session ends the grant).
      if ((await um.getUser().catch(() => null))?.refresh_token) {
        await um.revokeTokens(['refresh_token']).catch(() => undefined);
      }
      await um.removeUser();
      try {
        await um.signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: `${origin}/` });
      } catch {
        // The provider cannot be reached: the local session is gone all the same.
        signingOut = false;
        set(null);
      }
    },
    async forget() {
      try {
        await (await userManager()).removeUser();
      } catch {
        window.localStorage.removeItem(storedUserKey(config));
      }
      set(null);
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}
