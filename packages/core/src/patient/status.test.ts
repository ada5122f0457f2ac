import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consultLinking,
  isSelectableAsPrescribingVet,
  medicalList,
  needsWeightAndBirthDatePrompt,
  pimsStatusRow,
  showsDateOfDeath,
} from './display.js';
import { checkCanAddProduct, patientStatusChange } from './status.js';

describe('patient status changes', () => {
  it('declines pending prescriptions on deactivation or a new date of death', () => {
    const date = fc.option(fc.constantFrom('2026-01-01', '2025-05-05'), { nil: null });
    fc.assert(
      fc.property(fc.option(fc.boolean()), fc.boolean(), date, date, fc.nat({ max: 3 }), (wasActive, isActive, prev, next, pending) => {
        const d = patientStatusChange({ wasActive, isActive, previousDeceasedDate: prev, deceasedDate: next, pendingTaskCount: pending });
        const died = prev === null && next !== null;
        expect(d.declinesPending).toBe((wasActive === true && !isActive) || died);
        expect(d.warning !== null).toBe(d.declinesPending && pending > 0);
        if (d.warning) expect(d.warning).toMatch(died ? /date of death/ : /inactive/);
      }),
    );
  });

  it('needs an active patient to add a product', () => {
    expect(checkCanAddProduct({ isActive: true }).ok).toBe(true);
    expect(checkCanAddProduct({ isActive: false })).toEqual({ ok: false, errors: { locationPatientId: 'Patient is not active' } });
  });
});

describe('patient display', () => {
  it('lists medical information or N/A', () => {
    expect(medicalList([{ name: 'Penicillin' }, { name: ' ' }, { name: 'Sulfa' }])).toBe('Penicillin, Sulfa');
    expect(medicalList([])).toBe('N/A');
    expect(medicalList(null)).toBe('N/A');
  });

  it('shows the date of death only when deceased with a date', () => {
    expect(showsDateOfDeath({ isDeceased: true, deceasedDate: '2026-01-01' })).toBe(true);
    expect(showsDateOfDeath({ isDeceased: true, deceasedDate: null })).toBe(false);
    expect(showsDateOfDeath({ isDeceased: false, deceasedDate: '2026-01-01' })).toBe(false);
  });

  it('shows the PIMS status only with PIMS on the location', () => {
    expect(pimsStatusRow({ pimsId: 'p1' }, true)).toEqual({ label: 'Linked', tooltip: 'p1' });
    expect(pimsStatusRow({ pimsConnectionType: 'BITWERX', pimsProviderId: 'b' }, true)).toEqual({ label: 'Linked', tooltip: 'b' });
    expect(pimsStatusRow({}, true)).toEqual({ label: 'Not Linked', tooltip: null });
    expect(pimsStatusRow({ pimsId: 'p1' }, false)).toBeNull();
  });

  it('prompts for weight and birth date on Rx-approval products', () => {
    expect(needsWeightAndBirthDatePrompt({ weight: 12, birthdate: '2020-01-01' }, { isRxApproval: true })).toBe(false);
    expect(needsWeightAndBirthDatePrompt({ weight: null, birthdate: '2020-01-01' }, { isRxApproval: true })).toBe(true);
    expect(needsWeightAndBirthDatePrompt({ weight: 12, birthdate: null }, { isRxApproval: true })).toBe(true);
    expect(needsWeightAndBirthDatePrompt({ weight: 12, birthdate: 'nope' }, { isRxApproval: true })).toBe(true);
    expect(needsWeightAndBirthDatePrompt({ weight: 12, birthdate: '1900-12-31' }, { isRxApproval: true })).toBe(true);
    expect(needsWeightAndBirthDatePrompt({ weight: 12, birthdate: '1901-01-01' }, { isRxApproval: true })).toBe(false);
    expect(needsWeightAndBirthDatePrompt({}, { isRxApproval: false })).toBe(false);
  });

  it('enables consult linking only for consult types with write-back, an account and a linked patient', () => {
    const account = { pimsConnectionType: 'digitail', isWritebackEnabled: true, isAccountSetUp: true };
    expect(consultLinking(account, { pimsId: 'p' })).toEqual({ enabled: true });
    expect(consultLinking(account, { pimsId: ' ' })).toEqual({ enabled: false, hint: 'Patient needs to be linked to a PIMS record.' });
    for (const change of [{ pimsConnectionType: 'VETSPIRE' }, { isWritebackEnabled: false }, { isAccountSetUp: false }]) {
      expect(consultLinking({ ...account, ...change }, { pimsId: 'p' })).toEqual({
        enabled: false,
        hint: 'Account is not set up for prescription write back.',
      });
    }
  });

  it('selects prescribing vets by canAuthorize or the Vet / vet admin role names', () => {
    expect(isSelectableAsPrescribingVet({ name: 'Staff', canAuthorize: true })).toBe(true);
    expect(isSelectableAsPrescribingVet({ name: 'Vet', canAuthorize: false })).toBe(true);
    expect(isSelectableAsPrescribingVet({ name: 'vet admin', canAuthorize: false })).toBe(true);
    expect(isSelectableAsPrescribingVet({ name: 'VETADMIN', canAuthorize: false })).toBe(true);
    expect(isSelectableAsPrescribingVet({ name: 'Staff', canAuthorize: false })).toBe(false);
  });
});
