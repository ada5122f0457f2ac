/**
 * Query keys of typed documents, without TanStack Query or React: start-up (app/boot/first-load.ts)
 * starts a page's first queries under the very keys `useGql` asks them with, before either has loaded.
 */
import type { QueryKey } from '@tanstack/react-query';

/** The operation name of a document (`query Me { … }` → 'Me'). */
export function operationName(document: { toString(): string }): string {
  return /(?:query|mutation|subscription)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document.toString())?.[1] ?? 'anonymous';
}

/**
 * The query key of an operation: [name, selected location, variables].
 *
 * @example
 * gqlKey(MeDocument, null, {}) // ['Me', null, {}]
 */
export function gqlKey(document: { toString(): string }, locationId: string | null, variables?: unknown): QueryKey {
  return variables === undefined
    ? [operationName(document), locationId]
    : [operationName(document), locationId, variables];
}
