/**
 * Texts of administration-and-access.md (§2 screens and labels, §4 states, §5 validation, §8 error
 * catalogue), verbatim. Texts this spec shares with clients-and-patients.md live in `COMMON_MESSAGES`
 * (`./common.js`) and are referred to from here, never retyped.
 *
 * Where the specification asks for a text without giving its words, the text chosen by the product team
 * is marked "Decided" in its comment.
 *
 * One module per text group (decision 0137): a page carries the groups it reads, not the whole catalogue.
 */
export { AUTH_MESSAGES } from './admin/auth-messages.js';
export { IMPERSONATION_LABELS } from './admin/impersonation-labels.js';
export { LOGIN_FOOTER_LABELS } from './admin/login-footer-labels.js';
export { SUPPORT_MENU_LABELS } from './admin/support-menu-labels.js';
export { ADMIN_VALIDATION_MESSAGES } from './admin/admin-validation-messages.js';
export { ADMIN_TOASTS } from './admin/admin-toasts.js';
export { ADMIN_EMPTY_STATES } from './admin/admin-empty-states.js';
export { ADMIN_LABELS } from './admin/admin-labels.js';
export { supportGreeting } from './admin/support-greeting.js';
export { PRACTICE_SETUP_LABELS } from './admin/practice-setup-labels.js';
export { REPORT_TEXTS } from './admin/report-texts.js';
export { PRACTICE_SETUP_REFUSALS } from './admin/practice-setup-refusals.js';
