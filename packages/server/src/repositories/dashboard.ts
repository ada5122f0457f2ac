/**
 * The dashboard's prescription count and the prescription history it previews (prescribing §2
 * Dashboard), bound to the caller's locations: a location the caller does not work at matches nothing.
 * (The unlinked-clients tile counts with the clients repository, by the list's own rule.)
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { needsProductJoin, prescriptionWhere, type PrescriptionFilter } from './prescriptions.js';
import { worksAt, type RepositoryScope } from './scope.js';

/** The dashboard repository of one request. */
export function dashboardRepository(scope: RepositoryScope) {
  const where = (f: PrescriptionFilter) => (worksAt(scope, f.locationId) ? prescriptionWhere(f) : sql`false`);
  const withProducts = (f: PrescriptionFilter) => (needsProductJoin(f) ? eq(t.products.id, t.prescriptions.productId) : sql`false`);
  return {
    /** How many prescriptions of the location match the history filters. */
    async countPrescriptions(f: PrescriptionFilter): Promise<number> {
      const q = scope.db.select({ n: count() }).from(t.prescriptions);
      const [{ n }] = await (needsProductJoin(f) ? q.innerJoin(t.products, withProducts(f)) : q).where(where(f));
      return Number(n);
    },
    /** A page of the location's prescriptions, newest first. */
    async prescriptionHistory(f: PrescriptionFilter, page: { limit: number; offset: number }) {
      const q = scope.db.select({ p: t.prescriptions }).from(t.prescriptions);
      const rows = await (needsProductJoin(f) ? q.innerJoin(t.products, withProducts(f)) : q)
        .where(where(f))
        .orderBy(desc(t.prescriptions.createdAt), desc(t.prescriptions.id))
        .limit(page.limit)
        .offset(page.offset);
      return rows.map((r) => r.p);
    },
  };
}
