import { createReadStream, existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncoding, compress, compressible, COMPRESS_MIN_BYTES, type Encoding } from './compression.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/**
 * Serves the built web app: files from `root`, and index.html for every other GET (client-side
 * routes such as /dashboard or /clients/profile/12). Hashed assets (/assets/) are cached for a year
 * (immutable); everything else is revalidated. Text files go brotli- or gzip-compressed when the client
 * takes it, compressed once at the highest level and kept in memory per file version — read from the
 * build's own `<file>.br` / `<file>.gz` when they are at least as new as the file (the web build writes
 * them, decision 0235), so no visitor waits for a chunk to be compressed after a start.
 */
export function staticHandler(root: string) {
  const base = resolve(root);
  const index = join(base, 'index.html');
  const compressed = new Map<string, Promise<Buffer>>();
  const compressedFile = (file: string, encoding: Encoding, stat: Stats): Promise<Buffer> => {
    const key = `${encoding}:${file}:${stat.size}-${stat.mtimeMs}`;
    let body = compressed.get(key);
    if (!body) {
      const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const fresh = existsSync(sibling) && statSync(sibling).mtimeMs >= stat.mtimeMs;
      body = fresh ? readFile(sibling) : compress(readFileSync(file), encoding, 'max');
      compressed.set(key, body);
    }
    return body;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = new URL(req.url ?? '/', 'http://local');
    let path: string;
    try {
      path = normalize(join(base, decodeURIComponent(url.pathname)));
    } catch {
      return false;
    }
    if (!path.startsWith(base + sep) && path !== base) return false;
    let file = path;
    if (!existsSync(file) || statSync(file).isDirectory()) {
      if (extname(url.pathname)) return false;
      file = index;
      if (!existsSync(file)) return false;
    }
    const immutable = url.pathname.startsWith('/assets/') && file !== index;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const stat = statSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      'x-content-type-options': 'nosniff',
    };
    const encoding = compressible(type) && stat.size >= COMPRESS_MIN_BYTES ? acceptedEncoding(req) : null;
    if (compressible(type)) headers.vary = 'accept-encoding';
    if (!encoding) {
      res.writeHead(200, { ...headers, 'content-length': String(stat.size) });
      if (req.method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return true;
    }
    compressedFile(file, encoding, stat).then(
      (body) => {
        res.writeHead(200, { ...headers, 'content-encoding': encoding, 'content-length': String(body.length) });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(200, headers);
        createReadStream(file).pipe(res);
      },
    );
    return true;
  };
}
