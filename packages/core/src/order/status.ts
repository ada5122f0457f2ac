import * as z from 'zod';
import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';

/**
 * Order status values (clients §4, prescribing §4 Other enumerations), spelled as the spec spells
 * them (some with spaces).
 *
 * @example
 * ORDER_STATUSES.includes('ready for fulfillment') // true
 */
export const ORDER_STATUSES = [
  'in-progress',
  'completed',
  'canceled',
  'refunded',
  'shipped',
  'ready for fulfillment',
  'sent to fulfillment',
  'fulfilled',
  'voided',
  'duplicate',
] as const;

/**
 * One of {@link ORDER_STATUSES}.
 *
 * @example
 * const status: OrderStatus = 'ready for fulfillment';
 */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Zod schema of an order status value (the order history status filter).
 *
 * @example
 * orderStatusSchema.safeParse('fulfilled').success // true
 */
export const orderStatusSchema = z.enum(ORDER_STATUSES);

/**
 * Label of an order status value (decided: Title Case of the value); unknown values show as stored.
 *
 * @example
 * orderStatusLabel('sent to fulfillment') // 'Sent To Fulfillment'
 */
export function orderStatusLabel(status: string | null | undefined): string {
  const labels: Record<string, string> = APPROVALS_RECORD_MESSAGES.orders.statuses;
  return (status != null && labels[status]) || (status ?? '');
}

/**
 * Options of the order history status multi-select.
 *
 * @example
 * orderStatusOptions()[0] // { value: 'in-progress', label: 'In Progress' }
 */
export function orderStatusOptions(): { value: OrderStatus; label: string }[] {
  return ORDER_STATUSES.map((value) => ({ value, label: orderStatusLabel(value) }));
}

/**
 * Shipment and line item status values (clients §4). `shipped-recieved` keeps the spec's (and the
 * data's) spelling; {@link normalizeLineStatus} maps the correct spelling onto it.
 *
 * @example
 * LINE_STATUSES.includes('shipped-recieved') // true
 */
export const LINE_STATUSES = [
  'shipped',
  'picked-up',
  'shipped-recieved',
  'delivered',
  'refunded',
  'cancelled',
  'void',
  'voided',
] as const;

/**
 * A status as stored: a plain value or `{ code, description }`.
 *
 * @example
 * const status: StatusValue = { code: 'in-progress', description: 'In-Progress' };
 */
export type StatusValue = string | { readonly code?: string | null; readonly description?: string | null } | null | undefined;

/**
 * Normalises a line status value for comparison: lower case, trimmed, spaces and underscores as
 * dashes, and the correct spelling 'shipped-received' mapped to the stored 'shipped-recieved'
 * (decided, so that a later data fix keeps working).
 *
 * @example
 * normalizeLineStatus('Picked Up') // 'picked-up'
 * normalizeLineStatus('shipped-received') // 'shipped-recieved'
 */
export function normalizeLineStatus(value: string | null | undefined): string {
  const v = (value ?? '').trim().toLowerCase().replace(/[\s_]+/g, '-');
  return v === 'shipped-received' ? 'shipped-recieved' : v;
}

/**
 * The code and description of a stored status, whichever shape it has.
 *
 * @example
 * statusParts({ code: 'in-progress', description: 'In-Progress' }) // { code: 'in-progress', description: 'In-Progress' }
 */
export function statusParts(status: StatusValue): { code: string | null; description: string | null } {
  if (status == null) return { code: null, description: null };
  if (typeof status === 'string') return { code: status, description: null };
  return { code: status.code ?? null, description: status.description ?? null };
}
