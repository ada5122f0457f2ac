/**
 * Sidebar state: collapsed to icons at SIDEBAR_COLLAPSE_WIDTH (768 px) or less (admin §2.3), with a
 * toggle that overrides it until the screen crosses the threshold again.
 */
import { SIDEBAR_COLLAPSE_WIDTH, isSidebarCollapsed } from '../layout';
import { useCallback, useEffect, useState } from 'react';

export const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`;

function currentlyNarrow(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(NARROW_QUERY).matches;
  return isSidebarCollapsed(window.innerWidth);
}

export function useSidebar() {
  const [narrow, setNarrow] = useState(currentlyNarrow);
  const [override, setOverride] = useState<boolean | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(NARROW_QUERY);
    const onChange = () => {
      setNarrow(mql.matches);
      setOverride(null);
    };
    mql.addEventListener('change', onChange);
    return () => mql.removeEventListener('change', onChange);
  }, []);

  const collapsed = override ?? narrow;
  const toggle = useCallback(() => setOverride(!collapsed), [collapsed]);
  /** On a narrow screen an expanded sidebar floats over the page; following a link folds it back. */
  const closeOverlay = useCallback(() => {
    if (narrow) setOverride(null);
  }, [narrow]);
  return { collapsed, narrow, toggle, closeOverlay, overlay: narrow && !collapsed };
}
