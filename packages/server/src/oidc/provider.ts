import type { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Configuration } from 'oidc-provider';
import { AUTH_MESSAGES, SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import type { Db } from '../db/client.js';
import { databaseAdapter } from './adapter.js';
import type { ProviderKeys } from './keys.js';
import { deviceAllowPage, deviceCancelledPage, deviceCheckPage, deviceErrorText, deviceInputPage, deviceSuccessPage, displayUserCode, readProviderForm, USER_CODE_MASK } from './device-pages.js';
import { GRANT_CLAIM } from './grants.js';
import { errorPage, loginPage, logoutPage } from './pages.js';
import { reauthSignInPage } from '../auth/bulk-review.js';
import { peekBulkReview } from '../repositories/bulk-reviews.js';
import { createSignInThrottle, SIGN_IN_LIMITS, throttledMessage, type SignInLimits } from './throttle.js';
import { clientAddress } from '../client-address.js';

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
  /** Limits of the sign-in throttle (decision 0302); the defaults unless a test asks for others. */
  signInLimits?: SignInLimits;
  /** Whether X-Forwarded-For's last entry (a trusted proxy's) names the client (VETRX_TRUST_PROXY); else the socket's peer. */
  trustProxy?: boolean;
}

/**
 * Lifetime of an access token (decision 0300): a token that leaked, or outlived its sign-out on a
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
      // The pages of `vetrx login` (decision 0310): each draws its own inputs around the provider's
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
    rpInitiatedLogout: {
      enabled: true,
      logoutSource: (ctx, form) => {
        ctx.body = logoutPage(form);
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
        // No refresh token in the browser (decision 0301): the portal renews through the provider's
        // session (a hidden frame, prompt=none), which sign-out ends; offline_access is not granted to it.
        grant_types: ['authorization_code'],
        response_types: ['code'],
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
    pkce: { required: () => true },
    // Every access token names its grant, so the API refuses it once the grant ends (decision 0300).
    extraTokenClaims: (_ctx, token) => (token.kind === 'AccessToken' && token.grantId ? { [GRANT_CLAIM]: token.grantId } : undefined),
    // A refresh token works once (decision 0301); using one again ends its grant (oidc-provider's reuse detection).
    rotateRefreshToken: true,
    // Signing out of the portal ends its grant of that browser session and nothing else (decision 0300):
    // oidc-provider revokes, when a session ends (or one client alone signs out of it), the grants whose
    // authorization does not persist logout. The portal's cannot hold offline access (no refresh_token
    // grant type, decision 0301) and its codes are bound to the session here besides; the CLI's device
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
    // The CLI's device sign-in is the exception (decision 0310): the person allows it on the consent
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

  const throttle = createSignInThrottle(opts.db, opts.signInLimits ?? SIGN_IN_LIMITS);

  const callback = provider.callback();
  const issuerPath = new URL(opts.issuer).pathname.replace(/\/$/, '');

  /**
   * The consent step of the CLI's device sign-in (decision 0310): signed in, the person allows the CLI
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
      // The username hinted, or a bulk approval's re-authentication: what it confirms (decision 0335),
      // read from the database whichever instance opened the summary (decision 0350).
      const hinted = await reauthSignInPage(details.params, (nonceHash, now) => peekBulkReview(opts.db, nonceHash, now));
      if (req.method === 'GET') return send(res, 200, loginPage({ action, clientName, ...hinted }));
      if (req.method === 'POST' && match[2]) {
        const username = (form.get('username') ?? '').trim().toLowerCase();
        const password = form.get('password') ?? '';
        // The throttle (decision 0302): while blocked no password is checked, the right one included.
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

  return {
    provider,
    close: () => throttle.close(),
    async handle(req, res, form = new URLSearchParams()) {
      const url = new URL(req.url ?? '/', 'http://local');
      if (url.pathname.startsWith('/interaction/')) {
        await handleInteraction(req, res, url, form);
        return true;
      }
      if (url.pathname === issuerPath || url.pathname.startsWith(`${issuerPath}/`)) {
        const original = req.url;
        // Mounted under the issuer path: oidc-provider derives its mount point from originalUrl.
        (req as IncomingMessage & { originalUrl?: string }).originalUrl = original;
        req.url = original!.slice(issuerPath.length) || '/';
        try {
          await callback(req, res);
        } finally {
          req.url = original;
        }
        return true;
      }
      return false;
    },
  };
}
