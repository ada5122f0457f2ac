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
  /** The Audit Log's switch that shows the sandbox's rows, hidden by default (decision 0293). */
  showSandbox: 'Show sandbox activity',
  /** The row detail (decision 0293). */
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
  /** Support only: the rows without a location (decision 0291). */
  globalChainSupportOnly: 'Only support can read the audit rows without a location.',
  /** A row's detail line: an impersonation's user and reason; a sandbox row's driver (decisions 0291, 0293). */
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

/**
 * The human name of every operation an audit row can record (issue 45; decision 0293): the Audit Log's
 * Action filter and column, the CLI's table and the CSV. An operation missing here is shown by
 * `auditActionLabel`'s fallback, its words split and lower-cased — never its code.
 *
 * @example
 * AUDIT_ACTION_LABELS.SandboxOrderLineStatus // 'Sandbox order line status changed'
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  AddDelegatedUser: 'Delegate added',
  AddLocation: 'Location added',
  AddLocationClient: 'Client added',
  AddLocationPatient: 'Patient added',
  AddOfficeUseClient: 'Office-use client added',
  AddOrganization: 'Organization added',
  AddPrescription: 'Prescription written',
  AddRole: 'Role added',
  AddShortcut: 'Shortcut added',
  AddUser: 'User added',
  ArchivePrescription: 'Prescription archived',
  AuditChainSealed: 'Audit trail sealed with the audit key',
  BulkApprovePrescriptionTask: 'Request approved in bulk',
  BulkApprovePrescriptionTasks: 'Requests approved in bulk',
  ChangePrimaryLocation: 'Primary location changed',
  DeclinePrescription: 'Prescription declined',
  DeleteDelegatedUser: 'Delegate removed',
  DeletePrescription: 'Draft rejected',
  DeleteShortcut: 'Shortcut deleted',
  EndImpersonation: 'Impersonation ended',
  Impersonate: 'Ordering for a client started',
  LocationUserProfilePictureUpload: 'Profile picture uploaded',
  RecordPrescriptionPrint: 'Prescription printed',
  RemoveLocationUserProfilePicture: 'Profile picture removed',
  SandboxAdvancePrescription: 'Sandbox prescription advanced',
  SandboxGenerateExpiring: 'Sandbox expiring prescriptions raised',
  SandboxHardCopyReceived: 'Sandbox hard copy received',
  SandboxMoveOrderLine: 'Sandbox order line moved',
  SandboxOrderLineStatus: 'Sandbox order line status changed',
  SandboxOrderPlaced: 'Sandbox order placed',
  SandboxPlaceOrder: 'Sandbox order placed',
  SandboxPrescriptionStatus: 'Sandbox prescription status changed',
  SandboxReceiveHardCopy: 'Sandbox hard copy received',
  SandboxRecommend: 'Sandbox recommendation raised',
  SandboxRenew: 'Sandbox renewal requested',
  SandboxSetClock: 'Sandbox clock set',
  SandboxTaskRaised: 'Sandbox request raised',
  SandboxTick: 'Sandbox moved on',
  StartImpersonation: 'Impersonation started',
  UpdateLocation: 'Location updated',
  UpdateLocationClient: 'Client updated',
  UpdateLocationClientLink: 'Client PIMS link changed',
  UpdateLocationPatient: 'Patient updated',
  UpdateLocationPatientForConflict: 'Patient weight updated from the PIMS',
  UpdateLocationUser: 'Location user updated',
  UpdateLocationUserActive: 'Location user activated or deactivated',
  UpdateLocationUserNotification: 'Notification settings changed',
  UpdateLocationWritebackEnabled: 'PIMS writeback switched',
  UpdateOrganization: 'Organization updated',
  UpdatePrescription: 'Prescription updated',
  UpdatePrescriptionTaskWorkflow: 'Request workflow step',
  UpdateRole: 'Role updated',
  UpdateShortcut: 'Shortcut updated',
  UpdateUser: 'User updated',
  UpdateUserAccount: 'Own account updated',
  UpsertLocationClient: 'Client saved',
  UpsertLocationPatientClient: 'Patient linked to a client',
  UpsertPrescriptionTask: 'Request answered',
  syncPimsUsers: 'PIMS users synced',
  upsertPrescriptionWorkflow: 'Workflow step',
};

/**
 * The names of the system actors an audit row can name instead of a person (decisions 0290, 0293): the
 * sandbox's storefront and pharmacy, and the server itself.
 *
 * @example
 * AUDIT_SYSTEM_ACTORS['sandbox-pharmacy'] // 'Sandbox pharmacy'
 */
export const AUDIT_SYSTEM_ACTORS: Readonly<Record<string, string>> = {
  'sandbox-storefront': 'Sandbox storefront',
  'sandbox-pharmacy': 'Sandbox pharmacy',
  'vetrx-system': 'VetRx',
  sandbox: 'Sandbox',
};

/**
 * Texts of a user's own account activity (My Account, decision 0291): the sessions in which support
 * acted as them.
 *
 * @example
 * ACCOUNT_ACTIVITY_MESSAGES.tab // 'Account activity'
 */
export const ACCOUNT_ACTIVITY_MESSAGES = {
  tab: 'Account activity',
  intro: 'Sessions in which a support engineer signed in as you, and what was changed in your name meanwhile.',
  empty: 'No support engineer has signed in as you.',
  columns: {
    support: 'Support engineer',
    reason: 'Reason',
    when: 'When',
    started: 'Started',
    ended: 'Ended',
    changes: 'Changes in your name',
  },
  running: 'Still running (until {at})',
  expired: 'Expired {at}',
} as const;
