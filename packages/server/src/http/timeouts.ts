import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * How often node checks its sockets against the header and request timeouts (its default, 30 s, lets a
 * slow request live up to twice its limit).
 */
const CHECK_EVERY_MS = 1_000;

/**
 * The options of node's HTTP server (Fastify's `http` option) that bound how long a client may take to
 * send a request: its headers (`headersTimeout`) and the whole request, body included
 * (`requestTimeout`); past either the server answers 408 and closes the socket. A response (a
 * live-updates stream) is not bounded.
 */
export function serverTimeouts(t: HttpTimeouts): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } {
  return { headersTimeout: Math.min(t.headersMs, t.requestMs), requestTimeout: t.requestMs, connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, t.headersMs) };
}

/**
 * Closes the socket of a request whose body stops arriving for `idleMs`: a client that
 * sends a byte and then waits holds no socket past it, whatever the whole request's limit. Only while
 * the client still owes body bytes: once the body has arrived (`complete`), or while bytes it sent wait
 * unread because the handler does something else first (reads the database), the quiet socket is the
 * server's doing and is not held against the client. (The socket's timeout reaches the response's
 * 'timeout' listeners; with one, node leaves closing the socket to it.)
 */
export function bodyIdleTimeout(req: IncomingMessage, res: ServerResponse, idleMs: number): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return;
  const socket = req.socket;
  const stop = () => {
    socket.setTimeout(0);
    res.off('timeout', onTimeout);
  };
  function onTimeout() {
    if (req.complete) stop();
    else if (req.readableLength > 0) socket.setTimeout(idleMs);
    else socket.destroy();
  }
  res.on('timeout', onTimeout);
  socket.setTimeout(idleMs);
  req.once('end', stop);
  res.once('close', stop);
}
