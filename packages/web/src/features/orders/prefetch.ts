/**
 * /orders' first queries — the first page under no filter, its count and the status list the filter
 * offers — started ahead of the page: at start-up for a first load of /orders, and when a
 * menu link to it is pressed, so they travel while the page's code loads.
 */
import { GetOrderStatusDocument } from '@vetrx/core/operations/GetOrderStatus';
import { GetOrdersByLocationIdDocument } from '@vetrx/core/operations/GetOrdersByLocationId';
import { GetOrdersCountDocument } from '@vetrx/core/operations/GetOrdersCount';
import type { StartQuery } from '../../app/routing/types';
import { EMPTY_ORDER_FILTERS, ORDERS_FIRST_PAGE_SIZE, orderCountVariables, orderListVariables } from '../../shared/orders/variables';

export function prefetch(start: StartQuery, first: { locationId: string }): void {
  const vars = orderListVariables(first.locationId, EMPTY_ORDER_FILTERS, 1, ORDERS_FIRST_PAGE_SIZE);
  start(GetOrdersByLocationIdDocument, vars);
  start(GetOrdersCountDocument, orderCountVariables(vars));
  start(GetOrderStatusDocument, {});
}
