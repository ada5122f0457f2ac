export * from './date.js';
export * from './phone.js';
export * from './address.js';
