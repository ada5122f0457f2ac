/**
 * The first thing the portal runs (issue 61): a small module without React, the router,
 * TanStack Query or the identity library, which starts everything a full load waits for at once, while
 * the rest of the app is still on its way:
 *
 * - the URL's layout and page code (the route table, `routing/registry.ts`);
 * - the configuration: written into the page by the server (else /config.json, which index.html preloads);
 * - for a returning user whose stored token is live: the caller (`Me`) and the page's first queries
 *   (the route's `prefetch`, with the location kept from the last visit), sent with that
 *   token, and just before them the live-updates stream (`api/live-stream.ts`);
 * - for a returning user whose token expired: the identity library and the provider's discovery
 *   document, so the silent renewal starts the moment the app does.
 *
 * The app (`app/start.tsx`) then puts the answers into its query cache under the keys the screens ask
 * them with (`seedFirstQueries`), and renders the page's code from the same modules.
 */
import { isPublicPath, isSupportPath } from '@vetrx/core/access';
import { createClient, type Document } from '@vetrx/core/api';
import { MeDocument } from '@vetrx/core/operations/Me';
import type { OidcMetadata } from 'oidc-client-ts';
import { gqlKey } from '../../api/keys';
import { requestEarlyLiveStream } from '../../api/live-stream';
import { CALLBACK_PATH } from '../auth/constants';
import { oidcModule } from '../auth/load-oidc';
import { readStoredUser } from '../auth/stored-user';
import { configFromPage, graphqlEndpoint, loadConfig, type AppConfig } from '../config';
import { collectRoutes, createRouteRegistry, featureModules, matchFirstRoute, preloadFirstRoute, type RouteRegistry } from '../routing/registry';
import { loadAuthenticatedLayout } from '../shell/load-layout';
import type { StartQueryOptions } from '../routing/types';
import { impersonationBannerModule, supportShellModule } from '../shell/support-parts';
import { readImpersonatedUsername, readSelectedLocationId } from '../../lib/storage';

/** A query started before the app: what to ask again if its answer failed, and the answer. */
export interface StartedQuery {
  document: Document<unknown, unknown>;
  variables: unknown;
  locationId: string | null;
  /** Whether the page draws without its answer (`StartQueryOptions.drawnLater`): the first render does not wait for it. */
  drawnLater: boolean;
  answer: Promise<unknown>;
  /** Set once the answer is in: the app reads it synchronously for its first render. */
  settled?: { ok: true; data: unknown; at: number } | { ok: false; error: unknown };
}

export interface FirstLoad {
  /** The route table whose layout and page modules are loading. */
  registry: RouteRegistry;
  /** The configuration (the page's, else /config.json), checked. */
  config: Promise<AppConfig>;
  /**
   * Calls `listener` with every query started with a live stored token (none otherwise): those started
   * already, then each one as it starts (a page's first queries may wait for a small chunk of their own).
   */
  onQuery(listener: (query: StartedQuery) => void): void;
  /** The provider's discovery document when the stored token must be renewed before anything else; else null. */
  providerMetadata: Promise<Partial<OidcMetadata> | null>;
  /** True inside the hidden frame of a silent renewal (an issuer on another origin): only the callback runs. */
  renewalFrame: boolean;
  /** Settles once the code the URL renders (its layout and page) is in, or failed. */
  code: Promise<unknown>;
  /**
   * The app calls it once its first screen is drawn: the page's queries it draws later (`drawnLater`) are
   * sent then (at the latest {@link LATER_QUERIES_MAX_WAIT_MS} after start-up).
   */
  drawn(): void;
  /** Settles once the app has called {@link drawn} (or {@link LATER_QUERIES_MAX_WAIT_MS} after start-up): when those queries go. */
  afterDraw: Promise<void>;
  /**
   * Settles once the configuration is in and the first queries have left (or none were to go): the app's
   * own code runs after it, so its evaluation (a long task) does not hold those requests back.
   */
  sent: Promise<void>;
}

/** The longest the queries a page draws later wait for its first screen to be drawn (`FirstLoad.drawn`). */
export const LATER_QUERIES_MAX_WAIT_MS = 3000;
/** How long a stored token must still last beyond that wait for those queries to wait (clocks drift). */
const TOKEN_MARGIN_MS = 30_000;

/** Reads the provider's discovery document (`<issuer>/.well-known/openid-configuration`); null when it cannot. */
async function discovery(issuer: string): Promise<Partial<OidcMetadata> | null> {
  try {
    const res = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { headers: { accept: 'application/json' } });
    return res.ok ? ((await res.json()) as Partial<OidcMetadata>) : null;
  } catch {
    return null;
  }
}

/** A list that replays what it holds to a late listener. */
function startedQueries() {
  const queries: StartedQuery[] = [];
  const listeners: Array<(query: StartedQuery) => void> = [];
  return {
    add(query: StartedQuery) {
      queries.push(query);
      listeners.forEach((l) => l(query));
    },
    listen(listener: (query: StartedQuery) => void) {
      listeners.push(listener);
      queries.forEach((q) => listener(q));
    },
  };
}

/**
 * Starts the first URL's code, configuration, sign-in and data. Call once, first thing.
 *
 * @example
 * const first = startFirstLoad(); void first.sent.then(() => import('./app/start')).then(({ start }) => start(first));
 */
export function startFirstLoad(): FirstLoad {
  performance.mark('vetrx:first-load');
  const { pathname, search, origin } = window.location;
  const renewalFrame = window.parent !== window && pathname === CALLBACK_PATH;
  const registry = createRouteRegistry(collectRoutes(featureModules()), loadAuthenticatedLayout);
  const config = configFromPage() ?? loadConfig();
  config.catch(() => undefined);
  const queries = startedQueries();
  const settled = config.then(
    () => undefined,
    () => undefined,
  );
  // The queries the page draws later (`drawnLater`) leave once its first screen is drawn: sent beside
  // those it draws from, they shared the server's and the database's CPU with them (the queue's count of
  // clients costs its database several times what its page of groups does), and an answer arriving while
  // the first screen rendered made React draw it again. Never later than LATER_QUERIES_MAX_WAIT_MS.
  let drawn!: () => void;
  const afterDraw = Promise.race([new Promise<void>((resolve) => (drawn = resolve)), new Promise<void>((resolve) => setTimeout(resolve, LATER_QUERIES_MAX_WAIT_MS))]);
  const first: FirstLoad = { registry, config, code: Promise.resolve(), onQuery: queries.listen, providerMetadata: Promise.resolve(null), renewalFrame, sent: settled, drawn: () => drawn(), afterDraw };
  if (renewalFrame) return first;

  first.code = preloadFirstRoute(registry, pathname);
  if (isPublicPath(pathname)) return first;
  // A support user's layout parts (support-parts.ts), with the document when the URL or the stored
  // impersonation says they will be drawn.
  if (readImpersonatedUsername()) impersonationBannerModule.warm();
  else if (isSupportPath(pathname)) supportShellModule.warm();
  const stored = config.then((cfg) => ({ cfg, user: readStoredUser(cfg) }));
  first.providerMetadata = stored.then(
    ({ cfg, user }) => {
      if (!user?.expired) return null;
      // The renewal comes first: its library and the provider's endpoints travel with the app's code.
      oidcModule.warm();
      return discovery(cfg.issuer);
    },
    () => null,
  );
  first.sent = stored.then(
    ({ cfg, user }) => {
      if (!user || user.expired) return;
      // The live stream first: the first queries' answers are then newer than it, and not asked again.
      if (readSelectedLocationId()) requestEarlyLiveStream(user.access_token);
      // A token that may expire before the first screen is drawn sends those at once, with the others: sent
      // later with it, an answer refused for its age would sign the user out.
      const lastsPastDraw = user.expires_at === undefined || user.expires_at * 1000 - Date.now() > LATER_QUERIES_MAX_WAIT_MS + TOKEN_MARGIN_MS;
      startQueries(cfg, user.access_token, registry, { pathname, search, origin }, queries.add, lastsPastDraw ? afterDraw : Promise.resolve());
    },
    () => undefined,
  );
  return first;
}

/** Sends the caller's query and the page's first ones with the stored token. */
function startQueries(
  config: AppConfig,
  token: string,
  registry: RouteRegistry,
  url: { pathname: string; search: string; origin: string },
  add: (query: StartedQuery) => void,
  later: Promise<void>,
): void {
  const client = createClient({
    url: graphqlEndpoint(config, url.origin),
    fetch: (input, init) => window.fetch(input, init),
    getToken: () => token,
    getImpersonation: readImpersonatedUsername,
  });
  const request = (document: Document<unknown, unknown>, variables: unknown) => (client.request as (d: Document<unknown, unknown>, v: unknown) => Promise<unknown>)(document, variables);
  const start = (document: Document<unknown, unknown>, variables: unknown, locationId: string | null, options?: StartQueryOptions) => {
    const drawnLater = options?.drawnLater === true;
    const query: StartedQuery = {
      document,
      variables,
      locationId,
      drawnLater,
      answer: drawnLater ? later.then(() => request(document, variables)) : request(document, variables),
    };
    query.answer.then(
      (data) => (query.settled = { ok: true, data, at: Date.now() }),
      (error: unknown) => (query.settled = { ok: false, error }),
    );
    add(query);
  };
  start(MeDocument as Document<unknown, unknown>, {}, null);
  const locationId = readSelectedLocationId();
  const page = matchFirstRoute(registry, url.pathname).page;
  if (locationId && page?.prefetch) {
    void page
      .prefetch((document, variables, options) => start(document as Document<unknown, unknown>, variables, locationId, options), { locationId, search: new URLSearchParams(url.search) })
      .catch(() => undefined);
  }
}

/** The query key a started query's answer belongs under (the one `useGql` asks with). */
export function startedQueryKey(query: StartedQuery) {
  return gqlKey(query.document, query.locationId, query.variables);
}
