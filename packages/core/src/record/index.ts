/**
 * Prescription records (prescribing §2 Prescription history and detail view, §4 status table and
 * expiry badge): status codes and listing/filter values, the status display, the expiry badge, the
 * fillable rule, history filters and the detail view rows. The prescription lifecycle machine
 * (`prescription-lifecycle.machine.ts`) and its pure transition helpers, which the server decides with.
 */
export * from './status.js';
export * from './display.js';
export * from './expiry.js';
export * from './fillable.js';
export * from './history.js';
export * from './detail.js';
export * from './prescription-lifecycle.machine.js';
