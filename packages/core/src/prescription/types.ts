import type { Id } from '../product/types.js';

/**
 * An id as the API sends it; the same type as `@vetrx/core/product`'s.
 *
 * @example
 * const authorizingVet: Id = 'lu-9';
 */
export type { Id } from '../product/types.js';

/**
 * The addPrescriptionType values of AddPrescription and UpdatePrescription.
 *
 * @example
 * ADD_PRESCRIPTION_TYPES // ['AuthorizeRx', 'PrintRx', 'SaveAsDraft']
 */
export const ADD_PRESCRIPTION_TYPES = ['AuthorizeRx', 'PrintRx', 'SaveAsDraft'] as const;
/**
 * How a prescription is saved: authorized, printed, or kept as a draft.
 *
 * @example
 * const type: AddPrescriptionType = 'SaveAsDraft';
 */
export type AddPrescriptionType = (typeof ADD_PRESCRIPTION_TYPES)[number];

/**
 * A date as the rules accept it: a `Date`, an ISO string (`YYYY-MM-DD` or a date-time) or epoch ms.
 *
 * @example
 * defaultExpiryDate(facts, '2026-03-01' satisfies DateInput)
 */
export type DateInput = Date | string | number;

/**
 * Product facts the prescription rules read. The server loads them from the product; the form has them
 * from the selected product.
 *
 * @example
 * const product: PrescriptionProductFacts = { isActive: true, isControlled: false, compound: false, hasPharmacyRationale: false, productApprovalType: 'Rx', packsizeQty: 30, isPrnOnlyFamily: false };
 */
export interface PrescriptionProductFacts {
  readonly isActive: boolean;
  readonly isControlled: boolean;
  readonly deaSchedule?: string | number | null;
  readonly compound: boolean;
  readonly hasPharmacyRationale: boolean;
  /** Rx, OTC or AOTC (any case). */
  readonly productApprovalType: string | null;
  readonly packsizeQty: number;
  /** The product's family is PRN-only: PRN is forced on and locked. */
  readonly isPrnOnlyFamily: boolean;
  /** The pharmacy code that fulfils the product (RVP, GGVCP, …); office-use refills depend on it. */
  readonly fullfillmentVendor?: string | null;
}

/**
 * The spec's "Prescription save input" (prescribing §3), as AddPrescription and UpdatePrescription take it.
 *
 * @example
 * const input: PrescriptionSaveInput = { productId: 'prod-1', unitPerFill: 30, refills: 2, prnFlag: false, prescExpiryDate: '2027-03-01' };
 */
export interface PrescriptionSaveInput {
  allergicIngredient?: string | null;
  authorizingVet?: Id | null;
  currentWorkflowStatusId?: Id | null;
  daysSupply?: number | null;
  directions?: string | null;
  flavorId?: Id | null;
  isOfficeUse?: boolean | null;
  issuedDate?: string | null;
  locationClientId?: Id | null;
  locationId?: Id | null;
  locationPatientId?: Id | null;
  noteToClient?: string | null;
  noteToPharmacy?: string | null;
  notifyClientDate?: string | null;
  prnFlag?: boolean | null;
  prescExpiryDate?: string | null;
  productId?: Id | null;
  reasonForCompound?: string | null;
  refills?: number | null;
  rxOriginCode?: string | null;
  unitPerFill?: number | null;
  workflowLocationUserId?: Id | null;
  pimsConsultId?: Id | null;
  autoShipPrompt?: boolean | null;
  /** Why the vet authorizes despite the safety findings (issue 42). */
  safetyOverrideReason?: string | null;
  /** The withdrawal time of a food-producing animal. */
  withdrawalTime?: string | null;
}

/**
 * The variables of AddPrescription / UpdatePrescription this package validates and builds.
 *
 * @example
 * await client.request(AddPrescription, variables satisfies PrescriptionSaveVariables);
 */
export interface PrescriptionSaveVariables {
  input: PrescriptionSaveInput;
  addPrescriptionType: AddPrescriptionType;
}
