import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestEarlyLiveStream } from '../api/live-stream';
import { assignment, location, practiceMe, VET_MODULES } from '../test/fixtures';
import { createTestQueryClient, renderWithProviders, testSession } from '../test/wrapper';
import { coalesce, LIVE_COALESCE_MS, LiveUpdates } from './live-updates';

describe('live updates: coalesced refetches (issue 17 item 1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('folds a burst of change events into one refetch, well inside a second', () => {
    const run = vi.fn();
    const refetch = coalesce(run, LIVE_COALESCE_MS);
    for (let i = 0; i < 25; i++) refetch();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(LIVE_COALESCE_MS).toBeLessThan(1000);
    // A later change is a new burst.
    refetch();
    vi.advanceTimersByTime(LIVE_COALESCE_MS);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('drops a pending refetch when the screen goes away', () => {
    const run = vi.fn();
    const refetch = coalesce(run, LIVE_COALESCE_MS);
    refetch();
    refetch.cancel();
    vi.advanceTimersByTime(LIVE_COALESCE_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });
});

describe('live updates: a connection asks again only the answers older than its request (issue 61)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Two live answers at location 21, one from a minute ago and one newer than any stream asked for now. */
  function cache() {
    const queryClient = createTestQueryClient();
    const older = ['GetPrescriptionTasksGroupedCount', '21', { n: 1 }];
    const newer = ['GetPrescriptionTasksGrouped', '21', { n: 2 }];
    queryClient.setQueryData(older, { n: 1 }, { updatedAt: Date.now() - 60_000 });
    queryClient.setQueryData(newer, { n: 2 }, { updatedAt: Date.now() + 60_000 });
    const invalidated = () => [older, newer].filter((key) => queryClient.getQueryState(key)?.isInvalidated).map((key) => key[0]);
    return { queryClient, invalidated };
  }

  /** `fetch` answering every request with a stream that stays open; notes each request's token. */
  function streams() {
    const asked: string[] = [];
    const aborted: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
      const token = new Headers(init?.headers).get('authorization') ?? '';
      asked.push(token);
      init?.signal?.addEventListener('abort', () => aborted.push(token));
      return new Response(new ReadableStream({ start: () => undefined }), { status: 200, headers: { 'content-type': 'text/event-stream' } });
    });
    return { asked, aborted };
  }

  const session = testSession(practiceMe([assignment({ location: location({ id: '21', name: 'North Clinic' }), modules: VET_MODULES, isPrimary: true })]));

  it('takes the stream the start-up module asked for as the same caller, and asks nothing newer again', async () => {
    const { asked } = streams();
    requestEarlyLiveStream('test-token');
    const { queryClient, invalidated } = cache();
    const view = renderWithProviders(<LiveUpdates />, { session, queryClient });
    await waitFor(() => expect(invalidated()).toEqual(['GetPrescriptionTasksGroupedCount']));
    expect(asked).toEqual(['Bearer test-token']);
    view.unmount();
  });

  it('closes a stream asked for as another caller and asks its own', async () => {
    const { asked, aborted } = streams();
    requestEarlyLiveStream('token-of-before');
    const { queryClient, invalidated } = cache();
    const view = renderWithProviders(<LiveUpdates />, { session, queryClient });
    await waitFor(() => expect(asked).toEqual(['Bearer token-of-before', 'Bearer test-token']));
    expect(aborted).toEqual(['Bearer token-of-before']);
    await waitFor(() => expect(invalidated()).toEqual(['GetPrescriptionTasksGroupedCount']));
    view.unmount();
  });
});
