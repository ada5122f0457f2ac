import { hardCopyInstruction, type HardCopyPlace } from '../controlled/hard-copy.js';
import { type ControlledFacts, controlledNotice, isControlledProduct } from '../controlled/schedule.js';
import { formatAddress } from '../format/address.js';
import { formatDate } from '../format/date.js';
import { formatPhoneDisplay } from '../format/phone.js';
import { PRESCRIBING_NOTICES, PRINT_LABELS } from '../messages/prescribing.js';
import { printAllergies, printFaxNumber, printRefills, printStrength, printValue, PRINT_ORIGIN_AND_METHOD, numberInWords } from './print.js';
import { type PrintCopy, printCopyMark } from './prints.js';
import type { DateInput } from './types.js';

/**
 * One printed line: a caption and its value.
 *
 * @example
 * const line: PrintLine = { label: 'Quantity', value: '60 (sixty)' };
 */
export interface PrintLine {
  readonly label: string;
  readonly value: string;
}

/**
 * A named party with typed addresses and phones, as printed: the practice, or the client.
 *
 * @example
 * const party: PrintParty = { name: 'Maple Grove Animal Hospital', addresses: [], phones: [] };
 */
export interface PrintParty {
  readonly name: string;
  readonly addresses: ReadonlyArray<{ readonly type?: string | null; readonly addressLine1: string; readonly addressLine2?: string | null; readonly city: string; readonly state: string; readonly zip: string }>;
  readonly phones: ReadonlyArray<{ readonly type?: string | null; readonly phoneNumber: string }>;
}

/**
 * What the printed form is made from: plain values the screen already has (the saved prescription, or
 * the form's values before submission when print-after-authorizing is on).
 *
 * @example
 * printedPrescription({ issuedDate: new Date(), productName: 'Carprofen', unitPerFill: 60, … })
 */
export interface PrintSource {
  readonly issuedDate: DateInput | null;
  readonly rxNumber?: string | null;
  readonly pharmacyFax?: string | null;
  readonly vendorFax?: string | null;
  readonly productName: string | null;
  readonly form: string | null;
  readonly strength: string | null;
  readonly flavor: string | null;
  readonly price: string | null;
  readonly unitPerFill: number | null;
  readonly quantity: number | null;
  readonly packsizeDisplay?: string | null;
  readonly directions: string | null;
  readonly daysSupply: number | null;
  readonly refills: number | null;
  readonly prnFlag: boolean;
  readonly prescExpiryDate: DateInput | null;
  readonly workflowUser: string | null;
  readonly autoShipPrompt: boolean;
  readonly notifyClientDate: DateInput | null;
  readonly noteToClient: string | null;
  readonly noteToPharmacy: string | null;
  /**
   * The safety review's line for the pharmacy (findings overridden, the vet's reason, the withdrawal
   * time): printed after the note to pharmacy when the prescription has one.
   */
  readonly safetyLine?: string | null;
  readonly submittedBy: string | null;
  readonly authorizingVet: { readonly displayName?: string | null; readonly deaLicense?: string | null } | null;
  readonly patient: {
    readonly name: string | null;
    readonly species: string | null;
    readonly weight: number | null;
    readonly weightUnit: string | null;
    readonly birthdate: DateInput | null;
    readonly allergies: readonly string[];
  } | null;
  readonly practice: PrintParty;
  /**
   * The client (owner): printed beside the patient on a controlled substance's prescription, whose
   * checklist asks for complete client details; absent for office use.
   */
  readonly client?: PrintParty | null;
  readonly controlled: ControlledFacts;
  readonly place?: HardCopyPlace;
}

/**
 * The printed prescription, section by section (prescribing §2 "Printable prescription form").
 *
 * @example
 * const printed: PrintedPrescription = printedPrescription(source);
 */
export interface PrintedPrescription {
  readonly header: readonly PrintLine[];
  readonly authorization: readonly PrintLine[];
  readonly eSignature: string;
  readonly patient: readonly PrintLine[] | null;
  /** The client's block beside the patient's: a controlled substance's prescription only. */
  readonly client: readonly PrintLine[] | null;
  readonly practice: readonly PrintLine[];
  /** The COPY mark of a reprint, `null` on the original and on an unrecorded print. */
  readonly copy: { readonly mark: string; readonly text: string } | null;
  readonly prescriber: readonly PrintLine[];
  /** The controlled-substance page, or `null` for a non-controlled product. */
  readonly controlledChecklist: {
    readonly title: string;
    readonly notice: string;
    readonly intro: string;
    readonly items: readonly string[];
    readonly instruction: string;
    readonly mailingTitle: string;
    readonly mailing: readonly string[];
  } | null;
}

const day = (value: DateInput | null): string => printValue(value === null ? null : formatDate(value));
const typed = (type: string | null | undefined, text: string): string => (type ? `${type}: ${text}` : text);
/** A party's typed addresses and phones as printed lines. */
const contactLines = (party: PrintParty): PrintLine[] => [
  ...party.addresses.map((a) => ({ label: PRINT_LABELS.addresses, value: typed(a.type, formatAddress(a)) })),
  ...party.phones.map((ph) => ({ label: PRINT_LABELS.phones, value: typed(ph.type, formatPhoneDisplay(ph.phoneNumber) ?? ph.phoneNumber) })),
];

/**
 * Builds the printed form: header (issue date, Rx number, pharmacy fax → vendor fax → N/A); the
 * authorization (type Rx, product, form, strength only when present, flavor or N/A, price, quantity in
 * digits and words, directions, days supply or N/A, refills or PRN, expiration, workflow user,
 * autoship, notification date, notes, submitted by, origin Practice, method ePrescribe); the eSignature
 * statement; the patient (name, species, weight with unit, birthdate or N/A, allergies or No Known
 * Allergies); the practice (name, typed addresses and phones); the authorizing vet and DEA number;
 * and, for a controlled product, the client's name, addresses and phones beside the patient (decision
 * 0281) and the checklist page with mailing instructions (the pharmacy's address and number are not
 * reproduced). `copy` is the recorded print this printout is: a copy carries the COPY
 * mark with the original's print date; the original, or a printout not yet recorded, none.
 *
 * @example
 * printedPrescription(source).authorization.find((l) => l.label === 'Quantity')?.value // '60 (sixty)'
 * printedPrescription(source, { copyNumber: 2, originalPrintedAt: '2026-11-26' }).copy?.mark // 'COPY'
 */
export function printedPrescription(source: PrintSource, copy: PrintCopy | null = null): PrintedPrescription {
  const L = PRINT_LABELS;
  const units = source.unitPerFill;
  const quantity = units === null || units < 0 ? printValue(null) : `${units} (${numberInWords(units)})`;
  const pack = source.quantity !== null && source.packsizeDisplay ? ` — ${source.quantity} × ${source.packsizeDisplay}` : '';
  const strength = printStrength(source.strength);
  const authorization: PrintLine[] = [
    { label: L.type, value: L.typeRx },
    { label: L.product, value: printValue(source.productName) },
    { label: L.form, value: printValue(source.form) },
    ...(strength ? [{ label: L.strength, value: strength }] : []),
    { label: L.flavor, value: printValue(source.flavor) },
    { label: L.price, value: printValue(source.price) },
    { label: L.quantity, value: `${quantity}${pack}` },
    { label: L.directions, value: printValue(source.directions) },
    { label: L.daysSupply, value: printValue(source.daysSupply) },
    { label: L.refills, value: printRefills(source.refills, source.prnFlag) },
    { label: L.expirationDate, value: day(source.prescExpiryDate) },
    { label: L.workflowUser, value: printValue(source.workflowUser) },
    { label: L.autoship, value: source.autoShipPrompt ? L.yes : L.no },
    { label: L.notificationDate, value: day(source.notifyClientDate) },
    { label: L.clientNote, value: printValue(source.noteToClient) },
    { label: L.pharmacyNote, value: printValue(source.noteToPharmacy) },
    ...(source.safetyLine ? [{ label: L.safetyReview, value: source.safetyLine }] : []),
    { label: L.submittedBy, value: printValue(source.submittedBy) },
    { label: L.origin, value: PRINT_ORIGIN_AND_METHOD.origin },
    { label: L.method, value: PRINT_ORIGIN_AND_METHOD.method },
  ];
  const p = source.patient;
  const controlled = isControlledProduct(source.controlled);
  return {
    header: [
      { label: L.issueDate, value: day(source.issuedDate) },
      ...(source.rxNumber ? [{ label: L.rxNumber, value: source.rxNumber }] : []),
      { label: L.pharmacyFax, value: printFaxNumber(formatPhoneDisplay(source.pharmacyFax) ?? source.pharmacyFax, formatPhoneDisplay(source.vendorFax) ?? source.vendorFax) },
    ],
    authorization,
    eSignature: PRESCRIBING_NOTICES.eSignature,
    patient: p
      ? [
          { label: L.patientName, value: printValue(p.name) },
          { label: L.species, value: printValue(p.species) },
          { label: L.weight, value: p.weight === null ? printValue(null) : `${p.weight} ${p.weightUnit ?? 'lbs'}` },
          { label: L.birthdate, value: day(p.birthdate) },
          { label: L.allergies, value: printAllergies(p.allergies) },
        ]
      : null,
    client: controlled && source.client ? [{ label: L.clientName, value: printValue(source.client.name) }, ...contactLines(source.client)] : null,
    practice: [{ label: L.practiceName, value: source.practice.name }, ...contactLines(source.practice)],
    copy: printCopyMark(copy),
    prescriber: [
      { label: L.authorizingVet, value: printValue(source.authorizingVet?.displayName) },
      { label: L.deaNumber, value: printValue(source.authorizingVet?.deaLicense) },
    ],
    controlledChecklist: controlled
      ? {
          title: L.checklistTitle,
          notice: controlledNotice(source.controlled) ?? '',
          intro: L.checklistIntro,
          items: L.checklistItems,
          instruction: hardCopyInstruction(source.controlled, source.place) ?? '',
          mailingTitle: L.mailingTitle,
          mailing: L.mailingInstructions,
        }
      : null,
  };
}
