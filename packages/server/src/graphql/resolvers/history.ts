/**
 * Prescription records (prescribing §2 Prescription history and detail view, §4 Archive, §7): a
 * patient's history, a location's prescriptions by status, one prescription for the detail view,
 * DeclinePrescription and ArchivePrescription, and the record fields the detail view reads.
 */
import { archiveRefusal } from '@vetrx/core/archive';
import { nextPrescriptionStatus } from '@vetrx/core/record';
import { validateStoredDeclineReason } from '@vetrx/core/task';
import { APPROVALS_MESSAGES, APPROVALS_RECORD_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import { parseId, type Membership, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, conflict, notFound } from '../../errors.js';
import { ordersByPrescription } from '../../repositories/prescriptions.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { PrescriptionRow } from '../parents.js';
import { checkActingUser } from './approvals-tasks.js';

/** Default page of the Prescriptions query (a whole list of drafts, say): generous but bounded. */
const PRESCRIPTIONS_DEFAULT_TAKE = 100;

/** A prescription of one of the caller's locations, else NOT_FOUND. */
async function requirePrescription(ctx: RequestContext, id: unknown): Promise<{ rx: PrescriptionRow; membership: Membership }> {
  ctx.requireUser();
  const rx = await ctx.repos.prescriptions.byId(parseId(id, 'Prescription'));
  if (!rx) throw notFound('Prescription');
  return { rx, membership: ctx.requireLocation(rx.locationId) };
}


export const historyResolvers: Resolvers = {
  Query: {
    prescriptions: async (_p, { locationId, rxStatusFilters, skip, take }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return (await ctx.repos.prescriptions.page({ locationId: m.locationId, rxStatusFilters }, skip, take, PRESCRIPTIONS_DEFAULT_TAKE)).data;
    },
    getPrescriptionsByLocationPatientId: async (_p, { locationPatientId, showArchived, productApprovalTypeFilters, skip, take }, ctx) => {
      ctx.requireUser();
      const patient = await ctx.repos.records.patient(parseId(locationPatientId, 'Patient'));
      if (!patient) throw notFound('Patient');
      const m = ctx.requireLocation(patient.locationId);
      return ctx.repos.prescriptions.page(
        {
          locationId: m.locationId,
          locationPatientId: patient.id,
          archived: showArchived === false ? false : null,
          productApprovalTypeFilters,
        },
        skip,
        take,
        PRESCRIPTIONS_DEFAULT_TAKE,
      );
    },
    getPrescriptionDetail: async (_p, { id }, ctx) => (await requirePrescription(ctx, id)).rx,
  },
  Mutation: {
    declinePrescription: async (_p, { id, input }, ctx) => {
      const { rx, membership } = await requirePrescription(ctx, id);
      checkActingUser(membership, { id: input.declinedByLocationUserId });
      const reason = assertValid(validateStoredDeclineReason(input.declineReason, 'declineReason'));
      const next = nextPrescriptionStatus({ code: rx.rxStatusCode, archived: rx.archived }, { type: 'DECLINE' });
      if (!next) throw conflict(APPROVALS_MESSAGES.refusals.prescriptionNotDeclinable);
      const actor = membership.locationUser;
      return mutate(ctx, 'DeclinePrescription', async ({ repos, record }) => {
        const after = await repos.prescriptions.decline(rx, { code: next.code, reason, byLocationUserId: actor.id, now: ctx.now() });
        if (!after) throw conflict(APPROVALS_MESSAGES.refusals.prescriptionNotDeclinable);
        record({ entity: 'Prescription', entityId: rx.id, locationId: rx.locationId, before: rx, after });
        return after;
      });
    },
    archivePrescription: async (_p, { id, input }, ctx) => {
      const { rx, membership } = await requirePrescription(ctx, id);
      if (input.archived !== true) throw badInput(APPROVALS_MESSAGES.refusals.archiveIsFinal, { archived: APPROVALS_MESSAGES.refusals.archiveIsFinal });
      checkActingUser(membership, { id: input.archivedByLocationUserId });
      const actor = membership.locationUser;
      return mutate(ctx, 'ArchivePrescription', async ({ repos, record }) => {
        // Read the orders inside the transaction that writes, so the rule sees what it guards.
        const orders = await repos.prescriptions.archiveOrders(rx.id);
        const refusal = archiveRefusal(rx, orders);
        if (refusal?.code === 'ALREADY_ARCHIVED') throw conflict(refusal.message);
        if (refusal) throw badInput(refusal.message, { archived: refusal.message });
        if (!nextPrescriptionStatus({ code: rx.rxStatusCode, archived: rx.archived }, { type: 'ARCHIVE', orders })) {
          throw badInput(APPROVALS_RECORD_MESSAGES.archive.orderInProgress, { archived: APPROVALS_RECORD_MESSAGES.archive.orderInProgress });
        }
        const after = await repos.prescriptions.archive(rx, { byLocationUserId: actor.id, now: ctx.now() });
        if (!after) throw conflict(APPROVALS_RECORD_MESSAGES.archive.alreadyArchived);
        record({ entity: 'Prescription', entityId: rx.id, locationId: rx.locationId, before: rx, after });
        return after;
      });
    },
  },
  Prescription: {
    orders: (p, _a, ctx) => ordersByPrescription(ctx.repos).load(p.id!),
    // Its write-back to the PIMS, read at the caller's locations only; the next attempt only while one is due.
    pimsWriteback: async (p, _a, ctx) => {
      const row = await ctx.repos.pimsOutbox.ofPrescription(p.id!);
      return row && { state: row.state, attempts: row.attempts, lastError: row.lastError, nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt : null, sentAt: row.sentAt, pimsId: row.pimsId };
    },
    archivedByLocationUser: (p, _a, ctx) => (p.archivedByLocationUserId ? ctx.loaders.locationUser.load(p.archivedByLocationUserId) : null),
    declinedByLocationUser: (p, _a, ctx) => (p.declinedByLocationUserId ? ctx.loaders.locationUser.load(p.declinedByLocationUserId) : null),
  },
};
