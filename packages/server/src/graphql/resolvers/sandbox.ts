/**
 * The sandbox operations (issue 14; decisions 0170–0173): place storefront orders and requests, move
 * the pharmacy and the clock. Refused in production, and outside development for anyone but a
 * support user acting as themselves (core's `sandboxAccess`). Records of locations out of the caller's
 * reach answer NOT_FOUND.
 */
import { SANDBOX_LINE_STOPS, SANDBOX_MAX_TICKS, SANDBOX_MESSAGES, sandboxAccess, type PharmacyOutcome, type SandboxLineStop } from '@vetrx/core/sandbox';
import { QUANTITY_MAX, QUANTITY_MIN } from '@vetrx/core/prescription';
import { parseId, type RequestContext } from '../../context/context.js';
import { badInput, forbidden, notFound } from '../../errors.js';
import { SandboxError, type StorefrontOrderInput } from '../../sandbox/sandbox.js';
import type { Resolvers, SandboxOrderInput } from '../generated/resolvers-types.js';

/** The caller's sandbox, or the refusal. */
function sandboxFor(ctx: RequestContext) {
  const user = ctx.requireUser();
  const running = ctx.repos.sandbox.running();
  const decision = sandboxAccess(running?.mode ?? 'production', ctx.supportMode);
  if (!running || !decision.allowed) throw forbidden(decision.allowed ? SANDBOX_MESSAGES.production : decision.message);
  return { ...running, scope: ctx.repos.sandbox.locationIds, driver: { userId: user.id, username: ctx.authUser?.username ?? user.username } };
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
  if (!Number.isInteger(input.quantity) || input.quantity < QUANTITY_MIN || input.quantity > QUANTITY_MAX) {
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

export const sandboxResolvers: Resolvers = {
  Query: {
    SandboxState: async (_p, _a, ctx) => {
      const sb = sandboxFor(ctx);
      const clock = await sb.sandbox.clock();
      return { now: clock.now, ticks: clock.ticks, tickSeconds: sb.tickSeconds, mode: sb.mode };
    },
  },
  Mutation: {
    SandboxPlaceOrder: async (_p, { input }, ctx) => {
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
    SandboxRecommend: async (_p, { input }, ctx) => {
      const sb = sandboxFor(ctx);
      const task = await answer(() => sb.sandbox.storefront.recommend(orderInput(ctx, sb.scope, input), sb.driver));
      return String(task.id);
    },
    SandboxRenew: async (_p, { prescriptionId }, ctx) => {
      const sb = sandboxFor(ctx);
      const task = await answer(() => sb.sandbox.storefront.renew(parseId(prescriptionId, 'Prescription'), sb.scope, sb.driver));
      return String(task.id);
    },
    SandboxGenerateExpiring: async (_p, { locationId }, ctx) => {
      const sb = sandboxFor(ctx);
      const tasks = await sb.sandbox.storefront.generateExpiring([locationOf(ctx, sb.scope, locationId)], sb.driver);
      return tasks.length;
    },
    SandboxAdvancePrescription: async (_p, { prescriptionId, outcome }, ctx) => {
      const sb = sandboxFor(ctx);
      const o = (outcome ?? 'accept') as PharmacyOutcome;
      if (!OUTCOMES.includes(o)) throw badInput(`Outcome must be one of ${OUTCOMES.join(', ')}.`, { outcome: `Outcome must be one of ${OUTCOMES.join(', ')}.` });
      const rx = await answer(() => sb.sandbox.pharmacy.advanceRx(parseId(prescriptionId, 'Prescription'), o, sb.scope, sb.driver));
      return rx?.rxStatusCode ?? null;
    },
    SandboxReceiveHardCopy: async (_p, { prescriptionId }, ctx) => {
      const sb = sandboxFor(ctx);
      return answer(() => sb.sandbox.pharmacy.receiveHardCopy(parseId(prescriptionId, 'Prescription'), sb.scope, sb.driver));
    },
    SandboxMoveOrderLine: async (_p, { lineItemId, stop }, ctx) => {
      const sb = sandboxFor(ctx);
      if (stop != null && !(stop in SANDBOX_LINE_STOPS)) {
        const message = `Stop must be one of ${Object.keys(SANDBOX_LINE_STOPS).join(', ')}.`;
        throw badInput(message, { stop: message });
      }
      const line = await answer(() => sb.sandbox.pharmacy.moveLine(parseId(lineItemId, 'Order line'), (stop ?? null) as SandboxLineStop | null, sb.scope, sb.driver));
      return line.status;
    },
    SandboxTick: async (_p, { locationId, ticks }, ctx) => {
      const sb = sandboxFor(ctx);
      const n = ticks ?? 1;
      if (!Number.isInteger(n) || n < 1 || n > SANDBOX_MAX_TICKS) throw badInput(SANDBOX_MESSAGES.ticks, { ticks: SANDBOX_MESSAGES.ticks });
      const where = locationId != null ? [locationOf(ctx, sb.scope, locationId)] : sb.scope ? [...sb.scope] : undefined;
      const total = { ticks: 0, now: new Date(), ordersPlaced: 0, requestsCancelled: 0, prescriptionsMoved: 0, linesMoved: 0 };
      for (let i = 0; i < n; i++) {
        const r = await sb.sandbox.tick(where, sb.driver);
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
