/**
 * The sandbox storefront, pharmacy and clock (issue 14): pure rules the server applies and the CLI and
 * Sandbox page drive.
 */
export * from './rules.js';
export * from './labels.js';
