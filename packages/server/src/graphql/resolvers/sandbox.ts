/**
 * The sandbox operations (issue 14): place storefront orders and requests, move
 * the pharmacy and the clock. Refused in production, and outside development for anyone but a
 * support user acting as themselves (core's `sandboxAccess`). Records of locations out of the caller's
 * reach answer NOT_FOUND.
 */
import { SANDBOX_LINE_STOPS, SANDBOX_MESSAGES, sandboxAccess, sandboxClockAccess, type PharmacyOutcome, SANDBOX_LIMITS } from '@vetrx/core/sandbox';
import { parseId, type RequestContext } from '../../context/context.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { SandboxError } from '../../sandbox/errors.js';
import { callerSandbox } from '../../sandbox/running.js';
import type { StorefrontOrderInput } from '../../sandbox/sandbox.js';
import type { Resolvers, SandboxOrderInput } from '../generated/resolvers-types.js';
import { PRESCRIPTION_LIMITS } from '@vetrx/core/prescription';

/** The caller's sandbox, or the refusal. */
function sandboxFor(ctx: RequestContext) {
  const user = ctx.requireUser();
  const { running, locationIds } = callerSandbox(ctx.repos);
  const decision = sandboxAccess(running?.mode ?? 'production', ctx.supportMode);
  if (!running || !decision.allowed) throw forbidden(decision.allowed ? SANDBOX_MESSAGES.production : decision.message);
  return { ...running, scope: locationIds, driver: { userId: user.id, username: ctx.authUser?.username ?? user.username } };
}

/** The caller's sandbox for moving its clock (ticks, interval, rate): support only, in every mode. */
function clockFor(ctx: RequestContext) {
  const sb = sandboxFor(ctx);
  const decision = sandboxClockAccess(sb.mode, ctx.supportMode);
  if (!decision.allowed) throw forbidden(decision.message);
  return sb;
}

/** May the caller drive the sandbox (the support menu shows the Sandbox page only then)? */
export function sandboxAvailable(ctx: RequestContext): boolean {
  const { running } = callerSandbox(ctx.repos);
  return !!running && sandboxAccess(running.mode, ctx.supportMode).allowed;
}

/** A location the caller drives the sandbox at (NOT_FOUND otherwise). */
function locationOf(ctx: RequestContext, scope: readonly number[] | undefined, id: string | number): number {
  const locationId = parseId(id, 'Location');
  if (scope && !scope.includes(locationId)) throw notFound('Location');
  return locationId;
}

/** Turns a sandbox refusal into the API's error. */
async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof SandboxError) throw e.code === 'NOT_FOUND' ? notFound(e.message.replace(/ not found$/, '')) : badInput(e.message, { [e.field ?? 'input']: e.message });
    throw e;
  }
}

function orderInput(ctx: RequestContext, scope: readonly number[] | undefined, input: SandboxOrderInput): StorefrontOrderInput {
  const locationId = locationOf(ctx, scope, input.locationId);
  if (!Number.isInteger(input.quantity) || input.quantity < PRESCRIPTION_LIMITS.quantityMin || input.quantity > PRESCRIPTION_LIMITS.quantityMax) {
    throw badInput(SANDBOX_MESSAGES.quantity, { quantity: SANDBOX_MESSAGES.quantity });
  }
  return {
    locationId,
    locationClientId: parseId(input.locationClientId, 'Client'),
    locationPatientId: parseId(input.locationPatientId, 'Patient'),
    productId: parseId(input.productId, 'Product'),
    quantity: input.quantity,
    isAutoship: input.isAutoship ?? false,
  };
}

const OUTCOMES: readonly PharmacyOutcome[] = ['accept', 'moreInfo', 'decline'];

const id = (v: number | null | undefined) => (v == null ? null : String(v));

/** The clock and traffic settings of a running sandbox. */
async function stateOf(sb: ReturnType<typeof sandboxFor>) {
  const clock = await sb.sandbox.clock();
  return { now: clock.now, ticks: clock.ticks, tickSeconds: sb.tickSecondsOf(clock), mode: sb.mode, trafficPerHour: clock.trafficPerHour, seed: sb.sandbox.settings.seed };
}

export const sandboxResolvers: Resolvers = {
  Query: {
    sandboxState: async (_p, _a, ctx) => stateOf(sandboxFor(ctx)),
    sandboxProducts: async (_p, { text, controlled, take }, ctx) => {
      const sb = sandboxFor(ctx);
      const n = take ?? 30;
      if (!Number.isInteger(n) || n < 1 || n > SANDBOX_LIMITS.maxFeed) throw badInput(SANDBOX_MESSAGES.take, { take: SANDBOX_MESSAGES.take });
      const rows = await sb.sandbox.products(text?.trim() || null, controlled ?? null, n);
      return rows.map((r) => ({ ...r, id: String(r.id) }));
    },
    sandboxCustomers: async (_p, { locationId, text, take }, ctx) => {
      const sb = sandboxFor(ctx);
      const location = locationOf(ctx, sb.scope, locationId);
      const n = take ?? 20;
      if (!Number.isInteger(n) || n < 1 || n > SANDBOX_LIMITS.maxFeed) throw badInput(SANDBOX_MESSAGES.take, { take: SANDBOX_MESSAGES.take });
      const term = text.trim();
      if (!term) return [];
      const rows = await sb.sandbox.customers(location, term, n);
      return rows.map((r) => ({ ...r, id: String(r.id), pets: r.pets.map((p) => ({ ...p, id: String(p.id) })) }));
    },
    sandboxActivity: async (_p, { locationId, take }, ctx) => {
      const sb = sandboxFor(ctx);
      const location = locationOf(ctx, sb.scope, locationId);
      const n = take ?? 30;
      if (!Number.isInteger(n) || n < 1 || n > SANDBOX_LIMITS.maxFeed) throw badInput(SANDBOX_MESSAGES.take, { take: SANDBOX_MESSAGES.take });
      const { events, lines } = await sb.sandbox.activity(location, n);
      return {
        events: events.map((e) => ({
          id: String(e.id),
          at: e.at,
          party: e.party,
          kind: e.kind,
          state: e.state,
          summary: e.summary,
          prescriptionId: id(e.prescriptionId),
          taskId: id(e.taskId),
          orderId: id(e.orderId),
          lineItemId: id(e.lineItemId),
        })),
        lines: lines.map((l) => ({
          ...l,
          lineItemId: String(l.lineItemId),
          orderId: String(l.orderId),
          orderNumber: l.orderNumber ?? '',
          orderStatus: l.orderStatus ?? '',
          status: l.status ?? '',
          prescriptionId: id(l.prescriptionId),
          clientName: l.clientName || null,
          hardCopyReceived: !!l.hardCopyReceived,
        })),
      };
    },
  },
  Mutation: {
    sandboxPlaceOrder: async (_p, { input }, ctx) => {
      const sb = sandboxFor(ctx);
      const r = await answer(() => sb.sandbox.storefront.order(orderInput(ctx, sb.scope, input), sb.driver));
      return {
        outcome: r.outcome,
        orderId: r.orderId == null ? null : String(r.orderId),
        orderNumber: r.orderNumber,
        prescriptionId: r.prescriptionId == null ? null : String(r.prescriptionId),
        taskId: r.taskId == null ? null : String(r.taskId),
      };
    },
    sandboxRecommend: async (_p, { input }, ctx) => {
      const sb = sandboxFor(ctx);
      const task = await answer(() => sb.sandbox.storefront.recommend(orderInput(ctx, sb.scope, input), sb.driver));
      return String(task.id);
    },
    sandboxRenew: async (_p, { prescriptionId }, ctx) => {
      const sb = sandboxFor(ctx);
      const task = await answer(() => sb.sandbox.storefront.renew(parseId(prescriptionId, 'Prescription'), sb.scope, sb.driver));
      return String(task.id);
    },
    sandboxGenerateExpiring: async (_p, { locationId }, ctx) => {
      const sb = sandboxFor(ctx);
      const tasks = await sb.sandbox.storefront.generateExpiring([locationOf(ctx, sb.scope, locationId)], sb.driver);
      return tasks.length;
    },
    sandboxAdvancePrescription: async (_p, { prescriptionId, outcome }, ctx) => {
      const sb = sandboxFor(ctx);
      const o = (outcome ?? 'accept') as PharmacyOutcome;
      if (!OUTCOMES.includes(o)) throw badInput(`Outcome must be one of ${OUTCOMES.join(', ')}.`, { outcome: `Outcome must be one of ${OUTCOMES.join(', ')}.` });
      const rx = await answer(() => sb.sandbox.pharmacy.advanceRx(parseId(prescriptionId, 'Prescription'), o, sb.scope, sb.driver));
      return rx?.rxStatusCode ?? null;
    },
    sandboxReceiveHardCopy: async (_p, { prescriptionId }, ctx) => {
      const sb = sandboxFor(ctx);
      return answer(() => sb.sandbox.pharmacy.receiveHardCopy(parseId(prescriptionId, 'Prescription'), sb.scope, sb.driver));
    },
    sandboxMoveOrderLine: async (_p, { lineItemId, stop }, ctx) => {
      const sb = sandboxFor(ctx);
      if (stop != null && !(stop in SANDBOX_LINE_STOPS)) {
        const message = `Stop must be one of ${Object.keys(SANDBOX_LINE_STOPS).join(', ')}.`;
        throw badInput(message, { stop: message });
      }
      const line = await answer(() => sb.sandbox.pharmacy.moveLine(parseId(lineItemId, 'Order line'), (stop ?? null) as keyof typeof SANDBOX_LINE_STOPS | null, sb.scope, sb.driver));
      return line.status;
    },
    sandboxSetClock: async (_p, { tickSeconds, trafficPerHour }, ctx) => {
      const sb = clockFor(ctx);
      if (!Number.isInteger(tickSeconds) || tickSeconds < 0 || tickSeconds > SANDBOX_LIMITS.maxTickSeconds) throw badInput(SANDBOX_MESSAGES.tickSeconds, { tickSeconds: SANDBOX_MESSAGES.tickSeconds });
      if (tickSeconds > 0 && sb.mode !== 'development') throw badInput(SANDBOX_MESSAGES.autoOnlyInDevelopment, { tickSeconds: SANDBOX_MESSAGES.autoOnlyInDevelopment });
      if (trafficPerHour != null && !(Number.isFinite(trafficPerHour) && trafficPerHour >= 0 && trafficPerHour <= SANDBOX_LIMITS.maxTrafficPerHour)) {
        throw badInput(SANDBOX_MESSAGES.trafficPerHour, { trafficPerHour: SANDBOX_MESSAGES.trafficPerHour });
      }
      // Kept in the clock's row: whichever instance runs the clock follows it.
      await sb.setClock({ tickSeconds, trafficPerHour });
      return stateOf(sb);
    },
    sandboxTick: async (_p, { locationId, ticks, traffic }, ctx) => {
      const sb = clockFor(ctx);
      const n = ticks ?? 1;
      if (!Number.isInteger(n) || n < 1 || n > SANDBOX_LIMITS.maxTicks) throw badInput(SANDBOX_MESSAGES.ticks, { ticks: SANDBOX_MESSAGES.ticks });
      const where = locationId != null ? [locationOf(ctx, sb.scope, locationId)] : sb.scope ? [...sb.scope] : undefined;
      const total = { ticks: 0, now: new Date(), ordersPlaced: 0, requestsRaised: 0, requestsCancelled: 0, prescriptionsMoved: 0, linesMoved: 0 };
      for (let i = 0; i < n; i++) {
        const r = await sb.sandbox.tick(where, sb.driver, { traffic: traffic ?? false });
        total.requestsRaised += r.requestsRaised;
        Object.assign(total, { ticks: r.ticks, now: r.now });
        total.ordersPlaced += r.ordersPlaced;
        total.requestsCancelled += r.requestsCancelled;
        total.prescriptionsMoved += r.prescriptionsMoved;
        total.linesMoved += r.linesMoved;
      }
      return total;
    },
  },
};
