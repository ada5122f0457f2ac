/**
 * The dashboard's counts and the prescription history it previews (prescribing §2 Dashboard), bound to
 * the caller's locations: a location the caller does not work at matches nothing.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { TASK_STATUSES } from '@vetrx/core/task';
import * as t from '../db/schema/index.js';
import { needsProductJoin, prescriptionWhere, type PrescriptionFilter } from './prescriptions.js';
import { worksAt, type RepositoryScope } from './scope.js';

/** The filters of the unlinked-clients count. */
export interface UnlinkedClientFilter {
  /** Only clients with a pending request. */
  activeRequestFilter?: boolean | null;
  /** Matches first name, last name or e-mail (contains, case-insensitive). */
  text?: string | null;
}

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
    /** Active, non-office-use clients of the location without a PIMS link. */
    async countUnlinkedClients(locationId: number, f: UnlinkedClientFilter): Promise<number> {
      if (!worksAt(scope, locationId)) return 0;
      const text = f.text?.trim();
      const like = text ? `%${text}%` : null;
      const c = t.locationClients;
      const condition = and(
        eq(c.locationId, locationId),
        eq(c.isActive, true),
        eq(c.isOfficeUse, false),
        isNull(c.pimsId),
        like ? or(ilike(c.firstName, like), ilike(c.lastName, like), ilike(c.email, like)) : undefined,
        f.activeRequestFilter
          ? inArray(
              c.id,
              scope.db
                .select({ id: t.prescriptionTasks.locationClientId })
                .from(t.prescriptionTasks)
                .where(and(eq(t.prescriptionTasks.locationId, locationId), eq(t.prescriptionTasks.status, TASK_STATUSES[0]))),
            )
          : undefined,
      );
      const [{ n }] = await scope.db.select({ n: count() }).from(c).where(condition);
      return Number(n);
    },
  };
}
