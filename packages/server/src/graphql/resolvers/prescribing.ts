import { ADMIN_MODULE_LINKS, shortcutListFilters, type ShortcutWrite, validateShortcutInput } from '@vetrx/core/admin';
import type { PrescriptionSaveInput } from '@vetrx/core/prescription';
import { PRACTICE_SETUP_REFUSALS, PRESCRIBING_ERRORS } from '@vetrx/core/messages';
import { validateWorkflowForm } from '@vetrx/core/task';
import { mutate, type MutationScope } from '../../unit-of-work.js';
import { parseId, type RequestContext } from '../../context/context.js';
import { assertValid, badInput, conflict, forbidden, notFound } from '../../errors.js';
import { prepareSave } from './prescription-save.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { isSupportCaller, mayUseModuleAt } from './admin-practice-access.js';
import { productResolvers } from './products.js';

const blankArg = (v: unknown): boolean => v === null || v === undefined || String(v).trim() === '';

/** A prescription of the caller's locations, or NOT_FOUND. */
async function scopedPrescription(ctx: RequestContext, id: string | number) {
  ctx.requireUser();
  const row = await ctx.repos.records.prescription(parseId(id, 'Prescription'));
  if (!row) throw notFound('Prescription');
  return row;
}

type AttachArgs = Parameters<MutationScope['repos']['prescribing']['attachTask']>[0];

/**
 * After AddPrescription or UpdatePrescription wrote `prescription`: answers the request it was saved
 * for (if any) and audits the write, with the save type and the request's new status.
 */
async function answerAndRecord(
  { repos, record }: MutationScope,
  { attach, task, ...save }: Omit<AttachArgs, 'attach' | 'task'> & { attach: AttachArgs['attach'] | null | undefined; task: AttachArgs['task'] | null },
  before: unknown,
): Promise<void> {
  const answered = task ? await repos.prescribing.attachTask({ ...save, attach: attach!, task }) : null;
  const row = save.prescription;
  record({
    entity: 'Prescription',
    entityId: row.id,
    locationId: row.locationId,
    before,
    after: {
      ...row,
      addPrescriptionType: save.type,
      prescriptionTask: answered && { id: answered.id, status: answered.status, action: answered.action },
      // The override is a decision on the record (issue 42): its reason is a field of its own in the audit.
      ...(row.safetyReview?.overrideReason ? { safetyOverrideReason: row.safetyReview.overrideReason } : {}),
      ...(row.safetyReview?.withdrawalTime ? { withdrawalTime: row.safetyReview.withdrawalTime } : {}),
    },
  });
}

/** Writing prescriptions, their workflow step, reasons for compounding and shortcuts (prescribing.md §7). */
const prescriptionResolvers: Resolvers = {
  Query: {
    reasonForCompound: async (_p, _a, ctx) => {
      ctx.requireUser();
      return ctx.repos.prescribing.reasonsForCompound();
    },
    shortcut: async (_p, { filter, shortcutType, locationId }, ctx) => {
      ctx.requireUser();
      const filters = shortcutListFilters({ label: filter, type: shortcutType });
      const named = !blankArg(locationId);
      if (isSupportCaller(ctx)) {
        // Support sees every shortcut, or one location's (admin §2.5 support variant, §7 Shortcut).
        if (!named) return ctx.repos.shortcuts.list({ ...filters, locationId: null });
        const id = parseId(locationId, 'Location');
        if (!(await ctx.loaders.location.load(id))) throw notFound('Location');
        return ctx.repos.shortcuts.list({ ...filters, locationId: id });
      }
      if (!named) throw notFound('Location');
      const m = ctx.requireLocation(locationId!);
      return ctx.repos.shortcuts.list({ ...filters, locationId: m.locationId });
    },
    getPrescription: (_p, { id }, ctx) => scopedPrescription(ctx, id),
  },
  Mutation: {
    addPrescription: async (_p, { input, addPrescriptionType, prescriptionTaskToAttach }, ctx) => {
      const locationId = parseId(input.locationId, 'Location');
      ctx.requireLocation(locationId);
      // The task answered must be at the prescription's location: found there or NOT_FOUND.
      const task = await ctx.repos.at(locationId).prescribing.taskToAttach(prescriptionTaskToAttach);
      const prepared = await prepareSave(ctx, { locationId, input: input as PrescriptionSaveInput, type: addPrescriptionType, task });
      return mutate(ctx, 'AddPrescription', async (scope) => {
        if (prepared.signing) await scope.authorize(prepared.signing);
        const row = await scope.repos.prescribing.insert(prepared);
        await answerAndRecord(scope, { attach: prescriptionTaskToAttach, task, prescription: row, type: addPrescriptionType, membership: prepared.membership, now: ctx.now() }, null);
        return row;
      });
    },
    updatePrescription: async (_p, { id, input, addPrescriptionType, prescriptionTaskToAttach }, ctx) => {
      ctx.requireUser();
      if (id === null || id === undefined || String(id).trim() === '') {
        throw badInput(PRESCRIBING_ERRORS.prescriptionIdNotFound, { id: PRESCRIBING_ERRORS.prescriptionIdNotFound });
      }
      const existing = await scopedPrescription(ctx, id);
      if (existing.rxStatusCode !== 'Draft') throw conflict(PRESCRIBING_ERRORS.onlyDraftsChange);
      const task = await ctx.repos.at(existing.locationId).prescribing.taskToAttach(prescriptionTaskToAttach);
      const prepared = await prepareSave(ctx, {
        locationId: existing.locationId,
        input: { ...(input as PrescriptionSaveInput), locationId: String(existing.locationId) },
        type: addPrescriptionType,
        task,
        prescriptionId: existing.id,
      });
      return mutate(ctx, 'UpdatePrescription', async (scope) => {
        if (prepared.signing) await scope.authorize(prepared.signing);
        const row = await scope.repos.prescribing.updateDraft(existing.id, prepared);
        await answerAndRecord(scope, { attach: prescriptionTaskToAttach, task, prescription: row, type: addPrescriptionType, membership: prepared.membership, now: ctx.now() }, existing);
        return row;
      });
    },
    deletePrescription: async (_p, { id, input }, ctx) => {
      const existing = await scopedPrescription(ctx, id);
      const membership = ctx.requireLocation(existing.locationId);
      if (existing.rxStatusCode !== 'Draft') throw conflict(PRESCRIBING_ERRORS.onlyDraftsRejected);
      const reason = input?.declineReason?.trim() || null;
      return mutate(ctx, 'DeletePrescription', async ({ repos, record }) => {
        const row = await repos.prescribing.rejectDraft(existing, { reason, byLocationUserId: membership.locationUser.id, now: ctx.now() });
        if (!row) throw conflict(PRESCRIBING_ERRORS.onlyDraftsRejected);
        record({ entity: 'Prescription', entityId: row.id, locationId: row.locationId, before: existing, after: row });
        return row;
      });
    },
    upsertPrescriptionWorkflow: async (_p, { input }, ctx) => {
      const rx = await scopedPrescription(ctx, input.prescriptionId);
      const membership = ctx.requireLocation(rx.locationId);
      const value = assertValid(validateWorkflowForm(input));
      const userId = parseId(value.workflowLocationUserId, 'Location user');
      const statusId = parseId(value.currentWorkflowStatusId, 'Workflow status');
      const user = await ctx.repos.at(rx.locationId).records.locationUser(userId);
      if (!user || !user.isActive) {
        throw badInput(PRESCRIBING_ERRORS.workflowUserNotListed, { workflowLocationUserId: PRESCRIBING_ERRORS.workflowUserNotListed });
      }
      const status = (await ctx.loaders.reference()).workflowStatuses.get(statusId);
      if (!status || !status.isActive) {
        throw badInput(PRESCRIBING_ERRORS.workflowStatusUnknown, { currentWorkflowStatusId: PRESCRIBING_ERRORS.workflowStatusUnknown });
      }
      const columns = {
        currentWorkflowStatusId: statusId,
        workflowLocationUserId: userId,
        // When, and by whom, come from the session; an assignDate in the input is ignored.
        assignDate: ctx.now(),
        assignedByLocationUserId: membership.locationUser.id,
        internalNote: value.internalNote,
      };
      const workflowId = input.id != null ? parseId(input.id, 'Workflow') : null;
      return mutate(ctx, 'upsertPrescriptionWorkflow', async ({ repos, record }) => {
        const written = await repos.prescribing.setWorkflow(rx, workflowId, columns);
        if (!written) throw notFound('Workflow');
        record({ entity: 'PrescriptionWorkflow', entityId: written.row.id, locationId: rx.locationId, before: written.before, after: written.row });
        return written.row;
      });
    },
    addShortcut: async (_p, { details, label, shortcutType, locationId, isGlobal }, ctx) => {
      ctx.requireUser();
      let value: ShortcutWrite;
      let linkTo: number | null;
      if (isSupportCaller(ctx)) {
        // The support form: global, or one location; details up to 250 (admin §5 Shortcuts).
        value = assertValid(validateShortcutInput({ shortcutType, label, details, isGlobal, locationId }, { form: 'support', isUpdate: false }));
        linkTo = value.locationId === null ? null : parseId(value.locationId, 'Location');
        if (linkTo !== null && !(await ctx.loaders.location.load(linkTo))) throw notFound('Location');
      } else {
        // The location form (a role with the Prescribing Shortcuts module: details up to 620) or the
        // prescription form's Add Shortcut (everyone else: up to 250) — the form the caller can use.
        if (blankArg(locationId)) throw notFound('Location');
        const m = ctx.requireLocation(locationId!);
        if (isGlobal === true) throw forbidden(PRACTICE_SETUP_REFUSALS.globalShortcutReadOnly);
        const form = (await mayUseModuleAt(ctx, m, ADMIN_MODULE_LINKS.prescribingShortcuts)) ? 'location' : 'prescribing';
        value = assertValid(validateShortcutInput({ shortcutType, label, details }, { form, isUpdate: false, locationId: m.locationId }));
        linkTo = m.locationId;
      }
      return mutate(ctx, 'AddShortcut', async ({ repos, record }) => {
        const row = await repos.shortcuts.add(value, linkTo);
        const after = { ...row, locationId: linkTo };
        record({ entity: 'Shortcut', entityId: row.id, locationId: linkTo, before: null, after });
        return after;
      });
    },
  },
  Prescription: {
    submittedBy: (p, _a, ctx) => (p.createdByLocationUserId ? ctx.loaders.locationUser.load(p.createdByLocationUserId) : null),
  },
};

/** Operations of products, product search, prescriptions (writing) and shortcuts (prescribing.md §7). */
export const prescribingResolvers: Resolvers = {
  ...prescriptionResolvers,
  Query: { ...productResolvers.Query, ...prescriptionResolvers.Query },
};
