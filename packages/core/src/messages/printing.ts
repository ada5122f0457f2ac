/**
 * Texts of recorded printing (issue 42 item 4): the COPY mark of a reprint, the
 * reason asked before a controlled substance's prescription is printed again, the timeline's words
 * and the server's refusals. The specification is silent on reprints; these are the product team's
 * words.
 */

/**
 * The texts of recorded prints. `{copy}` is a copy number, `{date}` a date (MM-DD-YYYY), `{reason}` the
 * reason given; fill them with `formatMessage`.
 *
 * @example
 * PRINT_RECORD_MESSAGES.copyMark // 'COPY'
 */
export const PRINT_RECORD_MESSAGES = {
  /** The mark across the top of every print after the first. */
  copyMark: 'COPY',
  /** The line under the mark: which copy, and when the original was printed. */
  copyOf: 'Copy {copy} of the original printed on {date}',
  /** A copy whose original's date is unknown (never for a recorded print). */
  copyOnly: 'Copy {copy}',
  /** The timeline's detail of the first print. */
  original: 'Original',
  /** The timeline's detail of a later print. */
  copy: 'Copy {copy}',
  /** Added to the timeline's detail when a reason was given. */
  reason: 'Reason: {reason}',
  /** The reprint dialog. */
  reasonTitle: 'Reason for reprinting',
  reasonText:
    "This controlled-substance prescription was first printed on {date}. This print will be marked COPY {copy}; the reason is kept in the prescription's timeline and audit trail.",
  reasonLabel: 'Reason',
  reasonPlaceholder: 'For example: the original was lost in the mail; the pharmacy asked for a new hard copy',
  printCopy: 'Print copy',
  cancel: 'Cancel',
  /** The refusal of a controlled substance's reprint without a reason (field `reason`). */
  reasonRequired: 'Enter the reason for reprinting this controlled-substance prescription',
  /** The refusal of a print of a prescription that was never issued (a draft, a rejected draft). */
  notIssued: 'Only an issued prescription can be printed.',
  /** The print view's toolbar while the server records the print. */
  recording: 'Recording the print\u2026',
  /**
   * The print view opened by Print after authorizing, while the prescription is authorized: the page
   * printed is the issued record's (its Rx number, price and safety review), as every reprint is.
   */
  issuing: 'Authorizing the prescription; the page prints with its Rx number\u2026',
} as const;
