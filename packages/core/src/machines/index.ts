/**
 * Every workflow with states as an XState v5 machine (one per file), with the pure transition helpers
 * the server uses to decide whether a requested transition is allowed.
 */
export * from './product-selection.machine.js';
export * from './prescribe-wizard.machine.js';
export * from './prescription-form.machine.js';
export * from './prescription-lifecycle.machine.js';
export * from './prescription-task.machine.js';
export * from './add-client.machine.js';
export * from './pims-link.machine.js';
export * from './impersonation.machine.js';
export * from './help-client-session.machine.js';
