import type { RouteObject } from 'react-router';

/**
 * What a feature's `routes.tsx` exports as `routes`. The router finds every
 * `src/features/<feature>/routes.tsx` by itself, so a new feature only adds its folder.
 *
 * - `public`: open without sign-in (login, legal pages).
 * - `main`: the practice area, inside the shell and the route guard.
 * - `support`: the support area (/support/…), inside the support layout and the guard.
 *
 * Route elements must be lazy (`React.lazy`) so the login page's bundle stays small; paths are the
 * spec's (`MAIN_ROUTES`, `SUPPORT_ROUTES` in @vetrx/core/access).
 */
export interface FeatureRoutes {
  public?: RouteObject[];
  main?: RouteObject[];
  support?: RouteObject[];
}

/**
 * A route's `handle` may name the import of its lazy page: main.tsx starts it for the first URL at
 * start-up, alongside the configuration and the caller's query, instead of after the layout chunk
 * (issue 13, decision 0193).
 */
export interface RoutePreload {
  preload: () => Promise<unknown>;
}

export interface FeatureModule {
  routes: FeatureRoutes;
}
