import { COMMON_MESSAGES } from '../common.js';

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
