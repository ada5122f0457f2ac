/**
 * Texts of the embedded report page the server renders for /reports (admin §2.5: "an embedded report in
 * a frame"). The report's content is decided here: this month's prescriptions by status, pending
 * requests, top products and orders by status.
 *
 * @example
 * REPORT_TEXTS.pendingRequests // 'Pending requests'
 */
export const REPORT_TEXTS = {
  /** Fill `{location}` with `formatMessage`. */
  title: '{location} · Practice report',
  /** Fill `{period}`. */
  period: 'This month: {period}',
  prescriptionsByStatus: 'Prescriptions by status',
  prescriptionsTotal: 'Prescriptions',
  pendingRequests: 'Pending requests',
  topProducts: 'Top products',
  ordersByStatus: 'Orders by status',
  ordersTotal: 'Orders',
  status: 'Status',
  count: 'Count',
  product: 'Product',
  prescriptions: 'Prescriptions',
  amount: 'Amount',
  noneThisMonth: 'None this month',
  /** Fill `{time}`. */
  generatedAt: 'Generated {time} UTC',
  expired: 'This report link has expired. Reload the Reports page to see the report again.',
} as const;
