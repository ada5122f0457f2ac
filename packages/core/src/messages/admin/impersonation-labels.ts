/**
 * Labels of the impersonation start dialog.
 *
 * @example
 * IMPERSONATION_LABELS.reason // 'Reason'
 */
export const IMPERSONATION_LABELS = {
  title: 'Start impersonation',
  reason: 'Reason',
  reasonHint: 'Why you act as this user, e.g. the support ticket. It is written into the audit log.',
  minutes: 'Minutes',
  /** Fill `{max}`. */
  minutesHint: 'The session ends by itself after this time (at most {max} minutes).',
  start: 'Start',
  cancel: 'Cancel',
} as const;
