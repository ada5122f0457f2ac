/**
 * What a prescription save reads before core decides: the location, the product
 * and its rule facts, the client and patient the save names (records of another location answer
 * NOT_FOUND), whether the patient is the client's and the request's party matches, whether the
 * authorizing vet and the reason for compounding are listed, the location's features and state, the
 * conflict check and the safety check. Reads only, through the caller's scope; core's
 * `checkPrescriptionSave` decides on what this answers (graphql/resolvers/prescription-save.ts).
 */
import { sql } from 'drizzle-orm';
import { checkConflicts, conflictProductOf, hasConflict } from '@vetrx/core/conflict';
import { isReasonForCompoundShown, type PrescriptionProductFacts, type PrescriptionSaveInput } from '@vetrx/core/prescription';
import type { SafetyFinding } from '@vetrx/core/safety';
import * as t from '../db/schema/index.js';
import { NotFound } from './errors.js';
import { findOfficeUseParty } from './admin-practice.js';
import { safetyRepository } from './patient-safety.js';
import { blank, optionalId } from './prescription-writes.js';
import type { recordsRepository } from './records.js';
import type { LocationClientRow as ClientRow, LocationPatientRow as PatientRow, LocationRow, PrescriptionTaskRow as TaskRow, ProductRow } from './rows.js';
import { worksAt, type RepositoryScope } from './scope.js';

/** The records of one location (`ctx.repos.at(locationId).records`): another location's answer null. */
type LocationRecords = ReturnType<typeof recordsRepository>;

/** What {@link saveFactsRepository}'s `read` answers. */
export interface SaveReads {
  location: LocationRow;
  product: ProductRow | null;
  /** The product's rule facts (the family decides PRN-only and active); null without a product. */
  productFacts: PrescriptionProductFacts | null;
  /** The checked client and patient; for office use the location's office-use ones as found (may be missing). */
  client: ClientRow | null;
  patient: PatientRow | null;
  patientOfClient: boolean | null;
  taskMatchesParty: boolean | null;
  /** The authorizing vet is an active user of the location whose active role may authorize; null when none is named. */
  authorizingVetListed: boolean | null;
  reasonForCompoundListed: boolean | null;
  reasonForCompoundAllergic: boolean;
  features: Set<string>;
  conflictExists: boolean;
  findings: SafetyFinding[];
}

/**
 * The caller's reads of a prescription save (`ctx.repos.saveFacts`).
 *
 * @example
 * const reads = await ctx.repos.saveFacts.read({ locationId, input, task, prescriptionId, now }, ctx.repos.at(locationId).records);
 */
export function saveFactsRepository(scope: RepositoryScope) {
  const loaders = scope.loaders;
  const safety = safetyRepository(scope);

  /** A product with its rule facts (the family decides PRN-only and active). */
  async function productFacts(productId: number | null): Promise<{ product: ProductRow | null; facts: PrescriptionProductFacts | null }> {
    if (productId === null) return { product: null, facts: null };
    const product = await loaders.product.load(productId);
    if (!product) return { product: null, facts: null };
    const family = await loaders.productFamily.load(product.productFamilyId);
    const facts: PrescriptionProductFacts = {
      isActive: product.isActive && (family?.isActive ?? false),
      isControlled: product.isControlled,
      deaSchedule: product.deaSchedule,
      compound: product.compound,
      hasPharmacyRationale: product.hasPharmacyRationale,
      productApprovalType: product.productApprovalType,
      packsizeQty: product.packsizeQty,
      isPrnOnlyFamily: family?.isPrnOnly ?? false,
      fullfillmentVendor: product.fullfillmentVendor,
    };
    return { product, facts };
  }

  /** Whether the conflict check (species, weight, days supply, keywords) finds a conflict for the patient and product. */
  async function conflictFor(patient: PatientRow | null, product: ProductRow | null, daysSupply: number | null | undefined): Promise<boolean> {
    if (!patient || !product) return false;
    const ref = await loaders.reference();
    const named = (codes: string[], map: Map<string, { name: string }>) => codes.map((code) => ({ code, name: map.get(code)?.name ?? code }));
    return hasConflict(
      checkConflicts({
        patient: {
          species: patient.speciesCode ? { code: patient.speciesCode } : null,
          weight: patient.weight,
          weightUnit: patient.weightUnit,
          allergies: named(patient.allergies, ref.allergies),
          healthConditions: named(patient.healthConditions, ref.healthConditions),
          medications: named(patient.medications, ref.medications),
        },
        product: conflictProductOf(product),
        daysSupply: typeof daysSupply === 'number' ? daysSupply : null,
      }),
    );
  }

  /** The US state of a location (its first active address), for the hard-copy rule (New York). */
  async function locationState(locationId: number): Promise<string | null> {
    const addresses = await loaders.locationAddressesByLocation.load(locationId);
    return addresses.find((a) => a.isActive)?.state ?? addresses[0]?.state ?? null;
  }

  /** The listed reason for compounding named `text` (case and surrounding spaces aside), or null. */
  async function reasonForCompound(text: string) {
    const [reason] = await scope.db
      .select()
      .from(t.reasonsForCompound)
      .where(sql`lower(${t.reasonsForCompound.reasonForCompound}) = lower(${text.trim()})`)
      .limit(1);
    return reason ?? null;
  }

  /**
   * Everything a save reads, for the location the caller works at (`here`: the records of that
   * location). A client or patient named but not found there answers NOT_FOUND; for office use the ids
   * sent must be the location's office-use client and patient.
   */
  async function read(
    args: { locationId: number; input: PrescriptionSaveInput; task: TaskRow | null; prescriptionId?: number | null; now: Date },
    here: LocationRecords,
  ): Promise<SaveReads> {
    const { locationId, input, task } = args;
    const isOfficeUse = input.isOfficeUse === true;
    const location = await loaders.location.load(locationId);
    if (!location) throw new NotFound('Location');
    const { product, facts } = await productFacts(optionalId(input.productId));

    let client: ClientRow | null = null;
    let patient: PatientRow | null = null;
    let patientOfClient: boolean | null = null;
    if (isOfficeUse) {
      const office = worksAt(scope, locationId) ? await findOfficeUseParty(scope.db, locationId) : { client: null, patient: null };
      if (!blank(input.locationClientId) && (office.client === null || optionalId(input.locationClientId) !== office.client.id)) throw new NotFound('Client');
      if (!blank(input.locationPatientId) && (office.patient === null || optionalId(input.locationPatientId) !== office.patient.id)) throw new NotFound('Patient');
      client = office.client;
      patient = office.patient;
    } else {
      const clientId = optionalId(input.locationClientId);
      const patientId = optionalId(input.locationPatientId);
      if (!blank(input.locationClientId) && clientId === null) throw new NotFound('Client');
      if (!blank(input.locationPatientId) && patientId === null) throw new NotFound('Patient');
      if (clientId !== null) {
        client = await here.client(clientId);
        if (!client) throw new NotFound('Client');
      }
      if (patientId !== null) {
        patient = await here.patient(patientId);
        if (!patient) throw new NotFound('Patient');
        if (client) {
          const links = await loaders.patientClientsByPatient.load(patient.id);
          patientOfClient = links.some((l) => l.locationClientId === client!.id);
        }
      }
    }
    const taskMatchesParty = task ? task.locationClientId === client?.id && (task.locationPatientId === null || task.locationPatientId === patient?.id) : null;

    let authorizingVetListed: boolean | null = null;
    if (!blank(input.authorizingVet)) {
      const vetId = optionalId(input.authorizingVet);
      const vet = vetId === null ? null : await here.locationUser(vetId);
      const role = vet ? await loaders.role.load(vet.roleId) : null;
      authorizingVetListed = !!vet && vet.isActive && !!role?.canAuthorize && role.isActive;
    }
    return {
      location,
      product,
      productFacts: facts,
      client,
      patient,
      patientOfClient,
      taskMatchesParty,
      authorizingVetListed,
      ...(await rest()),
    };

    /** The reads that need no refusal before them: the reason, the features, the conflict and safety checks. */
    async function rest() {
      let reasonForCompoundAllergic = false;
      let reasonForCompoundListed: boolean | null = null;
      if (product && isReasonForCompoundShown(product) && !blank(input.reasonForCompound)) {
        const reason = await reasonForCompound(String(input.reasonForCompound));
        reasonForCompoundListed = reason !== null;
        reasonForCompoundAllergic = reason?.allergicIngredient ?? false;
      }
      const features = new Set((await loaders.locationFeaturesByLocation.load(locationId)).filter((r) => r.enabled).map((r) => r.feature));
      const conflictExists = isOfficeUse ? false : await conflictFor(patient, product, input.daysSupply);
      const findings = isOfficeUse
        ? []
        : await safety.findingsFor(
            {
              patient,
              product,
              directions: input.directions,
              exclude: { prescriptionTaskId: task?.id ?? null, prescriptionIds: [task?.prescriptionId, task?.previousPrescriptionId, args.prescriptionId] },
            },
            args.now,
          );
      return { reasonForCompoundListed, reasonForCompoundAllergic, features, conflictExists, findings };
    }
  }

  return { read, productFacts, conflictFor, locationState };
}
