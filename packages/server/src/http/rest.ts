/**
 * The plumbing every JSON REST route of the API shares (the help-client session, the PIMS connect flow,
 * live updates): an error that carries its HTTP status, the bounded JSON body Fastify reads for them, the
 * signed-in caller's request context from the bearer token, calls to outside systems that answer 502
 * when they fail, and the error handler that turns all of it into a JSON answer.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { GraphQLError } from 'graphql';
import { APPLICATION_HEADER, APPLICATION_NAME, ERROR_CODES, IMPERSONATION_HEADER } from '@vetrx/core/api';
import { AUTH_MESSAGES, HELP_CLIENT_MESSAGES } from '@vetrx/core/messages';
import { InvalidTokenError, type Identity, type TokenVerifier } from '../auth/verifier.js';
import type { RequestContext } from '../context/context.js';

/**
 * Largest body of the routes that take small ones: a REST route's JSON, a form of the embedded
 * provider's pages (app.ts). GraphQL's is `REQUEST_LIMITS.bodyBytes`.
 */
export const SMALL_BODY_BYTES = 16 * 1024;

/** A refusal with its HTTP status; its message is the JSON answer's `message`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Builds a caller's request context — the caller-bound repositories and loaders included — from a
 * verified identity and the impersonation header (app.ts binds `requestContexts` to its database).
 * A route never holds the database itself.
 */
export type ContextBuilder = (identity: Identity, impersonateUsername: string | null) => Promise<RequestContext>;

/** What every REST route is given by the app. */
export interface RestRouteOptions {
  contextOf: ContextBuilder;
  verifyToken: TokenVerifier;
  /** The origin used for addresses when the request carries none. */
  publicUrl: string;
  now?: () => Date;
  logger?: { error: (...args: unknown[]) => void };
}

/** Writes a JSON answer that is never cached (a string too: the connect flow answers an address). */
export function sendJson(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('application/json').send(JSON.stringify(body));
}

/** A request as the REST helpers read it: its headers. */
type Headed = { headers: IncomingHttpHeaders };

/**
 * Makes the routes registered on `scope` take JSON object bodies of at most 16 KB, whatever their
 * content type (413 when larger, 400 when not a JSON object; no body is `{}`), and answer their
 * refusals as JSON: an HttpError with its status and message, a body Fastify refused with its status,
 * anything else logged and answered 500 without details.
 */
export function jsonRoutes(scope: FastifyInstance, opts: Pick<RestRouteOptions, 'logger'>): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: SMALL_BODY_BYTES }, (_request, text, done) => {
    try {
      const value: unknown = JSON.parse(String(text) || '{}');
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      done(null, value);
    } catch {
      done(new HttpError(400, HELP_CLIENT_MESSAGES.badRequest));
    }
  });
  scope.setErrorHandler((e: FastifyError | HttpError, _request, reply) => {
    if (e instanceof HttpError) return sendJson(reply, e.status, { message: e.message });
    if (e.statusCode && e.statusCode < 500) return sendJson(reply, e.statusCode, { message: HELP_CLIENT_MESSAGES.badRequest });
    (opts.logger ?? console).error(e);
    return sendJson(reply, 500, { message: 'Internal server error' });
  });
}

/** The methods a REST route answers (a preflight, OPTIONS, is CORS's); the others than its own get 405. */
const METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Registers a route of `method` (405 with Allow for the others) on a scope set up by {@link jsonRoutes}: its answer is sent as 200. */
export function jsonRoute(scope: FastifyInstance, method: 'GET' | 'POST', url: string, answer: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  scope.route({
    method: METHODS,
    url,
    handler: async (request, reply) => {
      if (request.method !== method) {
        reply.header('allow', method);
        throw new HttpError(405, method === 'POST' ? HELP_CLIENT_MESSAGES.badRequest : 'Method not allowed');
      }
      const body = await answer(request, reply);
      // No answer: the route wrote the reply itself (a stream, a refusal).
      return body === undefined ? reply : sendJson(reply, 200, body);
    },
  });
}

/** The request's JSON object body ({@link jsonRoutes} parsed it). */
export const bodyOf = (request: FastifyRequest): Record<string, unknown> => (request.body as Record<string, unknown> | undefined) ?? {};

/** The origin the browser reached VetRx at (addresses are built on it), else the public URL. */
export function requestOrigin(req: Headed, publicUrl: string): string {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : publicUrl;
}

/**
 * The signed-in caller's request context, built as GraphQL builds it: the application header (400),
 * the bearer token (401 'Not logged in'), and — when `impersonation` is allowed — the impersonation
 * header. A refusal of the context answers 404 or 403.
 */
export async function callerContext(req: Headed, opts: RestRouteOptions, { impersonation }: { impersonation: boolean }): Promise<RequestContext> {
  if (req.headers[APPLICATION_HEADER] !== APPLICATION_NAME) throw new HttpError(400, HELP_CLIENT_MESSAGES.applicationHeaderRequired);
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
  let identity;
  try {
    identity = await opts.verifyToken(token);
  } catch (e) {
    if (e instanceof InvalidTokenError) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
    throw e;
  }
  const header = impersonation ? req.headers[IMPERSONATION_HEADER] : undefined;
  try {
    const ctx = await opts.contextOf(identity, typeof header === 'string' ? header : null);
    if (!ctx.user) throw new HttpError(401, AUTH_MESSAGES.notLoggedIn.title);
    return ctx;
  } catch (e) {
    if (e instanceof GraphQLError) throw new HttpError(e.extensions?.code === ERROR_CODES.NOT_FOUND ? 404 : 403, e.message);
    throw e;
  }
}

/** Calls an outside system (storefront, PIMS partner); a failure is logged under `what` and answered 502 with `message`. */
export async function outsideCall<T>(opts: Pick<RestRouteOptions, 'logger'>, what: string, message: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    (opts.logger ?? console).error(`${what} failed:`, e instanceof Error ? e.message : e);
    throw new HttpError(502, message);
  }
}
