/**
 * The safety screen on the server (issue 42; decisions 0270–0274): the patient's medication list (active
 * VetRx prescriptions, recorded medications) and pending requests, batched per location for a page of
 * patients, and the safety check of a candidate prescription with core's `evaluateSafety` — the same
 * function the form and the task card show. `prepareSave` asks it before anything is written; the
 * task card and bulk approval ask it for pending requests. Bound to the caller's scope like every
 * repository (`ctx.repos.safety`); the caller gives the time (decision 0344).
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
import type * as t from '../db/schema/index.js';
import { medicationListRepository, type MedicationRow } from './medication-list.js';
import type { RepositoryScope } from './scope.js';

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

const dayOf = (now: Date): string => now.toISOString().slice(0, 10);

/** What the safety reads go through: the caller's medication lists. */
interface SafetyReads {
  medications: ReturnType<typeof medicationListRepository>;
}

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

/** A patient's lists from the rows read for it (its VetRx prescriptions and requests) and the medications recorded on it. */
function listsOf(patient: PatientRow, rows: readonly MedicationRow[], ref: Awaited<ReturnType<RepositoryScope['loaders']['reference']>>): PatientMedicationLists {
  const recorded: PatientMedicationOut[] = patient.medications.map((code) => ({
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
    current: [...rows.filter((r) => r.kind === 'rx').map(entryOfRow), ...recorded],
    requests: rows.filter((r) => r.kind === 'task').map(entryOfRow),
  };
}

/** A patient whose list is read: its location and id, all a batch needs to start. */
interface PatientKey {
  locationId: number;
  patientId: number;
}

/** A product as the safety check reads it: title, family, ingredients, dosage form, classification, strength, labelled ranges. */
async function safetyProductOf(loaders: RepositoryScope['loaders'], product: ProductRow): Promise<SafetyProduct> {
  const [family, presentation] = await Promise.all([
    loaders.productFamily.load(product.productFamilyId),
    product.productPresentationId === null ? null : loaders.productPresentation.load(product.productPresentationId),
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

/** The arguments of {@link safetyRepository}'s `findingsFor`. */
export interface SafetyCheckArgs {
  patient: PatientRow | null;
  product: ProductRow | null;
  directions: string | null | undefined;
  exclude?: { prescriptionTaskId?: number | null; prescriptionIds?: readonly (number | null | undefined)[] };
  /**
   * The patient's list rows when the caller started reading them already ({@link safetyRepository}'s
   * `medicationRowsOf`, beside the patient's own row): the task cards of a page read them in one wave.
   */
  rows?: Promise<MedicationRow[]>;
}

/**
 * The caller's safety reads (`ctx.repos.safety`): patients' medication lists, batched over the
 * request's patients (one DataLoader per repositories and day), and the safety check of a candidate.
 */
export function safetyRepository(scope: RepositoryScope) {
  const reads: SafetyReads = { medications: medicationListRepository(scope) };
  const rowLoaders = new Map<string, DataLoader<PatientKey, MedicationRow[], string>>();
  /**
   * The rows of a patient's list (its active VetRx prescriptions and pending requests) on the day of
   * `now`, batched with the other patients of the request: one pair of statements per location. Needs
   * only the patient's location and id, so a task card starts it beside reading the patient.
   *
   * @example
   * const rows = ctx.repos.safety.medicationRowsOf(task.locationId, task.locationPatientId, ctx.now());
   */
  function medicationRowsOf(locationId: number, patientId: number, now: Date): Promise<MedicationRow[]> {
    const today = dayOf(now);
    let loader = rowLoaders.get(today);
    if (!loader) {
      loader = new DataLoader(
        async (keys: readonly PatientKey[]) => {
          const byLocation = new Map<number, number[]>();
          for (const k of keys) byLocation.set(k.locationId, [...(byLocation.get(k.locationId) ?? []), k.patientId]);
          // By location and patient, in the statements' order (newest first).
          const rowsOf = new Map<string, MedicationRow[]>();
          await Promise.all(
            [...byLocation].map(async ([location, ids]) => {
              for (const row of await reads.medications.ofPatients(location, ids, today)) {
                const key = `${location}:${row.locationPatientId}`;
                rowsOf.set(key, [...(rowsOf.get(key) ?? []), row]);
              }
            }),
          );
          return keys.map((k) => rowsOf.get(`${k.locationId}:${k.patientId}`) ?? []);
        },
        { cache: false, cacheKeyFn: (k) => `${k.locationId}:${k.patientId}` },
      );
      rowLoaders.set(today, loader);
    }
    return loader.load({ locationId, patientId });
  }
  /**
   * The medication list and pending requests of a patient on the day of `now`, batched with the
   * other patients of the request.
   *
   * @example
   * const { current } = await ctx.repos.safety.medicationLists(patient, ctx.now());
   */
  async function medicationLists(patient: PatientRow, now: Date, rows?: Promise<MedicationRow[]>): Promise<PatientMedicationLists> {
    const [ref, own] = await Promise.all([scope.loaders.reference(), rows ?? medicationRowsOf(patient.locationId, patient.id, now)]);
    return listsOf(patient, own, ref);
  }
  /**
   * The safety check of a candidate prescription (decision 0271): the product and directions against
   * the patient and the patient's list and pending requests, without the request being answered, its
   * draft and the prescription it renews. No patient (office use) or product: no findings.
   *
   * @example
   * const findings = await ctx.repos.safety.findingsFor({ patient, product, directions, exclude: { prescriptionTaskId: task.id } }, ctx.now());
   */
  async function findingsFor(args: SafetyCheckArgs, now: Date): Promise<SafetyFinding[]> {
    const { patient, product } = args;
    if (!patient || !product || patient.isOfficeUse) return [];
    const [list, safetyProduct, ref] = await Promise.all([medicationLists(patient, now, args.rows), safetyProductOf(scope.loaders, product), scope.loaders.reference()]);
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
      medications: medicationsToCheck([...list.current, ...list.requests], args.exclude ?? {}),
      directions: args.directions,
    });
  }
  return { medicationRowsOf, medicationLists, findingsFor };
}
