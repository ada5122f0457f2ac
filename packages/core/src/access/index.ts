export * from '../routes/index.js';

export * from './menu.js';
export * from './route-guard.js';
export * from './support.js';
export * from './location.js';
export * from './session.js';
export * from './impersonation.js';
export * from './pims-status.js';
export * from './policy.js';
export * from './audit-log.js';
export * from './session-actor.js';
export * from './explain.js';
export * from './impersonation.machine.js';
