/**
 * The frame both layouts share: optional impersonation banner, a sticky header, a sticky side menu that
 * collapses to an icon rail (its entry for the current path highlighted), and the main landmark with a
 * skip link, showing the routed page behind the access gate.
 */
import { highlightKey, linkKey } from '@vetrx/core/access';
import { Suspense, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { LuPanelLeftClose, LuPanelLeftOpen } from 'react-icons/lu';
import { Link, Outlet, useLocation } from 'react-router';
import { TOAST_TOP_VAR } from '../../lib/ui-constants';
import { DeferredTooltip } from '../../components/ui/deferred-tooltip';
import { AccessGate } from './AccessGate';
import { Logo } from '../../components/ui/Logo';
import { PageLoadingProvider } from '../routing/page';
import { ShellFallback } from './ShellFallback';
import type { NavItem } from './nav-types';
import { SideNav } from './SideNav';
import { useSidebar } from './useSidebar';
import { usePlainClasses } from '../../components/ui/plain';
import { FRAME, HEADER } from './header.styles';

export interface ShellFrameProps {
  banner?: ReactNode;
  /** Where the logo leads (admin §2.2: the practice logo opens /dashboard). */
  logoTo: string;
  headerContent: ReactNode;
  /** The side menu's entries and its accessible name. */
  nav: { items: NavItem[]; label: string };
}

/**
 * Keeps toasts below the header and the banner: sets the toaster's top offset to their
 * height while the shell is shown.
 */
function useToastsBelow(banner: RefObject<HTMLDivElement | null>, header: RefObject<HTMLDivElement | null>) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    // Set again only when the height changed: a property set on the root restyles the whole page, and
    // the observer also reports widths that change alone (a scrollbar appearing as the page grows).
    let placed = '';
    const place = () => {
      const height = (banner.current?.offsetHeight ?? 0) + (header.current?.offsetHeight ?? 0);
      const top = `calc(${height}px + 0.75rem)`;
      if (top === placed) return;
      placed = top;
      root.style.setProperty(TOAST_TOP_VAR, top);
    };
    // The observer reports each element's size once the page is laid out, before it is painted:
    // reading the heights here instead would lay out the page an extra time as the shell mounts.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (!observer) place();
    for (const el of [banner.current, header.current]) if (el) observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(TOAST_TOP_VAR);
    };
  }, [banner, header]);
}

export function ShellFrame({ banner, logoTo, headerContent, nav }: ShellFrameProps) {
  const c = usePlainClasses(HEADER);
  const f = usePlainClasses(FRAME);
  const { collapsed, toggle, overlay, closeOverlay, narrow, hidden, phone } = useSidebar();
  const { pathname } = useLocation();
  const bannerRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  useToastsBelow(bannerRef, headerRef);
  const toggleLabel = collapsed ? 'Expand menu' : 'Collapse menu';
  return (
    <div className={f.root}>
      <a href="#main" className={f.skip}>
        Skip to content
      </a>
      <div ref={bannerRef}>{banner}</div>
      <header ref={headerRef} className={c.bar}>
        <DeferredTooltip content={toggleLabel}>
          <button type="button" className={c.menuToggle} aria-label={toggleLabel} aria-expanded={!collapsed} aria-controls="side-menu" onClick={toggle}>
            {collapsed ? <LuPanelLeftOpen /> : <LuPanelLeftClose />}
          </button>
        </DeferredTooltip>
        <Link to={logoTo} aria-label="VetRx home" className={c.logoLink}>
          <Logo size="sm" withText={!narrow} />
        </Link>
        {headerContent}
      </header>
      <div className={f.body}>
        <aside
          id="side-menu"
          // A phone's collapsed menu is out of the page and out of the tab order.
          className={`${f.aside} ${hidden ? f.asideHidden : collapsed ? f.asideRail : f.asideWide} ${overlay ? f.asideOverlay : f.asideSticky}`}
          data-collapsed={collapsed || undefined}
        >
          <SideNav items={nav.items} activeKey={linkKey(highlightKey(pathname))} collapsed={collapsed} label={nav.label} onNavigate={closeOverlay} />
        </aside>
        {overlay && <div className={f.backdrop} onClick={closeOverlay} aria-hidden />}
        <main id="main" tabIndex={-1} className={overlay && !phone ? `${f.main} ${f.mainBesideRail}` : f.main}>
          <div className={f.content}>
            <AccessGate>
              <PageLoadingProvider value={<ShellFallback />}>
                <Suspense fallback={<ShellFallback />}>
                  <Outlet />
                </Suspense>
              </PageLoadingProvider>
            </AccessGate>
          </div>
        </main>
      </div>
    </div>
  );
}
