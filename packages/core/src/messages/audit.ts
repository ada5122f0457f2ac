/**
 * Texts of the audit trail's screens and commands (issue 9 item 5). The
 * specification is silent on the audit trail; these are the product team's words.
 */

import { AUDIT_ADMINS_ONLY, AUDIT_LOG_TITLE } from './audit-access.js';

/**
 * The audit trail's texts: the Rx timeline, the practice Audit Log page, the refusal and the chain's
 * verification.
 *
 * @example
 * AUDIT_MESSAGES.adminsOnly // 'Only practice administrators can read the audit log.'
 */
export const AUDIT_MESSAGES = {
  adminsOnly: AUDIT_ADMINS_ONLY,
  timelineTitle: 'Timeline',
  timelineEmpty: 'No recorded events yet.',
  pageTitle: AUDIT_LOG_TITLE,
  menuLabel: AUDIT_LOG_TITLE,
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
  /** The verifier's answer when rows were removed from the end of a location's trail. */
  truncated: 'The audit trail of location {locationId} ends at row {id}, but the last row written was {headId}: rows were removed from its end or written outside the server',
  truncatedEmpty: 'The audit trail of location {locationId} is empty, but row {headId} was written: rows were removed',
  dateRange: 'The end date must not be before the start date.',
  /** The Audit Log's switch that shows the sandbox's rows, hidden by default. */
  showSandbox: 'Show sandbox activity',
  /** The row detail. */
  detailTitle: 'Audit entry',
  detailOpen: 'Details',
  detailOnBehalfOf: 'On behalf of',
  detailActor: 'Who',
  detailRecord: 'Record',
  detailAction: 'Action',
  detailAt: 'When',
  detailReason: 'Reason',
  detailFields: 'Fields',
  detailField: 'Field',
  detailBefore: 'Before',
  detailAfter: 'After',
  detailUnchanged: 'unchanged',
  detailNoFields: 'This entry records no field values.',
  detailNotFound: 'This audit entry is not in this location’s log.',
  /** How a missing value reads in a change (before → after). */
  emptyValue: '∅',
  /** The chain of rows without a location (support): roles, organizations, global shortcuts, accounts. */
  globalChain: 'rows without a location',
  /** Support only: the rows without a location. */
  globalChainSupportOnly: 'Only support can read the audit rows without a location.',
  /** A row's detail line: an impersonation's user and reason; a sandbox row's driver. */
  impersonationDetail: 'As {user}: {reason}',
  drivenBy: 'Driven by {name}',
  /** The verifier's answer for a trail whose rows all verify. */
  checkedRows: '{checked} rows checked',
  /** Table and CSV column headings. */
  columns: {
    at: 'When',
    actor: 'User',
    impersonator: 'Impersonated by',
    reason: 'Reason',
    action: 'Action',
    record: 'Record',
    changes: 'Changes',
    utc: 'UTC',
    operation: 'Operation',
  },
} as const;
