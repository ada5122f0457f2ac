import { COMMON_MESSAGES } from './common.js';

/**
 * Texts of the prescription records: the history lists, the prescription detail view and its Rx details
 * modal, the archive, the conflict panel and order cards (prescribing.md §2, §4, §9;
 * clients-and-patients.md §2, §4, §8). Verbatim from the spec where it gives the text; decided texts are
 * marked so. Apart from `APPROVALS_MESSAGES` (approvals.ts) so the queue's first load carries none of
 * them (issue 61).
 *
 * @example
 * APPROVALS_RECORD_MESSAGES.archive.title
 */
export const APPROVALS_RECORD_MESSAGES = {
  /** Prescription history lists (prescribing §2 Prescription history). Filter labels decided. */
  history: {
    title: 'Prescription History',
    showOnlyActive: 'Show Only Active',
    showOtc: 'Show OTC',
    /** Archived filter options (decided). */
    archivedOptions: { all: 'All', archived: 'Archived', active: 'Not Archived' },
    anyClient: 'Any client',
    anyPatient: 'Any patient',
    anyProduct: 'Any product',
    anyVet: 'Any vet',
    anyStatus: 'Any status',
    searchClient: 'Search clients',
    /** Status filter labels by listing value (decided: the listing values in Title Case). */
    statusOptions: {
      draft: 'Draft',
      sent_to_pharmacy: 'Sent To Pharmacy',
      faxed: 'Faxed',
      mailed: 'Mailed',
      received_by_pharmacy: 'Received By Pharmacy',
      more_info_required: 'More Info Required',
      accepted_by_pharmacy: 'Accepted By Pharmacy',
      declined: 'Declined',
      created: 'Created',
      rejected_draft: 'Rejected Draft',
    },
    approvalTypeOptions: { AOTC: 'AOTC', RX: 'Rx', OTC: 'OTC' },
    columns: { issued: 'Issued', expires: 'Expires', rxNumber: 'Rx#', vet: 'Vet' },
    draftActions: { create: 'Create', declineOrDelete: 'Decline or Delete' },
    view: 'View',
    filters: {
      client: 'Client',
      patient: 'Patient',
      product: 'Product',
      prescribingVet: 'Prescribing Vet',
      status: 'Status',
      dateRange: 'Date Range',
      archived: 'Archived',
      approvalType: 'Approval Type',
    },
  },

  /** Prescription detail view (prescribing §2) and its Rx details modal. */
  rxDetails: {
    title: 'Rx Details',
    notFound: 'Could not find RX details',
    fields: {
      clientName: 'Client Name',
      patientName: 'Patient Name',
      rxNumber: 'Rx#',
      issuedDate: 'Issued Date',
      status: 'Status',
      product: 'Product',
      form: 'Form',
      flavor: 'Flavor',
      reasonForCompound: 'Reason For Compound',
      ingredients: 'Ingredients',
      strength: 'Strength',
      price: 'Price',
      quantity: 'Quantity',
      direction: 'Direction',
      daysSupply: 'Days Supply',
      refill: 'Refill',
      expiration: 'Expiration',
      clientNotification: 'Client Notification',
      noteToPharmacy: 'Note To Pharmacy',
      noteToClient: 'Note To Client',
      authorizingVet: 'Authorizing Vet',
      workflowUser: 'Workflow User',
      officeUse: 'Office Use',
    },
    prn: 'PRN',
    yes: 'YES',
    no: 'NO',
    /** Shown for an empty field (decided, as on the printed form; the shared text). */
    notAvailable: COMMON_MESSAGES.notAvailable,
    /** Client name of an office-use prescription (decided). */
    officeUseClient: 'Office Use',
    copy: 'Copy',
    printRx: 'Print RX',
    close: COMMON_MESSAGES.close,
    maxShelfLife: 'Max Shelf Life',
    maxShelfLifeValue: (days: number): string => `${days} days`,
    deliveryTime: 'Delivery Time',
    deliveryTimeValue: (days: string): string => `${days} business days`,
    orders: 'Orders',
    noOrders: 'No orders for this prescription yet.',
    workflowHistory: 'Workflow',
    copyTitle: 'Copy product name',
    /** The not-found dosage-form picture (decided). */
    noImage: 'No image available',
    description: 'Description',
    prescribingDetails: 'Prescribing Details',
  },

  /** Archive (prescribing §2 Modals, §4 Archive). */
  archive: {
    button: 'Archive',
    archived: 'archived',
    /** Tooltip when an order is still being processed (sentence decided from the spec's words). */
    orderInProgress:
      'A client order for this prescription is still in progress, so it cannot be archived until processing completes.',
    /** Decided: the server's refusal when the prescription is archived already. */
    alreadyArchived: 'This prescription has already been archived.',
    confirm: {
      title: 'Confirm Archival?',
      text: 'Proceed with Rx archival?',
      no: COMMON_MESSAGES.no,
      yes: COMMON_MESSAGES.yes,
    },
  },

  /** Conflict panel (prescribing §4, clients §4). Per-check sentences decided. */
  conflict: {
    title: 'Conflict Detected',
    explanation:
      'This product may not be suitable for this patient. To authorize, add a note to the pharmacy explaining the off-label use.',
    species: (patientSpecies: string, productSpecies: string): string =>
      `Species: this product is labelled for ${productSpecies}, and the patient is ${patientSpecies}.`,
    weightBelow: (weightLbs: string, minLbs: string): string =>
      `Weight: the patient weighs ${weightLbs} lbs, below this product's minimum of ${minLbs} lbs.`,
    weightAbove: (weightLbs: string, maxLbs: string): string =>
      `Weight: the patient weighs ${weightLbs} lbs, above this product's maximum of ${maxLbs} lbs.`,
    daysSupply: (daysSupply: number, shelfLife: number): string =>
      `Days supply: ${daysSupply} days is longer than this product's shelf life of ${shelfLife} days.`,
    keyword: (keyword: string, listLabel: string, term: string): string =>
      `Keyword: "${keyword}" matches the patient's ${listLabel} "${term}".`,
    lists: {
      allergies: 'allergy',
      healthConditions: 'health condition',
      medications: 'current medication',
    },
    /** Species display names by species code (clients §3 Species codes). */
    speciesNames: {
      avian: 'Avian',
      canine: 'Canine',
      equine: 'Equine',
      feline: 'Feline',
      other: 'Other',
      reptile: 'Reptile',
      small_animal: 'Small Animal',
      unknown: 'Unknown',
    },
  },

  /** Order history and order cards (clients §2 Order History, §4; prescribing §9). */
  orders: {
    empty: 'No Orders Found',
    shipped: 'Shipped',
    moreProducts: (count: number): string => `... ${count} more products`,
    placedBy: { cs: 'Customer Support', vet: 'Vet' },
    /** Order status labels for the status filter (decided: Title Case of the spec's values). */
    statuses: {
      'in-progress': 'In Progress',
      completed: 'Completed',
      canceled: 'Canceled',
      refunded: 'Refunded',
      shipped: 'Shipped',
      'ready for fulfillment': 'Ready For Fulfillment',
      'sent to fulfillment': 'Sent To Fulfillment',
      fulfilled: 'Fulfilled',
      voided: 'Voided',
      duplicate: 'Duplicate',
    },
    filters: { name: 'Client or Patient Name', status: 'Status', orderDate: 'Order Date', reset: 'Reset' },
  },
} as const;
