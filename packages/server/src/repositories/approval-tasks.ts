/**
 * The approvals queue's repository (prescribing §2 Approvals, §7), bound to the caller: a task is found
 * only at one of the caller's locations, lists and counts answer nothing for another location, and the
 * writes (decline, the task's workflow step, the linked prescription's decline) run in the mutation's
 * transaction, conditional on the status and version read. The hot list queries stay in `tasks.ts`.
 */
import { and, eq, sql } from 'drizzle-orm';
import * as t from '../db/schema/index.js';
import type { PrescriptionTaskRow } from './rows.js';
import type { Selection } from './selection.js';
import { activeWorkflowStatuses, assignableWorkflowStatus } from './prescriptions.js';
import { NotFound } from './errors.js';
import { atCallerLocations, requireTx, worksAt, type RepositoryScope } from './scope.js';
import { countTaskGroups, countTasks, findTask, listTaskGroups, listTasks, type TaskFilter, type TaskGroupRow } from './tasks.js';
import { duplicateCandidates, type DuplicateCandidateRow } from './task-duplicates.js';

type PrescriptionRow = typeof t.prescriptions.$inferSelect;
type TaskWorkflowRow = typeof t.prescriptionTaskWorkflows.$inferSelect;

/** The change a task takes (core's task machine decided it). */
export interface TaskChange {
  status: string;
  action: string | null;
  actionReason: string | null;
  actionedByLocationUserId: number;
  now: Date;
}

/** The columns of a task's workflow step (who, which status, when and by whom from the session). */
export interface TaskWorkflowColumns {
  currentWorkflowStatusId: number;
  workflowLocationUserId: number;
  assignDate: Date;
  assignedByLocationUserId: number;
  internalNote: string | null | undefined;
}

/**
 * The prescription tasks repository of one request.
 *
 * @example
 * const task = await ctx.repos.tasks.find({ uuid }); // null at another location
 */
export function tasksRepository(scope: RepositoryScope) {
  // The list queries of tasks.ts read through the scope's database (or transaction).
  const q = { db: scope.db };
  const none = <T>(value: T) => Promise.resolve(value);
  return {
    /** A task of one of the caller's locations, by id or uuid, or null. */
    find: (by: { id?: number; uuid?: string }): Promise<PrescriptionTaskRow | null> => findTask(q, by, atCallerLocations(scope, t.prescriptionTasks.locationId)),
    /** A page of a location's tasks, newest first. */
    list: (locationId: number, filter: TaskFilter, skip?: number | null, take?: number | null): Promise<PrescriptionTaskRow[]> =>
      worksAt(scope, locationId) ? listTasks(q, locationId, filter, skip, take) : none([]),
    /**
     * A page of a location's client groups of tasks; given the operation's selection, answered by one
     * statement in its shape when the shapes know every field it names; `now` is the
     * caller's time, the day a card's checks read lists on.
     */
    listGroups: (locationId: number, filter: TaskFilter, skip: number | null | undefined, take: number | null | undefined, groupTake: number | null | undefined, now: Date, selection?: Selection): Promise<TaskGroupRow[]> =>
      worksAt(scope, locationId)
        ? listTaskGroups(q, locationId, filter, skip, take, groupTake, undefined, selection && { selection, scope: { locationIds: scope.locationIds, userId: scope.userId }, today: now.toISOString().slice(0, 10) })
        : none([]),
    /** How many tasks of a location match. */
    count: (locationId: number, filter: TaskFilter): Promise<number> => (worksAt(scope, locationId) ? countTasks(q, locationId, filter) : none(0)),
    /** How many clients of a location have matching tasks. */
    countGroups: (locationId: number, filter: TaskFilter): Promise<number> => (worksAt(scope, locationId) ? countTaskGroups(q, locationId, filter) : none(0)),
    /** Pending tasks and active prescriptions of a location the caller works at, for these patients and these products' families. */
    duplicateCandidates: (locationId: number, patientIds: number[], productIds: number[]): Promise<DuplicateCandidateRow[]> =>
      duplicateCandidates(scope, locationId, patientIds, productIds),
    /** Active workflow statuses (shared reference data). */
    workflowStatuses: () => activeWorkflowStatuses(scope.db),
    /** A workflow status that may be assigned, or null. */
    assignableWorkflowStatus: (id: number) => assignableWorkflowStatus(scope.db, id),

    /** Applies a task change if the task is still at the status and version read; null when it changed meanwhile. */
    async change(task: PrescriptionTaskRow, change: TaskChange): Promise<PrescriptionTaskRow | null> {
      const tx = requireTx(scope);
      const [after] = await tx
        .update(t.prescriptionTasks)
        .set({
          status: change.status,
          action: change.action,
          actionReason: change.actionReason,
          actionedByLocationUserId: change.actionedByLocationUserId,
          actionedAt: change.now,
          version: sql`${t.prescriptionTasks.version} + 1`,
        })
        .where(
          and(
            eq(t.prescriptionTasks.id, task.id),
            eq(t.prescriptionTasks.status, task.status),
            eq(t.prescriptionTasks.version, task.version),
            atCallerLocations(scope, t.prescriptionTasks.locationId),
          ),
        )
        .returning();
      return after ?? null;
    },
    /** The prescription a task links to (same location), read in the transaction, or null. */
    async linkedPrescription(task: PrescriptionTaskRow): Promise<PrescriptionRow | null> {
      if (task.prescriptionId == null) return null;
      const [rx] = await requireTx(scope)
        .select()
        .from(t.prescriptions)
        .where(and(eq(t.prescriptions.id, task.prescriptionId), eq(t.prescriptions.locationId, task.locationId), atCallerLocations(scope, t.prescriptions.locationId)))
        .limit(1);
      return rx ?? null;
    },
    /** Declines the task's linked prescription if still at the status read; null when it changed. */
    async declineLinkedPrescription(rx: PrescriptionRow, change: { code: string; reason: string; byLocationUserId: number; now: Date }): Promise<PrescriptionRow | null> {
      const [row] = await requireTx(scope)
        .update(t.prescriptions)
        .set({ rxStatusCode: change.code, declineReason: change.reason, declinedByLocationUserId: change.byLocationUserId, isFillable: false, updatedAt: change.now })
        .where(and(eq(t.prescriptions.id, rx.id), eq(t.prescriptions.rxStatusCode, rx.rxStatusCode), atCallerLocations(scope, t.prescriptions.locationId)))
        .returning();
      return row ?? null;
    },
    /** Sets the task's one workflow step (insert or replace); returns the step before and after, and the task as stored. */
    async setWorkflow(task: PrescriptionTaskRow, columns: TaskWorkflowColumns): Promise<{ before: TaskWorkflowRow | null; after: TaskWorkflowRow; task: PrescriptionTaskRow }> {
      const tx = requireTx(scope);
      const [before] = await tx.select().from(t.prescriptionTaskWorkflows).where(eq(t.prescriptionTaskWorkflows.prescriptionTaskId, task.id)).limit(1);
      const values = { ...columns, prescriptionTaskId: task.id };
      const [after] = await tx
        .insert(t.prescriptionTaskWorkflows)
        .values(values)
        .onConflictDoUpdate({ target: t.prescriptionTaskWorkflows.prescriptionTaskId, set: values })
        .returning();
      // The task read back at the caller's locations: a forged task of another location is NOT_FOUND, and
      // the mutation's transaction rolls its step back.
      const [fresh] = await tx
        .select()
        .from(t.prescriptionTasks)
        .where(and(eq(t.prescriptionTasks.id, task.id), atCallerLocations(scope, t.prescriptionTasks.locationId)));
      if (!fresh) throw new NotFound('Prescription task');
      return { before: before ?? null, after, task: fresh };
    },
  };
}
