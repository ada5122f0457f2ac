import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INACTIVE_RX_STATUSES, isActiveMedicationRx, medicationsToCheck, safetyMedicationOf } from './medications.js';
import { RX_STATUS_CODES } from '../record/status.js';

const TODAY = '2026-11-23';

describe('the medication list', () => {
  it('property: an Rx is on the list iff issued and not declined, not archived and not expired — filled or not', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RX_STATUS_CODES), fc.boolean(), fc.constantFrom(null, '2026-11-22', TODAY, '2027-11-23'), (code, archived, expiry) => {
        const expected = !archived && !['Draft', 'Declined', 'DeclinedByPharmacy', 'RejectedDraft'].includes(code) && (expiry === null || expiry >= TODAY);
        expect(isActiveMedicationRx({ rxStatusCode: code, archived, prescExpiryDate: expiry }, TODAY)).toBe(expected);
      }),
    );
    expect(INACTIVE_RX_STATUSES.has('AcceptedByPharmacy')).toBe(false);
  });

  it('reads an entry for the check: names, code words and active ingredients, not the inactive ones', () => {
    const m = safetyMedicationOf({ key: 'rx:1', source: 'VETRX', name: 'Gabapentin Oral Suspension', ingredients: 'Active ingredients: Gabapentin 50 mg/mL. Inactive ingredients: xylitol.', rxNumber: 'RX-1', prescriptionId: 1 });
    expect(m.text).toBe('Gabapentin Oral Suspension Active ingredients: Gabapentin 50 mg/mL. ');
    expect(m.prescriptionId).toBe('1');
    expect(safetyMedicationOf({ key: 'recorded:potassium_bromide', source: 'RECORDED', name: 'Potassium Bromide', code: 'potassium_bromide' }).text).toBe('Potassium Bromide potassium bromide');
    expect(safetyMedicationOf({ key: 'x', source: 'SOMETHING', name: 'X' }).source).toBe('RECORDED');
  });

  it('leaves out the request itself, its draft and the prescription it renews', () => {
    const list = [
      { key: 'rx:1', source: 'VETRX', name: 'A', prescriptionId: 1 },
      { key: 'rx:2', source: 'VETRX', name: 'B', prescriptionId: 2 },
      { key: 'task:5', source: 'REQUEST', name: 'C', prescriptionTaskId: 5 },
      { key: 'task:6', source: 'REQUEST', name: 'D', prescriptionTaskId: 6 },
      { key: 'recorded:x', source: 'RECORDED', name: 'E' },
    ];
    expect(medicationsToCheck(list, { prescriptionTaskId: '5', prescriptionIds: [2, null] }).map((m) => m.key)).toEqual(['rx:1', 'task:6', 'recorded:x']);
    expect(medicationsToCheck(list).length).toBe(5);
  });
});
