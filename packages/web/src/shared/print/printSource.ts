/**
 * Builds core's PrintSource (the printed prescription's inputs) from what the screens have: a saved
 * prescription (GetPrescription), or the form's values before submission.
 */
import { displayedPrice } from '@vetrx/core/product';
import type { PrintSource } from '@vetrx/core/prescription';
import { clientDisplayName } from '@vetrx/core/task';
type Pharmacy = { code: string; fax?: string | null };
type Typed = { description: string } | null | undefined;

/** The pharmacy fax for a product's vendor: the location's pharmacy first, the vendor's own as fallback. */
export function faxesFor(vendor: string | null | undefined, location: { locationPharmacies: Pharmacy[] } | null | undefined, pharmacies: readonly Pharmacy[]) {
  const code = (vendor ?? '').toUpperCase();
  return {
    pharmacyFax: location?.locationPharmacies.find((p) => p.code.toUpperCase() === code)?.fax ?? null,
    vendorFax: pharmacies.find((p) => p.code.toUpperCase() === code)?.fax ?? null,
  };
}

/** The practice block: name, typed addresses and phones. */
export function practiceOf(location: { name: string; locationAddresses: Array<{ addressType?: Typed; addressLine1: string; addressLine2?: string | null; city: string; state: string; zip: string; isActive: boolean }>; locationPhones: Array<{ phoneType?: Typed; phoneNumber: string; isActive: boolean }> }) {
  return {
    name: location.name,
    addresses: location.locationAddresses.filter((a) => a.isActive).map((a) => ({ ...a, type: a.addressType?.description ?? null })),
    phones: location.locationPhones.filter((p) => p.isActive).map((p) => ({ type: p.phoneType?.description ?? null, phoneNumber: p.phoneNumber })),
  };
}

type Named = { displayName: string } | null | undefined;
type Contact = Parameters<typeof practiceOf>[0];

/**
 * The client block: name, active typed addresses and phones (printed beside the patient on a controlled
 * substance's prescription); none for the office-use client.
 */
export function clientOf(client: { firstName?: string | null; lastName?: string | null; isOfficeUse?: boolean | null; addresses?: Contact['locationAddresses']; phones?: Contact['locationPhones'] } | null | undefined): PrintSource['client'] {
  if (!client || client.isOfficeUse) return null;
  const contact = practiceOf({ name: clientDisplayName(client), locationAddresses: client.addresses ?? [], locationPhones: client.phones ?? [] });
  return contact;
}

/**
 * What printing needs of a saved prescription: the fields both the prescription form's
 * GetPrescription and the Rx detail view load. One mapper, so an Rx prints the same wherever it is
 * printed from.
 */
export interface PrintableRx {
  issuedDate?: string | null;
  rxNumber?: string | null;
  product: {
    fullfillmentVendor?: string | null;
    productFamily: { name: string };
    productPresentation: { description: string };
    strengthDisplay?: string | null;
    packsizeQty: number;
    packsizeDisplay?: string | null;
    isControlled: boolean;
    deaSchedule?: string | null;
  } & Parameters<typeof displayedPrice>[0];
  flavor?: { name: string } | null;
  unitPerFill?: number | null;
  directions?: string | null;
  daysSupply?: number | null;
  refills?: number | null;
  prnFlag: boolean;
  prescExpiryDate?: string | null;
  workflowLocationUser?: Named;
  autoShipPrompt: boolean;
  notifyClientDate?: string | null;
  noteToClient?: string | null;
  noteToPharmacy?: string | null;
  safetyReview?: { pharmacyLine?: string | null } | null;
  submittedBy?: Named;
  authorizingVetLocationUser?: PrintSource['authorizingVet'];
  locationClient?: Parameters<typeof clientOf>[0];
  locationPatient?: {
    name: string;
    species?: { name: string } | null;
    weight?: number | null;
    weightUnit: PrintSourcePatient['weightUnit'];
    birthdate?: string | null;
    allergies: Array<{ name: string }>;
  } | null;
  location?: (Parameters<typeof practiceOf>[0] & { locationPharmacies: Pharmacy[] }) | null;
}
type PrintSourcePatient = NonNullable<PrintSource['patient']>;

/**
 * The PrintSource of a saved prescription. A missing issue date prints as missing (never as today):
 * an Rx is printed with the date it was issued or none.
 */
export function printSourceOf(rx: PrintableRx, args: { pharmacies: readonly Pharmacy[]; priceBookType?: string | null; workflowUser?: string | null }): PrintSource {
  const p = rx.product;
  const pt = rx.locationPatient;
  const location = rx.location;
  return {
    issuedDate: rx.issuedDate ?? null,
    rxNumber: rx.rxNumber ?? null,
    ...faxesFor(p.fullfillmentVendor, location, args.pharmacies),
    productName: p.productFamily.name,
    form: p.productPresentation.description,
    strength: p.strengthDisplay ?? null,
    flavor: rx.flavor?.name ?? null,
    price: displayedPrice(p, args.priceBookType ?? null, rx.unitPerFill),
    unitPerFill: rx.unitPerFill ?? null,
    quantity: rx.unitPerFill != null && p.packsizeQty > 0 ? rx.unitPerFill / p.packsizeQty : null,
    packsizeDisplay: p.packsizeDisplay ?? null,
    directions: rx.directions ?? null,
    daysSupply: rx.daysSupply ?? null,
    refills: rx.refills ?? null,
    prnFlag: rx.prnFlag,
    prescExpiryDate: rx.prescExpiryDate ?? null,
    workflowUser: args.workflowUser ?? rx.workflowLocationUser?.displayName ?? null,
    autoShipPrompt: rx.autoShipPrompt,
    notifyClientDate: rx.notifyClientDate ?? null,
    noteToClient: rx.noteToClient ?? null,
    noteToPharmacy: rx.noteToPharmacy ?? null,
    safetyLine: rx.safetyReview?.pharmacyLine ?? null,
    submittedBy: rx.submittedBy?.displayName ?? null,
    authorizingVet: rx.authorizingVetLocationUser ?? null,
    patient: pt
      ? { name: pt.name, species: pt.species?.name ?? null, weight: pt.weight ?? null, weightUnit: pt.weightUnit, birthdate: pt.birthdate ?? null, allergies: pt.allergies.map((a) => a.name) }
      : null,
    client: clientOf(rx.locationClient),
    practice: location ? practiceOf(location) : { name: '', addresses: [], phones: [] },
    controlled: { isControlled: p.isControlled, deaSchedule: p.deaSchedule ?? null },
    place: { locationState: location?.locationAddresses.find((a) => a.isActive)?.state ?? null },
  };
}
