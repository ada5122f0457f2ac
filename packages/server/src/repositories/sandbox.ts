/**
 * The sandbox, bound to the caller (issue 14; decision 0170): the running sandbox of this database and
 * the locations the caller may drive it at — every location in support mode, else the caller's own.
 */
import { sandboxOf } from '../sandbox/clock.js';
import type { RepositoryScope } from './scope.js';

/** The caller's sandbox handle. */
export function sandboxRepository(scope: RepositoryScope) {
  return {
    /** The sandbox running for this database; null when none is (a refused sandbox). */
    running: () => sandboxOf(scope.db),
    /** Locations the caller drives the sandbox at; undefined means every location (support mode). */
    locationIds: scope.supportMode ? undefined : scope.locationIds,
  };
}
