/**
 * Writing prescriptions (prescribing.md §7), bound to the caller: the task a save answers is found only
 * at the caller's locations; the writes of AddPrescription, UpdatePrescription, DeletePrescription
 * (reject a draft) and upsertPrescriptionWorkflow run in the mutation's transaction, each conditional on
 * the state read so a race answers CONFLICT. What a save needs before core decides is `prepareSave`
 * (graphql/resolvers/prescription-save.ts) on the reads of `prescription-save-facts.ts`.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { AddPrescriptionType } from '@vetrx/core/prescription';
import type { SignInMembership as Membership } from './sign-in.js';
import * as t from '../db/schema/index.js';
import { attachTask, loadTaskToAttach, writeDraftUpdate, writeNewPrescription, type PreparedSave, type TaskToAttach } from './prescription-writes.js';
import { NotFound } from './errors.js';
import { atCallerLocations, requireTx, type RepositoryScope } from './scope.js';

type PrescriptionRow = typeof t.prescriptions.$inferSelect;
type TaskRow = typeof t.prescriptionTasks.$inferSelect;
type WorkflowRow = typeof t.prescriptionWorkflows.$inferSelect;

/** A prescription's workflow step as the session decides it (who assigned it and when). */
export interface PrescriptionWorkflowColumns {
  currentWorkflowStatusId: number;
  workflowLocationUserId: number;
  assignDate: Date;
  assignedByLocationUserId: number;
  internalNote: string | null | undefined;
}

/**
 * The prescribing repository of one request.
 *
 * @example
 * return mutate(ctx, 'AddPrescription', async ({ repos }) => repos.prescribing.insert(prepared));
 */
export function prescribingRepository(scope: RepositoryScope) {
  return {
    /** The reasons for compounding, in id order (reference data). */
    reasonsForCompound: () => scope.db.select().from(t.reasonsForCompound).orderBy(asc(t.reasonsForCompound.id)),
    /** The task of a prescriptionTaskToAttach, at one of the caller's locations (else NOT_FOUND), or null without one. */
    taskToAttach: (attach: TaskToAttach | null | undefined): Promise<TaskRow | null> => loadTaskToAttach(scope.db, scope, attach),

    /** Inserts a new prescription (AddPrescription). */
    insert: (prepared: PreparedSave): Promise<PrescriptionRow> => writeNewPrescription(requireTx(scope), prepared),
    /** Saves a draft again; CONFLICT when it is no longer a draft. */
    updateDraft: (id: number, prepared: PreparedSave): Promise<PrescriptionRow> => writeDraftUpdate(requireTx(scope), scope, id, prepared),
    /** Answers the task with the saved prescription (approve, or link a draft); CONFLICT when it changed meanwhile. */
    attachTask: (args: { attach: TaskToAttach; task: TaskRow; prescription: PrescriptionRow; type: AddPrescriptionType; membership: Membership; now: Date }): Promise<TaskRow> =>
      attachTask(requireTx(scope), { now: () => args.now, locationIds: scope.locationIds }, args),
    /** Rejects a draft still in Draft (DeletePrescription); null when it changed meanwhile. */
    async rejectDraft(rx: PrescriptionRow, change: { reason: string | null; byLocationUserId: number; now: Date }): Promise<PrescriptionRow | null> {
      const [row] = await requireTx(scope)
        .update(t.prescriptions)
        .set({ rxStatusCode: 'RejectedDraft', isFillable: false, declineReason: change.reason, declinedByLocationUserId: change.byLocationUserId, updatedAt: change.now })
        .where(and(eq(t.prescriptions.id, rx.id), eq(t.prescriptions.rxStatusCode, 'Draft'), atCallerLocations(scope, t.prescriptions.locationId)))
        .returning();
      return row ?? null;
    },
    /**
     * Writes a prescription's workflow step — a new one, or the one named (of this prescription only;
     * null when it is not) — and mirrors its status and user on the prescription.
     */
    async setWorkflow(rx: PrescriptionRow, workflowId: number | null, columns: PrescriptionWorkflowColumns): Promise<{ before: WorkflowRow | null; row: WorkflowRow } | null> {
      const tx = requireTx(scope);
      let row: WorkflowRow | undefined;
      let before: WorkflowRow | null = null;
      if (workflowId !== null) {
        [before = null] = await tx
          .select()
          .from(t.prescriptionWorkflows)
          .where(and(eq(t.prescriptionWorkflows.id, workflowId), eq(t.prescriptionWorkflows.prescriptionId, rx.id)))
          .limit(1);
        [row] = await tx
          .update(t.prescriptionWorkflows)
          .set(columns)
          .where(and(eq(t.prescriptionWorkflows.id, workflowId), eq(t.prescriptionWorkflows.prescriptionId, rx.id)))
          .returning();
        if (!row) return null;
      } else {
        [row] = await tx.insert(t.prescriptionWorkflows).values({ ...columns, prescriptionId: rx.id }).returning();
      }
      // Mirrored at the caller's locations only: a forged prescription of another location is NOT_FOUND,
      // and the mutation's transaction rolls its step back.
      const mirrored = await tx
        .update(t.prescriptions)
        .set({ currentWorkflowStatusId: columns.currentWorkflowStatusId, workflowLocationUserId: columns.workflowLocationUserId, updatedAt: columns.assignDate })
        .where(and(eq(t.prescriptions.id, rx.id), atCallerLocations(scope, t.prescriptions.locationId)))
        .returning({ id: t.prescriptions.id });
      if (!mirrored.length) throw new NotFound('Prescription');
      return { before, row };
    },
  };
}
