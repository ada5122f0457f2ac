/**
 * TanStack Query over core's typed documents.
 *
 * - `useGql(Document, variables, options)` — a query keyed by operation name, the selected location and
 *   the variables. Pass `enabled: false` (or variables `null`) to wait for inputs.
 * - `usePrefetchGql()` — starts a query `useGql` will ask with the same document and variables, before
 *   the component that asks it has rendered (its answer lands under the same key).
 * - `useGqlMutation(Document, options)` (useGqlMutation.ts) — a mutation.
 */
import type { Document } from '@vetrx/core/api';
import { ERROR_CODES, isApiError, type ApiError, type VetRxClient } from '@vetrx/core/api';
import { useQuery, useQueryClient, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useApiClient } from './client';
import { gqlKey } from './keys';
import { useLocationScope } from './location-scope';

export { gqlKey, operationName } from './keys';

type QueryOptions<TResult, TData> = Omit<UseQueryOptions<TResult, ApiError, TData>, 'queryKey' | 'queryFn'>;

/**
 * Runs a typed query; `null` variables disable it until they are known.
 *
 * @example
 * const { data } = useGql(GetPrescriptionCountDocument, { locationId, rxStatusFilters: ['DRAFT'], archived: false });
 */
export function useGql<TResult, TVariables, TData = TResult>(
  document: Document<TResult, TVariables>,
  variables: TVariables | null,
  options: QueryOptions<TResult, TData> = {},
) {
  const client = useApiClient();
  const locationId = useLocationScope();
  return useQuery<TResult, ApiError, TData>({
    queryKey: gqlKey(document, locationId, variables ?? {}),
    queryFn: () => (client.request as (d: Document<TResult, TVariables>, v?: TVariables) => Promise<TResult>)(
      document,
      variables ?? undefined,
    ),
    ...options,
    enabled: variables !== null && (options.enabled ?? true),
  });
}

/** A query to start ahead of its component: the document, its variables (`null`: not yet known, skipped) and its freshness. */
export interface GqlRequest<TResult, TVariables> {
  document: Document<TResult, TVariables>;
  variables: TVariables | null;
  staleTime?: number;
  /** For a prefetch: the requests its answer makes known (a product's family, once the product is known). */
  then?: (answer: TResult) => Iterable<PrefetchRequest>;
}

/** Any query's request, as a prefetch takes it. */
type PrefetchRequest = { document: { toString(): string }; variables: unknown; staleTime?: number; then?: (answer: never) => Iterable<PrefetchRequest> };

/**
 * Starts queries under the keys `useGql` gives them — [name, `locationId`, variables] — with the query
 * client's freshness unless a request names its own (an answer still fresh is not asked again); a
 * request with `null` variables is skipped. For code outside components (start-up); components use
 * {@link usePrefetchGql}.
 *
 * @example
 * prefetchGql(queryClient, client, null, [{ document: MeDocument, variables: {} }]);
 */
export function prefetchGql(queryClient: QueryClient, client: VetRxClient, locationId: string | null, requests: Iterable<PrefetchRequest>): void {
  for (const { document, variables, staleTime, then } of requests) {
    if (variables === null) continue;
    const query = {
      queryKey: gqlKey(document, locationId, variables),
      queryFn: () => (client.request as (d: typeof document, v: unknown) => Promise<unknown>)(document, variables),
      // An explicit `staleTime: undefined` would replace the client's default (every answer stale).
      ...(staleTime === undefined ? {} : { staleTime }),
    };
    if (!then) void queryClient.prefetchQuery(query);
    // A fresh answer in the cache is not asked again; a failed one starts nothing more (the component asks again).
    else queryClient.fetchQuery(query).then((answer) => prefetchGql(queryClient, client, locationId, then(answer as never)), () => undefined);
  }
}

/**
 * Starts queries ahead of the components that ask them, in the selected location's scope
 * ({@link prefetchGql}).
 *
 * @example
 * const prefetch = usePrefetchGql();
 * <Button onPointerDown={() => prefetch([{ document: GetPrescriptionTaskDocument, variables: { id } }])} />
 */
export function usePrefetchGql() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const locationId = useLocationScope();
  return (requests: Iterable<PrefetchRequest>): void => prefetchGql(queryClient, client, locationId, requests);
}

/** Retry policy: never retry answers that will not change (auth, permission, input, missing). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    const final: string[] = [
      ERROR_CODES.UNAUTHENTICATED,
      ERROR_CODES.FORBIDDEN,
      ERROR_CODES.BAD_USER_INPUT,
      ERROR_CODES.NOT_FOUND,
      ERROR_CODES.CONFLICT,
    ];
    if (final.includes(error.code)) return false;
  }
  return failureCount < 2;
}
