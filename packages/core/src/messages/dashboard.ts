/**
 * Labels of the dashboard's count tiles (prescribing §2 Dashboard: draft Rx, pending approvals, expiring
 * Rx renewals, unlinked clients), in the spec's words, title-cased as tile headings.
 *
 * @example
 * DASHBOARD_TILE_LABELS.pendingApprovals // 'Pending Approvals'
 */
export const DASHBOARD_TILE_LABELS = {
  drafts: 'Draft Rx',
  pendingApprovals: 'Pending Approvals',
  expiringRenewals: 'Expiring Rx Renewals',
  unlinkedClients: 'Unlinked Clients',
} as const;
