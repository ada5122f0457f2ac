import { APPROVALS_MESSAGES } from './approvals.js';
import { COMMON_MESSAGES, type ToastText } from './common.js';

/**
 * Texts of prescribing.md about writing prescriptions, choosing products, printing and controlled
 * substances (§2 labels, §5 validation, §8 toasts, notices and empty states), verbatim.
 *
 * Tasks, approvals, decline, workflow, archive, history and the prescription detail view live in
 * `approvals.ts`. Texts shared with the other specifications come from {@link COMMON_MESSAGES} and are
 * referenced here, never retyped.
 *
 * @example
 * import { PRESCRIBING_TOASTS } from '@vetrx/core/messages';
 * toast(PRESCRIBING_TOASTS.draftSaved); // { title: 'Draft Saved', description: 'Draft saved successfully.' }
 */
export const PRESCRIBING_TOASTS = {
  /** Save Draft succeeded (form and task card). */
  draftSaved: { title: 'Draft Saved', description: 'Draft saved successfully.' },
  /** The shorter variant used where only a title is shown. */
  draftSavedTitleOnly: { title: 'Draft saved successfully' },
  /** Authorize Rx or Print Rx succeeded. */
  rxCreated: { title: 'Rx created successfully' },
  draftSaveError: { title: 'Error Saving Draft', description: 'There was an error saving this request.' },
  authorizeError: { title: 'Error Authorizing RX' },
  saveRxError: { title: 'Error Saving RX' },
  /** The workflow step recorded after a save failed. */
  workflowError: { title: 'Error RX' },
  printError: { title: 'Error', description: 'Error trying to print!' },
  shortcutAdded: { title: 'Add shortcut Successfully' },
  shortcutAddError: { title: 'Error Add shortcut' },
  patientEdited: { title: COMMON_MESSAGES.patientEdited },
  patientUpdateWarning: COMMON_MESSAGES.patientUpdateWarning,
  /** Info toast shown instead of prescribing a controlled substance where the portal cannot. */
  controlledContactPharmacy: { title: 'Please contact the pharmacy to prescribe controlled substances' },
  clientNotActive: COMMON_MESSAGES.clientNotActive,
  patientNotActive: COMMON_MESSAGES.patientNotActive,
} as const satisfies Record<string, ToastText>;

/**
 * Field messages of the prescription form (prescribing §5), verbatim.
 *
 * @example
 * PRESCRIBING_VALIDATION.quantityRange // 'Must be greater than zero & less than 10000'
 */
export const PRESCRIBING_VALIDATION = {
  required: COMMON_MESSAGES.fieldRequired,
  quantityRange: 'Must be greater than zero & less than 10000',
  refillsPositive: 'Just positive numbers are allowed',
  validDate: 'Please provide a valid Date',
  daysSupplyRange: 'Must be greater than zero & less than or equal to 365',
  productUnavailable: 'This product is not available, please reselect',
  clientNotActive: COMMON_MESSAGES.clientNotActive.title,
  patientNotActive: COMMON_MESSAGES.patientNotActive.title,
} as const;

/**
 * Messages for inputs the screens never let a user make (a choice list, a `maxLength`, a disabled
 * field), so the spec shows no text for them; the server still has to reject a crafted request with a
 * readable message. These are the only texts of this file not taken from the spec.
 *
 * The over-the-limit text is the shared {@link COMMON_MESSAGES}.maxLength.
 *
 * @remarks Decision: worded plainly in the spec's vocabulary; each names the limit it enforces.
 *
 * @example
 * PRESCRIBING_RULE_MESSAGES.maxLength(100) // 'Must be 100 characters or fewer'
 */
export const PRESCRIBING_RULE_MESSAGES = {
  maxLength: (max: number): string => COMMON_MESSAGES.maxLength.replace('{max}', String(max)),
  refillsAtMost: (max: number): string => `Must be between 0 and ${max}`,
  scheduleIINoRefills: 'Refills must be 0 for a Schedule II controlled substance',
  prnNotAllowedControlled: 'PRN is not allowed for controlled substances',
  noteToClientUnavailable: 'Note to client is not available for this location',
  issuedDateOnDraft: 'A draft has no issue date',
  unknownPrescriptionType: 'Must be AuthorizeRx, PrintRx or SaveAsDraft',
  booleanExpected: 'Must be true or false',
} as const;

/**
 * Refusals of the prescribing operations (AddPrescription, UpdatePrescription, DeletePrescription,
 * upsertPrescriptionWorkflow, AddShortcut). `prescriptionIdNotFound` is the spec's (§7); the others are
 * decided (the spec names the rule, not the sentence), each worded with the spec's vocabulary. The
 * server sends them as the GraphQL error message, so the form's error toast shows them.
 *
 * @remarks Decision: a FORBIDDEN authorization says why — impersonation, or a role without the
 * permission for an Rx product — so a support engineer or a staff member knows what to do next.
 *
 * @example
 * PRESCRIBING_ERRORS.prescriptionIdNotFound // 'Prescription Id not found'
 */
export const PRESCRIBING_ERRORS = {
  prescriptionIdNotFound: 'Prescription Id not found',
  authorizeWhileImpersonating: 'A prescription cannot be authorized while impersonating a user',
  authorizeForAnotherVet: 'You can authorize only in your own name, or for a vet who has delegated prescribing to you. Choose yourself as the authorizing vet, or save a draft for that vet.',
  notAllowedToAuthorize: 'You are not allowed to authorize this prescription; save it as a draft for an authorizing vet',
  authorizingVetNotListed: 'Please select an active authorizing vet of this location',
  workflowUserNotListed: 'Please select an active user of this location',
  workflowStatusUnknown: 'Please select a workflow status',
  flavorNotOffered: 'This flavor is not available for this product',
  reasonForCompoundUnknown: 'Please select a reason for compounding from the list',
  onlyDraftsChange: 'Only a draft can be changed; this prescription has already been issued',
  onlyDraftsRejected: 'Only a draft can be deleted or rejected',
  officeUseNotEnabled: 'Office use is not enabled for this location',
  patientNotOfClient: 'This patient does not belong to the selected client',
  taskClientMismatch: "This prescription must be written for the request's client and patient",
  taskAlreadyActioned: APPROVALS_MESSAGES.taskAlreadyActioned,
  taskAttachStatusMismatch: 'The request status sent does not match this save: authorizing approves the request, saving a draft keeps its status',
  /** The office-use controlled refusal uses the spec's info text (§8). */
  controlledContactPharmacy: PRESCRIBING_TOASTS.controlledContactPharmacy.title,
} as const;

/**
 * Notices and fixed sentences of the prescribing flow (§5, §8), verbatim.
 *
 * @example
 * PRESCRIBING_NOTICES.scheduleII // 'This is a Schedule II controlled substance. A physical hard copy …'
 */
export const PRESCRIBING_NOTICES = {
  eSignature: 'This is my eSignature and implies I have valid VCPR as defined by the AVMA.',
  scheduleII:
    'This is a Schedule II controlled substance. A physical hard copy must be received by our pharmacy for this prescription to be processed.',
  controlled:
    'This is a controlled substance. A physical hard copy must be received by our pharmacy for this prescription to be processed.',
  /**
   * How the hard copy reaches the pharmacy. The spec states the rule (Schedule II and every schedule
   * in New York are mailed; other controlled items print and fax) but not the sentence.
   * @remarks Decision: written from the spec's words.
   */
  hardCopyMail: 'Please mail the signed hard copy of this prescription to the pharmacy.',
  hardCopyPrintAndFax: 'Please print this prescription, sign it and fax it to the pharmacy.',
  patientInformationRequired:
    'Patient information is required. If left blank, we will make pet owner and/or clinic outreach to avoid delays in fulfillment.',
  /**
   * Hint under Reason for Compounding. The spec gives the fact (GFI 256 requires a reason for
   * compounding from April 1, 2023 per FDA), not the sentence.
   * @remarks Decision: written as a sentence from the spec's words.
   */
  reasonForCompoundHint:
    "Per the FDA's Guidance for Industry (GFI) #256, a reason for compounding is required from April 1, 2023.",
  inactiveProductTooltip:
    'This product is now inactive - please decline or decline and copy and choose a new product.',
  unavailableProductsWithFilters:
    'No products found with the current search filters or this medication is currently unavailable, please call the pharmacy support line for alternatives.',
  unavailableProducts:
    'This medication is currently unavailable, please call the pharmacy support line for alternatives.',
  unlinkedPatient: COMMON_MESSAGES.unlinkedPatientNotice,
  consultRetrievalError: COMMON_MESSAGES.consultRetrievalError,
  noWriteback: COMMON_MESSAGES.noWriteback,
  patientNotLinked: COMMON_MESSAGES.patientNotLinked,
} as const;

/**
 * Empty states of product search and the product details modal (§2, §8), verbatim.
 *
 * @example
 * PRESCRIBING_EMPTY_STATES.findYourProduct // { title: 'Find Your Product', description: 'Search for a product to see results here' }
 */
export const PRESCRIBING_EMPTY_STATES = {
  findYourProduct: { title: 'Find Your Product', description: 'Search for a product to see results here' },
  zeroResults: COMMON_MESSAGES.zeroResults,
  noProductDetails: 'No Product Details Found!',
} as const;

/**
 * Labels of the create, product-selection, prescribe and print screens (§2, §4, §5), verbatim.
 *
 * @example
 * PRESCRIBING_LABELS.authorizeRx // 'Authorize Rx'
 */
export const PRESCRIBING_LABELS = {
  searchByClient: 'Search by Client',
  searchByProduct: 'Search by Product',
  activeRxDrafts: 'Active RX Drafts',
  viewAllDrafts: 'View All Drafts',
  searchByProductName: 'Search By Product Name',
  showFilters: 'Show Filters',
  hideFilters: 'Hide Filters',
  filterBy: 'Filter By',
  clearAll: 'Clear All',
  apply: 'Apply',
  searchForProduct: 'Search For Product',
  back: 'Back',
  showMore: 'Show more',
  showLess: 'Show less',
  /** Facet headings of the Filter By panel (the spec names the filters in lower case; capitalised here). */
  filterSpecies: 'Species',
  filterFlavor: 'Flavor',
  filterTimeToShip: 'Time to Ship',
  filterPreferred: 'Preferred',
  filterDelivery: 'Delivery',
  filterWeightRange: 'Weight Range',
  selectProduct: 'Select Product',
  selectClient: 'Select Client',
  selectPatient: 'Select Patient',
  prescribe: 'Prescribe',
  change: 'Change',
  officeUse: 'Office Use',
  editingDraft: 'Editing Draft',
  printRX: 'Print RX',
  printRx: 'Print Rx',
  authorizeRx: 'Authorize Rx',
  saveDraft: 'Save Draft',
  continue: 'Continue',
  advancedOptions: 'Advanced Options',
  conflictDetected: 'Conflict Detected',
  pricing: 'Pricing',
  description: 'Description',
  prescribingDetails: 'Prescribing Details',
  ingredients: 'Ingredients',
  additionalDetails: 'Additional Details',
  temporarilyOutOfStock: 'Temporarily Out of Stock',
  doNotLinkToConsultation: 'Do not link to consultation',
  searchByCode: 'Search by code',
  noKnownAllergies: 'No Known Allergies',
  authorizingVet: 'Authorizing Vet',
  authorizingUser: 'Authorizing User',
  pharmacyRationale: 'Pharmacy Rationale',
  prn: 'PRN',
  notApplicable: COMMON_MESSAGES.notAvailable,
  printOrigin: 'Practice',
  printMethod: 'ePrescribe',
  goToLinkPage: COMMON_MESSAGES.goToLinkPage,
  ignore: COMMON_MESSAGES.ignore,
} as const;

/**
 * Labels of the printable prescription form (prescribing §2 "Printable prescription form"). The spec
 * lists the fields; the captions are decided, in the spec's words. The controlled-substance checklist
 * is the page the practice sends with the hard copy.
 *
 * @example
 * PRINT_LABELS.quantity // 'Quantity'
 */
export const PRINT_LABELS = {
  title: 'Prescription',
  issueDate: 'Issue Date',
  pharmacyFax: 'Pharmacy Fax',
  rxNumber: 'Rx#',
  authorization: 'Authorization',
  type: 'Type',
  typeRx: 'Rx',
  product: 'Product',
  form: 'Form',
  strength: 'Strength',
  flavor: 'Flavor',
  price: 'Price',
  quantity: 'Quantity',
  directions: 'Directions',
  daysSupply: 'Days Supply',
  refills: 'Refills',
  expirationDate: 'Expiration Date',
  workflowUser: 'Workflow User',
  eSignature: 'eSignature',
  autoship: 'Autoship',
  notificationDate: 'Client Notification Date',
  clientNote: 'Note To Client',
  pharmacyNote: 'Note To Pharmacy',
  safetyReview: 'Safety Review',
  submittedBy: 'Submitted By',
  origin: 'Origin',
  method: 'Method',
  authorizingVet: 'Authorizing Vet',
  deaNumber: 'DEA #',
  patient: 'Patient',
  patientName: 'Name',
  species: 'Species',
  weight: 'Weight',
  birthdate: 'Birthdate',
  allergies: 'Allergies',
  practice: 'Practice',
  practiceName: 'Name',
  /** The owner's block beside the patient's on a controlled substance's printout (issue 42). */
  client: 'Client',
  clientName: 'Name',
  addresses: 'Address',
  phones: 'Phone',
  signatureLine: 'Signature',
  checklistTitle: 'Controlled Substance Prescription Checklist',
  checklistIntro: 'Before sending the signed hard copy to the pharmacy, check each item:',
  checklistItems: [
    'The prescription is printed on this form and signed in ink by the authorizing veterinarian.',
    "The authorizing veterinarian's DEA number is printed on the prescription.",
    'The quantity is written in numbers and in words.',
    'The patient, client and practice details are complete and legible.',
    'The prescription is dated with its issue date.',
  ],
  mailingTitle: 'Mailing instructions',
  mailingInstructions: [
    'Mail the signed original to the fulfilling pharmacy at the address it gives you for controlled-substance prescriptions; a fax or a copy is not accepted for Schedule II.',
    'Use a trackable mail service and keep the tracking number with the patient record.',
    'Keep a copy of the signed prescription in the patient record.',
  ],
  print: 'Print',
  close: COMMON_MESSAGES.close,
  yes: COMMON_MESSAGES.yes,
  no: COMMON_MESSAGES.no,
} as const;

/**
 * Small texts of the prescribing screens the spec does not word (counts, captions, tags, actions);
 * decided, in the spec's vocabulary. Everything a screen shows comes from this catalogue.
 *
 * @example
 * PRESCRIBING_UI.shipsIn(1, 2) // 'Ships in 1-2 business days'
 */
export const PRESCRIBING_UI = {
  resultsFound: (n: number): string => `${n.toLocaleString('en-US')} ${n === 1 ? 'result' : 'results'}`,
  select: 'Select',
  preferred: 'Preferred',
  compound: 'Compound',
  prnOnly: 'PRN only',
  noOptions: 'No options for this search',
  weightMinLbs: 'Min (lbs)',
  weightMaxLbs: 'Max (lbs)',
  /** Filter By: choices staged but not applied yet. */
  filtersPending: 'Filters changed. Apply them to update the results.',
  shipsIn: (min: number | null | undefined, max: number | null | undefined): string =>
    max === null || max === undefined ? `Ships in ${min ?? 0}+ business days` : `Ships in ${min ?? 0}-${max} business days`,
  deliveryDays: (days: string | null | undefined): string => (days ? `${days} business days` : COMMON_MESSAGES.notAvailable),
  shelfLifeDays: (days: number): string => `${days} days`,
  // Product details
  productDetails: 'Product Details',
  family: 'Family',
  presentation: 'Presentation',
  species: 'Species',
  flavors: 'Flavors',
  price: 'Price',
  priceRange: 'Price range',
  autoshipPrice: 'Autoship price',
  maxShelfLife: 'Max shelf life',
  deliveryTime: 'Delivery time',
  caretakerPrice: 'Caretaker price',
  veterinarianPrice: 'Veterinarian price',
  acquisitionCost: 'Acquisition cost',
  minimumAdvertisedPrice: 'Minimum advertised price',
  subscriptionDiscount: 'Autoship discount',
  priceBook: 'Price book',
  directions: 'Directions',
  precautions: 'Precautions',
  manufacturer: 'Manufacturer',
  sku: 'SKU',
  packSize: 'Pack size',
  dosage: 'Dosage',
  weightRange: 'Weight range',
  fulfilledBy: 'Fulfilled by',
  approvalType: 'Approval type',
  deaSchedule: 'DEA schedule',
  iconPrescription: 'Prescription',
  iconVetExclusive: 'Vet exclusive',
  iconHazardous: 'Hazardous',
  iconControlled: 'Controlled',
  iconTemperatureSensitive: 'Temperature sensitive',
  imageOf: (title: string, view: string): string => `${title}, ${view}`,
  imageViews: { front: 'front', back: 'back', tiltLeft: 'tilted left', tiltRight: 'tilted right', additional: (n: number) => `image ${n}` },
  prescribeThis: 'Prescribe',
  openDetails: 'Details',
  // Product selection (the spec numbers the steps 0 to 3: product family, form, strength, product)
  selectionSteps: ['Product Family', 'Form', 'Strength', 'Product'],
  /** Accessible name of the prescribing wizard's step list (decided). */
  wizardSteps: 'Prescription steps',
  /** Accessible name of the product selection's step list (decided, 0337). */
  selectionStepsLabel: 'Product selection steps',
  chooseForm: 'Choose a form',
  chooseStrength: 'Choose a strength',
  chooseProduct: 'Choose a product',
  allFlavors: 'All flavors',
  products: (n: number): string => `${n} ${n === 1 ? 'product' : 'products'}`,
  packOf: (display: string): string => display,
  outOfStock: 'Out of stock',
  officeUseVariant: 'Office use',
  selectedProduct: 'Selected product',
  // Client and patient steps of the wizard and /create
  searchClients: 'Search clients by name, phone or e-mail',
  clientSearchHint: 'Type at least 3 characters to search your clients.',
  noClientsFound: COMMON_MESSAGES.zeroResults,
  inactive: COMMON_MESSAGES.inactive,
  patients: (n: number): string => `${n} ${n === 1 ? 'patient' : 'patients'}`,
  noPatients: 'This client has no patients.',
  choosePatient: 'Choose the patient',
  chooseClient: 'Choose the client',
  client: 'Client',
  patient: 'Patient',
  product: 'Product',
  deceased: 'Deceased',
  // Active RX Drafts
  noDrafts: COMMON_MESSAGES.noDataFound,
  continueDraft: 'Continue',
  declineOrDelete: 'Decline or Delete',
  draftFor: (patient: string, client: string): string => (client ? `${patient} · ${client}` : patient),
  created: 'Created',
  authorizingVet: 'Authorizing Vet',
  missingPrescription: APPROVALS_MESSAGES.rxDetails.notFound,
} as const;

/**
 * Field labels and actions of the prescription form and its dialogs (prescribing §2, §4, §5). The spec
 * names the fields; the captions are decided in its words (Authorizing Vet/User, Advanced Options,
 * Save Draft, Authorize Rx and Print Rx are the spec's own and live in {@link PRESCRIBING_LABELS}).
 *
 * @example
 * PRESCRIBING_FORM_LABELS.directions // 'Directions'
 */
export const PRESCRIBING_FORM_LABELS = {
  product: 'Product',
  form: 'Form',
  strength: 'Strength',
  flavor: 'Flavor',
  noFlavor: 'No flavor preference',
  packSize: 'Pack size',
  quantity: 'Quantity',
  quantityHint: (pack: string): string => `Packs of ${pack}`,
  unitsPerFill: 'Units per fill',
  price: 'Price',
  autoshipPrice: 'Autoship price',
  directions: 'Directions',
  shortcuts: 'Shortcuts',
  addShortcut: 'Add Shortcut',
  refills: 'Refills',
  prn: 'PRN',
  expiration: 'Expiration',
  clientNotification: 'Client Notification',
  notificationDate: 'Notification date',
  workflowUser: 'Workflow User',
  workflowStatus: 'Workflow Status',
  choose: 'Select…',
  reasonForCompound: 'Reason for Compounding',
  allergicIngredient: 'Allergic Ingredient',
  daysSupply: 'Days Supply',
  noteToPharmacy: 'Note to Pharmacy',
  noteToClient: 'Note to Client',
  consult: 'PIMS Consultation',
  consultCode: 'Consultation code',
  search: 'Search',
  openByDefault: 'Open Advanced Options by default',
  printAfterAuthorizing: 'Print after authorizing',
  deaNumber: 'DEA #',
  deaMissing: 'No DEA number on file for the authorizing vet',
  saveAsDraft: 'Save As Draft',
  approve: 'Approve',
  cancel: 'Cancel',
  continue: 'Continue',
  save: 'Save',
  characters: (used: number, max: number): string => `${used}/${max}`,
  conflictNoteHint: 'Explain the off-label use to the pharmacy in the Note to Pharmacy.',
  patientPromptTitle: 'Patient Information',
  weight: 'Weight',
  weightUnit: 'Unit',
  birthdate: 'Date of Birth',
  scheduleIIConfirmTitle: 'Print Schedule II prescription?',
  scheduleIIConfirmBody: 'This prescription will be issued and printed. Sign the printout and mail the hard copy to the pharmacy.',
  scheduleIIConfirm: 'Print Rx',
  shortcutType: 'Type',
  shortcutLabel: 'Label',
  shortcutDetails: 'Details',
  add: 'Add',
  editingFor: 'For',
} as const;

/**
 * Option labels of the product search filters and the client-notification choice (§2, §4), verbatim.
 *
 * @example
 * PRESCRIBING_OPTION_LABELS.timeToShip['5+'] // '5+ business days'
 */
export const PRESCRIBING_OPTION_LABELS = {
  timeToShip: {
    all: 'All',
    '1-2': '1 to 2 business days',
    '2-3': '2 to 3 business days',
    '3-5': '3 to 5 business days',
    '5+': '5+ business days',
  },
  preferred: { yes: COMMON_MESSAGES.yes, no: COMMON_MESSAGES.no, all: 'All' },
  delivery: { '2-3': '2-3 days', '3-4': '3-4 days' },
  clientNotification: {
    none: 'None',
    today: 'Today',
    days30: '30 Days',
    days60: '60 Days',
    days90: '90 Days',
    months6: '6 Months',
    selectDate: 'Select Date',
  },
} as const;
