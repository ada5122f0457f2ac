export * from './constants.js';
export * from './species.js';
export * from './schema.js';
export * from './pims.js';
export * from './status.js';
export * from './display.js';
export * from './facts.js';
export * from './pims-link.machine.js';
