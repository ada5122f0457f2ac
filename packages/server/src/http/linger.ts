import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The longest a connection lingers after a refused body's answer: nginx's default
 * `lingering_time`. A client sending at any usable speed has finished a body of a few megabytes, or
 * stopped, long before.
 */
const LINGER_MS = 30_000;

/** Whether a request announced a body (a length above zero, or a chunked one). */
const announcesBody = (req: IncomingMessage) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Answers a request before its body has all arrived — a body over its route's limit (413), or any
 * early refusal — so that the client reads the answer instead of a reset connection.
 * Node answers such a request with `Connection: close` and, once the answer is written, closes the
 * socket while the client is still sending: the unread bytes make the kernel reset the connection,
 * and the client meets EPIPE or ECONNRESET, usually before it read the answer. This does what nginx's
 * lingering close does: the answer still says `Connection: close` (the client should stop sending and
 * not reuse the connection), the server then ends only its own side (FIN after the answer) and reads
 * and drops what the client still sends, and closes the socket once the client closes its side, or
 * stops sending for `idleMs`, or after {@link LINGER_MS}.
 *
 * @example
 * lingerOnRefusedBodies(fastify, { idleMs: config.httpTimeouts.bodyIdleMs });
 */
export function lingerOnRefusedBodies(app: FastifyInstance, opts: { idleMs: number; lingerMs?: number }): void {
  const lingerMs = opts.lingerMs ?? LINGER_MS;
  app.addHook('onSend', (request, reply, payload, done) => {
    const req = request.raw;
    if (!req.complete && announcesBody(req)) {
      reply.header('connection', 'close');
      linger(req, opts.idleMs, lingerMs);
    }
    done(null, payload);
  });
}

/** Reads and drops the rest of a request's body; after the answer, closes the socket as described above. */
function linger(req: IncomingMessage, idleMs: number, lingerMs: number): void {
  const socket = req.socket;
  // The rest of the body is read here and dropped (left unread, node would stop reading the socket).
  req.on('data', () => undefined);
  req.resume();
  // Node closes a `Connection: close` answer's socket by `destroySoon()` once the answer is written:
  // it ends the socket and destroys it at once. This socket ends, and lingers.
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.writable) this.end();
    let idle: NodeJS.Timeout;
    const close = () => this.destroy();
    const total = setTimeout(close, lingerMs);
    const quiet = () => {
      clearTimeout(idle);
      idle = setTimeout(close, idleMs);
    };
    quiet();
    const onData = () => quiet();
    req.on('data', onData);
    // The client closed its side: nothing more will come.
    this.once('end', close);
    this.once('close', () => {
      clearTimeout(total);
      clearTimeout(idle);
      req.off('data', onData);
    });
  };
}
