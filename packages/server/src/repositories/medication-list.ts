/**
 * What the patient's medication list reads (issue 42 item 1): for some patients of one
 * location, their active VetRx prescriptions — issued, neither declined nor archived, not expired,
 * filled or not (core's `isActiveMedicationRx` decides; the statement only narrows) — and their pending
 * requests, each with its product's title, ingredients and dosage form. Two indexed statements
 * (prescriptions and tasks by patient). Only a location the caller works at is read.
 */
import { and, desc, eq, gte, inArray, isNull, notInArray, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { INACTIVE_RX_STATUSES } from '@vetrx/core/safety';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { worksAt, type RepositoryScope } from './scope.js';
import { isoInstant } from './task-duplicates.js';
import { fieldsJson } from './answer-shapes.js';

/** A prescription or pending request on a patient's list, with its product. */
export interface MedicationRow {
  kind: 'rx' | 'task';
  id: number;
  locationPatientId: number;
  title: string;
  ingredients: string | null;
  dosageForm: string | null;
  rxNumber: string | null;
  rxStatusCode: string | null;
  archived: boolean;
  /** The prescription's stored fillable flag (its status display reads it); false for a request. */
  isFillable: boolean;
  prescExpiryDate: string | null;
  issuedDate: Date | null;
  /** A request's linked draft, and the prescription it renews. */
  prescriptionId: number | null;
  previousPrescriptionId: number | null;
}

/** A {@link MedicationRow} as a statement's JSON carries it: its instant as ISO text. */
export type MedicationRowJson = Omit<MedicationRow, 'issuedDate'> & { issuedDate: string | null };

/** What a row of a patient's list reads of a prescription, and of a pending request (with the product's title, ingredients and dosage form). */
const RX_FIELDS = {
  id: t.prescriptions.id,
  locationPatientId: t.prescriptions.locationPatientId,
  title: t.products.title,
  ingredients: t.products.ingredients,
  dosageForm: t.productPresentations.dosageForm,
  rxNumber: t.prescriptions.rxNumber,
  rxStatusCode: t.prescriptions.rxStatusCode,
  archived: t.prescriptions.archived,
  isFillable: t.prescriptions.isFillable,
  prescExpiryDate: t.prescriptions.prescExpiryDate,
  issuedDate: t.prescriptions.issuedDate,
};
const TASK_FIELDS = {
  id: t.prescriptionTasks.id,
  locationPatientId: t.prescriptionTasks.locationPatientId,
  title: t.products.title,
  ingredients: t.products.ingredients,
  dosageForm: t.productPresentations.dosageForm,
  prescriptionId: t.prescriptionTasks.prescriptionId,
  previousPrescriptionId: t.prescriptionTasks.previousPrescriptionId,
};
/** The list's order: newest first. */
const RX_ORDER = [desc(t.prescriptions.issuedDate), desc(t.prescriptions.id)];
const TASK_ORDER = [desc(t.prescriptionTasks.createdTimestamp), desc(t.prescriptionTasks.id)];

/** The prescriptions on these patients' lists at the location: issued and active as the statement can tell; `patients` tests the patient column. */
function rxWhere(locationId: number | Placeholder, patients: SQL, today: string | Placeholder): SQL {
  return and(
    eq(t.prescriptions.locationId, locationId),
    patients,
    eq(t.prescriptions.archived, false),
    notInArray(t.prescriptions.rxStatusCode, [...INACTIVE_RX_STATUSES]),
    or(isNull(t.prescriptions.prescExpiryDate), gte(t.prescriptions.prescExpiryDate, today)),
  )!;
}
/** The pending requests on these patients' lists at the location. */
function taskWhere(locationId: number | Placeholder, patients: SQL): SQL {
  return and(eq(t.prescriptionTasks.locationId, locationId), patients, eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false))!;
}

/** The active prescriptions and pending requests of these patients at the location (newest first). */
async function medicationRows(db: DbOrTx, locationId: number, patientIds: readonly number[], today: string): Promise<MedicationRow[]> {
  if (patientIds.length === 0) return [];
  const ids = [...new Set(patientIds)];
  const [rxs, tasks] = await Promise.all([
    db
      .select(RX_FIELDS)
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .leftJoin(t.productPresentations, eq(t.productPresentations.id, t.products.productPresentationId))
      .where(rxWhere(locationId, inArray(t.prescriptions.locationPatientId, ids), today))
      .orderBy(...RX_ORDER),
    db
      .select(TASK_FIELDS)
      .from(t.prescriptionTasks)
      .innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId))
      .leftJoin(t.productPresentations, eq(t.productPresentations.id, t.products.productPresentationId))
      .where(taskWhere(locationId, inArray(t.prescriptionTasks.locationPatientId, ids)))
      .orderBy(...TASK_ORDER),
  ]);
  return [
    ...rxs.map((r) => ({ kind: 'rx' as const, ...r, locationPatientId: r.locationPatientId!, prescriptionId: null, previousPrescriptionId: null })),
    ...tasks.map((r) => ({ kind: 'task' as const, ...r, locationPatientId: r.locationPatientId!, rxNumber: null, rxStatusCode: null, archived: false, isFillable: false, prescExpiryDate: null, issuedDate: null })),
  ];
}

/**
 * The same rows as {@link medicationRows}, as one JSON pair of arrays — the prescriptions, then the
 * requests, each newest first (`issuedDate` an ISO text: see {@link medicationRowsOfJson}) — for the
 * patients a subquery names (`patientIds`: a statement's relation of patient ids) — so a page's
 * statement reads its cards' lists with them
 * (the approvals queue). The caller has checked the location is one the caller works at.
 */
export function medicationRowsJson(locationId: number | Placeholder, patientIds: SQL, today: string | Placeholder): SQL {
  const rx = sql`select coalesce(json_agg(${fieldsJson({ ...RX_FIELDS, issuedDate: isoInstant(sql`${t.prescriptions.issuedDate}`) }, { kind: 'rx', prescriptionId: null, previousPrescriptionId: null })} order by ${sql.join(RX_ORDER, sql`, `)}), '[]'::json)
    from ${t.prescriptions} inner join ${t.products} on ${eq(t.products.id, t.prescriptions.productId)}
    left join ${t.productPresentations} on ${eq(t.productPresentations.id, t.products.productPresentationId)}
    where ${rxWhere(locationId, sql`${t.prescriptions.locationPatientId} in ${patientIds}`, today)}`;
  const tasks = sql`select coalesce(json_agg(${fieldsJson(TASK_FIELDS, { kind: 'task', rxNumber: null, rxStatusCode: null, archived: false, isFillable: false, prescExpiryDate: null, issuedDate: null })} order by ${sql.join(TASK_ORDER, sql`, `)}), '[]'::json)
    from ${t.prescriptionTasks} inner join ${t.products} on ${eq(t.products.id, t.prescriptionTasks.productId)}
    left join ${t.productPresentations} on ${eq(t.productPresentations.id, t.products.productPresentationId)}
    where ${taskWhere(locationId, sql`${t.prescriptionTasks.locationPatientId} in ${patientIds}`)}`;
  return sql`json_build_array((${rx}), (${tasks}))`;
}

/** The rows {@link medicationRowsJson} read, as {@link medicationRows} answers them: prescriptions first, then requests. */
export function medicationRowsOfJson(json: readonly [readonly MedicationRowJson[], readonly MedicationRowJson[]]): MedicationRow[] {
  return [...json[0], ...json[1]].map((r) => ({ ...r, issuedDate: r.issuedDate === null ? null : new Date(r.issuedDate) }));
}

/**
 * The medication-list repository of one request.
 *
 * @example
 * const rows = await ctx.repos.medications.ofPatients(1, [43], '2026-11-23');
 */
export function medicationListRepository(scope: RepositoryScope) {
  return {
    /** The active prescriptions and pending requests of these patients at a location the caller works at (nothing elsewhere). */
    ofPatients: (locationId: number, patientIds: readonly number[], today: string): Promise<MedicationRow[]> =>
      worksAt(scope, locationId) ? medicationRows(scope.db, locationId, patientIds, today) : Promise.resolve([]),
  };
}
