/**
 * The route tree: public feature routes, then everything behind sign-in (the layout picks the practice
 * or support shell and guards each path), then the not-found page.
 */
import { Suspense } from 'react';
import { matchRoutes, Outlet, ScrollRestoration, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { deferredModule } from '../../components/ui/deferred-module';
import { SessionLoading } from '../session/SessionStates';
import { DeferredPage, PageLoadingProvider } from './page';
import type { FeatureModule, FeatureRoute, FeatureRoutes, RoutePreload, StartQuery } from './types';

/** Merges the features' route lists, in folder order. */
export function collectRoutes(modules: Record<string, FeatureModule>): Required<FeatureRoutes> {
  const merged: Required<FeatureRoutes> = { public: [], main: [], support: [] };
  for (const path of Object.keys(modules).sort()) {
    const { routes } = modules[path];
    merged.public.push(...(routes.public ?? []));
    merged.main.push(...(routes.main ?? []));
    merged.support.push(...(routes.support ?? []));
  }
  return merged;
}

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

/** A route object for a page: rendered by DeferredPage, its import kept in `handle.preload`. */
function pageRoute(route: Omit<FeatureRoute, 'path'> & { path?: string }): NonIndexRouteObject {
  const module = deferredModule(route.page);
  const handle: RoutePreload = { preload: module.preload, prefetch: route.prefetch };
  return { path: route.path, element: <DeferredPage module={module} />, handle };
}

/**
 * Builds the app's route objects from the collected feature routes and the layout behind sign-in
 * (app/shell/load-layout.ts). The layout is passed in rather than imported: the shell's menu links read
 * the route table (intent.tsx), so the route tree importing the shell would close an import cycle.
 */
export function buildRouteTree(routes: Required<FeatureRoutes>, layout: FeatureRoute['page']): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.public.map(pageRoute),
        {
          ...pageRoute({ page: layout }),
          children: [
            // `/` is sent to the role's first allowed link by the guard (admin §2.3).
            { index: true, element: null },
            ...routes.main.map(pageRoute),
            ...routes.support.map(pageRoute),
            pageRoute({ path: '*', page: () => import('../shell/NotFoundPage') }),
          ],
        },
      ],
    },
  ];
}

/**
 * Starts loading the lazy chunks the first URL will render (the layout and the page, from the routes'
 * `handle.preload`), so they travel in parallel with /config.json and the caller's query.
 */
export function preloadRoute(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) {
    void (match.route.handle as Partial<RoutePreload> | undefined)?.preload?.().catch(() => undefined);
  }
}

/** Starts the first queries of the first URL's page (`handle.prefetch`, decision 0196). */
export function prefetchRoute(routes: RouteObject[], url: Pick<Location, 'pathname' | 'search'>, locationId: string, start: StartQuery): void {
  for (const match of matchRoutes(routes, url.pathname) ?? []) {
    void (match.route.handle as Partial<RoutePreload> | undefined)?.prefetch?.(start, { locationId, search: new URLSearchParams(url.search) }).catch(() => undefined);
  }
}

/** The feature route modules found in src/features/<feature>/routes.tsx. */
export function featureModules(): Record<string, FeatureModule> {
  return import.meta.glob<FeatureModule>('../../features/*/routes.tsx', { eager: true });
}
