/**
 * Sign-in through the identity provider (admin §2.1): OIDC authorization code with PKCE, scopes
 * openid profile email, redirect to /login/callback, end-session back to /.
 *
 * A small observable around oidc-client-ts's UserManager so the API client (outside React) and the
 * React tree read the same user. The user (ID token and an access token of at most 10 minutes, never a
 * refresh token: decision 0301) is kept in localStorage under `oidc.*` so a session survives a new
 * tab; a minute before the access token expires it is renewed silently in a hidden frame at
 * /login/callback, through the provider's own session (an httpOnly cookie the page cannot read).
 * Signing out ends that session at the provider, which ends the grant: the tokens the browser held are
 * refused by the API from then on (decision 0300).
 */
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config';

/** No offline_access: the portal holds no refresh token (decision 0301). */
export const OIDC_SCOPES = 'openid profile email';
export const CALLBACK_PATH = '/login/callback';

/** `signingOut`: the browser is leaving for the provider's end-session page; show nothing new. */
export type AuthStatus = 'loading' | 'authenticated' | 'anonymous' | 'signingOut';

export interface AuthSnapshot {
  readonly status: AuthStatus;
  readonly user: User | null;
}

export interface AuthService {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Reads the stored user; call once at start-up. */
  init(): Promise<void>;
  /** The current access token, or null when absent or expired. */
  getAccessToken(): string | null;
  /** Starts the code flow: the browser leaves for the provider's sign-in page. */
  signIn(): Promise<void>;
  /**
   * Finishes a code flow on /login/callback (or a silent renew inside a hidden frame). Resolves to the
   * signed-in user, or null inside a frame.
   */
  completeSignIn(url?: string): Promise<User | null>;
  /** Signs in without showing anything when the provider still has a session; null otherwise. */
  trySilentSignIn(): Promise<User | null>;
  /** Ends the session at the provider and returns to /; local tokens are removed first. */
  signOut(): Promise<void>;
  /** Forgets the local user (unauthenticated answer, expired token) without visiting the provider. */
  forget(): Promise<void>;
  /** Registers a callback for an access token that expired and could not be renewed. */
  onExpired(listener: () => void): () => void;
}

/**
 * Creates the auth service for a configuration and an origin.
 *
 * @example
 * const auth = createAuthService(config, window.location.origin); await auth.init();
 */
export function createAuthService(config: AppConfig, origin: string, manager?: UserManager): AuthService {
  const userManager =
    manager ??
    new UserManager({
      authority: config.issuer,
      client_id: config.clientId,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      silent_redirect_uri: `${origin}${CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: OIDC_SCOPES,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      automaticSilentRenew: true,
      // Renew a minute before the (10-minute) access token expires, so nobody is signed out mid-work.
      accessTokenExpiringNotificationTimeInSeconds: 60,
      loadUserInfo: false,
      monitorSession: false,
      silentRequestTimeoutInSeconds: 8,
    });

  let snapshot: AuthSnapshot = { status: 'loading', user: null };
  let signingOut = false;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();

  function set(user: User | null): void {
    const usable = user && !user.expired ? user : null;
    snapshot = signingOut
      ? { status: 'signingOut', user: null }
      : { status: usable ? 'authenticated' : 'anonymous', user: usable };
    listeners.forEach((l) => l());
  }

  userManager.events.addUserLoaded((user) => set(user));
  userManager.events.addUserUnloaded(() => set(null));
  userManager.events.addAccessTokenExpired(() => {
    expiredListeners.forEach((l) => l());
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async init() {
      try {
        const user = await userManager.getUser();
        if (user?.expired) {
          // A refresh token (or the provider's session) may still renew it quietly.
          const renewed = await userManager.signinSilent().catch(() => null);
          set(renewed);
          return;
        }
        set(user);
      } catch {
        set(null);
      }
    },
    getAccessToken() {
      const user = snapshot.user;
      return user && !user.expired ? user.access_token : null;
    },
    signIn: () => userManager.signinRedirect(),
    async completeSignIn(url) {
      const user = await userManager.signinCallback(url);
      if (user) set(user);
      return user ?? null;
    },
    async trySilentSignIn() {
      try {
        const user = await userManager.signinSilent();
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
      // An external issuer may have handed out a refresh token: revoke it before forgetting it (the
      // embedded provider gives the portal none; ending its session ends the grant, decision 0300).
      if ((await userManager.getUser().catch(() => null))?.refresh_token) {
        await userManager.revokeTokens(['refresh_token']).catch(() => undefined);
      }
      await userManager.removeUser();
      try {
        await userManager.signoutRedirect({ id_token_hint: idToken, post_logout_redirect_uri: `${origin}/` });
      } catch {
        // The provider cannot be reached: the local session is gone all the same.
        signingOut = false;
        set(null);
      }
    },
    async forget() {
      await userManager.removeUser().catch(() => undefined);
      set(null);
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
  };
}
