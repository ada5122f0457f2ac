/**
 * Live updates: while a practice screen is open, a stream from GET /events says when
 * something changed at a location; the queries that change can affect (core's LIVE_QUERIES) of the
 * selected location are refetched at once (a burst of changes refetches once), through the same authorized API as always. When the stream
 * is down it reconnects with a growing pause; meanwhile the spec's polling keeps screens current.
 */
import { APPLICATION_HEADER, APPLICATION_NAME, IMPERSONATION_HEADER, LIVE_QUERIES, LIVE_UPDATES_PATH, parseSseBlock } from '@vetrx/core/api';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthService } from './auth/AuthProvider';
import { useCurrentLocation } from '../session/SessionContext';
import { readImpersonatedUsername } from '../lib/storage';

const RETRY_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Changes arriving within this window refetch once (a bulk approval announces one change per request). */
export const LIVE_COALESCE_MS = 150;

/**
 * Calls `run` once for a burst of calls: the first call starts a window of `windowMs`, and the calls
 * inside it are folded into one `run` at its end. `cancel` drops a pending run.
 *
 * @example
 * const refetch = coalesce(() => invalidate(), 150);
 * refetch(); refetch(); refetch(); // one invalidate, 150 ms later
 */
export function coalesce(run: () => void, windowMs: number): { (): void; cancel(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const call = () => {
    if (timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      run();
    }, windowMs);
  };
  call.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  return call;
}

/** Listens for changes at the selected location and refetches the live queries it shows. */
export function LiveUpdates(): null {
  const auth = useAuthService();
  const queryClient = useQueryClient();
  const { locationId } = useCurrentLocation();

  useEffect(() => {
    if (!locationId) return;
    let stopped = false;
    let attempt = 0;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refetch = () =>
      queryClient.invalidateQueries({
        predicate: (q) => LIVE_QUERIES.has(String(q.queryKey[0])) && (q.queryKey[1] === locationId || q.queryKey[1] === null),
      });
    // Many changes at once (a bulk approval, a colleague's quick run) refetch the screen once.
    const refetchSoon = coalesce(() => void refetch(), LIVE_COALESCE_MS);

    const connect = async () => {
      if (stopped) return;
      const token = auth.getAccessToken();
      if (!token) {
        // Signed out for a moment (a token renewal): look again shortly.
        timer = setTimeout(connect, RETRY_MS[RETRY_MS.length - 2]);
        return;
      }
      controller = new AbortController();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, [APPLICATION_HEADER]: APPLICATION_NAME, accept: 'text/event-stream' };
      const impersonating = readImpersonatedUsername();
      if (impersonating) headers[IMPERSONATION_HEADER] = impersonating;
      try {
        // Low priority (issue 61): the stream never ends, and a page's loading, or a tool waiting for its
        // critical requests to settle (Lighthouse), should not count it among them; it is not what the
        // first screen waits for.
        const res = await fetch(LIVE_UPDATES_PATH, { headers, signal: controller.signal, cache: 'no-store', priority: 'low' });
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        attempt = 0;
        // Anything may have changed while the stream was down.
        void refetch();
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let end;
          while ((end = buffer.search(/\r?\n\r?\n/)) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, '');
            const event = parseSseBlock(block);
            if (event && event.data.locationId === locationId) refetchSoon();
          }
        }
      } catch {
        // Down or refused: polling goes on; try again after a pause.
      }
      if (stopped) return;
      timer = setTimeout(connect, RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      refetchSoon.cancel();
      controller?.abort();
    };
  }, [auth, queryClient, locationId]);

  return null;
}
