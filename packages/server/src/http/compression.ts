import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { IncomingMessage } from 'node:http';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Bodies smaller than this go as they are: compressing them saves nothing worth the time. */
export const COMPRESS_MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding the client takes, brotli first (docs/decisions/0161-compression-and-caching.md). */
export function acceptedEncoding(req: IncomingMessage): Encoding | null {
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
 * Compresses a body off the main thread. `level` 'fast' for dynamic answers (brotli 4, gzip 6),
 * 'max' for static files compressed once and kept (brotli 11, gzip 9).
 */
export function compress(body: Buffer, encoding: Encoding, level: 'fast' | 'max' = 'fast'): Promise<Buffer> {
  if (encoding === 'br') {
    return br(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level === 'max' ? 11 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gz(body, { level: level === 'max' ? 9 : 6 });
}
