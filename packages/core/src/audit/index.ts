export * from './chain.js';
export * from './events.js';
