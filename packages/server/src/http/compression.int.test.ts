import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { MeDocument } from '@vetrx/core/operations/Me';
import { useTestServer } from '../testing/index.js';
import { configDataBlock, webApp } from './static.js';
import { acceptedEncoding } from './compression.js';

/** A raw GET (Node's fetch would decode the body and hide what was sent). */
function get(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** Serves `dir` with `webApp` on a free port for a describe block; `origin()` once it listens. */
function servedDir(prefix: string, fill: (dir: string) => void, options?: Parameters<typeof webApp>[2]) {
  let dir: string;
  let server: FastifyInstance;
  let origin = '';
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), prefix));
    fill(dir);
    server = Fastify();
    await webApp(server, dir, options);
    await server.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  });
  afterAll(() => {
    server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { origin: () => origin, dir: () => dir };
}

describe('compression and caching of static files', () => {
  const js = `export const x = ${JSON.stringify('vetrx '.repeat(5000))};\n`;
  const served = servedDir('vetrx-static-', (dir) => {
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'index-3f9a1b2c.js'), js);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>VetRx</title>${'<!-- pad -->'.repeat(200)}`);
    // Chunks with the build's precompressed siblings: one fresh, one older than its file.
    for (const [name, age] of [['fresh-1a2b3c4d.js', 0], ['stale-5e6f7a8b.js', 3600]] as const) {
      const file = join(dir, 'assets', name);
      writeFileSync(file, js);
      writeFileSync(`${file}.br`, brotliCompressSync(`// ${name}, as the build compressed it`));
      writeFileSync(`${file}.gz`, gzipSync(`// ${name}, as the build compressed it`));
      if (age) {
        const then = new Date(Date.now() - age * 1000);
        utimesSync(`${file}.br`, then, then);
        utimesSync(`${file}.gz`, then, then);
      }
    }
  });

  it('sends hashed assets brotli-compressed and cached for a year', async () => {
    const r = await get(`${served.origin()}/assets/index-3f9a1b2c.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toBe('accept-encoding');
    expect(r.body.length).toBeLessThan(js.length / 10);
    expect(brotliDecompressSync(r.body).toString()).toBe(js);
  });

  it('sends the build\'s precompressed file when it is as new as the chunk, and compresses the chunk itself when it is older', async () => {
    const fresh = await get(`${served.origin()}/assets/fresh-1a2b3c4d.js`, { 'accept-encoding': 'br' });
    expect(fresh.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(fresh.body).toString()).toBe('// fresh-1a2b3c4d.js, as the build compressed it');
    const freshGzip = await get(`${served.origin()}/assets/fresh-1a2b3c4d.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(freshGzip.body).toString()).toBe('// fresh-1a2b3c4d.js, as the build compressed it');
    const stale = await get(`${served.origin()}/assets/stale-5e6f7a8b.js`, { 'accept-encoding': 'br' });
    expect(stale.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(stale.body).toString()).toBe(js);
    const staleGzip = await get(`${served.origin()}/assets/stale-5e6f7a8b.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(staleGzip.body).toString()).toBe(js);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const g = await get(`${served.origin()}/assets/index-3f9a1b2c.js`, { 'accept-encoding': 'gzip' });
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(g.body).toString()).toBe(js);
    const plain = await get(`${served.origin()}/assets/index-3f9a1b2c.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(js);
  });

  it('revalidates index.html and client-side routes', async () => {
    for (const path of ['/', '/dashboard']) {
      const r = await get(`${served.origin()}${path}`, { 'accept-encoding': 'br' });
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(r.body).toString()).toContain('<title>VetRx</title>');
    }
  });

  it('reads Accept-Encoding with q-values', () => {
    const req = (v: string) => ({ headers: { 'accept-encoding': v } }) as never;
    expect(acceptedEncoding(req('br;q=0, gzip'))).toBe('gzip');
    expect(acceptedEncoding(req('identity'))).toBeNull();
    expect(acceptedEncoding(req('*'))).toBe('br');
  });
});

describe("the app's page with the configuration in it", () => {
  const preload = '<link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />';
  const config = { issuer: 'https://id.example/</script><!--', clientId: 'vetrx-web', graphqlUrl: '/graphql' };
  const served = servedDir('vetrx-page-', (dir) => writeFileSync(join(dir, 'index.html'), `<!doctype html><title>VetRx</title>${preload}${'<!-- pad -->'.repeat(200)}<div id="root"></div>`), { config });

  it('carries it in place of the preload, escaped so no value closes the element, compressed and revalidated by its tag', async () => {
    const plain = await get(`${served.origin()}/dashboard`, {});
    const html = plain.body.toString();
    expect(html).not.toContain(preload);
    expect(html).toContain(configDataBlock(config));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--"');
    const block = /<script type="application\/json" id="vetrx-config">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual(config);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const br = await get(`${served.origin()}/`, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.headers.etag).toBe(etag);
    const again = await get(`${served.origin()}/index.html`, { 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    // A new build's page: a new tag, and the new page.
    writeFileSync(join(served.dir(), 'index.html'), `<!doctype html><title>VetRx 2</title>${preload}<div id="root"></div>`);
    const next = await get(`${served.origin()}/dashboard`, { 'if-none-match': etag });
    expect(next.status).toBe(200);
    expect(next.headers.etag).not.toBe(etag);
    expect(next.body.toString()).toContain('<title>VetRx 2</title>');
    expect(next.body.toString()).toContain(configDataBlock(config));
  });
});

describe('compression of API answers', () => {
  const { server: s } = useTestServer('pglite');

  async function post(query: string, variables: Record<string, unknown>, encoding: string) {
    const token = await s.token('vet@demo.vetrx.dev');
    const me = await s.gql(MeDocument.toString(), {}, { token });
    const payload = JSON.stringify({ query, variables: { locationId: me.data.me.user.locationsUsers[0].locationId, ...variables } });
    const headers = { 'content-type': 'application/json', 'accept-encoding': encoding, application: 'practice-portal', authorization: `Bearer ${token}` };
    return new Promise<{ headers: Record<string, unknown>; size: number; body: any }>((resolve, reject) => {
      request(`${s.url}/graphql`, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const e = res.headers['content-encoding'];
          const text = e === 'br' ? brotliDecompressSync(raw) : e === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ headers: res.headers, size: raw.length, body: JSON.parse(text.toString()) });
        });
      })
        .on('error', reject)
        .end(payload);
    });
  }

  it('compresses a large answer with brotli, and leaves a small one alone', async () => {
    const big = await post(GetPrescriptionHistoryDocument.toString(), { take: 100, skip: 0 }, 'br, gzip');
    expect(big.body.errors).toBeUndefined();
    expect(big.body.data.getPrescriptionHistory.length).toBeGreaterThan(10);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.size).toBeLessThan(JSON.stringify(big.body).length / 4);
    const gzipped = await post(GetPrescriptionHistoryDocument.toString(), { take: 100, skip: 0 }, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const small = await post('query { __typename }', {}, 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.data.__typename).toBe('Query');
  });
});
