/**
 * What a task card of the approvals queue says of its safety findings: their count, what they ask, their
 * severities. Part of `SAFETY_MESSAGES` too (the same texts); a module of its own so the queue's first load
 * carries these and not the form's and the detail's (issue 61).
 *
 * @example
 * SAFETY_CARD_LABELS.cardTitle(2) // '2 safety findings'
 */
export const SAFETY_CARD_LABELS = {
  needsReason: 'Needs your reason to authorize',
  prohibited: 'Cannot be authorized',
  needsWithdrawal: 'Needs a withdrawal time',
  cardTitle: (count: number): string => `${count} safety finding${count === 1 ? '' : 's'}`,
  /** Labels of the four severities, most severe first. */
  severity: {
    contraindicated: 'Contraindicated',
    major: 'Major',
    moderate: 'Moderate',
    minor: 'Minor',
  },
} as const;
