/**
 * Texts of the approvals queue's dialogs: Decline Request, Decline or Delete RX, the decline reasons,
 * the supply choices and the Workflow modal (prescribing.md §2 Modals, §5). Verbatim from the spec where
 * it gives the text; decided texts are marked so. Apart from `APPROVALS_MESSAGES` (approvals.ts) so the
 * queue's first load carries none of them (issue 61).
 *
 * @example
 * APPROVALS_MODAL_MESSAGES.declineRequest.title
 */
export const APPROVALS_MODAL_MESSAGES = {
  /** Decline Request modal (prescribing §2 Modals, §5 Decline form). */
  declineRequest: {
    title: 'Decline Request',
    reasonLabel: 'Reason',
    descriptionLabel: 'Description',
    supplyLabel: 'Supply',
    cancel: 'Cancel',
    submit: 'Decline',
    declineAndCopy: 'Decline and Copy',
    supplyPlaceholder: 'Select a supply',
    reasonPlaceholder: 'Select a reason',
    /**
     * Shown when declining a client approval request (prescribing §8 Notices; sentence decided from
     * the spec's words).
     */
    clientRequestNotice:
      "Declining this client request cancels the client's pending order. The client will then need a prescription, a recommendation or another approval before ordering this product again.",
  },

  /** The simpler Decline or Delete RX modal (prescribing §2 Modals, §5). */
  declineOrDelete: {
    title: 'Decline or Delete RX',
    reasonLabel: 'Reason',
    descriptionLabel: 'Description',
    cancel: 'Cancel',
    decline: 'Decline',
    delete: 'Delete',
  },

  /**
   * Decline reasons (prescribing §4 Other enumerations). The five of the simple list are verbatim
   * from §5; 'Recently Purchased' and 'Other' are spelled as §5 spells them; the remaining three
   * follow the simple list's sentence case.
   */
  declineReasons: {
    quantityExceedsShelfLife: 'Quantity exceeds shelf life',
    productIncorrectForPatient: 'Product is incorrect for patient',
    noExistingRelationship: 'No existing relationship with patient',
    dueForExam: 'Due for exam',
    discontinuedUse: 'Discontinued use',
    productUnavailable: 'Product unavailable',
    alternateProductPrescribed: 'Alternate product prescribed',
    recentlyPurchased: 'Recently Purchased',
    other: 'Other',
  },

  /** Supply choices shown for Recently Purchased (prescribing §5). */
  supplyChoice: (months: number): string => `${months} month supply`,

  /** Workflow modal (prescribing §2 Modals, §5 Workflow form). Labels decided. */
  workflow: {
    title: 'Workflow',
    userLabel: 'Workflow User',
    statusLabel: 'Workflow Status',
    internalNoteLabel: 'Internal Note',
    cancel: 'Cancel',
    submit: 'Submit',
    inactiveUser: 'This user is inactive, please select an active user.',
  },
} as const;
