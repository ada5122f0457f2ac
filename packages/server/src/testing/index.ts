export * from './harness.js';
export * from './login.js';
