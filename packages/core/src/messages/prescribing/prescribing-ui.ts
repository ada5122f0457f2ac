import { APPROVALS_RECORD_MESSAGES } from '../approvals-records.js';
import { COMMON_MESSAGES } from '../common.js';

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
  missingPrescription: APPROVALS_RECORD_MESSAGES.rxDetails.notFound,
} as const;
