/**
 * The benchmarks' HTTP client: node:http over kept-alive connections, asking for brotli or gzip as a
 * browser does and decoding the answer. The WHATWG `fetch` the tests use costs the client itself about
 * 0.3 ms a request (web streams, abort signals, body cloning: a sign-in-free `hasFeature` took 0.70 ms
 * p50 through `fetch` and 0.39 ms through this client, same server, same minutes), time the "API p50"
 * column would otherwise count as the API's (docs/guides/benchmarks.md).
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface BenchAnswer {
  status: number;
  body: { data?: unknown; errors?: unknown[] };
  /**
   * When the answer's last byte arrived (`performance.now()`), before this client decoded and parsed it:
   * a row's API time ends here, so it holds none of the client's own work (a 43 KB answer's brotli
   * decoding and JSON parse cost the client 0.3–0.9 ms, measured in one run).
   */
  received: number;
}

/** A client posting JSON bodies to `url` with `headers`, over at most `sockets` kept-alive connections. */
export function keepAliveClient(url: string, headers: Record<string, string>, sockets = 1) {
  const target = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  const base = { ...headers, accept: 'application/graphql-response+json, application/json', 'accept-encoding': 'br, gzip', 'content-type': 'application/json' };
  return {
    post(body: string): Promise<BenchAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.request(
          { agent, host: target.hostname, port: target.port, path: target.pathname, method: 'POST', headers: { ...base, 'content-length': Buffer.byteLength(body) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('error', reject);
            res.on('end', () => {
              const received = performance.now();
              try {
                const raw = Buffer.concat(chunks);
                const encoding = res.headers['content-encoding'];
                const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
                resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as BenchAnswer['body'], received });
              } catch (e) {
                reject(e);
              }
            });
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
