/**
 * Organizations and locations of Practice Setup (administration-and-access.md §2.4, §2.5, §5, §7), bound
 * to the caller: the support area's lists read only in support mode; a location's snapshot only for a
 * location the caller works at (or any in support mode), an organization's only in support mode. The
 * writes (the location and organization forms, the writeback switch) run in the mutation's transaction
 * with their contacts and pharmacies, and carry the same reach in their statements: a location the
 * caller works at (any in support mode), the writeback switch and an organization in support mode only.
 */
import { and, eq } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import {
  countLocations,
  listLocations,
  listOrganizations,
  locationSnapshot,
  organizationPharmacyCodes,
  organizationSnapshot,
  setLocationPharmacies,
  setOrganizationPharmacies,
  syncLocationContacts,
  syncOrganizationContacts,
  unknownPharmacyCodes,
  type ActiveFilter,
  type AddressWrite,
  type LocationListQuery,
  type LocationRow,
  type OrganizationRow,
  type PhoneWrite,
} from './admin-practice.js';
import { NotFound } from './errors.js';
import { readableLocations, requireTx, supportModeOnly, worksAt, type RepositoryScope } from './scope.js';

type LocationInsert = typeof t.locations.$inferInsert;
type OrganizationInsert = typeof t.organizations.$inferInsert;

/** A location's or organization's phones, addresses and pharmacies as a write stores them. */
export interface PracticeContacts {
  phones: readonly PhoneWrite[];
  addresses: readonly AddressWrite[];
  pharmacyCodes: readonly string[];
}

/** A location with its audit view (see admin-practice.ts `locationSnapshot`). */
export type LocationSnapshot = NonNullable<Awaited<ReturnType<typeof locationSnapshot>>>;

/**
 * The practices repository of one request.
 *
 * @example
 * const stored = await ctx.repos.practices.location(id); // null for another practice's location
 */
export function practicesRepository(scope: RepositoryScope) {
  const reads = (locationId: number) => scope.supportMode || worksAt(scope, locationId);
  /** Support mode, in a statement: no condition, else none of the rows. */
  const inSupportMode = supportModeOnly(scope);
  return {
    /** The support area's location list (support mode only). */
    listLocations: (q: LocationListQuery & { skip?: number | null; take?: number | null }): Promise<LocationRow[]> =>
      scope.supportMode ? listLocations(scope.db, q) : Promise.resolve([]),
    /** How many locations the support list has (support mode only). */
    countLocations: (q: LocationListQuery): Promise<number> => (scope.supportMode ? countLocations(scope.db, q) : Promise.resolve(0)),
    /** The support area's organization list (support mode only). */
    listOrganizations: (q: { filter?: string | null; activeFilterType?: ActiveFilter | null; skip?: number | null; take?: number | null }): Promise<OrganizationRow[]> =>
      scope.supportMode ? listOrganizations(scope.db, q) : Promise.resolve([]),
    /** The codes among these that are not known pharmacies. */
    unknownPharmacyCodes: (codes: readonly string[]) => unknownPharmacyCodes(scope.db, codes),
    /** An organization's pharmacy codes (support mode only). */
    organizationPharmacyCodes: (organizationId: number): Promise<string[]> =>
      scope.supportMode ? organizationPharmacyCodes(scope.db, organizationId) : Promise.resolve([]),
    /** A location the caller may read with its audit view, or null. */
    location: (locationId: number): Promise<LocationSnapshot | null> =>
      reads(locationId) ? locationSnapshot(scope.db, locationId, readableLocations(scope, t.locations.id)) : Promise.resolve(null),
    /** An organization with its audit view (support mode only), or null. */
    organization: (organizationId: number) => (scope.supportMode ? organizationSnapshot(scope.db, organizationId) : Promise.resolve(null)),

    /** Inserts a location with its contacts and pharmacies; returns the row and its audit view. */
    async insertLocation(values: LocationInsert, contacts: PracticeContacts) {
      const tx = requireTx(scope);
      const [row] = await tx.insert(t.locations).values(values).returning();
      await syncLocationContacts(tx, row.id, contacts.phones, contacts.addresses);
      await setLocationPharmacies(tx, row.id, contacts.pharmacyCodes);
      return { row, after: await locationSnapshot(tx, row.id) };
    },
    /** Updates a location the caller reads with its contacts and pharmacies; null when it does not exist or is another practice's. */
    async updateLocation(locationId: number, set: Partial<LocationInsert>, contacts: PracticeContacts) {
      const tx = requireTx(scope);
      const [row] = await tx
        .update(t.locations)
        .set(set)
        .where(and(eq(t.locations.id, locationId), readableLocations(scope, t.locations.id)))
        .returning();
      if (!row) return null;
      await syncLocationContacts(tx, locationId, contacts.phones, contacts.addresses);
      await setLocationPharmacies(tx, locationId, contacts.pharmacyCodes);
      return { row, after: await locationSnapshot(tx, locationId) };
    },
    /** Sets a location's writeback switch (support mode only); NOT_FOUND otherwise, as for a missing id. */
    async setWriteback(locationId: number, isEnabledForWriteback: boolean, now: Date): Promise<LocationRow> {
      const [row] = await requireTx(scope)
        .update(t.locations)
        .set({ isEnabledForWriteback, updatedAt: now })
        .where(and(eq(t.locations.id, locationId), inSupportMode))
        .returning();
      if (!row) throw new NotFound('Location');
      return row;
    },
    /** Inserts an organization with its contacts and pharmacies. */
    async insertOrganization(values: OrganizationInsert, contacts: PracticeContacts): Promise<OrganizationRow> {
      const tx = requireTx(scope);
      const [org] = await tx.insert(t.organizations).values(values).returning();
      await syncOrganizationContacts(tx, org.id, contacts.phones, contacts.addresses);
      await setOrganizationPharmacies(tx, org.id, contacts.pharmacyCodes);
      return org;
    },
    /** Updates an organization with its contacts and pharmacies (support mode only); null when it does not exist, or outside support mode. */
    async updateOrganization(organizationId: number, set: Partial<OrganizationInsert>, contacts: PracticeContacts): Promise<OrganizationRow | null> {
      const tx = requireTx(scope);
      const [row] = await tx
        .update(t.organizations)
        .set(set)
        .where(and(eq(t.organizations.id, organizationId), inSupportMode))
        .returning();
      if (!row) return null;
      await syncOrganizationContacts(tx, organizationId, contacts.phones, contacts.addresses);
      await setOrganizationPharmacies(tx, organizationId, contacts.pharmacyCodes);
      return row;
    },
    /** An organization's audit view, read in the transaction. */
    organizationAfterWrite: (organizationId: number) => organizationSnapshot(requireTx(scope), organizationId),
  };
}
