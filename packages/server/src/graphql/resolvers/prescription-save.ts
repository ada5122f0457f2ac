/**
 * What a prescription save needs before anything is written (prescribing.md §7): the caller's location
 * and permission (the policy through `ctx`), the records the save names read through repositories
 * narrowed to that location, product facts, the conflict and safety checks, then core's validator and
 * the choices only the database can check. Reads only; resolvers write the result through
 * `repos.prescribing` inside `mutate()` (repositories/prescription-writes.ts). It lives with the
 * resolvers, not the repositories, because it authorizes and reads the request context (decision 0344).
 */
import { checkConflicts, conflictProductOf, hasConflict } from '@vetrx/core/conflict';
import { PRESCRIBING_ERRORS } from '@vetrx/core/messages';
import {
  type AddPrescriptionType,
  candidateDays,
  checkPrescriptionSave,
  isReasonForCompoundShown,
  type PrescriptionProductFacts,
  type PrescriptionSaveInput,
  savedRxStatusCode,
} from '@vetrx/core/prescription';
import { isPrescriptionFillable } from '@vetrx/core/record';
import { safetyGate, safetyReviewOf } from '@vetrx/core/safety';
import type { AccessRequest } from '@vetrx/core/access';
import type { FieldErrors } from '@vetrx/core/common';
import type { RequestContext } from '../../context/context.js';
import { badInput, firstMessage, notFound } from '../../errors.js';
import { blank, optionalId, type PreparedSave } from '../../repositories/prescription-writes.js';
import type { LocationClientRow as ClientRow, LocationPatientRow as PatientRow, PrescriptionTaskRow as TaskRow, ProductRow } from '../parents.js';

/** A product with its rule facts (the family decides PRN-only and active). */
export async function productFacts(ctx: RequestContext, productId: number | null) {
  if (productId === null) return { product: null, facts: null };
  const product = await ctx.loaders.product.load(productId);
  if (!product) return { product: null, facts: null };
  const family = await ctx.loaders.productFamily.load(product.productFamilyId);
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

/** The US state of a location (its first active address), for the hard-copy rule (New York). */
async function locationState(ctx: RequestContext, locationId: number): Promise<string | null> {
  const addresses = await ctx.loaders.locationAddressesByLocation.load(locationId);
  return addresses.find((a) => a.isActive)?.state ?? addresses[0]?.state ?? null;
}

/** Whether the conflict check (species, weight, days supply, keywords) finds a conflict for the patient and product. */
export async function conflictFor(ctx: RequestContext, patient: PatientRow | null, product: ProductRow | null, daysSupply: number | null | undefined) {
  if (!patient || !product) return false;
  const ref = await ctx.loaders.reference();
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

function refuse(errors: FieldErrors): never {
  throw badInput(firstMessage(errors), errors);
}

/**
 * Loads and checks a save for the requested type: scope (another location's client, patient or task
 * answers NOT_FOUND), who may issue it (FORBIDDEN), then core's validator (BAD_USER_INPUT with the
 * spec's messages) and the choices only the database can check (listed authorizing vet, active
 * workflow user, known status, offered flavor, listed reason). Reads only; nothing is written.
 */
export async function prepareSave(
  ctx: RequestContext,
  args: {
    locationId: number;
    input: PrescriptionSaveInput;
    type: AddPrescriptionType;
    task?: TaskRow | null;
    /** The draft being saved again (UpdatePrescription): not a medication of its own patient. */
    prescriptionId?: number | null;
  },
): Promise<PreparedSave> {
  const membership = ctx.requireLocation(args.locationId);
  const locationId = membership.locationId;
  // Every record the save names must be at this location: through repositories narrowed to it, a
  // client, patient or user of any other location loads as null.
  const here = ctx.repos.at(locationId);
  const now = ctx.now();
  const isDraft = args.type === 'SaveAsDraft';
  const input: PrescriptionSaveInput = { ...args.input, locationId: String(locationId), issuedDate: isDraft ? null : now.toISOString() };
  const isOfficeUse = input.isOfficeUse === true;
  const location = await ctx.loaders.location.load(locationId);
  if (!location) throw notFound('Location');

  const { product, facts } = await productFacts(ctx, optionalId(input.productId));

  let client: ClientRow | null = null;
  let patient: PatientRow | null = null;
  let patientOfClient: boolean | null = null;
  if (isOfficeUse) {
    // An office-use prescription is written for the location's office-use client and patient (decision
    // 0074): ids sent must be theirs; missing ones are created with the prescription (writeNewPrescription).
    const office = await ctx.repos.locations.officeUseParty(locationId);
    if (!blank(input.locationClientId) && (office.client === null || optionalId(input.locationClientId) !== office.client.id)) throw notFound('Client');
    if (!blank(input.locationPatientId) && (office.patient === null || optionalId(input.locationPatientId) !== office.patient.id)) throw notFound('Patient');
    client = office.client;
    patient = office.patient;
  } else {
    const clientId = optionalId(input.locationClientId);
    const patientId = optionalId(input.locationPatientId);
    if (!blank(input.locationClientId) && clientId === null) throw notFound('Client');
    if (!blank(input.locationPatientId) && patientId === null) throw notFound('Patient');
    if (clientId !== null) {
      client = await here.records.client(clientId);
      if (!client) throw notFound('Client');
    }
    if (patientId !== null) {
      patient = await here.records.patient(patientId);
      if (!patient) throw notFound('Patient');
      if (client) {
        const links = await ctx.loaders.patientClientsByPatient.load(patient.id);
        patientOfClient = links.some((l) => l.locationClientId === client!.id);
      }
    }
  }
  const task = args.task ?? null;
  const taskMatchesParty = task ? task.locationClientId === client?.id && (task.locationPatientId === null || task.locationPatientId === patient?.id) : null;

  // The authorizing vet must be one listed for this location (an active user whose role canAuthorize)…
  if (!blank(input.authorizingVet)) {
    const vetId = optionalId(input.authorizingVet);
    const vet = vetId === null ? null : await here.records.locationUser(vetId);
    const role = vet ? await ctx.loaders.role.load(vet.roleId) : null;
    if (!vet || !vet.isActive || !role?.canAuthorize || !role.isActive) {
      refuse({ authorizingVet: PRESCRIBING_ERRORS.authorizingVetNotListed });
    }
  }
  // …and the caller may issue in that vet's name: only for Authorize Rx and Print Rx (a draft needs no
  // permission). The caller, the impersonation and the delegations come from the session (decision 0100).
  const signing: AccessRequest | null =
    !isDraft && product ? { action: 'signRx', locationId, authorizingVet: input.authorizingVet ?? null, productApprovalType: product.productApprovalType } : null;
  if (signing) ctx.authorize(signing);

  // The reason for compounding comes from the list; its allergic flag enables the allergic ingredient.
  let reasonForCompoundAllergic = false;
  let reasonForCompoundListed: boolean | null = null;
  if (product && isReasonForCompoundShown(product) && !blank(input.reasonForCompound)) {
    const reason = await ctx.repos.prescribing.reasonForCompound(String(input.reasonForCompound));
    reasonForCompoundListed = reason !== null;
    reasonForCompoundAllergic = reason?.allergicIngredient ?? false;
  }

  const features = await ctx.features(locationId);
  const conflictExists = isOfficeUse ? false : await conflictFor(ctx, patient, product, input.daysSupply);
  // The safety check against the patient's list (issue 42, decision 0273): the same core function the
  // form and the task card show; an issue needs the vet's reason, a withdrawal time, or is refused.
  const findings = isOfficeUse
    ? []
    : await ctx.repos.safety.findingsFor(
        {
          patient,
          product,
          directions: input.directions,
          exclude: { prescriptionTaskId: task?.id ?? null, prescriptionIds: [task?.prescriptionId, task?.previousPrescriptionId, args.prescriptionId] },
        },
        now,
      );
  // Core decides on these facts (office use, the party, the list, then the validator on each candidate day).
  const result = checkPrescriptionSave(
    { input, addPrescriptionType: args.type },
    {
      candidateDays: candidateDays(now),
      officeUseEnabled: location.isOfficeUseEnabled,
      officeUseProduct: product,
      patientOfClient,
      taskMatchesParty,
      reasonForCompoundListed,
      product: facts,
      reasonForCompoundAllergic,
      requestedQuantity: task?.quantityRequested ?? null,
      conflictExists,
      clientIsActive: client ? client.isActive : null,
      patientIsActive: patient ? patient.isActive && !patient.isDeceased : null,
      features: { showNoteToClient: features.has('showNoteToClient') },
      safety: safetyGate(findings),
    },
  );
  if (!result.ok) refuse(result.errors);
  const value = result.value;
  const saved = value.input;

  // Choices only the database can check.
  if (!blank(saved.workflowLocationUserId)) {
    const id = optionalId(saved.workflowLocationUserId);
    const user = id === null ? null : await here.records.locationUser(id);
    if (!user || !user.isActive) refuse({ workflowLocationUserId: PRESCRIBING_ERRORS.workflowUserNotListed });
  }
  if (!blank(saved.currentWorkflowStatusId)) {
    const id = optionalId(saved.currentWorkflowStatusId);
    const status = id === null ? null : (await ctx.loaders.reference()).workflowStatuses.get(id);
    if (!status || !status.isActive) refuse({ currentWorkflowStatusId: PRESCRIBING_ERRORS.workflowStatusUnknown });
  }
  if (!blank(saved.flavorId) && product) {
    const id = optionalId(saved.flavorId);
    const offered = await ctx.loaders.flavorsByProduct.load(product.id);
    if (id === null || !offered.some((f) => f.flavorId === id)) refuse({ flavorId: PRESCRIBING_ERRORS.flavorNotOffered });
  }

  const rxStatusCode = savedRxStatusCode(args.type, product!, { locationState: await locationState(ctx, locationId) });
  const isFillable = isPrescriptionFillable(
    {
      rxStatus: { code: rxStatusCode },
      prescExpiryDate: saved.prescExpiryDate ?? null,
      product: { isActive: product!.isActive },
      locationPatient: patient ? { isActive: patient.isActive, isDeceased: patient.isDeceased } : null,
    },
    now,
  );
  const safetyReview = isOfficeUse || !patient ? null : safetyReviewOf(findings, saved, { isDraft });
  return { membership, locationId, type: args.type, value, product: product!, client, patient, isOfficeUse, rxStatusCode, isFillable, now, signing, safetyReview };
}

