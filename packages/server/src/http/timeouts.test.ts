/**
 * The pause allowed in a request body: it counts the client's silence, not the time a
 * handler spends before it reads the body.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyIdleTimeout } from './timeouts.js';

const IDLE_MS = 100;

describe('the body idle timeout', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

  /** A server that waits `waitMs` (a database read, say) before it reads the body; answers the byte count. */
  async function serve(waitMs: number): Promise<number> {
    server = createServer((req, res) => {
      bodyIdleTimeout(req, res, IDLE_MS);
      const read = async (r: IncomingMessage) => {
        let n = 0;
        for await (const chunk of r) n += (chunk as Buffer).length;
        return n;
      };
      setTimeout(() => void read(req).then((n) => res.end(String(n)), () => undefined), waitMs);
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    return (server.address() as AddressInfo).port;
  }

  it('keeps the socket of a body that arrived whole while the handler was busy for longer than the pause allowed', async () => {
    const port = await serve(IDLE_MS * 4);
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: 'POST', body: 'x'.repeat(1000) });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('1000');
  });

  it('closes the socket of a client that stops sending its body', async () => {
    const port = await serve(0);
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write('POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\n\r\nx');
    const started = Date.now();
    let answer = '';
    socket.on('data', (c: Buffer) => (answer += c.toString()));
    await new Promise<void>((done) => socket.once('close', () => done()));
    expect(Date.now() - started).toBeGreaterThanOrEqual(IDLE_MS * 0.8);
    expect(Date.now() - started).toBeLessThan(IDLE_MS + 2_000);
    expect(answer).toBe('');
  });
});
