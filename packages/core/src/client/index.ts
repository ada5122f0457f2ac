export * from './constants.js';
export * from './schema.js';
export * from './search.js';
export * from './pims-link.js';
export * from './status.js';
export * from './help-client.js';
export * from './display.js';
