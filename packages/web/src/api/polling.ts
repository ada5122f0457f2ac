/**
 * Polling intervals in milliseconds (prescribing §7 Polling): approval lists and dashboard tiles every
 * 30 seconds, paged task lists every 5 minutes. Screens import from here so the web has one place to look.
 */
export const POLL_INTERVAL_MS = {
  approvalLists: 30_000,
  pagedTaskLists: 300_000,
  dashboard: 30_000,
} as const;
