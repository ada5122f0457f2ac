/**
 * The sandbox storefront and pharmacy (issue 14): stand-ins for the client's
 * online storefront and the dispensing pharmacy, so a development practice lives — client orders
 * arrive, vets' queues refill, prescriptions go to the pharmacy and orders ship. Both talk to the
 * portal only through the exchange functions (repositories/exchange.ts) a real adapter would call.
 *
 * Time: sandbox time is real time plus the clock's offset. A tick moves the clock on by
 * SANDBOX_LIMITS.tickMinutes and runs the storefront (answered client requests become orders or are
 * cancelled) and the pharmacy (one step for every prescription and order line in its hands). Ticks run
 * on demand and, when started (clock.ts), on their own.
 */
import { addDays, formatISO } from './dates.js';
import { nextPrescriptionStatus } from '@vetrx/core/record';
import {
  canStopLine,
  expiringTaskDue,
  nextLineStatus,
  orderStatusFromLines,
  pharmacyStep,
  SANDBOX_LINE_STOPS,
  sandboxTime,
  storefrontRefusal,
  sandboxEventSummary,
  sandboxRandom,
  sandboxTickSeed,
  sandboxTraffic,
  type SandboxTrafficKind,
  sandboxShipment,
  storefrontRxFor,
  type PharmacyOutcome,
  SANDBOX_LIMITS,
} from '@vetrx/core/sandbox';
import type { Db, Tx } from '../db/client.js';
import { REQUEST_TIME_LIMIT_MS, timeoutError } from '../deadline.js';
import { cancelsStatements, hasSqlState, openTransaction, QUERY_CANCELED } from '../repositories/transactions.js';
import { publishChange, publishWrite, shareChange } from '../live/changes.js';
import * as x from '../repositories/exchange.js';
import { appendAuditRow } from '../repositories/audit-chain.js';
import { SandboxError } from './errors.js';

/** Who drives a sandbox call: the signed-in support (or development) user; none for automatic ticks. */
export interface SandboxDriver {
  userId: number | null;
  username: string | null;
}

/** A storefront order: a pet owner orders a product for a pet at a location. */
export interface StorefrontOrderInput {
  locationId: number;
  locationClientId: number;
  locationPatientId: number;
  productId: number;
  quantity: number;
  isAutoship: boolean;
}

/** What an order became: an order filled with an Rx, or a Client Request task waiting for a vet. */
export type StorefrontOrderResult =
  | { outcome: 'ORDER'; orderId: number; orderNumber: string; prescriptionId: number; taskId: null }
  | { outcome: 'TASK'; orderId: null; orderNumber: null; prescriptionId: null; taskId: number };

/** What one tick did. */
export interface TickResult {
  ticks: number;
  now: Date;
  /** Orders placed: answered client requests and the storefront's new traffic. */
  ordersPlaced: number;
  /** New pending tasks the storefront's traffic raised (client requests, recommendations, renewals, expiring Rx). */
  requestsRaised: number;
  requestsCancelled: number;
  prescriptionsMoved: number;
  linesMoved: number;
}

export { SandboxError } from './errors.js';

/** How a tick runs: minutes of sandbox time, and whether the storefront brings new traffic. */
export interface TickOptions {
  minutes?: number;
  /** Generate new storefront traffic; automatic ticks do, on-demand ticks when asked. */
  traffic?: boolean;
  /** An automatic tick: the pharmacy and traffic take their step, but sandbox time stays on the wall clock. */
  auto?: boolean;
}

/** The sandbox's traffic settings. */
export interface SandboxSettings {
  /** New events per location per sandbox hour (0: none). */
  trafficPerHour: number;
  /** Seed of the traffic's randomness. */
  seed: number;
}

/** Autoship client requests reorder a month later. */
const AUTOSHIP_DAYS = 30;

/**
 * Creates the sandbox over a database. `now` is real time (injected in tests).
 *
 * @example
 * const sandbox = createSandbox(database.db);
 * await sandbox.storefront.order({ locationId, locationClientId, locationPatientId, productId, quantity: 1, isAutoship: false }, driver);
 */
export function createSandbox(db: Db, realNow: () => Date = () => new Date(), initial: Partial<SandboxSettings> = {}, limits: { statementMs?: number } = {}) {
  const settings: SandboxSettings = { trafficPerHour: initial.trafficPerHour ?? SANDBOX_LIMITS.defaultTrafficPerHour, seed: initial.seed ?? SANDBOX_LIMITS.defaultSeed };
  // Each statement of an exchange keeps to a request's time limit on PostgreSQL (PGlite runs a statement
  // to its end in this thread and cannot be interrupted): a tick, automatic or asked for, never holds
  // its locks for longer than a request may.
  const statementMs = limits.statementMs ?? REQUEST_TIME_LIMIT_MS;
  const cancellable = cancelsStatements(db);
  /** Runs one exchange in a transaction; open screens of the touched locations refresh once committed. */
  async function run<T>(operation: string, work: (tx: Tx, at: Date, touched: Set<number>) => Promise<T>): Promise<T> {
    const touched = new Set<number>();
    const result = await openTransaction(
      db,
      async (tx) => {
        const clock = await x.readClock(tx);
        const result = await work(tx, sandboxTime(realNow(), clock.offsetMinutes), touched);
        // The other instances hear of it when this commits.
        for (const locationId of touched) await shareChange(tx, db, { locationId: String(locationId), entity: 'Sandbox', operation });
        return result;
      },
      { statementTimeoutMs: () => Math.round(statementMs) },
    ).catch((e: unknown) => {
        if (cancellable && hasSqlState(e, [QUERY_CANCELED])) throw timeoutError(statementMs);
        throw e;
      });
    for (const locationId of touched) publishChange(db, { locationId: String(locationId), entity: 'Sandbox', operation });
    return result;
  }
  const actor = (party: x.ExchangeActor['party'], d?: SandboxDriver | null): x.ExchangeActor => ({ party, userId: d?.userId ?? null, audit: appendAuditRow });

  /** The client, pet and product of a storefront order; refused when missing, or inactive / deceased / no longer sold. */
  async function partiesFor(tx: Tx, input: Omit<StorefrontOrderInput, 'isAutoship' | 'quantity'>) {
    const parties = await x.orderParties(tx, input);
    if (!parties) throw new SandboxError('NOT_FOUND', 'Client, patient or product not found');
    const refusal = storefrontRefusal({ clientActive: parties.client.isActive, petActive: parties.patient.isActive, petDeceased: parties.patient.isDeceased, productActive: parties.product.isActive });
    if (refusal) throw new SandboxError('BAD_USER_INPUT', refusal.message, refusal.field);
    return parties;
  }

  async function placeFromStorefront(tx: Tx, at: Date, touched: Set<number>, input: StorefrontOrderInput, d?: SandboxDriver | null): Promise<StorefrontOrderResult> {
    await partiesFor(tx, input);
    const rx = storefrontRxFor(await x.prescriptionsForOrder(tx, input), input.productId, input.locationPatientId, at);
    touched.add(input.locationId);
    if (rx) {
      const { order } = await x.placeOrder(tx, at, actor('storefront', d), { ...input, prescriptionId: rx.id });
      return { outcome: 'ORDER', orderId: order.id, orderNumber: order.orderNumber, prescriptionId: rx.id, taskId: null };
    }
    const task = await x.raiseTask(
      tx,
      at,
      actor('storefront', d),
      {
        type: 'approval',
        locationId: input.locationId,
        locationClientId: input.locationClientId,
        locationPatientId: input.locationPatientId,
        productId: input.productId,
        quantityRequested: input.quantity,
        isAutoship: input.isAutoship,
        nextOrderDate: input.isAutoship ? formatISO(addDays(at, AUTOSHIP_DAYS)) : null,
        initiatedBy: 'client',
        origin: input.isAutoship ? 'autoship' : 'storefront',
      },
      { kind: 'client-request', state: 'open', detail: { quantity: input.quantity, isAutoship: input.isAutoship } },
    );
    return { outcome: 'TASK', orderId: null, orderNumber: null, prescriptionId: null, taskId: task.id };
  }

  /** Answered client requests: approved → the waiting order is placed with the new Rx; declined → cancelled. */
  async function settle(tx: Tx, at: Date, touched: Set<number>, locationIds?: readonly number[], d?: SandboxDriver | null) {
    let placed = 0;
    let cancelled = 0;
    for (const { exchange, task } of await x.openClientRequests(tx, locationIds)) {
      if (task.status === 'VET_APPROVED' && task.prescriptionId) {
        const detail = (exchange.detail ?? {}) as { quantity?: number; isAutoship?: boolean };
        await x.placeOrder(tx, at, actor('storefront', d), {
          locationId: task.locationId,
          locationClientId: task.locationClientId,
          locationPatientId: task.locationPatientId!,
          productId: task.productId,
          prescriptionId: task.prescriptionId,
          quantity: detail.quantity ?? task.quantityRequested ?? 1,
          isAutoship: detail.isAutoship ?? task.isAutoship,
          taskId: task.id,
        });
        await x.closeExchange(tx, exchange.id, 'ordered');
        placed++;
        touched.add(task.locationId);
      } else if (task.status !== 'PENDING') {
        // Declining a client approval request cancels the pending order (prescribing §8).
        await x.closeExchange(tx, exchange.id, 'cancelled');
        cancelled++;
        touched.add(task.locationId);
      }
    }
    return { placed, cancelled };
  }

  async function raiseRecommendation(tx: Tx, at: Date, touched: Set<number>, input: Omit<StorefrontOrderInput, 'isAutoship'>, d?: SandboxDriver | null) {
    await partiesFor(tx, input);
    touched.add(input.locationId);
    return x.raiseTask(
      tx,
      at,
      actor('storefront', d),
      { type: 'draft', ...input, quantityRequested: input.quantity, initiatedBy: 'staff', origin: 'storefront' },
      { kind: 'recommendation' },
    );
  }

  async function raiseRenewal(tx: Tx, at: Date, touched: Set<number>, prescriptionId: number, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) {
    const view = await x.pharmacyView(tx, prescriptionId);
    if (!view || (locationIds && !locationIds.includes(view.rx.locationId)) || !view.rx.locationClientId) throw new SandboxError('NOT_FOUND', 'Prescription not found');
    touched.add(view.rx.locationId);
    return x.raiseTask(
      tx,
      at,
      actor('storefront', d),
      {
        type: 'renewal',
        locationId: view.rx.locationId,
        locationClientId: view.rx.locationClientId,
        locationPatientId: view.rx.locationPatientId,
        productId: view.rx.productId,
        quantityRequested: 1,
        expirationDate: view.rx.prescExpiryDate,
        previousPrescriptionId: view.rx.id,
        initiatedBy: 'client',
        origin: 'storefront',
      },
      { kind: 'renewal' },
    );
  }

  /** Fillable prescriptions expiring within the one-month threshold, without an Expiring Rx or renewal task. */
  async function expiringDue(tx: Tx, at: Date, locationIds: readonly number[] | undefined) {
    return (await x.expiringCandidates(tx, locationIds, formatISO(addDays(at, 31)), at)).filter((rx) => expiringTaskDue(rx, at));
  }

  async function raiseExpiring(tx: Tx, at: Date, touched: Set<number>, rx: Awaited<ReturnType<typeof expiringDue>>[number], d?: SandboxDriver | null) {
    touched.add(rx.locationId);
    return x.raiseTask(
      tx,
      at,
      actor('storefront', d),
      {
        type: 'expiring',
        locationId: rx.locationId,
        locationClientId: rx.locationClientId!,
        locationPatientId: rx.locationPatientId,
        productId: rx.productId,
        expirationDate: rx.prescExpiryDate,
        nextOrderDate: rx.nextOrderDate,
        previousPrescriptionId: rx.id,
        initiatedBy: 'system',
        origin: 'system',
      },
      { kind: 'expiring' },
    );
  }

  /** One traffic event at a location; 'task' or 'order' when something arrived, null when nothing fitted. */
  async function trafficEvent(tx: Tx, at: Date, touched: Set<number>, locationId: number, kind: SandboxTrafficKind, random: () => number, d?: SandboxDriver | null): Promise<'task' | 'order' | null> {
    const today = formatISO(at);
    switch (kind) {
      case 'order': {
        const rx = await x.pickUnorderedPrescription(tx, locationId, today, random());
        if (!rx) return null;
        const result = await placeFromStorefront(tx, at, touched, { locationId, locationClientId: rx.locationClientId!, locationPatientId: rx.locationPatientId!, productId: rx.productId, quantity: 1, isAutoship: random() < 0.3 }, d);
        return result.outcome === 'ORDER' ? 'order' : 'task';
      }
      case 'renewal': {
        const id = await x.pickRenewable(tx, locationId, formatISO(addDays(at, -60)), random());
        if (!id) return null;
        await raiseRenewal(tx, at, touched, id, [locationId], d);
        return 'task';
      }
      case 'expiring': {
        const due = await expiringDue(tx, at, [locationId]);
        if (!due.length) return null;
        await raiseExpiring(tx, at, touched, due[Math.min(due.length - 1, Math.floor(random() * due.length))], d);
        return 'task';
      }
      default: {
        const pet = await x.pickPet(tx, locationId, random());
        const productId = pet && (await x.pickProduct(tx, locationId, pet.species, random()));
        if (!pet || !productId) return null;
        const quantity = 1 + Math.floor(random() * 3);
        const input = { locationId, locationClientId: pet.client, locationPatientId: pet.patient, productId, quantity };
        if (kind === 'recommendation') {
          await raiseRecommendation(tx, at, touched, input, d);
          return 'task';
        }
        const result = await placeFromStorefront(tx, at, touched, { ...input, isAutoship: random() < 0.4 }, d);
        return result.outcome === 'ORDER' ? 'order' : 'task';
      }
    }
  }

  /** The storefront's new traffic of one tick at every location in reach (seeded: the same tick draws the same events). */
  async function traffic(tx: Tx, at: Date, touched: Set<number>, tick: number, minutes: number, perHour: number, locationIds?: readonly number[], d?: SandboxDriver | null) {
    let tasks = 0;
    let orders = 0;
    if (perHour <= 0) return { tasks, orders };
    for (const location of await x.trafficLocations(tx, locationIds)) {
      const random = sandboxRandom(sandboxTickSeed(settings.seed, tick, location.id));
      for (const kind of sandboxTraffic(random, { perHour, minutes, pending: Number(location.pending) })) {
        let arrived: 'task' | 'order' | null = null;
        try {
          arrived = await trafficEvent(tx, at, touched, location.id, kind, random, d);
        } catch (e) {
          // A party the storefront refuses is skipped: nothing was written yet.
          if (!(e instanceof SandboxError)) throw e;
        }
        if (arrived === 'task') tasks++;
        if (arrived === 'order') orders++;
      }
    }
    return { tasks, orders };
  }

  async function advanceRx(tx: Tx, at: Date, touched: Set<number>, prescriptionId: number, outcome: PharmacyOutcome, d?: SandboxDriver | null) {
    const view = await x.pharmacyView(tx, prescriptionId);
    if (!view) throw new SandboxError('NOT_FOUND', 'Prescription not found');
    const event = pharmacyStep({ code: view.rx.rxStatusCode, isControlled: view.isControlled, hardCopyReceived: view.hardCopyReceived }, outcome);
    const next = event && nextPrescriptionStatus({ code: view.rx.rxStatusCode, archived: view.rx.archived }, event);
    if (!event || !next) return null;
    touched.add(view.rx.locationId);
    // A mailed print reaching the pharmacy is the hard copy a controlled substance waits for.
    if (view.rx.rxStatusCode === 'MailedToPharmacy' && event.type === 'PHARMACY_RECEIVED' && !view.hardCopyReceivedOnFile) await x.recordHardCopy(tx, at, actor('pharmacy', d), prescriptionId, view.rx.locationId);
    return x.setPrescriptionStatus(tx, at, actor('pharmacy', d), prescriptionId, next.code, event.type);
  }

  async function moveLine(tx: Tx, at: Date, touched: Set<number>, lineItemId: number, status: string, d?: SandboxDriver | null) {
    const shipment = status === 'shipped' ? sandboxShipment(lineItemId) : undefined;
    const moved = await x.setLineStatus(tx, at, actor('pharmacy', d), lineItemId, status, orderStatusFromLines, shipment);
    touched.add(moved.order.locationId);
    return moved;
  }

  /** One pharmacy step on every line of the storefront's orders still moving. */
  async function pharmacyRound(tx: Tx, at: Date, touched: Set<number>, locationIds?: readonly number[], d?: SandboxDriver | null) {
    let prescriptionsMoved = 0;
    let linesMoved = 0;
    const seen = new Set<number>();
    for (const { line } of await x.movingLines(tx, locationIds)) {
      const rx = line.prescriptionId ? await x.pharmacyView(tx, line.prescriptionId) : null;
      const code = rx?.rx.rxStatusCode;
      if (rx && code !== 'AcceptedByPharmacy') {
        if (code === 'DeclinedByPharmacy' || code === 'Declined') {
          if (canStopLine(line.status, 'cancel')) {
            await moveLine(tx, at, touched, line.id, SANDBOX_LINE_STOPS.cancel, d);
            linesMoved++;
          }
        } else if (!seen.has(rx.rx.id)) {
          seen.add(rx.rx.id);
          if (await advanceRx(tx, at, touched, rx.rx.id, 'accept', d)) prescriptionsMoved++;
        }
        continue;
      }
      const next = nextLineStatus(line.status);
      if (next) {
        await moveLine(tx, at, touched, line.id, next, d);
        linesMoved++;
      }
    }
    return { prescriptionsMoved, linesMoved };
  }

  /** One tick inside `tx` (see `tick`); null when `notAfter` is given and a tick came after it. */
  async function tickWithin(tx: Tx, touched: Set<number>, locationIds: readonly number[] | undefined, d: SandboxDriver | null | undefined, opts: TickOptions, notAfter?: Date): Promise<TickResult | null> {
    const minutes = opts.minutes ?? SANDBOX_LIMITS.tickMinutes;
    // An automatic tick is a step at the wall clock's time; an on-demand one moves sandbox time on.
    const clock = await x.advanceClock(tx, opts.auto ? 0 : minutes, realNow(), notAfter);
    if (!clock) return null;
    const at = sandboxTime(realNow(), clock.offsetMinutes);
    const settled = await settle(tx, at, touched, locationIds, d);
    const round = await pharmacyRound(tx, at, touched, locationIds, d);
    const arrived = opts.traffic ? await traffic(tx, at, touched, clock.ticks, minutes, clock.trafficPerHour ?? settings.trafficPerHour, locationIds, d) : { tasks: 0, orders: 0 };
    return { ticks: clock.ticks, now: at, ordersPlaced: settled.placed + arrived.orders, requestsRaised: arrived.tasks, requestsCancelled: settled.cancelled, ...round };
  }

  return {
    /**
     * Sandbox time now, the clock's tick count and last tick, the automatic interval a support user set
     * (null: the server's setting) and the traffic rate in force.
     */
    async clock(): Promise<{ now: Date; ticks: number; offsetMinutes: number; lastTickAt: Date | null; tickSeconds: number | null; trafficPerHour: number }> {
      const c = await openTransaction(db, (tx) => x.readClock(tx));
      return {
        now: sandboxTime(realNow(), c.offsetMinutes),
        ticks: c.ticks,
        offsetMinutes: Math.min(c.offsetMinutes, SANDBOX_LIMITS.maxLeadMinutes),
        lastTickAt: c.lastTickAt,
        tickSeconds: c.tickSeconds,
        trafficPerHour: c.trafficPerHour ?? settings.trafficPerHour,
      };
    },

    /**
     * Sets the automatic clock's interval and, when given, the traffic rate — in the clock's row, for
     * every instance; the instance holding the clock hears of it and follows.
     */
    async setClock(next: { tickSeconds: number; trafficPerHour?: number | null }): Promise<void> {
      const change = { locationId: null, entity: 'SandboxClock', operation: 'SandboxSetClock' };
      await openTransaction(db, async (tx) => {
        await x.storeClockSettings(tx, next);
        await shareChange(tx, db, change);
      });
      publishWrite(db, change);
    },

    storefront: {
      /** A pet owner orders: an order with an authorized fillable Rx, else a pending Client Request task. */
      order: (input: StorefrontOrderInput, d?: SandboxDriver | null) => run('SandboxPlaceOrder', (tx, at, touched) => placeFromStorefront(tx, at, touched, input, d)),

      /** A Recommendation Request: a suggestion (by practice staff, through the storefront) awaiting a vet's approval. */
      recommend: (input: Omit<StorefrontOrderInput, 'isAutoship'>, d?: SandboxDriver | null) =>
        run('SandboxRecommend', (tx, at, touched) => raiseRecommendation(tx, at, touched, input, d)),

      /** A Renewal Request for an existing prescription (the client asks for more). */
      renew: (prescriptionId: number, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxRenew', (tx, at, touched) => raiseRenewal(tx, at, touched, prescriptionId, locationIds, d)),

      /** Expiring Rx tasks for every fillable prescription whose expiry comes within the one-month threshold (once each). */
      generateExpiring: (locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxGenerateExpiring', async (tx, at, touched) => {
          const tasks = [];
          for (const rx of await expiringDue(tx, at, locationIds)) tasks.push(await raiseExpiring(tx, at, touched, rx, d));
          return tasks;
        }),
    },

    pharmacy: {
      /** One pharmacy step on a prescription; null when it has nothing to do or waits for the hard copy. */
      advanceRx: (prescriptionId: number, outcome: PharmacyOutcome, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxAdvancePrescription', async (tx, at, touched) => {
          const view = await x.pharmacyView(tx, prescriptionId);
          if (!view || (locationIds && !locationIds.includes(view.rx.locationId))) throw new SandboxError('NOT_FOUND', 'Prescription not found');
          return advanceRx(tx, at, touched, prescriptionId, outcome, d);
        }),

      /** The hard copy of a (controlled) prescription reaches the pharmacy. */
      receiveHardCopy: (prescriptionId: number, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxHardCopy', async (tx, at, touched) => {
          const view = await x.pharmacyView(tx, prescriptionId);
          if (!view || (locationIds && !locationIds.includes(view.rx.locationId))) throw new SandboxError('NOT_FOUND', 'Prescription not found');
          await x.recordHardCopy(tx, at, actor('pharmacy', d), prescriptionId, view.rx.locationId);
          touched.add(view.rx.locationId);
          return true;
        }),

      /** Moves an order line one step on, or stops it (cancel, refund, void). */
      moveLine: (lineItemId: number, stop: keyof typeof SANDBOX_LINE_STOPS | null, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxMoveOrderLine', async (tx, at, touched) => {
          const row = await x.lineWithOrder(tx, lineItemId);
          if (!row || (locationIds && !locationIds.includes(row.order.locationId))) throw new SandboxError('NOT_FOUND', 'Order line not found');
          const status = stop ? (canStopLine(row.line.status, stop) ? SANDBOX_LINE_STOPS[stop] : null) : nextLineStatus(row.line.status);
          if (!status) throw new SandboxError('BAD_USER_INPUT', `The line is ${row.line.status}: it cannot ${stop ?? 'move on'}.`, 'lineItemId');
          return (await moveLine(tx, at, touched, lineItemId, status, d)).line;
        }),
    },

    /** The server's traffic settings: the rate when the Sandbox page set none (the clock's row), and the seed. */
    settings,

    /** Products the storefront sells, by title. */
    products: (text: string | null, controlled: boolean | null, take: number) => openTransaction(db, (tx) => x.storefrontProducts(tx, text, controlled, take)),

    /** Pet owners at a location, with their pets, that the storefront can order for (the Sandbox page's pickers). */
    customers: (locationId: number, text: string, take: number) => openTransaction(db, (tx) => x.storefrontCustomers(tx, locationId, text, take)),

    /** The newest exchanges at a location and the lines of its storefront orders (the Sandbox page). */
    activity: (locationId: number, take: number) =>
      openTransaction(db, async (tx) => ({
        events: (await x.recentExchanges(tx, locationId, take)).map((e) => ({ ...e, summary: sandboxEventSummary(e.kind, e.detail as Record<string, unknown> | null) })),
        lines: await x.storefrontLines(tx, locationId, take),
      })),

    /**
     * One tick: the clock moves on, answered client requests settle, the pharmacy takes one step on
     * everything, and — with `traffic` — the storefront brings new requests and orders.
     */
    tick: (locationIds?: readonly number[], d?: SandboxDriver | null, opts: TickOptions = {}): Promise<TickResult> =>
      run('SandboxTick', async (tx, _at, touched) => (await tickWithin(tx, touched, locationIds, d, opts))!),

    /**
     * The automatic clock's tick: the pharmacy and traffic take their step at the wall
     * clock's time, unless a tick came less than `everySeconds` ago (less a tenth, at most a second) —
     * then nothing happens and the answer is null, so two instances that both think they hold the
     * clock never tick one interval twice.
     */
    autoTick: (everySeconds: number): Promise<TickResult | null> =>
      run('SandboxTick', (tx, _at, touched) => {
        const slackMs = Math.min(1_000, everySeconds * 100);
        return tickWithin(tx, touched, undefined, null, { traffic: true, auto: true }, new Date(realNow().getTime() - everySeconds * 1_000 + slackMs));
      }),
  };
}

/** The sandbox of a database (see {@link createSandbox}). */
export type Sandbox = ReturnType<typeof createSandbox>;
