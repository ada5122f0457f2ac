import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { WEB_CONFIG_ELEMENT_ID } from '@vetrx/core/api';
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

/** index.html's preload of /config.json, which a served page carries the configuration in place of. */
const CONFIG_PRELOAD = /<link rel="preload" href="\/config\.json"[^>]*>/;

/**
 * `config` as a JSON data block the page's scripts read by id: never executed (no script policy applies);
 * every `<` escaped, so no value can close the element or open a comment.
 */
export function configDataBlock(config: unknown): string {
  return `<script type="application/json" id="${WEB_CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, '\\u003c')}</script>`;
}

export interface WebAppOptions {
  /**
   * The web app's configuration (the body of /config.json): every page served carries it as a JSON data
   * block ({@link configDataBlock}) in place of index.html's preload of /config.json, so the app's first
   * module reads it at once instead of waiting for a request's answer before its first queries (issue 61).
   */
  config?: unknown;
}

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
export async function webApp(app: FastifyInstance, root: string, options: WebAppOptions = {}): Promise<void> {
  const base = resolve(root);
  const index = join(base, 'index.html');
  const compressed = new Map<string, Promise<Buffer>>();
  // The page with the configuration in it, made once per version of index.html: its body, a tag for
  // revalidation, and its compressed bodies.
  const block = options.config === undefined ? null : configDataBlock(options.config);
  let page: { key: string; body: Buffer; etag: string; compressed: Map<Encoding, Promise<Buffer>> } | null = null;
  const pageOf = (stat: Stats) => {
    const key = `${stat.size}-${stat.mtimeMs}`;
    if (page?.key !== key) {
      const body = Buffer.from(readFileSync(index, 'utf8').replace(CONFIG_PRELOAD, () => block ?? ''));
      page = { key, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, compressed: new Map() };
    }
    return page;
  };
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
    if (file === index && block !== null) {
      const doc = pageOf(statSync(index));
      reply.header('vary', 'accept-encoding').header('etag', doc.etag).type(TEXT_TYPES['.html']!);
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(doc.etag)) return reply.code(304).send();
      const encoding = doc.body.length >= COMPRESS_MIN_BYTES ? acceptedEncoding(req) : null;
      if (!encoding) return reply.send(doc.body);
      let body = doc.compressed.get(encoding);
      if (!body) doc.compressed.set(encoding, (body = compress(doc.body, encoding, 'max')));
      return reply.header('content-encoding', encoding).send(await body);
    }
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
