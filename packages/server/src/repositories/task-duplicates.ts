/**
 * What the duplicate check of pending requests reads (issue 17 item 4): for a set of
 * (patient, product family) pairs at one location, the pending requests and the not archived, issued,
 * not declined prescriptions of those patients in those families — filled ones too (issue 42). Core's
 * `duplicatesOf` decides which are duplicates (expiry, the request's own draft and the prescription it
 * renews). Only the caller's locations are read.
 */
import { and, eq, inArray, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** An instant as `Date.toISOString()` writes it (UTC, milliseconds, truncated as a Date truncates). */
/** A timestamp column as an ISO instant text in UTC (JSON keeps no zone of its own). */
export const isoInstant = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The duplicate candidates of the pending tasks of `shown` (a relation of prescription task rows in
 * the statement that uses it) at one location, as one JSON array of the rows {@link duplicateCandidates}
 * answers — for the queue's page statement, which reads its cards and their candidates at once
 * (decision 0260). The caller has checked the location is one the caller works at.
 */
export function duplicateCandidatesJson(locationId: number | Placeholder, shown: SQL): SQL {
  const checked = sql`${shown}.status = 'PENDING' and ${shown}.location_patient_id is not null`;
  const patients = sql`(select ${shown}.location_patient_id from ${shown} where ${checked})`;
  const families = sql`(select f.product_family_id from ${t.products} f where f.id in (select ${shown}.product_id from ${shown} where ${checked}))`;
  const tasks = sql`select json_build_object('kind', 'task', 'id', c.id, 'status', c.status, 'archived', c.archived, 'locationPatientId', c.location_patient_id,
      'productFamilyId', p.product_family_id, 'at', ${isoInstant(sql`c.created_timestamp`)}, 'productTitle', p.title) as j
    from ${t.prescriptionTasks} c join ${t.products} p on p.id = c.product_id
    where c.location_id = ${locationId} and c.location_patient_id in ${patients} and p.product_family_id in ${families} and c.status = 'PENDING' and c.archived = false`;
  const rxs = sql`select json_build_object('kind', 'prescription', 'id', r.id, 'rxStatusCode', r.rx_status_code, 'archived', r.archived, 'locationPatientId', r.location_patient_id,
      'productFamilyId', p.product_family_id, 'prescExpiryDate', r.presc_expiry_date, 'rxNumber', r.rx_number, 'productTitle', p.title,
      'at', ${isoInstant(sql`coalesce(r.issued_date, r.created_at)`)}) as j
    from ${t.prescriptions} r join ${t.products} p on p.id = r.product_id
    where r.location_id = ${locationId} and r.location_patient_id in ${patients} and p.product_family_id in ${families} and r.archived = false
      and r.rx_status_code not in (${sql.join([...INACTIVE_RX_STATUSES].map((code) => sql`${code}`), sql`, `)})`;
  return sql`(select coalesce(json_agg(candidate.j), '[]'::json) from (${tasks} union all ${rxs}) candidate)`;
}

/** Where a task read with its page's duplicate candidates keeps them (not a field: never answered). */
const CARRIED = Symbol('duplicate candidates');

/** Gives a task the duplicate candidates its page's statement read (see {@link duplicateCandidatesJson}). */
export function carryCandidates(task: object, candidates: readonly DuplicateCandidateRow[]): void {
  Object.defineProperty(task, CARRIED, { value: candidates });
}

/**
 * The duplicate candidates a task was read with, and its product's family, or null for a task read
 * the plain way (its candidates are then read by location).
 */
export function carriedCandidates(task: object): { candidates: readonly DuplicateCandidateRow[]; productFamilyId: number | null } | null {
  const candidates = (task as { [CARRIED]?: readonly DuplicateCandidateRow[] })[CARRIED];
  return candidates ? { candidates, productFamilyId: (task as { productFamilyId?: number | null }).productFamilyId ?? null } : null;
}
