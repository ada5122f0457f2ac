/**
 * The router (issue 61, decision 0424): react-router's declarative `BrowserRouter` over the route tree
 * (`useRoutes`), not its data router. The portal uses none of the data router's parts (loaders, actions,
 * fetchers, blockers: pages load their own code and data), and those parts were
 * half of react-router's bytes in every first load. What the data router gave besides is kept here: a
 * navigate function outside React (the unauthenticated handler's redirect), the scroll restored on back and
 * forward and reset on a new page, and an error boundary around the pages.
 */
import { Component, useLayoutEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import { PRACTICE_SETUP_LABELS } from '@vetrx/core/messages';
import { BrowserRouter, useLocation, useNavigate, useNavigationType, useRoutes, type NavigateFunction, type RouteObject } from 'react-router';

/** Hands the router's navigate function out once the router is up (for code outside React). */
function NavigateBridge({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    onReady(navigate);
  }, [navigate, onReady]);
  return null;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The window's scroll as the data router's ScrollRestoration kept it: a new page (another path) opens at
 * the top, or at the element its hash names; back and forward return to where that entry was left; a
 * change of the query alone (a page mirroring its state in the URL) leaves the scroll as it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const path = useRef(location.pathname);
  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useLayoutEffect(() => {
    const saved = positions.current;
    const key = location.key;
    const samePath = path.current === location.pathname;
    path.current = location.pathname;
    if (type === 'POP' && saved.has(key)) window.scrollTo(0, saved.get(key)!);
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    else if (!samePath) window.scrollTo(0, 0);
    return () => void saved.set(key, window.scrollY);
  }, [location, type]);
  return null;
}

interface BoundaryState {
  error: Error | null;
}

/** A page that throws while rendering (a chunk that failed to load) shows what went wrong, not a blank window. */
class PageErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert">
        <h1>{PRACTICE_SETUP_LABELS.loadFailed}</h1>
        <p>{error.message}</p>
      </div>
    );
  }
}

/**
 * The app's router over a route tree built by `buildRouteTree`.
 *
 * @example
 * <AppRouter routes={buildRouteTree(registry)} onNavigate={(navigate) => (goTo = navigate)} />
 */
export function AppRouter({ routes, onNavigate }: { routes: RouteObject[]; onNavigate: (navigate: NavigateFunction) => void }) {
  return (
    <BrowserRouter>
      <NavigateBridge onReady={onNavigate} />
      <PageErrorBoundary>
        <Routes routes={routes} />
      </PageErrorBoundary>
    </BrowserRouter>
  );
}
