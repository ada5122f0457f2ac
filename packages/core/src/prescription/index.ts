/**
 * @vetrx/core/prescription — the prescription form's rules: quantity, refills, expiry, client
 * notification, compounding, field checks, the save validator the server calls
 * ({@link validatePrescriptionSave}), payload builders, authorization, print fallbacks, recorded prints and shortcuts.
 */
export * from './types.js';
export * from './dates.js';
export * from './quantity.js';
export * from './refills.js';
export * from './expiry.js';
export * from './days-supply.js';
export * from './client-notification.js';
export * from './compounding.js';
export * from './fields.js';
export * from './save.js';
export * from './form.js';
export * from './form-source.js';
export * from './authorization.js';
export * from './advanced-options.js';
export * from './patient-prompt.js';
export * from './print.js';
export * from './printed.js';
export * from './prints.js';
export * from './draft.js';
export * from './shortcut.js';
export * from './navigation.js';
export * from './issue.js';
export * from './consults.js';
export * from './dose-check.js';
