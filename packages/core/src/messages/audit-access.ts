/**
 * The Audit Log's title (also its side-menu label) and the policy's refusal of it: alone in their module
 * because the shell's first load carries the menu (access/audit-log.ts) and the access policy but none of
 * the Audit Log's other texts (`AUDIT_MESSAGES`; the /dashboard budget of decision 0221).
 *
 * @example
 * AUDIT_LOG_TITLE // 'Audit Log'
 */
export const AUDIT_LOG_TITLE = 'Audit Log';

/**
 * The refusal of the audit trail to a user who is not a practice administrator.
 *
 * @example
 * AUDIT_ADMINS_ONLY // 'Only practice administrators can read the audit log.'
 */
export const AUDIT_ADMINS_ONLY = 'Only practice administrators can read the audit log.';
