/**
 * Orders (clients §3, §4; prescribing §9): order and line statuses with labels, the line display
 * status, order-card line items, tracking links, placed-by labels and the order history filters.
 */
export { LINE_STATUSES, ORDER_STATUSES, type OrderStatus, orderStatusLabel } from './status.js';
export {
  buildOrdersByLocationVariables,
  lineItemDisplayStatus,
  orderCardLineItems,
  orderHistoryEmptyText,
  placedByLabel,
  trackingLink,
} from './display.js';
