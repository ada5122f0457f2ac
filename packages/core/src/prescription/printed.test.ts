import { describe, expect, it } from 'vitest';
import { printedPrescription, type PrintSource } from './printed.js';

const source = (over: Partial<PrintSource> = {}): PrintSource => ({
  issuedDate: '2026-03-01',
  rxNumber: 'RX-000042',
  pharmacyFax: null,
  vendorFax: '8005550100',
  productName: 'Hydrocodone/Homatropine Tablets',
  form: 'Tablet',
  strength: '5 mg/1.5 mg',
  flavor: null,
  price: '$42.00',
  unitPerFill: 60,
  quantity: 2,
  packsizeDisplay: '30 Tablets',
  directions: 'Give 1 tablet every 12 hours as needed for cough.',
  daysSupply: null,
  refills: 0,
  prnFlag: false,
  prescExpiryDate: '2026-06-01',
  workflowUser: null,
  autoShipPrompt: false,
  notifyClientDate: null,
  noteToClient: null,
  noteToPharmacy: null,
  submittedBy: 'Dr. Emily Carter',
  authorizingVet: { displayName: 'Dr. Emily Carter', deaLicense: 'BC1234563' },
  patient: { name: 'Rex', species: 'Canine', weight: 42.5, weightUnit: 'lbs', birthdate: null, allergies: [] },
  client: { name: 'Noah Cooper', addresses: [{ type: 'Home', addressLine1: '12 Elm St', city: 'Maple Grove', state: 'MN', zip: '55369' }], phones: [] },
  practice: { name: 'Maple Grove Animal Hospital', addresses: [{ type: 'Office', addressLine1: '1 Main St', city: 'Minneapolis', state: 'MN', zip: '55401' }], phones: [{ type: 'Office', phoneNumber: '6125550100' }] },
  controlled: { isControlled: true, deaSchedule: 'C-II' },
  ...over,
});

const value = (lines: readonly { label: string; value: string }[], label: string) => lines.find((l) => l.label === label)?.value;

describe('printedPrescription', () => {
  it('prints every field with its fallbacks', () => {
    const p = printedPrescription(source());
    expect(value(p.header, 'Pharmacy Fax')).toBe('(800) 555-0100');
    expect(value(p.header, 'Issue Date')).toBe('03-01-2026');
    expect(value(p.authorization, 'Quantity')).toBe('60 (sixty) — 2 × 30 Tablets');
    expect(value(p.authorization, 'Flavor')).toBe('N/A');
    expect(value(p.authorization, 'Days Supply')).toBe('N/A');
    expect(value(p.authorization, 'Note To Pharmacy')).toBe('N/A');
    expect(value(p.authorization, 'Origin')).toBe('Practice');
    expect(value(p.authorization, 'Method')).toBe('ePrescribe');
    expect(value(p.patient!, 'Allergies')).toBe('No Known Allergies');
    expect(value(p.patient!, 'Birthdate')).toBe('N/A');
    expect(value(p.patient!, 'Weight')).toBe('42.5 lbs');
    expect(value(p.prescriber, 'DEA #')).toBe('BC1234563');
    expect(p.eSignature).toBe('This is my eSignature and implies I have valid VCPR as defined by the AVMA.');
    expect(p.controlledChecklist?.notice).toMatch(/^This is a Schedule II controlled substance/);
    // No printed text says null or undefined (the copy mark is absent on an unrecorded print).
    const texts = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(texts) : [String(v)]);
    const { copy, ...printed } = p;
    expect(texts(printed).filter((t) => /undefined|null/.test(t))).toEqual([]);
    expect(copy).toBeNull();
    expect(p.client?.map((l) => l.value)).toEqual(['Noah Cooper', 'Home: 12 Elm St, Maple Grove, MN 55369']);
  });

  it('prints the safety review after the note to pharmacy only when the prescription has one', () => {
    const line = 'Safety override: Two NSAIDs (major). Reason: Carprofen stopped on 11-20.';
    const withReview = printedPrescription(source({ safetyLine: line })).authorization.map((l) => l.label);
    expect(withReview.indexOf('Safety Review')).toBe(withReview.indexOf('Note To Pharmacy') + 1);
    expect(value(printedPrescription(source({ safetyLine: line })).authorization, 'Safety Review')).toBe(line);
    expect(value(printedPrescription(source()).authorization, 'Safety Review')).toBeUndefined();
  });

  it('leaves out the strength when there is none, prints PRN, and has no checklist for other products', () => {
    const p = printedPrescription(source({ strength: '  ', refills: null, prnFlag: true, controlled: { isControlled: false }, pharmacyFax: null, vendorFax: null }));
    expect(value(p.authorization, 'Strength')).toBeUndefined();
    expect(value(p.authorization, 'Refills')).toBe('PRN');
    expect(value(p.header, 'Pharmacy Fax')).toBe('N/A');
    expect(p.controlledChecklist).toBeNull();
  });

  it('prints the client beside the patient on a controlled substance’s prescription only', () => {
    const client = {
      name: 'Noah Cooper',
      addresses: [{ type: 'Home', addressLine1: '12 Elm St', addressLine2: 'Apt 4', city: 'Maple Grove', state: 'MN', zip: '55369' }],
      phones: [{ type: 'Mobile', phoneNumber: '7635550142' }],
    };
    const p = printedPrescription(source({ client }));
    expect(p.client).toEqual([
      { label: 'Name', value: 'Noah Cooper' },
      { label: 'Address', value: expect.stringMatching(/^Home: 12 Elm St.*Maple Grove, MN 55369$/) },
      { label: 'Phone', value: 'Mobile: (763) 555-0142' },
    ]);
    expect(p.controlledChecklist?.items).toContain('The patient, client and practice details are complete and legible.');
    expect(printedPrescription(source({ client, controlled: { isControlled: false } })).client).toBeNull();
    // Office use has no client: nothing is printed for one.
    expect(printedPrescription(source({ client: null })).client).toBeNull();
  });

  it('marks a recorded copy with COPY and the original’s date; the original and an unrecorded print carry no mark', () => {
    expect(printedPrescription(source()).copy).toBeNull();
    expect(printedPrescription(source(), { copyNumber: 1, originalPrintedAt: null }).copy).toBeNull();
    expect(printedPrescription(source(), { copyNumber: 2, originalPrintedAt: '2026-03-01T09:30:00' }).copy).toEqual({
      mark: 'COPY',
      text: 'Copy 2 of the original printed on 03-01-2026',
    });
  });
});

