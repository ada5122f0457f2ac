/**
 * A notification text: a title and an optional description, verbatim from the spec.
 *
 * @example
 * const t: ToastText = { title: 'Draft Saved', description: 'Draft saved successfully.' };
 */
export interface ToastText {
  readonly title: string;
  readonly description?: string;
}

/**
 * Texts that more than one specification uses. Each appears here once; the per-spec catalogues
 * (`prescribing.ts`, `clients.ts`, `admin.ts`) refer to these instead of retyping them.
 *
 * @example
 * COMMON_MESSAGES.phoneRequired // 'At least 1 phone number is required'
 */
export const COMMON_MESSAGES = {
  /** A page, or the app's own code, that could not be loaded. */
  loadFailed: 'Something went wrong loading this page.',
  fieldRequired: 'This field is required',
  phoneRequired: 'At least 1 phone number is required',
  addressRequired: 'Please enter at least 1 address',
  noDataFound: 'No data found',
  zeroResults: '0 Results Found...',
  updateSuccessfully: 'Update Successfully',
  addSuccessfully: 'Add Successfully',
  clientNotActive: { title: 'Client is not active', description: 'Please activate client.' },
  patientNotActive: { title: 'Patient is not active', description: 'Please make Patient active' },
  patientEdited: 'Patient Edited Successfully',
  patientUpdateWarning: {
    title: 'Something went wrong updating the patient',
    description: 'Failed to update patient profile',
  },
  consultRetrievalError: 'Error retrieving consultation(s) from EzyVet.',
  noWriteback: 'Account is not set up for prescription write back.',
  patientNotLinked: 'Patient needs to be linked to a PIMS record.',
  unlinkedPatientNotice: 'This patient is not linked to PIMS so will not write back to the medical record...',
  goToLinkPage: 'Go to Link Page',
  ignore: 'Ignore',
  partnerConnectionError: 'There was an error trying to connect to the partner. Please try again.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy!',
  noTextToCopy: 'No text to copy!',
  /** Name fields outside the allowed characters (admin §5; also used for client and patient names). */
  alphabetOnly: 'Should be alphabetical characters and Space',
  /** E-mail in a wrong format (admin §5; also used for the client e-mail). */
  invalidEmail: 'Input is not a valid e-mail',
  /** Duplicate address in any address list (clients §5; admin §5 matches addresses the same way). */
  duplicateAddress: 'Address: The address already exists',
  /** Decided: a phone number that is not 7, 10 or 11 digits (both specs give the rule, not the text). */
  invalidPhone: 'Please enter a valid phone number',
  /** Decided: a value over its limit; fill `{max}` with `formatMessage` (both specs give limits only). */
  maxLength: 'Must be {max} characters or fewer',
  /** Decided: a zip that is not exactly 5 digits. */
  invalidZip: 'Zip must be exactly 5 digits',
  /** Decided: a state that is neither one of the 50 states nor DC, by name or two-letter code. */
  invalidState: 'Please select a valid US state',
  /** Decided (0217): a write that met another at the same moment (a deadlock or serialization failure) and was rolled back. */
  concurrentChange: 'Someone else was changing this at the same moment. Nothing was saved; please try again.',
  /** Decided (0163): a text holding a control character (NUL, bell, escape…); tab and line breaks are text. */
  controlCharacters: 'Remove the control characters from this field',
  /**
   * Decided (0303): the request's message for a text over its input limit, naming the field (the
   * argument or input field path) and the limit; fill `{field}` and `{max}` with `formatMessage`.
   */
  inputTooLong: '{field}: must be {max} characters or fewer',
  /** Decided (0163): a negative `skip` of a paged list. */
  skipNegative: 'Skip must be 0 or more',
  /** Decided (0163): a negative `take` of a paged list. */
  takeNegative: 'Take must be 0 or more',
  /** Decided (0164): an Idempotency-Key header outside the key rule. */
  idempotencyKeyInvalid: 'Idempotency-Key must be 16 to 128 letters, digits, "-" or "_"',
  /** Decided (0164): a key already used (within 24 hours) for a different request. */
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request; send a new key for a new submission',
  /** Decided (0164): a key sent with a mutation that does not honour one. */
  idempotencyKeyNotAccepted: 'Idempotency-Key is not accepted by {operation}',
  /**
   * Decided (issue 59; the spec is silent): leaving a form with typing not saved — a menu item, Back,
   * another page, a reload — asks first.
   */
  unsavedChanges: {
    title: 'Leave without saving?',
    message: 'What you typed in this form has not been saved and will be lost if you leave.',
    leave: 'Leave',
    stay: 'Stay',
  },
  showOnlyActive: 'Show only active',
  yes: 'Yes',
  no: 'No',
  /** The close button of every dialog. */
  close: 'Close',
  active: 'Active',
  inactive: 'Inactive',
  notAvailable: 'N/A',
  /** '+N More...' after the first primary phone; fill `{count}` with `formatMessage`. */
  morePhones: '+{count} More...',
} as const;

/**
 * The pager of every paged list (decided; the spec shows paging without naming its texts).
 *
 * @example
 * PAGER_LABELS.range(11, 20, 42) // '11–20 of 42'
 */
export const PAGER_LABELS = {
  range: (from: number, to: number, total: number): string => `${from}–${to} of ${total}`,
  pageSize: 'Rows per page',
  previous: 'Previous page',
  next: 'Next page',
  page: (n: number): string => `Page ${n}`,
  label: 'Pagination',
} as const;
