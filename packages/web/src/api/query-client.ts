import { QueryClient } from '@tanstack/react-query';
import { shouldRetry } from './useGql';

/** The app's QueryClient: short staleness (clinical data changes), no retries of final answers. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 15_000, retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
