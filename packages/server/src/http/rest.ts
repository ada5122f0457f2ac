/**
 * The plumbing every JSON REST route of the API shares (the help-client session, the PIMS connect flow):
 * an error that carries its HTTP status, a bounded JSON body reader, the signed-in caller's request
 * context from the bearer token, calls to outside systems that answer 502 when they fail, and one
 * handler that turns all of it into a JSON answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import { APPLICATION_HEADER, APPLICATION_NAME, ERROR_CODES, IMPERSONATION_HEADER } from '@vetrx/core/api';
import { AUTH_MESSAGES, HELP_CLIENT_MESSAGES } from '@vetrx/core/messages';
import { InvalidTokenError, type Identity, type TokenVerifier } from '../auth/verifier.js';
import type { RequestContext } from '../context/context.js';

/** Largest JSON body a REST route reads. */
const MAX_BODY_BYTES = 16 * 1024;

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
 * A route never holds the database itself (decision 0115).
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

/** Writes a JSON answer that is never cached. */
export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** The request's JSON object body (at most 16 KB): 413 when larger, 400 when not a JSON object. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, HELP_CLIENT_MESSAGES.badRequest);
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw new HttpError(400, HELP_CLIENT_MESSAGES.badRequest);
  }
}

/** The origin the browser reached VetRx at (addresses are built on it), else the public URL. */
export function requestOrigin(req: IncomingMessage, publicUrl: string): string {
  const origin = req.headers.origin;
  return typeof origin === 'string' && /^https?:\/\/[^/\s]+$/i.test(origin) ? origin : publicUrl;
}

/**
 * The signed-in caller's request context, built as GraphQL builds it: the application header (400),
 * the bearer token (401 'Not logged in'), and — when `impersonation` is allowed — the impersonation
 * header. A refusal of the context answers 404 or 403.
 */
export async function callerContext(req: IncomingMessage, opts: RestRouteOptions, { impersonation }: { impersonation: boolean }): Promise<RequestContext> {
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

/**
 * Runs a JSON route that accepts only POST: its answer is sent as 200, an HttpError as its status, and
 * anything else is logged and answered 500 without details.
 */
export async function handlePost(req: IncomingMessage, res: ServerResponse, opts: Pick<RestRouteOptions, 'logger'>, answer: () => Promise<unknown>): Promise<void> {
  try {
    if (req.method !== 'POST') {
      res.setHeader('allow', 'POST');
      throw new HttpError(405, HELP_CLIENT_MESSAGES.badRequest);
    }
    sendJson(res, 200, await answer());
  } catch (e) {
    if (e instanceof HttpError) sendJson(res, e.status, { message: e.message });
    else {
      (opts.logger ?? console).error(e);
      sendJson(res, 500, { message: 'Internal server error' });
    }
  }
}
