import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { coalesce, LIVE_COALESCE_MS } from './live-updates';

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
