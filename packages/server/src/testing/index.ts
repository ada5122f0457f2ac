export * from './dates.js';
export * from './harness.js';
export * from './hook.js';
export * from './login.js';
export * from './records.js';
export * from './writes.js';
export * from './shapes.js';
export * from './settled.js';
