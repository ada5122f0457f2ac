/**
 * The app's single API client (core's `createClient`) and the React context that hands it to hooks.
 * main.tsx creates it once with the browser's fetch, the signed-in user's access token, the
 * impersonated username from sessionStorage and the unauthenticated handler; tests pass their own.
 *
 * Every create and approval (core's IDEMPOTENT_OPERATIONS) goes out with an Idempotency-Key, one per
 * submission (core's `submissionKeys`): a double click or a retry of the same form sends the same key,
 * so the server writes once; after a success the next submission gets a new key.
 */
import {
  createClient,
  isIdempotentOperation,
  submissionKeys,
  type ApiError,
  type Document,
  type FetchLike,
  type RequestOptions,
  type VetRxClient,
} from '@vetrx/core/api';
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
  const client = createClient({
    url: options.url,
    fetch: options.fetch ?? ((url, init) => window.fetch(url, init)),
    getToken: options.getToken,
    getImpersonation: options.getImpersonation,
    onUnauthenticated: options.onUnauthenticated,
  });
  const keys = submissionKeys();
  const send = client.request as (doc: Document<unknown, unknown>, variables?: unknown, opts?: RequestOptions) => Promise<unknown>;
  async function request(doc: Document<unknown, unknown>, variables?: unknown, opts?: RequestOptions): Promise<unknown> {
    const name = operationName(doc);
    if (opts?.idempotencyKey || !isIdempotentOperation(name)) return send(doc, variables, opts);
    const result = await send(doc, variables, { ...opts, idempotencyKey: keys.keyFor(name, variables) });
    keys.succeeded(name, variables);
    return result;
  }
  return { ...client, request: request as VetRxClient['request'] };
}

const operationName = (doc: { toString(): string }) => /^\s*mutation\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(doc.toString())?.[1] ?? '';

/** Where the signed-in user's access token comes from, for the REST calls beside GraphQL: the app's auth service, handed down by the page that uses them (what sits below app/ cannot import it). */
export interface AccessTokenSource {
  getAccessToken(): string | null;
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
