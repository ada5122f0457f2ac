/**
 * Texts of clients-and-patients.md (§2 screens and labels, §4 states, §5 validation, §8 error
 * catalogue), verbatim. Texts this spec shares with administration-and-access.md or prescribing.md live
 * in `COMMON_MESSAGES` (`./common.js`) and are referred to from here, never retyped.
 *
 * Where the specification asks for a text without giving its words, the text chosen by the product team
 * is marked "Decided" in its comment.
 */
import { COMMON_MESSAGES, type ToastText } from './common.js';

/**
 * Labels, titles and buttons of the client and patient screens (clients §2, §4).
 *
 * @example
 * CLIENT_LABELS.addClientSubtitle // 'Lets collect some information!'
 */
export const CLIENT_LABELS = {
  updateClient: 'Update Client',
  addClient: 'Add Client',
  addClientSubtitle: 'Lets collect some information!',
  searchForClient: 'Search for Client',
  addClientManually: 'Add Client Manually',
  importExistingPatients: 'Import Existing Patients',
  /** Decided wording of the subtitle "asks whether to import the associated patients" (clients §2). */
  importExistingPatientsSubtitle: 'Would you like to import the associated patients of the client you just imported?',
  /** Decided wording of the list search hint (clients §2). */
  clientSearchHint: 'Search by first name, last name, phone number (numbers only), e-mail, or patient name',
  addNewClient: 'Add New Client',
  searchPatient: 'Search Patient',
  addManually: 'Add Manually',
  patientProfile: 'Patient Profile',
  medicalInformation: 'Medical Information',
  allergies: 'Allergies/Hypersensitivities',
  currentMedications: 'Current medications',
  healthConditions: 'Health Conditions',
  species: 'Species',
  breed: 'Breed',
  gender: 'Gender',
  birthdate: 'Birthdate',
  dateOfDeath: 'Date of Death',
  weight: 'Weight',
  vet: 'Vet',
  isActive: 'Is Active',
  pimsStatus: 'PIMS Status',
  pimsId: 'PIMS ID',
  linked: 'Linked',
  notLinked: 'Not Linked',
  pimsUpdateAvailable: 'PIMS Update Available',
  helpClient: 'Help Client',
  addProduct: 'Add Product',
  orderHistory: 'Order History',
  import: 'Import',
  link: 'Link',
  back: 'Back',
  cancel: 'Cancel',
  save: 'Save',
  goToLinkPage: COMMON_MESSAGES.goToLinkPage,
  ignore: COMMON_MESSAGES.ignore,
  notAvailable: COMMON_MESSAGES.notAvailable,
  showOnlyActive: COMMON_MESSAGES.showOnlyActive,
  yes: COMMON_MESSAGES.yes,
  no: COMMON_MESSAGES.no,
} as const;

/**
 * Labels of the client and patient screens that the specification implies without giving their words
 * (field names, buttons, headings, hints). Decided wording, kept here so every screen and the
 * end-to-end tests read the same text.
 *
 * @example
 * CLIENT_SCREEN_LABELS.addPhone // 'Add Phone'
 */
export const CLIENT_SCREEN_LABELS = {
  clients: 'Clients',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'E-mail',
  phone: 'Phone',
  phones: 'Phones',
  patientName: 'Patient Name',
  patients: 'Patients',
  name: 'Name',
  active: 'Active',
  status: 'Status',
  search: 'Search',
  clear: 'Clear',
  searchClients: 'Search clients',
  searchResults: 'Search Results',
  fullList: 'Full list',
  pagedList: 'Paged list',
  allClients: 'All clients',
  activeClients: 'Active clients',
  inactiveClients: 'Inactive clients',
  clientStatusFilter: 'Client status',
  /** Results summary; fill `{count}` with `formatMessage` (one client: `oneClient`). */
  resultCount: '{count} clients',
  oneClient: '1 client',
  /** Results summary once the server stopped counting; fill `{count}`. */
  resultCountMore: 'More than {count} clients',
  phoneNumbers: 'Phone Numbers',
  phoneType: 'Phone Type',
  phoneNumber: 'Phone Number',
  addPhone: 'Add Phone',
  removePhone: 'Remove phone',
  primary: 'Primary',
  addresses: 'Addresses',
  addressType: 'Address Type',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  zip: 'Zip',
  selectState: 'Select a state',
  addAddress: 'Add Address',
  removeAddress: 'Remove address',
  noPhones: 'No phone numbers yet',
  noAddresses: 'No addresses yet',
  phoneAlreadyListed: 'This phone number is already in the list.',
  editClient: 'Edit Client',
  clientDetails: 'Client Details',
  addPatient: 'Add Patient',
  updatePatient: 'Update Patient',
  editPatient: 'Edit Patient',
  editWeight: 'Edit Weight',
  weightUnit: 'Weight Unit',
  deceasedDate: 'Date of Death',
  prescribingVet: 'Prescribing Vet',
  selectVet: 'Select a vet',
  selectSpecies: 'Select a species',
  selectBreed: 'Select a breed',
  selectGender: 'Select a gender',
  selectValues: 'Type to search',
  noOptions: 'No matches',
  primaryClient: 'Primary client',
  linkPatient: 'Link to this client',
  alreadyLinked: 'Already linked',
  searchPatientHint: 'Search the patients of this location by patient or client name',
  selectPatient: 'Select a patient to see the profile',
  inactive: COMMON_MESSAGES.inactive,
  deceased: 'Deceased',
  linkedClients: 'Clients',
  /** A patient whose link to this client is inactive (a former owner's pet). */
  inactiveLink: 'Inactive link',
  copy: 'Copy',
  openProfile: 'Open client profile in a new tab',
  pendingWarningTitle: 'Pending prescription requests',
  confirmSave: 'Save anyway',
  results: 'Results',
  orderNumber: 'Order #',
  orderPlacedBy: 'Placed by',
  orderClient: 'Client',
  orderTotal: 'Total',
  orderTracking: 'Tracking',
  orderDateFrom: 'From',
  orderDateTo: 'To',
  orderStatusPlaceholder: 'All statuses',
  orderNamePlaceholder: 'Client or patient name',
  quantity: 'Qty',
  patient: 'Patient',
  pharmacy: 'Pharmacy',
  /** The order list's count; fill `{count}` (one order: `oneOrder`). */
  ordersCount: '{count} orders',
  oneOrder: '1 order',
  showFewerProducts: 'Show fewer products',
  searchMinHint: 'Type at least 3 characters to search.',
  phoneSearchHint: 'A phone number is searched from 8 characters on (at least 7 digits).',
  addClientSearchHint: 'Fill in at least one field to search the clients of this location.',
  /** Fill `{shown}` and `{total}` with `formatMessage`. */
  moreResults: 'Showing {shown} of {total} — refine the search to narrow it down.',
} as const;

/**
 * Texts shown in place of missing client or patient data. Decided wording.
 *
 * @example
 * CLIENT_DISPLAY.unnamedClient // 'Unnamed client'
 */
export const CLIENT_DISPLAY = {
  unnamedClient: 'Unnamed client',
  noEmail: 'No e-mail',
  noPhone: 'No phone',
  noPatients: 'No patients',
} as const;

/**
 * Validation messages of the client and patient forms (clients §5).
 *
 * @example
 * CLIENT_VALIDATION_MESSAGES.birthDateTooEarly // 'The birthday cannot be before 1900.'
 */
export const CLIENT_VALIDATION_MESSAGES = {
  fieldRequired: COMMON_MESSAGES.fieldRequired,
  /**
   * Decided: the spec calls for "an alphabet-validation message" without its words; the administration
   * spec's text for the same character rule is used.
   */
  alphabetOnly: COMMON_MESSAGES.alphabetOnly,
  invalidEmail: COMMON_MESSAGES.invalidEmail,
  phoneRequired: COMMON_MESSAGES.phoneRequired,
  addressRequired: COMMON_MESSAGES.addressRequired,
  duplicateAddress: COMMON_MESSAGES.duplicateAddress,
  invalidPhone: COMMON_MESSAGES.invalidPhone,
  invalidZip: COMMON_MESSAGES.invalidZip,
  birthDateRequired: 'Please select a birth date.',
  birthDateTooEarly: 'The birthday cannot be before 1900.',
  /** Decided: the spec forbids a future birth date without a text. */
  birthDateInFuture: 'The birthday cannot be in the future.',
  weightUnitRequired: 'Please provide weight Unit!',
  /** Decided: the spec gives the range and precision without a text. */
  weightRange: 'Weight must be a number from 0 to 9999.99 with at most 2 decimals.',
  /** Decided: the spec forbids a future date of death without a text. */
  deceasedDateInFuture: 'The date of death cannot be in the future.',
  /** Decided: a gender code not offered for the patient's species. */
  genderNotForSpecies: 'Please select a gender available for this species.',
  /** Decided: a species code outside the reference list. */
  unknownSpecies: 'Please select a species.',
  /** Decided: the PIMS ID is read-only once set. */
  pimsIdReadOnly: 'The PIMS ID cannot be changed once set.',
  /**
   * Decided (0151): a PIMS id (with the location's account and connection type) identifies one client
   * per location; fill `{name}` with the client already carrying it.
   */
  pimsIdTaken: 'This PIMS ID already belongs to {name}, a client of this location.',
  /** Decided: a connection type outside the supported list. */
  unknownConnectionType: 'Unknown PIMS connection type.',
  /** Decided: a patient is linked to at least one client. */
  patientClientRequired: 'A patient must be linked to at least one client.',
  /** Decided: a patient has one primary client. */
  onePrimaryClient: 'A patient can have only one primary client.',
  /** Decided: a breed that is not one of the selected species' breeds. */
  breedNotForSpecies: 'Please select a breed of this species.',
  /** Decided: an allergy, health condition or medication code outside its reference list. */
  unknownReferenceCode: 'Please select values from the list.',
  /** Decided: a health condition that does not apply to the patient's species. */
  conditionNotForSpecies: 'Please select health conditions of this species.',
  /** Decided: a prescribing vet who is not an active vet of the patient's location. */
  prescribingVetNotSelectable: 'Please select a vet of this location.',
  /** Decided: a phone type outside the reference list. */
  unknownPhoneType: 'Please select a phone type.',
  /** Decided: an address type outside the reference list. */
  unknownAddressType: 'Please select an address type.',
  /** Decided: a search of the Add Client modal with every input empty. */
  searchNeedsInput: 'Please fill in at least one field to search.',
} as const;

/**
 * Notifications of the client and patient screens (clients §4, §8).
 *
 * @example
 * CLIENT_TOASTS.clientCreated // { title: 'Create Successfully', description: 'Create Client Profile' }
 */
export const CLIENT_TOASTS = {
  clientCreated: { title: 'Create Successfully', description: 'Create Client Profile' } satisfies ToastText,
  clientUpdated: { title: COMMON_MESSAGES.updateSuccessfully, description: 'Update Client Profile' } satisfies ToastText,
  /** Title of a client update failure; the description is the server's message. */
  clientUpdateError: { title: 'Error update locationClient profile' } satisfies ToastText,
  patientAdded: { title: 'Patient Added Successfully' } satisfies ToastText,
  patientEdited: { title: COMMON_MESSAGES.patientEdited } satisfies ToastText,
  patientLinked: { title: 'Patient Linked Successfully', description: 'Import Patient Profile' } satisfies ToastText,
  patientAddError: { title: 'Error Added Patient profile' } satisfies ToastText,
  patientUpdateError: { title: 'Error update Patient profile' } satisfies ToastText,
  patientLinkError: { title: 'Error Linked Patient profile' } satisfies ToastText,
  pimsPatientImportError: { title: 'Error Importing PIMS Patient' } satisfies ToastText,
  patientUpdateWarning: COMMON_MESSAGES.patientUpdateWarning satisfies ToastText,
  patientAlreadyImported: { title: 'Patient already imported from Pims. You have to update Patient details' } satisfies ToastText,
  clientNotActive: COMMON_MESSAGES.clientNotActive satisfies ToastText,
  patientNotActive: COMMON_MESSAGES.patientNotActive satisfies ToastText,
  helpClientFailure: {
    title: 'Error Impersonating',
    description: 'Could not impersonate this client. Please try again later.',
  } satisfies ToastText,
  consultRetrievalError: { title: COMMON_MESSAGES.consultRetrievalError } satisfies ToastText,
  clientPimsLinked: { title: 'PIMS Link', description: 'Client Successfully Linked' } satisfies ToastText,
  patientPimsLinked: { title: 'PIMS Link', description: 'Patient Successfully Linked' } satisfies ToastText,
  copied: { title: COMMON_MESSAGES.copied } satisfies ToastText,
  copyFailed: { title: COMMON_MESSAGES.copyFailed } satisfies ToastText,
  noTextToCopy: { title: COMMON_MESSAGES.noTextToCopy } satisfies ToastText,
  partnerConnectionError: { title: COMMON_MESSAGES.partnerConnectionError } satisfies ToastText,
} as const;

/**
 * Empty states of the client and patient screens (clients §2, §8).
 *
 * @example
 * CLIENT_EMPTY_STATES.noPimsPatients // 'No patients found in pims!'
 */
export const CLIENT_EMPTY_STATES = {
  noDataFound: COMMON_MESSAGES.noDataFound,
  noPatient: 'No patient is available',
  noOrders: 'No Orders Found',
  zeroResults: COMMON_MESSAGES.zeroResults,
  noPimsClients: 'No PIMS Clients Found',
  allClientsLinked: 'All clients have been linked to PIMS!',
  noPimsPatients: 'No patients found in pims!',
} as const;

/**
 * Notices and warnings of the client and patient screens (clients §4, §8).
 *
 * @example
 * CLIENT_NOTICES.noWriteback // 'Account is not set up for prescription write back.'
 */
export const CLIENT_NOTICES = {
  unlinkedPatient: COMMON_MESSAGES.unlinkedPatientNotice,
  noWriteback: COMMON_MESSAGES.noWriteback,
  patientNotLinked: COMMON_MESSAGES.patientNotLinked,
  /** Decided wording: shown before a client with pending prescription requests is made inactive (clients §2, §4). */
  clientInactiveDeclinesPending:
    'This client has pending prescription requests. Making the client inactive will decline all of them automatically.',
  /** Decided wording: shown before a patient with pending prescription requests is made inactive (clients §4). */
  patientInactiveDeclinesPending:
    'This patient has pending prescription requests. Making the patient inactive will decline all of them automatically.',
  /** Decided wording: shown before a date of death is set on a patient with pending requests (clients §4). */
  patientDeceasedDeclinesPending:
    'This patient has pending prescription requests. Setting a date of death will decline all of them automatically.',
} as const;

/**
 * The reason recorded on a prescription task the system declines (clients §4: making a client
 * inactive, or a patient inactive or deceased, declines its pending prescription requests). Decided
 * wording; the task's action is AutoDeclined.
 *
 * @example
 * SYSTEM_DECLINE_REASONS.clientInactive // 'Declined automatically: the client was made inactive.'
 */
export const SYSTEM_DECLINE_REASONS = {
  clientInactive: 'Declined automatically: the client was made inactive.',
  patientInactive: 'Declined automatically: the patient was made inactive.',
  patientDeceased: 'Declined automatically: the patient is deceased.',
} as const;

/**
 * Help-client session (clients §7): the error thrown when the server sends no message.
 *
 * @example
 * formatMessage(HELP_CLIENT_MESSAGES.errorStatus, { status: 502 }) // 'Error status: 502'
 */
export const HELP_CLIENT_MESSAGES = {
  /** Fill `{status}` with the HTTP status using `formatMessage`. */
  errorStatus: 'Error status: {status}',
  /** Decided: a help-client call without the application header. */
  applicationHeaderRequired: "Missing header 'application: practice-portal'.",
  /** Decided: a help-client call with a body the server cannot read. */
  badRequest: 'The request is not valid.',
  /** Decided: the user may not order on behalf of clients at the client's location (oobo feature and module). */
  notAllowed: 'Ordering on behalf of clients is not enabled for you at this location.',
  /** Decided: the user uuid of a help-client call is not the signed-in user's. */
  notYourself: 'A help-client session can only be started as yourself.',
  /** Decided: the storefront could not start the session (logged on the server). */
  storefrontUnavailable: 'The storefront could not start the session.',
  /** Decided: the storefront sandbox's title (the outside storefront stands in on our server). */
  storefrontTitle: 'Client storefront (sandbox)',
  /** Decided: the storefront sandbox's banner; fill `{client}` and `{vet}`. */
  orderingFor: 'Ordering for {client} as {vet}',
  /** Decided: the storefront sandbox's note on what it stands in for. */
  storefrontNote: 'This sandbox stands in for the client’s online storefront: in production, the order is placed here on the client’s behalf.',
  /** Decided: the storefront sandbox without a session. */
  noStorefrontSession: 'There is no storefront session. Start one with Help Client on the client’s profile.',
  /** Decided: the session address called with an unknown, used or expired token. */
  sessionExpired: 'The storefront session has expired. Start a new one with Help Client.',
  shipTo: 'Ship to',
  pets: 'Pets',
  sessionStarted: 'Session started {time}',
} as const;

/**
 * Gender option labels of the patient form (clients §5).
 *
 * @example
 * GENDER_LABELS.gelding // 'Gelding'
 */
export const GENDER_LABELS = {
  male: 'Male',
  female: 'Female',
  neutered: 'Neutered',
  spayed: 'Spayed',
  unknown: 'Unknown',
  other: 'Other',
  mare: 'Mare',
  gelding: 'Gelding',
  stallion: 'Stallion',
} as const;

/**
 * Weight unit labels (clients §3, §5).
 *
 * @example
 * WEIGHT_UNIT_LABELS.lbs // 'lbs'
 */
export const WEIGHT_UNIT_LABELS = { lbs: 'lbs', kg: 'kg' } as const;

/**
 * Messages of the PIMS link, import and lookup operations that the specification implies without
 * giving their words (clients §4, §7; admin §2.4). Decided wording.
 *
 * @example
 * PIMS_MESSAGES.linkedToAnotherClient // 'This PIMS client is already linked to another client.'
 */
export const PIMS_MESSAGES = {
  /** A PIMS operation on a location (or organization) without PIMS. */
  pimsNotEnabled: 'PIMS is not enabled for this location.',
  /** An import where the location lacks the pimsImport feature (clients §1). */
  pimsImportNotEnabled: 'PIMS import is not enabled for this location.',
  /** A link or import whose connection type is not the location's. */
  otherConnectionType: 'The PIMS record must come from this location’s PIMS.',
  /** A link without a PIMS id (or a provider id for the provider-id connection type). */
  pimsIdRequired: 'Select a PIMS client to link.',
  /** A PIMS client linked to another client of the location already. */
  linkedToAnotherClient: 'This PIMS client is already linked to another client.',
  /** A PIMS patient linked to another patient of the location already. */
  patientLinkedElsewhere: 'This PIMS patient is already linked to another patient.',
  /** getPimsCaretakerById without an id. */
  caretakerIdRequired: 'A PIMS ID or a provider ID is required.',
  /** searchPimsPatients without a PIMS client or a name. */
  patientSearchNeedsInput: 'Choose a PIMS client or type a patient name.',
  /** syncPimsUsers by a user who does not manage users at the location. */
  syncNotAllowed: 'Only support and users who manage users can sync PIMS users.',
} as const;

/**
 * Labels of the PIMS screens of clients and patients: the Add Client modal's PIMS results and import
 * step, the PIMS patient import modal, the link panel and link page, the update notices, the
 * unlinked-patient alert and the support Pims Lookup (clients §2, §4; admin §2.4). The spec's own words
 * are used where it gives them; the rest is decided wording.
 *
 * @example
 * PIMS_LABELS.pimsResults // 'PIMS'
 */
export const PIMS_LABELS = {
  practiceResults: 'In this practice',
  pimsResults: 'PIMS',
  pimsClient: 'PIMS client',
  pimsPatient: 'PIMS patient',
  pimsPatients: 'PIMS patients',
  pimsId: CLIENT_LABELS.pimsId,
  /** A PIMS result that is a client of the practice already. */
  alreadyAClient: 'Already a client',
  openProfile: 'Open profile',
  addFromPims: 'Add from PIMS',
  inactiveInPims: 'Inactive in PIMS',
  deceased: 'Deceased',
  alreadyImported: 'Already imported',
  import: CLIENT_LABELS.import,
  imported: 'Imported',
  importPatients: 'Import Patients',
  importFromPims: 'Import from PIMS',
  done: 'Done',
  skip: 'Skip',
  link: CLIENT_LABELS.link,
  linkToPims: 'Link to PIMS',
  linkPims: 'Link PIMS',
  changePimsClient: 'Change PIMS client',
  searchPims: 'Search the PIMS',
  selectedPimsClient: 'Selected PIMS client',
  noPimsClientSelected: 'No PIMS client selected yet. Search the PIMS to find this client.',
  selectThisClient: 'Select',
  linkPatients: 'Link patients',
  linkPatientsHint: 'Choose the PIMS patient of each patient to link. Patients left unchecked stay as they are.',
  noLocalPatients: 'This client has no patients to link.',
  linkTo: 'Link to',
  notInPims: 'Not in the PIMS',
  /** A PIMS patient of another species, offered but not choosable. */
  otherSpecies: 'another species',
  /** A PIMS patient another pet of the client holds, offered but not choosable; fill `{name}`. */
  chosenFor: 'chosen for {name}',
  linkedToPet: 'linked to {name}',
  continue: 'Continue',
  saveLink: 'Save Link',
  back: CLIENT_LABELS.back,
  cancel: CLIENT_LABELS.cancel,
  save: CLIENT_LABELS.save,
  /** The update notice of a client: which of e-mail, address and phone differ. */
  clientUpdateHint: 'The PIMS has a different {fields} for this client.',
  review: 'Review',
  /** The before-and-after tag; fill `{old}` and `{new}`. */
  beforeAfter: '{old} → {new}',
  none: 'None',
  declineChange: 'Keep the current value',
  pimsUpdateHint: 'Changes from the PIMS are applied to the form below. Close a change to keep the current value.',
  field: {
    email: CLIENT_SCREEN_LABELS.email,
    address: 'Address',
    phone: CLIENT_SCREEN_LABELS.phone,
    weight: CLIENT_LABELS.weight,
    breed: CLIENT_LABELS.breed,
    birthdate: CLIENT_LABELS.birthdate,
    gender: CLIENT_LABELS.gender,
    deceasedDate: CLIENT_LABELS.dateOfDeath,
  },
  linkPage: 'Link PIMS',
  linkPageHint: 'Clients of this practice not linked to the PIMS yet. Link one to write prescriptions back to its medical record.',
  searchUnlinked: 'Search by first name, last name or e-mail',
  onlyPendingRequests: 'Only clients with pending requests',
  unlinkedPatientTitle: 'Patient not linked to PIMS',
  pimsLookup: 'Pims Lookup',
  findLocation: 'Find A Location',
  changeLocation: 'Change location',
  searchClients: 'Search clients',
  lookupById: 'Look up by PIMS ID',
  clientById: 'Client',
  patientById: 'Patient',
  lookUp: 'Look Up',
  inPractice: 'In the practice',
  inPims: 'In the PIMS',
  notFound: 'Not found',
  noLocationPims: 'This location is not connected to a PIMS.',
  locationsFound: '{count} locations',
  pimsConnection: 'PIMS connection',
  installInformation: 'Install information',
  installStatus: 'Install status',
  practiceName: 'Practice name',
  pims: 'PIMS',
  nextRun: 'Next run',
  frequency: 'Frequency',
  lastHeartbeat: 'Last heartbeat',
  stage: 'Stage',
  extraction: 'Extraction',
  intermediate: 'Intermediate',
  staging: 'Staging',
  status: 'Status',
  started: 'Started',
  ended: 'Ended',
  elapsed: 'Elapsed',
  lastSuccessful: 'Last successful',
  syncPimsUsers: 'Sync PIMS users',
  notAvailable: CLIENT_LABELS.notAvailable,
  openingStorefront: 'Opening the storefront…',
  helpClientWaiting: 'Preparing the client’s storefront…',
} as const;

/**
 * Texts of the code-redirect PIMS connect flow (admin §4, §7) that the specification implies without
 * giving their words, and of its sandbox partner. Decided wording (the spec's own notices are
 * `ADMIN_TOASTS.partnerConnected`, `digitailConnectionError`, `partnerConnectionError`).
 *
 * @example
 * PIMS_CONNECT_TEXTS.connect // 'Connect to the practice system'
 */
export const PIMS_CONNECT_TEXTS = {
  connect: 'Connect to the practice system',
  reconnect: 'Connect again',
  connecting: 'Connecting…',
  choosePractice: 'Choose which of your practices in the practice system this location is.',
  usePractice: 'Use this practice',
  /** A connect call for a location that does not connect through the code redirect. */
  notCodeRedirect: 'This location does not connect through the practice system’s sign-in.',
  /** A connect call by someone who may not change the location's PIMS settings. */
  notAllowed: 'Only support users can connect a location to its practice system.',
  /** A code that is unknown, used, expired, or of another location. */
  invalidCode: 'The practice system did not accept this sign-in. Please connect again.',
  sandboxTitle: 'Practice system sign-in (sandbox)',
  sandboxAsk: 'VetRx asks to read and write the records of these clinics:',
  sandboxAllow: 'Allow',
  sandboxDeny: 'Cancel',
} as const;
