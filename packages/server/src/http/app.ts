import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import pLimit from 'p-limit';
import { GRAPHQL_PATH } from '@vetrx/core/api';
import { useAuditKeys } from '../repositories/audit-chain.js';
import { issuerOf, type ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { developmentOnly } from '../development-only.js';
import { createVerifier, type TokenVerifier } from '../auth/verifier.js';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/reauth.js';
import { createGraphQL } from '../graphql/yoga.js';
import { REQUEST_LIMITS, type RequestLimits } from '../graphql/limits.js';
import { graphqlRoute } from './graphql-route.js';
import type { EmbeddedIdentity, SandboxServices } from './development.js';
import { eventsRoute } from './events.js';
import { impersonateRoutes } from './impersonate.js';
import { lingerOnRefusedBodies } from './linger.js';
import { pimsConnectRoutes } from './pims-connect.js';
import { productImage } from './product-images.js';
import { reportEmbedRoute } from './report-embed.js';
import { jsonRoutes, SMALL_BODY_BYTES } from './rest.js';
import { webApp } from './static.js';
import { CallerBudgets } from './budgets.js';
import { securityHeaders } from './security.js';
import { bodyIdleTimeout, serverTimeouts } from './timeouts.js';
import { requestContexts } from '../context/context.js';
import { hearsOthers, subscribeChanges } from '../live/changes.js';
import { startInstanceLink } from '../live/link.js';
import { NO_CONNECT_PARTNER } from '../pims/connect.js';
import { startWritebackWorker } from '../outbox/pims-writeback.js';
import { bindReportSecret, reportFigures, reportSecret } from '../repositories/admin-practice-report.js';
import { sharedValues } from '../repositories/caller-budgets.js';
import { useEzyVetPartner, useEzyVetRateBudget } from '../pims/index.js';
import { memoryRateBudget } from '../pims/ezyvet/rate-budget.js';
import { sharedRateBudget } from '../repositories/ezyvet-rate-budget.js';
import { resealPimsSecrets } from '../repositories/pims-secrets.js';
import { packshotOf } from '../repositories/product-images.js';
import { unconnectedStorefront } from '../storefront/gateway.js';

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

function json(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/**
 * Leaves the bodies of a scope's routes unread, whatever their type (the report embed, the storefront
 * sandbox's pages take none), but refuses one larger than `SMALL_BODY_BYTES` with 413.
 */
function unreadBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SMALL_BODY_BYTES }, (_req, _body, done) => done(null));
}

/**
 * Builds the HTTP application (Fastify): the embedded identity provider (/oidc,
 * /interaction) when no external issuer is configured, GraphQL at /graphql, the REST routes, product
 * images, /config.json for the web app, and the built web app with an SPA fallback.
 */
export async function createApp(config: ServerConfig, database: DatabaseHandle, opts: { now?: () => Date; logger?: Console; limits?: Partial<RequestLimits> } = {}): Promise<App> {
  const logger = opts.logger ?? console;
  const issuer = issuerOf(config);
  // The keys this process seals and verifies audit rows with.
  useAuditKeys(config.auditKeys);
  // This instance's link to the others on the database: changes, leader lease.
  const link = await startInstanceLink(database, { logger });
  // Development-only code: none of it is loaded in production.
  const development = await developmentOnly(config.mode, () => import('./development.js'));
  // With no external issuer (never in production: config.ts refuses it), the embedded provider.
  let identity: EmbeddedIdentity | null = null;
  let verifyToken: TokenVerifier;
  let verifyIdToken: IdTokenVerifier;
  if (!config.oidcIssuer && development) {
    identity = await development.embeddedIdentity(config, database, { issuer, extraOrigins: DEV_SERVER_ORIGINS, logger });
    ({ verifyToken, verifyIdToken } = identity);
  } else {
    verifyToken = createVerifier({ issuer, audience: config.oidcAudience });
    verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcWebClientId });
  }
  const limits: RequestLimits = { ...REQUEST_LIMITS, ...opts.limits };
  // GraphQL requests executing at once; the rest wait in arrival order.
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
  // The sandbox storefront and pharmacy, outside production only.
  const sandbox: SandboxServices | null = development ? development.sandboxServices(database, config, { now: opts.now, logger }) : null;
  // What the REST routes are handed instead of the database: a builder of the caller's
  // request context (caller-bound repositories), the outside systems' sandboxes, the live changes,
  // and the two reads that need no caller (a report token's figures, a catalogue packshot).
  const db = database.db;
  const contextOf = requestContexts(db, { now: opts.now, impersonationMaxMinutes: config.impersonationMaxMinutes, accessCacheSeconds: config.accessCacheSeconds });
  const rest = { contextOf, verifyToken, publicUrl: config.publicUrl, now: opts.now, logger };
  // The storefront: the sandbox's outside production; none is connected in production.
  const storefront = sandbox?.storefront ?? unconnectedStorefront();
  const secret = await reportSecret(db, config.dataDir);
  // GetReportEmbedUrl signs with the secret bound to the database; the report route verifies with it.
  bindReportSecret(db, secret);

  // Slow clients are closed: headers and the whole request by node's server (408), a
  // pause in a body by a hook; Fastify's own keep-alive (72 s) is node's default again (5 s).
  const fastify = Fastify({
    http: serverTimeouts(config.httpTimeouts),
    requestTimeout: config.httpTimeouts.requestMs,
    keepAliveTimeout: 5_000,
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
  });
  const bodyIdleMs = config.httpTimeouts.bodyIdleMs;
  fastify.addHook('onRequest', (req, reply, done) => {
    bodyIdleTimeout(req.raw, reply.raw, bodyIdleMs);
    done();
  });
  // A body refused before it all arrived (413, or any early answer): the connection lingers, reading
  // and dropping the rest, so the client reads the answer instead of a reset.
  lingerOnRefusedBodies(fastify, { idleMs: bodyIdleMs });
  // A thrown handler: logged, 500 without details; a request Fastify refuses (a malformed one): its status.
  fastify.setErrorHandler((e: { statusCode?: number; message: string }, _req, reply) => {
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) return json(reply, e.statusCode, { error: e.message });
    logger.error(e);
    return json(reply, 500, { error: 'Internal server error' });
  });
  fastify.setNotFoundHandler((_req, reply) => json(reply, 404, { error: 'Not found' }));

  // The browser defences of every response: CSP, framing, nosniff, HSTS, CORS.
  const publicOrigin = new URL(config.publicUrl).origin;
  await securityHeaders(fastify, {
    publicOrigin,
    corsOrigins: [...config.corsOrigins, ...(config.mode === 'production' ? [] : DEV_SERVER_ORIGINS)],
    issuerOrigin: new URL(issuer).origin,
    trustProxy: config.trustProxy,
    providerPages: identity?.providerPages,
  });

  // Readiness for a load balancer: the instance serves; whether it hears the other
  // instances and runs the shared clock are for people reading it.
  fastify.get('/healthz', (_req, reply) => json(reply, 200, { status: 'ok', database: database.kind, listening: hearsOthers(db), leader: link.leading() }));
  // The web app's configuration: asked by the CLI and the app's re-authentication, and written into every page of the app.
  const webConfig = { issuer, clientId: config.oidcWebClientId, cliClientId: config.oidcCliClientId, audience: config.oidcAudience, graphqlUrl: GRAPHQL_PATH };
  fastify.get('/config.json', (_req, reply) => json(reply, 200, webConfig));
  // What one caller may ask: the line per process, the values per window shared by
  // every instance on PostgreSQL (one process owns a PGlite database: its own count is everyone's).
  const shared = database.kind === 'postgres' ? sharedValues(db, { points: config.callerBudgets.values, windowSeconds: config.callerBudgets.windowSeconds }, logger) : null;
  const budgets = new CallerBudgets(config.callerBudgets, shared?.limiter);
  // ezyVet's rate limits, one budget for every instance on the database (its expired windows swept with the callers').
  useEzyVetRateBudget(database.kind === 'postgres' ? sharedRateBudget(db) : memoryRateBudget());
  // PIMS secrets stored open or under the previous key are sealed under the current one (a key rotation ends here).
  const resealed = await resealPimsSecrets(db);
  if (resealed.sealed || resealed.unreadable) logger.info(`PIMS secrets: ${resealed.sealed} sealed under the current key, ${resealed.unreadable} not readable with this server's keys`);
  const fakeEzyVet = development ? await development.demoEzyVet(process.env, logger) : null;
  // Each instance writes authorized prescriptions back to the practices' PIMS (the outbox's worker).
  const writeback = startWritebackWorker(db, { publicUrl: config.publicUrl, pollMs: config.pimsOutbox.pollMs, leaseMs: config.pimsOutbox.leaseMs, now: opts.now, log: logger });
  graphqlRoute(fastify, yoga, limits, turns, { budgets, verifyToken: (token: string) => verifyToken(token), trustProxy: config.trustProxy });
  await fastify.register(async (scope) => {
    jsonRoutes(scope, rest);
    eventsRoute(scope, { ...rest, changes: (listener, ended) => subscribeChanges(db, listener, ended) });
    impersonateRoutes(scope, { ...rest, storefront });
    // The connect flow's partner: the sandbox's outside production; none is connected in production.
    pimsConnectRoutes(scope, { ...rest, partner: sandbox?.connectPartner ?? NO_CONNECT_PARTNER, stateKey: db });
    sandbox?.connectRoutes(scope);
  });
  fastify.get<{ Params: { sku: string; image: string } }>('/product-images/:sku/:image', async (req, reply) => {
    const view = /^([a-z0-9-]+)\.svg$/.exec(req.params.image)?.[1];
    const svg = view ? await productImage((sku) => packshotOf(db, sku), req.params.sku, view) : null;
    if (!svg) return json(reply, 404, { error: 'Not found' });
    return reply.headers({ 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' }).send(svg);
  });
  await fastify.register(async (scope) => {
    unreadBodies(scope);
    reportEmbedRoute(scope, { secret, figures: (locationId, now) => reportFigures(db, locationId, now), now: opts.now });
    sandbox?.routes(scope);
  });
  await identity?.mount(fastify);
  if (config.webDist) await webApp(fastify, config.webDist, { config: webConfig });
  const server = fastify.server;

  const app: App = {
    server,
    config,
    url: config.publicUrl,
    listen: async () => {
      await fastify.listen({ port: config.port, host: config.host });
      const port = (server.address() as AddressInfo).port;
      app.url = config.port === 0 ? `http://localhost:${port}` : config.publicUrl;
      return app.url;
    },
    close: async () => {
      sandbox?.stop();
      if (fakeEzyVet) {
        useEzyVetPartner(null);
        await fakeEzyVet.close();
      }
      await identity?.close();
      await shared?.close();
      await writeback.close();
      await link.close();
      await fastify.close();
    },
  };
  return app;
}
