/**
 * The safety screen on the server (issue 42): the patient's medication list (active
 * VetRx prescriptions, recorded medications) and pending requests, batched per location for a page of
 * patients, and the safety check of a candidate prescription with core's `evaluateSafety` — the same
 * function the form and the task card show. `prepareSave` asks it before anything is written; the
 * task card and bulk approval ask it for pending requests. Bound to the caller's scope like every
 * repository (`ctx.repos.safety`); the caller gives the time.
 */
import DataLoader from 'dataloader';
import {
  evaluateSafety,
  medicationsToCheck,
  type PatientMedicationEntry,
  type SafetyFinding,
  type SafetyProduct,
} from '@vetrx/core/safety';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import { fieldsJson } from './answer-shapes.js';
import { medicationListRepository, medicationRowsJson, medicationRowsOfJson, type MedicationRow, type MedicationRowJson } from './medication-list.js';
import type { RepositoryScope } from './scope.js';
import { isPimsEnabled, toConnectionType } from '@vetrx/core/common';
import { dataAdapterFor, type PimsMedicationRecord } from '../pims/index.js';

type PatientRow = typeof t.locationPatients.$inferSelect;
type ProductRow = typeof t.products.$inferSelect;
type PrescriptionRow = typeof t.prescriptions.$inferSelect;

/** What the safety check reads of a patient: the patient, its species, breed, weight, conditions and recorded medications. */
const SAFETY_PATIENT = {
  id: t.locationPatients.id,
  locationId: t.locationPatients.locationId,
  isOfficeUse: t.locationPatients.isOfficeUse,
  speciesCode: t.locationPatients.speciesCode,
  breedCode: t.locationPatients.breedCode,
  weight: t.locationPatients.weight,
  weightUnit: t.locationPatients.weightUnit,
  healthConditions: t.locationPatients.healthConditions,
  medications: t.locationPatients.medications,
  pimsId: t.locationPatients.pimsId,
};
/** A patient as the safety check reads it (a whole row serves too). */
export type SafetyPatient = Pick<PatientRow, keyof typeof SAFETY_PATIENT>;

/** What a request's check reads of the draft it links: its product and directions, while it is a draft. */
const SAFETY_DRAFT = { id: t.prescriptions.id, productId: t.prescriptions.productId, directions: t.prescriptions.directions, rxStatusCode: t.prescriptions.rxStatusCode };
/** A request's linked prescription as the check reads it (a whole row serves too). */
export type SafetyDraft = Pick<PrescriptionRow, keyof typeof SAFETY_DRAFT>;

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
  /** A VetRx prescription's stored fillable flag, which its status reads (absent for other entries). */
  isFillable?: boolean;
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
  /** The patient is linked to a PIMS that could not be read: its medications are missing from the list. */
  pimsUnavailable?: boolean;
}

/** What the PIMS recorded for a linked patient, or that it could not be read. */
interface PimsMedications {
  entries: PatientMedicationOut[];
  unavailable: boolean;
}

/** A medication the PIMS recorded, as an entry of the list: source PIMS, dated when dispensed. */
export function entryOfPimsMedication(m: PimsMedicationRecord): PatientMedicationOut {
  return {
    key: `pims:${m.pimsId}`,
    source: 'PIMS',
    name: m.productName,
    code: null,
    ingredients: m.activeIngredient ? `Active ingredients: ${m.activeIngredient}.` : null,
    dosageForm: null,
    prescriptionId: null,
    prescriptionTaskId: null,
    rxNumber: null,
    rxStatusCode: null,
    issuedDate: Number.isNaN(Date.parse(m.dispensedAt)) ? null : new Date(m.dispensedAt),
    prescExpiryDate: null,
  };
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
    isFillable: r.isFillable,
    issuedDate: r.issuedDate,
    prescExpiryDate: r.prescExpiryDate,
    previousPrescriptionId: r.previousPrescriptionId,
    draftId: r.kind === 'task' ? r.prescriptionId : null,
  };
}

/** A patient's lists from the rows read for it (its VetRx prescriptions and requests) and the medications recorded on it. */
function listsOf(
  patient: SafetyPatient,
  rows: readonly MedicationRow[],
  ref: Awaited<ReturnType<RepositoryScope['loaders']['reference']>>,
  pims: PimsMedications = { entries: [], unavailable: false },
): PatientMedicationLists {
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
    current: [...rows.filter((r) => r.kind === 'rx').map(entryOfRow), ...recorded, ...pims.entries],
    requests: rows.filter((r) => r.kind === 'task').map(entryOfRow),
    ...(pims.unavailable ? { pimsUnavailable: true } : {}),
  };
}

/** A patient whose list is read: its location and id, all a batch needs to start. */
interface PatientKey {
  locationId: number;
  patientId: number;
}

/** A product as the safety check reads it: title, family, ingredients, dosage form, classification, strength (its labelled doses are the knowledge table's). */
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
  };
}

/** The arguments of {@link safetyRepository}'s `findingsFor`. */
export interface SafetyCheckArgs {
  patient: SafetyPatient | null;
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
  const pimsRead = new Map<string, Promise<PimsMedications>>();
  /**
   * The medications the PIMS recorded for a linked patient of a location with PIMS on, once a request.
   * A PIMS that fails never blocks prescribing: the list goes without them and says so.
   */
  function pimsMedicationsOf(patient: SafetyPatient, now: Date): Promise<PimsMedications> {
    const pimsId = patient.pimsId?.trim();
    if (!pimsId || patient.isOfficeUse) return Promise.resolve({ entries: [], unavailable: false });
    const key = `${patient.locationId}:${pimsId}`;
    let found = pimsRead.get(key);
    if (!found) {
      found = (async (): Promise<PimsMedications> => {
        const location = await scope.loaders.location.load(patient.locationId);
        const type = location ? toConnectionType(location.pimsConnectionType) : null;
        if (!location || !type || !location.pimsAccountId?.trim()) return { entries: [], unavailable: false };
        const organization = location.organizationId === null ? null : await scope.loaders.organization.load(location.organizationId);
        if (!isPimsEnabled({ isPimsEnabled: location.isPimsEnabled, organization: { isPIMSEnabled: organization?.isPimsEnabled ?? false } })) return { entries: [], unavailable: false };
        const account = { pimsAccountId: location.pimsAccountId.trim(), pimsConnectionType: type, pimsAccountSecret: location.pimsAccountSecret, pimsWritebackAccountId: location.pimsWritebackAccountId };
        try {
          const records = await dataAdapterFor(type, () => now, scope.db).getPatientMedications(account, pimsId);
          return { entries: records.map(entryOfPimsMedication), unavailable: false };
        } catch (error) {
          console.error('[pims] getPatientMedications failed:', error instanceof Error ? error.message : error);
          return { entries: [], unavailable: true };
        }
      })();
      pimsRead.set(key, found);
    }
    return found;
  }
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
  async function medicationLists(patient: SafetyPatient, now: Date, rows?: Promise<MedicationRow[]>): Promise<PatientMedicationLists> {
    // A page's cards carry their rows (one statement a page): their lists leave the PIMS out rather than
    // call it once a card; the patient's own list and the check of a save read it.
    const [ref, own, pims] = await Promise.all([scope.loaders.reference(), rows ?? medicationRowsOf(patient.locationId, patient.id, now), rows ? undefined : pimsMedicationsOf(patient, now)]);
    return listsOf(patient, own, ref, pims);
  }
  /**
   * The safety check of a candidate prescription: the product and directions against
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

/** What a page's statement read for its pending requests' safety checks ({@link pageSafetyJson}). */
interface PageSafetyJson {
  patients: SafetyPatient[];
  drafts: SafetyDraft[];
  medications: [MedicationRowJson[], MedicationRowJson[]];
}

/**
 * What the safety checks of the pending requests among `shown` (a relation of prescription task rows
 * in the statement that uses it, at one location) read, as one JSON value: their patients, their
 * linked drafts and the patients' medication lists on the day `today` — the same reads as the task
 * card's check through the loaders ({@link safetyRepository}), for the approvals queue's page
 * statement, which reads its cards and their checks at once. The caller has checked
 * the location is one the caller works at.
 */
export function pageSafetyJson(locationId: number | Placeholder, shown: SQL, today: string | Placeholder): SQL {
  const pending = sql`${shown}.status = 'PENDING' and ${shown}.location_patient_id is not null`;
  const patientIds = sql`(select ${shown}.location_patient_id from ${shown} where ${pending})`;
  const draftIds = sql`(select ${shown}.prescription_id from ${shown} where ${pending} and ${shown}.prescription_id is not null)`;
  const patients = sql`(select coalesce(json_agg(${fieldsJson(SAFETY_PATIENT)}), '[]'::json) from ${t.locationPatients}
    where ${t.locationPatients.locationId} = ${locationId} and ${t.locationPatients.id} in ${patientIds})`;
  const drafts = sql`(select coalesce(json_agg(${fieldsJson(SAFETY_DRAFT)}), '[]'::json) from ${t.prescriptions}
    where ${t.prescriptions.locationId} = ${locationId} and ${t.prescriptions.id} in ${draftIds})`;
  return sql`json_build_object('patients', ${patients}, 'drafts', ${drafts}, 'medications', ${medicationRowsJson(locationId, patientIds, today)})`;
}

/** What a task read with its page's safety reads carries (not a field: never answered). */
const CARRIED = Symbol('safety reads');

/** The reads a pending request's safety check needs: its patient, its linked draft and the patient's list rows. */
export interface CarriedSafety {
  patient: SafetyPatient | null;
  draft: SafetyDraft | null;
  rows: MedicationRow[];
}

/** Gives each pending task of a page with a patient what its safety check needs, from its page's {@link pageSafetyJson}. */
export function carrySafety(tasks: readonly { status: string; locationPatientId: number | null; prescriptionId: number | null }[], value: PageSafetyJson | string): void {
  const json = typeof value === 'string' ? (JSON.parse(value) as PageSafetyJson) : value;
  const patients = new Map(json.patients.map((p) => [p.id, p]));
  const drafts = new Map(json.drafts.map((d) => [d.id, d]));
  const rowsOf = new Map<number, MedicationRow[]>();
  for (const row of medicationRowsOfJson(json.medications)) rowsOf.set(row.locationPatientId, [...(rowsOf.get(row.locationPatientId) ?? []), row]);
  for (const task of tasks) {
    if (task.status !== 'PENDING' || task.locationPatientId === null) continue;
    const carried: CarriedSafety = {
      patient: patients.get(task.locationPatientId) ?? null,
      draft: task.prescriptionId === null ? null : (drafts.get(task.prescriptionId) ?? null),
      rows: rowsOf.get(task.locationPatientId) ?? [],
    };
    Object.defineProperty(task, CARRIED, { value: carried });
  }
}

/** What a task read with its page's safety reads carries, or null for a task read the plain way (its check then reads through the loaders). */
export function carriedSafety(task: object): CarriedSafety | null {
  return (task as { [CARRIED]?: CarriedSafety })[CARRIED] ?? null;
}
