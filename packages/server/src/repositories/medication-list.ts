/**
 * What the patient's medication list reads (issue 42 item 1; decision 0270): for some patients of one
 * location, their active VetRx prescriptions — issued, neither declined nor archived, not expired,
 * filled or not (core's `isActiveMedicationRx` decides; the statement only narrows) — and their pending
 * requests, each with its product's title, ingredients and dosage form. Two indexed statements
 * (prescriptions and tasks by patient). Only a location the caller works at is read.
 */
import { and, desc, eq, gte, inArray, isNull, notInArray, or } from 'drizzle-orm';
import { INACTIVE_RX_STATUSES } from '@vetrx/core/safety';
import type { DbOrTx } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { worksAt, type RepositoryScope } from './scope.js';

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
  prescExpiryDate: string | null;
  issuedDate: Date | null;
  /** A request's linked draft, and the prescription it renews. */
  prescriptionId: number | null;
  previousPrescriptionId: number | null;
}

/** The active prescriptions and pending requests of these patients at the location (newest first). */
async function medicationRows(db: DbOrTx, locationId: number, patientIds: readonly number[], today: string): Promise<MedicationRow[]> {
  if (patientIds.length === 0) return [];
  const ids = [...new Set(patientIds)];
  const [rxs, tasks] = await Promise.all([
    db
      .select({
        id: t.prescriptions.id,
        locationPatientId: t.prescriptions.locationPatientId,
        title: t.products.title,
        ingredients: t.products.ingredients,
        dosageForm: t.productPresentations.dosageForm,
        rxNumber: t.prescriptions.rxNumber,
        rxStatusCode: t.prescriptions.rxStatusCode,
        archived: t.prescriptions.archived,
        prescExpiryDate: t.prescriptions.prescExpiryDate,
        issuedDate: t.prescriptions.issuedDate,
      })
      .from(t.prescriptions)
      .innerJoin(t.products, eq(t.products.id, t.prescriptions.productId))
      .leftJoin(t.productPresentations, eq(t.productPresentations.id, t.products.productPresentationId))
      .where(
        and(
          eq(t.prescriptions.locationId, locationId),
          inArray(t.prescriptions.locationPatientId, ids),
          eq(t.prescriptions.archived, false),
          notInArray(t.prescriptions.rxStatusCode, [...INACTIVE_RX_STATUSES]),
          or(isNull(t.prescriptions.prescExpiryDate), gte(t.prescriptions.prescExpiryDate, today)),
        ),
      )
      .orderBy(desc(t.prescriptions.issuedDate), desc(t.prescriptions.id)),
    db
      .select({
        id: t.prescriptionTasks.id,
        locationPatientId: t.prescriptionTasks.locationPatientId,
        title: t.products.title,
        ingredients: t.products.ingredients,
        dosageForm: t.productPresentations.dosageForm,
        prescriptionId: t.prescriptionTasks.prescriptionId,
        previousPrescriptionId: t.prescriptionTasks.previousPrescriptionId,
        createdTimestamp: t.prescriptionTasks.createdTimestamp,
      })
      .from(t.prescriptionTasks)
      .innerJoin(t.products, eq(t.products.id, t.prescriptionTasks.productId))
      .leftJoin(t.productPresentations, eq(t.productPresentations.id, t.products.productPresentationId))
      .where(and(eq(t.prescriptionTasks.locationId, locationId), inArray(t.prescriptionTasks.locationPatientId, ids), eq(t.prescriptionTasks.status, 'PENDING'), eq(t.prescriptionTasks.archived, false)))
      .orderBy(desc(t.prescriptionTasks.createdTimestamp), desc(t.prescriptionTasks.id)),
  ]);
  return [
    ...rxs.map((r) => ({ kind: 'rx' as const, ...r, locationPatientId: r.locationPatientId!, prescriptionId: null, previousPrescriptionId: null })),
    ...tasks.map(({ createdTimestamp: _c, ...r }) => ({
      kind: 'task' as const,
      ...r,
      locationPatientId: r.locationPatientId!,
      rxNumber: null,
      rxStatusCode: null,
      archived: false,
      prescExpiryDate: null,
      issuedDate: null,
    })),
  ];
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
