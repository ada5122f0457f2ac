import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nextPrescriptionStatus } from '../record/prescription-lifecycle.machine.js';
import {
  canStopLine,
  expiringTaskDue,
  nextLineStatus,
  orderStatusFromLines,
  pharmacyStep,
  SANDBOX_LINE_FLOW,
  SANDBOX_TICK_SECONDS_DEFAULT,
  sandboxAccess,
  sandboxClockAccess,
  sandboxOffsetAfter,
  sandboxTime,
  SANDBOX_MAX_LEAD_MINUTES,
  storefrontRefusal,
  sandboxShipment,
  sandboxTickSeconds,
  storefrontRxFor,
  SANDBOX_QUEUE_CAP,
  SANDBOX_SEED_DEFAULT,
  SANDBOX_TRAFFIC_MIX,
  SANDBOX_TRAFFIC_PER_HOUR_DEFAULT,
  sandboxRandom,
  sandboxSeed,
  sandboxTickSeed,
  sandboxTraffic,
  sandboxTrafficPerHour,
  sandboxEventSummary,
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
    // The next order date comes near while the expiry is far: due; an expired Rx is never due.
    expect(expiringTaskDue({ prescExpiryDate: '2027-01-01', nextOrderDate: '2026-02-01' }, NOW)).toBe(true);
    expect(expiringTaskDue({ prescExpiryDate: '2027-01-01', nextOrderDate: '2026-06-01' }, NOW)).toBe(false);
    expect(expiringTaskDue({ prescExpiryDate: '2026-01-10', nextOrderDate: '2026-02-01' }, NOW)).toBe(false);
  });
});

describe('clock', () => {
  it('never runs more than a day ahead of real time; an automatic tick keeps to the wall clock', () => {
    expect(sandboxOffsetAfter(0, 15)).toBe(15);
    expect(sandboxOffsetAfter(SANDBOX_MAX_LEAD_MINUTES - 5, 15)).toBe(SANDBOX_MAX_LEAD_MINUTES);
    expect(sandboxOffsetAfter(30, 0)).toBe(30);
    // An offset stored by the drifting clock of before (a week of dev at 45× real time) reads as a day.
    const real = new Date('2026-01-01T00:00:00Z');
    expect(sandboxTime(real, 60 * 24 * 300).getTime() - real.getTime()).toBe(SANDBOX_MAX_LEAD_MINUTES * 60_000);
    expect(sandboxOffsetAfter(60 * 24 * 300, 15)).toBe(SANDBOX_MAX_LEAD_MINUTES);
    fc.assert(fc.property(fc.integer({ min: -10_000, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000 }), (o, m) => {
      const next = sandboxOffsetAfter(o, m);
      return next >= 0 && next <= SANDBOX_MAX_LEAD_MINUTES;
    }));
  });

  it('only support moves the clock, in every mode; nobody in production', () => {
    expect(sandboxClockAccess('development', false)).toEqual({ allowed: false, message: 'Only support users can move the sandbox clock.' });
    expect(sandboxClockAccess('test', false).allowed).toBe(false);
    expect(sandboxClockAccess('development', true).allowed).toBe(true);
    expect(sandboxClockAccess('production', true).allowed).toBe(false);
    // The rest of the sandbox stays open to practice users in development.
    expect(sandboxAccess('development', false).allowed).toBe(true);
  });
});

describe('storefront refusals', () => {
  const ok = { clientActive: true, petActive: true, petDeceased: false, productActive: true };
  it('refuses an inactive client, a deceased or inactive pet and a product no longer sold, with the field', () => {
    expect(storefrontRefusal(ok)).toBeNull();
    expect(storefrontRefusal({ ...ok, clientActive: false })).toEqual({ field: 'locationClientId', message: 'The client is inactive: the storefront takes no orders for them.' });
    expect(storefrontRefusal({ ...ok, petDeceased: true, petActive: false })?.message).toBe('The pet is deceased: the storefront takes no orders for them.');
    expect(storefrontRefusal({ ...ok, petActive: false })?.field).toBe('locationPatientId');
    expect(storefrontRefusal({ ...ok, productActive: false })).toEqual({ field: 'productId', message: 'The product is no longer sold: the storefront takes no orders for it.' });
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

describe('sandbox traffic', () => {
  it('is deterministic for a seed, and (seed, tick, location) seeds differ between ticks', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(10_000), fc.nat(1000), (seed, tick, loc) => {
        const a = sandboxRandom(sandboxTickSeed(seed, tick, loc));
        const b = sandboxRandom(sandboxTickSeed(seed, tick, loc));
        const xs = Array.from({ length: 5 }, a);
        return xs.every((x, i) => x >= 0 && x < 1 && x === xs[i]) && JSON.stringify(xs) === JSON.stringify(Array.from({ length: 5 }, b));
      }),
    );
    expect(sandboxTickSeed(14, 1, 1)).not.toBe(sandboxTickSeed(14, 2, 1));
    expect(sandboxTickSeed(14, 1, 1)).not.toBe(sandboxTickSeed(14, 1, 2));
  });

  it('draws nothing at rate 0, and never raises tasks past the queue cap', () => {
    fc.assert(
      fc.property(fc.integer(), fc.double({ min: 0, max: 60, noNaN: true }), fc.nat(60), (seed, perHour, pending) => {
        const out = sandboxTraffic(sandboxRandom(seed), { perHour, minutes: 15, pending, cap: SANDBOX_QUEUE_CAP });
        const tasks = out.filter((k) => k !== 'order').length;
        return out.length <= 5 && pending + tasks <= Math.max(pending, SANDBOX_QUEUE_CAP);
      }),
    );
    expect(sandboxTraffic(sandboxRandom(1), { perHour: 0, minutes: 15, pending: 0 })).toEqual([]);
  });

  it('arrives at about the configured rate, in the configured mix', () => {
    const random = sandboxRandom(7);
    const counts: Record<string, number> = {};
    let n = 0;
    for (let i = 0; i < 4000; i++) {
      for (const k of sandboxTraffic(random, { perHour: 4, minutes: 15, pending: 0 })) {
        counts[k] = (counts[k] ?? 0) + 1;
        n++;
      }
    }
    // Mean 1 per tick (4 an hour × 15 minutes), a little under for the cap of 5 per tick.
    expect(n / 4000).toBeGreaterThan(0.9);
    expect(n / 4000).toBeLessThan(1.1);
    for (const [kind, weight] of Object.entries(SANDBOX_TRAFFIC_MIX)) expect(Math.abs(counts[kind] / n - weight / 100)).toBeLessThan(0.04);
  });

  it('reads the rate and seed from the environment', () => {
    expect(sandboxTrafficPerHour(undefined)).toBe(SANDBOX_TRAFFIC_PER_HOUR_DEFAULT);
    expect(sandboxTrafficPerHour('0')).toBe(0);
    expect(sandboxTrafficPerHour('2.5')).toBe(2.5);
    expect(sandboxTrafficPerHour('-1')).toBe(SANDBOX_TRAFFIC_PER_HOUR_DEFAULT);
    expect(sandboxTrafficPerHour('100')).toBe(SANDBOX_TRAFFIC_PER_HOUR_DEFAULT);
    expect(sandboxSeed('7')).toBe(7);
    expect(sandboxSeed(undefined)).toBe(SANDBOX_SEED_DEFAULT);
  });
});

describe('sandbox feed', () => {
  it('names every kind of exchange', () => {
    expect(sandboxEventSummary('line-status', { from: 'ready-for-fulfillment', to: 'shipped' })).toBe('Order line ready-for-fulfillment → shipped');
    expect(sandboxEventSummary('client-request', { quantity: 3, isAutoship: false, outcome: 'ordered' })).toBe('Client Request raised (quantity 3) — ordered');
    fc.assert(fc.property(fc.string(), fc.dictionary(fc.string(), fc.jsonValue()), (kind, detail) => sandboxEventSummary(kind, detail).length > 0 || kind === ''));
  });
});
