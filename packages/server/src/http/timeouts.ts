import type { IncomingMessage } from 'node:http';
import type { HttpTimeouts } from '../config.js';

/**
 * How often node checks its sockets against the header and request timeouts (its default, 30 s, lets a
 * slow request live up to twice its limit).
 */
const CHECK_EVERY_MS = 1_000;

/**
 * The options of `http.createServer` that bound how long a client may take to send a request (decision
 * 0307): its headers (`headersTimeout`) and the whole request, body included (`requestTimeout`); past
 * either node answers 408 and closes the socket. A response (a live-updates stream) is not bounded.
 */
export function serverTimeouts(t: HttpTimeouts): { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number } {
  return { headersTimeout: Math.min(t.headersMs, t.requestMs), requestTimeout: t.requestMs, connectionsCheckingInterval: Math.min(CHECK_EVERY_MS, t.headersMs) };
}

/**
 * Closes the socket of a request whose body stops arriving for `idleMs` (decision 0307): a client that
 * sends a byte and then waits holds no socket past it, whatever the whole request's limit. Only while
 * a body is being read; the socket's own idle timeout is restored once the body has arrived.
 */
export function bodyIdleTimeout(req: IncomingMessage, idleMs: number): void {
  const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (!hasBody || req.complete) return;
  const socket = req.socket;
  const onTimeout = () => socket.destroy();
  socket.setTimeout(idleMs, onTimeout);
  req.once('end', () => {
    socket.setTimeout(0);
    socket.off('timeout', onTimeout);
  });
}
