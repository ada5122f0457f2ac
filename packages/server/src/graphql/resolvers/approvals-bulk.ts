/**
 * Safe bulk approval (issue 17 item 3). BulkApprovalPreview says which of
 * the selected pending requests can be approved exactly as they stand and why the others cannot, with
 * the directions, quantity, refills and expiration of each, and opens a summary (a single-use nonce
 * bound to the caller and the version of every request shown). BulkApprovePrescriptionTasks checks a
 * sign-in at the identity provider made after that summary was shown and carrying its nonce, takes the
 * summary (once), re-checks every rule and approves each qualifying request still as it was shown
 * through the same path as the card's Approve (prepareSave, the draft's update and the task's
 * attachment), one transaction and one audit row per request. A request that fails at that moment, or
 * changed since the summary, is reported; the others still go through.
 */
import { needsPatientPrompt, submitAction, type FormProduct } from '@vetrx/core/prescription';
import { APPROVALS_TRIAGE_MESSAGES } from '@vetrx/core/messages';
import { buildTaskAttachment, bulkApprovalDetails, bulkApprovalInput, bulkApprovalRefusals, clientDisplayName, reauthRefusal, TASK_LIMITS } from '@vetrx/core/task';
import { blocksBulkApproval } from '@vetrx/core/safety';
import { GraphQLError } from 'graphql';
import { mutate } from '../../unit-of-work.js';
import { openBulkReview, requestVersion, takeBulkReview, type BulkReview } from '../../auth/bulk-review.js';
import { reauthVerifierOf } from '../../auth/reauth.js';
import { parseId, type Membership, type RequestContext } from '../../context/context.js';
import { badInput, conflict, firstMessage, forbidden, unauthenticated } from '../../errors.js';
import { prepareSave } from './prescription-save.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { PrescriptionTaskRow } from '../parents.js';
import { duplicatesOfTasks } from './approvals-duplicates.js';
import { RepositoryError } from '../../repositories/errors.js';

const B = APPROVALS_TRIAGE_MESSAGES.bulk;

interface Item {
  prescriptionTaskId: string;
  qualifies: boolean;
  reasons: string[];
  approved: boolean;
  prescriptionId: string | null;
  rxNumber: string | null;
  summary: string | null;
  directions: string | null;
  quantity: string | null;
  refills: string | null;
  expires: string | null;
}

interface Assessed {
  item: Item;
  task: PrescriptionTaskRow | null;
  draftId: number | null;
  input: ReturnType<typeof bulkApprovalInput> | null;
  /** The request's version (task and linked draft) as it was read. */
  version: string | null;
}

const label = (field: string) => field.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()).replace(/ Id$/, '');

function taskIdsOf(ids: readonly unknown[]): string[] {
  if (ids.length === 0) throw badInput(B.refusals.empty, { prescriptionTaskIds: B.refusals.empty });
  const unique = [...new Set(ids.map((id) => String(id).trim()))];
  if (unique.length > TASK_LIMITS.bulkApproveMax) throw badInput(B.reasons.tooMany(TASK_LIMITS.bulkApproveMax), { prescriptionTaskIds: B.reasons.tooMany(TASK_LIMITS.bulkApproveMax) });
  return unique;
}

/** Gathers the facts of one request and asks core whether it qualifies as it stands. */
async function assess(ctx: RequestContext, membership: Membership, rawId: string): Promise<Assessed> {
  const item: Item = {
    prescriptionTaskId: rawId,
    qualifies: false,
    reasons: [],
    approved: false,
    prescriptionId: null,
    rxNumber: null,
    summary: null,
    directions: null,
    quantity: null,
    refills: null,
    expires: null,
  };
  const id = Number(rawId);
  // Found only at the approval's location: another location's request reads as missing, like everywhere else.
  const task = Number.isSafeInteger(id) && id > 0 ? await ctx.repos.at(membership.locationId).tasks.find({ id }) : null;
  if (!task) return { item: { ...item, reasons: [B.reasons.notFound] }, task: null, draftId: null, input: null, version: null };
  const [client, patient, draft] = await Promise.all([
    ctx.loaders.locationClient.load(task.locationClientId),
    task.locationPatientId === null ? null : ctx.loaders.locationPatient.load(task.locationPatientId),
    task.prescriptionId === null ? null : ctx.repos.prescriptions.byId(task.prescriptionId),
  ]);
  const hasDraft = draft !== null && draft.rxStatusCode === 'Draft';
  const { product, facts } = await ctx.repos.saveFacts.productFacts(hasDraft ? draft!.productId : task.productId);
  item.summary = [clientDisplayName(client), patient?.name, product?.title].filter(Boolean).join(' · ');
  const pharmacies = (await ctx.loaders.locationPharmaciesByLocation.load(task.locationId)).map((p) => p.pharmacyCode);
  let signRefusal: string | null = null;
  try {
    ctx.authorize({ action: 'signRx', locationId: task.locationId, authorizingVet: draft?.authorizingVetLocationUserId ?? membership.locationUser.id, productApprovalType: product?.productApprovalType ?? null });
  } catch (e) {
    signRefusal = e instanceof GraphQLError ? e.message : B.reasons.cannotSign;
  }
  let input: ReturnType<typeof bulkApprovalInput> | null = null;
  if (hasDraft && product && facts) {
    const family = await ctx.loaders.productFamily.load(product.productFamilyId);
    const formProduct: FormProduct = { ...facts, productId: String(product.id), productName: family?.name ?? product.title, strength: product.strengthDisplay ?? null, productPresentationId: product.productPresentationId === null ? null : String(product.productPresentationId) };
    const features = await ctx.features(task.locationId);
    const now = ctx.now();
    input = bulkApprovalInput(
      {
        ...draft!,
        flavorId: draft!.flavorId === null ? null : String(draft!.flavorId),
        authorizingVet: draft!.authorizingVetLocationUserId === null ? null : String(draft!.authorizingVetLocationUserId),
        workflowLocationUserId: draft!.workflowLocationUserId === null ? null : String(draft!.workflowLocationUserId),
        currentWorkflowStatusId: draft!.currentWorkflowStatusId === null ? null : String(draft!.currentWorkflowStatusId),
        locationId: String(draft!.locationId),
        locationClientId: draft!.locationClientId === null ? null : String(draft!.locationClientId),
        locationPatientId: draft!.locationPatientId === null ? null : String(draft!.locationPatientId),
      },
      { product: formProduct, today: now.toISOString().slice(0, 10), now, requestedQuantity: task.quantityRequested, callerLocationUserId: String(membership.locationUser.id), features: { showNoteToClient: features.has('showNoteToClient') } },
    );
  }
  const [[duplicates], findings] = await Promise.all([
    duplicatesOfTasks(ctx, [task]),
    hasDraft ? ctx.repos.safety.findingsFor({ patient, product, directions: draft!.directions, exclude: { prescriptionTaskId: task.id, prescriptionIds: [task.prescriptionId, task.previousPrescriptionId] } }, ctx.now()) : [],
  ]);
  const reasons = bulkApprovalRefusals({
    taskStatus: task.status,
    hasDraft,
    product: product && facts ? { isActive: facts.isActive, isControlled: product.isControlled, deaSchedule: product.deaSchedule } : null,
    printRequired: product ? submitAction(product.fullfillmentVendor, pharmacies).type === 'PrintRx' : false,
    conflict: hasDraft ? await ctx.repos.saveFacts.conflictFor(patient, product, draft!.daysSupply) : false,
    patientPromptNeeded: needsPatientPrompt({ productApprovalType: product?.productApprovalType, patient: patient ? { weight: patient.weight, birthdate: patient.birthdate } : null }),
    clientActive: client?.isActive ?? false,
    patientActive: patient ? patient.isActive && !patient.isDeceased : false,
    callerLocationUserId: membership.locationUser.id,
    draftAuthorizingVet: draft?.authorizingVetLocationUserId ?? null,
    signRefusal,
    duplicates: duplicates.length,
    safetyDecision: blocksBulkApproval(findings),
    incompleteFields: input && !input.ok ? Object.keys(input.errors).map(label) : [],
  });
  // What the vet will approve: the Approve input as it will be saved (a defaulted expiration included).
  if (hasDraft) {
    const pack = { packsizeQty: facts?.packsizeQty ?? 0, packsizeDisplay: product?.packsizeDisplay ?? null };
    Object.assign(item, bulkApprovalDetails(input?.ok ? input.value : { ...draft!, prescExpiryDate: draft!.prescExpiryDate ?? null }, pack));
  }
  return { item: { ...item, qualifies: reasons.length === 0, reasons }, task, draftId: hasDraft ? draft!.id : null, input, version: requestVersion(task, draft) };
}

/**
 * The caller's confirmation of a summary they were shown: the ID token is
 * the caller's (same subject), carries the nonce of a summary opened for them at this location (by any
 * instance: the summaries are in the database), which is taken here before anything is approved (a
 * second use finds nothing, a refusal below does not give it back), and its sign-in happened after the
 * summary was shown and at most 5 minutes ago.
 */
async function requireConfirmation(ctx: RequestContext, membership: Membership, idToken: string): Promise<BulkReview> {
  const verify = reauthVerifierOf(ctx);
  if (!verify || !ctx.identity) throw unauthenticated(B.refusals.reauthRequired);
  let claims;
  try {
    claims = await verify(idToken);
  } catch {
    throw unauthenticated(B.refusals.reauthRequired);
  }
  if (claims.sub !== ctx.identity.sub) throw forbidden(B.refusals.reauthOtherUser);
  // auth_time is the provider's wall clock, so it is compared with the wall clock.
  const now = Date.now();
  const review = await takeBulkReview(ctx.repos.bulkReviews, claims.nonce, { sub: claims.sub, locationId: membership.locationId, now });
  if (!review) throw unauthenticated(B.refusals.reviewUsed);
  const refusal = reauthRefusal({ authTime: claims.authTime, reviewIssuedAt: review.issuedAt / 1000, now: now / 1000 });
  if (refusal === 'stale') throw unauthenticated(B.refusals.reauthStale);
  if (refusal === 'beforeReview') throw unauthenticated(B.refusals.reauthBeforeReview);
  return review;
}

export const approvalsBulkResolvers: Resolvers = {
  Query: {
    bulkApprovalPreview: async (_p, { locationId, prescriptionTaskIds }, ctx) => {
      const membership = ctx.requireLocation(locationId);
      const ids = taskIdsOf(prescriptionTaskIds);
      const issuedAt = Date.now();
      const items: Item[] = [];
      const versions = new Map<string, string>();
      for (const id of ids) {
        const a = await assess(ctx, membership, id);
        items.push(a.item);
        if (a.version) versions.set(a.item.prescriptionTaskId, a.version);
      }
      const verify = reauthVerifierOf(ctx);
      // Without a verifier (no identity provider) nothing can be confirmed: the summary is for reading.
      const review = verify && ctx.identity ? await openBulkReview(ctx.repos.bulkReviews, { sub: ctx.identity.sub, locationId: membership.locationId, issuedAt, versions, approving: items.filter((i) => i.qualifies).length }) : null;
      return {
        nonce: review?.nonce ?? '',
        issuedAt: new Date(issuedAt).toISOString(),
        expiresAt: new Date(review?.expiresAt ?? issuedAt).toISOString(),
        items,
      };
    },
  },
  Mutation: {
    bulkApprovePrescriptionTasks: async (_p, { locationId, prescriptionTaskIds, idToken }, ctx) => {
      const membership = ctx.requireLocation(parseId(locationId, 'Location'));
      // Only a caller who may sign in their own name approves in bulk (never inside an impersonation).
      ctx.authorize({ action: 'signRx', locationId: membership.locationId, authorizingVet: membership.locationUser.id, productApprovalType: 'Rx' });
      const ids = taskIdsOf(prescriptionTaskIds);
      const review = await requireConfirmation(ctx, membership, idToken);
      const out: Item[] = [];
      for (const id of ids) {
        const shown = review.versions.get(id);
        if (shown === undefined) {
          out.push({ ...(await assess(ctx, membership, id)).item, qualifies: false, reasons: [B.reasons.notReviewed] });
          continue;
        }
        const a = await assess(ctx, membership, id);
        if (!a.item.qualifies || !a.task || a.draftId === null || !a.input?.ok) {
          out.push(a.item);
          continue;
        }
        // Approved only as the vet saw it: a request changed since the summary is left alone.
        if (a.version !== shown) {
          out.push({ ...a.item, qualifies: false, reasons: [B.reasons.changed] });
          continue;
        }
        const task = a.task;
        try {
          const prepared = await prepareSave(ctx, { locationId: task.locationId, input: { ...a.input.value, locationId: String(task.locationId) }, type: 'AuthorizeRx', task });
          const built = buildTaskAttachment(
            { id: task.id, uuid: task.uuid, type: task.type, status: task.status, action: task.action, initiatedBy: task.initiatedBy, origin: task.origin },
            { id: membership.locationUser.id, uuid: membership.locationUser.uuid },
            'AuthorizeRx',
          );
          if (!built.ok) throw badInput(firstMessage(built.errors), built.errors);
          const attach = { ...built.value, id: String(built.value.id) };
          const rx = await mutate(ctx, 'BulkApprovePrescriptionTask', async ({ repos, record, authorize }) => {
            // Once more inside the transaction, right before the write: the right to sign, and the versions shown.
            if (prepared.signing) await authorize(prepared.signing);
            const [taskNow, draftNow] = await Promise.all([repos.at(task.locationId).tasks.find({ id: task.id }), repos.prescriptions.byId(a.draftId!)]);
            if (requestVersion(taskNow, draftNow) !== shown) throw conflict(B.reasons.changed);
            const row = await repos.prescribing.updateDraft(a.draftId!, prepared);
            const answered = await repos.prescribing.attachTask({ attach, task, prescription: row, type: 'AuthorizeRx', membership: prepared.membership, now: ctx.now() });
            record({
              entity: 'Prescription',
              entityId: row.id,
              locationId: row.locationId,
              before: { id: a.draftId, rxStatusCode: 'Draft' },
              after: { ...row, addPrescriptionType: 'AuthorizeRx', bulk: true, prescriptionTask: { id: answered.id, status: answered.status, action: answered.action } },
            });
            return row;
          });
          out.push({ ...a.item, approved: true, prescriptionId: String(rx.id), rxNumber: rx.rxNumber ?? null });
        } catch (e) {
          out.push({ ...a.item, qualifies: false, reasons: [e instanceof GraphQLError || e instanceof RepositoryError ? e.message : B.reasons.notPending] });
        }
      }
      return out;
    },
  },
};
