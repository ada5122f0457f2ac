import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADD_PRESCRIPTION_TYPES } from './types.js';
import { prescriptionIdOfRxNumber, rxNumberFor, rxOriginCodeFor, savedRxStatusCode } from './issue.js';

const schedules = fc.constantFrom(null, 'C-II', 'CII', 'C-III', 'C-IV', 'C-V', '4', 'none');
const states = fc.constantFrom(null, 'NY', 'New York', 'MN', 'CO', 'ny');

describe('savedRxStatusCode', () => {
  it('keeps drafts Draft, never issues a controlled product as Created, mails Schedule II and New York', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADD_PRESCRIPTION_TYPES), fc.boolean(), schedules, states, (type, isControlled, deaSchedule, state) => {
        const code = savedRxStatusCode(type, { isControlled, deaSchedule }, { locationState: state });
        const controlled = isControlled || ['C-II', 'CII', 'C-III', 'C-IV', 'C-V', '4'].includes(deaSchedule ?? '');
        if (type === 'SaveAsDraft') return code === 'Draft';
        if (controlled && code === 'Created') return false;
        if (['C-II', 'CII'].includes(deaSchedule ?? '')) return code === 'MailedToPharmacy';
        if (controlled && /^(ny|new york)$/i.test(state ?? '')) return code === 'MailedToPharmacy';
        if (type === 'AuthorizeRx' && !controlled) return code === 'Created';
        return code === 'FaxedToPharmacy';
      }),
    );
  });

  it('prints a non-controlled product to be faxed', () => {
    expect(savedRxStatusCode('PrintRx', { isControlled: false }, { locationState: 'NY' })).toBe('FaxedToPharmacy');
  });
});

describe('rxNumberFor', () => {
  it('pads the id and is unique per id', () => {
    expect(rxNumberFor(123)).toBe('RX-000123');
    fc.assert(fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => (a === b) === (rxNumberFor(a) === rxNumberFor(b))));
  });
});

describe('prescriptionIdOfRxNumber', () => {
  it('reads back the id of every Rx number and of a bare id; nothing else names a prescription', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 99_999_999 }), (id) => prescriptionIdOfRxNumber(rxNumberFor(id)) === String(id) && prescriptionIdOfRxNumber(String(id)) === String(id)));
    for (const bad of ['', 'RX-', 'RX-000000', '0', 'RX-12a', 'abc', '-1', '1.5', 'e3b0c442-98fc-1c14-9afb-4c8996fb9242', '1'.repeat(16)]) {
      expect(prescriptionIdOfRxNumber(bad)).toBeNull();
    }
  });
});

describe('rxOriginCodeFor', () => {
  it('is copy only for copy', () => {
    expect(rxOriginCodeFor(' Copy ')).toBe('copy');
    fc.assert(fc.property(fc.option(fc.string()), (s) => rxOriginCodeFor(s) === ((s ?? '').trim().toLowerCase() === 'copy' ? 'copy' : 'create')));
  });
});
