/**
 * Locations as the caller reaches them (issue 9, item 2): the locations behind a PIMS account, a
 * role's menu at a location, the office-use client and the report secret. Support mode reaches every
 * location; anyone else only the locations they work at.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MenuContext } from '@vetrx/core/access';
import * as t from '../db/schema/index.js';
import { ensureOfficeUseParty, findOfficeUseClient, findOfficeUseParty, roleMenuContext } from './admin-practice.js';
import { boundReportSecret } from './admin-practice-report.js';
import { readableLocations, requireTx, worksAt, type RepositoryScope } from './scope.js';

type LocationRow = typeof t.locations.$inferSelect;

/** The locations repository of one request. */
export function locationsRepository(scope: RepositoryScope) {
  return {
    /**
     * The office-use client and patient of a location the caller works at, created when missing, in the
     * mutation's transaction (serialised on the location row); null for another location.
     */
    ensureOfficeUseParty: (locationId: number) => (worksAt(scope, locationId) ? ensureOfficeUseParty(requireTx(scope), locationId) : Promise.resolve(null)),
    /**
     * The locations with this PIMS account id that the caller reaches, lowest id first: every one in
     * support mode (with `everywhere`), else those the caller works at.
     */
    withPimsAccount(pimsAccountId: string, opts: { everywhere: boolean }): Promise<LocationRow[]> {
      const all = opts.everywhere && scope.supportMode;
      const mine = scope.locationIds.length ? inArray(t.locations.id, [...scope.locationIds]) : sql`false`;
      return scope.db
        .select()
        .from(t.locations)
        .where(and(eq(t.locations.pimsAccountId, pimsAccountId), all ? undefined : mine))
        .orderBy(asc(t.locations.id));
    },
    /** The menu of a role at one of the caller's locations (core's MenuContext), or null. */
    async roleMenu(roleId: number, location: LocationRow, features: Set<string>): Promise<MenuContext | null> {
      if (!worksAt(scope, location.id)) return null;
      return roleMenuContext(scope.db, roleId, location, features);
    },
    /** The office-use client of one of the caller's locations, if any. */
    officeUseClient(locationId: number) {
      return worksAt(scope, locationId) ? findOfficeUseClient(scope.db, locationId) : Promise.resolve(null);
    },
    /** The office-use client and patient of one of the caller's locations, as found. */
    officeUseParty(locationId: number) {
      return worksAt(scope, locationId) ? findOfficeUseParty(scope.db, locationId) : Promise.resolve({ client: null, patient: null });
    },
    /** The secret that signs report tokens for this database, when the report route is mounted. */
    reportSecret() {
      return boundReportSecret(scope.db);
    },
    /**
     * The location users of a location with a role, by display name (a location the caller reads:
     * works at, or support mode), and whether the location exists at all.
     */
    async usersWithRole(locationId: number, roleId: number, active: 'active' | 'all' | 'non_active') {
      if (!scope.supportMode && !worksAt(scope, locationId)) return { rows: [], locationExists: false };
      const lu = t.locationUsers;
      const rows = await scope.db
        .select()
        .from(lu)
        .where(
          and(
            eq(lu.locationId, locationId),
            eq(lu.roleId, roleId),
            active === 'active' ? eq(lu.isActive, true) : active === 'non_active' ? eq(lu.isActive, false) : undefined,
          ),
        )
        .orderBy(asc(lu.displayName), asc(lu.id));
      if (rows.length) return { rows, locationExists: true };
      const [location] = await scope.db
        .select({ id: t.locations.id })
        .from(t.locations)
        .where(and(eq(t.locations.id, locationId), readableLocations(scope, t.locations.id)))
        .limit(1);
      return { rows, locationExists: Boolean(location) };
    },
    /** A patient of one of the caller's locations by its PIMS id, or null. */
    async patientByPimsId(locationId: number, pimsId: string) {
      if (!worksAt(scope, locationId)) return null;
      const [row] = await scope.db
        .select({ id: t.locationPatients.id })
        .from(t.locationPatients)
        .where(and(eq(t.locationPatients.locationId, locationId), eq(t.locationPatients.pimsId, pimsId)))
        .limit(1);
      return row ?? null;
    },
  };
}
