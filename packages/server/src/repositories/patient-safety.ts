/**
 * The safety screen on the server (issue 42; decisions 0270–0274): the patient's medication list (active
 * VetRx prescriptions, recorded medications) and pending requests, batched per location for a page of
 * patients, and the safety check of a candidate prescription with core's `evaluateSafety` — the same
 * function the form and the task card show. `prepareSave` asks it before anything is written; the
 * task card and bulk approval ask it for pending requests.
 */
import DataLoader from 'dataloader';
import {
  evaluateSafety,
  medicationsToCheck,
  type PatientMedicationEntry,
  type SafetyFinding,
  type SafetyProduct,
  type LabelledDoseRange,
} from '@vetrx/core/safety';
import type { RequestContext } from '../context/context.js';
import type * as t from '../db/schema/index.js';
import type { MedicationRow } from './medication-list.js';

type PatientRow = typeof t.locationPatients.$inferSelect;
type ProductRow = typeof t.products.$inferSelect;

/** One entry of a patient's list as the contract's PatientMedication. */
export interface PatientMedicationOut extends PatientMedicationEntry {
  key: string;
  source: string;
  name: string;
  code: string | null;
  ingredients: string | null;
  dosageForm: string | null;
  prescriptionId: number | null;
  prescriptionTaskId: number | null;
  rxNumber: string | null;
  rxStatusCode: string | null;
  issuedDate: Date | null;
  prescExpiryDate: string | null;
  /** A request's linked draft and the prescription it renews (not in the contract; the check leaves them out). */
  previousPrescriptionId?: number | null;
  draftId?: number | null;
}

/** A patient's list: the medications shown, and the pending requests duplicate therapy reads. */
export interface PatientMedicationLists {
  current: PatientMedicationOut[];
  requests: PatientMedicationOut[];
}

const loaders = new WeakMap<RequestContext, DataLoader<PatientRow, PatientMedicationLists>>();

const today = (ctx: RequestContext): string => ctx.now().toISOString().slice(0, 10);

function entryOfRow(r: MedicationRow): PatientMedicationOut {
  return {
    key: `${r.kind}:${r.id}`,
    source: r.kind === 'rx' ? 'VETRX' : 'REQUEST',
    name: r.title,
    code: null,
    ingredients: r.ingredients,
    dosageForm: r.dosageForm,
    prescriptionId: r.kind === 'rx' ? r.id : r.prescriptionId,
    prescriptionTaskId: r.kind === 'task' ? r.id : null,
    rxNumber: r.rxNumber,
    rxStatusCode: r.rxStatusCode,
    issuedDate: r.issuedDate,
    prescExpiryDate: r.prescExpiryDate,
    previousPrescriptionId: r.previousPrescriptionId,
    draftId: r.kind === 'task' ? r.prescriptionId : null,
  };
}

/** The lists of a batch of patients: one pair of statements per location. */
async function listsOf(ctx: RequestContext, patients: readonly PatientRow[]): Promise<PatientMedicationLists[]> {
  const byLocation = new Map<number, number[]>();
  for (const p of patients) byLocation.set(p.locationId, [...(byLocation.get(p.locationId) ?? []), p.id]);
  const [ref, rows] = await Promise.all([
    ctx.loaders.reference(),
    Promise.all([...byLocation].map(([locationId, ids]) => ctx.repos.medications.ofPatients(locationId, ids, today(ctx)))).then((r) => r.flat()),
  ]);
  return patients.map((p) => {
    const mine = rows.filter((r) => r.locationPatientId === p.id);
    const recorded: PatientMedicationOut[] = p.medications.map((code) => ({
      key: `recorded:${code}`,
      source: 'RECORDED',
      name: ref.medications.get(code)?.name ?? code,
      code,
      ingredients: null,
      dosageForm: null,
      prescriptionId: null,
      prescriptionTaskId: null,
      rxNumber: null,
      rxStatusCode: null,
      issuedDate: null,
      prescExpiryDate: null,
    }));
    return {
      current: [...mine.filter((r) => r.kind === 'rx').map(entryOfRow), ...recorded],
      requests: mine.filter((r) => r.kind === 'task').map(entryOfRow),
    };
  });
}

/**
 * The medication list and pending requests of a patient, batched with the other patients of the
 * request (one DataLoader per request).
 *
 * @example
 * const { current } = await patientMedicationLists(ctx, patient);
 */
export function patientMedicationLists(ctx: RequestContext, patient: PatientRow): Promise<PatientMedicationLists> {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = new DataLoader((ps) => listsOf(ctx, ps), { cache: false });
    loaders.set(ctx, loader);
  }
  return loader.load(patient);
}

/** A product as the safety check reads it: title, family, ingredients, dosage form, classification, strength, labelled ranges. */
export async function safetyProductOf(ctx: RequestContext, product: ProductRow): Promise<SafetyProduct> {
  const [family, presentation] = await Promise.all([
    ctx.loaders.productFamily.load(product.productFamilyId),
    product.productPresentationId === null ? null : ctx.loaders.productPresentation.load(product.productPresentationId),
  ]);
  return {
    title: product.title,
    familyName: family?.name ?? null,
    ingredients: product.ingredients,
    dosageForm: presentation?.dosageForm ?? null,
    classification: product.classification,
    strength: product.strengthDisplay,
    labelledDoseRanges: product.labelledDoseRanges as LabelledDoseRange[],
  };
}

/**
 * The safety check of a candidate prescription (decision 0271): the product and directions against
 * the patient and the patient's list and pending requests, without the request being answered, its
 * draft and the prescription it renews. No patient (office use) or product: no findings.
 *
 * @example
 * const findings = await safetyFindingsFor(ctx, { patient, product, directions, exclude: { prescriptionTaskId: task.id, prescriptionIds: [task.prescriptionId, task.previousPrescriptionId] } });
 */
export async function safetyFindingsFor(
  ctx: RequestContext,
  args: {
    patient: PatientRow | null;
    product: ProductRow | null;
    directions: string | null | undefined;
    exclude?: { prescriptionTaskId?: number | null; prescriptionIds?: readonly (number | null | undefined)[] };
  },
): Promise<SafetyFinding[]> {
  const { patient, product } = args;
  if (!patient || !product || patient.isOfficeUse) return [];
  const [lists, safetyProduct, ref] = await Promise.all([patientMedicationLists(ctx, patient), safetyProductOf(ctx, product), ctx.loaders.reference()]);
  const breed = patient.breedCode ? ref.breeds.get(patient.breedCode) : null;
  return evaluateSafety({
    product: safetyProduct,
    patient: {
      species: patient.speciesCode ? { code: patient.speciesCode } : null,
      breed: patient.breedCode ? { code: patient.breedCode, name: breed?.name ?? null } : null,
      weight: patient.weight,
      weightUnit: patient.weightUnit,
      healthConditions: patient.healthConditions.map((code) => ({ code, name: ref.healthConditions.get(code)?.name ?? code })),
    },
    medications: medicationsToCheck([...lists.current, ...lists.requests], args.exclude ?? {}),
    directions: args.directions,
  });
}
