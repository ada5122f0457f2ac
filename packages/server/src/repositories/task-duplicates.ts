/**
 * What the duplicate check of pending requests reads (issue 17 item 4, decision 0184): for a set of
 * (patient, product family) pairs at one location, the pending requests and the not archived, issued,
 * not declined prescriptions of those patients in those families — filled ones too (issue 42). Core's
 * `duplicatesOf` decides which are duplicates (expiry, the request's own draft and the prescription it
 * renews). Only the caller's locations are read.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { INACTIVE_RX_STATUSES } from '@vetrx/core/safety';
import type { DuplicateCandidate } from '@vetrx/core/task';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';

/** A duplicate candidate with the product title the card shows. */
export type DuplicateCandidateRow = DuplicateCandidate & { productTitle: string };

/**
 * The candidates of one location for the given patients and the families of the given products (two
 * indexed queries). The families are read in the same statements, so the check does not wait for the
 * requests' products to load first (issue 13).
 *
 * @example
 * const rows = await duplicateCandidates(scope, 1, [9, 10], [31]);
 */
export async function duplicateCandidates(ctx: { db: DbOrTx; locationIds: readonly number[] }, locationId: number, patientIds: number[], productIds: number[]): Promise<DuplicateCandidateRow[]> {
  if (!ctx.locationIds.includes(locationId) || patientIds.length === 0 || productIds.length === 0) return [];
  const families = ctx.db.select({ id: t.products.productFamilyId }).from(t.products).where(inArray(t.products.id, productIds));
  /** Rows of the location for these patients whose product (joined) is in these products' families. */
  const ofPairs = (rows: typeof t.prescriptionTasks | typeof t.prescriptions) => [
    eq(rows.locationId, locationId),
    inArray(rows.locationPatientId, patientIds),
    inArray(t.products.productFamilyId, families),
  ];
  const [tasks, rxs] = await Promise.all([
    ctx.db
      .select({
        id: t.prescriptionTasks.id,
        status: t.prescriptionTasks.status,
        archived: t.prescriptionTasks.archived,
        locationPatientId: t.prescriptionTasks.locationPatientId,
        productFamilyId: t.products.productFamilyId,
        at: t.prescriptionTasks.createdTimestamp,
        productTitle: t.products.title,
      })
      .from(t.prescriptionTasks)
      .innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId))
      .where(and(...ofPairs(t.prescriptionTasks), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false))),
    ctx.db
      .select({
        id: t.prescriptions.id,
        rxStatusCode: t.prescriptions.rxStatusCode,
        archived: t.prescriptions.archived,
        locationPatientId: t.prescriptions.locationPatientId,
        productFamilyId: t.products.productFamilyId,
        prescExpiryDate: t.prescriptions.prescExpiryDate,
        issuedDate: t.prescriptions.issuedDate,
        createdAt: t.prescriptions.createdAt,
        rxNumber: t.prescriptions.rxNumber,
        productTitle: t.products.title,
      })
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .where(and(...ofPairs(t.prescriptions), eq(t.prescriptions.archived, false), notInArray(t.prescriptions.rxStatusCode, [...INACTIVE_RX_STATUSES]))),
  ]);
  const iso = (d: Date | string | null) => (d === null ? '' : d instanceof Date ? d.toISOString() : new Date(d).toISOString());
  return [
    ...tasks.map((r) => ({ kind: 'task' as const, ...r, at: iso(r.at) })),
    ...rxs.map(({ issuedDate, createdAt, ...r }) => ({ kind: 'prescription' as const, ...r, at: iso(issuedDate ?? createdAt) })),
  ];
}
