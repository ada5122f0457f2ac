/**
 * The message catalogue: every user-visible text of the three specifications, verbatim, once.
 * Web, server and CLI import texts from here; nobody retypes a message.
 *
 * - `prescribing.ts`  — prescribing.md §2, §4, §5, §8
 * - `approvals.ts`    — prescribing.md: tasks, decline, workflow, archive, history, detail view
 * - `approvals-triage.ts` — decided texts of keyboard triage, duplicates, bulk approval (issue 17)
 * - `clients.ts`      — clients-and-patients.md §2, §4, §5, §8
 * - `admin.ts`        — administration-and-access.md §2, §4, §5, §8
 * - `dashboard.ts`    — prescribing.md §2 Dashboard tiles
 * - `audit.ts`        — the audit trail (decisions 0112–0114; the spec is silent)
 * - `safety.ts`       — the safety screen: medication list, findings, override (issue 42; the spec is silent)
 * - `sign-in.ts`      — the CLI's device sign-in pages (decision 0310; the spec is silent)
 * - `impersonation-session.ts` — a session still running on the server, on Support Home (decision 0314)
 * - `printing.ts`     — recorded prints: the COPY mark, the reprint reason (decisions 0280, 0281)
 */
export * from './prescribing.js';
export * from './prescribing-aids.js';
export * from './approvals.js';
export * from './approvals-triage.js';
export * from './clients.js';
export * from './admin.js';
export * from './users.js';
export * from './common.js';
export * from './dashboard.js';
export * from './audit.js';
export * from './audit-actions.js';
export * from './audit-access.js';
export * from './safety.js';
export * from './sign-in.js';
export * from './impersonation-session.js';
export * from './printing.js';
