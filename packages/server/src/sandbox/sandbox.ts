/**
 * The sandbox storefront and pharmacy (issue 14; decisions 0170–0175): stand-ins for the client's
 * online storefront and the dispensing pharmacy, so a development practice lives — client orders
 * arrive, vets' queues refill, prescriptions go to the pharmacy and orders ship. Both talk to the
 * portal only through the exchange functions (repositories/exchange.ts) a real adapter would call.
 *
 * Time: sandbox time is real time plus the clock's offset. A tick moves the clock on by
 * SANDBOX_TICK_MINUTES and runs the storefront (answered client requests become orders or are
 * cancelled) and the pharmacy (one step for every prescription and order line in its hands). Ticks run
 * on demand and, when started (clock.ts), on their own.
 */
import { addDays, formatISO } from './dates.js';
import { nextPrescriptionStatus } from '@vetrx/core/machines';
import {
  canStopLine,
  expiringTaskDue,
  nextLineStatus,
  orderStatusFromLines,
  pharmacyStep,
  SANDBOX_LINE_STOPS,
  SANDBOX_TICK_MINUTES,
  sandboxShipment,
  storefrontRxFor,
  type PharmacyOutcome,
  type SandboxLineStop,
} from '@vetrx/core/sandbox';
import type { Db, Tx } from '../db/client.js';
import { publishChange } from '../live/changes.js';
import * as x from '../repositories/exchange.js';

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
  ordersPlaced: number;
  requestsCancelled: number;
  prescriptionsMoved: number;
  linesMoved: number;
}

/** Raised for a sandbox refusal the caller turns into BAD_USER_INPUT or NOT_FOUND. */
export class SandboxError extends Error {
  constructor(
    readonly code: 'NOT_FOUND' | 'BAD_USER_INPUT',
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

const MINUTE = 60_000;
/** Autoship client requests reorder a month later (decision 0171). */
const AUTOSHIP_DAYS = 30;

/**
 * Creates the sandbox over a database. `now` is real time (injected in tests).
 *
 * @example
 * const sandbox = createSandbox(database.db);
 * await sandbox.storefront.order({ locationId, locationClientId, locationPatientId, productId, quantity: 1, isAutoship: false }, driver);
 */
export function createSandbox(db: Db, realNow: () => Date = () => new Date()) {
  /** Runs one exchange in a transaction; open screens of the touched locations refresh once committed. */
  async function run<T>(operation: string, work: (tx: Tx, at: Date, touched: Set<number>) => Promise<T>): Promise<T> {
    const touched = new Set<number>();
    const result = await db.transaction(async (tx) => {
      const clock = await x.readClock(tx);
      return work(tx, new Date(realNow().getTime() + clock.offsetMinutes * MINUTE), touched);
    });
    for (const locationId of touched) publishChange(db, { locationId: String(locationId), entity: 'Sandbox', operation });
    return result;
  }
  const actor = (party: x.ExchangeActor['party'], d?: SandboxDriver | null): x.ExchangeActor => ({ party, userId: d?.userId ?? null, username: d?.username ?? null });

  async function placeFromStorefront(tx: Tx, at: Date, touched: Set<number>, input: StorefrontOrderInput, d?: SandboxDriver | null): Promise<StorefrontOrderResult> {
    const parties = await x.orderParties(tx, input);
    if (!parties) throw new SandboxError('NOT_FOUND', 'Client, patient or product not found');
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

  async function advanceRx(tx: Tx, at: Date, touched: Set<number>, prescriptionId: number, outcome: PharmacyOutcome, d?: SandboxDriver | null) {
    const view = await x.pharmacyView(tx, prescriptionId);
    if (!view) throw new SandboxError('NOT_FOUND', 'Prescription not found');
    const event = pharmacyStep({ code: view.rx.rxStatusCode, isControlled: view.isControlled, hardCopyReceived: view.hardCopyReceived }, outcome);
    const next = event && nextPrescriptionStatus({ code: view.rx.rxStatusCode, archived: view.rx.archived }, event);
    if (!event || !next) return null;
    touched.add(view.rx.locationId);
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

  return {
    /** Sandbox time now, and the clock's tick count. */
    async clock(): Promise<{ now: Date; ticks: number; offsetMinutes: number; lastTickAt: Date | null }> {
      const c = await db.transaction((tx) => x.readClock(tx));
      return { now: new Date(realNow().getTime() + c.offsetMinutes * MINUTE), ticks: c.ticks, offsetMinutes: c.offsetMinutes, lastTickAt: c.lastTickAt };
    },

    storefront: {
      /** A pet owner orders: an order with an authorized fillable Rx, else a pending Client Request task. */
      order: (input: StorefrontOrderInput, d?: SandboxDriver | null) => run('SandboxPlaceOrder', (tx, at, touched) => placeFromStorefront(tx, at, touched, input, d)),

      /** A Recommendation Request: a suggestion (by practice staff, through the storefront) awaiting a vet's approval. */
      recommend: (input: Omit<StorefrontOrderInput, 'isAutoship'>, d?: SandboxDriver | null) =>
        run('SandboxRecommend', async (tx, at, touched) => {
          if (!(await x.orderParties(tx, input))) throw new SandboxError('NOT_FOUND', 'Client, patient or product not found');
          touched.add(input.locationId);
          return x.raiseTask(
            tx,
            at,
            actor('storefront', d),
            { type: 'draft', ...input, quantityRequested: input.quantity, initiatedBy: 'staff', origin: 'storefront' },
            { kind: 'recommendation' },
          );
        }),

      /** A Renewal Request for an existing prescription (the client asks for more). */
      renew: (prescriptionId: number, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxRenew', async (tx, at, touched) => {
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
        }),

      /** Expiring Rx tasks for every fillable prescription whose expiry comes within the one-month threshold (once each). */
      generateExpiring: (locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxGenerateExpiring', async (tx, at, touched) => {
          const until = formatISO(addDays(at, 31));
          const tasks = [];
          for (const rx of await x.expiringCandidates(tx, locationIds, until, at)) {
            if (!expiringTaskDue(rx, at)) continue;
            touched.add(rx.locationId);
            tasks.push(
              await x.raiseTask(
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
                  previousPrescriptionId: rx.id,
                  initiatedBy: 'system',
                  origin: 'system',
                },
                { kind: 'expiring' },
              ),
            );
          }
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
      moveLine: (lineItemId: number, stop: SandboxLineStop | null, locationIds: readonly number[] | undefined, d?: SandboxDriver | null) =>
        run('SandboxMoveOrderLine', async (tx, at, touched) => {
          const row = await x.lineWithOrder(tx, lineItemId);
          if (!row || (locationIds && !locationIds.includes(row.order.locationId))) throw new SandboxError('NOT_FOUND', 'Order line not found');
          const status = stop ? (canStopLine(row.line.status, stop) ? SANDBOX_LINE_STOPS[stop] : null) : nextLineStatus(row.line.status);
          if (!status) throw new SandboxError('BAD_USER_INPUT', `The line is ${row.line.status}: it cannot ${stop ?? 'move on'}.`, 'lineItemId');
          return (await moveLine(tx, at, touched, lineItemId, status, d)).line;
        }),
    },

    /** One tick: the clock moves on, answered client requests settle, the pharmacy takes one step on everything. */
    tick: (locationIds?: readonly number[], d?: SandboxDriver | null, minutes = SANDBOX_TICK_MINUTES): Promise<TickResult> =>
      run('SandboxTick', async (tx, _at, touched) => {
        const clock = await x.advanceClock(tx, minutes, realNow());
        const at = new Date(realNow().getTime() + clock.offsetMinutes * MINUTE);
        const settled = await settle(tx, at, touched, locationIds, d);
        const round = await pharmacyRound(tx, at, touched, locationIds, d);
        return { ticks: clock.ticks, now: at, ordersPlaced: settled.placed, requestsCancelled: settled.cancelled, ...round };
      }),
  };
}

/** The sandbox of a database (see {@link createSandbox}). */
export type Sandbox = ReturnType<typeof createSandbox>;
