/**
 * What app.ts runs outside production only (issue 62 item 6): the embedded identity
 * provider (oidc-provider, its sign-in, device and sign-out pages, the demo accounts), and the sandbox
 * storefront and pharmacy with their clock, the storefront sandbox's pages, and the sandbox PIMS. app.ts loads this module
 * through `developmentOnly` (src/development-only.ts), so a production server loads none of it nor
 * anything it imports; everything else in the server imports these modules' types only.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatMessage } from '@vetrx/core/common';
import { SIGN_IN_PAGE_MESSAGES } from '@vetrx/core/messages';
import type { ServerConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { createVerifier, type TokenVerifier } from '../auth/verifier.js';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/reauth.js';
import { demoAccountStore } from '../oidc/accounts.js';
import { GRANT_CLAIM, grantAlive } from '../oidc/grants.js';
import { loadOrCreateKeys, publicJwk } from '../oidc/keys.js';
import { errorPage, providerPageHashes } from '../oidc/pages.js';
import { createDevProvider } from '../oidc/provider.js';
import type { PimsConnectGateway } from '../pims/connect.js';
import { connectSandboxFor } from '../pims/connect-sandbox.js';
import { useEzyVetPartner, useSandboxPims } from '../pims/index.js';
import { demoEzyVetData, startFakeEzyVet, type FakeEzyVet } from '../pims/ezyvet/fake-server.js';
import { createSandboxPimsAdapter } from '../pims/sandbox.js';
import { databaseWriteLedger } from '../repositories/sandbox-pims-writes.js';
import { startSandbox } from '../sandbox/clock.js';
import type { StorefrontGateway } from '../storefront/gateway.js';
import { storefrontSandboxFor } from '../storefront/sandbox.js';
import type { ProviderPageHashes } from './security.js';
import { SMALL_BODY_BYTES } from './rest.js';
import { pimsConnectSandboxRoutes } from './pims-connect-sandbox.js';
import { storefrontSandboxRoutes } from './storefront-sandbox.js';

/** The embedded identity provider of a development server, and the verifiers of the tokens it issues. */
export interface EmbeddedIdentity {
  /** The API's verifier of access tokens: signature, issuer, audience, expiry, and the grant alive. */
  verifyToken: TokenVerifier;
  /** The verifier of the portal's ID tokens (a bulk approval's re-authentication). */
  verifyIdToken: IdTokenVerifier;
  /** The inline texts of the provider's pages, hashed for their Content Security Policy. */
  providerPages: ProviderPageHashes;
  /** Mounts the provider (/oidc/*) and its interaction pages (/interaction/*) on the app. */
  mount(app: FastifyInstance): Promise<void>;
  /** Stops what the provider runs by itself. */
  close(): Promise<void>;
}

/**
 * The answer to a body larger than a provider route reads (413): the sign-in pages' error
 * page for a browser's form, the OAuth error for a client. Nothing of it was read or done.
 */
function tooLarge(request: FastifyRequest, reply: FastifyReply, page: boolean): FastifyReply {
  const text = SIGN_IN_PAGE_MESSAGES.tooLarge;
  const description = formatMessage(text.description, { kb: String(SMALL_BODY_BYTES / 1024) });
  reply.code(413).header('cache-control', 'no-store');
  if (page || String(request.headers.accept ?? '').includes('text/html')) {
    return reply.header('content-type', 'text/html; charset=utf-8').send(errorPage(text.title, description));
  }
  return reply.header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ error: 'invalid_request', error_description: description }));
}

/**
 * Reads the bodies of a provider scope's routes as bytes, whatever their content type, of at most
 * `SMALL_BODY_BYTES` (the provider's forms and token requests are a few hundred bytes): a larger one is
 * refused with 413 before any of it is read when its Content-Length says so, else once the limit is
 * passed, and drained (linger.ts); nobody is signed in, nothing is revoked. `pages`: the scope's routes
 * are pages (the interaction's), refused with a page whatever the request accepts.
 */
function boundedBodies(scope: FastifyInstance, { pages }: { pages: boolean }): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SMALL_BODY_BYTES }, (_req, body, done) => done(null, body));
  scope.setErrorHandler((e: FastifyError, request, reply) => {
    if (e.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw e;
    return tooLarge(request, reply, pages);
  });
}

/**
 * Starts the embedded identity provider: its keys from the database,
 * the verifiers of its tokens, and the provider with the demo accounts.
 *
 * @example
 * const identity = await embeddedIdentity(config, database, { issuer, extraOrigins, logger });
 * await identity.mount(fastify);
 */
export async function embeddedIdentity(
  config: ServerConfig,
  database: DatabaseHandle,
  opts: { issuer: string; extraOrigins: readonly string[]; logger: Pick<Console, 'error'> },
): Promise<EmbeddedIdentity> {
  const { issuer, logger } = opts;
  const keys = await loadOrCreateKeys(database.db, config.dataDir);
  // The embedded provider's grants are in this database: a signed-out token is refused.
  const grants = { claim: GRANT_CLAIM, alive: (grantId: string) => grantAlive(database.db, grantId) };
  const verifyToken = createVerifier({ issuer, audience: config.oidcAudience, localJwks: [publicJwk(keys)], grants });
  const verifyIdToken = createIdTokenVerifier({ issuer, clientId: config.oidcWebClientId, localJwks: [publicJwk(keys)] });
  const provider = await createDevProvider({
    issuer,
    publicUrl: config.publicUrl,
    audience: config.oidcAudience,
    webClientId: config.oidcWebClientId,
    cliClientId: config.oidcCliClientId,
    keys,
    db: database.db,
    accounts: demoAccountStore(database.db),
    extraOrigins: [...opts.extraOrigins],
    trustProxy: config.trustProxy,
    verifyAccessToken: verifyToken,
  });
  return {
    verifyToken,
    verifyIdToken,
    providerPages: providerPageHashes(),
    close: () => provider.close(),
    async mount(app) {
      // The provider (Koa) answers on the raw request and response, CORS included. The HTTP layer reads
      // the bodies first, bounded (413 beyond): the provider's own (/oidc/*), handed over
      // to be read again, and the forms of its interaction pages (/interaction/*).
      const issuerPath = new URL(issuer).pathname.replace(/\/$/, '');
      const routes = (scope: FastifyInstance, urls: string[]) => {
        for (const url of urls) {
          scope.all(url, { config: { cors: false } }, async (req, reply) => {
            reply.hijack();
            try {
              const body = req.body;
              if (Buffer.isBuffer(body) && !url.startsWith('/interaction')) await provider.handleWithBody(req.raw, reply.raw, body);
              else await provider.handle(req.raw, reply.raw, Buffer.isBuffer(body) ? new URLSearchParams(body.toString('utf8')) : undefined);
            } catch (e) {
              logger.error(e);
              if (reply.raw.headersSent) reply.raw.end();
              else reply.raw.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ error: 'Internal server error' }));
            }
          });
        }
      };
      await app.register(async (scope) => {
        boundedBodies(scope, { pages: false });
        routes(scope, [issuerPath, `${issuerPath}/*`]);
      });
      await app.register(async (scope) => {
        boundedBodies(scope, { pages: true });
        routes(scope, ['/interaction/*']);
      });
    },
  };
}

/** The sandbox of a development server: its storefront, its pages, and its clock to stop. */
export interface SandboxServices {
  /** The storefront the help-client session talks to: the sandbox's. */
  storefront: StorefrontGateway;
  /** Adds the storefront sandbox's pages to a scope that leaves bodies unread. */
  routes(scope: FastifyInstance): void;
  /** The PIMS connect flow's partner: the sandbox partner (in memory, one per database handle). */
  connectPartner: PimsConnectGateway;
  /** Adds the sandbox partner's sign-in pages. */
  connectRoutes(scope: FastifyInstance): void;
  /** Stops the sandbox clock on this instance. */
  stop(): void;
}

/**
 * Starts the sandbox storefront and pharmacy: they tick on their own in
 * development, on the instance holding the leader lease; the storefront sandbox the
 * help-client session opens; the sandbox PIMS and its connect partner.
 *
 * @example
 * const sandbox = sandboxServices(database, config, { logger });
 */
export function sandboxServices(database: DatabaseHandle, config: ServerConfig, opts: { now?: () => Date; logger: Pick<Console, 'error'> }): SandboxServices {
  // The sandbox PIMS answers the PIMS calls of every connection type.
  useSandboxPims(createSandboxPimsAdapter, databaseWriteLedger);
  const clock = startSandbox(database.db, { mode: config.mode, now: opts.now, logger: opts.logger });
  const storefront = storefrontSandboxFor(database.db, opts.now);
  const connect = connectSandboxFor(database.db, opts.now);
  return {
    storefront,
    routes: (scope) => storefrontSandboxRoutes(scope, { sandbox: storefront }),
    connectPartner: connect,
    connectRoutes: (scope) => pimsConnectSandboxRoutes(scope, connect),
    stop: () => clock.stop(),
  };
}

/** The demo's ezyVet: the location and credentials a newcomer's Maple Grove uses against the fake. */
export const DEMO_EZYVET = { partnerId: 'vetrx-demo-partner', clientId: 'ezyvet-acct-30417', clientSecret: 'sandbox-ezyvet-client-secret', siteUid: 'ezyvet-wb-30417' } as const;

/**
 * With `VETRX_DEMO_EZYVET=1`, runs the fake ezyVet in this process and points the demo's ezyVet
 * location (Maple Grove: its PIMS account id, secret and write-back account id are the fake's
 * credentials) at it, so a newcomer sees a link, an import and a consult come from ezyVet's API. Null
 * without the setting.
 *
 * @example
 * const fake = await demoEzyVet(process.env, console); // …await fake?.close()
 */
export async function demoEzyVet(env: NodeJS.ProcessEnv, logger: Pick<Console, 'info'>): Promise<FakeEzyVet | null> {
  if (env.VETRX_DEMO_EZYVET !== '1') return null;
  const fake = await startFakeEzyVet({ credentials: { ...DEMO_EZYVET }, data: demoEzyVetData() });
  useEzyVetPartner({ baseUrl: fake.url, partnerId: DEMO_EZYVET.partnerId });
  logger.info(`Demo ezyVet (fake) at ${fake.url}: Maple Grove's PIMS calls go to it`);
  return fake;
}
