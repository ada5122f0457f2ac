/**
 * The app's single API client (core's `createClient`) and the React context that hands it to hooks.
 * main.tsx creates it once with the browser's fetch, the signed-in user's access token, the
 * impersonated username from sessionStorage and the unauthenticated handler; tests pass their own.
 */
import { createClient, type ApiError, type FetchLike, type VetRxClient } from '@vetrx/core/api';
import { createContext, useContext, type ReactNode } from 'react';

export interface ApiClientOptions {
  url: string;
  getToken: () => string | null | undefined;
  getImpersonation: () => string | null | undefined;
  onUnauthenticated: (error: ApiError) => void;
  fetch?: FetchLike;
}

/**
 * Creates the client with the browser's fetch.
 *
 * @example
 * const client = createApiClient({ url: '/graphql', getToken, getImpersonation, onUnauthenticated });
 */
export function createApiClient(options: ApiClientOptions): VetRxClient {
  return createClient({
    url: options.url,
    fetch: options.fetch ?? ((url, init) => window.fetch(url, init)),
    getToken: options.getToken,
    getImpersonation: options.getImpersonation,
    onUnauthenticated: options.onUnauthenticated,
  });
}

const ApiClientContext = createContext<VetRxClient | null>(null);

export function ApiClientProvider({ client, children }: { client: VetRxClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the nearest ApiClientProvider. */
export function useApiClient(): VetRxClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs an <ApiClientProvider>.');
  return client;
}
