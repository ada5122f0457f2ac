import { doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, ts } from './_columns.js';
import { locations } from './practice.js';

/**
 * The sandbox clock (issue 14): one row. Sandbox time is real time plus
 * `offsetMinutes`; every tick (automatic or on demand) adds a few minutes and runs the storefront and
 * the pharmacy once. The automatic clock's interval and the traffic rate a support user set on the
 * Sandbox page live here too, so whichever instance holds the clock follows them; null
 * is the server's setting (VETRX_SANDBOX_TICK_SECONDS, VETRX_SANDBOX_TRAFFIC_PER_HOUR).
 */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer().primaryKey(),
  offsetMinutes: integer().notNull().default(0),
  ticks: integer().notNull().default(0),
  lastTickAt: ts(),
  tickSeconds: integer(),
  trafficPerHour: doublePrecision(),
});

/**
 * What passed between VetRx and the sandbox storefront or pharmacy: each order placed,
 * request raised, prescription sent, received, accepted or declined, hard copy received, line moved
 * or stopped. A client's order waiting for a vet is an `open` client-request exchange until its task
 * is approved (the order is placed) or declined (the order is cancelled).
 */
export const sandboxExchanges = pgTable(
  'sandbox_exchanges',
  {
    id: id(),
    /** Sandbox time of the exchange. */
    at: ts().notNull(),
    recordedAt: createdAt(),
    /** storefront or pharmacy. */
    party: text().notNull(),
    /** order-placed, client-request, recommendation, renewal, expiring, rx-status, hard-copy, line-status. */
    kind: text().notNull(),
    /** open (waits for something) or done. */
    state: text().notNull().default('done'),
    locationId: requiredRef(() => locations.id),
    prescriptionId: integer(),
    taskId: integer(),
    orderId: integer(),
    lineItemId: integer(),
    detail: jsonb(),
  },
  (t) => [index().on(t.locationId, t.kind, t.state), index().on(t.prescriptionId), index().on(t.taskId)],
);
