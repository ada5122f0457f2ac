/**
 * Delegations of prescribing authority (admin §4, §6): reads bound to the caller's locations, and the
 * writes of AddDelegatedUser / DeleteDelegatedUser in the caller's transaction.
 */
import { and, eq, exists, inArray, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { NotFound } from './errors.js';
import { readableLocations, requireTx, type RepositoryScope } from './scope.js';

type DelegationRow = typeof t.delegations.$inferSelect;

/**
 * The writes of the delegation operations; `vetReadable` keeps each statement to the delegations whose
 * vet is at a location the caller reads.
 */
const delegationWrites = {
  /**
   * Adds a delegation (idempotent) and returns its row. An insert carries no WHERE: the row is read back
   * with both of its location users at locations the caller reads, else NOT_FOUND, which rolls it back.
   */
  async add(tx: Tx, pair: { locationUserId: number; delegatedLocationUserId: number }, readable: SQL | undefined): Promise<DelegationRow> {
    await tx.insert(t.delegations).values(pair).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(t.delegations)
      .where(and(eq(t.delegations.locationUserId, pair.locationUserId), eq(t.delegations.delegatedLocationUserId, pair.delegatedLocationUserId), readable));
    if (!row) throw new NotFound('Location user');
    return row;
  },
  async remove(tx: Tx, ids: readonly number[], vetReadable: SQL | undefined): Promise<void> {
    if (ids.length) await tx.delete(t.delegations).where(and(inArray(t.delegations.id, [...ids]), vetReadable));
  },
};

/** The delegations repository of one request. */
export function delegationsRepository(scope: RepositoryScope) {
  /** The delegation's vet is at a location the caller reads (a subquery of the statement; none in support mode). */
  const readableUser = (column: typeof t.delegations.locationUserId | typeof t.delegations.delegatedLocationUserId): SQL | undefined => {
    const at = readableLocations(scope, t.locationUsers.locationId);
    return at && exists(scope.db.select({ id: t.locationUsers.id }).from(t.locationUsers).where(and(eq(t.locationUsers.id, column), at)));
  };
  const vetReadable = () => readableUser(t.delegations.locationUserId);
  /** Both the vet and the delegate are at locations the caller reads. */
  const bothReadable = () => and(vetReadable(), readableUser(t.delegations.delegatedLocationUserId));
  return {
    /** Adds a delegation (idempotent) in the mutation's transaction and returns its row. */
    add: (pair: { locationUserId: number; delegatedLocationUserId: number }) => delegationWrites.add(requireTx(scope), pair, bothReadable()),
    /** Removes delegations by id whose vet is at a location the caller reads, in the mutation's transaction. */
    remove: (ids: readonly number[]) => delegationWrites.remove(requireTx(scope), ids, vetReadable()),
    /**
     * Delegations by id whose vet is at one of the caller's locations (support mode: any); the
     * resolver still checks who may edit them.
     */
    async byIds(ids: readonly number[]): Promise<DelegationRow[]> {
      if (!ids.length) return [];
      const rows = await scope.db
        .select({ d: t.delegations })
        .from(t.delegations)
        .innerJoin(t.locationUsers, eq(t.locationUsers.id, t.delegations.locationUserId))
        .where(and(inArray(t.delegations.id, [...ids]), readableLocations(scope, t.locationUsers.locationId)));
      return rows.map((r) => r.d);
    },
  };
}
