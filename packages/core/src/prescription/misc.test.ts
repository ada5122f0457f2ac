import { decodeRouteId, encodeRouteId } from '../routes/routes.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shouldOpenAdvancedOptions } from './advanced-options.js';
import { draftName } from './draft.js';
import { afterPrescribePath } from './navigation.js';
import { needsPatientPrompt } from './patient-prompt.js';

describe('advanced options', () => {
  it('opens on errors inside it, the stored preference, or a draft with advanced values', () => {
    expect(shouldOpenAdvancedOptions({})).toBe(false);
    expect(shouldOpenAdvancedOptions({ errors: { daysSupply: 'x' } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ errors: { directions: 'x' } })).toBe(false);
    expect(shouldOpenAdvancedOptions({ storedPreference: true })).toBe(true);
    expect(shouldOpenAdvancedOptions({ storedPreference: 'true' })).toBe(true);
    expect(shouldOpenAdvancedOptions({ storedPreference: 'false' })).toBe(false);
    expect(shouldOpenAdvancedOptions({ draft: { flavorId: 3 } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ draft: { daysSupply: 30 } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ draft: { daysSupply: 0 } })).toBe(false);
    expect(shouldOpenAdvancedOptions({ draft: { daysSupply: '30' } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ draft: { allergicIngredient: 'Beef' } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ draft: { noteToPharmacy: ' ' , noteToClient: null } })).toBe(false);
    expect(shouldOpenAdvancedOptions({ draft: { noteToClient: 'Hi' } })).toBe(true);
    expect(shouldOpenAdvancedOptions({ draft: null })).toBe(false);
  });
});

describe('patient prompt', () => {
  const rx = (weight: unknown, birthdate: unknown) =>
    needsPatientPrompt({ productApprovalType: 'Rx', patient: { weight: weight as number, birthdate: birthdate as string } });
  it('shows for Rx products with weight missing or birthdate missing, invalid or ≤ 1900', () => {
    expect(rx(12, '2019-05-01')).toBe(false);
    expect(rx(null, '2019-05-01')).toBe(true);
    expect(rx('', '2019-05-01')).toBe(true);
    expect(rx(0, '2019-05-01')).toBe(true);
    expect(rx('12.5', '2019-05-01')).toBe(false);
    expect(rx(12, null)).toBe(true);
    expect(rx(12, 'not a date')).toBe(true);
    expect(rx(12, '1900-12-31')).toBe(true);
    expect(rx(12, '1901-01-01')).toBe(false);
    expect(needsPatientPrompt({ productApprovalType: 'OTC', patient: { weight: null, birthdate: null } })).toBe(false);
    expect(needsPatientPrompt({ productApprovalType: 'Rx', patient: null })).toBe(false);
  });
  it('never shows for complete patients born after 1900', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.01, max: 9999.99, noNaN: true }),
        fc.date({ min: new Date(1901, 0, 1), max: new Date(2030, 0, 1), noInvalidDate: true }),
        (weight, birth) => {
          expect(needsPatientPrompt({ productApprovalType: 'RX', patient: { weight, birthdate: birth } })).toBe(false);
        },
      ),
    );
  });
});

describe('draft name and navigation', () => {
  it('names drafts rx_{client}_{patient}_{timestamp}', () => {
    expect(draftName(12, 34, new Date(1767225600000))).toBe('rx_12_34_1767225600000');
    expect(draftName(null, undefined, 5)).toBe('rx_officeUse_officeUse_5');
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.nat(), (c, p, t) => {
        expect(draftName(c, p, t).split('_')).toEqual(['rx', c, p, String(t)]);
      }),
    );
  });
  it('goes to the client profile after submit, else /create', () => {
    expect(afterPrescribePath('12', '34')).toBe('/clients/profile/12?patientId=MzQ%3D'); // base64 '34'
    expect(decodeRouteId(decodeURIComponent(afterPrescribePath('12', '43').split('patientId=')[1]))).toBe('43');
    expect(afterPrescribePath(12, null)).toBe('/clients/profile/12');
    expect(afterPrescribePath(null, '34')).toBe('/create');
    expect(afterPrescribePath('', '')).toBe('/create');
    expect(afterPrescribePath('70', '71', { isOfficeUse: true })).toBe('/officeuserx');
    expect(afterPrescribePath('70', '71', { isOfficeUse: false })).toBe(`/clients/profile/70?patientId=${encodeURIComponent(encodeRouteId('71'))}`);
  });
});

describe('validatePatientPrompt', () => {
  it('requires a weight in range with 2 decimals, defaults the unit and refuses a future birthdate', async () => {
    const { validatePatientPrompt } = await import('./patient-prompt.js');
    expect(validatePatientPrompt({ weight: '', weightUnit: null, birthdate: null }, '2026-01-01')).toMatchObject({ ok: false, errors: { weight: 'This field is required' } });
    expect(validatePatientPrompt({ weight: '12.5', weightUnit: null, birthdate: '' }, '2026-01-01')).toEqual({ ok: true, value: { weight: 12.5, weightUnit: 'lbs' } });
    expect(validatePatientPrompt({ weight: 10000, weightUnit: 'kg', birthdate: null }, '2026-01-01').ok).toBe(false);
    expect(validatePatientPrompt({ weight: 3, weightUnit: 'kg', birthdate: '2027-01-01' }, '2026-01-01').ok).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999999 }), (cents) => {
        const r = validatePatientPrompt({ weight: cents / 100, weightUnit: 'kg', birthdate: '2020-02-29' }, '2026-01-01');
        return r.ok && r.value.weight === cents / 100 && r.value.birthdate === '2020-02-29';
      }),
    );
  });
});
