/**
 * The message catalogue: every user-visible text of the three specifications, verbatim, once.
 * Web, server and CLI import texts from here; nobody retypes a message.
 *
 * - `prescribing.ts`  — prescribing.md §2, §4, §5, §8
 * - `approvals.ts`    — prescribing.md: tasks, decline, workflow, archive, history, detail view
 * - `clients.ts`      — clients-and-patients.md §2, §4, §5, §8
 * - `admin.ts`        — administration-and-access.md §2, §4, §5, §8
 * - `dashboard.ts`    — prescribing.md §2 Dashboard tiles
 */
export * from './prescribing.js';
export * from './approvals.js';
export * from './clients.js';
export * from './admin.js';
export * from './users.js';
export * from './common.js';
export * from './dashboard.js';
