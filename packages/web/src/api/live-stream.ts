/**
 * The request of the live-updates stream (GET /events; app/live-updates.tsx reads it), and the one a
 * full load starts with its first queries (app/boot/first-load.ts).
 *
 * A stream that connects says nothing of what changed before it: the live answers that arrived before it
 * was asked for are asked again then. Asked for by the start-up module, before the page's first queries
 * leave, it is older than their answers, so a full load asks none of them twice (issue 61); asked for by
 * the signed-in layout, after they had answered, it made /approve ask its queue again on every load.
 */
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER, LIVE_UPDATES_PATH } from '@vetrx/core/api';
import { readImpersonatedUsername } from '../lib/storage';

export interface LiveStreamRequest {
  readonly response: Promise<Response>;
  /** `Date.now()` when it was asked for: answers older than this may have missed a change. */
  readonly requestedAt: number;
  readonly token: string;
  readonly impersonating: string | null;
  readonly controller: AbortController;
}

/** How long the start-up module's stream waits for the signed-in layout to take it before it is closed. */
export const EARLY_STREAM_WAIT_MS = 15_000;

/** Asks for the stream with `token` (and the stored impersonation). */
export function requestLiveStream(token: string): LiveStreamRequest {
  const controller = new AbortController();
  const impersonating = readImpersonatedUsername();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME, accept: 'text/event-stream' };
  if (impersonating) headers[IMPERSONATION_HEADER] = impersonating;
  const requestedAt = Date.now();
  // Low priority: the stream never ends, and a page's loading, or a tool waiting for its critical
  // requests to settle (Lighthouse), should not count it among them.
  const response = fetch(LIVE_UPDATES_PATH, { headers, signal: controller.signal, cache: 'no-store', priority: 'low' });
  response.catch(() => undefined);
  return { response, requestedAt, token, impersonating, controller };
}

let early: LiveStreamRequest | null = null;

/** The start-up module's stream, asked for with the stored token beside the first queries. */
export function requestEarlyLiveStream(token: string): void {
  const request = requestLiveStream(token);
  early = request;
  setTimeout(() => {
    if (early !== request) return;
    early = null;
    request.controller.abort();
  }, EARLY_STREAM_WAIT_MS);
}

/**
 * The start-up module's stream when it was asked for as the caller `token` (and the impersonation
 * stored now); null otherwise, and then it is closed. Taken once.
 */
export function takeEarlyLiveStream(token: string): LiveStreamRequest | null {
  const request = early;
  early = null;
  if (!request) return null;
  if (request.token === token && request.impersonating === readImpersonatedUsername()) return request;
  request.controller.abort();
  return null;
}
