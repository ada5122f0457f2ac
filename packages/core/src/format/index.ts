export * from './date.js';
export * from './phone.js';
export * from './address.js';
export * from './initials.js';
