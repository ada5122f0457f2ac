/**
 * A debounce run out as an event the test chooses, instead of a guessed wait after which "nothing was
 * asked" is asserted.
 */
import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Does `action` with the timers it starts (a debounce) in the test's hands, then runs them out at once, so
 * whatever they would start has started when this returns. Real timers are back before it returns.
 *
 * @example
 * runOutTimersOf(() => fireEvent.change(input, { target: { value: 'an' } }));
 * await waitFor(() => expect(queryClient.isFetching()).toBe(0));
 */
export function runOutTimersOf(action: () => void): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    action();
    act(() => {
      vi.runOnlyPendingTimers();
    });
  } finally {
    vi.useRealTimers();
  }
}
