/**
 * Live updates: while a practice screen is open, a stream from GET /events says when
 * something changed at a location; the queries that change can affect (core's LIVE_QUERIES) of the
 * selected location are refetched at once (a burst of changes refetches once), through the same authorized API as always. When the stream
 * is down it reconnects with a growing pause; meanwhile the spec's polling keeps screens current.
 */
import { LIVE_QUERIES, parseSseBlock } from '@vetrx/core/api';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useEffect } from 'react';
import { requestLiveStream, takeEarlyLiveStream } from '../api/live-stream';
import { useAuthService } from './auth/AuthProvider';
import { useCurrentLocation } from '../session/SessionContext';

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

    const live = (q: Query) => LIVE_QUERIES.has(String(q.queryKey[0])) && (q.queryKey[1] === locationId || q.queryKey[1] === null);
    // A change: the location's live queries again, an answer on its way included (it may predate the change).
    const refetch = () => queryClient.invalidateQueries({ predicate: live });
    // Many changes at once (a bulk approval, a colleague's quick run) refetch the screen once.
    const refetchSoon = coalesce(() => void refetch(), LIVE_COALESCE_MS);
    // A connection: the answers older than its request, which may have missed a change. One on its way
    // is left to come (the start-up module's first answers were asked for after the stream).
    const refetchOlderThan = (requestedAt: number) =>
      queryClient.invalidateQueries({ predicate: (q) => live(q) && q.state.dataUpdatedAt < requestedAt }, { cancelRefetch: false });

    const connect = async () => {
      if (stopped) return;
      const token = auth.getAccessToken();
      if (!token) {
        // Signed out for a moment (a token renewal): look again shortly.
        timer = setTimeout(connect, RETRY_MS[RETRY_MS.length - 2]);
        return;
      }
      // The first connection takes the stream the start-up module asked for, if it asked as this caller.
      const request = (attempt === 0 && takeEarlyLiveStream(token)) || requestLiveStream(token);
      controller = request.controller;
      try {
        const res = await request.response;
        if (!res.ok || !res.body) throw new Error(`events: ${res.status}`);
        attempt = 0;
        // Anything may have changed before the stream was asked for (or while it was down): the answers
        // older than the request are asked again; those that came after it are current.
        void refetchOlderThan(request.requestedAt);
        performance.mark('vetrx:live-connected');
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
