/**
 * The route tree: public feature routes, then everything behind sign-in (the layout picks the practice
 * or support shell and guards each path), then the not-found page.
 */
import { lazy, Suspense } from 'react';
import { matchRoutes, Outlet, ScrollRestoration, type RouteObject } from 'react-router';
import { SessionLoading } from '../session/SessionStates';
import type { FeatureModule, FeatureRoutes, RoutePreload, StartQuery } from './types';

const loadAuthenticatedLayout = () => import('../shell/AuthenticatedLayout');
const AuthenticatedLayout = lazy(loadAuthenticatedLayout);
const NotFoundPage = lazy(() => import('../shell/NotFoundPage'));

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
    <Suspense fallback={<SessionLoading />}>
      <ScrollRestoration />
      <Outlet />
    </Suspense>
  );
}

/** Builds the app's route objects from the collected feature routes. */
export function buildRouteTree(routes: Required<FeatureRoutes>): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      children: [
        ...routes.public,
        {
          element: <AuthenticatedLayout />,
          handle: { preload: loadAuthenticatedLayout } satisfies RoutePreload,
          children: [
            // `/` is sent to the role's first allowed link by the guard (admin §2.3).
            { index: true, element: null },
            ...routes.main,
            ...routes.support,
            { path: '*', element: <NotFoundPage /> },
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
