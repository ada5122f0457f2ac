/**
 * Whether a media query matches, kept current (`useSyncExternalStore` over `matchMedia`); `fallback` where the
 * browser has no `matchMedia` (jsdom). Chakra's `useBreakpointValue` reads the system to name its breakpoints,
 * and the queue's first screen draws without the system (theme/lazy-system.ts).
 *
 * @example
 * const wide = useMediaMatch(`(min-width: ${breakpoints.md})`, true);
 */
import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

function list(query: string): MediaQueryList | null {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return null;
  let mql = lists.get(query);
  if (!mql) lists.set(query, (mql = window.matchMedia(query)));
  return mql;
}

export function useMediaMatch(query: string, fallback: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = list(query);
      mql?.addEventListener('change', onChange);
      return () => mql?.removeEventListener('change', onChange);
    },
    () => list(query)?.matches ?? fallback,
  );
}
