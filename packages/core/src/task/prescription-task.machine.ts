import { and, assign, setup, transition } from 'xstate';
import { isTaskStatus, TASK_ACTIONS, type TaskAction, type TaskStatus } from './status.js';

/**
 * What a prescription task records about its last action (prescribing §3 PrescriptionTask).
 *
 * @example
 * const context: PrescriptionTaskContext = { action: 'Declined', actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-1' };
 */
export interface PrescriptionTaskContext {
  action: TaskAction | null;
  actionReason: string | null;
  actionedByLocationUserUuid: string | null;
}

/**
 * Events of a prescription task (prescribing §4 Actions).
 * - `APPROVE`: the vet approves (a prescription is created or updated with type authorize).
 * - `DECLINE`: the vet declines with a reason.
 * - `SYSTEM_DECLINE`: the system declines a pending task because its client or patient was made
 *   inactive or deceased (clients §4); recorded with action AutoDeclined.
 * - `SAVE_AS_DRAFT`: the prescription is saved as draft; the task status is unchanged.
 * - `COPY`: the task is copied into a new prescription; allowed from any state, changes nothing.
 * - `PHARMACY_APPROVE` / `PHARMACY_DECLINE`: the pharmacy's verification of a vet-approved task.
 *
 * @example
 * const event: PrescriptionTaskEvent = { type: 'DECLINE', actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-1' };
 */
export type PrescriptionTaskEvent =
  | { type: 'APPROVE'; actionedByLocationUserUuid: string }
  | { type: 'DECLINE'; actionReason: string; actionedByLocationUserUuid: string }
  | { type: 'SYSTEM_DECLINE'; actionReason?: string | null }
  | { type: 'SAVE_AS_DRAFT' }
  | { type: 'COPY' }
  | { type: 'PHARMACY_APPROVE' }
  | { type: 'PHARMACY_DECLINE'; actionReason?: string | null };

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Guard: the event names the acting location user (prescribing §6: approve and decline record it).
 *
 * @example
 * hasActingUser({ type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }) // true
 */
export function hasActingUser(event: PrescriptionTaskEvent): boolean {
  return 'actionedByLocationUserUuid' in event && !blank(event.actionedByLocationUserUuid);
}

/**
 * Guard: the event carries a non-blank decline reason (prescribing §5 Decline form).
 *
 * @example
 * hasActionReason({ type: 'DECLINE', actionReason: ' ', actionedByLocationUserUuid: 'u-1' }) // false
 */
export function hasActionReason(event: PrescriptionTaskEvent): boolean {
  return 'actionReason' in event && !blank(event.actionReason);
}

const trimmedOrNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/**
 * The prescription task lifecycle (prescribing §4 Task status, Actions): PENDING → VET_APPROVED via
 * APPROVE, PENDING → VET_DECLINED via DECLINE (or SYSTEM_DECLINE); VET_APPROVED → PV1_APPROVED /
 * PV1_DECLINED by the pharmacy. Save as draft keeps PENDING; COPY is allowed in every state and
 * changes nothing (both are explicit self-transitions, so `snapshot.can` reports them). An actioned task cannot be approved or declined again. State names are the stored status
 * values, so a stored task resolves with {@link taskSnapshotFromStatus} (start an actor from it with
 * `createActor(prescriptionTaskMachine, { snapshot })`).
 *
 * @example
 * const [next] = transition(prescriptionTaskMachine, taskSnapshotFromStatus('PENDING'), { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' });
 * next.value // 'VET_APPROVED'
 */
export const prescriptionTaskMachine = setup({
  types: {
    context: {} as PrescriptionTaskContext,
    events: {} as PrescriptionTaskEvent,
  },
  guards: {
    hasActingUser: ({ event }) => hasActingUser(event),
    hasActionReason: ({ event }) => hasActionReason(event),
  },
  actions: {
    recordApproval: assign(({ event }) => ({
      action: TASK_ACTIONS.Approved,
      actionReason: null,
      actionedByLocationUserUuid: 'actionedByLocationUserUuid' in event ? event.actionedByLocationUserUuid : null,
    })),
    recordDecline: assign(({ event }) => ({
      action: TASK_ACTIONS.Declined,
      actionReason: 'actionReason' in event ? trimmedOrNull(event.actionReason) : null,
      actionedByLocationUserUuid: 'actionedByLocationUserUuid' in event ? event.actionedByLocationUserUuid : null,
    })),
    recordSystemDecline: assign(({ event }) => ({
      action: TASK_ACTIONS.AutoDeclined,
      actionReason: 'actionReason' in event ? trimmedOrNull(event.actionReason) : null,
      actionedByLocationUserUuid: null,
    })),
    recordPharmacyApproval: assign({ action: TASK_ACTIONS.Approved }),
    recordPharmacyDecline: assign(({ event, context }) => ({
      action: TASK_ACTIONS.Declined,
      actionReason: ('actionReason' in event ? trimmedOrNull(event.actionReason) : null) ?? context.actionReason,
    })),
  },
}).createMachine({
  id: 'prescriptionTask',
  initial: 'PENDING',
  context: { action: null, actionReason: null, actionedByLocationUserUuid: null },
  states: {
    PENDING: {
      on: {
        COPY: 'PENDING',
        APPROVE: { target: 'VET_APPROVED', guard: 'hasActingUser', actions: 'recordApproval' },
        DECLINE: {
          target: 'VET_DECLINED',
          guard: and(['hasActingUser', 'hasActionReason']),
          actions: 'recordDecline',
        },
        SYSTEM_DECLINE: { target: 'VET_DECLINED', actions: 'recordSystemDecline' },
        SAVE_AS_DRAFT: 'PENDING',
      },
    },
    VET_APPROVED: {
      on: {
        COPY: 'VET_APPROVED',
        PHARMACY_APPROVE: { target: 'PV1_APPROVED', actions: 'recordPharmacyApproval' },
        PHARMACY_DECLINE: { target: 'PV1_DECLINED', actions: 'recordPharmacyDecline' },
      },
    },
    VET_DECLINED: { on: { COPY: 'VET_DECLINED' } },
    PV1_APPROVED: { on: { COPY: 'PV1_APPROVED' } },
    PV1_DECLINED: { on: { COPY: 'PV1_DECLINED' } },
  },
});

/**
 * Snapshot type of {@link prescriptionTaskMachine}.
 *
 * @example
 * const snapshot: PrescriptionTaskSnapshot = taskSnapshotFromStatus('PENDING');
 */
export type PrescriptionTaskSnapshot = ReturnType<typeof prescriptionTaskMachine.resolveState>;

/**
 * Builds the machine snapshot of a stored task from its status (and, optionally, its recorded
 * action), without starting an actor.
 *
 * @example
 * taskSnapshotFromStatus('VET_DECLINED', { action: 'Declined' }).matches('VET_DECLINED') // true
 */
export function taskSnapshotFromStatus(
  status: TaskStatus,
  context: Partial<PrescriptionTaskContext> = {},
): PrescriptionTaskSnapshot {
  return prescriptionTaskMachine.resolveState({
    value: status,
    context: {
      action: context.action ?? null,
      actionReason: context.actionReason ?? null,
      actionedByLocationUserUuid: context.actionedByLocationUserUuid ?? null,
    },
  });
}

/**
 * Is `event` allowed for a task stored with `status` (guards included)? An unknown status allows
 * nothing. Pure: no actor is created. The server calls this before writing a task transition and
 * answers CONFLICT when it is false.
 *
 * @example
 * canTransitionTask('PENDING', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }) // true
 * canTransitionTask('VET_DECLINED', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' }) // false
 */
export function canTransitionTask(status: string | null | undefined, event: PrescriptionTaskEvent): boolean {
  return isTaskStatus(status) && taskSnapshotFromStatus(status).can(event);
}

/**
 * The stored fields of a task after a transition.
 *
 * @example
 * const next: TaskTransitionResult | null = nextTaskState('PENDING', { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' });
 */
export interface TaskTransitionResult extends PrescriptionTaskContext {
  readonly status: TaskStatus;
}

/**
 * The task's status and recorded action after `event`, or `null` when the transition is refused.
 * Pure: uses xstate's `transition` on a resolved snapshot.
 *
 * @example
 * nextTaskState('PENDING', { type: 'DECLINE', actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-1' })
 * // { status: 'VET_DECLINED', action: 'Declined', actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-1' }
 */
export function nextTaskState(
  status: string | null | undefined,
  event: PrescriptionTaskEvent,
  context: Partial<PrescriptionTaskContext> = {},
): TaskTransitionResult | null {
  if (!isTaskStatus(status)) return null;
  const snapshot = taskSnapshotFromStatus(status, context);
  if (!snapshot.can(event)) return null;
  const [next] = transition(prescriptionTaskMachine, snapshot, event);
  return { status: next.value as TaskStatus, ...next.context };
}
