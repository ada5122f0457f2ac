import type { IncomingMessage, ServerResponse } from 'node:http';
import { REQUEST_ERROR_CODES, type RequestLimits } from '../graphql/limits.js';
import { acceptedEncoding, compress, compressible, COMPRESS_MIN_BYTES } from './compression.js';

/** What the route needs of yoga: its fetch entry point. */
interface FetchHandler {
  fetch(url: string, init: { method: string; headers: Headers; body?: Uint8Array; signal?: AbortSignal }): Promise<Response> | Response;
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...(status === 413 ? { connection: 'close' } : {}) });
  res.end(JSON.stringify({ errors: [{ message, extensions: { code } }] }));
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
 * POST/GET /graphql: the body read up to `limits.bodyBytes` (413 BAD_REQUEST beyond), handed to yoga,
 * and answered within `limits.timeMs` (503 TIMEOUT after). A mutation answered TIMEOUT may still
 * complete; its idempotency key makes the retry safe.
 */
export async function graphqlRoute(
  req: IncomingMessage,
  res: ServerResponse,
  yoga: FetchHandler,
  limits: Pick<RequestLimits, 'bodyBytes' | 'timeMs'>,
  send: (req: IncomingMessage, res: ServerResponse, response: Response) => Promise<void>,
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
  const abort = new AbortController();
  req.once('close', () => {
    if (!res.writableFinished) abort.abort();
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.timeMs);
  });
  try {
    const answer = await Promise.race([
      Promise.resolve(yoga.fetch(`http://local${req.url ?? '/graphql'}`, { method: req.method ?? 'GET', headers: headersOf(req), body: body && new Uint8Array(body), signal: abort.signal })),
      timeout,
    ]);
    if (answer === 'timeout') {
      abort.abort();
      return refuse(res, 503, REQUEST_ERROR_CODES.TIMEOUT, `The request took longer than ${limits.timeMs / 1000} seconds.`);
    }
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
  if (encoding && bytes.length >= COMPRESS_MIN_BYTES && compressible(headers['content-type']) && !headers['content-encoding']) {
    bytes = await compress(bytes, encoding);
    headers['content-encoding'] = encoding;
  }
  headers['content-length'] = String(bytes.length);
  res.writeHead(response.status, headers);
  res.end(bytes);
}
