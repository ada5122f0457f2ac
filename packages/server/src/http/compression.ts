import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingHttpHeaders } from 'node:http';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves nothing worth the time. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding the client takes, brotli first (docs/decisions/0161-compression-and-caching.md). */
export function acceptedEncoding(req: { headers: IncomingHttpHeaders }): Encoding | null {
  const header = String(req.headers['accept-encoding'] ?? '').toLowerCase();
  const offered = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Whether a content type is worth compressing (text, JSON, JavaScript, SVG). */
export function compressible(contentType: string | null | undefined): boolean {
  return !!contentType && /^(text\/|application\/(json|graphql-response\+json|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

/**
 * Bodies up to this size are compressed on the calling thread: an API answer of a few
 * kilobytes compresses in under a tenth of a millisecond, while the thread-pool path costs about three
 * times that in stream set-up and hand-over (measured: 32 KB of JSON, gzip 6, 0.09 ms synchronous vs
 * 0.28 ms of CPU asynchronous). Larger bodies still go to the thread pool, so none holds the event loop.
 */
export const COMPRESS_SYNC_MAX_BYTES = 256 * 1024;

/**
 * Brotli's quality for dynamic answers (after 0375's 3): 1. On the queue's page 1
 * (43 KB of JSON) quality 1 gives 7,114 B against quality 3's 6,465 (+10 %); in the server's profile of
 * that page over 1,000 requests, side by side, brotli took 0.26 ms a request against 0.57 — half the
 * compression for some 650 bytes a clinic's connection carries in well under a millisecond.
 */
export const FAST_BROTLI_QUALITY = 1;

function options(encoding: Encoding, level: 'fast' | 'max', size: number) {
  return encoding === 'br'
    ? { params: { [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : FAST_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } }
    : { level: level === 'max' ? 9 : 6 };
}

/**
 * Compresses a body. `level` 'fast' for dynamic answers (brotli 1, gzip 6), 'max' for static files
 * compressed once and kept (brotli 11, gzip 9). A 'fast' body up to {@link COMPRESS_SYNC_MAX_BYTES}
 * is compressed at once on the calling thread; anything else off the main thread.
 */
export async function compress(body: Buffer, encoding: Encoding, level: 'fast' | 'max' = 'fast'): Promise<Buffer> {
  const opts = options(encoding, level, body.length);
  if (level === 'fast' && body.length <= COMPRESS_SYNC_MAX_BYTES) return encoding === 'br' ? brotliCompressSync(body, opts) : gzipSync(body, opts);
  return encoding === 'br' ? br(body, opts) : gz(body, opts);
}
