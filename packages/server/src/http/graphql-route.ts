import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LimitFunction } from 'p-limit';
import { rateLimitedMessage, REQUEST_ERROR_CODES, type RequestLimits, type ValueBudget } from '../graphql/limits.js';
import type { TokenVerifier } from '../auth/verifier.js';
import { callerKeyOf, type CallerBudgets } from './budgets.js';
import { RequestDeadline, timeoutMessage } from '../deadline.js';
import type { GraphQLServerContext } from '../graphql/yoga.js';
import { acceptedEncoding, compress, compressible, COMPRESS_MIN_BYTES } from './compression.js';

/** What the route needs of yoga: its fetch entry point (the third argument reaches the context). */
interface FetchHandler {
  fetch(url: string, init: RequestInit, context: GraphQLServerContext): Promise<Response> | Response;
}

function refuse(reply: FastifyReply, status: number, code: string, message: string, extra: { headers?: Record<string, string>; extensions?: Record<string, unknown> } = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'application/json', 'cache-control': 'no-store', ...extra.headers })
    .send(JSON.stringify({ errors: [{ message, extensions: { code, ...extra.extensions } }] }));
}

/** The per-caller budgets the route keeps, and how it tells callers apart. */
export interface CallerBudgetsOfRoute {
  budgets: CallerBudgets;
  verifyToken: TokenVerifier;
  /** Read the client's address from X-Forwarded-For (a proxy in front sets it). */
  trustProxy: boolean;
}

/** The request's headers for yoga: a POST's body, checked to be JSON, is named by its bare media type (yoga compares it case-sensitively). */
function yogaHeaders(req: FastifyRequest): Headers {
  const headers = headersOf(req.headers);
  if (req.method === 'POST') headers.set('content-type', 'application/json');
  return headers;
}

/** The refusal of a POST whose body is not JSON (415). */
export const JSON_ONLY_MESSAGE = 'Send the request body as JSON, with Content-Type: application/json.';

/** A Content-Type's media type, lower-cased, without its parameters (`application/json; charset=utf-8` → `application/json`). */
const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

function headersOf(incoming: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/**
 * POST/GET /graphql: the body read by Fastify up to `limits.bodyBytes` (413 BAD_REQUEST beyond), handed
 * to yoga with the request's deadline, and answered within `limits.timeMs`: past it, 503
 * TIMEOUT when nothing was committed — the execution stops and every transaction of the request rolls
 * back — or, when a write had begun committing before the limit, its real answer, late. A TIMEOUT answer
 * therefore always means nothing was written.
 *
 * `turns` lets a bounded number of requests execute at once and queues the rest in arrival order
 * (decision 0207): each request waits once, here, instead of once per statement at the connection
 * pool, so a request of sixteen statements is not overtaken sixteen times. The wait counts towards the
 * time limit; a request whose client left, or whose limit passed, while it waited never executes.
 *
 * Yoga is called through its fetch entry point (what its documented Fastify integration,
 * `handleNodeRequestAndResponse`, calls too) so that the request's signal is its deadline's, which
 * the time limit, the client going away and the value limit all abort.
 */
export function graphqlRoute(
  app: FastifyInstance,
  yoga: FetchHandler,
  limits: Pick<RequestLimits, 'bodyBytes' | 'timeMs'>,
  turns: LimitFunction,
  callers?: CallerBudgetsOfRoute,
): void {
  void app.register(async (scope) => {
    // The body as bytes, whatever its content type: yoga reads it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: limits.bodyBytes }, (_req, body, done) => done(null, body));
    scope.setErrorHandler((e: { code?: string }, _req, reply) => {
      if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, REQUEST_ERROR_CODES.BAD_REQUEST, `The request body is larger than ${limits.bodyBytes} bytes.`);
      throw e;
    });
    scope.route({ method: ['GET', 'POST'], url: '/graphql', handler: (req, reply) => answer(req, reply, yoga, limits, turns, callers) });
  });
}

async function answer(
  req: FastifyRequest,
  reply: FastifyReply,
  yoga: FetchHandler,
  limits: Pick<RequestLimits, 'bodyBytes' | 'timeMs'>,
  turns: LimitFunction,
  callers?: CallerBudgetsOfRoute,
): Promise<FastifyReply> {
  // A POST's body is JSON (GraphQL over HTTP): any other media type is refused here with a body that
  // says so (yoga's own refusal is an empty 415; it would also read a URL-encoded form).
  if (req.method === 'POST' && mediaType(req.headers['content-type']) !== 'application/json') {
    return refuse(reply, 415, REQUEST_ERROR_CODES.BAD_REQUEST, JSON_ONLY_MESSAGE);
  }
  const body = req.body as Buffer | undefined;
  const res = reply.raw;
  const deadline = new RequestDeadline(limits.timeMs);
  // The response closing before it was written means the client went away (the request's own 'close'
  // comes as soon as its body is read).
  res.once('close', () => {
    if (!res.writableFinished) deadline.abandon();
  });
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeMs);
  });
  // Whose budgets the request is charged to: the token's verified subject, else the address.
  // Within the request's time limit: verifying the token may read its grant from the database (decision
  // 0300), which a busy database can hold up like any other read.
  const keyed = callers ? await Promise.race([callerKeyOf(req.raw, callers.verifyToken, callers.trustProxy), limit]) : null;
  if (keyed === 'timeout') {
    deadline.expire();
    return refuse(reply, 503, REQUEST_ERROR_CODES.TIMEOUT, timeoutMessage(limits.timeMs));
  }
  const key = keyed;
  const valueBudget: ValueBudget | undefined =
    callers && key ? { charge: (values) => callers.budgets.charge(key, values), settle: (values) => callers.budgets.settle(key, values) } : undefined;
  // An execution stopped on purpose (the limit, the client gone, the value limit) ends as an aborted
  // fetch: no answer of its own.
  const execute = () =>
    turns(() =>
      deadline.signal.aborted
        ? null
        : yoga.fetch(`http://local${req.url}`, { method: req.method, headers: yogaHeaders(req), body: body && new Uint8Array(body), signal: deadline.signal }, { deadline, valueBudget }),
    );
  // The caller's own line first (at most `concurrent` of theirs in the process's line at once), then the
  // process's; a caller with `queued` requests already waiting is refused at once (429).
  const queued = callers && key ? callers.budgets.run(key, execute) : execute();
  if (!queued) {
    clearTimeout(timer);
    return refuse(reply, 429, REQUEST_ERROR_CODES.RATE_LIMITED, rateLimitedMessage(1), { headers: { 'retry-after': '1' }, extensions: { retryAfterSeconds: 1 } });
  }
  const work = queued.catch((e: unknown) => {
    if (deadline.signal.aborted) return null;
    throw e;
  });
  try {
    let answer = await Promise.race([work, limit]);
    if (answer === 'timeout') {
      if (deadline.expire()) {
        work.catch(() => undefined); // the stopped execution's own ending is nobody's answer
        return refuse(reply, 503, REQUEST_ERROR_CODES.TIMEOUT, timeoutMessage(limits.timeMs));
      }
      answer = await work;
    }
    // Stopped before its end over its value limit: the refusal is the answer.
    const stopped = deadline.stoppedBy;
    if (stopped) return refuse(reply, 400, String(stopped.extensions.code), stopped.message);
    if (!answer) {
      // The client has gone: nothing to answer.
      reply.hijack();
      res.end();
      return reply;
    }
    return await send(req, reply, answer);
  } finally {
    clearTimeout(timer);
  }
}

/** Sends a fetch Response, brotli- or gzip-compressed when the client takes it. */
async function send(req: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  delete headers['content-length'];
  let bytes: Buffer = Buffer.from(await response.arrayBuffer());
  const encoding = acceptedEncoding(req);
  if (compressible(headers['content-type'])) headers.vary = 'accept-encoding';
  // Keep the Vary the CORS headers set (Origin) beside the encoding's.
  const vary = reply.getHeader('vary');
  if (vary) headers.vary = [String(vary), headers.vary].filter(Boolean).join(', ');
  if (encoding && bytes.length >= COMPRESS_MIN_BYTES && compressible(headers['content-type']) && !headers['content-encoding']) {
    bytes = await compress(bytes, encoding);
    headers['content-encoding'] = encoding;
  }
  return reply.code(response.status).headers(headers).send(bytes);
}
