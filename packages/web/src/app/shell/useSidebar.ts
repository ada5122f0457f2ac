/**
 * Sidebar state: collapsed to icons at SIDEBAR_COLLAPSE_WIDTH (768 px) or less (admin §2.3), with a
 * toggle that overrides it until the screen crosses the threshold again.
 */
import { SIDEBAR_COLLAPSE_WIDTH, SIDEBAR_HIDDEN_WIDTH, isSidebarCollapsed } from '../../lib/layout';
import { useCallback, useEffect, useState } from 'react';

export const NARROW_QUERY = `(max-width: ${SIDEBAR_COLLAPSE_WIDTH}px)`;
/** Phones: the collapsed sidebar is hidden, not a rail of icons. */
const PHONE_QUERY = `(max-width: ${SIDEBAR_HIDDEN_WIDTH}px)`;

/** Whether the media query matches now; without matchMedia (jsdom), what the window's width says. */
function matches(query: string, byWidth: (width: number) => boolean): boolean {
  if (typeof window === 'undefined') return false;
  return typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : byWidth(window.innerWidth);
}

export function useSidebar() {
  const [narrow, setNarrow] = useState(() => matches(NARROW_QUERY, isSidebarCollapsed));
  const [phone, setPhone] = useState(() => matches(PHONE_QUERY, (width) => width <= SIDEBAR_HIDDEN_WIDTH));
  const [override, setOverride] = useState<boolean | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const mql = window.matchMedia(NARROW_QUERY);
    const onChange = () => {
      setNarrow(mql.matches);
      setOverride(null);
    };
    const phoneMql = window.matchMedia(PHONE_QUERY);
    const onPhone = () => setPhone(phoneMql.matches);
    mql.addEventListener('change', onChange);
    phoneMql.addEventListener('change', onPhone);
    return () => {
      mql.removeEventListener('change', onChange);
      phoneMql.removeEventListener('change', onPhone);
    };
  }, []);

  const collapsed = override ?? narrow;
  const toggle = useCallback(() => setOverride(!collapsed), [collapsed]);
  /** On a narrow screen an expanded sidebar floats over the page; following a link folds it back. */
  const closeOverlay = useCallback(() => {
    if (narrow) setOverride(null);
  }, [narrow]);
  /** `hidden`: a phone's collapsed sidebar takes no room at all. */
  return { collapsed, narrow, toggle, closeOverlay, overlay: narrow && !collapsed, hidden: phone && collapsed, phone };
}
