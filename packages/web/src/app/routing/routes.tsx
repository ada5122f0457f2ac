/**
 * The route tree: public feature routes, then everything behind sign-in (the layout picks the practice
 * or support shell and guards each path), then the not-found page.
 */
import { Component, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigationType, useRoutes, type NonIndexRouteObject, type RouteObject } from 'react-router';
import type { DeferredModule } from '../../components/ui/deferred-load';
import { useAppHistory } from '../../lib/app-history';
import { SessionLoading } from '../session/SessionStates';
import RouteErrorPage from '../shell/RouteErrorPage';
import { DeferredPage, PageLoadingProvider } from './page';
import type { RegisteredRoute, RouteRegistry } from './registry';
import type { RoutePreload, StartQuery } from './types';

function RootLayout() {
  return (
    <PageLoadingProvider value={<SessionLoading />}>
      <Suspense fallback={<SessionLoading />}>
        <ScrollOnNavigate />
        <Outlet />
      </Suspense>
    </PageLoadingProvider>
  );
}

/**
 * The window's scroll after a navigation, as the browser would for pages of their own: Back and Forward
 * return to where the entry was left, a link to its `#hash`, any other navigation to the top unless it
 * asked to keep the scroll (`preventScrollReset`, as a filter that rewrites the query does).
 */
function ScrollOnNavigate() {
  const history = useAppHistory();
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (!history) return;
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, [history]);
  useLayoutEffect(() => {
    if (!history) return;
    // (Chromium's scroll methods answer a promise: none is returned to React as a cleanup.)
    const saved = type === 'POP' ? history.savedScroll(location.key) : undefined;
    const anchor = location.hash ? document.getElementById(hashTarget(location.hash)) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else if (type !== 'POP' && !history.keepsScroll(location.key)) window.scrollTo(0, 0);
  }, [history, location.key, location.hash, type]);
  return null;
}

/** The element id a `#hash` names (as typed, when it is not valid percent-encoding). */
function hashTarget(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

/**
 * A page that throws while rendering shows the error page in its place; the shell around it stays.
 * Another location (a menu link, Back) shows its page again.
 */
function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundary at={`${location.pathname}${location.search}`}>{children}</ErrorBoundary>;
}

class ErrorBoundary extends Component<{ at: string; children: ReactNode }, { error: unknown; at: string | null }> {
  override state = { error: undefined as unknown, at: null as string | null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { at: string }, state: { error: unknown; at: string | null }) {
    // The error belongs to the location it happened at; a new location renders its page again.
    if (state.at === null) return { at: props.at };
    return state.at === props.at ? null : { error: undefined, at: props.at };
  }
  override render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}

/** A route object for a page of the table: rendered by DeferredPage, its module's load kept in `handle.preload`. */
function pageRoute(route: { path?: string; module: DeferredModule<{ default: ComponentType }>; prefetch?: RegisteredRoute['prefetch'] }): NonIndexRouteObject {
  const handle: RoutePreload = { preload: route.module.preload, prefetch: route.prefetch };
  return {
    path: route.path,
    element: (
      <RouteErrorBoundary>
        <DeferredPage module={route.module} />
      </RouteErrorBoundary>
    ),
    handle,
  };
}

/** The app's pages for the router's current location (inside the router, start.tsx). */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * Builds the app's route objects from the route table (registry.ts): the same page modules the
 * start-up module may already have loaded. The layout comes in the table rather than imported here: the
 * shell's menu links read the route table (intent.tsx), so the route tree importing the shell would close
 * an import cycle.
 */
export function buildRouteTree(registry: RouteRegistry): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...registry.public.map(pageRoute),
        {
          ...pageRoute({ module: registry.layout }),
          children: [
            // `/` is sent to the role's first allowed link by the guard (admin §2.3).
            { index: true, element: null },
            ...registry.main.map(pageRoute),
            ...registry.support.map(pageRoute),
            pageRoute(registry.notFound),
          ],
        },
      ],
    },
  ];
}

/** Starts loading the code a URL renders (the layout and the page, from the routes' `handle.preload`): a link's intent. */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as Partial<RoutePreload> | undefined)?.preload?.().catch(() => undefined);
  }
}

/** Starts the first queries of a URL's page (`handle.prefetch`). */
export function prefetchRoute(routes: RouteObject[], url: Pick<Location, 'pathname' | 'search'>, locationId: string, start: StartQuery): void {
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    void (match.route.handle as Partial<RoutePreload> | undefined)?.prefetch?.(start, { locationId, search: new URLSearchParams(url.search) }).catch(() => undefined);
  }
}
