/**
 * Records by id through the scope's DataLoaders (issue 9, item 2; `loaders.ts`): a client, patient,
 * prescription or location user the caller may not read — or one that does not exist — is null, so the
 * resolver answers NOT_FOUND without a "load the row, then check its location" of its own. Batched and
 * cached per request; inside `mutate()` the loaders read through its transaction. Through
 * `repos.at(locationId)` the same calls answer null for every other location.
 */
import type { LocationClientRow, LocationPatientRow, LocationUserRow, PrescriptionRow } from './rows.js';
import type { RepositoryScope } from './scope.js';

const row = <R>(value: R | null | undefined | Error): R | null => (value && !(value instanceof Error) ? value : null);

/**
 * The records repository of one request.
 *
 * @example
 * const client = await ctx.repos.records.client(id); // null at another location
 */
export function recordsRepository(scope: RepositoryScope) {
  const l = scope.loaders;
  return {
    /** A client of one of the caller's locations, or null. */
    client: async (id: number): Promise<LocationClientRow | null> => row(await l.locationClient.load(id)),
    /** A patient of one of the caller's locations, or null. */
    patient: async (id: number): Promise<LocationPatientRow | null> => row(await l.locationPatient.load(id)),
    /** Patients by id (one batch), each null unless at one of the caller's locations. */
    patients: async (ids: readonly number[]): Promise<(LocationPatientRow | null)[]> => (await l.locationPatient.loadMany(ids)).map(row),
    /** A prescription of one of the caller's locations, or null. */
    prescription: async (id: number): Promise<PrescriptionRow | null> => row(await l.prescription.load(id)),
    /** A location user the caller may read (at one of their locations, their own, or any in support mode), or null. */
    locationUser: async (id: number): Promise<LocationUserRow | null> => row(await l.locationUser.load(id)),
  };
}
