/**
 * `useGqlMutation(Document, options)` — a typed mutation; `invalidates` lists operation documents whose
 * queries refetch on success; `errorToast` shows the catalogue title with the server message on failure.
 * A module apart from `useGql`: no first page changes anything before its first draw, so TanStack's
 * mutation observer loads with the first form or dialog, not with every first load (issue 61).
 */
import type { ApiError, Document } from '@vetrx/core/api';
import type { ToastText } from '@vetrx/core/messages';
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useApiClient } from './client';
import { operationName } from './keys';
import { toastApiError } from './errors';

type MutationOptions<TResult, TVariables> = Omit<UseMutationOptions<TResult, ApiError, TVariables>, 'mutationFn'> & {
  /** Queries of these documents refetch after success (all locations' keys). */
  invalidates?: ReadonlyArray<{ toString(): string }>;
  /** Catalogue text of the error toast; the server message replaces its description when present. */
  errorToast?: ToastText;
};

/**
 * Runs a typed mutation.
 *
 * @example
 * const save = useGqlMutation(UpdateLocationUserDocument, { invalidates: [MeDocument], errorToast: ADMIN_TOASTS.userDetailUpdateError });
 */
export function useGqlMutation<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  { invalidates = [], errorToast, onSuccess, onError, ...options }: MutationOptions<TResult, TVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<TResult, ApiError, TVariables>({
    mutationFn: (variables) =>
      (client.request as (d: Document<TResult, TVariables>, v?: TVariables) => Promise<TResult>)(document, variables),
    ...options,
    onSuccess: async (...args) => {
      await Promise.all(invalidates.map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })));
      await onSuccess?.(...args);
    },
    onError: (error, ...rest) => {
      if (errorToast) toastApiError(error, errorToast);
      return onError?.(error, ...rest);
    },
  });
}
