/**
 * The sandbox of the two outside parties VetRx talks to (issue 14): the client's
 * storefront, which places orders and raises prescription requests, and the pharmacy, which receives
 * prescriptions and fills orders. These are the pure rules both sides and the clock follow; the server
 * applies them (packages/server/src/sandbox), the CLI and the Sandbox page drive them.
 */
import type { PrescriptionLifecycleEvent } from '../record/prescription-lifecycle.machine.js';
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
 * Minutes of sandbox time one tick advances (minutes, not days).
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
  return Number.isInteger(n) && n >= 0 && n <= SANDBOX_MAX_TICK_SECONDS ? n : SANDBOX_TICK_SECONDS_DEFAULT;
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
  take: `Between 1 and 100 entries.`,
  tickSeconds: 'Between 0 (off) and 86400 seconds.',
  trafficPerHour: 'Between 0 and 60 an hour.',
  autoOnlyInDevelopment: 'Automatic ticks run only in development.',
  clockSupportOnly: 'Only support users can move the sandbox clock.',
  inactiveClient: 'The client is inactive: the storefront takes no orders for them.',
  deceasedPet: 'The pet is deceased: the storefront takes no orders for them.',
  inactivePet: 'The pet is inactive: the storefront takes no orders for them.',
  inactiveProduct: 'The product is no longer sold: the storefront takes no orders for it.',
} as const;

/**
 * Longest interval of the automatic clock, in seconds (a day).
 *
 * @example
 * SANDBOX_MAX_TICK_SECONDS // 86400
 */
export const SANDBOX_MAX_TICK_SECONDS = 86_400;

/**
 * Highest traffic rate, events per location per sandbox hour.
 *
 * @example
 * SANDBOX_MAX_TRAFFIC_PER_HOUR // 60
 */
export const SANDBOX_MAX_TRAFFIC_PER_HOUR = 60;

/**
 * Who may drive the sandbox: nobody in production; outside development only a support
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
 * Who may move the sandbox clock — tick it or set its interval and traffic rate: the
 * clock is one for the whole server, so only a support user, in every mode; never in production.
 *
 * @example
 * sandboxClockAccess('development', false) // { allowed: false, message: 'Only support users can move the sandbox clock.' }
 * sandboxClockAccess('development', true).allowed // true
 */
export function sandboxClockAccess(mode: 'production' | 'development' | 'test', isSupport: boolean): { allowed: true } | { allowed: false; message: string } {
  if (mode === 'production') return { allowed: false, message: SANDBOX_MESSAGES.production };
  if (!isSupport) return { allowed: false, message: SANDBOX_MESSAGES.clockSupportOnly };
  return { allowed: true };
}

/**
 * Why the storefront refuses an order or a recommendation for these parties, or null:
 * a pet owner whose client record is inactive, a deceased or inactive pet, a product no longer sold.
 *
 * @example
 * storefrontRefusal({ clientActive: true, petActive: true, petDeceased: true, productActive: true }) // { field: 'locationPatientId', message: 'The pet is deceased: the storefront takes no orders for them.' }
 */
export function storefrontRefusal(p: { clientActive: boolean; petActive: boolean; petDeceased: boolean; productActive: boolean }): { field: 'locationClientId' | 'locationPatientId' | 'productId'; message: string } | null {
  if (!p.clientActive) return { field: 'locationClientId', message: SANDBOX_MESSAGES.inactiveClient };
  if (p.petDeceased) return { field: 'locationPatientId', message: SANDBOX_MESSAGES.deceasedPet };
  if (!p.petActive) return { field: 'locationPatientId', message: SANDBOX_MESSAGES.inactivePet };
  if (!p.productActive) return { field: 'productId', message: SANDBOX_MESSAGES.inactiveProduct };
  return null;
}

/**
 * How far sandbox time may run ahead of real time, in minutes: a day.
 *
 * @example
 * SANDBOX_MAX_LEAD_MINUTES // 1440
 */
export const SANDBOX_MAX_LEAD_MINUTES = 24 * 60;

/**
 * The clock's offset after a tick: an on-demand tick moves sandbox time on by its
 * minutes, never more than {@link SANDBOX_MAX_LEAD_MINUTES} ahead of real time; an automatic tick
 * (`minutes` 0) leaves it, so a running demo stays on the wall clock.
 *
 * @example
 * sandboxOffsetAfter(0, 15) // 15
 * sandboxOffsetAfter(1430, 15) // 1440
 */
export function sandboxOffsetAfter(offsetMinutes: number, minutes: number): number {
  return Math.max(0, Math.min(SANDBOX_MAX_LEAD_MINUTES, Math.min(offsetMinutes, SANDBOX_MAX_LEAD_MINUTES) + minutes));
}

/**
 * Sandbox time: real time plus the clock's offset, the offset bounded by
 * {@link SANDBOX_MAX_LEAD_MINUTES} (an offset stored before the bound reads as the bound).
 *
 * @example
 * sandboxTime(new Date('2026-01-01T00:00:00Z'), 100000).toISOString() // '2026-01-02T00:00:00.000Z'
 */
export function sandboxTime(realNow: Date, offsetMinutes: number): Date {
  return new Date(realNow.getTime() + Math.max(0, Math.min(offsetMinutes, SANDBOX_MAX_LEAD_MINUTES)) * 60_000);
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
 * Does a prescription need an Expiring Rx task at `now`: its expiry is within the
 * spec's one-month threshold and not yet past, or — still unexpired — its next (autoship) order date
 * comes within that threshold (prescribing §4 Expiry badge, §9).
 *
 * @example
 * expiringTaskDue({ prescExpiryDate: '2026-02-10' }, new Date(2026, 0, 20)) // true
 * expiringTaskDue({ prescExpiryDate: '2027-01-01', nextOrderDate: '2026-02-01' }, new Date(2026, 0, 20)) // true
 */
export function expiringTaskDue(rx: { prescExpiryDate?: string | null; nextOrderDate?: string | null }, now: Date): boolean {
  const expiry = expiryKind(rx.prescExpiryDate ?? null, now);
  if (expiry === 'near') return true;
  return expiry !== 'expired' && expiryKind(rx.nextOrderDate ?? null, now) === 'near';
}

/**
 * What the pharmacy answers a received prescription with.
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
 * The line flow of a filled order, first to last.
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
 * (shipped or delivered) — as online pharmacies do.
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

/**
 * New storefront traffic per location per hour of sandbox time when VETRX_SANDBOX_TRAFFIC_PER_HOUR is
 * unset: with a tick of 15 minutes every 20 seconds, about one new request or order
 * a minute of real time at each location.
 *
 * @example
 * SANDBOX_TRAFFIC_PER_HOUR_DEFAULT // 4
 */
export const SANDBOX_TRAFFIC_PER_HOUR_DEFAULT = 4;

/**
 * Pending tasks the storefront raised at a location (seeded and practice-made ones do not count) above
 * which its traffic raises no more requests (a demo queue refills on top of what the
 * practice has; it does not drown): orders against fillable prescriptions still arrive.
 *
 * @example
 * SANDBOX_QUEUE_CAP // 40
 */
export const SANDBOX_QUEUE_CAP = 40;

/**
 * The seed of the sandbox's randomness when VETRX_SANDBOX_SEED is unset.
 *
 * @example
 * SANDBOX_SEED_DEFAULT // 14
 */
export const SANDBOX_SEED_DEFAULT = 14;

/**
 * The traffic rate from VETRX_SANDBOX_TRAFFIC_PER_HOUR: events per location per sandbox hour, 0 to 60
 * (decimals allowed); `0` turns generated traffic off; unset or invalid → the default.
 *
 * @example
 * sandboxTrafficPerHour(undefined) // 4
 * sandboxTrafficPerHour('0.5') // 0.5
 */
export function sandboxTrafficPerHour(raw: string | undefined | null): number {
  if (raw == null || raw.trim() === '') return SANDBOX_TRAFFIC_PER_HOUR_DEFAULT;
  const n = Number(raw.trim());
  return Number.isFinite(n) && n >= 0 && n <= SANDBOX_MAX_TRAFFIC_PER_HOUR ? n : SANDBOX_TRAFFIC_PER_HOUR_DEFAULT;
}

/**
 * The seed from VETRX_SANDBOX_SEED: a whole number; unset or invalid → the default.
 *
 * @example
 * sandboxSeed('7') // 7
 * sandboxSeed('x') // 14
 */
export function sandboxSeed(raw: string | undefined | null): number {
  const n = Number(raw?.trim() || NaN);
  return Number.isSafeInteger(n) ? n : SANDBOX_SEED_DEFAULT;
}

/**
 * A seeded random source (mulberry32): the same seed gives the same numbers in [0, 1), on every
 * machine, so a test that ticks on demand sees the same traffic every time.
 *
 * @example
 * const r = sandboxRandom(42); r() === sandboxRandom(42)() // true
 */
export function sandboxRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The seed of one location's traffic at one tick: the same (seed, tick, location) always draws the
 * same events, whatever other locations or earlier ticks did.
 *
 * @example
 * sandboxTickSeed(14, 3, 1) === sandboxTickSeed(14, 3, 1) // true
 */
export function sandboxTickSeed(seed: number, tick: number, locationId: number): number {
  let h = 2_166_136_261 ^ (seed | 0);
  for (const n of [tick, locationId]) {
    h = Math.imul(h ^ (n & 0xffff), 16_777_619);
    h = Math.imul(h ^ (n >>> 16), 16_777_619);
  }
  return h >>> 0;
}

/**
 * What the storefront's traffic may bring: a pet owner orders a product with no Rx on
 * file (a Client Request), a pet owner orders against a vet's new prescription (an order), a renewal
 * request, a recommendation by practice staff, an Expiring Rx task.
 *
 * @example
 * const kind: SandboxTrafficKind = 'clientRequest';
 */
export type SandboxTrafficKind = 'clientRequest' | 'order' | 'renewal' | 'recommendation' | 'expiring';

/**
 * The mix of traffic, by weight (online vet pharmacies: most of the queue is client requests; a third
 * of orders come against a prescription already on file).
 *
 * @example
 * SANDBOX_TRAFFIC_MIX.clientRequest // 40
 */
export const SANDBOX_TRAFFIC_MIX: Readonly<Record<SandboxTrafficKind, number>> = {
  clientRequest: 40,
  order: 25,
  renewal: 15,
  recommendation: 10,
  expiring: 10,
};

/** Kinds that add a pending task to the queue (held back by the queue cap). */
const TASK_KINDS: ReadonlySet<SandboxTrafficKind> = new Set(['clientRequest', 'renewal', 'recommendation', 'expiring']);

/**
 * The traffic of one location for one tick: how many events arrive (Poisson with mean `perHour` ×
 * the tick's hours, at most 5) and of which kind (by {@link SANDBOX_TRAFFIC_MIX}); task-raising kinds
 * stop once the location's queue reaches {@link SANDBOX_QUEUE_CAP}. Deterministic in `random`.
 *
 * @example
 * sandboxTraffic(sandboxRandom(1), { perHour: 0, minutes: 15, pending: 0 }) // []
 */
export function sandboxTraffic(random: () => number, opts: { perHour: number; minutes: number; pending: number; cap?: number }): SandboxTrafficKind[] {
  const mean = Math.max(0, opts.perHour) * (opts.minutes / 60);
  if (mean <= 0) return [];
  // Knuth's Poisson draw: multiply uniforms until the product falls below e^-mean.
  const limit = Math.exp(-mean);
  let n = 0;
  for (let p = random(); p > limit && n < 5; p *= random()) n++;
  const kinds = Object.keys(SANDBOX_TRAFFIC_MIX) as SandboxTrafficKind[];
  const total = kinds.reduce((s, k) => s + SANDBOX_TRAFFIC_MIX[k], 0);
  const cap = opts.cap ?? SANDBOX_QUEUE_CAP;
  let pending = opts.pending;
  const out: SandboxTrafficKind[] = [];
  for (let i = 0; i < n; i++) {
    let pick = random() * total;
    const kind = kinds.find((k) => (pick -= SANDBOX_TRAFFIC_MIX[k]) < 0) ?? kinds[0];
    if (TASK_KINDS.has(kind)) {
      if (pending >= cap) continue;
      pending++;
    }
    out.push(kind);
  }
  return out;
}

/**
 * Most events and order lines the Sandbox page's feed shows.
 *
 * @example
 * SANDBOX_FEED_MAX // 100
 */
export const SANDBOX_FEED_MAX = 100;

/**
 * One line of the Sandbox page's feed for an exchange (decided texts; the spec has no sandbox).
 *
 * @example
 * sandboxEventSummary('rx-status', { from: 'Created', to: 'SentToPharmacy' }) // 'Prescription Created → SentToPharmacy'
 * sandboxEventSummary('order-placed', { quantity: 2, isAutoship: true }) // 'Order placed (quantity 2, autoship)'
 */
export function sandboxEventSummary(kind: string, detail: Record<string, unknown> | null | undefined): string {
  const d = detail ?? {};
  const outcome = typeof d.outcome === 'string' ? ` — ${d.outcome}` : '';
  switch (kind) {
    case 'order-placed':
      return `Order placed (quantity ${String(d.quantity ?? 1)}${d.isAutoship ? ', autoship' : ''})`;
    case 'client-request':
      return `Client Request raised (quantity ${String(d.quantity ?? 1)}${d.isAutoship ? ', autoship' : ''})${outcome}`;
    case 'recommendation':
      return 'Recommendation raised';
    case 'renewal':
      return 'Renewal Request raised';
    case 'expiring':
      return 'Expiring Rx task raised';
    case 'rx-status':
      return `Prescription ${String(d.from ?? '?')} → ${String(d.to ?? '?')}`;
    case 'hard-copy':
      return 'Hard copy received by the pharmacy';
    case 'line-status':
      return `Order line ${String(d.from ?? '?')} → ${String(d.to ?? '?')}`;
    default:
      return kind;
  }
}
