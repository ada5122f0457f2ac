export { ApiClientProvider, createApiClient, useApiClient } from './client';
export { LocationScopeContext, useLocationScope } from './location-scope';
export { gqlKey, operationName, useGql, useGqlMutation } from './useGql';
export { serverMessage, toastApiError } from './errors';
export { POLL_INTERVAL_MS } from './polling';
export { createQueryClient } from './query-client';
