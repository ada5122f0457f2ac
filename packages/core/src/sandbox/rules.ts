/**
 * The sandbox of the two outside parties VetRx talks to (issue 14; decisions 0170–0175): the client's
 * storefront, which places orders and raises prescription requests, and the pharmacy, which receives
 * prescriptions and fills orders. These are the pure rules both sides and the clock follow; the server
 * applies them (packages/server/src/sandbox), the CLI and the Sandbox page drive them.
 */
import type { PrescriptionLifecycleEvent } from '../machines/prescription-lifecycle.machine.js';
import { expiryKind } from '../record/expiry.js';
import { isPrescriptionFillable, type FillableSource } from '../record/fillable.js';
import type { OrderStatus } from '../order/status.js';

/**
 * Seconds between two automatic ticks of the sandbox clock when VETRX_SANDBOX_TICK_SECONDS is unset.
 *
 * @example
 * SANDBOX_TICK_SECONDS_DEFAULT // 20
 */
export const SANDBOX_TICK_SECONDS_DEFAULT = 20;

/**
 * Minutes of sandbox time one tick advances (decision 0172: minutes, not days).
 *
 * @example
 * SANDBOX_TICK_MINUTES // 15
 */
export const SANDBOX_TICK_MINUTES = 15;

/**
 * Most ticks one on-demand call may run (a bound on a support user's request).
 *
 * @example
 * SANDBOX_MAX_TICKS // 50
 */
export const SANDBOX_MAX_TICKS = 50;

/**
 * The automatic tick interval from VETRX_SANDBOX_TICK_SECONDS: a whole number of seconds; `0` turns
 * automatic ticking off (the clock still moves on demand); unset or invalid → the default.
 *
 * @example
 * sandboxTickSeconds(undefined) // 20
 * sandboxTickSeconds('0') // 0
 */
export function sandboxTickSeconds(raw: string | undefined | null): number {
  if (raw == null || raw.trim() === '') return SANDBOX_TICK_SECONDS_DEFAULT;
  const n = Number(raw.trim());
  return Number.isInteger(n) && n >= 0 && n <= 86_400 ? n : SANDBOX_TICK_SECONDS_DEFAULT;
}

/**
 * The texts of the sandbox (decided; the spec has no sandbox).
 *
 * @example
 * SANDBOX_MESSAGES.production // 'The sandbox is not available in production.'
 */
export const SANDBOX_MESSAGES = {
  production: 'The sandbox is not available in production.',
  supportOnly: 'Only support users can drive the sandbox.',
  noFillableRx: 'No authorized, fillable prescription for this product: the order waits for a vet as a Client Request.',
  quantity: 'Must be greater than zero & less than 10000',
  ticks: `Between 1 and ${SANDBOX_MAX_TICKS} ticks.`,
  noPending: 'Nothing to advance.',
  waitsForHardCopy: 'Waits for the hard copy.',
} as const;

/**
 * Who may drive the sandbox (decision 0170): nobody in production; outside development only a support
 * user; in development any signed-in user (their location scope still applies).
 *
 * @example
 * sandboxAccess('production', true) // { allowed: false, message: 'The sandbox is not available in production.' }
 * sandboxAccess('test', false).allowed // false
 */
export function sandboxAccess(mode: 'production' | 'development' | 'test', isSupport: boolean): { allowed: true } | { allowed: false; message: string } {
  if (mode === 'production') return { allowed: false, message: SANDBOX_MESSAGES.production };
  if (mode !== 'development' && !isSupport) return { allowed: false, message: SANDBOX_MESSAGES.supportOnly };
  return { allowed: true };
}

/**
 * A prescription the storefront may fill an order with.
 *
 * @example
 * const rx: StorefrontRx = { id: 1, productId: 7, locationPatientId: 3, rxStatus: { code: 'Created' } };
 */
export interface StorefrontRx extends FillableSource {
  readonly id: number;
  readonly productId: number;
  readonly locationPatientId: number | null;
  readonly issuedDate?: string | Date | null;
}

/**
 * The prescription a storefront order for `productId` for a pet is filled with: the newest authorized,
 * fillable one of that product for that pet; `null` → the order waits as a Client Request task
 * (decision 0171).
 *
 * @example
 * storefrontRxFor([{ id: 1, productId: 7, locationPatientId: 3, rxStatus: { code: 'Created' }, prescExpiryDate: '2099-01-01' }], 7, 3, new Date()) // the Rx 1
 */
export function storefrontRxFor<T extends StorefrontRx>(candidates: readonly T[], productId: number, locationPatientId: number, now: Date): T | null {
  const fit = candidates.filter((rx) => rx.productId === productId && rx.locationPatientId === locationPatientId && isPrescriptionFillable(rx, now));
  fit.sort((a, b) => new Date(b.issuedDate ?? 0).getTime() - new Date(a.issuedDate ?? 0).getTime() || b.id - a.id);
  return fit[0] ?? null;
}

/**
 * Does a prescription need an Expiring Rx task at `now`: its expiry (else the next order date) is
 * within the spec's one-month threshold and not yet past (prescribing §4 Expiry badge, §9)?
 *
 * @example
 * expiringTaskDue({ prescExpiryDate: '2026-02-10' }, new Date(2026, 0, 20)) // true
 */
export function expiringTaskDue(rx: { prescExpiryDate?: string | null; nextOrderDate?: string | null }, now: Date): boolean {
  return expiryKind(rx.prescExpiryDate ?? rx.nextOrderDate ?? null, now) === 'near';
}

/**
 * What the pharmacy answers a received prescription with (decision 0173).
 *
 * @example
 * const outcome: PharmacyOutcome = 'moreInfo';
 */
export type PharmacyOutcome = 'accept' | 'moreInfo' | 'decline';

/**
 * The pharmacy's view of a prescription.
 *
 * @example
 * const rx: PharmacyRx = { code: 'ReceivedByPharmacy', isControlled: true, hardCopyReceived: false };
 */
export interface PharmacyRx {
  readonly code: string;
  readonly isControlled: boolean;
  /** The physical hard copy has arrived (a mailed print counts). */
  readonly hardCopyReceived: boolean;
}

/**
 * The pharmacy's next step on a prescription, as a lifecycle event; `null` when it has nothing to do
 * (not yet authorized, already decided) or waits (a controlled substance without its hard copy is
 * never accepted — prescribing §1, §8).
 *
 * @example
 * pharmacyStep({ code: 'Created', isControlled: false, hardCopyReceived: false }) // { type: 'SEND_TO_PHARMACY' }
 * pharmacyStep({ code: 'ReceivedByPharmacy', isControlled: true, hardCopyReceived: false }) // null
 */
export function pharmacyStep(rx: PharmacyRx, outcome: PharmacyOutcome = 'accept'): PrescriptionLifecycleEvent | null {
  switch (rx.code) {
    case 'Created':
      return { type: 'SEND_TO_PHARMACY' };
    case 'SentToPharmacy':
    case 'FaxedToPharmacy':
    case 'MailedToPharmacy':
      return { type: 'PHARMACY_RECEIVED' };
    case 'ReceivedByPharmacy':
      if (outcome === 'decline') return { type: 'PHARMACY_DECLINED' };
      if (outcome === 'moreInfo') return { type: 'PHARMACY_REQUESTED_INFO' };
      if (rx.isControlled && !rx.hardCopyReceived) return null;
      return { type: 'PHARMACY_ACCEPTED' };
    case 'MoreInfoRequired':
      if (outcome === 'decline') return { type: 'PHARMACY_DECLINED' };
      return { type: 'INFO_PROVIDED' };
    default:
      return null;
  }
}

/**
 * The line flow of a filled order (decision 0174), first to last.
 *
 * @example
 * SANDBOX_LINE_FLOW[0] // 'in-progress'
 */
export const SANDBOX_LINE_FLOW = ['in-progress', 'ready-for-fulfillment', 'shipped', 'delivered'] as const;

/**
 * How an order line stops early, and the line status it ends in.
 *
 * @example
 * SANDBOX_LINE_STOPS.void // 'voided'
 */
export const SANDBOX_LINE_STOPS = { cancel: 'cancelled', refund: 'refunded', void: 'voided' } as const;

/**
 * One of the ways a line stops early.
 *
 * @example
 * const stop: SandboxLineStop = 'refund';
 */
export type SandboxLineStop = keyof typeof SANDBOX_LINE_STOPS;

/**
 * The next status of an order line in the flow; `null` at the end or for a stopped line.
 *
 * @example
 * nextLineStatus('ready-for-fulfillment') // 'shipped'
 * nextLineStatus('delivered') // null
 */
export function nextLineStatus(status: string): (typeof SANDBOX_LINE_FLOW)[number] | null {
  const i = (SANDBOX_LINE_FLOW as readonly string[]).indexOf(status);
  return i >= 0 && i < SANDBOX_LINE_FLOW.length - 1 ? SANDBOX_LINE_FLOW[i + 1] : null;
}

/**
 * May a line stop early this way? Cancel and void only before it ships; refund once it is paid
 * (shipped or delivered) — as online pharmacies do (decision 0174).
 *
 * @example
 * canStopLine('in-progress', 'cancel') // true
 * canStopLine('delivered', 'cancel') // false
 */
export function canStopLine(status: string, stop: SandboxLineStop): boolean {
  if (stop === 'refund') return status === 'shipped' || status === 'delivered';
  return status === 'in-progress' || status === 'ready-for-fulfillment';
}

/**
 * The order's status from its lines: all delivered → completed; all stopped the same way → that
 * (canceled, refunded, voided); any shipped or delivered → shipped; all ready → ready for fulfillment;
 * otherwise in-progress.
 *
 * @example
 * orderStatusFromLines(['shipped', 'in-progress']) // 'shipped'
 */
export function orderStatusFromLines(lines: readonly string[]): OrderStatus {
  if (lines.length === 0) return 'in-progress';
  const all = (s: string) => lines.every((l) => l === s);
  if (all('delivered')) return 'completed';
  if (all('cancelled')) return 'canceled';
  if (all('refunded')) return 'refunded';
  if (all('voided')) return 'voided';
  const live = lines.filter((l) => !['cancelled', 'refunded', 'voided'].includes(l));
  if (live.length && live.every((l) => l === 'delivered')) return 'completed';
  if (live.some((l) => l === 'shipped' || l === 'delivered')) return 'shipped';
  if (live.length && live.every((l) => l === 'ready-for-fulfillment')) return 'ready for fulfillment';
  return 'in-progress';
}

/**
 * The carriers the sandbox pharmacy ships with, and their tracking pages.
 *
 * @example
 * SANDBOX_CARRIERS[0].carrier // 'UPS'
 */
export const SANDBOX_CARRIERS = [
  { carrier: 'UPS', url: (n: string) => `https://www.ups.com/track?tracknum=${n}` },
  { carrier: 'FedEx', url: (n: string) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { carrier: 'USPS', url: (n: string) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
] as const;

/**
 * The shipment of a line (deterministic from the line id): carrier, tracking number and URL.
 *
 * @example
 * sandboxShipment(7).carrier // 'FedEx'
 */
export function sandboxShipment(lineId: number): { carrier: string; trackingNumber: string; trackingUrl: string } {
  const c = SANDBOX_CARRIERS[lineId % SANDBOX_CARRIERS.length];
  const trackingNumber = `SBX${String(lineId).padStart(9, '0')}`;
  return { carrier: c.carrier, trackingNumber, trackingUrl: c.url(trackingNumber) };
}
