import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pLimit from 'p-limit';
import { useAuditKeys } from '../audit.js';
import { issuerOf, type ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createVerifier, type TokenVerifier } from '../auth/verifier.js';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/reauth.js';
import { createGraphQL } from '../graphql/yoga.js';
import { startSandbox } from '../sandbox/clock.js';
import { REQUEST_LIMITS, type RequestLimits } from '../graphql/limits.js';
import { graphqlRoute, sendResponse } from './graphql-route.js';
import { loadOrCreateKeys, publicJwk } from '../oidc/keys.js';
import { createDevProvider, type DevProvider } from '../oidc/provider.js';
import { demoAccountStore } from '../oidc/accounts.js';
import { GRANT_CLAIM, grantAlive } from '../oidc/grants.js';
import { eventsRoute } from './events.js';
import { impersonateRoute } from './impersonate.js';
import { pimsConnectRoute } from './pims-connect.js';
import { productImage } from './product-images.js';
import { reportEmbedRoute } from './report-embed.js';
import { staticHandler } from './static.js';
import { storefrontSandboxRoute } from './storefront-sandbox.js';
import { CallerBudgets } from './budgets.js';
import { securityHeaders } from './security.js';
import { bodyIdleTimeout, serverTimeouts } from './timeouts.js';
import { requestContexts } from '../context/context.js';
import { hearsOthers, subscribeChanges } from '../live/changes.js';
import { startInstanceLink } from '../live/link.js';
import { connectSandboxFor } from '../pims/connect.js';
import { bindReportSecret, reportFigures, reportSecret } from '../repositories/admin-practice-report.js';
import { packshotOf } from '../repositories/product-images.js';
import { storefrontSandboxFor } from '../storefront/sandbox.js';

export interface App {
  server: Server;
  config: ServerConfig;
  /** The origin the app answers on once listening (with the real port). */
  url: string;
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** The Vite dev server's origins: the embedded provider's web client and CORS allow them outside production. */
const DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'] as const;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Builds the HTTP application: the embedded identity provider (/oidc, /interaction) when no external
 * issuer is configured, GraphQL at /graphql, product images, /config.json for the web app, and the
 * built web app with an SPA fallback.
 */
export async function createApp(config: ServerConfig, database: DatabaseHandle, opts: { now?: () => Date; logger?: Console; limits?: Partial<RequestLimits> } = {}): Promise<App> {
  const logger = opts.logger ?? console;
  const issuer = issuerOf(config);
  // The keys this process seals and verifies audit rows with (decision 0290).
  useAuditKeys(config.auditKeys);
  let devProvider: DevProvider | null = null;
  let verifyToken: TokenVerifier;
  let verifyIdToken: IdTokenVerifier;
  // This instance's link to the others on the database (decisions 0250, 0252): changes, leader lease.
  const link = await startInstanceLink(database, { logger });
  if (!config.oidcIssuer) {
    const keys = await loadOrCreateKeys(database.db, config.dataDir);
    devProvider = await createDevProvider({
      issuer,
      publicUrl: config.publicUrl,
      audience: config.oidcAudience,
      webClientId: config.oidcWebClientId,
      cliClientId: config.oidcCliClientId,
      keys,
      db: database.db,
      accounts: demoAccountStore(database.db),
      extraOrigins: [...DEV_SERVER_ORIGINS],
      trustProxy: config.trustProxy,
    });
    // The embedded provider's grants are in this database: a signed-out token is refused (decision 0300).
    const grants = { claim: GRANT_CLAIM, alive: (grantId: string) => grantAlive(database.db, grantId) };
    verifyToken = createVerifier({ issuer, audience: config.oidcAudience, localJwks: [publicJwk(keys)], grants });
    verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcWebClientId, localJwks: [publicJwk(keys)] });
  } else {
    verifyToken = createVerifier({ issuer, audience: config.oidcAudience });
    verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcWebClientId });
  }
  const limits: RequestLimits = { ...REQUEST_LIMITS, ...opts.limits };
  // GraphQL requests executing at once; the rest wait in arrival order (decision 0207).
  const turns = pLimit(config.activeRequests);
  const yoga = createGraphQL({
    db: database.db,
    verifyToken,
    verifyIdToken,
    trustedDocumentsOnly: config.mode === 'production',
    introspection: config.mode !== 'production',
    limits,
    impersonationMaxMinutes: config.impersonationMaxMinutes,
    accessCacheSeconds: config.accessCacheSeconds,
    now: opts.now,
    logger,
  });
  // The sandbox storefront and pharmacy (decisions 0170, 0172): ticks on its own in development, on the
  // instance holding the leader lease (decision 0252).
  const sandbox = startSandbox(database.db, { mode: config.mode, now: opts.now, logger });
  const serveStatic = config.webDist ? staticHandler(config.webDist) : null;
  // What the REST routes are handed instead of the database (decision 0115): a builder of the caller's
  // request context (caller-bound repositories), the outside systems' sandboxes, the live changes,
  // and the two reads that need no caller (a report token's figures, a catalogue packshot).
  const db = database.db;
  const contextOf = requestContexts(db, { now: opts.now, impersonationMaxMinutes: config.impersonationMaxMinutes, accessCacheSeconds: config.accessCacheSeconds });
  const rest = { contextOf, verifyToken, publicUrl: config.publicUrl, now: opts.now, logger };
  const storefront = storefrontSandboxFor(db, opts.now);
  const connectSandbox = connectSandboxFor(db, opts.now);
  const secret = await reportSecret(db, config.dataDir);
  // GetReportEmbedUrl signs with the secret bound to the database; the report route verifies with it.
  bindReportSecret(db, secret);

  // The browser defences of every response (decisions 0305, 0306): CSP, framing, nosniff, HSTS, CORS.
  const publicOrigin = new URL(config.publicUrl).origin;
  const security = securityHeaders({
    publicOrigin,
    corsOrigins: [...config.corsOrigins, ...(config.mode === 'production' ? [] : DEV_SERVER_ORIGINS)],
    issuerOrigin: new URL(issuer).origin,
    trustProxy: config.trustProxy,
  });
  // What one caller may ask of this process (decision 0304).
  const budgets = new CallerBudgets(config.callerBudgets);
  const callers = { budgets, verifyToken: (token: string) => verifyToken(token), trustProxy: config.trustProxy };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://local');
    const path = url.pathname;
    if (await security(req, res)) return;
    if (await reportEmbedRoute(req, res, { secret, figures: (locationId, now) => reportFigures(db, locationId, now), now: opts.now })) return;
    // Readiness for a load balancer (decision 0254): the instance serves; whether it hears the other
    // instances and runs the shared clock are for people reading it.
    if (path === '/healthz') return json(res, 200, { status: 'ok', database: database.kind, listening: hearsOthers(db), leader: link.leading() });
    if (path === '/config.json') {
      return json(res, 200, {
        issuer,
        clientId: config.oidcWebClientId,
        cliClientId: config.oidcCliClientId,
        audience: config.oidcAudience,
        graphqlUrl: '/graphql',
      });
    }
    if (path === '/graphql') return graphqlRoute(req, res, yoga, limits, sendResponse, turns, callers);
    if (await eventsRoute(req, res, { ...rest, changes: (listener, ended) => subscribeChanges(db, listener, ended) })) return;
    if (await impersonateRoute(req, res, { ...rest, storefront })) return;
    if (await storefrontSandboxRoute(req, res, { sandbox: storefront })) return;
    if (await pimsConnectRoute(req, res, { ...rest, sandbox: connectSandbox })) return;
    if (devProvider && (await devProvider.handle(req, res))) return;
    const image = /^\/product-images\/([^/]+)\/([a-z0-9-]+)\.svg$/.exec(path);
    if (image && req.method === 'GET') {
      const svg = await productImage((sku) => packshotOf(db, sku), decodeURIComponent(image[1]), image[2]);
      if (!svg) return json(res, 404, { error: 'Not found' });
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      res.end(svg);
      return;
    }
    if (serveStatic && serveStatic(req, res)) return;
    json(res, 404, { error: 'Not found' });
  }

  // Slow clients are closed (decision 0307): headers, the whole request, and a pause in a body.
  const server = createServer(serverTimeouts(config.httpTimeouts), (req, res) => {
    bodyIdleTimeout(req, config.httpTimeouts.bodyIdleMs);
    handle(req, res).catch((e) => {
      logger.error(e);
      if (!res.headersSent) json(res, 500, { error: 'Internal server error' });
      else res.end();
    });
  });

  const app: App = {
    server,
    config,
    url: config.publicUrl,
    listen: () =>
      new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => {
          const port = (server.address() as AddressInfo).port;
          app.url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
          resolveListen(app.url);
        });
      }),
    close: async () => {
      sandbox.stop();
      await devProvider?.close();
      await link.close();
      await new Promise<void>((resolveClose) => {
        server.closeAllConnections?.();
        server.close(() => resolveClose());
      });
    },
  };
  return app;
}
