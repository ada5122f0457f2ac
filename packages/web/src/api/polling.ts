/**
 * Polling intervals (prescribing §7), taken from core/task: dashboard tiles and approval lists every
 * 30 s, paged task lists every 5 minutes. Screens import from here so the web has one place to look.
 */
export { POLL_INTERVAL_MS } from '@vetrx/core/task';
