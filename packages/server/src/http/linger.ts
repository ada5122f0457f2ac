import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * The longest a refused body is read after its answer (decision 0432): what nginx's lingering close
 * gives a client by default (`lingering_time` 30 s) is more than a client sending at any usable speed
 * needs to finish a body of a few megabytes; past it the connection is closed.
 */
export const LINGER_MS = 30_000;

/** Whether a request announced a body (a length above zero, or a chunked one). */
const announcesBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Answers a request before its body has all arrived — a body over its route's limit (413), or any
 * early refusal — without resetting the connection under the client (decision 0432). Node and Fastify
 * close such a connection as soon as the answer is written (`Connection: close`); the client, still
 * sending, then meets a reset (EPIPE, ECONNRESET) and usually loses the answer it had not read yet. As
 * nginx's lingering close does, the rest of the body is read and dropped instead: the connection is
 * kept (no `Connection: close`), node reads the body to its end and discards it, and the connection
 * serves the client's next request. A client that stops sending for `idleMs`, or still sends after
 * {@link LINGER_MS}, has its connection closed then — long after its answer went out.
 *
 * @example
 * drainRefusedBodies(fastify, { idleMs: config.httpTimeouts.bodyIdleMs });
 */
export function drainRefusedBodies(app: FastifyInstance, opts: { idleMs: number; lingerMs?: number }): void {
  const lingerMs = opts.lingerMs ?? LINGER_MS;
  app.addHook('onSend', (request, reply, payload, done) => {
    const req = request.raw;
    if (!req.complete && announcesBody(req)) {
      reply.removeHeader('connection');
      drain(req, opts.idleMs, lingerMs);
    }
    done(null, payload);
  });
}

/**
 * Reads the rest of a request's body and drops it — read here rather than left to node (which would
 * drop it unseen), so that a client still sending is told from one that stopped; closes the connection
 * if the body stops for `idleMs` or is not over after `lingerMs`.
 */
function drain(req: IncomingMessage, idleMs: number, lingerMs: number): void {
  const socket = req.socket;
  const close = () => {
    if (!req.complete) socket.destroy();
  };
  const total = setTimeout(close, lingerMs);
  let idle = setTimeout(close, idleMs);
  const onData = () => {
    clearTimeout(idle);
    idle = setTimeout(close, idleMs);
  };
  const done = () => {
    clearTimeout(total);
    clearTimeout(idle);
    req.off('data', onData);
  };
  req.on('data', onData);
  req.once('end', done);
  socket.once('close', done);
  req.resume();
}
