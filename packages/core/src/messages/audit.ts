/**
 * Texts of the audit trail's screens and commands (issue 9 item 5; decisions 0111–0114). The
 * specification is silent on the audit trail; these are the product team's words.
 */

/**
 * The audit trail's texts: the Rx timeline, the practice Audit Log page, the refusal and the chain's
 * verification.
 *
 * @example
 * AUDIT_MESSAGES.adminsOnly // 'Only practice administrators can read the audit log.'
 */
export const AUDIT_MESSAGES = {
  adminsOnly: 'Only practice administrators can read the audit log.',
  timelineTitle: 'Timeline',
  timelineEmpty: 'No recorded events yet.',
  pageTitle: 'Audit Log',
  menuLabel: 'Audit Log',
  filterUser: 'User',
  filterAction: 'Action',
  filterFrom: 'From',
  filterTo: 'To',
  allUsers: 'All users',
  allActions: 'All actions',
  exportCsv: 'Export CSV',
  empty: 'No audit entries match these filters.',
  verify: 'Verify chain',
  /** Shown beside an impersonated actor: '{name} as {impersonator}'. */
  asImpersonator: 'as {impersonator}',
  /** The verifier's answer when rows were removed from the end of a location's trail (decision 0113). */
  truncated: 'The audit trail of location {locationId} ends at row {id}, but the last row written was {headId}: rows were removed from its end or written outside the server',
  truncatedEmpty: 'The audit trail of location {locationId} is empty, but row {headId} was written: rows were removed',
  dateRange: 'The end date must not be before the start date.',
  /** Table and CSV column headings. */
  columns: {
    at: 'When',
    actor: 'User',
    impersonator: 'Impersonated by',
    reason: 'Reason',
    action: 'Action',
    record: 'Record',
    changes: 'Changes',
  },
} as const;
