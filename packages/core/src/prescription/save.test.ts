import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PrescriptionSaveContext, prescriptionSaveInputSchema, validatePrescriptionSave } from './save.js';
import { plainRx as product } from './test-utils/product.js';
import type { AddPrescriptionType, PrescriptionSaveInput } from './types.js';

const ctx: PrescriptionSaveContext = { today: '2026-03-01', product, clientIsActive: true, patientIsActive: true };
const input: PrescriptionSaveInput = {
  locationId: 'loc-1',
  locationClientId: 'c-1',
  locationPatientId: 'p-1',
  productId: 'prod-1',
  unitPerFill: 60,
  authorizingVet: 'lu-9',
  workflowLocationUserId: 'lu-3',
  currentWorkflowStatusId: 4,
  directions: 'Give 1 tablet by mouth twice daily',
  refills: 2,
  prnFlag: false,
  prescExpiryDate: '2027-03-01',
  issuedDate: '2026-03-01T15:00:00.000Z',
  notifyClientDate: '2026-03-01',
  daysSupply: 30,
  noteToPharmacy: '',
  noteToClient: 'Hello',
  isOfficeUse: false,
};
const save = (i: PrescriptionSaveInput, type: AddPrescriptionType | string = 'AuthorizeRx', c: Partial<PrescriptionSaveContext> = {}) =>
  validatePrescriptionSave({ input: i, addPrescriptionType: type }, { ...ctx, ...c });
const errorsOf = (r: ReturnType<typeof save>) => (r.ok ? {} : r.errors);

describe('validatePrescriptionSave', () => {
  it('accepts a complete authorization and nulls the workflow fields', () => {
    const r = save(input);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.addPrescriptionType).toBe('AuthorizeRx');
    expect(r.value.input.currentWorkflowStatusId).toBeNull();
    expect(r.value.input.workflowLocationUserId).toBeNull();
    expect(r.value.input.issuedDate).toBe(input.issuedDate);
    expect(r.value.input.noteToPharmacy).toBeNull();
    expect(r.value.input.noteToClient).toBeNull(); // feature off
  });
  it('keeps workflow fields on print and drops the issue date of a draft', () => {
    const p = save(input, 'PrintRx');
    expect(p.ok && p.value.input.workflowLocationUserId).toBe('lu-3');
    const d = save(input, 'SaveAsDraft');
    expect(d.ok && d.value.input.issuedDate).toBeNull();
    expect(d.ok && d.value.input.currentWorkflowStatusId).toBe(4);
  });
  it('requires the issue date when authorizing or printing', () => {
    expect(errorsOf(save({ ...input, issuedDate: null }))).toEqual({ issuedDate: 'Please provide a valid Date' });
    expect(errorsOf(save({ ...input, issuedDate: null }, 'PrintRx'))).toEqual({ issuedDate: 'Please provide a valid Date' });
    expect(save({ ...input, issuedDate: null }, 'SaveAsDraft').ok).toBe(true);
  });
  it('relaxes required fields for a draft only', () => {
    const bare: PrescriptionSaveInput = { ...input, directions: ' ', refills: null, prescExpiryDate: null, authorizingVet: null };
    expect(errorsOf(save(bare))).toEqual({
      directions: 'This field is required',
      refills: 'This field is required',
      prescExpiryDate: 'Please provide a valid Date',
      authorizingVet: 'This field is required',
    });
    expect(save(bare, 'SaveAsDraft').ok).toBe(true);
  });
  it('rejects an unknown type and wrongly typed fields', () => {
    expect(errorsOf(save(input, 'Whatever'))).toEqual({ addPrescriptionType: 'Must be AuthorizeRx, PrintRx or SaveAsDraft' });
    const bad = { ...input, refills: '2', daysSupply: 'x', prnFlag: 'yes', directions: 7 } as unknown as PrescriptionSaveInput;
    expect(errorsOf(save(bad))).toEqual({
      refills: 'Just positive numbers are allowed',
      daysSupply: 'Must be greater than zero & less than or equal to 365',
      prnFlag: 'Must be true or false',
      directions: 'This field is required',
    });
    expect(prescriptionSaveInputSchema.safeParse({}).success).toBe(true);
  });
  it('checks product, client and patient', () => {
    expect(errorsOf(save({ ...input, productId: null }))).toEqual({ productId: 'This field is required' });
    expect(errorsOf(save(input, 'SaveAsDraft', { product: { ...product, isActive: false } }))).toEqual({
      productId: 'This product is not available, please reselect',
    });
    expect(errorsOf(save(input, 'AuthorizeRx', { product: null }))).toMatchObject({ productId: 'This product is not available, please reselect' });
    expect(errorsOf(save(input, 'AuthorizeRx', { clientIsActive: false, patientIsActive: false }))).toEqual({
      locationClientId: 'Client is not active',
      locationPatientId: 'Patient is not active',
    });
    expect(errorsOf(save({ ...input, locationClientId: null, locationPatientId: '' }, 'SaveAsDraft'))).toEqual({
      locationClientId: 'This field is required',
      locationPatientId: 'This field is required',
    });
    expect(save({ ...input, isOfficeUse: true, locationClientId: null, locationPatientId: null }).ok).toBe(true);
  });
  it('checks units per fill against the pack size (quantity 1 to 9999)', () => {
    expect(errorsOf(save({ ...input, unitPerFill: 45 }))).toEqual({ unitPerFill: 'Must be greater than zero & less than 10000' });
    expect(errorsOf(save({ ...input, unitPerFill: 0 }))).toEqual({ unitPerFill: 'Must be greater than zero & less than 10000' });
    expect(errorsOf(save({ ...input, unitPerFill: 30 * 10000 }))).toEqual({ unitPerFill: 'Must be greater than zero & less than 10000' });
    expect(errorsOf(save({ ...input, unitPerFill: null }, 'SaveAsDraft'))).toEqual({ unitPerFill: 'This field is required' });
    expect(save({ ...input, unitPerFill: 30 * 9999 }).ok).toBe(true);
    expect(save({ ...input, unitPerFill: 7 }, 'AuthorizeRx', { product: { ...product, packsizeQty: 0 } }).ok).toBe(true);
  });
  it('refills: PRN sends null, PRN-only family forces PRN, controlled refuses PRN, Schedule II stores 0', () => {
    const prn = save({ ...input, prnFlag: true, refills: 5 });
    expect(prn.ok && prn.value.input).toMatchObject({ prnFlag: true, refills: null });
    const locked = save({ ...input, prnFlag: false, refills: 3, directions: null }, 'AuthorizeRx', { product: { ...product, isPrnOnlyFamily: true } });
    expect(locked.ok && locked.value.input).toMatchObject({ prnFlag: true, refills: null, directions: null });
    const controlled = { ...product, isControlled: true, deaSchedule: 'C-IV' };
    expect(errorsOf(save({ ...input, prnFlag: true, prescExpiryDate: '2026-09-01' }, 'AuthorizeRx', { product: controlled }))).toEqual({
      prnFlag: 'PRN is not allowed for controlled substances',
    });
    expect(errorsOf(save({ ...input, refills: 6, prescExpiryDate: '2026-09-01' }, 'AuthorizeRx', { product: controlled, requestedQuantity: 40 }))).toEqual({
      refills: 'Must be between 0 and 5',
    });
    const sII = { ...controlled, deaSchedule: 'CII' };
    const s = save({ ...input, refills: null, prescExpiryDate: '2026-06-01' }, 'AuthorizeRx', { product: sII });
    expect(s.ok && s.value.input).toMatchObject({ refills: 0, prnFlag: false });
    expect(errorsOf(save({ ...input, refills: 1, prescExpiryDate: '2026-06-01' }, 'AuthorizeRx', { product: sII }))).toEqual({
      refills: 'Refills must be 0 for a Schedule II controlled substance',
    });
    expect(save({ ...input, refills: 30 }, 'AuthorizeRx', { requestedQuantity: 31 }).ok).toBe(true);
  });
  it('office use from RVP stores refills up to 999; never outside office use nor for a controlled product', () => {
    const rvp = { ...product, fullfillmentVendor: 'RVP' };
    const office = { ...input, isOfficeUse: true, refills: 999 };
    const ok = save(office, 'AuthorizeRx', { product: rvp });
    expect(ok.ok && ok.value.input).toMatchObject({ refills: 999, isOfficeUse: true, locationClientId: 'c-1', locationPatientId: 'p-1' });
    expect(errorsOf(save({ ...office, refills: 1000 }, 'AuthorizeRx', { product: rvp }))).toEqual({ refills: 'Must be between 0 and 999' });
    expect(errorsOf(save({ ...office, isOfficeUse: false }, 'AuthorizeRx', { product: rvp }))).toEqual({ refills: 'Must be between 0 and 11' });
    expect(errorsOf(save(office, 'AuthorizeRx', { product: { ...product, fullfillmentVendor: 'GGVCP' } }))).toEqual({ refills: 'Must be between 0 and 11' });
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.option(fc.constantFrom('C-II', 'C-III', 'C-IV', 'C-V'), { nil: null }),
        fc.constantFrom('RVP', 'GGVCP', 'HSRX', null),
        fc.integer({ min: 0, max: 1200 }),
        fc.constantFrom<AddPrescriptionType>('AuthorizeRx', 'PrintRx', 'SaveAsDraft'),
        (isOfficeUse, schedule, vendor, refills, type) => {
          const facts = { ...product, isControlled: schedule !== null, deaSchedule: schedule, fullfillmentVendor: vendor };
          const r = save({ ...input, isOfficeUse, refills, prescExpiryDate: '2026-05-01' }, type, { product: facts });
          const max = schedule === 'C-II' ? 0 : schedule !== null ? 5 : isOfficeUse && vendor === 'RVP' ? 999 : 11;
          expect(r.ok).toBe(refills <= max);
          if (r.ok) expect(r.value.input.refills).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
  it('controlled expiry is at most 6 months ahead', () => {
    const controlled = { ...product, isControlled: true, deaSchedule: 'C-III' };
    expect(errorsOf(save(input, 'AuthorizeRx', { product: controlled }))).toEqual({ prescExpiryDate: 'Please provide a valid Date' });
  });
  it('compounding: reason required, Pharmacy Rationale sent, allergic ingredient by the flag', () => {
    const compound = { ...product, compound: true };
    expect(errorsOf(save(input, 'AuthorizeRx', { product: compound }))).toEqual({ reasonForCompound: 'This field is required' });
    expect(save({ ...input, isOfficeUse: true }, 'AuthorizeRx', { product: compound }).ok).toBe(true);
    const withReason = save({ ...input, reasonForCompound: 'Allergy', allergicIngredient: 'Chicken' }, 'AuthorizeRx', { product: compound });
    expect(withReason.ok && withReason.value.input).toMatchObject({ reasonForCompound: 'Allergy', allergicIngredient: null });
    const rationale = save(input, 'AuthorizeRx', { product: { ...compound, hasPharmacyRationale: true } });
    expect(rationale.ok && rationale.value.input.reasonForCompound).toBe('Pharmacy Rationale');
    expect(errorsOf(save({ ...input, reasonForCompound: 'Allergy' }, 'AuthorizeRx', { product: compound, reasonForCompoundAllergic: true }))).toEqual({
      allergicIngredient: 'This field is required',
    });
    const allergic = save({ ...input, reasonForCompound: 'Allergy', allergicIngredient: 'Chicken' }, 'AuthorizeRx', {
      product: compound,
      reasonForCompoundAllergic: true,
    });
    expect(allergic.ok && allergic.value.input.allergicIngredient).toBe('Chicken');
    const notCompound = save({ ...input, reasonForCompound: 'Allergy' });
    expect(notCompound.ok && notCompound.value.input.reasonForCompound).toBeNull();
  });
  it('notes: conflict needs a note when authorizing; note to client only with the feature', () => {
    expect(errorsOf(save(input, 'AuthorizeRx', { conflictExists: true }))).toEqual({ noteToPharmacy: 'This field is required' });
    expect(save(input, 'PrintRx', { conflictExists: true }).ok).toBe(true);
    expect(save({ ...input, noteToPharmacy: 'Off-label, dose checked' }, 'AuthorizeRx', { conflictExists: true }).ok).toBe(true);
    const on = save(input, 'AuthorizeRx', { features: { showNoteToClient: true } });
    expect(on.ok && on.value.input.noteToClient).toBe('Hello');
    expect(errorsOf(save({ ...input, noteToClient: 'x'.repeat(101) }, 'AuthorizeRx', { features: { showNoteToClient: true } }))).toEqual({
      noteToClient: 'Must be 100 characters or fewer',
    });
    expect(save({ ...input, noteToClient: 'x'.repeat(101) }).ok).toBe(true);
  });
  it('days supply and notification date', () => {
    expect(errorsOf(save({ ...input, daysSupply: 366 }))).toEqual({ daysSupply: 'Must be greater than zero & less than or equal to 365' });
    for (const daysSupply of [0, -3]) {
      const zero = save({ ...input, daysSupply });
      expect(zero.ok && zero.value.input.daysSupply).toBeNull();
    }
    const none = save({ ...input, daysSupply: null, notifyClientDate: null });
    expect(none.ok && none.value.input).toMatchObject({ daysSupply: null, notifyClientDate: null });
    expect(errorsOf(save({ ...input, notifyClientDate: '2026-02-28' }))).toEqual({ notifyClientDate: 'Please provide a valid Date' });
  });
  it('never accepts refills above the maximum, and never a Schedule II refill', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
        fc.constantFrom(null, 'C-II', 'C-III', 'C-V'),
        fc.constantFrom<AddPrescriptionType>('AuthorizeRx', 'PrintRx', 'SaveAsDraft'),
        (refills, requestedQuantity, deaSchedule, type) => {
          const p = { ...product, isControlled: deaSchedule !== null, deaSchedule };
          const r = save({ ...input, refills, prescExpiryDate: '2026-05-01' }, type, { product: p, requestedQuantity });
          if (r.ok) {
            const stored = r.value.input.refills as number;
            if (deaSchedule === 'C-II') expect(stored).toBe(0);
            else if (deaSchedule !== null) expect(stored).toBeLessThanOrEqual(5);
            else expect(stored).toBeLessThanOrEqual(Math.max(11, (requestedQuantity ?? 0) - 1));
          } else {
            expect(r.errors.refills).toBeDefined();
          }
        },
      ),
    );
  });
});
