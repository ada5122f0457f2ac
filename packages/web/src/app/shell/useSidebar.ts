/**
 * Sidebar state: collapsed to icons at SIDEBAR_COLLAPSE_WIDTH (768 px) or less (admin §2.3), with a
 * toggle that overrides it until the screen crosses the threshold again.
 */
import { SIDEBAR_COLLAPSE_WIDTH, SIDEBAR_HIDDEN_WIDTH, isSidebarCollapsed } from '../../lib/layout';
import { useCallback, useState } from 'react';
import { useMediaMatch } from '../../components/ui/use-media-match';

export const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`;
/** Phones: the collapsed sidebar is hidden, not a rail of icons. */
const PHONE_QUERY = `(max-width: ${SIDEBAR_HIDDEN_WIDTH}px)`;

/** The window's width where the browser has no `matchMedia` (jsdom). */
const width = () => (typeof window === 'undefined' ? Infinity : window.innerWidth);

export function useSidebar() {
  const narrow = useMediaMatch(NARROW_QUERY, isSidebarCollapsed(width()));
  const phone = useMediaMatch(PHONE_QUERY, width() <= SIDEBAR_HIDDEN_WIDTH);
  const [override, setOverride] = useState<boolean | null>(null);
  // The screen crossing the threshold ends the toggle's override.
  const [narrowBefore, setNarrowBefore] = useState(narrow);
  if (narrowBefore !== narrow) {
    setNarrowBefore(narrow);
    setOverride(null);
  }

  const collapsed = override ?? narrow;
  const toggle = useCallback(() => setOverride(!collapsed), [collapsed]);
  /** On a narrow screen an expanded sidebar floats over the page; following a link folds it back. */
  const closeOverlay = useCallback(() => {
    if (narrow) setOverride(null);
  }, [narrow]);
  /** `hidden`: a phone's collapsed sidebar takes no room at all. */
  return { collapsed, narrow, toggle, closeOverlay, overlay: narrow && !collapsed, hidden: phone && collapsed, phone };
}
