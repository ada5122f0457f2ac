import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, rowKeys, ts } from './_columns.js';
import { locationClients, locationPatients } from './clients.js';
import { locations } from './practice.js';
import { prescriptions } from './prescribing.js';
import { products } from './products.js';

export const orders = pgTable(
  'orders',
  {
    ...rowKeys(),
    locationId: requiredRef(() => locations.id),
    locationClientId: integer().references(() => locationClients.id),
    orderNumber: text().notNull().unique(),
    orderSummaryOrderNumber: text(),
    createdAt: createdAt(),
    brvCreatedAtTimestamp: ts(),
    amount: numeric({ precision: 10, scale: 2, mode: 'number' }),
    /** Order status code (order_statuses.code). */
    statusCode: text().notNull(),
    origin: text(),
    /** 'cs' (Customer Support) or 'vet'. */
    placedByType: text(),
    placedByName: text(),
    shippedDate: ts(),
    deliveredDate: ts(),
    voided: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.locationId, t.createdAt),
    // A status tab's page and the open-orders count read a range of it.
    index().on(t.locationId, t.statusCode, t.createdAt),
    index().on(t.locationClientId),
  ],
);

export const orderLineItems = pgTable(
  'order_line_items',
  {
    ...rowKeys(),
    orderId: requiredRef(() => orders.id),
    productId: integer().references(() => products.id),
    locationPatientId: integer().references(() => locationPatients.id),
    prescriptionId: integer().references(() => prescriptions.id),
    pharmacy: text(),
    dispensedQuantity: integer(),
    /** Line status: in-progress, ready-for-fulfillment, shipped, picked-up, shipped-recieved, delivered, … */
    status: text().notNull(),
    shipped: boolean().notNull().default(false),
    shippedDate: ts(),
    paid: boolean().notNull().default(false),
    paidDate: ts(),
    delivered: boolean().notNull().default(false),
    deliveredDate: ts(),
    refunded: boolean().notNull().default(false),
    refundedDate: ts(),
    voided: boolean().notNull().default(false),
    voidedDate: ts(),
    voidedReason: text(),
    amount: numeric({ precision: 10, scale: 2, mode: 'number' }),
  },
  (t) => [index().on(t.orderId), index().on(t.prescriptionId), index().on(t.locationPatientId)],
);

export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    lineItemId: requiredRef(() => orderLineItems.id),
    trackingNumber: text(),
    trackingUrl: text(),
    carrier: text(),
  },
  (t) => [index().on(t.lineItemId)],
);
