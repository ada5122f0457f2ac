/**
 * Organizations' details as the caller reaches them: addresses, phones, pharmacies, and the locations
 * of an organization — every one in support mode, else only those the caller works at.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import type { RepositoryScope } from './scope.js';

/** The organizations repository of one request. */
export function organizationsRepository(scope: RepositoryScope) {
  const db = scope.db;
  return {
    addresses: (organizationId: number) => db.select().from(t.organizationAddresses).where(eq(t.organizationAddresses.organizationId, organizationId)),
    phones: (organizationId: number) => db.select().from(t.organizationPhones).where(eq(t.organizationPhones.organizationId, organizationId)),
    pharmacies: (organizationId: number) => db.select().from(t.organizationPharmacies).where(eq(t.organizationPharmacies.organizationId, organizationId)),
    /** The organization's locations the caller reaches. */
    locations(organizationId: number) {
      const mine = scope.locationIds.length ? inArray(t.locations.id, [...scope.locationIds]) : sql`false`;
      return db
        .select()
        .from(t.locations)
        .where(and(eq(t.locations.organizationId, organizationId), scope.supportMode ? undefined : mine));
    },
  };
}
