/**
 * Whether a media query matches, kept current (`useSyncExternalStore` over `matchMedia`); `fallback` where the
 * browser has no `matchMedia` (jsdom). Chakra's `useBreakpointValue` reads the system to name its breakpoints,
 * and the queue's first screen draws without the system (theme/lazy-system.ts).
 *
 * @example
 * const wide = useMediaMatch(`(min-width: ${breakpoints.md})`, true);
 */
import { useSyncExternalStore } from 'react';

/** The query's list, or null where the browser has none. */
function list(query: string): MediaQueryList | null {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function' ? null : window.matchMedia(query);
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
