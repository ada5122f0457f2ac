import * as z from 'zod';
import { APPROVALS_MESSAGES } from '../messages/approvals.js';
import { APPROVALS_RECORD_MESSAGES } from '../messages/approvals-records.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { normalizeLineStatus, ORDER_STATUSES, type StatusValue, statusParts } from './status.js';

type Id = string | number;

/**
 * The fields of a line item its display status reads (clients §3 Order).
 *
 * @example
 * const line: DisplayLineItem = { status: { code: 'picked-up', description: 'picked-up' }, shipped: false };
 */
export interface DisplayLineItem {
  readonly status?: StatusValue;
  readonly shipped?: boolean | null;
}

const SHIPPABLE_IN_PROCESS = new Set(['in-progress', 'ready-for-fulfillment']);

/**
 * The status a line item shows (clients §4 Order line display status): a line in-progress or
 * ready-for-fulfillment that is marked shipped shows Shipped; otherwise its status description (or,
 * without one, its code) with every dash replaced by a space.
 *
 * @example
 * lineItemDisplayStatus({ status: { code: 'in-progress', description: 'in-progress' }, shipped: true }) // 'Shipped'
 * lineItemDisplayStatus({ status: { code: 'picked-up', description: 'picked-up' } }) // 'picked up'
 */
export function lineItemDisplayStatus(line: DisplayLineItem): string {
  const { code, description } = statusParts(line.status);
  if (line.shipped === true && SHIPPABLE_IN_PROCESS.has(normalizeLineStatus(code ?? description))) {
    return APPROVALS_RECORD_MESSAGES.orders.shipped;
  }
  return (description ?? code ?? '').replaceAll('-', ' ');
}

/**
 * Line items at most shown in full on an order card before the list collapses.
 *
 * @example
 * orderCardLineItems(['a', 'b']).shown // ['a', 'b']: up to ORDER_CARD_FULL_LIST_MAX items are all shown
 */
export const ORDER_CARD_FULL_LIST_MAX = 2;

/**
 * '... N more products', or `null` when `hiddenCount` is below 1.
 *
 * @example
 * moreProductsText(3) // '... 3 more products'
 */
export function moreProductsText(hiddenCount: number): string | null {
  return hiddenCount >= 1 ? APPROVALS_RECORD_MESSAGES.orders.moreProducts(hiddenCount) : null;
}

/**
 * The line items an order card lists (prescribing §9, clients §2): up to 2 items are all shown; with
 * more than 2 the card shows the first product and '... N more products', N being the items not
 * shown (decided: the spec's "first product" applies only beyond 2 items, so no item is ever hidden
 * without the more-products text).
 *
 * @example
 * orderCardLineItems(['a', 'b', 'c', 'd']) // { shown: ['a'], hiddenCount: 3, moreText: '... 3 more products' }
 */
export function orderCardLineItems<T>(items: readonly T[] | null | undefined): {
  shown: T[];
  hiddenCount: number;
  moreText: string | null;
} {
  const list = items ?? [];
  const shown = list.length > ORDER_CARD_FULL_LIST_MAX ? list.slice(0, 1) : [...list];
  const hiddenCount = list.length - shown.length;
  return { shown, hiddenCount, moreText: moreProductsText(hiddenCount) };
}

/**
 * A line item's shipment (clients §3).
 *
 * @example
 * const shipment: Shipment = { carrier: 'UPS', trackingNumber: '1Z999', trackingURL: null };
 */
export interface Shipment {
  readonly trackingNumber?: string | null;
  readonly trackingURL?: string | null;
  readonly carrier?: string | null;
}

/**
 * Where a tracking link points and what it shows.
 *
 * @example
 * const link: TrackingLink | null = trackingLink({ carrier: 'UPS', trackingNumber: '1Z999' });
 */
export interface TrackingLink {
  readonly href: string;
  readonly text: string;
  /** True when there was no usable tracking URL and the link is a web search. */
  readonly isSearch: boolean;
}

/**
 * Search engine used when a shipment has no tracking URL (decided).
 *
 * @example
 * TRACKING_SEARCH_URL + encodeURIComponent('UPS 1Z999') // 'https://www.google.com/search?q=UPS%201Z999'
 */
export const TRACKING_SEARCH_URL = 'https://www.google.com/search?q=';

/**
 * The tracking link of a shipment (clients §4): its tracking URL when it is an http(s) address;
 * otherwise a web search for carrier and tracking number (decided: a Google search of
 * '{carrier} {trackingNumber}'); `null` when there is neither. URLs of any other scheme are never
 * linked, so a stored `javascript:` value cannot run.
 *
 * @example
 * trackingLink({ carrier: 'UPS', trackingNumber: '1Z999' })
 * // { href: 'https://www.google.com/search?q=UPS%201Z999', text: '1Z999', isSearch: true }
 */
export function trackingLink(shipment: Shipment | null | undefined): TrackingLink | null {
  if (!shipment) return null;
  const url = shipment.trackingURL?.trim() ?? '';
  const number = shipment.trackingNumber?.trim() ?? '';
  if (/^https?:\/\/\S+$/i.test(url)) return { href: url, text: number || url, isSearch: false };
  if (!number) return null;
  const query = [shipment.carrier?.trim(), number].filter(Boolean).join(' ');
  return { href: TRACKING_SEARCH_URL + encodeURIComponent(query), text: number, isSearch: true };
}

/**
 * Who placed an order (clients §4): 'cs' → Customer Support; 'vet' → the vet's name, or Vet; any
 * other type → its name, or an empty string (decided: nothing is shown).
 *
 * @example
 * placedByLabel({ type: 'cs' }) // 'Customer Support'
 * placedByLabel({ type: 'vet', name: '' }) // 'Vet'
 */
export function placedByLabel(placedBy: { readonly type?: string | null; readonly name?: string | null } | null | undefined): string {
  const type = placedBy?.type?.trim().toLowerCase();
  const name = placedBy?.name?.trim() ?? '';
  if (type === 'cs') return APPROVALS_RECORD_MESSAGES.orders.placedBy.cs;
  if (type === 'vet') return name || APPROVALS_RECORD_MESSAGES.orders.placedBy.vet;
  return name;
}

/**
 * Order history page size (clients §9; admin §9), written here, where the variables builder pages by
 * it; the screens and the server read it as `CLIENT_PAGE_SIZES.orderHistory`.
 *
 * @example
 * buildOrdersByLocationVariables(3, {}).take // 10
 */
export const ORDER_HISTORY_PAGE_SIZE = 10;

/**
 * Maximum length of the order history name filter (clients §2, §9; admin §9), written here, where the
 * filter schema checks it; the screens and the server read it as `CLIENT_LIMITS.orderNameFilter`.
 *
 * @example
 * orderHistoryFiltersSchema.safeParse({ nameSearchInput: 'x'.repeat(ORDER_NAME_FILTER_MAX + 1) }).success // false
 */
export const ORDER_NAME_FILTER_MAX = 30;

const dateInput = z.union([z.string(), z.date()]).nullish();

/**
 * Zod schema of the order history filters: name at most 30 characters (trimmed, blank → null), a
 * list of order statuses, and an order date range with time.
 *
 * @example
 * orderHistoryFiltersSchema.parse({ nameSearchInput: '  Rex ' }).nameSearchInput // 'Rex'
 */
export const orderHistoryFiltersSchema = z.object({
  nameSearchInput: z
    .string()
    .trim()
    .max(ORDER_NAME_FILTER_MAX, APPROVALS_MESSAGES.validation.maxCharacters(ORDER_NAME_FILTER_MAX))
    .nullish()
    .transform((v) => v || null),
  statusFilter: z.array(z.enum(ORDER_STATUSES)).nullish().transform((v) => v ?? []),
  startDateFilter: dateInput,
  endDateFilter: dateInput,
});

/**
 * Order history filters as the form holds them.
 *
 * @example
 * const filters: OrderHistoryFiltersInput = { nameSearchInput: 'Rex', statusFilter: ['shipped'] };
 */
export type OrderHistoryFiltersInput = z.input<typeof orderHistoryFiltersSchema>;

/**
 * Variables of GetOrdersByLocationId (clients §7).
 *
 * @example
 * const vars: GetOrdersByLocationIdVariables = buildOrdersByLocationVariables(3, { nameSearchInput: 'Rex' }, 1);
 */
export interface GetOrdersByLocationIdVariables {
  readonly locationId: Id;
  readonly nameSearchInput: string | null;
  readonly statusFilter: string[];
  readonly startDateFilter: string | null;
  readonly endDateFilter: string | null;
  readonly skip: number;
  readonly take: number;
}

const iso = (v: string | Date | null | undefined) => (v instanceof Date ? v.toISOString() : v || null);

/**
 * Builds GetOrdersByLocationId variables for a 1-based page; throws a ZodError when the filters are
 * invalid (validate the form with {@link orderHistoryFiltersSchema} first).
 *
 * @example
 * buildOrdersByLocationVariables(3, { nameSearchInput: 'Rex' }, 2) // { locationId: 3, nameSearchInput: 'Rex', statusFilter: [], …, skip: 10, take: 10 }
 */
export function buildOrdersByLocationVariables(
  locationId: Id,
  filters: OrderHistoryFiltersInput,
  page = 1,
  pageSize = ORDER_HISTORY_PAGE_SIZE,
): GetOrdersByLocationIdVariables {
  const f = orderHistoryFiltersSchema.parse(filters);
  const size = Math.max(1, Math.floor(pageSize));
  return {
    locationId,
    nameSearchInput: f.nameSearchInput,
    statusFilter: f.statusFilter,
    startDateFilter: iso(f.startDateFilter),
    endDateFilter: iso(f.endDateFilter),
    skip: (Math.max(1, Math.floor(page)) - 1) * size,
    take: size,
  };
}

/**
 * Empty text of the order history: '0 Results Found...' when filters are applied, 'No Orders Found'
 * otherwise (decided split of the spec's two texts).
 *
 * @example
 * orderHistoryEmptyText(false) // 'No Orders Found'
 */
export function orderHistoryEmptyText(filtersApplied: boolean): string {
  return filtersApplied ? COMMON_MESSAGES.zeroResults : APPROVALS_RECORD_MESSAGES.orders.empty;
}
