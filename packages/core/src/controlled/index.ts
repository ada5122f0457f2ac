/**
 * @vetrx/core/controlled — controlled-substance rules: DEA schedules, notices, hard copies.
 */
export * from './schedule.js';
export * from './hard-copy.js';
