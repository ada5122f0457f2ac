/** useMediaMatch: the query's answer at the first render, and again when the browser reports a change. */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMediaMatch } from './use-media-match';

const original = window.matchMedia;
afterEach(() => {
  window.matchMedia = original;
});

/** A media query list the test moves: `set(true)` reports a change to every listener. */
function fakeList(query: string, matches: boolean) {
  const listeners = new Set<() => void>();
  const mql = {
    matches,
    media: query,
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  window.matchMedia = ((q: string) => (q === query ? mql : original(q))) as typeof window.matchMedia;
  return { set: (next: boolean) => ((mql.matches = next), listeners.forEach((l) => l())), listeners };
}

function Probe({ query }: { query: string }) {
  return <p data-testid="probe">{useMediaMatch(query, true) ? 'wide' : 'narrow'}</p>;
}

describe('useMediaMatch', () => {
  it('answers at the first render and follows the changes the browser reports; unmounted, it stops listening', () => {
    const list = fakeList('(min-width: 101px)', false);
    const { unmount } = render(<Probe query="(min-width: 101px)" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('narrow');
    act(() => list.set(true));
    expect(screen.getByTestId('probe')).toHaveTextContent('wide');
    act(() => list.set(false));
    expect(screen.getByTestId('probe')).toHaveTextContent('narrow');
    unmount();
    expect(list.listeners.size).toBe(0);
  });

  it('answers the fallback where the browser has no matchMedia', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    render(<Probe query="(min-width: 102px)" />);
    expect(screen.getByTestId('probe')).toHaveTextContent('wide');
  });
});
