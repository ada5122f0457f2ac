/**
 * The audit trail's action names, system actors and the account activity's texts (issue 45; decisions
 * 0291, 0293): read by the Audit Log page, My Account and the CLI, never by the shell. Kept apart from
 * `audit.ts`, whose menu label the shell's first load carries, so that first load does not carry every
 * action's name (the /dashboard budget of decision 0221).
 */

/**
 * The human name of every operation an audit row can record (issue 45): the Audit Log's
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
  RetryPimsWriteback: 'PIMS write-back retried',
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
 * The names of the system actors an audit row can name instead of a person: the
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
 * Texts of a user's own account activity (My Account): the sessions in which support
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
