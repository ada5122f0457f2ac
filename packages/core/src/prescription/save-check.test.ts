import { describe, expect, it } from 'vitest';
import { PRESCRIBING_ERRORS, PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { candidateDays, checkPrescriptionSave, type PrescriptionSaveFacts } from './save-check.js';
import { plainRx as product } from './test-utils/product.js';
import type { PrescriptionSaveInput } from './types.js';

const input: PrescriptionSaveInput = {
  locationId: 'loc-1',
  locationClientId: 'c-1',
  locationPatientId: 'p-1',
  productId: 'prod-1',
  unitPerFill: 60,
  authorizingVet: 'lu-9',
  directions: 'Give 1 tablet by mouth twice daily',
  refills: 2,
  prnFlag: false,
  prescExpiryDate: '2027-03-01',
  issuedDate: '2026-03-01T15:00:00.000Z',
  daysSupply: 30,
  isOfficeUse: false,
};
const facts: PrescriptionSaveFacts = {
  product,
  clientIsActive: true,
  patientIsActive: true,
  candidateDays: ['2026-03-01'],
  officeUseEnabled: true,
  officeUseProduct: { isControlled: false, deaSchedule: null, isOfficeUse: true },
  patientOfClient: true,
  taskMatchesParty: null,
  reasonForCompoundListed: null,
};
const check = (i: Partial<PrescriptionSaveInput>, f: Partial<PrescriptionSaveFacts> = {}) =>
  checkPrescriptionSave({ input: { ...input, ...i }, addPrescriptionType: 'AuthorizeRx' }, { ...facts, ...f });
const errorsOf = (r: ReturnType<typeof check>) => (r.ok ? {} : r.errors);

describe('candidateDays', () => {
  it("is UTC's day first, then the days of UTC−12 and UTC+14 when they differ", () => {
    expect(candidateDays(new Date('2026-03-01T12:00:00Z'))).toEqual(['2026-03-01', '2026-03-02']);
    expect(candidateDays(new Date('2026-03-01T03:00:00Z'))).toEqual(['2026-03-01', '2026-02-28']);
    expect(candidateDays(new Date('2026-03-01T11:00:00Z'))).toEqual(['2026-03-01', '2026-02-28', '2026-03-02']);
  });
});

describe("checkPrescriptionSave: the server's rules of a save, on the facts it gathered", () => {
  it('accepts a valid save and answers the validated value', () => {
    const r = check({});
    expect(r.ok).toBe(true);
    expect(r.ok && r.value.input.productId).toBe('prod-1');
  });

  it("sends a controlled office-use save to the pharmacy (core's mustContactPharmacyForControlled), not a patient's", () => {
    const controlled = { isControlled: true, deaSchedule: 'C-IV', isOfficeUse: true };
    expect(errorsOf(check({ isOfficeUse: true }, { officeUseProduct: controlled })).productId).toBe(PRESCRIBING_ERRORS.controlledContactPharmacy);
    expect(errorsOf(check({ isOfficeUse: false }, { officeUseProduct: controlled })).productId).toBeUndefined();
  });

  it('refuses office use where the location does not allow it, and a product not offered for office use', () => {
    const r = errorsOf(check({ isOfficeUse: true }, { officeUseEnabled: false, officeUseProduct: { isControlled: false, isOfficeUse: false } }));
    expect(r.isOfficeUse).toBe(PRESCRIBING_ERRORS.officeUseNotEnabled);
    expect(r.productId).toBe(PRESCRIBING_VALIDATION.productUnavailable);
  });

  it("refuses another client's patient, a party other than the request's, and a reason not on the list", () => {
    expect(errorsOf(check({}, { patientOfClient: false }))).toEqual({ locationPatientId: PRESCRIBING_ERRORS.patientNotOfClient });
    expect(errorsOf(check({}, { taskMatchesParty: false }))).toEqual({ locationClientId: PRESCRIBING_ERRORS.taskClientMismatch });
    expect(errorsOf(check({}, { reasonForCompoundListed: false }))).toEqual({ reasonForCompound: PRESCRIBING_ERRORS.reasonForCompoundUnknown });
    expect(check({}, { patientOfClient: null, taskMatchesParty: true, reasonForCompoundListed: true }).ok).toBe(true);
  });

  it("answers the validator's refusals and the facts' together, the validator's fields first", () => {
    expect(Object.keys(errorsOf(check({ refills: -1 }, { patientOfClient: false })))).toEqual(['refills', 'locationPatientId']);
  });

  it("accepts a save valid on any candidate day, and answers the first day's refusals when none is", () => {
    // An expiration a year and a day after UTC's today is within a year of the next day.
    const late = { prescExpiryDate: '2027-03-02' };
    expect(errorsOf(check(late)).prescExpiryDate).toBeDefined();
    expect(check(late, { candidateDays: ['2026-03-01', '2026-03-02'] }).ok).toBe(true);
    expect(errorsOf(check(late, { candidateDays: ['2026-03-01', '2026-02-28'] })).prescExpiryDate).toBeDefined();
  });
});
