/**
 * The dashboard's prescription count and the prescription history it previews (prescribing §2
 * Dashboard), bound to the caller's locations: a location the caller does not work at matches nothing.
 * (The unlinked-clients tile counts with the clients repository, by the list's own rule.)
 */
import { count, eq, sql } from 'drizzle-orm';
import { keptPrescriptionCount, prescriptionList } from './prescriptions.js';
import * as t from '../db/schema/index.js';
import { keepsWholeLocation, needsProductJoin, prescriptionWhere, type PrescriptionFilter } from './prescription-filters.js';
import { worksAt, type RepositoryScope } from './scope.js';
import type { Selection } from './selection.js';

/** The dashboard repository of one request. */
export function dashboardRepository(scope: RepositoryScope) {
  const where = (f: PrescriptionFilter) => (worksAt(scope, f.locationId) ? prescriptionWhere(f) : sql`false`);
  const withProducts = (f: PrescriptionFilter) => (needsProductJoin(f) ? eq(t.products.id, t.prescriptions.productId) : sql`false`);
  return {
    /** How many prescriptions of the location match the history filters. */
    async countPrescriptions(f: PrescriptionFilter): Promise<number> {
      // Every prescription of the location: the trigger-kept count.
      if (worksAt(scope, f.locationId) && keepsWholeLocation(f)) return keptPrescriptionCount(scope.db, f.locationId);
      const q = scope.db.select({ n: count() }).from(t.prescriptions);
      const [{ n }] = await (needsProductJoin(f) ? q.innerJoin(t.products, withProducts(f)) : q).where(where(f));
      return Number(n);
    },
    /** A page of the location's prescriptions, newest first (keyset when paging on). */
    async prescriptionHistory(f: PrescriptionFilter, page: { limit: number; offset: number }, selection?: Selection) {
      if (!worksAt(scope, f.locationId)) return [];
      return prescriptionList(scope.db, f, Math.max(0, page.offset), Math.max(0, page.limit), selection && { selection, scope });
    },
  };
}
