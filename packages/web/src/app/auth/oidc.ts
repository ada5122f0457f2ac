/**
 * oidc-client-ts, loaded on demand (issue 61): a returning user with a live token renders
 * without it; it arrives once the first screen is up, for the renewal timers and sign-out, or at once when
 * the stored token must be renewed first.
 *
 * The silent renewal (the provider's httpOnly session cookie, no refresh token in the
 * browser) goes through a hidden frame only for an identity provider on another origin. For the embedded
 * provider (same origin) it is a `fetch` of the authorization request with `prompt=none`, which follows
 * the provider's redirect to /login/callback and reads the code from where it lands: the
 * same request, cookie and answer as the frame's, without loading the whole portal a second time inside
 * the frame before the first query can go.
 */
import { type INavigator, type IWindow, type NavigateParams, type NavigateResponse, type OidcMetadata, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../config';
import { CALLBACK_PATH, OIDC_SCOPES } from './constants';
/** How long a silent renewal may take before it counts as failed. */
const SILENT_TIMEOUT_SECONDS = 8;

/**
 * A silent sign-in by `fetch`: the authorization request follows the provider's redirects on this
 * origin, and the URL it ends on — the callback with `code` and `state`, or with `error` — is the answer
 * oidc-client-ts reads, as it reads the frame's. Anything else (the provider asked for a sign-in page, a
 * redirect elsewhere) is an error: the renewal failed, as a frame would have timed out.
 */
export class FetchNavigator implements INavigator {
  constructor(
    private readonly callbackUrl: string,
    private readonly timeoutSeconds = SILENT_TIMEOUT_SECONDS,
    private readonly fetchImpl: typeof fetch = (input, init) => window.fetch(input, init),
  ) {}

  async prepare(): Promise<IWindow> {
    const controller = new AbortController();
    const { callbackUrl, timeoutSeconds, fetchImpl } = this;
    return {
      async navigate(params: NavigateParams): Promise<NavigateResponse> {
        const timer = setTimeout(() => controller.abort(), timeoutSeconds * 1000);
        try {
          const res = await fetchImpl(params.url, { credentials: 'same-origin', redirect: 'follow', cache: 'no-store', signal: controller.signal });
          // Only the URL counts (the callback page's HTML is the portal's index): stop reading it.
          void res.body?.cancel().catch(() => undefined);
          const landed = new URL(res.url);
          if (`${landed.origin}${landed.pathname}` !== callbackUrl) throw new Error('The silent sign-in did not come back to the portal.');
          return { url: res.url };
        } finally {
          clearTimeout(timer);
        }
      },
      close: () => controller.abort(),
    };
  }

  /** A frame is never used, but a callback page opened inside one (an older tab's renewal) still answers its parent. */
  async callback(url: string): Promise<void> {
    window.parent.postMessage({ source: 'oidc-client', url, keepOpen: false }, window.location.origin);
  }
}

/** Whether the issuer lives on the portal's own origin (the embedded provider), where the renewal can be a fetch. */
export function sameOrigin(issuer: string, origin: string): boolean {
  try {
    return new URL(issuer).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/**
 * The portal's UserManager: authorization code with PKCE, the user in localStorage, automatic silent
 * renewal a minute before the (10-minute) access token expires. `metadata`, when start-up already read
 * the provider's discovery document, spares that request.
 *
 * @example
 * const manager = createUserManager(config, window.location.origin);
 */
export function createUserManager(config: AppConfig, origin: string, metadata?: Partial<OidcMetadata>): UserManager {
  const callback = `${origin}${CALLBACK_PATH}`;
  return new UserManager(
    {
      authority: config.issuer,
      client_id: config.clientId,
      redirect_uri: callback,
      silent_redirect_uri: callback,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: OIDC_SCOPES,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      automaticSilentRenew: true,
      // Renew a minute before the (10-minute) access token expires, so nobody is signed out mid-work.
      accessTokenExpiringNotificationTimeInSeconds: 60,
      loadUserInfo: false,
      monitorSession: false,
      silentRequestTimeoutInSeconds: SILENT_TIMEOUT_SECONDS,
      ...(metadata ? { metadata } : {}),
    },
    undefined,
    undefined,
    sameOrigin(config.issuer, origin) ? new FetchNavigator(callback) : undefined,
  );
}
