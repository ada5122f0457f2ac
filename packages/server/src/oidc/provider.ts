import type { AsyncLocalStorage } from 'node:async_hooks';
import { IncomingMessage, type ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { AUTH_MESSAGES, SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import type { Db } from '../db/client.js';
import { databaseAdapter } from './adapter.js';
import type { ProviderKeys } from './keys.js';
import { deviceAllowPage, deviceCancelledPage, deviceCheckPage, deviceErrorText, deviceInputPage, deviceSuccessPage, displayUserCode, readProviderForm, USER_CODE_MASK } from './device-pages.js';
import { GRANT_CLAIM } from './grants.js';
import { errorPage, loginPage, logoutConfirmPage, logoutPage, signedOutPage } from './pages.js';
import { reauthSignInPage } from '../auth/bulk-review.js';
import { peekBulkReview } from '../repositories/bulk-reviews.js';
import { createSignInThrottle, SIGN_IN_LIMITS, throttledMessage, type SignInLimits } from './throttle.js';
import { clientAddress } from '../client-address.js';
import type { TokenVerifier } from '../auth/verifier.js';
import { accessTokenFromJwt, isJwt, revokeAccessTokenGrant } from './access-tokens.js';

/** The accounts the embedded provider knows: the demo users, checked by password. */
export interface AccountStore {
  find(username: string): Promise<{ username: string; email: string; firstName: string; lastName: string } | null>;
  verify(username: string, password: string): Promise<boolean>;
}

export interface DevProviderOptions {
  /** Issuer URL, e.g. http://localhost:4000/oidc. */
  issuer: string;
  /** Origin of the portal, e.g. http://localhost:4000. */
  publicUrl: string;
  audience: string;
  webClientId: string;
  cliClientId: string;
  keys: ProviderKeys;
  db: Db;
  accounts: AccountStore;
  /** Extra redirect origins allowed for the web client (the Vite dev server). */
  extraOrigins?: string[];
  /** Limits of the sign-in throttle; the defaults unless a test asks for others. */
  signInLimits?: SignInLimits;
  /** Whether X-Forwarded-For's last entry (a trusted proxy's) names the client (VETRX_TRUST_PROXY); else the socket's peer. */
  trustProxy?: boolean;
  /**
   * The API's verifier of access tokens (signature, issuer, audience, expiry, grant alive): the
   * provider's userinfo and revocation endpoints take the JWT access tokens it issues by it.
   */
  verifyAccessToken: TokenVerifier;
}

/**
 * Lifetime of an access token: a token that leaked, or outlived its sign-out on a
 * server that cannot check grants, works for at most this long. The portal and the CLI renew before.
 */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60;

export interface DevProvider {
  provider: Provider;
  /**
   * Handles /oidc/* and /interaction/*; returns false when the path is not the provider's. The provider
   * (/oidc/*) reads its own bodies; the fields an interaction page posts come as `form`, read (and
   * bounded) by the HTTP layer — none given is an empty form.
   */
  handle(req: IncomingMessage, res: ServerResponse, form?: URLSearchParams): Promise<boolean>;
  /**
   * Handles a request of the provider's own endpoints (/oidc/*) whose form body the HTTP layer read
   * (bounded): the provider reads it as if it came off the wire.
   */
  handleWithBody(req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean>;
  /** Stops what the provider runs by itself (the sign-in throttle's sweep), so the database may close after it. */
  close(): Promise<void>;
}

const API_SCOPES = 'openid profile email';

/**
 * Loads oidc-provider without its start-up notice about Node 20 (it asks for Node 22; everything we use
 * works on Node 20.20, see shared/design.md) so a fresh `npm start` prints only what matters.
 */
async function loadOidcProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!String(args[0]).includes('Unsupported runtime')) warn(...args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}
/** oidc-provider's per-request store (see runProviderWithoutRequestStore): an internal module of oidc-provider's without types of its own. */
export const PROVIDER_REQUEST_STORE: string = 'oidc-provider/lib/helpers/als.js';

/**
 * oidc-provider runs each of its requests inside an AsyncLocalStorage (`lib/helpers/als.js`) that only
 * its client ID metadata document feature reads, a feature this provider leaves off. On Node 20 the first
 * `run()` of any AsyncLocalStorage installs promise hooks for the life of the process, so after the first
 * sign-in every promise the API creates (GraphQL execution, DataLoader, Drizzle, pg) paid for them: an
 * awaited promise cost about three times as much, the mixed workload ~5 % of its requests a second
 * (decision 0222). With the feature off, the provider's requests run without that store.
 */
async function runProviderWithoutRequestStore(features: NonNullable<Configuration['features']>): Promise<void> {
  if (features.clientIdMetadataDocument?.enabled) return;
  const { default: store } = (await import(PROVIDER_REQUEST_STORE)) as { default: AsyncLocalStorage<unknown> };
  store.run = ((_ctx: unknown, callback: (...args: unknown[]) => unknown, ...args: unknown[]) => callback(...args)) as typeof store.run;
}

/** The texts of the sign-in form and the provider's error pages. */
const PAGE = SIGN_IN_PAGE_MESSAGES;

/** The clients' names, as the sign-in form and the CLI's device sign-in pages show them (core's texts). */
const CLIENT_NAMES = SIGN_IN_PAGE_MESSAGES.clients;

/** True for a request of the device flow (the CLI's sign-in): the code pages and their resume. */
const isDeviceFlow = (route: string | undefined) => route === 'code_verification' || route === 'device_resume';

/** The resource indicator (RFC 8707) of the VetRx API; tokens for it carry the configured audience. */
export const API_RESOURCE = 'urn:vetrx:api';

/** The response modes discovery lists: the registered clients' (the portal's, the query). */
const DISCOVERED_RESPONSE_MODES = ['query'];

/** An `id_token_hint` as oidc-provider validated it (signature, issuer, audience: the client). */
type IdTokenHint = { payload: { sub?: unknown; auth_time?: unknown } };

/**
 * Whether a validated `id_token_hint` proves the sign-out comes from the portal of this very session
 * (OpenID RP-Initiated Logout 1.0 §2: otherwise the OP must ask): issued to a client this session
 * signed in to, for the account signed in, at this very sign-in — its `auth_time` (the portal's ID
 * tokens always carry it, `require_auth_time`) is the session's. A token of another session, an
 * earlier sign-in or another user, or none: the person is asked.
 */
function hintOfThisSession(hint: IdTokenHint | undefined, clientId: string | undefined, session: { accountId?: string; loginTs?: number; authorizations?: Record<string, unknown> } | undefined): boolean {
  if (!hint || !clientId || !session?.accountId || !session.authorizations?.[clientId]) return false;
  const { sub, auth_time: authTime } = hint.payload;
  return sub === session.accountId && typeof authTime === 'number' && authTime === session.loginTs;
}

/**
 * A request whose body the HTTP layer has read, as a request to read again: the same method, address,
 * headers and connection, and the body as its stream — what oidc-provider reads its forms from.
 */
function replayBody(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  // Whole (node destroys the connection when a request it thinks incomplete is destroyed).
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(html);
}

/**
 * The embedded development identity provider (oidc-provider) mounted at /oidc: authorization code +
 * PKCE for the web client, device authorization for the CLI, JWT access tokens for the API audience,
 * and our own sign-in page at /interaction/{uid} that checks the demo users' passwords.
 */
export async function createDevProvider(opts: DevProviderOptions): Promise<DevProvider> {
  const { default: ProviderClass, errors } = await loadOidcProvider();
  const origins = [opts.publicUrl, ...(opts.extraOrigins ?? [])];
  const features: NonNullable<Configuration['features']> = {
    devInteractions: { enabled: false },
    revocation: {
      enabled: true,
      // A client may revoke only its own tokens (the CLI's logout); public clients get a silent no.
      allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => API_RESOURCE,
      useGrantedResource: () => true,
      getResourceServerInfo: (_ctx, resource) => {
        if (resource !== API_RESOURCE) throw new errors.InvalidTarget();
        return { scope: API_SCOPES, audience: opts.audience, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS, jwt: { sign: { alg: 'RS256' } } };
      },
    },
    deviceFlow: {
      enabled: true,
      charset: 'base-20',
      mask: USER_CODE_MASK,
      // The pages of `vetrx login`: each draws its own inputs around the provider's
      // hidden fields, so every field is posted once.
      userCodeInputSource: (ctx, form, _out, err) => {
        const clientName = ctx.oidc.client?.clientName ?? CLIENT_NAMES.cli;
        if ((err as Error | undefined)?.name === 'AbortedError') {
          ctx.body = deviceCancelledPage({ clientName });
          return;
        }
        ctx.body = deviceInputPage({ form: readProviderForm(form), clientName, error: err ? deviceErrorText(err as Error & { userCode?: string }) : undefined });
      },
      userCodeConfirmSource: (ctx, form, _client, _deviceInfo, userCode) => {
        ctx.body = deviceCheckPage({ form: readProviderForm(form), userCode, signedInAs: ctx.oidc.session?.accountId ?? null });
      },
      successSource: (ctx) => {
        ctx.body = deviceSuccessPage({ clientName: ctx.oidc.client?.clientName ?? CLIENT_NAMES.cli, username: ctx.oidc.session?.accountId ?? '' });
      },
    },
    // Nothing the registered clients do not use: no pushed requests, no DPoP (the API
    // takes bearer tokens and would not check a proof).
    pushedAuthorizationRequests: { enabled: false },
    dPoP: { enabled: false },
    rpInitiatedLogout: {
      enabled: true,
      // Signs out at once only when the portal of this very session asks (a valid id_token_hint of it);
      // otherwise the person is asked, and nothing ends unless they confirm (OpenID RP-Initiated Logout
      // 1.0 §2). A page elsewhere sending the browser here signs nobody out.
      logoutSource: (ctx, form) => {
        const session = ctx.oidc.session;
        if (hintOfThisSession(ctx.oidc.entities.IdTokenHint as IdTokenHint | undefined, ctx.oidc.client?.clientId, session)) {
          ctx.body = logoutPage(form);
          return;
        }
        ctx.body = logoutConfirmPage({ form: readProviderForm(form), username: session?.accountId ?? '', portalUrl: `${opts.publicUrl}/` });
      },
      postLogoutSuccessSource: (ctx) => {
        ctx.body = signedOutPage({ signInUrl: `${opts.publicUrl}/login` });
      },
    },
  };
  await runProviderWithoutRequestStore(features);
  const provider = new ProviderClass(opts.issuer, {
    adapter: databaseAdapter(opts.db),
    clients: [
      {
        client_id: opts.webClientId,
        client_name: CLIENT_NAMES.portal,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        // No refresh token in the browser: the portal renews through the provider's
        // session (a hidden frame, prompt=none), which sign-out ends; offline_access is not granted to it.
        grant_types: ['authorization_code'],
        response_types: ['code'],
        response_modes: ['query'],
        // Its ID tokens name their sign-in (auth_time): a sign-out hint is checked against the session's.
        require_auth_time: true,
        redirect_uris: origins.map((o) => `${o}/login/callback`),
        post_logout_redirect_uris: origins.flatMap((o) => [`${o}/`, o]),
      },
      {
        client_id: opts.cliClientId,
        client_name: CLIENT_NAMES.cli,
        token_endpoint_auth_method: 'none',
        application_type: 'native',
        grant_types: ['urn:ietf:params:oauth:grant-type:device_code', 'refresh_token'],
        response_types: [],
        redirect_uris: [],
      },
    ],
    jwks: { keys: [opts.keys.signing] },
    cookies: { keys: opts.keys.cookieKeys },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    // What the registered clients use, and nothing more: the authorization code (the
    // portal), public clients without a secret (the portal, the CLI).
    responseTypes: ['code'],
    clientAuthMethods: ['none'],
    pkce: { required: () => true },
    // Every access token names its grant, so the API refuses it once the grant ends.
    extraTokenClaims: (_ctx, token) => (token.kind === 'AccessToken' && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined),
    // A refresh token works once; using one again ends its grant (oidc-provider's reuse detection).
    rotateRefreshToken: true,
    // Signing out of the portal ends its grant of that browser session and nothing else:
    // oidc-provider revokes, when a session ends (or one client alone signs out of it), the grants whose
    // authorization does not persist logout. The portal's cannot hold offline access (no refresh_token
    // grant type) and its codes are bound to the session here besides; the CLI's device
    // code holds offline access, so its grant (allowed from the same browser) ends with `vetrx logout`.
    expiresWithSession: (_ctx, source) => source.clientId === opts.webClientId || !source.scopes.has('offline_access'),
    clientBasedCORS: (_ctx, origin) => origins.includes(origin),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      IdToken: 60 * 60,
      AuthorizationCode: 60,
      DeviceCode: 10 * 60,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
    async findAccount(_ctx, sub) {
      const account = await opts.accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.username,
        async claims() {
          return {
            sub: account.username,
            email: account.email,
            email_verified: true,
            name: `${account.firstName} ${account.lastName}`,
            given_name: account.firstName,
            family_name: account.lastName,
            preferred_username: account.username,
          };
        },
      };
    },
    // First-party clients: consent is implied, so every grant is created with the requested scopes.
    // The CLI's device sign-in is the exception: the person allows it on the consent
    // page every time, as the user they are signed in as, so no grant is taken from the session here.
    async loadExistingGrant(ctx) {
      const device = isDeviceFlow(ctx.oidc.route);
      const grantId = ctx.oidc.result?.consent?.grantId || (device ? undefined : ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId));
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      if (device) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(API_RESOURCE, API_SCOPES);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(PAGE.problem, String(out.error_description ?? out.error ?? AUTH_MESSAGES.signInFailure.description));
    },
  });
  provider.proxy = true;
  // Discovery says what the registered clients may use: oidc-provider lists every
  // response mode it has whatever the clients allow (the portal's is the query), and `sid` among the
  // claims, which its ID tokens carry only for back-channel logout (off).
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery' && ctx.body && typeof ctx.body === 'object') {
      const body = ctx.body as { response_modes_supported?: string[]; claims_supported?: string[] };
      body.response_modes_supported = DISCOVERED_RESPONSE_MODES;
      body.claims_supported = body.claims_supported?.filter((claim) => claim !== 'sid');
    }
  });
  // The access tokens are JWTs for the API (resource indicators), which oidc-provider neither stores nor
  // finds: its userinfo endpoint finds them through the API's verifier.
  const findStoredAccessToken = provider.AccessToken.find.bind(provider.AccessToken);
  provider.AccessToken.find = (async (value: string, options?: { ignoreExpiration?: boolean }) =>
    isJwt(value) ? accessTokenFromJwt(provider, opts.verifyAccessToken, value) : findStoredAccessToken(value, options)) as typeof provider.AccessToken.find;

  const throttle = createSignInThrottle(opts.db, opts.signInLimits ?? SIGN_IN_LIMITS);

  const callback = provider.callback();
  const issuerPath = new URL(opts.issuer).pathname.replace(/\/$/, '');

  /**
   * The consent step of the CLI's device sign-in: signed in, the person allows the CLI
   * to act as them. GET draws the page; its POST says `confirm=yes` (true: go on and grant) or
   * `abort=yes` (the interaction ends with access_denied, which the CLI's poll reports).
   */
  async function allowedOnDevicePage(req: IncomingMessage, res: ServerResponse, form: URLSearchParams, details: Awaited<ReturnType<Provider['interactionDetails']>>): Promise<boolean> {
    if (req.method === 'POST') {
      if (form.get('confirm') === 'yes') return true;
      if (form.get('abort') === 'yes') {
        await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
        return false;
      }
    }
    const code = await provider.DeviceCode.find(String(details.deviceCode), { ignoreExpiration: true });
    const client = await provider.Client.find(String(details.params.client_id));
    send(
      res,
      200,
      deviceAllowPage({
        action: `/interaction/${details.uid}`,
        userCode: displayUserCode(code?.userCode ?? ''),
        clientName: client?.clientName ?? CLIENT_NAMES.cli,
        username: details.session?.accountId ?? '',
      }),
    );
    return false;
  }

  async function handleInteraction(req: IncomingMessage, res: ServerResponse, url: URL, form: URLSearchParams): Promise<void> {
    const match = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!match) return send(res, 404, errorPage(PAGE.notFound.title, PAGE.notFound.description));
    try {
      const details = await provider.interactionDetails(req, res);
      const action = `/interaction/${details.uid}/login`;
      const client = await provider.Client.find(String(details.params.client_id));
      const clientName = client?.clientName;
      if (details.prompt.name === 'consent') {
        // The CLI's device sign-in: the person allows it first (or cancels).
        if (details.deviceCode && !(await allowedOnDevicePage(req, res, form, details))) return;
        // First-party clients: consent is implied; grant what was asked (e.g. prompt=consent for offline_access).
        const grant = details.grantId
          ? await provider.Grant.find(details.grantId)
          : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        const missing = details.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> };
        if (missing.missingOIDCScope) grant!.addOIDCScope(missing.missingOIDCScope.join(' '));
        for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) grant!.addResourceScope(resource, scopes.join(' '));
        const grantId = await grant!.save();
        await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
        return;
      }
      // The username hinted, or a bulk approval's re-authentication: what it confirms,
      // read from the database whichever instance opened the summary.
      const hinted = await reauthSignInPage(details.params, (nonceHash, now) => peekBulkReview(opts.db, nonceHash, now));
      if (req.method === 'GET') return send(res, 200, loginPage({ action, clientName, ...hinted }));
      if (req.method === 'POST' && match[2]) {
        const username = (form.get('username') ?? '').trim().toLowerCase();
        const password = form.get('password') ?? '';
        // The throttle: while blocked no password is checked, the right one included.
        // Every attempt is counted before its password is checked (attempts sent at once are all counted);
        // a right one is given back.
        const address = clientAddress(req, opts.trustProxy ?? false);
        // The form again with its error: the username typed, or the re-authentication's own (read-only).
        const again = (status: number, error: string) => send(res, status, loginPage({ action, clientName, ...hinted, username: hinted.confirm ? hinted.username : username, error }));
        const wait = username ? await throttle.wait(username, address) : 0;
        const blocked = wait > 0 ? wait : username ? await throttle.attempt(username, address) : 0;
        if (blocked > 0) return again(429, throttledMessage(blocked));
        if (!username || !(await opts.accounts.verify(username, password))) {
          const reached = username ? await throttle.failed(username, address) : 0;
          if (reached > 0) return again(429, throttledMessage(reached));
          return again(401, PAGE.wrongPassword);
        }
        await throttle.succeeded(username, address);
        await provider.interactionFinished(req, res, { login: { accountId: username } }, { mergeWithLastSubmission: false });
        return;
      }
      send(res, 405, errorPage(PAGE.notAllowed.title, PAGE.notAllowed.description));
    } catch (e) {
      send(res, 400, errorPage(PAGE.expired.title, PAGE.expired.description));
      void e;
    }
  }

  /** Hands a request to the provider (Koa) under its mount point. */
  async function toProvider(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const original = req.url;
    // Mounted under the issuer path: oidc-provider derives its mount point from originalUrl.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
    req.url = original!.slice(issuerPath.length) || '/';
    try {
      await callback(req, res);
    } finally {
      req.url = original;
    }
  }

  return {
    provider,
    close: () => throttle.close(),
    async handleWithBody(req, res, body) {
      const path = new URL(req.url ?? '/', 'http://local').pathname;
      // Revoking a JWT access token (the provider refuses structured tokens): its grant ends.
      if (req.method === 'POST' && path === `${issuerPath}/token/revocation`) {
        const form = new URLSearchParams(body.toString('utf8'));
        const token = form.get('token') ?? '';
        if (isJwt(token)) {
          const answer = await revokeAccessTokenGrant(provider, opts.verifyAccessToken, form);
          res.writeHead(answer.status, { 'cache-control': 'no-store', ...(answer.body ? { 'content-type': 'application/json; charset=utf-8' } : {}) });
          res.end(answer.body ? JSON.stringify(answer.body) : '');
          return true;
        }
      }
      if (!(path === issuerPath || path.startsWith(`${issuerPath}/`))) return false;
      await toProvider(replayBody(req, body), res);
      return true;
    },
    async handle(req, res, form = new URLSearchParams()) {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname.startsWith('/interaction/')) {
        await handleInteraction(req, res, url, form);
        return true;
      }
      if (url.pathname === issuerPath || url.pathname.startsWith(`${issuerPath}/`)) {
        await toProvider(req, res);
        return true;
      }
      return false;
    },
  };
}
