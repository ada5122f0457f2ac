/**
 * The route table as data, without React (issue 61): every page's module to load and
 * its first queries, for the start-up module (`app/boot/first-load.ts`) to start a URL's code and data
 * before React and the router have arrived, and for the route tree (`routes.tsx`) to render the very
 * same modules — one load per page, whoever asks first.
 */
import type { ComponentType } from 'react';
import { deferredModule, type DeferredModule } from '../../components/ui/deferred-load';
import type { FeatureModule, FeatureRoute, FeatureRoutes } from './types';

/** A page of the table: its path, its module (loaded once) and its first queries. */
export interface RegisteredRoute {
  path: string;
  module: DeferredModule<{ default: ComponentType }>;
  prefetch?: FeatureRoute['prefetch'];
}

/** The table: public pages at the root, the rest inside the layout behind sign-in. */
export interface RouteRegistry {
  public: RegisteredRoute[];
  layout: DeferredModule<{ default: ComponentType }>;
  main: RegisteredRoute[];
  support: RegisteredRoute[];
  notFound: RegisteredRoute;
}

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

/** The feature route modules found in src/features/<feature>/routes.tsx (plain data: paths and imports). */
export function featureModules(): Record<string, FeatureModule> {
  return import.meta.glob<FeatureModule>('../../features/*/routes.tsx', { eager: true });
}

const register = (route: FeatureRoute): RegisteredRoute => ({ path: route.path, module: deferredModule(route.page), prefetch: route.prefetch });

/**
 * The table of the collected feature routes and the layout behind sign-in.
 *
 * @example
 * const registry = createRouteRegistry(collectRoutes(featureModules()), () => import('../shell/AuthenticatedLayout'));
 */
export function createRouteRegistry(routes: Required<FeatureRoutes>, layout: FeatureRoute['page']): RouteRegistry {
  return {
    public: routes.public.map(register),
    layout: deferredModule(layout),
    main: routes.main.map(register),
    support: routes.support.map(register),
    notFound: register({ path: '*', page: () => import('../shell/NotFoundPage') }),
  };
}

const segments = (path: string) => path.split('/').filter((s) => s.length > 0);

/**
 * How well `pattern` matches `pathname` the way the router does (case-insensitive, `:param` one
 * segment, a trailing slash ignored): null when it does not, else a rank — static segments count more
 * than parameters, so /products/new-ish paths prefer a static route over `/products/:id`.
 */
export function matchRank(pattern: string, pathname: string): number | null {
  const want = segments(pattern);
  const have = segments(pathname);
  if (want.length !== have.length) return null;
  let rank = 0;
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) rank += 1;
    else if (want[i].toLowerCase() === have[i].toLowerCase()) rank += 2;
    else return null;
  }
  return rank;
}

/** What a first load of `pathname` renders: the layout when the page sits behind sign-in, and the page. */
export interface FirstRoute {
  layout: boolean;
  page: RegisteredRoute | null;
}

/**
 * The page a URL shows (the not-found page for an unknown path behind sign-in; none for `/`, which the
 * guard sends on).
 *
 * @example
 * matchFirstRoute(registry, '/approve') // { layout: true, page: <the approvals page> }
 */
export function matchFirstRoute(registry: RouteRegistry, pathname: string): FirstRoute {
  const best = (routes: RegisteredRoute[]) => {
    let found: RegisteredRoute | null = null;
    let rank = -1;
    for (const route of routes) {
      const r = matchRank(route.path, pathname);
      if (r !== null && r > rank) [found, rank] = [route, r];
    }
    return found;
  };
  const pub = best(registry.public);
  if (pub) return { layout: false, page: pub };
  if (segments(pathname).length === 0) return { layout: true, page: null };
  return { layout: true, page: best([...registry.main, ...registry.support]) ?? registry.notFound };
}

/**
 * Starts loading the code a URL renders (its layout and page); settles when it is in (a failed load is
 * tried again on render).
 */
export function preloadFirstRoute(registry: RouteRegistry, pathname: string): Promise<unknown> {
  const { layout, page } = matchFirstRoute(registry, pathname);
  return Promise.allSettled([layout ? registry.layout.preload() : null, page?.module.preload()]);
}
