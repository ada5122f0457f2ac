import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEA_SCHEDULES } from '../controlled/schedule.js';
import {
  applyProductToRefills,
  defaultRefillState,
  isPrnAvailable,
  isPrnLocked,
  isRefillsDisabled,
  officeUseRefillsMaximum,
  type RefillFieldFacts,
  refillChoices,
  refillsError,
  refillsMaximum,
  togglePrn,
} from './refills.js';
import { refillsTextSchema } from './refills-text.js';

const arbQuantity = fc.option(fc.integer({ min: -5, max: 20000 }), { nil: null });
const arbFacts: fc.Arbitrary<RefillFieldFacts> = fc.record({
  isControlled: fc.boolean(),
  deaSchedule: fc.option(fc.constantFrom<string>(...DEA_SCHEDULES, 'CII', '2', 'IV', 'x'), { nil: null }),
  requestedQuantity: arbQuantity,
  productApprovalType: fc.constantFrom('Rx', 'OTC', 'AOTC', null),
  isPrnOnlyFamily: fc.boolean(),
});
const arbState = fc.record({ refills: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }), prnFlag: fc.boolean() });
const controlledOf = (f: RefillFieldFacts): boolean => f.isControlled === true || ['C-I', 'C-II', 'C-III', 'C-IV', 'C-V', 'CII', '2', 'IV'].includes(String(f.deaSchedule));
const sIIOf = (f: RefillFieldFacts): boolean => ['C-II', 'CII', '2'].includes(String(f.deaSchedule));

describe('refillsMaximum', () => {
  it('is 11, or quantity − 1 when larger, for non-controlled products', () => {
    expect(refillsMaximum({})).toBe(11);
    expect(refillsMaximum({ requestedQuantity: 1 })).toBe(11);
    expect(refillsMaximum({ requestedQuantity: 12 })).toBe(11);
    expect(refillsMaximum({ requestedQuantity: 13 })).toBe(12);
    expect(refillsMaximum({ requestedQuantity: 20 })).toBe(19);
    expect(refillsMaximum({ requestedQuantity: 2.5 })).toBe(11);
  });
  it('matches the rule for every quantity and schedule; controlled never > 5, Schedule II always 0', () => {
    fc.assert(
      fc.property(arbFacts, (f) => {
        const max = refillsMaximum(f);
        if (sIIOf(f)) expect(max).toBe(0);
        else if (controlledOf(f)) expect(max).toBe(5);
        else {
          const q = f.requestedQuantity;
          expect(max).toBe(q !== null && q !== undefined && q > 1 ? Math.max(q - 1, 11) : 11);
        }
        expect(refillChoices(f)).toEqual(Array.from({ length: max + 1 }, (_, i) => i));
      }),
    );
  });
});

describe('refills field', () => {
  it('accepts whole numbers without leading zeros', () => {
    expect(refillsTextSchema.safeParse('0').success).toBe(true);
    expect(refillsTextSchema.parse('10')).toBe(10);
    for (const bad of ['03', '-1', '1.5', 'x', ' 1', '']) expect(refillsTextSchema.safeParse(bad).success).toBe(false);
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 3 }), (n, zeros) => {
        const text = '0'.repeat(zeros) + String(n);
        expect(refillsTextSchema.safeParse(text).success).toBe(zeros === 0 || (n === 0 && zeros === 0));
      }),
    );
  });
  it('is required unless draft or PRN', () => {
    expect(refillsError('', { isDraft: false, prnFlag: false })).toBe('This field is required');
    expect(refillsError(null, { isDraft: true, prnFlag: false })).toBeUndefined();
    expect(refillsError(undefined, { isDraft: false, prnFlag: true })).toBeUndefined();
    expect(refillsError(null, { isDraft: false, prnFlag: true, isControlled: true })).toBe('This field is required');
  });
  it('rejects leading zeros, negatives and fractions with the spec message', () => {
    expect(refillsError('03', { isDraft: false, prnFlag: false })).toBe('Just positive numbers are allowed');
    expect(refillsError(-1, { isDraft: false, prnFlag: false })).toBe('Just positive numbers are allowed');
    expect(refillsError(1.5, { isDraft: true, prnFlag: false })).toBe('Just positive numbers are allowed');
  });
  it('rejects counts above the maximum; Schedule II never accepts refills > 0', () => {
    expect(refillsError('12', { isDraft: false, prnFlag: false })).toBe('Must be between 0 and 11');
    expect(refillsError(6, { isDraft: false, prnFlag: false, isControlled: true })).toBe('Must be between 0 and 5');
    expect(refillsError(1, { isDraft: false, prnFlag: false, isControlled: true, deaSchedule: 'C-II' })).toBe(
      'Refills must be 0 for a Schedule II controlled substance',
    );
    fc.assert(
      fc.property(arbFacts, fc.integer({ min: 0, max: 20000 }), fc.boolean(), (f, n, isDraft) => {
        const err = refillsError(n, { ...f, isDraft, prnFlag: false });
        expect(err === undefined).toBe(n <= refillsMaximum(f));
        if (sIIOf(f) && n > 0) expect(err).toBeDefined();
        if (controlledOf(f) && n > 5) expect(err).toBeDefined();
      }),
    );
  });
});

describe('PRN and product reactions', () => {
  it('PRN sets refills to PRN; unticking clears them', () => {
    expect(togglePrn({ refills: 3, prnFlag: false }, true, {})).toEqual({ refills: null, prnFlag: true });
    expect(togglePrn({ refills: null, prnFlag: true }, false, {})).toEqual({ refills: null, prnFlag: false });
  });
  it('PRN is locked on for a PRN-only family and unavailable for controlled products', () => {
    expect(togglePrn({ refills: null, prnFlag: true }, false, { isPrnOnlyFamily: true })).toEqual({ refills: null, prnFlag: true });
    expect(togglePrn({ refills: 2, prnFlag: false }, true, { isControlled: true })).toEqual({ refills: 2, prnFlag: false });
    expect(isPrnLocked({ isPrnOnlyFamily: true, isControlled: true })).toBe(false);
    expect(isPrnAvailable({ deaSchedule: 'C-V' })).toBe(false);
  });
  it('controlled turns PRN off and clears PRN or values above 5; Schedule II forces 0', () => {
    expect(applyProductToRefills({ refills: null, prnFlag: true }, { isControlled: true })).toEqual({ refills: null, prnFlag: false });
    expect(applyProductToRefills({ refills: 8, prnFlag: false }, { isControlled: true })).toEqual({ refills: null, prnFlag: false });
    expect(applyProductToRefills({ refills: 4, prnFlag: false }, { isControlled: true })).toEqual({ refills: 4, prnFlag: false });
    expect(applyProductToRefills({ refills: 2, prnFlag: true }, { deaSchedule: 'CII' })).toEqual({ refills: 0, prnFlag: false });
    expect(applyProductToRefills({ refills: 2, prnFlag: false }, { isPrnOnlyFamily: true })).toEqual({ refills: null, prnFlag: true });
  });
  it('after any reaction the state obeys the product: no PRN when controlled, within the maximum, 0 for Schedule II', () => {
    fc.assert(
      fc.property(arbState, arbFacts, fc.boolean(), (state, f, tick) => {
        for (const s of [applyProductToRefills(state, f), togglePrn(state, tick, f), defaultRefillState(f, tick)]) {
          if (controlledOf(f)) expect(s.prnFlag).toBe(false);
          if (sIIOf(f)) expect(s).toEqual({ refills: 0, prnFlag: false });
          if (s.refills !== null) expect(s.refills).toBeLessThanOrEqual(refillsMaximum(f));
          if (s.prnFlag) expect(s.refills).toBeNull();
          if (f.isPrnOnlyFamily && !controlledOf(f)) expect(s.prnFlag).toBe(true);
        }
      }),
    );
  });
  it('OTC, AOTC and copied prnFlag prescriptions default to PRN', () => {
    expect(defaultRefillState({ productApprovalType: 'OTC' })).toEqual({ refills: null, prnFlag: true });
    expect(defaultRefillState({ productApprovalType: 'AOTC' })).toEqual({ refills: null, prnFlag: true });
    expect(defaultRefillState({ productApprovalType: 'Rx' }, true)).toEqual({ refills: null, prnFlag: true });
    expect(defaultRefillState({ productApprovalType: 'Rx' })).toEqual({ refills: null, prnFlag: false });
    expect(defaultRefillState({ productApprovalType: 'OTC', isControlled: true })).toEqual({ refills: null, prnFlag: false });
  });
  it('disables the field for Schedule II, PRN and PRN-only families', () => {
    expect(isRefillsDisabled({ deaSchedule: 'C-II' }, { refills: 0, prnFlag: false })).toBe(true);
    expect(isRefillsDisabled({}, { refills: null, prnFlag: true })).toBe(true);
    expect(isRefillsDisabled({ isPrnOnlyFamily: true }, { refills: null, prnFlag: false })).toBe(true);
    expect(isRefillsDisabled({}, { refills: 1, prnFlag: false })).toBe(false);
    expect(isRefillsDisabled({ isControlled: true }, { refills: 1, prnFlag: true })).toBe(false);
  });
});

describe('office-use refills', () => {
  const arbVendor = fc.option(fc.constantFrom('RVP', 'rvp', ' RVP ', 'GGVCP', 'HSRX', 'XYZ', '', 'constructor', '__proto__'), { nil: null });
  const arbOfficeFacts = fc.record({
    isControlled: fc.boolean(),
    deaSchedule: fc.option(fc.constantFrom<string>(...DEA_SCHEDULES, 'CII', '2', 'IV', 'x'), { nil: null }),
    requestedQuantity: arbQuantity,
    productApprovalType: fc.constantFrom('Rx', 'OTC', 'AOTC', null),
    isPrnOnlyFamily: fc.boolean(),
    isOfficeUse: fc.option(fc.boolean(), { nil: undefined }),
    fullfillmentVendor: arbVendor,
  });
  const withoutOffice = ({ isOfficeUse: _o, fullfillmentVendor: _v, ...rest }: RefillFieldFacts) => rest;
  const isRvp = (v: string | null | undefined) => (v ?? '').trim().toUpperCase() === 'RVP';

  it('office use of a non-controlled RVP product allows the 999 default; GGVCP keeps the cap', () => {
    expect(refillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'RVP' })).toBe(999);
    expect(refillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'GGVCP' })).toBe(11);
    expect(refillsMaximum({ isOfficeUse: false, fullfillmentVendor: 'RVP' })).toBe(11);
    expect(refillsMaximum({ isOfficeUse: true, fullfillmentVendor: 'RVP', isControlled: true })).toBe(5);
    expect(refillsError(999, { isDraft: false, prnFlag: false, isOfficeUse: true, fullfillmentVendor: 'RVP' })).toBeUndefined();
    expect(refillsError('1000', { isDraft: false, prnFlag: false, isOfficeUse: true, fullfillmentVendor: 'RVP' })).toBe('Must be between 0 and 999');
    expect(refillsError(999, { isDraft: false, prnFlag: false, isOfficeUse: true, fullfillmentVendor: 'GGVCP' })).toBe('Must be between 0 and 11');
    expect(refillChoices({ isOfficeUse: true, fullfillmentVendor: 'RVP' })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 999]);
    expect(applyProductToRefills({ refills: 999, prnFlag: false }, { isOfficeUse: true, fullfillmentVendor: 'RVP' })).toEqual({ refills: 999, prnFlag: false });
    expect(applyProductToRefills({ refills: 999, prnFlag: false }, { isOfficeUse: false, fullfillmentVendor: 'RVP' })).toEqual({ refills: null, prnFlag: false });
  });

  it('never applies outside office use: the maximum and choices are the prescription rule whatever the pharmacy', () => {
    fc.assert(
      fc.property(arbOfficeFacts, (f) => {
        if (f.isOfficeUse === true) return;
        expect(officeUseRefillsMaximum(f)).toBeNull();
        expect(refillsMaximum(f)).toBe(refillsMaximum(withoutOffice(f)));
        expect(refillChoices(f)).toEqual(refillChoices(withoutOffice(f)));
        expect(refillsError(999, { ...f, isDraft: false, prnFlag: false })).toBe(refillsError(999, { ...withoutOffice(f), isDraft: false, prnFlag: false }));
      }),
    );
  });

  it('never applies to a controlled product: at most 5, 0 for Schedule II, office use or not', () => {
    fc.assert(
      fc.property(arbOfficeFacts, (f) => {
        if (!controlledOf(f)) return;
        expect(officeUseRefillsMaximum(f)).toBeNull();
        expect(refillsMaximum(f)).toBe(sIIOf(f) ? 0 : 5);
        expect(refillChoices(f)).not.toContain(999);
        expect(refillsError(999, { ...f, isDraft: true, prnFlag: false })).toBeDefined();
      }),
    );
  });

  it('applies exactly to office use of a non-controlled RVP product, and reactions keep 999 only there', () => {
    fc.assert(
      fc.property(arbOfficeFacts, arbState, (f, state) => {
        const exempt = f.isOfficeUse === true && !controlledOf(f) && isRvp(f.fullfillmentVendor);
        expect(officeUseRefillsMaximum(f)).toBe(exempt ? 999 : null);
        expect(refillsMaximum(f)).toBe(exempt ? 999 : refillsMaximum(withoutOffice(f)));
        expect(refillChoices(f)).toEqual(exempt ? [...refillChoices({}), 999] : refillChoices(withoutOffice(f)));
        const typed = refillsError(999, { ...f, isDraft: false, prnFlag: false });
        expect(typed).toBe(exempt ? undefined : refillsError(999, { ...withoutOffice(f), isDraft: false, prnFlag: false }));
        const kept = applyProductToRefills({ refills: 999, prnFlag: false }, f);
        if (kept.refills === 999 && !exempt) expect(refillsMaximum(withoutOffice(f))).toBeGreaterThanOrEqual(999);
        const after = applyProductToRefills(state, f);
        if (after.refills !== null) expect(after.refills).toBeLessThanOrEqual(refillsMaximum(f));
      }),
    );
  });
});
