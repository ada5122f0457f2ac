import { printedPrescription } from '@vetrx/core/prescription';
import { describe, expect, it } from 'vitest';
import { type PrintableRx, printSourceOf } from './printSource';

const rx: PrintableRx = {
  issuedDate: '2026-03-01T15:00:00.000Z',
  rxNumber: 'RX-1001',
  product: {
    fullfillmentVendor: 'chewy',
    productFamily: { name: 'Carprofen' },
    productPresentation: { description: 'Chewable tablet' },
    strengthDisplay: '75 mg',
    packsizeQty: 30,
    packsizeDisplay: '30 count',
    isControlled: false,
    deaSchedule: null,
    priceBooks: [],
  },
  unitPerFill: 60,
  directions: 'Give 1 tablet by mouth every 12 hours.',
  daysSupply: 30,
  refills: 2,
  prnFlag: false,
  autoShipPrompt: false,
  workflowLocationUser: { displayName: 'Amy Staff' },
  locationPatient: { name: 'Biscuit', species: { name: 'Canine' }, weight: 42, weightUnit: 'lbs', birthdate: '2019-05-02', allergies: [{ name: 'Chicken' }] },
  location: {
    name: 'Maple Grove Animal Hospital',
    locationAddresses: [
      { addressType: { description: 'Office' }, addressLine1: '1 Main St', city: 'Maple Grove', state: 'MN', zip: '55369', isActive: true },
      { addressType: { description: 'Old' }, addressLine1: '9 Gone Rd', city: 'Elsewhere', state: 'WI', zip: '53001', isActive: false },
    ],
    locationPhones: [{ phoneType: { description: 'Office' }, phoneNumber: '7632329967', isActive: true }],
    locationPharmacies: [{ code: 'CHEWY', fax: '8005550100' }],
  },
};

describe('the one print mapper', () => {
  it('maps a saved prescription to what is printed: packs from units, active practice contacts, the location pharmacy fax first', () => {
    const source = printSourceOf(rx, { pharmacies: [{ code: 'CHEWY', fax: '8005550199' }], priceBookType: null });
    expect(source.quantity).toBe(2);
    expect(source.pharmacyFax).toBe('8005550100');
    expect(source.vendorFax).toBe('8005550199');
    expect(source.practice.addresses).toHaveLength(1);
    expect(source.place?.locationState).toBe('MN');
    expect(source.patient?.allergies).toEqual(['Chicken']);
    expect(source.workflowUser).toBe('Amy Staff');
    expect(printSourceOf(rx, { pharmacies: [], workflowUser: 'Dr. Emily Carter' }).workflowUser).toBe('Dr. Emily Carter');
  });

  it('carries the safety review line the pharmacy receives, none when there was no review', () => {
    const line = 'Safety override: Two NSAIDs (major). Reason: Carprofen stopped.';
    expect(printSourceOf({ ...rx, safetyReview: { pharmacyLine: line } }, { pharmacies: [] }).safetyLine).toBe(line);
    expect(printSourceOf({ ...rx, safetyReview: null }, { pharmacies: [] }).safetyLine).toBeNull();
  });

  it('never invents an issue date, and prints no quantity for a product without a pack size', () => {
    const undated = printSourceOf({ ...rx, issuedDate: null }, { pharmacies: [] });
    expect(undated.issuedDate).toBeNull();
    expect(printedPrescription(undated)).toEqual(printedPrescription(printSourceOf({ ...rx, issuedDate: undefined }, { pharmacies: [] })));
    expect(printSourceOf({ ...rx, product: { ...rx.product, packsizeQty: 0 } }, { pharmacies: [] }).quantity).toBeNull();
    expect(printSourceOf({ ...rx, unitPerFill: null }, { pharmacies: [] }).quantity).toBeNull();
  });

  it('carries the client with active addresses and phones (printed beside the patient when controlled), never the office-use client', () => {
    const client = {
      firstName: 'Noah',
      lastName: 'Cooper',
      isOfficeUse: false,
      addresses: [
        { addressType: { description: 'Home' }, addressLine1: '12 Elm St', city: 'Maple Grove', state: 'MN', zip: '55369', isActive: true },
        { addressType: { description: 'Old' }, addressLine1: '3 Past Ln', city: 'Anoka', state: 'MN', zip: '55303', isActive: false },
      ],
      phones: [{ phoneType: { description: 'Mobile' }, phoneNumber: '7635550142', isActive: true }],
    };
    const source = printSourceOf({ ...rx, locationClient: client }, { pharmacies: [] });
    expect(source.client).toEqual({
      name: 'Noah Cooper',
      addresses: [expect.objectContaining({ type: 'Home', addressLine1: '12 Elm St' })],
      phones: [{ type: 'Mobile', phoneNumber: '7635550142' }],
    });
    const controlled = { ...rx, locationClient: client, product: { ...rx.product, isControlled: true, deaSchedule: 'C-II' } };
    expect(printedPrescription(printSourceOf(controlled, { pharmacies: [] })).client?.map((l) => l.value)).toEqual(['Noah Cooper', 'Home: 12 Elm St, Maple Grove, MN 55369', 'Mobile: (763) 555-0142']);
    expect(printSourceOf({ ...rx, locationClient: { ...client, isOfficeUse: true } }, { pharmacies: [] }).client).toBeNull();
    expect(printSourceOf({ ...rx, locationClient: null }, { pharmacies: [] }).client).toBeNull();
  });

  it('the original and every reprint are one page but for the COPY line: the record’s Rx number, price and Safety Review (issue 59 item 3)', () => {
    const line = 'Safety override: Dose far outside the labelled range (major). Reason: Loading dose for today only.';
    const saved: PrintableRx = { ...rx, safetyReview: { pharmacyLine: line }, unitPerFill: 30, product: { ...rx.product, priceBooks: [{ name: 'MVP', caretakerPrice: 25.85 }] } as PrintableRx['product'] };
    const source = printSourceOf(saved, { pharmacies: [], priceBookType: 'MVP' });
    const original = printedPrescription(source, { copyNumber: 1, originalPrintedAt: '2026-03-01T15:05:00.000Z' });
    const reprint = printedPrescription(source, { copyNumber: 2, originalPrintedAt: '2026-03-01T15:05:00.000Z' });
    expect(original.copy).toBeNull();
    expect(reprint.copy?.mark).toBe('COPY');
    expect({ ...reprint, copy: null }).toEqual(original);
    const all = [...original.header, ...original.authorization];
    const value = (label: string) => all.find((l) => l.label === label)?.value;
    expect(value('Rx#')).toBe('RX-1001');
    expect(value('Price')).toBe('$25.85');
    expect(value('Safety Review')).toBe(line);
  });
});

