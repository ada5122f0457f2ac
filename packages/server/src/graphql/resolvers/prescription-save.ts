/**
 * What a prescription save needs before anything is written (prescribing.md §7): the caller's location
 * and permission (the policy through `ctx`), the facts the repositories read
 * (`repositories/prescription-save-facts.ts`: records of another location answer NOT_FOUND), core's
 * `checkPrescriptionSave` on them, then the choices of the validated value only the database can check.
 * Reads only; resolvers write the result through `repos.prescribing` inside `mutate()`. It lives with
 * the resolvers because it authorizes and reads the request context.
 */
import { PRESCRIBING_ERRORS } from '@vetrx/core/messages';
import { type AddPrescriptionType, candidateDays, checkPrescriptionSave, type PrescriptionSaveInput, savedRxStatusCode } from '@vetrx/core/prescription';
import { isPrescriptionFillable } from '@vetrx/core/record';
import { safetyGate, safetyReviewOf } from '@vetrx/core/safety';
import type { AccessRequest } from '@vetrx/core/access';
import type { FieldErrors } from '@vetrx/core/common';
import type { RequestContext } from '../../context/context.js';
import { badInput, firstMessage } from '../../errors.js';
import { blank, optionalId, type PreparedSave } from '../../repositories/prescription-writes.js';
import type { PrescriptionTaskRow as TaskRow } from '../parents.js';

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
  const now = ctx.now();
  const isDraft = args.type === 'SaveAsDraft';
  const input: PrescriptionSaveInput = { ...args.input, locationId: String(locationId), issuedDate: isDraft ? null : now.toISOString() };
  const isOfficeUse = input.isOfficeUse === true;
  const task = args.task ?? null;
  // Every record the save names must be at this location: through repositories narrowed to it, a
  // client, patient or user of any other location loads as null (NOT_FOUND).
  const here = ctx.repos.at(locationId);
  const read = await ctx.repos.saveFacts.read({ locationId, input, task, prescriptionId: args.prescriptionId, now }, here.records);
  const { product, client, patient } = read;

  // The authorizing vet must be one listed for this location (an active user whose role canAuthorize)…
  if (read.authorizingVetListed === false) refuse({ authorizingVet: PRESCRIBING_ERRORS.authorizingVetNotListed });
  // …and the caller may issue in that vet's name: only for Authorize Rx and Print Rx (a draft needs no
  // permission). The caller, the impersonation and the delegations come from the session.
  const signing: AccessRequest | null =
    !isDraft && product ? { action: 'signRx', locationId, authorizingVet: input.authorizingVet ?? null, productApprovalType: product.productApprovalType } : null;
  if (signing) ctx.authorize(signing);

  // Core decides on the facts read (office use, the party, the listed reason, then the validator on each
  // candidate day). The safety check's findings are the same the form and the task card show.
  const result = checkPrescriptionSave(
    { input, addPrescriptionType: args.type },
    {
      candidateDays: candidateDays(now),
      officeUseEnabled: read.location.isOfficeUseEnabled,
      officeUseProduct: product,
      patientOfClient: read.patientOfClient,
      taskMatchesParty: read.taskMatchesParty,
      reasonForCompoundListed: read.reasonForCompoundListed,
      product: read.productFacts,
      reasonForCompoundAllergic: read.reasonForCompoundAllergic,
      requestedQuantity: task?.quantityRequested ?? null,
      conflictExists: read.conflictExists,
      clientIsActive: client ? client.isActive : null,
      patientIsActive: patient ? patient.isActive && !patient.isDeceased : null,
      features: { showNoteToClient: read.features.has('showNoteToClient') },
      safety: safetyGate(read.findings),
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

  const rxStatusCode = savedRxStatusCode(args.type, product!, { locationState: await ctx.repos.saveFacts.locationState(locationId) });
  const isFillable = isPrescriptionFillable(
    {
      rxStatus: { code: rxStatusCode },
      prescExpiryDate: saved.prescExpiryDate ?? null,
      product: { isActive: product!.isActive },
      locationPatient: patient ? { isActive: patient.isActive, isDeceased: patient.isDeceased } : null,
    },
    now,
  );
  const safetyReview = isOfficeUse || !patient ? null : safetyReviewOf(read.findings, saved, { isDraft });
  return { membership, locationId, type: args.type, value, product: product!, client, patient, isOfficeUse, rxStatusCode, isFillable, now, signing, safetyReview };
}

