import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildRxDetailRows, officeUseDisplay, RX_DETAIL_LABELS, refillDisplay } from './detail.js';

const rx = {
  rxNumber: 1042,
  issuedDate: new Date(2026, 2, 4, 9),
  rxStatus: { code: 'Created' },
  archived: false,
  isFillable: true,
  isOfficeUse: false,
  locationClient: { firstName: 'Maria ', lastName: 'Lopez' },
  locationPatient: { name: 'Rex' },
  product: { title: 'Carprofen 75 mg', productPresentation: { description: 'Chewable Tablet' }, ingredients: 'Carprofen', strengthDisplay: '75 mg' },
  flavor: { flavor: 'Beef' },
  reasonForCompound: null,
  unitPerFill: 30,
  directions: 'Give 1 tablet by mouth daily',
  daysSupply: 30,
  refills: 2,
  prnFlag: false,
  prescExpiryDate: new Date(2027, 2, 4),
  notifyClientDate: null,
  noteToPharmacy: '',
  noteToClient: 'With food',
  authorizingVetLocationUser: { displayName: 'Dr. Ada Smith' },
  workflowLocationUser: null,
};

describe('Rx detail view', () => {

  it('builds the rows of a prescription', () => {
    const rows = buildRxDetailRows(rx, { officeUseEnabled: true, price: 12.5 });
    expect(Object.fromEntries(rows.map((r) => [r.label, r.value]))).toEqual({
      'Client Name': 'Maria Lopez',
      'Patient Name': 'Rex',
      'Rx#': '1042',
      'Issued Date': '03-04-2026',
      Status: 'Created',
      Product: 'Carprofen 75 mg',
      Form: 'Chewable Tablet',
      Flavor: 'Beef',
      'Reason For Compound': 'N/A',
      Ingredients: 'Carprofen',
      Strength: '75 mg',
      Price: '$12.50',
      Quantity: '30',
      Direction: 'Give 1 tablet by mouth daily',
      'Days Supply': '30',
      Refill: '2',
      Expiration: '03-04-2027',
      'Client Notification': 'N/A',
      'Note To Pharmacy': 'N/A',
      'Note To Client': 'With food',
      'Authorizing Vet': 'Dr. Ada Smith',
      'Workflow User': 'N/A',
      'Office Use': 'NO',
    });
  });

  it('Office Use row only when the location has office use; rows otherwise in order', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.boolean(), { nil: null }), (enabled, isOfficeUse) => {
        const rows = buildRxDetailRows({ ...rx, isOfficeUse }, { officeUseEnabled: enabled });
        expect(rows.map((r) => r.label)).toEqual(enabled ? RX_DETAIL_LABELS : RX_DETAIL_LABELS.slice(0, -1));
        expect(officeUseDisplay({ isOfficeUse }, enabled)).toBe(enabled ? (isOfficeUse === true ? 'YES' : 'NO') : null);
      }),
    );
  });

  it('Refill shows PRN when flagged, else the number', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean(), { nil: null }), fc.option(fc.nat(11), { nil: null }), (prnFlag, refills) => {
        expect(refillDisplay({ prnFlag, refills })).toBe(prnFlag === true ? 'PRN' : refills === null ? null : String(refills));
      }),
    );
  });

  it('office use without client, archived status, string flavor and vet, no price', () => {
    const rows = buildRxDetailRows(
      { isOfficeUse: true, archived: true, isFillable: false, rxStatus: { code: 'Created' }, flavor: 'Chicken', authorizingVet: 'Dr. Bo', prnFlag: true },
      { officeUseEnabled: false, price: null },
    );
    const v = Object.fromEntries(rows.map((r) => [r.field, r.value]));
    expect(v).toMatchObject({ clientName: 'Office Use', status: 'Archived', flavor: 'Chicken', authorizingVet: 'Dr. Bo', price: 'N/A', refill: 'PRN' });
    const none = Object.fromEntries(buildRxDetailRows({ locationClient: { firstName: ' ', lastName: null }, archived: false, isFillable: false }, { officeUseEnabled: false }).map((r) => [r.field, r.value]));
    expect(none.clientName).toBe('N/A');
    expect(none.flavor).toBe('N/A');
  });
});
