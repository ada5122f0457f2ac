/**
 * What app.ts runs outside production only (issue 62 item 6; decision 0433): the embedded identity
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
import { useSandboxPims } from '../pims/index.js';
import { createSandboxPimsAdapter } from '../pims/sandbox.js';
import { databaseWriteLedger } from '../pims/sandbox-writes.js';
import { startSandbox } from '../sandbox/clock.js';
import type { StorefrontGateway } from '../storefront/gateway.js';
import { storefrontSandboxFor } from '../storefront/sandbox.js';
import type { ProviderPageHashes } from './security.js';
import { SMALL_BODY_BYTES } from './rest.js';
import { storefrontSandboxRoutes } from './storefront-sandbox.js';

/** The embedded identity provider of a development server, and the verifiers of the tokens it issues. */
export interface EmbeddedIdentity {
  /** The API's verifier of access tokens: signature, issuer, audience, expiry, and the grant alive (decision 0300). */
  verifyToken: TokenVerifier;
  /** The verifier of the portal's ID tokens (a bulk approval's re-authentication, decision 0186). */
  verifyIdToken: IdTokenVerifier;
  /** The inline texts of the provider's pages, hashed for their Content Security Policy. */
  providerPages: ProviderPageHashes;
  /** Mounts the provider (/oidc/*) and its interaction pages (/interaction/*) on the app. */
  mount(app: FastifyInstance): Promise<void>;
  /** Stops what the provider runs by itself. */
  close(): Promise<void>;
}

/**
 * The answer to a body larger than a provider route reads (413, decision 0432): the sign-in pages' error
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
 * Starts the embedded identity provider (decision 0002): its keys from the database (decision 0253),
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
  // The embedded provider's grants are in this database: a signed-out token is refused (decision 0300).
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
      // the bodies first, bounded (413 beyond, decision 0432): the provider's own (/oidc/*), handed over
      // to be read again, and the forms of its interaction pages (/interaction/*, decision 0371).
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
  /** Stops the sandbox clock on this instance. */
  stop(): void;
}

/**
 * Starts the sandbox storefront and pharmacy (decisions 0170, 0172): they tick on their own in
 * development, on the instance holding the leader lease (decision 0252); the storefront sandbox the
 * help-client session opens (decision 0091); and the sandbox PIMS (decision 0062).
 *
 * @example
 * const sandbox = sandboxServices(database, config, { logger });
 */
export function sandboxServices(database: DatabaseHandle, config: ServerConfig, opts: { now?: () => Date; logger: Pick<Console, 'error'> }): SandboxServices {
  // The sandbox PIMS answers the PIMS calls of every connection type (decision 0062).
  useSandboxPims(createSandboxPimsAdapter, databaseWriteLedger);
  const clock = startSandbox(database.db, { mode: config.mode, now: opts.now, logger: opts.logger });
  const storefront = storefrontSandboxFor(database.db, opts.now);
  return {
    storefront,
    routes: (scope) => storefrontSandboxRoutes(scope, { sandbox: storefront }),
    stop: () => clock.stop(),
  };
}
