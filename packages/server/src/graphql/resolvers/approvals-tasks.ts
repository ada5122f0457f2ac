/**
 * The approvals queue (prescribing §2 Approvals, §4 Actions, §7): task lists, groups and counts, one
 * task, decline (UpsertPrescriptionTask), the task's workflow step, workflow statuses and decline
 * reasons. Transitions are decided by core's task machine; writes are conditional on the status and
 * version read, so two people acting on one task at once get exactly one change and one CONFLICT.
 */
import { DECLINE_REASONS, groupedTaskStatus, nextTaskState, SIMPLE_DECLINE_REASONS, shouldDeclineLinkedPrescription, validateStoredDeclineReason, validateWorkflowForm, TASK_LIMITS } from '@vetrx/core/task';
import { nextPrescriptionStatus } from '@vetrx/core/record';
import { APPROVALS_MESSAGES, APPROVALS_MODAL_MESSAGES } from '@vetrx/core/messages';
import { mutate } from '../../unit-of-work.js';
import { parseId, type Membership, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, conflict, forbidden, notFound } from '../../errors.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import type { PrescriptionTaskRow } from '../parents.js';
import { selectionOf } from '../selection.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A task the caller may see (its location is one of the caller's), else NOT_FOUND. */
export async function requireTask(ctx: RequestContext, by: { id?: unknown; uuid?: string | null }): Promise<{ task: PrescriptionTaskRow; membership: Membership }> {
  ctx.requireUser();
  let task: PrescriptionTaskRow | null = null;
  if (by.id != null) task = await ctx.repos.tasks.find({ id: parseId(by.id, 'Prescription task') });
  else if (by.uuid != null && UUID_RE.test(by.uuid.trim())) task = await ctx.repos.tasks.find({ uuid: by.uuid.trim().toLowerCase() });
  if (!task) throw notFound('Prescription task');
  return { task, membership: ctx.requireLocation(task.locationId) };
}

/**
 * The acting location user is always the caller's own at the record's location; an id or uuid sent
 * for it that names someone else is refused (FORBIDDEN), as the spec records "the acting location user".
 */
export function checkActingUser(membership: Membership, sent: { id?: unknown; uuid?: string | null }): void {
  const lu = membership.locationUser;
  if (sent.uuid != null && sent.uuid.trim() !== '' && sent.uuid.trim().toLowerCase() !== lu.uuid.toLowerCase()) {
    throw forbidden(APPROVALS_MESSAGES.refusals.actingUser);
  }
  if (sent.id != null && String(sent.id).trim() !== '' && String(sent.id).trim() !== String(lu.id)) {
    throw forbidden(APPROVALS_MESSAGES.refusals.actingUser);
  }
}

const tooLong = (max: number) => APPROVALS_MESSAGES.validation.maxCharacters(max);

export const approvalsTaskResolvers: Resolvers = {
  Query: {
    getPrescriptionTask: async (_p, { id, uuid }, ctx) => {
      ctx.requireUser();
      if ((id == null) === (uuid == null)) throw badInput(APPROVALS_MESSAGES.refusals.taskIdentifier, { id: APPROVALS_MESSAGES.refusals.taskIdentifier });
      return (await requireTask(ctx, { id, uuid })).task;
    },
    getPrescriptionTasks: async (_p, { locationId, skip, take, ...filter }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.tasks.list(m.locationId, filter, skip, take);
    },
    getPrescriptionTasksGrouped: async (_p, { locationId, skip, take, groupTake, ...filter }, ctx, info) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.tasks.listGroups(m.locationId, { ...filter, status: [...groupedTaskStatus(filter.status)] }, skip, take, groupTake, ctx.now(), selectionOf(info));
    },
    getPrescriptionTasksGroupedCount: async (_p, { locationId, ...filter }, ctx) => {
      const m = ctx.requireLocation(locationId);
      return ctx.repos.tasks.countGroups(m.locationId, { ...filter, status: [...groupedTaskStatus(filter.status)] });
    },
    workflowStatus: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.tasks.workflowStatuses();
    },
    declineReason: (_p, _a, ctx) => {
      ctx.requireUser();
      const simple = new Set(SIMPLE_DECLINE_REASONS.map((r) => r.key));
      return DECLINE_REASONS.map((r) => ({ key: r.key, label: r.label, simple: simple.has(r.key) }));
    },
  },
  Mutation: {
    upsertPrescriptionTask: async (_p, args, ctx) => {
      const { task, membership } = await requireTask(ctx, { uuid: args.uuid });
      if (args.status !== 'VET_DECLINED' || (args.action != null && args.action !== 'Declined')) {
        throw badInput(APPROVALS_MESSAGES.refusals.declineOnly, { status: APPROVALS_MESSAGES.refusals.declineOnly });
      }
      checkActingUser(membership, { uuid: args.actionedByLocationUserUuid });
      const reason = assertValid(validateStoredDeclineReason(args.actionReason, 'actionReason'));
      const actor = membership.locationUser;
      const next = nextTaskState(task.status, { type: 'DECLINE', actionReason: reason, actionedByLocationUserUuid: actor.uuid });
      if (!next) throw conflict(APPROVALS_MESSAGES.taskAlreadyActioned);

      return mutate(ctx, 'UpsertPrescriptionTask', async ({ repos, record }) => {
        const now = ctx.now();
        const after = await repos.tasks.change(task, { status: next.status, action: next.action, actionReason: next.actionReason, actionedByLocationUserId: actor.id, now });
        if (!after) throw conflict(APPROVALS_MESSAGES.taskAlreadyActioned);
        let declinedPrescription = null;
        const rx = await repos.tasks.linkedPrescription(task);
        if (rx && shouldDeclineLinkedPrescription({ prescription: { rxStatus: { code: rx.rxStatusCode } } })) {
          const status = nextPrescriptionStatus({ code: rx.rxStatusCode, archived: rx.archived }, { type: 'DECLINE' });
          if (status) declinedPrescription = await repos.tasks.declineLinkedPrescription(rx, { code: status.code, reason, byLocationUserId: actor.id, now });
        }
        record({
          entity: 'PrescriptionTask',
          entityId: task.id,
          locationId: task.locationId,
          before: task,
          after: declinedPrescription ? { ...after, declinedPrescription: { id: declinedPrescription.id, rxStatusCode: declinedPrescription.rxStatusCode, declineReason: reason } } : after,
        });
        return after;
      });
    },
    updatePrescriptionTaskWorkflow: async (_p, { prescriptionTaskId, prescriptionTaskWorkflow: input, changedBy }, ctx) => {
      const { task, membership } = await requireTask(ctx, { id: prescriptionTaskId });
      if (String(input.prescriptionTaskId) !== String(task.id)) {
        throw badInput(APPROVALS_MESSAGES.refusals.workflowTaskMismatch, { prescriptionTaskId: APPROVALS_MESSAGES.refusals.workflowTaskMismatch });
      }
      checkActingUser(membership, { id: changedBy });
      checkActingUser(membership, { id: input.assignedByLocationUserId });
      const value = assertValid(
        validateWorkflowForm({
          workflowLocationUserId: input.workflowLocationUserId,
          currentWorkflowStatusId: input.currentWorkflowStatusId,
          internalNote: input.internalNote,
        }),
      );
      const userId = parseId(value.workflowLocationUserId, 'Workflow user');
      const user = await ctx.repos.at(task.locationId).records.locationUser(userId);
      if (!user) throw notFound('Workflow user');
      if (!user.isActive) throw badInput(APPROVALS_MODAL_MESSAGES.workflow.inactiveUser, { workflowLocationUserId: APPROVALS_MODAL_MESSAGES.workflow.inactiveUser });
      const statusId = parseId(value.currentWorkflowStatusId, 'Workflow status');
      if (!(await ctx.repos.tasks.assignableWorkflowStatus(statusId))) throw notFound('Workflow status');
      if ((value.internalNote ?? '').length > TASK_LIMITS.internalNote) throw badInput(tooLong(TASK_LIMITS.internalNote), { internalNote: tooLong(TASK_LIMITS.internalNote) });

      return mutate(ctx, 'UpdatePrescriptionTaskWorkflow', async ({ repos, record }) => {
        const { before, after, task: fresh } = await repos.tasks.setWorkflow(task, {
          currentWorkflowStatusId: statusId,
          workflowLocationUserId: user.id,
          assignDate: ctx.now(),
          assignedByLocationUserId: membership.locationUser.id,
          internalNote: value.internalNote,
        });
        record({ entity: 'PrescriptionTaskWorkflow', entityId: after.id, locationId: task.locationId, before, after });
        return fresh;
      });
    },
  },
  PrescriptionTaskGroup: {
    locationClient: async (g, _a, ctx) => {
      const client = await ctx.loaders.locationClient.load(Number(g.locationClientId));
      if (!client) throw new Error('Client is missing');
      return client;
    },
  },
};
