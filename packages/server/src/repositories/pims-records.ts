/**
 * The PIMS data service's access to our side (clients §4, §7), bound to the caller: the
 * PIMS data adapter over the request's database, and a location named by its uuid (one the caller works
 * at, or any in support mode).
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { dataAdapterFor, type PimsAdapter } from '../pims/index.js';
import { readableLocations, type RepositoryScope } from './scope.js';

type LocationRow = typeof t.locations.$inferSelect;

/**
 * The PIMS repository of one request.
 *
 * @example
 * const caretakers = await ctx.repos.pims.adapter(account.pimsConnectionType, ctx.now).searchCaretakers(account, filters, 25);
 */
export function pimsRepository(scope: RepositoryScope) {
  return {
    /** The PIMS data adapter of a connection type (the sandbox PIMS answers from the practice data). */
    adapter: (connectionType: string, now: () => Date): PimsAdapter => dataAdapterFor(connectionType, now, scope.db),
    /** A location by its uuid that the caller may read (works at, or support mode), or null. */
    async locationByUuid(uuid: string): Promise<LocationRow | null> {
      const [row] = await scope.db
        .select()
        .from(t.locations)
        .where(and(eq(t.locations.uuid, uuid), readableLocations(scope, t.locations.id)))
        .limit(1);
      return row ?? null;
    },
  };
}
