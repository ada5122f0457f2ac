import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formValuesFromSaved, formValuesFromTask, type FormProduct } from './form-source.js';
import { plainRx } from './test-utils/product.js';

const product = (over: Partial<FormProduct> = {}): FormProduct => ({
  productId: '1',
  productName: 'Carprofen',
  strength: '75 mg',
  productPresentationId: '2',
  ...plainRx,
  ...over,
});

describe('formValuesFromSaved', () => {
  it('reads quantity back from units per fill and the notification choice from its date', () => {
    const v = formValuesFromSaved({ unitPerFill: 90, refills: 3, notifyClientDate: '2026-01-31', prescExpiryDate: '2026-06-01' }, { product: product(), today: '2026-01-01' });
    expect(v).toMatchObject({ quantity: 3, refills: 3, clientNotification: 'days30', notifyClientDate: null, prescExpiryDate: '2026-06-01', rxOriginCode: null });
  });

  it('never reopens a controlled product on PRN, above 5, or outside its window; a copy is marked copy', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 11 }), fc.boolean(), fc.constantFrom('C-II', 'C-IV'), fc.integer({ min: 0, max: 12 }), (refills, prn, dea, months) => {
        const expiry = `2026-${String(1 + (months % 12)).padStart(2, '0')}-15`;
        const v = formValuesFromSaved({ refills, prnFlag: prn, prescExpiryDate: expiry }, { product: product({ isControlled: true, deaSchedule: dea }), today: '2026-01-01', copy: true });
        expect(v.prnFlag).toBe(false);
        if (v.refills !== null) expect(Number(v.refills)).toBeLessThanOrEqual(dea === 'C-II' ? 0 : 5);
        expect(v.prescExpiryDate! <= '2026-07-01').toBe(true);
        expect(v.rxOriginCode).toBe('copy');
      }),
    );
  });

  it('an office-use source keeps the RVP 999 refills and its office-use client and patient; elsewhere 999 is cleared', () => {
    const saved = { refills: 999, prnFlag: false, isOfficeUse: true, locationClientId: '70', locationPatientId: '71' };
    const v = formValuesFromSaved(saved, { product: product({ fullfillmentVendor: 'RVP' }), today: '2026-01-01' });
    expect(v).toMatchObject({ refills: 999, isOfficeUse: true, locationClientId: '70', locationPatientId: '71' });
    expect(formValuesFromSaved(saved, { product: product({ fullfillmentVendor: 'GGVCP' }), today: '2026-01-01' }).refills).toBeNull();
    expect(formValuesFromSaved({ ...saved, isOfficeUse: false }, { product: product({ fullfillmentVendor: 'RVP' }), today: '2026-01-01' }).refills).toBeNull();
  });

  it('a draft saved without an expiration (or outside the window) reopens with the default: Schedule II 3 months, other controlled 6, others 12', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<[boolean, string | null, string]>([false, null, '2027-01-01'], [true, 'C-II', '2026-04-01'], [true, 'C-IV', '2026-07-01']),
        fc.constantFrom(null, undefined, '', '2020-01-01', '2030-01-01'),
        fc.boolean(),
        ([isControlled, deaSchedule, expected], saved, copy) => {
          const v = formValuesFromSaved({ prescExpiryDate: saved as string | null }, { product: product({ isControlled, deaSchedule }), today: '2026-01-01', copy });
          expect(v.prescExpiryDate).toBe(expected);
        },
      ),
    );
    // A saved expiration inside the window is kept.
    expect(formValuesFromSaved({ prescExpiryDate: '2026-03-10' }, { product: product(), today: '2026-01-01' }).prescExpiryDate).toBe('2026-03-10');
  });

  it('does not carry Pharmacy Rationale into the reason field', () => {
    expect(formValuesFromSaved({ reasonForCompound: 'Pharmacy Rationale' }, { product: product({ compound: true, hasPharmacyRationale: true }), today: '2026-01-01' }).reasonForCompound).toBeNull();
  });
});

describe('formValuesFromTask', () => {
  it('starts from the requested quantity, the task flavor and PRN for OTC', () => {
    const v = formValuesFromTask({ flavorId: '4', quantityRequested: 3, locationClientId: '7', locationPatientId: '9', isAutoship: true }, { product: product({ productApprovalType: 'OTC' }), today: '2026-01-01' });
    expect(v).toMatchObject({ quantity: 3, flavorId: '4', prnFlag: true, refills: null, autoShipPrompt: true, locationClientId: '7', prescExpiryDate: '2027-01-01' });
  });
});
