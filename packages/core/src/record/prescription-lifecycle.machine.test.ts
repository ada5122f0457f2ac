import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths } from 'xstate/graph';
import type { ArchiveOrder } from '../archive/rule.js';
import { RX_STATUS_CODES, type RxStatusCode } from './status.js';
import {
  archiveAllowed,
  canTransitionPrescription,
  isFaxPrint,
  isMailPrint,
  nextPrescriptionStatus,
  type PrescriptionLifecycleEvent,
  prescriptionLifecycleMachine,
  prescriptionSnapshotFromStatus,
} from './prescription-lifecycle.machine.js';

const finished: ArchiveOrder[] = [{ lineItems: [{ status: 'delivered' }, { status: 'in-progress', shipment: {} }] }];
const inProgress: ArchiveOrder[] = [{ lineItems: [{ status: 'delivered' }, { status: 'in-progress' }] }];

const EVENTS: PrescriptionLifecycleEvent[] = [
  { type: 'SAVE_DRAFT' },
  { type: 'AUTHORIZE' },
  { type: 'PRINT', method: 'fax' },
  { type: 'PRINT', method: 'mail' },
  { type: 'SEND_TO_PHARMACY' },
  { type: 'PHARMACY_RECEIVED' },
  { type: 'PHARMACY_REQUESTED_INFO' },
  { type: 'INFO_PROVIDED' },
  { type: 'PHARMACY_ACCEPTED' },
  { type: 'PHARMACY_DECLINED' },
  { type: 'DECLINE' },
  { type: 'REJECT_DRAFT' },
  { type: 'ARCHIVE', orders: finished },
  { type: 'ARCHIVE', orders: inProgress },
];

/** Every allowed (from, event, to) of the specification, as decided in the machine's TSDoc. */
const ALLOWED: [RxStatusCode, PrescriptionLifecycleEvent['type'], RxStatusCode | 'archived', ('fax' | 'mail')?][] = [
  ['Draft', 'SAVE_DRAFT', 'Draft'],
  ['Draft', 'AUTHORIZE', 'Created'],
  ['Draft', 'PRINT', 'FaxedToPharmacy', 'fax'],
  ['Draft', 'PRINT', 'MailedToPharmacy', 'mail'],
  ['Draft', 'DECLINE', 'Declined'],
  ['Draft', 'REJECT_DRAFT', 'RejectedDraft'],
  ['Created', 'SEND_TO_PHARMACY', 'SentToPharmacy'],
  ['Created', 'PRINT', 'FaxedToPharmacy', 'fax'],
  ['Created', 'PRINT', 'MailedToPharmacy', 'mail'],
  ['Created', 'DECLINE', 'Declined'],
  ['SentToPharmacy', 'PHARMACY_RECEIVED', 'ReceivedByPharmacy'],
  ['FaxedToPharmacy', 'PHARMACY_RECEIVED', 'ReceivedByPharmacy'],
  ['MailedToPharmacy', 'PHARMACY_RECEIVED', 'ReceivedByPharmacy'],
  ['ReceivedByPharmacy', 'PHARMACY_REQUESTED_INFO', 'MoreInfoRequired'],
  ['ReceivedByPharmacy', 'PHARMACY_ACCEPTED', 'AcceptedByPharmacy'],
  ['ReceivedByPharmacy', 'PHARMACY_DECLINED', 'DeclinedByPharmacy'],
  ['MoreInfoRequired', 'INFO_PROVIDED', 'ReceivedByPharmacy'],
  ['MoreInfoRequired', 'PHARMACY_ACCEPTED', 'AcceptedByPharmacy'],
  ['MoreInfoRequired', 'PHARMACY_DECLINED', 'DeclinedByPharmacy'],
];

function eventOf(type: PrescriptionLifecycleEvent['type'], method?: 'fax' | 'mail'): PrescriptionLifecycleEvent {
  if (type === 'PRINT') return { type, method: method ?? 'fax' };
  if (type === 'ARCHIVE') return { type, orders: finished };
  return { type } as PrescriptionLifecycleEvent;
}

const serialize = (v: unknown) => JSON.stringify(v);

describe('guards alone', () => {
  it('isFaxPrint / isMailPrint read the print method', () => {
    expect(isFaxPrint({ type: 'PRINT', method: 'fax' })).toBe(true);
    expect(isFaxPrint({ type: 'PRINT', method: 'mail' })).toBe(false);
    expect(isMailPrint({ type: 'PRINT', method: 'mail' })).toBe(true);
    expect(isMailPrint({ type: 'AUTHORIZE' })).toBe(false);
    expect(isFaxPrint({ type: 'AUTHORIZE' })).toBe(false);
  });

  it('archiveAllowed follows the archive rule', () => {
    expect(archiveAllowed({ type: 'ARCHIVE', orders: finished })).toBe(true);
    expect(archiveAllowed({ type: 'ARCHIVE', orders: inProgress })).toBe(false);
    expect(archiveAllowed({ type: 'ARCHIVE', orders: [] })).toBe(true);
    expect(archiveAllowed({ type: 'DECLINE' })).toBe(false);
  });
});

describe('prescriptionLifecycleMachine graph', () => {
  it('reaches every status and archived by shortest paths', () => {
    const paths = getShortestPaths(prescriptionLifecycleMachine, { events: EVENTS });
    const reached = new Set(paths.map((p) => serialize(p.state.value)));
    for (const code of RX_STATUS_CODES) expect(reached).toContain(serialize({ active: code }));
    expect(reached).toContain(serialize('archived'));
  });

  const label = (state: { matches: (v: 'archived') => boolean; context: { code: string } }) =>
    state.matches('archived') ? 'archived' : state.context.code;
  const edgeOf = (from: string, event: PrescriptionLifecycleEvent, to: string) =>
    `${from} ${event.type}${event.type === 'PRINT' ? `:${event.method}` : ''} ${to}`;
  const allowedEdges = new Set([
    ...ALLOWED.map(([from, type, to, method]) => edgeOf(from, eventOf(type, method), to)),
    ...RX_STATUS_CODES.map((code) => edgeOf(code, eventOf('ARCHIVE'), 'archived')),
  ]);

  it('every step of every simple path is an allowed transition', () => {
    const paths = getSimplePaths(prescriptionLifecycleMachine, { events: EVENTS });
    expect(paths.length).toBeGreaterThan(RX_STATUS_CODES.length);
    for (const p of paths) {
      let prev = 'Draft';
      // the first step of a path is the machine's initial state, reached by xstate's init event
      for (const step of p.steps.slice(1)) {
        const to = label(step.state);
        expect(allowedEdges).toContain(edgeOf(prev, step.event, to));
        prev = to;
      }
    }
  });

  it('the adjacency map holds every allowed transition, and only those', () => {
    const adjacency = getAdjacencyMap(prescriptionLifecycleMachine, { events: EVENTS });
    const edges = new Set<string>();
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const { event, state: next } of Object.values(transitions) as { event: PrescriptionLifecycleEvent; state: typeof state }[]) {
        if (!state.can(event)) continue; // a refused event leaves the state as it is
        edges.add(edgeOf(label(state), event, label(next)));
      }
    }
    expect([...edges].sort()).toEqual([...allowedEdges].sort());
  });

  it('runs as an actor from Draft to archived', () => {
    const actor = createActor(prescriptionLifecycleMachine).start();
    actor.send({ type: 'SAVE_DRAFT' });
    actor.send({ type: 'AUTHORIZE' });
    actor.send({ type: 'SEND_TO_PHARMACY' });
    actor.send({ type: 'ARCHIVE', orders: inProgress });
    expect(actor.getSnapshot().value).toEqual({ active: 'SentToPharmacy' });
    actor.send({ type: 'ARCHIVE', orders: finished });
    expect(actor.getSnapshot().matches('archived')).toBe(true);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.code).toBe('SentToPharmacy');
  });
});

describe('pure transition helpers', () => {
  it('allows exactly the listed transitions between statuses', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_CODES), fc.constantFrom(...EVENTS.filter((e) => e.type !== 'ARCHIVE')), (code, event) => {
        const method = event.type === 'PRINT' ? event.method : undefined;
        const rule = ALLOWED.find(([f, t, , m]) => f === code && t === event.type && m === method);
        expect(canTransitionPrescription({ code }, event)).toBe(rule !== undefined);
        expect(nextPrescriptionStatus({ code }, event)).toEqual(rule ? { code: rule[2], archived: false } : null);
      }),
    );
  });

  it('archive is allowed from every status iff no related order is in progress, and keeps the code', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_CODES), fc.boolean(), (code, done) => {
        const event: PrescriptionLifecycleEvent = { type: 'ARCHIVE', orders: done ? finished : inProgress };
        expect(canTransitionPrescription({ code }, event)).toBe(done);
        expect(nextPrescriptionStatus({ code, archived: false }, event)).toEqual(done ? { code, archived: true } : null);
      }),
    );
  });

  it('an archived prescription accepts nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_CODES), fc.constantFrom(...EVENTS), (code, event) => {
        expect(canTransitionPrescription({ code, archived: true }, event)).toBe(false);
        expect(nextPrescriptionStatus({ code, archived: true }, event)).toBeNull();
      }),
    );
  });

  it('unknown codes allow nothing', () => {
    expect(canTransitionPrescription({ code: 'Lost' }, { type: 'AUTHORIZE' })).toBe(false);
    expect(nextPrescriptionStatus({ code: null }, { type: 'AUTHORIZE' })).toBeNull();
  });

  it('prescriptionSnapshotFromStatus resolves code and archived flag', () => {
    expect(prescriptionSnapshotFromStatus({ code: 'MoreInfoRequired' }).value).toEqual({ active: 'MoreInfoRequired' });
    const archived = prescriptionSnapshotFromStatus({ code: 'Created', archived: true });
    expect(archived.value).toBe('archived');
    expect(archived.context.code).toBe('Created');
  });

  it('every stored status round-trips through a snapshot', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_CODES), fc.boolean(), (code, archived) => {
        const s = prescriptionSnapshotFromStatus({ code, archived });
        expect({ code: s.context.code, archived: s.matches('archived') }).toEqual({ code, archived });
      }),
    );
  });
});
