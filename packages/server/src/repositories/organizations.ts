/**
 * Organizations' details as the caller reaches them: addresses, phones, pharmacies, and the locations
 * of an organization — every organization in support mode, else only one with a location the caller
 * works at. Each read by organization id carries that reach in its own statement, so another
 * organization's id reads nothing, as a missing one does.
 */
import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as t from '../db/schema/index.js';
import { atCallerLocations, readableLocations, type RepositoryScope } from './scope.js';

/**
 * The condition that keeps a statement to the organizations the caller reaches (`organizationId` names
 * a row's organization): every one in support mode, else those with a location the caller works at.
 *
 * @example
 * db.select().from(t.organizationPhones).where(and(eq(t.organizationPhones.organizationId, id), organizationsReachedBy(scope, t.organizationPhones.organizationId)))
 */
export function organizationsReachedBy(scope: RepositoryScope, organizationId: PgColumn): SQL | undefined {
  if (scope.supportMode) return undefined;
  return exists(
    scope.db
      .select({ id: t.locations.id })
      .from(t.locations)
      .where(and(eq(t.locations.organizationId, organizationId), atCallerLocations(scope, t.locations.id))),
  );
}

/** The organizations repository of one request. */
export function organizationsRepository(scope: RepositoryScope) {
  const db = scope.db;
  const a = t.organizationAddresses;
  const p = t.organizationPhones;
  const ph = t.organizationPharmacies;
  return {
    /** The addresses of an organization the caller reaches (none of another). */
    addresses: (organizationId: number) => db.select().from(a).where(and(eq(a.organizationId, organizationId), organizationsReachedBy(scope, a.organizationId))),
    /** The phones of an organization the caller reaches (none of another). */
    phones: (organizationId: number) => db.select().from(p).where(and(eq(p.organizationId, organizationId), organizationsReachedBy(scope, p.organizationId))),
    /** The pharmacies of an organization the caller reaches (none of another). */
    pharmacies: (organizationId: number) => db.select().from(ph).where(and(eq(ph.organizationId, organizationId), organizationsReachedBy(scope, ph.organizationId))),
    /** The organization's locations the caller reaches. */
    locations: (organizationId: number) =>
      db
        .select()
        .from(t.locations)
        .where(and(eq(t.locations.organizationId, organizationId), readableLocations(scope, t.locations.id))),
  };
}
