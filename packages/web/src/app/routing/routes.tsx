/**
 * The route tree: public feature routes, then everything behind sign-in (the layout picks the practice
 * or support shell and guards each path), then the not-found page.
 */
import { Suspense, type ComponentType } from 'react';
import { matchRoutes, Outlet, ScrollRestoration, type NonIndexRouteObject, type RouteObject } from 'react-router';
import type { DeferredModule } from '../../components/ui/deferred-load';
import { SessionLoading } from '../session/SessionStates';
import RouteErrorPage from '../shell/RouteErrorPage';
import { DeferredPage, PageLoadingProvider } from './page';
import type { RegisteredRoute, RouteRegistry } from './registry';
import type { RoutePreload, StartQuery } from './types';

function RootLayout() {
  return (
    <PageLoadingProvider value={<SessionLoading />}>
      <Suspense fallback={<SessionLoading />}>
        <ScrollRestoration />
        <Outlet />
      </Suspense>
    </PageLoadingProvider>
  );
}

/** A route object for a page of the table: rendered by DeferredPage, its module's load kept in `handle.preload`. */
function pageRoute(route: { path?: string; module: DeferredModule<{ default: ComponentType }>; prefetch?: RegisteredRoute['prefetch'] }): NonIndexRouteObject {
  const handle: RoutePreload = { preload: route.module.preload, prefetch: route.prefetch };
  // A page that throws shows the error page in its place; the shell around it stays.
  return { path: route.path, element: <DeferredPage module={route.module} />, errorElement: <RouteErrorPage />, handle };
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
      errorElement: <RouteErrorPage />,
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
