/**
 * The message catalogue: every user-visible text of the three specifications, verbatim, once.
 * Web, server and CLI import texts from here; nobody retypes a message. One object per screen or concept
 * (decision 0360): a text that belongs to one goes in it, not beside it as a name of its own.
 *
 * - `prescribing.ts`  — prescribing.md §2, §4, §5, §8
 * - `approvals.ts`    — prescribing.md: the queue, task cards, status and expiry labels; its dialogs
 *   (decline, workflow) in `approvals-modals.ts`, the records (history, detail view, archive, conflict
 *   panel, orders) in `approvals-records.ts`, so the queue's first load carries neither
 * - `approvals-triage.ts` — decided texts of keyboard triage, duplicates, bulk approval (issue 17)
 * - `clients.ts`      — clients-and-patients.md §2, §4, §5, §8
 * - `admin.ts`        — administration-and-access.md §2, §4, §5, §8
 * - `dashboard.ts`    — prescribing.md §2 Dashboard tiles
 * - `audit.ts`        — the audit trail (the spec is silent); `audit-actions.ts` and
 *   `audit-access.ts` hold what audit's rules and the access policy read (the action and system-actor
 *   names, the Audit Log's title and refusal): `auditActionLabel`, `auditSystemActor` and
 *   `AUDIT_MESSAGES` give them out
 * - `safety.ts`       — the safety screen: medication list, findings and severities, override, dose check
 *   (what a task card says of its findings in `safety-card.ts`, so the queue's first load carries only that)
 *   (issues 17, 42; the spec is silent)
 * - `sign-in.ts`      — the CLI's device sign-in pages (the spec is silent)
 * - `impersonation-session.ts` — a session still running on the server, on Support Home
 * - `printing.ts`     — recorded prints: the COPY mark, the reprint reason
 */
export {
  PRESCRIBING_EMPTY_STATES,
  PRESCRIBING_ERRORS,
  PRESCRIBING_FORM_LABELS,
  PRESCRIBING_LABELS,
  PRESCRIBING_NOTICES,
  PRESCRIBING_OPTION_LABELS,
  PRESCRIBING_RULE_MESSAGES,
  PRESCRIBING_TOASTS,
  PRESCRIBING_UI,
  PRESCRIBING_VALIDATION,
  PRINT_LABELS,
} from './prescribing.js';
export { INVALID_SUBMIT_TOAST, PATIENT_FACTS_LABELS } from './prescribing-aids.js';
export { APPROVALS_MESSAGES, APPROVALS_TOASTS } from './approvals.js';
export { APPROVALS_MODAL_MESSAGES } from './approvals-modals.js';
export { APPROVALS_RECORD_MESSAGES } from './approvals-records.js';
export { APPROVALS_TRIAGE_MESSAGES } from './approvals-triage.js';
export {
  CLIENT_DISPLAY,
  CLIENT_EMPTY_STATES,
  CLIENT_LABELS,
  CLIENT_NOTICES,
  CLIENT_SCREEN_LABELS,
  CLIENT_TOASTS,
  CLIENT_VALIDATION_MESSAGES,
  HELP_CLIENT_MESSAGES,
  PIMS_CONNECT_TEXTS,
  PIMS_LABELS,
  PIMS_MESSAGES,
  SYSTEM_DECLINE_REASONS,
  WEIGHT_UNIT_LABELS,
} from './clients.js';
export {
  ADMIN_EMPTY_STATES,
  ADMIN_LABELS,
  ADMIN_TOASTS,
  ADMIN_VALIDATION_MESSAGES,
  AUTH_MESSAGES,
  IMPERSONATION_LABELS,
  LOGIN_FOOTER_LABELS,
  PRACTICE_SETUP_LABELS,
  PRACTICE_SETUP_REFUSALS,
  REPORT_TEXTS,
  SUPPORT_MENU_LABELS,
  supportGreeting,
} from './admin.js';
export { SIGN_IN_PAGE_MESSAGES } from './sign-in-page.js';
export { USER_LABELS, USER_MESSAGES, USER_TOASTS } from './users.js';
export { COMMON_MESSAGES, PAGER_LABELS, type ToastText } from './common.js';
export { DASHBOARD_TILE_LABELS } from './dashboard.js';
export { AUDIT_MESSAGES } from './audit.js';
export { ACCOUNT_ACTIVITY_MESSAGES } from './audit-actions.js';
export { SAFETY_MESSAGES } from './safety.js';
export { SAFETY_CARD_LABELS } from './safety-card.js';
export { DEVICE_SIGN_IN_TEXTS } from './sign-in.js';
export { RUNNING_IMPERSONATION_TEXTS } from './impersonation-session.js';
export { PRINT_RECORD_MESSAGES } from './printing.js';
