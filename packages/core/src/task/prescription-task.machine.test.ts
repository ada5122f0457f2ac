import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import { TASK_STATUSES } from './status.js';
import {
  canTransitionTask,
  hasActingUser,
  hasActionReason,
  nextTaskState,
  type PrescriptionTaskEvent,
  prescriptionTaskMachine,
  taskSnapshotFromStatus,
} from './prescription-task.machine.js';

const approve: PrescriptionTaskEvent = { type: 'APPROVE', actionedByLocationUserUuid: 'u-1' };
const decline: PrescriptionTaskEvent = { type: 'DECLINE', actionReason: 'Due for exam', actionedByLocationUserUuid: 'u-1' };

const EVENTS: PrescriptionTaskEvent[] = [
  approve,
  decline,
  { type: 'SYSTEM_DECLINE', actionReason: 'Client made inactive' },
  { type: 'SAVE_AS_DRAFT' },
  { type: 'COPY' },
  { type: 'PHARMACY_APPROVE' },
  { type: 'PHARMACY_DECLINE', actionReason: 'Out of stock' },
];

describe('guards alone', () => {
  it('hasActingUser needs a non-blank uuid', () => {
    expect(hasActingUser(approve)).toBe(true);
    expect(hasActingUser({ type: 'APPROVE', actionedByLocationUserUuid: '  ' })).toBe(false);
    expect(hasActingUser({ type: 'COPY' })).toBe(false);
    fc.assert(
      fc.property(fc.string(), (uuid) => {
        expect(hasActingUser({ type: 'APPROVE', actionedByLocationUserUuid: uuid })).toBe(uuid.trim() !== '');
      }),
    );
  });

  it('hasActionReason needs a non-blank reason', () => {
    expect(hasActionReason(decline)).toBe(true);
    expect(hasActionReason({ type: 'PHARMACY_DECLINE', actionReason: null })).toBe(false);
    expect(hasActionReason({ type: 'SAVE_AS_DRAFT' })).toBe(false);
    fc.assert(
      fc.property(fc.string(), (reason) => {
        expect(hasActionReason({ type: 'DECLINE', actionReason: reason, actionedByLocationUserUuid: 'u' })).toBe(
          reason.trim() !== '',
        );
      }),
    );
  });
});

describe('prescriptionTaskMachine graph', () => {
  it('reaches every status by a shortest path', () => {
    const paths = getShortestPaths(prescriptionTaskMachine, { events: EVENTS });
    const reached = new Set(paths.map((p) => p.state.value));
    expect([...reached].sort()).toEqual([...TASK_STATUSES].sort());
  });

  it('simple paths cover every transition of the machine', () => {
    const paths = getSimplePaths(prescriptionTaskMachine, { events: EVENTS });
    const edges = new Set<string>();
    for (const p of paths) {
      let from = 'PENDING';
      for (const step of p.steps as { event: PrescriptionTaskEvent; state: { value: unknown } }[]) {
        edges.add(`${from} -${step.event.type}-> ${String(step.state.value)}`);
        from = String(step.state.value);
      }
    }
    for (const e of [
      'PENDING -APPROVE-> VET_APPROVED',
      'PENDING -DECLINE-> VET_DECLINED',
      'PENDING -SYSTEM_DECLINE-> VET_DECLINED',
      'VET_APPROVED -PHARMACY_APPROVE-> PV1_APPROVED',
      'VET_APPROVED -PHARMACY_DECLINE-> PV1_DECLINED',
    ]) {
      expect(edges).toContain(e);
    }
  });

  it('the adjacency map holds exactly the allowed transitions (copy everywhere, save as draft on pending)', () => {
    const adjacency = getAdjacencyMap(prescriptionTaskMachine, { events: EVENTS });
    const edges = new Set<string>();
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event, state: next } of Object.values(transitions) as { event: PrescriptionTaskEvent; state: typeof state }[]) {
        if (state.can(event)) edges.add(`${String(state.value)} -${event.type}-> ${String(next.value)}`);
      }
    }
    expect([...edges].sort()).toEqual(
      [
        'PENDING -APPROVE-> VET_APPROVED',
        'PENDING -DECLINE-> VET_DECLINED',
        'PENDING -SYSTEM_DECLINE-> VET_DECLINED',
        'PENDING -SAVE_AS_DRAFT-> PENDING',
        'VET_APPROVED -PHARMACY_APPROVE-> PV1_APPROVED',
        'VET_APPROVED -PHARMACY_DECLINE-> PV1_DECLINED',
        ...TASK_STATUSES.map((s) => `${s} -COPY-> ${s}`),
      ].sort(),
    );
  });

  it('runs as an actor: approve then pharmacy approve, recording the action', () => {
    const actor = createActor(prescriptionTaskMachine).start();
    actor.send({ type: 'SAVE_AS_DRAFT' });
    expect(actor.getSnapshot().value).toBe('PENDING');
    actor.send(approve);
    actor.send({ type: 'PHARMACY_APPROVE' });
    expect(actor.getSnapshot().value).toBe('PV1_APPROVED');
    expect(actor.getSnapshot().context).toEqual({ action: 'Approved', actionReason: null, actionedByLocationUserUuid: 'u-1' });
  });

  it('an actor restored from a stored status continues from it', () => {
    const actor = createActor(prescriptionTaskMachine, { snapshot: taskSnapshotFromStatus('VET_APPROVED') }).start();
    actor.send(decline);
    expect(actor.getSnapshot().value).toBe('VET_APPROVED');
    actor.send({ type: 'PHARMACY_DECLINE', actionReason: 'Out of stock' });
    expect(actor.getSnapshot().value).toBe('PV1_DECLINED');
  });
});

describe('pure transition helpers', () => {
  it('approve and decline only from PENDING (an actioned task cannot be actioned again)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), fc.constantFrom(approve, decline), (status, event) => {
        expect(canTransitionTask(status, event)).toBe(status === 'PENDING');
        expect(nextTaskState(status, event) === null).toBe(status !== 'PENDING');
      }),
    );
  });

  it('copy is allowed from any state and changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), (status) => {
        expect(canTransitionTask(status, { type: 'COPY' })).toBe(true);
        expect(nextTaskState(status, { type: 'COPY' }, { action: 'Declined' })).toMatchObject({ status, action: 'Declined' });
      }),
    );
  });

  it('save as draft keeps PENDING and is refused elsewhere', () => {
    expect(nextTaskState('PENDING', { type: 'SAVE_AS_DRAFT' })?.status).toBe('PENDING');
    for (const s of TASK_STATUSES.filter((x) => x !== 'PENDING')) {
      expect(canTransitionTask(s, { type: 'SAVE_AS_DRAFT' })).toBe(false);
    }
  });

  it('decline records action, trimmed reason and acting user', () => {
    expect(nextTaskState('PENDING', { ...decline, actionReason: '  Due for exam ' })).toEqual({
      status: 'VET_DECLINED',
      action: 'Declined',
      actionReason: 'Due for exam',
      actionedByLocationUserUuid: 'u-1',
    });
  });

  it('decline with a blank reason or without an acting user is refused', () => {
    expect(canTransitionTask('PENDING', { ...decline, actionReason: ' ' })).toBe(false);
    expect(canTransitionTask('PENDING', { ...decline, actionedByLocationUserUuid: '' })).toBe(false);
    expect(canTransitionTask('PENDING', { type: 'APPROVE', actionedByLocationUserUuid: '' })).toBe(false);
  });

  it('system decline records AutoDeclined without a user', () => {
    expect(nextTaskState('PENDING', { type: 'SYSTEM_DECLINE' })).toEqual({
      status: 'VET_DECLINED',
      action: 'AutoDeclined',
      actionReason: null,
      actionedByLocationUserUuid: null,
    });
    expect(nextTaskState('PENDING', { type: 'SYSTEM_DECLINE', actionReason: ' Patient deceased ' })?.actionReason).toBe(
      'Patient deceased',
    );
  });

  it('pharmacy outcomes only after a vet approval', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), fc.constantFrom('PHARMACY_APPROVE', 'PHARMACY_DECLINE'), (status, type) => {
        expect(canTransitionTask(status, { type } as PrescriptionTaskEvent)).toBe(status === 'VET_APPROVED');
      }),
    );
    const ctx = { action: 'Approved' as const, actionReason: 'kept', actionedByLocationUserUuid: 'u-1' };
    expect(nextTaskState('VET_APPROVED', { type: 'PHARMACY_DECLINE' }, ctx)).toEqual({
      status: 'PV1_DECLINED',
      action: 'Declined',
      actionReason: 'kept',
      actionedByLocationUserUuid: 'u-1',
    });
    expect(nextTaskState('VET_APPROVED', { type: 'PHARMACY_DECLINE', actionReason: 'Out of stock' }, ctx)?.actionReason).toBe(
      'Out of stock',
    );
    expect(nextTaskState('VET_APPROVED', { type: 'PHARMACY_APPROVE' }, ctx)).toMatchObject({ status: 'PV1_APPROVED', action: 'Approved' });
  });

  it('unknown stored statuses allow nothing', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !(TASK_STATUSES as readonly string[]).includes(s)),
        fc.constantFrom(...EVENTS),
        (status, event) => {
          expect(canTransitionTask(status, event)).toBe(false);
          expect(nextTaskState(status, event)).toBeNull();
        },
      ),
    );
    expect(canTransitionTask(null, { type: 'COPY' })).toBe(false);
  });

  it('taskSnapshotFromStatus resolves the stored status and context', () => {
    const s = taskSnapshotFromStatus('PV1_DECLINED', { actionReason: 'r' });
    expect(s.value).toBe('PV1_DECLINED');
    expect(s.context).toEqual({ action: null, actionReason: 'r', actionedByLocationUserUuid: null });
  });
});
