/**
 * Decided texts of the safety screen (issue 42; decisions 0270–0274): the patient's medication list,
 * the findings of the safety check, the override a vet types and the withdrawal time a food-producing
 * animal needs. The spec is silent on them; they are written once here. The clinical sentences of the
 * findings themselves are data of the knowledge table (`@vetrx/core/safety`).
 */

/**
 * Labels of the patient's medication list (decision 0270).
 *
 * @example
 * MEDICATION_LIST_LABELS.sources.VETRX // 'VetRx'
 */
export const MEDICATION_LIST_LABELS = {
  /** Where a medication on the list comes from. */
  sources: {
    VETRX: 'VetRx',
    RECORDED: 'Recorded',
    PIMS: 'PIMS',
    REQUEST: 'Pending request',
  },
  /** The line under a VetRx prescription on the list (its Rx number is its source badge). */
  rxLine: (status: string, expires: string | null): string => `${status}${expires ? ` · expires ${expires}` : ''}`,
  recordedLine: 'Recorded on the patient',
  pimsLine: 'From the PIMS',
} as const;

/**
 * Labels of the four severities, most severe first (decision 0271).
 *
 * @example
 * SAFETY_SEVERITY_LABELS.contraindicated // 'Contraindicated'
 */
export const SAFETY_SEVERITY_LABELS = {
  contraindicated: 'Contraindicated',
  major: 'Major',
  moderate: 'Moderate',
  minor: 'Minor',
} as const;

/**
 * Texts of the safety check on the form, the task card, the Rx detail and in bulk approval
 * (decisions 0271–0273).
 *
 * @example
 * SAFETY_MESSAGES.reasonRequired // 'Type why you authorize despite the findings above.'
 */
export const SAFETY_MESSAGES = {
  title: 'Safety check',
  noFindings: 'No interactions, duplicate therapy or cautions found against the current medications.',
  checkedAgainst: (count: number): string =>
    count === 0 ? 'Checked against: no current medications.' : `Checked against ${count} current medication${count === 1 ? '' : 's'}.`,
  source: 'Source',
  knowledge: (version: string): string => `Knowledge table ${version}`,
  /** Why the finding needs a decision. */
  needsReason: 'Needs your reason to authorize',
  prohibited: 'Cannot be authorized',
  needsWithdrawal: 'Needs a withdrawal time',
  reasonLabel: 'Reason for authorizing despite the findings',
  reasonHelper: 'Recorded with the prescription, shown in its detail and timeline, and sent to the pharmacy.',
  reasonRequired: 'Type why you authorize despite the findings above.',
  reasonTooLong: (max: number): string => `At most ${max} characters.`,
  withdrawalLabel: 'Withdrawal time (meat, milk, eggs)',
  withdrawalHelper: 'A food-producing animal: state the withdrawal time, or that the animal will never enter the food chain.',
  withdrawalRequired: 'Give the withdrawal time for this food-producing animal.',
  withdrawalTooLong: (max: number): string => `At most ${max} characters.`,
  prohibitedRefusal: (what: string): string => `${what} This prescription cannot be authorized; choose another product.`,
  /** The Rx detail's section. */
  detailTitle: 'Safety review',
  detailNone: 'No findings when it was authorized.',
  overrideBy: 'Authorized despite the findings. Reason:',
  withdrawalTime: 'Withdrawal time',
  pharmacyLabel: 'Passed to the pharmacy with the note',
  /** The line the pharmacy receives after the note to pharmacy (decision 0273). */
  pharmacyLine: (findings: string, reason: string | null, withdrawal: string | null): string =>
    [`Safety override: ${findings}.`, reason ? `Reason: ${reason}` : null, withdrawal ? `Withdrawal time: ${withdrawal}` : null].filter(Boolean).join(' '),
  /** The timeline's detail of an authorization with an override. */
  timelineDetail: (count: number, reason: string | null): string =>
    `Safety override of ${count} finding${count === 1 ? '' : 's'}${reason ? `: ${reason}` : ''}`,
  /** Bulk approval's reason (decision 0274). */
  bulkRefusal: 'Safety findings need a vet’s decision: approve it on its card.',
  cardTitle: (count: number): string => `${count} safety finding${count === 1 ? '' : 's'}`,
  against: (label: string, source: string): string => `with ${label} (${source})`,
} as const;
