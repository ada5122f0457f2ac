import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPrescriptionStatus } from '../machines/prescription-lifecycle.machine.js';
import {
  canStopLine,
  expiringTaskDue,
  nextLineStatus,
  orderStatusFromLines,
  pharmacyStep,
  SANDBOX_LINE_FLOW,
  SANDBOX_TICK_SECONDS_DEFAULT,
  sandboxAccess,
  sandboxShipment,
  sandboxTickSeconds,
  storefrontRxFor,
} from './rules.js';

const NOW = new Date(2026, 0, 20, 12);

describe('sandbox clock interval', () => {
  it('defaults when unset or invalid, 0 turns automatic ticks off', () => {
    expect(sandboxTickSeconds(undefined)).toBe(SANDBOX_TICK_SECONDS_DEFAULT);
    expect(sandboxTickSeconds('abc')).toBe(20);
    expect(sandboxTickSeconds('-3')).toBe(20);
    expect(sandboxTickSeconds('0')).toBe(0);
    fc.assert(fc.property(fc.integer({ min: 0, max: 86_400 }), (n) => sandboxTickSeconds(String(n)) === n));
  });
});

describe('sandbox access', () => {
  it('is refused in production for everyone and outside development for non-support users', () => {
    fc.assert(
      fc.property(fc.constantFrom('production', 'development', 'test' as const), fc.boolean(), (mode, support) => {
        const a = sandboxAccess(mode, support);
        if (mode === 'production') return !a.allowed;
        if (mode === 'test') return a.allowed === support;
        return a.allowed;
      }),
    );
  });
});

describe('storefront', () => {
  const rx = (id: number, over: object = {}) => ({ id, productId: 7, locationPatientId: 3, rxStatus: { code: 'Created' }, prescExpiryDate: '2026-12-01', issuedDate: `2026-01-0${id}`, ...over });
  it('fills with the newest fillable Rx of that product for that pet', () => {
    expect(storefrontRxFor([rx(1), rx(2)], 7, 3, NOW)?.id).toBe(2);
  });
  it('finds none for a draft, an expired, an archived Rx, another product or pet', () => {
    const none = [rx(1, { rxStatus: { code: 'Draft' } }), rx(2, { prescExpiryDate: '2026-01-01' }), rx(3, { archived: true }), rx(4, { productId: 8 }), rx(5, { locationPatientId: 9 })];
    expect(storefrontRxFor(none, 7, 3, NOW)).toBeNull();
  });
  it('raises an Expiring Rx task only within the one-month threshold', () => {
    expect(expiringTaskDue({ prescExpiryDate: '2026-02-10' }, NOW)).toBe(true);
    expect(expiringTaskDue({ prescExpiryDate: '2026-03-10' }, NOW)).toBe(false);
    expect(expiringTaskDue({ prescExpiryDate: '2026-01-10' }, NOW)).toBe(false);
    expect(expiringTaskDue({ prescExpiryDate: null, nextOrderDate: '2026-01-25' }, NOW)).toBe(true);
  });
});

describe('pharmacy', () => {
  it('every step it takes is a transition the prescription lifecycle allows', () => {
    const codes = ['Draft', 'Created', 'SentToPharmacy', 'FaxedToPharmacy', 'MailedToPharmacy', 'ReceivedByPharmacy', 'MoreInfoRequired', 'AcceptedByPharmacy', 'DeclinedByPharmacy', 'Declined'];
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.boolean(), fc.boolean(), fc.constantFrom('accept', 'moreInfo', 'decline' as const), (code, isControlled, hardCopyReceived, outcome) => {
        const event = pharmacyStep({ code, isControlled, hardCopyReceived }, outcome);
        return event === null || nextPrescriptionStatus({ code }, event) !== null;
      }),
    );
  });
  it('never accepts a controlled substance before its hard copy arrives', () => {
    expect(pharmacyStep({ code: 'ReceivedByPharmacy', isControlled: true, hardCopyReceived: false })).toBeNull();
    expect(pharmacyStep({ code: 'ReceivedByPharmacy', isControlled: true, hardCopyReceived: true })).toEqual({ type: 'PHARMACY_ACCEPTED' });
    expect(pharmacyStep({ code: 'ReceivedByPharmacy', isControlled: false, hardCopyReceived: false })).toEqual({ type: 'PHARMACY_ACCEPTED' });
  });
  it('walks an accepted Rx from Created to AcceptedByPharmacy in three steps', () => {
    let code = 'Created';
    for (let i = 0; i < 3; i++) code = nextPrescriptionStatus({ code }, pharmacyStep({ code, isControlled: false, hardCopyReceived: false })!)!.code;
    expect(code).toBe('AcceptedByPharmacy');
  });
});

describe('order lines', () => {
  it('move forward through the flow and stop at delivered', () => {
    expect(SANDBOX_LINE_FLOW.slice(1)).toEqual(SANDBOX_LINE_FLOW.slice(0, -1).map((s) => nextLineStatus(s)));
    expect(nextLineStatus('delivered')).toBeNull();
    expect(nextLineStatus('cancelled')).toBeNull();
  });
  it('cancel or void only before shipping, refund only after', () => {
    expect(canStopLine('ready-for-fulfillment', 'void')).toBe(true);
    expect(canStopLine('shipped', 'cancel')).toBe(false);
    expect(canStopLine('in-progress', 'refund')).toBe(false);
    expect(canStopLine('delivered', 'refund')).toBe(true);
  });
  it('give the order its status', () => {
    expect(orderStatusFromLines(['delivered', 'delivered'])).toBe('completed');
    expect(orderStatusFromLines(['delivered', 'cancelled'])).toBe('completed');
    expect(orderStatusFromLines(['cancelled'])).toBe('canceled');
    expect(orderStatusFromLines(['shipped', 'in-progress'])).toBe('shipped');
    expect(orderStatusFromLines(['ready-for-fulfillment'])).toBe('ready for fulfillment');
    expect(orderStatusFromLines(['in-progress', 'ready-for-fulfillment'])).toBe('in-progress');
  });
  it('ship with a carrier, a tracking number and its URL', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 1e8 }), (id) => {
      const s = sandboxShipment(id);
      return s.trackingUrl.includes(s.trackingNumber) && s.trackingNumber.startsWith('SBX');
    }));
  });
});
