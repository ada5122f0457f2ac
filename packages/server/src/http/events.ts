/**
 * GET /events — live updates over Server-Sent Events. The caller signs in as for the
 * API (bearer token, the application header, the impersonation header while impersonating); the
 * stream then carries one `change` event per committed mutation at a location the caller may read —
 * where, what kind of record, which operation; never the record itself. A comment every 20 seconds keeps
 * proxies from closing it; after 5 minutes the server ends it and the browser reconnects with a fresh
 * token, so a revoked membership or an expired session stops the stream within minutes. Changes made
 * through other instances on the same PostgreSQL arrive too; while this instance cannot
 * hear them, its streams end and new ones are answered 503, and clients poll until it hears again.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { formatSseChange, LIVE_UPDATES_PATH, type LiveChange } from '@vetrx/core/api';
import { callerContext, jsonRoute, type RestRouteOptions, sendJson } from './rest.js';

const HEARTBEAT_MS = 20_000;
const STREAM_MS = 5 * 60_000;

export interface EventsRouteOptions extends RestRouteOptions {
  /**
   * Subscribes to the committed changes of the app's database, here and on the other instances
   * (live/changes.ts); `ended` is called when this instance stops hearing the others. Answers the
   * unsubscribe, or null while it does not hear them.
   */
  changes: (listener: (change: LiveChange) => void, ended: () => void) => (() => void) | null;
  /** Test hooks: the heartbeat and stream lengths. */
  heartbeatMs?: number;
  streamMs?: number;
}

/** Adds GET /events to a scope set up by `jsonRoutes`. */
export function eventsRoute(scope: FastifyInstance, opts: EventsRouteOptions): void {
  jsonRoute(scope, 'GET', LIVE_UPDATES_PATH, async (req, reply) => {
    const ctx = await callerContext(req, opts, { impersonation: true });
    const locations: ReadonlySet<number> = new Set(ctx.locationIds);
    const res = reply.raw;
    const unsubscribe = opts.changes(
      (change) => {
        if (locations.has(Number(change.locationId))) res.write(formatSseChange(change));
      },
      () => res.end(),
    );
    if (!unsubscribe) {
      // This instance cannot hear the other instances' changes for a moment: the client
      // keeps polling and tries again.
      sendJson(reply.header('retry-after', '5'), 503, { message: 'Live updates are unavailable for a moment; the page refreshes on its own meanwhile.' });
      return;
    }
    // The stream is written to the socket as changes come; the headers the hooks set (CORS) go with it.
    reply.hijack();
    res.writeHead(200, {
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), opts.heartbeatMs ?? HEARTBEAT_MS);
    const end = setTimeout(() => res.end(), opts.streamMs ?? STREAM_MS);
    const stop = () => {
      unsubscribe();
      clearInterval(heartbeat);
      clearTimeout(end);
    };
    req.raw.on('close', stop);
    res.on('close', stop);
  });
}
