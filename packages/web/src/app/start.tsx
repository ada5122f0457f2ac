/**
 * The app proper, loaded by main.tsx while the first URL's code, configuration and data are already on
 * their way (`boot/first-load.ts`): waits for /config.json (the app does not start without the identity
 * provider's configuration), creates the auth service, the single API client, the query cache — filled
 * with the answers start-up asked for — and the router, then renders.
 */
import { PUBLIC_ROUTES, isPublicPath } from '@vetrx/core/access';
import { ERROR_CODES, isApiError, type VetRxClient } from '@vetrx/core/api';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { MeDocument } from '@vetrx/core/operations/Me';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { createApiClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { gqlKey, prefetchGql } from '../api/useGql';
import { notify } from '../components/ui/toaster';
import { createAuthService } from './auth/auth-service';
import { createUnauthenticatedHandler } from './auth/unauthenticated';
import { startedQueryKey, type FirstLoad, type StartedQuery } from './boot/first-load';
import { ConfigErrorScreen } from './ConfigErrorScreen';
import { ConfigError, graphqlEndpoint } from './config';
import { AppProviders } from './providers';
import { RouteTableProvider } from './routing/intent';
import { AppRoutes, buildRouteTree, prefetchRoute } from './routing/routes';
import { AppHistoryProvider, createAppHistory } from '../lib/app-history';
import { clearStoredSession, readImpersonatedUsername, readSelectedLocationId } from '../lib/storage';
import { runWhenIdle } from '../components/ui/deferred-module';
import { warmSystem } from '../theme';

/**
 * Puts a query start-up sent into the cache under the key its screen asks it with: an answer already in
 * is there for the first render; one on its way is the query's fetch; a failed one is asked again by the
 * query's own retries, through the app's client. An UNAUTHENTICATED answer goes to the unauthenticated
 * handler, as the app's client would have sent it.
 */
function seed(queryClient: QueryClient, client: VetRxClient, query: StartedQuery, onUnauthenticated: () => void): void {
  const queryKey = startedQueryKey(query);
  if (query.settled?.ok) {
    queryClient.setQueryData(queryKey, query.settled.data, { updatedAt: query.settled.at });
    return;
  }
  let first = true;
  void queryClient.prefetchQuery({
    queryKey,
    queryFn: () => {
      const answer = first ? query.answer : (client.request as (d: typeof query.document, v: unknown) => Promise<unknown>)(query.document, query.variables);
      first = false;
      return answer.catch((error: unknown) => {
        if (isApiError(error, ERROR_CODES.UNAUTHENTICATED)) onUnauthenticated();
        throw error;
      });
    },
  });
}

/**
 * How long the first render waits for the page's code and its first answers. Meanwhile index.html's
 * start-up screen shows (the same as the app's own loading screen), and the first render then draws the
 * page with its data at once, instead of a loading screen, the shell, then the page, then its data.
 */
const FIRST_RENDER_WAIT_MS = 1500;

/** Settles when every promise has, or after `ms`. */
const settledWithin = (promises: ReadonlyArray<Promise<unknown>>, ms: number) =>
  Promise.race([Promise.allSettled(promises), new Promise((resolve) => setTimeout(resolve, ms))]);

/** Settles once the query client fetches nothing but the queries `later` holds (by their hash). */
function fetched(queryClient: QueryClient, later: ReadonlySet<string>): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' }).some((q) => !later.has(q.queryHash))) return false;
      unsubscribe();
      resolve();
      return true;
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => void check());
    check();
  });
}

/**
 * Runs `run` once the browser is idle, `afterMs` from now at the earliest: after the first screen's own
 * idle work (the queue warms its Approve form's code when idle), not ahead of it.
 */
function whenIdleAfter(afterMs: number, run: () => void): void {
  setTimeout(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
    else run();
  }, afterMs);
}

/** Tells start-up once the first screen is drawn (an effect runs after its commit), so the queries a page draws later leave. */
function OnFirstDraw({ drawn }: { drawn: () => void }) {
  useEffect(drawn, [drawn]);
  return null;
}

/**
 * Starts the app on what start-up began.
 *
 * @example
 * void import('./app/start').then(({ start }) => start(startFirstLoad()));
 */
export async function start(first: FirstLoad): Promise<void> {
  performance.mark('vetrx:start');
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);

  let config;
  try {
    config = await first.config;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : String(error);
    root.render(<ConfigErrorScreen message={message} />);
    return;
  }

  const origin = window.location.origin;
  const auth = createAuthService(config, origin, { metadata: first.providerMetadata });

  // Inside the hidden frame of a silent renewal: hand the answer to the opener and stop.
  if (first.renewalFrame) {
    await auth.completeSignIn().catch(() => null);
    return;
  }

  const queryClient = createQueryClient();
  const routes = buildRouteTree(first.registry);
  const history = createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }), sessionStorage);

  const unauthenticated = createUnauthenticatedHandler({
    warn: () => notify('warning', AUTH_MESSAGES.notLoggedIn, { id: 'not-logged-in' }),
    clearStorage: clearStoredSession,
    redirect: async () => {
      await auth.forget();
      queryClient.clear();
      history.replace(PUBLIC_ROUTES.login);
    },
  });
  auth.onExpired(() => {
    if (!isPublicPath(window.location.pathname)) unauthenticated.trigger();
  });

  const client = createApiClient({
    url: graphqlEndpoint(config, origin),
    getToken: () => auth.getAccessToken(),
    getImpersonation: readImpersonatedUsername,
    onUnauthenticated: () => unauthenticated.trigger(),
  });

  // The answers start-up asked for with the stored token; the first render waits for those the page
  // draws from (not for a count it shows beside them, `drawnLater`).
  let seeded = false;
  const answers: Array<Promise<unknown>> = [];
  first.onQuery((query) => {
    seeded = true;
    if (!query.drawnLater) answers.push(query.answer);
    seed(queryClient, client, query, () => unauthenticated.trigger());
  });

  await auth.init();
  // A token renewed just now (it had expired): the caller and the page's first queries go now, before
  // the layout and page render.
  if (!seeded && auth.getSnapshot().status === 'authenticated' && !isPublicPath(window.location.pathname)) {
    prefetchGql(queryClient, client, null, [{ document: MeDocument, variables: {} }]);
    const locationId = readSelectedLocationId();
    // The page's queries it draws without (`drawnLater`): the first render does not wait for them, and
    // they leave once it is drawn (as in boot/first-load.ts).
    const later = new Set<string>();
    if (locationId) {
      prefetchRoute(routes, window.location, locationId, (document, variables, options) => {
        if (!options?.drawnLater) return prefetchGql(queryClient, client, locationId, [{ document, variables }]);
        later.add(hashKey(gqlKey(document, locationId, variables)));
        void first.afterDraw.then(() => prefetchGql(queryClient, client, locationId, [{ document, variables }]));
      });
    }
    answers.push(fetched(queryClient, later));
  }

  await settledWithin([first.code, ...answers], FIRST_RENDER_WAIT_MS);
  performance.mark('vetrx:render');
  // A transition: React yields to the browser while it draws the first screen, instead of one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders auth={auth} client={client} queryClient={queryClient}>
          <OnFirstDraw drawn={first.drawn} />
          <RouteTableProvider routes={routes}>
            <AppHistoryProvider value={history}>
              <HistoryRouter history={history}>
                <AppRoutes routes={routes} />
              </HistoryRouter>
            </AppHistoryProvider>
          </RouteTableProvider>
        </AppProviders>
      </StrictMode>,
    ),
  );
  // The Chakra system, made on first use (theme/lazy-system.ts): made once the first screen is drawn and the
  // browser is idle, so the first menu or dialog opened does not make it.
  void first.afterDraw.then(() => runWhenIdle(warmSystem));
  // The identity library behind a stored sign-in: a few seconds on, or at once when the token is near
  // its renewal (a minute before it expires).
  const user = auth.getSnapshot().user;
  if (user) {
    const left = (user.expires_at ?? Infinity) * 1000 - Date.now();
    whenIdleAfter(left > 2 * 60_000 ? 4000 : 0, () => void auth.ready().catch(() => undefined));
  }
}

