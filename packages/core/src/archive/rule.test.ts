import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LINE_STATUSES } from '../order/status.js';
import {
  type ArchiveLineItem,
  archiveButtonState,
  archiveRefusal,
  buildArchivePrescriptionVariables,
  FINISHED_LINE_STATUSES,
  hasOrderInProgress,
  isLineItemFinished,
} from './rule.js';

const UNFINISHED = ['in-progress', 'ready-for-fulfillment', 'sent-to-fulfillment', 'pending', 'on-hold'];

const lineArb: fc.Arbitrary<ArchiveLineItem> = fc.record({
  status: fc.oneof(
    fc.constantFrom(...LINE_STATUSES, ...UNFINISHED),
    fc.record({ code: fc.constantFrom(...LINE_STATUSES, ...UNFINISHED), description: fc.constant(null) }),
    fc.constant(null),
  ),
  shipped: fc.option(fc.boolean(), { nil: null }),
  shipment: fc.option(fc.record({ trackingNumber: fc.string() }), { nil: null }),
});
const ordersArb = fc.array(fc.record({ lineItems: fc.option(fc.array(lineArb, { maxLength: 5 }), { nil: null }) }), { maxLength: 4 });

const code = (l: ArchiveLineItem) => (typeof l.status === 'string' ? l.status : (l.status?.code ?? ''));
const finishedByHand = (l: ArchiveLineItem) =>
  l.shipment != null || l.shipped === true || (LINE_STATUSES as readonly string[]).includes(code(l));

describe('archive rule', () => {
  it('the finished statuses are the spec’s eight', () => {
    expect([...FINISHED_LINE_STATUSES].sort()).toEqual(
      ['cancelled', 'delivered', 'picked-up', 'refunded', 'shipped', 'shipped-recieved', 'void', 'voided'].sort(),
    );
  });

  it('archive allowed iff every line of every order is finished, shipped or has a shipment', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        const allDone = orders.every((o) => (o.lineItems ?? []).every(finishedByHand));
        expect(hasOrderInProgress(orders)).toBe(!allDone);
        expect(archiveRefusal({ archived: false }, orders)?.code ?? null).toBe(allDone ? null : 'ORDER_IN_PROGRESS');
      }),
    );
  });

  it('an archived prescription is always refused as already archived', () => {
    fc.assert(
      fc.property(ordersArb, (orders) => {
        expect(archiveRefusal({ archived: true }, orders)).toEqual({
          code: 'ALREADY_ARCHIVED',
          message: 'This prescription has already been archived.',
        });
      }),
    );
  });

  it('reads descriptions and the correct spelling shipped-received', () => {
    expect(isLineItemFinished({ status: { code: null, description: 'Picked Up' } })).toBe(true);
    expect(isLineItemFinished({ status: 'shipped-received' })).toBe(true);
    expect(isLineItemFinished({ status: { code: 'in-progress', description: 'In Progress' } })).toBe(false);
    expect(hasOrderInProgress(null)).toBe(false);
  });
});

describe('archive button and payload', () => {
  const busy = [{ lineItems: [{ status: 'in-progress' }] }];
  it('archived → disabled "archived"; order in progress → disabled with tooltip; else enabled', () => {
    expect(archiveButtonState({ archived: true }, busy)).toEqual({ label: 'archived', disabled: true, tooltip: null });
    expect(archiveButtonState({ archived: false }, busy)).toEqual({
      label: 'Archive',
      disabled: true,
      tooltip: 'A client order for this prescription is still in progress, so it cannot be archived until processing completes.',
    });
    expect(archiveButtonState({}, [])).toEqual({ label: 'Archive', disabled: false, tooltip: null });
  });

  it('records archived and the acting user', () => {
    expect(buildArchivePrescriptionVariables(7, { id: 4, uuid: 'u' })).toEqual({
      id: 7,
      input: { archived: true, archivedByLocationUserId: 4 },
    });
  });
});
