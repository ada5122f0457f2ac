import * as z from 'zod';
import { type ValidationResult, validateWith } from '../common/validation.js';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';
import { APPROVALS_MODAL_MESSAGES } from '../messages/approvals-modals.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import type { ActingLocationUser } from './acting-user.js';

type Id = string | number;

/**
 * Maximum length of the workflow internal note (prescribing §5, §9).
 *
 * @example
 * validateWorkflowForm({ workflowLocationUserId: 3, currentWorkflowStatusId: 2, internalNote: 'x'.repeat(INTERNAL_NOTE_MAX + 1) }).ok // false
 */
export const INTERNAL_NOTE_MAX = 500;

const required = COMMON_MESSAGES.fieldRequired;
const idSchema = z.union([z.string().trim().min(1, required), z.number()], { error: required });

/**
 * Zod schema of the Workflow form (prescribing §5): workflow user and status required ('This field
 * is required'); internal note at most 500 characters, trimmed, blank sent as `null`.
 *
 * @example
 * workflowFormSchema.parse({ workflowLocationUserId: 3, currentWorkflowStatusId: 2, internalNote: ' ' })
 * // { workflowLocationUserId: 3, currentWorkflowStatusId: 2, internalNote: null }
 */
export const workflowFormSchema = z.object({
  workflowLocationUserId: idSchema,
  currentWorkflowStatusId: idSchema,
  internalNote: z
    .string()
    .max(INTERNAL_NOTE_MAX, APPROVALS_MESSAGES.validation.maxCharacters(INTERNAL_NOTE_MAX))
    .nullish()
    .transform((v) => v?.trim() || null),
});

/**
 * What the Workflow form holds.
 *
 * @example
 * const input: WorkflowFormInput = { workflowLocationUserId: 3, currentWorkflowStatusId: 2, internalNote: 'Call the owner' };
 */
export interface WorkflowFormInput {
  readonly workflowLocationUserId?: Id | null;
  readonly currentWorkflowStatusId?: Id | null;
  readonly internalNote?: string | null;
}

/**
 * A validated Workflow form.
 *
 * @example
 * const value: WorkflowFormValue = { workflowLocationUserId: 3, currentWorkflowStatusId: 2, internalNote: null };
 */
export type WorkflowFormValue = z.output<typeof workflowFormSchema>;

/**
 * Validates the Workflow form; errors are keyed by field.
 *
 * @example
 * validateWorkflowForm({}) // { ok: false, errors: { workflowLocationUserId: 'This field is required', currentWorkflowStatusId: 'This field is required' } }
 */
export function validateWorkflowForm(input: WorkflowFormInput): ValidationResult<WorkflowFormValue> {
  return validateWith(workflowFormSchema, input);
}

/**
 * Was workflow data chosen, so that a workflow step must be recorded after saving (prescribing §4)?
 *
 * @example
 * hasWorkflowChoice({ workflowLocationUserId: 5 }) // true
 */
export function hasWorkflowChoice(input: WorkflowFormInput): boolean {
  const set = (v: Id | null | undefined) => v !== null && v !== undefined && String(v).trim() !== '';
  return set(input.workflowLocationUserId) || set(input.currentWorkflowStatusId);
}

/**
 * The task's current workflow as stored (prescribing §3 PrescriptionTask.prescriptionTaskWorkflow).
 *
 * @example
 * const current: CurrentWorkflow = { workflowLocationUserId: 3, workflowLocationUser: { isActive: false } };
 */
export interface CurrentWorkflow {
  readonly workflowLocationUserId?: Id | null;
  readonly workflowLocationUser?: { readonly isActive?: boolean | null } | null;
}

/**
 * The warning of the Workflow form when the current workflow user is inactive, else `null`.
 *
 * @example
 * workflowUserWarning({ workflowLocationUser: { isActive: false } }) // 'This user is inactive, please select an active user.'
 */
export function workflowUserWarning(workflow: CurrentWorkflow | null | undefined): string | null {
  return workflow?.workflowLocationUser?.isActive === false ? APPROVALS_MODAL_MESSAGES.workflow.inactiveUser : null;
}

/**
 * A location user as the LocationsUsers query returns it.
 *
 * @example
 * const user: WorkflowCandidate = { id: 3, displayName: 'Ada Smith', isActive: true, role: { name: 'Vet' } };
 */
export interface WorkflowCandidate {
  readonly id: Id;
  readonly isActive?: boolean | null;
  readonly locationId?: Id | null;
  readonly displayName?: string | null;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
  readonly role?: { readonly name?: string | null; readonly description?: string | null } | null;
}

/** Display name of a location user: display name, else first and last name. */
function userName(u: WorkflowCandidate): string {
  return u.displayName?.trim() || [u.firstName, u.lastName].filter((s) => s?.trim()).join(' ').trim();
}

/**
 * Workflow user options (prescribing §6): the active users of the location, labelled name plus role
 * as 'Ada Smith (Vet)' (decided format; without a role just the name), sorted by label ignoring
 * case. Users whose `locationId` is given and differs from `locationId` are left out.
 *
 * @example
 * workflowUserOptions([{ id: 1, displayName: 'Ada Smith', isActive: true, role: { name: 'Vet' } }], 9)
 * // [{ value: 1, label: 'Ada Smith (Vet)' }]
 */
export function workflowUserOptions(
  users: readonly WorkflowCandidate[],
  locationId: Id,
): { value: Id; label: string }[] {
  return users
    .filter((u) => u.isActive === true && (u.locationId == null || String(u.locationId) === String(locationId)))
    .map((u) => {
      const role = u.role?.name?.trim() || u.role?.description?.trim();
      const name = userName(u);
      return { value: u.id, label: role ? `${name} (${role})` : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/**
 * Variables of UpdatePrescriptionTaskWorkflow (prescribing §7).
 *
 * @example
 * const vars: UpdatePrescriptionTaskWorkflowVariables = buildTaskWorkflowVariables(12, value, actedBy, now);
 */
export interface UpdatePrescriptionTaskWorkflowVariables {
  readonly prescriptionTaskId: Id;
  readonly prescriptionTaskWorkflow: {
    readonly prescriptionTaskId: Id;
    readonly currentWorkflowStatusId: Id;
    readonly workflowLocationUserId: Id;
    readonly assignDate: string;
    readonly assignedByLocationUserId: Id;
    readonly internalNote: string | null;
  };
  /** The acting location user's id (decided). */
  readonly changedBy: Id;
}

/**
 * Builds UpdatePrescriptionTaskWorkflow variables from a validated form; `assignDate` is `now` as an
 * ISO instant and the assigner is the acting location user.
 *
 * @example
 * buildTaskWorkflowVariables(12, value, { id: 4, uuid: 'u-4' }, new Date('2026-01-02T03:04:05Z'))
 * // { prescriptionTaskId: 12, prescriptionTaskWorkflow: { prescriptionTaskId: 12, …, assignDate: '2026-01-02T03:04:05.000Z', assignedByLocationUserId: 4 }, changedBy: 4 }
 */
export function buildTaskWorkflowVariables(
  prescriptionTaskId: Id,
  value: WorkflowFormValue,
  actedBy: ActingLocationUser,
  now: Date,
): UpdatePrescriptionTaskWorkflowVariables {
  return {
    prescriptionTaskId,
    prescriptionTaskWorkflow: {
      prescriptionTaskId,
      currentWorkflowStatusId: value.currentWorkflowStatusId,
      workflowLocationUserId: value.workflowLocationUserId,
      assignDate: now.toISOString(),
      assignedByLocationUserId: actedBy.id,
      internalNote: value.internalNote,
    },
    changedBy: actedBy.id,
  };
}

/**
 * Variables of upsertPrescriptionWorkflow (prescribing §7).
 *
 * @example
 * const vars: UpsertPrescriptionWorkflowVariables = buildPrescriptionWorkflowVariables({ prescriptionId: 7, value, actedBy, now });
 */
export interface UpsertPrescriptionWorkflowVariables {
  readonly input: {
    readonly id?: Id;
    readonly assignDate: string;
    readonly assignedByLocationUserId: Id;
    readonly currentWorkflowStatusId: Id;
    readonly internalNote: string | null;
    readonly prescriptionId: Id;
    readonly workflowLocationUserId: Id;
  };
}

/**
 * Builds upsertPrescriptionWorkflow variables; pass `id` to update an existing workflow row.
 *
 * @example
 * buildPrescriptionWorkflowVariables({ prescriptionId: 7, value, actedBy, now: new Date() }).input.prescriptionId // 7
 */
export function buildPrescriptionWorkflowVariables(args: {
  prescriptionId: Id;
  value: WorkflowFormValue;
  actedBy: ActingLocationUser;
  now: Date;
  id?: Id | null;
}): UpsertPrescriptionWorkflowVariables {
  const { prescriptionId, value, actedBy, now, id } = args;
  return {
    input: {
      ...(id !== null && id !== undefined ? { id } : {}),
      assignDate: now.toISOString(),
      assignedByLocationUserId: actedBy.id,
      currentWorkflowStatusId: value.currentWorkflowStatusId,
      internalNote: value.internalNote,
      prescriptionId,
      workflowLocationUserId: value.workflowLocationUserId,
    },
  };
}
