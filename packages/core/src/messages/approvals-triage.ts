/**
 * Texts of the approvals queue beyond the spec (issues 11 and 17): the decline
 * modals' context, keyboard triage, duplicate requests and bulk approval. Decided wording, kept here
 * once like every other text.
 *
 * @example
 * APPROVALS_TRIAGE_MESSAGES.keys.title // 'Keyboard shortcuts'
 */
export const APPROVALS_TRIAGE_MESSAGES = {
  /** What a decline modal declines (issue 11). */
  declineContext: {
    label: 'You are declining',
    request: 'Request',
    client: 'Client',
    patient: 'Patient',
    product: 'Product',
    rxNumber: 'Rx#',
  },
  /** The queue's filters (issue 11). */
  filters: {
    pending: 'Filter pending…',
  },
  /**
   * Decided (0334): requests that arrive while a card is open or focused wait behind this button, so the
   * open card keeps its place; pressing it shows them, moves the focus to the first of them and says so.
   */
  arrivals: {
    button: (n: number): string => `${n} new ${n === 1 ? 'request' : 'requests'}`,
    hint: 'Show them at the top of the list',
    /** Told to screen readers once they are shown (the focus is on the first). */
    shown: (n: number): string => `${n} new ${n === 1 ? 'request' : 'requests'} shown at the top of the list`,
  },
  /** Keyboard triage on /approve (issue 17 item 2). */
  keys: {
    title: 'Keyboard shortcuts',
    open: 'Keyboard shortcuts (?)',
    intro: 'Keys work when you are not typing in a field. Every action still goes through the same form checks and confirmations.',
    close: 'Close',
    next: 'Next request',
    previous: 'Previous request',
    expand: 'Expand or collapse the request',
    approve: 'Approve: open the form; on an open form, submit it',
    decline: 'Decline the request',
    saveDraft: 'Save as draft: open the form; on an open form, save it',
    copy: 'Copy an actioned request',
    patient: "Open the patient's profile",
    help: 'Show or hide this list',
    notOffered: (action: string) => `${action} is not offered on this request.`,
    submitDisabled: 'Approve is not available on this request yet.',
  },
  /** Duplicate requests (issue 17 item 4). */
  duplicates: {
    badge: 'Possible duplicate',
    pendingRequest: (created: string) => `Pending request of ${created}`,
    activePrescription: (rxNumber: string | null) => (rxNumber ? `Active Rx# ${rxNumber}` : 'Active prescription'),
    explanation: 'Same patient and product family as:',
    open: 'Open',
    /** The other request is not among the tasks the queue shows (another client's group, or filtered out). */
    notShown: { title: 'The other request is not in this list', description: 'Clear the filters or search for the pet to see it.' },
  },
  /** Safe bulk approve (issue 17 item 3). */
  bulk: {
    select: 'Select for bulk approval',
    selected: (n: number) => `${n} selected`,
    selectAllShown: 'Select all shown',
    clear: 'Clear selection',
    approveSelected: 'Approve selected',
    reviewTitle: 'Approve several requests',
    reviewIntro: 'Only requests that can be approved exactly as they stand are approved. The others are left alone.',
    willApprove: (n: number) => `${n} will be approved`,
    leftAlone: (n: number) => `${n} left alone`,
    passwordLabel: 'Confirm with your password',
    passwordHelp: 'You will be asked to sign in again at the identity provider before anything is approved.',
    confirm: (n: number) => `Sign in again and approve ${n}`,
    cancel: 'Cancel',
    close: 'Close',
    checking: 'Checking the selected requests…',
    doneTitle: 'Bulk approval finished',
    approved: (n: number) => `${n} approved`,
    notApproved: (n: number) => `${n} not approved`,
    nothingQualifies: 'None of the selected requests can be approved as it stands.',
    reauthFailed: 'Signing in again did not complete; nothing was approved.',
    /**
     * Decided (0335): the identity provider's sign-in page of the re-authentication says what it
     * confirms, and for whom (the username is filled in and cannot be changed).
     */
    reauthPage: {
      title: (n: number): string => `Sign in again to approve ${n} ${n === 1 ? 'request' : 'requests'}`,
      sub: 'Enter your password to confirm the bulk approval you reviewed in VetRx. Nothing is approved until you sign in.',
    },
    details: {
      directions: 'Directions',
      quantity: 'Quantity',
      refills: 'Refills',
      expires: 'Expires',
      prn: 'PRN',
      /** Decided (0332): a quantity in packs, with the pack it counts, as the form shows it. */
      packsOf: (packs: number, pack: string): string => `${packs} × ${pack}`,
      /** Decided (0332): a saved quantity that is not a whole number of packs, in units. */
      units: (units: number): string => `${units} units`,
    },
    reasons: {
      notFound: 'This request no longer exists.',
      notPending: 'This request has already been actioned.',
      noDraft: 'No prescription has been written for this request yet: open it to write one.',
      controlled: 'Controlled substances are approved one at a time.',
      printRequired: 'This product is printed for its pharmacy: approve it on its card.',
      conflict: 'A conflict was detected (species, weight, days supply or keywords): review it on its card.',
      incomplete: (fields: string) => `Fields to complete: ${fields}.`,
      otherVet: 'Drafted for another authorizing vet.',
      cannotSign: 'You may not sign this prescription.',
      inactiveProduct: 'The product is inactive.',
      inactivePatient: 'The client or patient is not active.',
      patientFacts: "The patient's weight or birth date is missing.",
      duplicate: 'Possible duplicate of another request or an active prescription.',
      tooMany: (max: number) => `At most ${max} requests can be approved at once.`,
      changed: 'Changed since you reviewed it: review it again before approving.',
      notReviewed: 'This request was not in the summary you confirmed.',
    },
    refusals: {
      reauthRequired: 'Sign in again to approve several requests at once.',
      reauthStale: 'Your sign-in confirmation has expired. Sign in again.',
      reauthOtherUser: 'The sign-in confirmation belongs to another user.',
      reviewUsed: 'This summary has already been used or has expired. Review the requests again.',
      reauthBeforeReview: 'The sign-in happened before this summary was shown. Sign in again.',
      empty: 'Select at least one request.',
    },
  },
} as const;
