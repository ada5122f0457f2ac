export * from './routes.js';
export * from './menu.js';
export * from './route-guard.js';
export * from './support.js';
export * from './location.js';
export * from './session.js';
export * from './impersonation.js';
export * from './pims-status.js';
