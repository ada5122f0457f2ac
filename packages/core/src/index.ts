/**
 * @vetrx/core — the VetRx rules package.
 *
 * Import a domain from its subpath (`@vetrx/core/prescription`, `@vetrx/core/machines`,
 * `@vetrx/core/api`, …), or use the namespaces re-exported here:
 *
 * @example
 * import { prescription, messages } from '@vetrx/core';
 * prescription.refillsMaximum({ isControlled: true, requestedQuantity: 10 }); // 5
 */
export * as access from './access/index.js';
export * as admin from './admin/index.js';
export * as api from './api/index.js';
export * as archive from './archive/index.js';
export * as client from './client/index.js';
export * as common from './common/index.js';
export * as conflict from './conflict/index.js';
export * as safety from './safety/index.js';
export * as controlled from './controlled/index.js';
export * as format from './format/index.js';
export * as machines from './machines/index.js';
export * as messages from './messages/index.js';
export * as order from './order/index.js';
export * as patient from './patient/index.js';
export * as prescription from './prescription/index.js';
export * as product from './product/index.js';
export * as record from './record/index.js';
export * as sandbox from './sandbox/index.js';
export * as task from './task/index.js';
export type * as entities from './entities/index.js';
