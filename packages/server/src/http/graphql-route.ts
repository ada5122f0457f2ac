import type { IncomingMessage, ServerResponse } from 'node:http';
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

function refuse(res: ServerResponse, status: number, code: string, message: string, extra: { headers?: Record<string, string>; extensions?: Record<string, unknown> } = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(status === 413 ? { connection: 'close' } : {}), ...extra.headers });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code, ...extra.extensions } }] }));
}

/** The per-caller budgets the route keeps (decision 0304), and how it tells callers apart. */
export interface CallerBudgetsOfRoute {
  budgets: CallerBudgets;
  verifyToken: TokenVerifier;
  /** Read the client's address from X-Forwarded-For (a proxy in front sets it). */
  trustProxy: boolean;
}

class BodyTooLarge extends Error {}

/** Reads the request body, refusing it as soon as it passes `max` bytes (declared or sent). */
function readBody(req: IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) return Promise.reject(new BodyTooLarge());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

/**
 * POST/GET /graphql: the body read up to `limits.bodyBytes` (413 BAD_REQUEST beyond), handed to yoga
 * with the request's deadline, and answered within `limits.timeMs` (decision 0166): past it, 503
 * TIMEOUT when nothing was committed — the execution stops and every transaction of the request rolls
 * back — or, when a write had begun committing before the limit, its real answer, late. A TIMEOUT answer
 * therefore always means nothing was written.
 *
 * `turns` lets a bounded number of requests execute at once and queues the rest in arrival order
 * (decision 0207): each request waits once, here, instead of once per statement at the connection
 * pool, so a request of sixteen statements is not overtaken sixteen times. The wait counts towards the
 * time limit; a request whose client left, or whose limit passed, while it waited never executes.
 */
export async function graphqlRoute(
  req: IncomingMessage,
  res: ServerResponse,
  yoga: FetchHandler,
  limits: Pick<RequestLimits, 'bodyBytes' | 'timeMs'>,
  send: (req: IncomingMessage, res: ServerResponse, response: Response) => Promise<void>,
  turns: LimitFunction,
  callers?: CallerBudgetsOfRoute,
): Promise<void> {
  let body: Buffer | undefined;
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
    try {
      body = await readBody(req, limits.bodyBytes);
    } catch (e) {
      if (e instanceof BodyTooLarge) return refuse(res, 413, REQUEST_ERROR_CODES.BAD_REQUEST, `The request body is larger than ${limits.bodyBytes} bytes.`);
      throw e;
    }
  }
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
  // Whose budgets the request is charged to (decision 0304): the token's verified subject, else the address.
  // Within the request's time limit: verifying the token may read its grant from the database (decision
  // 0300), which a busy database can hold up like any other read.
  const keyed = callers ? await Promise.race([callerKeyOf(req, callers.verifyToken, callers.trustProxy), limit]) : null;
  if (keyed === 'timeout') {
    deadline.expire();
    return refuse(res, 503, REQUEST_ERROR_CODES.TIMEOUT, timeoutMessage(limits.timeMs));
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
        : yoga.fetch(`http://local${req.url ?? '/graphql'}`, { method: req.method ?? 'GET', headers: headersOf(req), body: body && new Uint8Array(body), signal: deadline.signal }, { deadline, valueBudget }),
    );
  // The caller's own line first (at most `concurrent` of theirs in the process's line at once), then the
  // process's; a caller with `queued` requests already waiting is refused at once (429, decision 0304).
  const queued = callers && key ? callers.budgets.run(key, execute) : execute();
  if (!queued) {
    clearTimeout(timer);
    return refuse(res, 429, REQUEST_ERROR_CODES.RATE_LIMITED, rateLimitedMessage(1), { headers: { 'retry-after': '1' }, extensions: { retryAfterSeconds: 1 } });
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
        return refuse(res, 503, REQUEST_ERROR_CODES.TIMEOUT, timeoutMessage(limits.timeMs));
      }
      answer = await work;
    }
    // Stopped before its end over its value limit (decision 0167): the refusal is the answer.
    const stopped = deadline.stoppedBy;
    if (stopped) return refuse(res, 400, String(stopped.extensions.code), stopped.message);
    if (!answer) return void res.end(); // the client has gone
    await send(req, res, answer);
  } finally {
    clearTimeout(timer);
  }
}

/** Writes a fetch Response to a Node response, brotli- or gzip-compressed when the client takes it. */
export async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name.toLowerCase()] = value;
  });
  let bytes: Buffer = Buffer.from(await response.arrayBuffer());
  const encoding = acceptedEncoding(req);
  if (compressible(headers['content-type'])) headers.vary = 'accept-encoding';
  // Keep the Vary the CORS headers set (Origin) beside the encoding's.
  const vary = res.getHeader('vary');
  if (vary) headers.vary = [String(vary), headers.vary].filter(Boolean).join(', ');
  if (encoding && bytes.length >= COMPRESS_MIN_BYTES && compressible(headers['content-type']) && !headers['content-encoding']) {
    bytes = await compress(bytes, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(bytes.length);
  res.writeHead(response.status, headers);
  res.end(bytes);
}
