/**
 * The order history's filters and the variables it asks the API with — in a module of their own, so
 * /orders' prefetch builds the very variables the page will ask and the page finds its
 * first answers in the query cache (as the history page's do).
 */
import { CLIENT_PAGE_SIZES } from '@vetrx/core/client';
import { buildOrdersByLocationVariables } from '@vetrx/core/order';

/** What the order history filters by (`name` as typed; the page asks with it trimmed and debounced). */
export interface OrderFilters {
  name: string;
  statuses: string[];
  from: string;
  to: string;
}

export const EMPTY_ORDER_FILTERS: OrderFilters = { name: '', statuses: [], from: '', to: '' };

/** The page size the order history opens with. */
export const ORDERS_FIRST_PAGE_SIZE = CLIENT_PAGE_SIZES.orderHistory;

/** A datetime-local value as a Date (local time), or null. */
const localDate = (v: string): Date | null => (v ? new Date(v) : null);

/** A location's order list variables for the filters (`name` already trimmed), for a page. */
export function orderListVariables(locationId: string, f: OrderFilters, page: number, pageSize: number) {
  const vars = buildOrdersByLocationVariables(
    locationId,
    { nameSearchInput: f.name, statusFilter: f.statuses as never, startDateFilter: localDate(f.from), endDateFilter: localDate(f.to) },
    page,
    pageSize,
  );
  return { ...vars, locationId: String(vars.locationId) };
}

/** The filters of a list's variables, without the location and the page. */
export function orderFilterVariables(vars: ReturnType<typeof orderListVariables>) {
  const { locationId: _location, skip: _skip, take: _take, ...filters } = vars;
  return filters;
}

/** The count's variables of a location's list (or of some of its patients) under the same filters. */
export function orderCountVariables(vars: ReturnType<typeof orderListVariables>, locationPatientIds?: string[]) {
  return { locationId: vars.locationId, ...orderFilterVariables(vars), ...(locationPatientIds ? { locationPatientIds } : {}) };
}
