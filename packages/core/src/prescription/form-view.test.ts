import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEA_SCHEDULES } from '../controlled/schedule.js';
import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import { initialPrescriptionFormValues, type PrescriptionFormValues } from './form.js';
import { prescriptionFormView, type PrescriptionFormViewFacts } from './form-view.js';
import type { PrescriptionProductFacts } from './types.js';

const TODAY = new Date('2026-03-10T12:00:00Z');
const RX: PrescriptionProductFacts = {
  isActive: true,
  isControlled: false,
  deaSchedule: null,
  compound: false,
  hasPharmacyRationale: false,
  productApprovalType: 'Rx',
  packsizeQty: 30,
  isPrnOnlyFamily: false,
};

function facts(product: PrescriptionProductFacts, over: Partial<PrescriptionFormViewFacts> = {}, values: Partial<PrescriptionFormValues> = {}): PrescriptionFormViewFacts {
  return {
    values: { ...initialPrescriptionFormValues({ product, today: TODAY }), ...values },
    product,
    mode: 'create',
    isOfficeUse: false,
    today: TODAY,
    errors: {},
    ...over,
  };
}

const arbProduct: fc.Arbitrary<PrescriptionProductFacts> = fc.record({
  isActive: fc.boolean(),
  isControlled: fc.boolean(),
  deaSchedule: fc.option(fc.constantFrom<string>(...DEA_SCHEDULES, 'CII', '2', 'IV'), { nil: null }),
  compound: fc.boolean(),
  hasPharmacyRationale: fc.boolean(),
  productApprovalType: fc.constantFrom('Rx', 'OTC', 'AOTC', null),
  packsizeQty: fc.integer({ min: 1, max: 500 }),
  isPrnOnlyFamily: fc.boolean(),
});
const isControlled = (p: PrescriptionProductFacts): boolean => p.isControlled || p.deaSchedule !== null;
const isScheduleII = (p: PrescriptionProductFacts): boolean => ['C-II', 'CII', '2'].includes(String(p.deaSchedule));

describe('prescriptionFormView', () => {
  it('shows a plain Rx product with every field enabled, PRN offered, strength required and the print toggle', () => {
    const { sections, controlled } = prescriptionFormView(facts(RX, { pack: { display: '30 tablets' } }, { quantity: 2 }));
    expect(controlled).toBe(false);
    expect(sections.refills.field).toMatchObject({ required: true, disabled: false });
    expect(sections.refills.prn).toEqual({ shown: true, locked: false });
    expect(sections.refills.choices).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(sections.product.strength.required).toBe(true);
    expect(sections.quantity).toMatchObject({ unitsPerFill: 60, min: 1, field: { hint: 'Packs of 30 tablets' } });
    expect(sections.expiration).toMatchObject({ min: '2026-03-10', max: '2027-03-10' });
    expect(sections.controlledNotice).toBeNull();
    expect(sections.print).toEqual({ showsDeaInformation: false, toggleDisabled: false });
  });

  it('locks a Schedule II product: refills read-only at 0 with the reason, no PRN, 6-month window, the error notice, DEA information', () => {
    const cii = { ...RX, isControlled: true, deaSchedule: 'C-II' };
    const { sections } = prescriptionFormView(facts(cii, { locationState: 'CA' }));
    expect(sections.refills.field).toMatchObject({ disabled: true, disabledReason: 'scheduleII' });
    expect(sections.refills.value).toBe(0);
    expect(sections.refills.choices).toEqual([0]);
    expect(sections.refills.prn.shown).toBe(false);
    expect(sections.product.strength.required).toBe(false);
    expect(sections.controlledNotice).toMatchObject({ status: 'error', title: PRESCRIBING_NOTICES.scheduleII });
    expect(sections.expiration.max).toBe('2026-09-10');
    expect(sections.print).toEqual({ showsDeaInformation: true, toggleDisabled: true });
  });

  it('says why refills are disabled for a PRN-only family and for PRN ticked', () => {
    expect(prescriptionFormView(facts({ ...RX, isPrnOnlyFamily: true })).sections.refills).toMatchObject({ field: { disabled: true, disabledReason: 'prnOnlyFamily', required: false }, prn: { locked: true }, placeholder: 'prn', value: '' });
    expect(prescriptionFormView(facts(RX, {}, { prnFlag: true, refills: 3 })).sections.refills.field).toMatchObject({ disabled: true, disabledReason: 'prn' });
  });

  it('puts each message under its field and opens Advanced Options for one of its fields', () => {
    const view = prescriptionFormView(facts(RX, { errors: { refills: 'Too many', daysSupply: 'Bad' } }));
    expect(view.sections.refills.field.error).toBe('Too many');
    expect(view.sections.advanced.daysSupply.error).toBe('Bad');
    expect(view.sections.advanced.autoOpen).toBe(true);
    expect(view.sections.quantity.field.error).toBeUndefined();
    expect(prescriptionFormView(facts(RX)).sections.advanced.autoOpen).toBe(false);
  });

  it('asks for the reason for compounding unless the pharmacy gives it or the order is office use', () => {
    const compound = { ...RX, compound: true };
    expect(prescriptionFormView(facts(compound)).sections.compounding).toMatchObject({ shown: true, reason: { shown: true, required: true }, allergicIngredient: { disabled: true, disabledReason: 'reasonWithoutAllergy' } });
    expect(prescriptionFormView(facts(compound, { reason: { allergicIngredient: true } })).sections.compounding.allergicIngredient).toMatchObject({ required: true, disabled: false });
    expect(prescriptionFormView(facts(compound, { isOfficeUse: true })).sections.compounding.shown).toBe(false);
    expect(prescriptionFormView(facts({ ...compound, hasPharmacyRationale: true })).sections.compounding).toMatchObject({ shown: true, reason: { shown: false }, pharmacyRationale: true });
  });

  it('computes the notification date for a choice and leaves it editable only on "Select date"', () => {
    const d30 = prescriptionFormView(facts(RX, {}, { clientNotification: 'days30' })).sections.notification.date;
    expect(d30).toMatchObject({ disabled: true, inputDisabled: true, value: '2026-04-09', min: '2026-03-10' });
    expect(prescriptionFormView(facts(RX, {}, { clientNotification: 'selectDate', notifyClientDate: '2026-05-01' })).sections.notification.date).toMatchObject({ disabled: false, value: '2026-05-01' });
  });

  it('shows the consult with the linking hint, and only with PIMS and not for office use', () => {
    const pims = { pimsConnectionType: 'EZYVET', isWritebackEnabled: true, isAccountSetUp: true, patientPimsId: null };
    expect(prescriptionFormView(facts(RX, { pims })).sections.advanced.consult).toMatchObject({ shown: true, disabled: true, hint: 'Patient needs to be linked to a PIMS record.' });
    expect(prescriptionFormView(facts(RX, { pims: { ...pims, patientPimsId: 'p-1' } })).sections.advanced.consult).toMatchObject({ shown: true, disabled: false });
    expect(prescriptionFormView(facts(RX, { pims, isOfficeUse: true })).sections.advanced.consult.shown).toBe(false);
    expect(prescriptionFormView(facts(RX)).sections.advanced.consult.shown).toBe(false);
  });

  it('never offers PRN for a controlled product, and disables the print toggle for it', () => {
    fc.assert(
      fc.property(arbProduct, fc.boolean(), (product, prnFlag) => {
        const { sections } = prescriptionFormView(facts(product, {}, { prnFlag }));
        if (isControlled(product)) {
          expect(sections.refills.prn.shown).toBe(false);
          expect(sections.print.toggleDisabled).toBe(true);
          expect(sections.controlledNotice).not.toBeNull();
        } else expect(sections.refills.prn.shown).toBe(true);
      }),
    );
  });

  it('keeps Schedule II refills read-only at 0 from the values the form starts with', () => {
    fc.assert(
      fc.property(arbProduct, fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }), (product, requestedQuantity) => {
        const { sections } = prescriptionFormView(facts(product, { requestedQuantity }));
        if (isScheduleII(product)) {
          expect(sections.refills.field).toMatchObject({ disabled: true, disabledReason: 'scheduleII' });
          expect(sections.refills.value).toBe(0);
          expect(sections.refills.choices).toEqual([0]);
        }
        // A disabled field always says why; an enabled one never does.
        for (const f of [sections.refills.field, sections.notification.date, sections.compounding.allergicIngredient, sections.advanced.flavor]) {
          expect(f.disabled).toBe(f.disabledReason !== undefined);
        }
      }),
    );
  });
});
