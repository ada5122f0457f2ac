import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { acceptedEncoding, compress, COMPRESS_MIN_BYTES, type Encoding } from './compression.js';

/** The text files' types: these are compressed; any other file goes as it is. */
const TEXT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built web app (@fastify/static): files from `root`, and index.html for every other GET
 * without a file extension (client-side routes such as /dashboard or /clients/profile/12); a missing
 * file is the app's 404. Hashed assets (/assets/) are cached for a year (immutable); everything else is
 * revalidated. Text files go brotli- or gzip-compressed when the client takes it, compressed once at
 * the highest level and kept in memory per file version — read from the build's own `<file>.br` /
 * `<file>.gz` when they are at least as new as the file (the web build writes them), so
 * no visitor waits for a chunk to be compressed after a start. (@fastify/static's own `preCompressed`
 * would send a sibling older than its file.)
 */
export async function webApp(app: FastifyInstance, root: string): Promise<void> {
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
  /** The file a path names, index.html for a client-side route, else null. */
  const fileOf = (pathname: string): string | null => {
    let path: string;
    try {
      path = normalize(join(base, decodeURIComponent(pathname)));
    } catch {
      return null;
    }
    if (!path.startsWith(base + sep) && path !== base) return null;
    if (existsSync(path) && !statSync(path).isDirectory()) return path;
    return !extname(pathname) && existsSync(index) ? index : null;
  };

  await app.register(fastifyStatic, { root: base, serve: false, cacheControl: false, serveDotFiles: true });
  app.get('/*', async (req, reply) => {
    const pathname = new URL(req.url, 'http://local').pathname;
    const file = fileOf(pathname);
    if (!file) {
      reply.callNotFound();
      return reply;
    }
    const immutable = pathname.startsWith('/assets/') && file !== index;
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    const name = `/${relative(base, file).split(sep).join('/')}`;
    const type = TEXT_TYPES[extname(file)];
    if (!type) return reply.sendFile(name);
    reply.header('vary', 'accept-encoding').type(type);
    const stat = statSync(file);
    const encoding = stat.size >= COMPRESS_MIN_BYTES ? acceptedEncoding(req) : null;
    const body = encoding ? await compressedFile(file, encoding, stat).catch(() => null) : null;
    if (!encoding || !body) return reply.sendFile(name, { contentType: false });
    return reply.header('content-encoding', encoding).send(body);
  });
}
