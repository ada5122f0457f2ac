import type { Document } from '@vetrx/core/api';
import type { ComponentType } from 'react';

/**
 * What a feature's `routes.tsx` exports as `routes`. The router finds every
 * `src/features/<feature>/routes.tsx` by itself, so a new feature only adds its folder.
 *
 * - `public`: open without sign-in (login, legal pages).
 * - `main`: the practice area, inside the shell and the route guard.
 * - `support`: the support area (/support/…), inside the support layout and the guard.
 *
 * Paths are the spec's (`MAIN_ROUTES`, `SUPPORT_ROUTES` in @vetrx/core/access).
 */
export interface FeatureRoutes {
  public?: FeatureRoute[];
  main?: FeatureRoute[];
  support?: FeatureRoute[];
}

/**
 * One page: its path and the import of its module (default export: the page), so the login page's
 * bundle stays small. The page's code loads when the route is first shown — for the first URL at
 * start-up, alongside the configuration and the caller's query — and the page renders
 * the moment it is there, without a Suspense boundary's 300 ms reveal throttle.
 */
export interface FeatureRoute {
  path: string;
  page: () => Promise<{ default: ComponentType }>;
  /**
   * The queries the page asks first, started at start-up for a signed-in first load with the location
   * kept from the last visit, in parallel with the caller's query instead of after it.
   * The page must ask them with the same variables (a shared function builds both), so it finds them in
   * the query cache; a different location chosen by the session leaves them unused.
   */
  prefetch?: (start: StartQuery, first: { locationId: string; search: URLSearchParams }) => Promise<void>;
}

/** What a built route's `handle` holds: the page's preload and first queries. */
export interface RoutePreload {
  preload: () => Promise<unknown>;
  prefetch?: FeatureRoute['prefetch'];
}

/**
 * How a first load treats a query a page starts: `drawnLater` when the page draws without its answer (a
 * count beside a list): the first render of a full load does not wait for it (app/start.tsx), and it is
 * sent once the page's other first queries have answered (boot/first-load.ts), not beside them.
 */
export interface StartQueryOptions {
  drawnLater?: boolean;
}

/** Starts a query into the query cache under the key the page's `useGql` will use. */
export type StartQuery = <TResult, TVariables>(document: Document<TResult, TVariables>, variables: TVariables, options?: StartQueryOptions) => void;

export interface FeatureModule {
  routes: FeatureRoutes;
}
