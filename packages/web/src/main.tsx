/**
 * Start-up: read /config.json (the app does not start without the identity provider configuration),
 * create the auth service, the single API client and the router, then render.
 */
import { PUBLIC_ROUTES, isPublicPath } from '@vetrx/core/access';
import { AUTH_MESSAGES } from '@vetrx/core/messages';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { MeDocument } from '@vetrx/core/operations/Me';
import { createApiClient } from './api/client';
import { prefetchGql } from './api/useGql';
import { createQueryClient } from './api/query-client';
import { CALLBACK_PATH, createAuthService } from './app/auth/auth-service';
import { createUnauthenticatedHandler } from './app/auth/unauthenticated';
import { ConfigErrorScreen } from './app/ConfigErrorScreen';
import { ConfigError, graphqlEndpoint, loadConfig } from './app/config';
import { AppProviders } from './app/providers';
import { RouteTableProvider } from './app/routing/intent';
import { buildRouteTree, collectRoutes, featureModules, prefetchRoute, preloadRoute } from './app/routing/routes';
import { loadAuthenticatedLayout } from './app/shell/load-layout';
import { clearStoredSession, hasLiveStoredSignIn, readImpersonatedUsername, readSelectedLocationId } from './app/storage';
import { notify } from './components/ui/toaster';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const root = createRoot(container);
  // /config.json first: the browser sends six requests at a time per origin, and the sign-in and the
  // caller's query wait for it. Then the first URL's layout and page chunks (decision 0193) — for a
  // returning user with a live token only once their first queries are on their way: a hundred chunk
  // requests queued first held the caller's query back half a second (decision 0204). An expired token
  // is renewed first, which can take seconds: then the chunks go at once, as for a first visit.
  const configLoad = loadConfig();
  configLoad.catch(() => undefined);
  const routes = buildRouteTree(collectRoutes(featureModules()), loadAuthenticatedLayout);
  const returning = hasLiveStoredSignIn() && !isPublicPath(window.location.pathname);
  if (!returning) preloadRoute(routes, window.location.pathname);

  let config;
  try {
    config = await configLoad;
  } catch (error) {
    const message = error instanceof ConfigError ? error.message : String(error);
    root.render(<ConfigErrorScreen message={message} />);
    return;
  }

  const origin = window.location.origin;
  const auth = createAuthService(config, origin);

  // Inside the hidden frame of a silent renewal: hand the answer to the opener and stop.
  if (window.parent !== window && window.location.pathname === CALLBACK_PATH) {
    await auth.completeSignIn().catch(() => null);
    return;
  }

  const queryClient = createQueryClient();
  const router = createBrowserRouter(routes);

  const unauthenticated = createUnauthenticatedHandler({
    warn: () => notify('warning', AUTH_MESSAGES.notLoggedIn, { id: 'not-logged-in' }),
    clearStorage: clearStoredSession,
    redirect: async () => {
      await auth.forget();
      queryClient.clear();
      await router.navigate(PUBLIC_ROUTES.login, { replace: true });
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

  await auth.init();
  // A signed-in first load asks for the caller now, not after the layout chunk has arrived; the session
  // provider's query (same key) takes this answer (decision 0193).
  if (auth.getSnapshot().status === 'authenticated' && !isPublicPath(window.location.pathname)) {
    prefetchGql(queryClient, client, null, [{ document: MeDocument, variables: {} }]);
    // The page's own first queries, with the location kept from the last visit (decision 0196).
    const locationId = readSelectedLocationId();
    if (locationId) {
      prefetchRoute(routes, window.location, locationId, (document, variables) => prefetchGql(queryClient, client, locationId, [{ document, variables }]));
    }
  }
  // The queries' requests leave once their token is read (a microtask away): the chunks are queued after
  // them, in the next task, or they would take the six connections first (decision 0204).
  if (returning) setTimeout(() => preloadRoute(routes, window.location.pathname), 0);

  root.render(
    <StrictMode>
      <AppProviders auth={auth} client={client} queryClient={queryClient}>
        <RouteTableProvider routes={routes}>
          <RouterProvider router={router} />
        </RouteTableProvider>
      </AppProviders>
    </StrictMode>,
  );
}

void start();
