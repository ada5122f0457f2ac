import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import {
  hardCopyInstruction,
  hardCopyMethod,
  isNewYork,
  mustContactPharmacyForControlled,
  requiresPrintConfirmation,
  showsDeaInformation,
} from './hard-copy.js';
import { DEA_SCHEDULES } from './schedule.js';

describe('hard copy', () => {
  it('Schedule II is mailed everywhere; New York mails every schedule; elsewhere print and fax', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEA_SCHEDULES), fc.constantFrom('NY', 'new york', 'TX', 'CA', null), (schedule, state) => {
        const method = hardCopyMethod({ isControlled: true, deaSchedule: schedule }, { locationState: state });
        const expected = schedule === 'C-II' || isNewYork(state) ? 'mail' : 'printAndFax';
        expect(method).toBe(expected);
      }),
    );
  });
  it('non-controlled products need no hard copy', () => {
    expect(hardCopyMethod({ isControlled: false }, { locationState: 'NY' })).toBeNull();
    expect(hardCopyInstruction({ isControlled: false })).toBeNull();
  });
  it('gives the instruction matching the method', () => {
    expect(hardCopyInstruction({ isControlled: true, deaSchedule: 'C-II' })).toBe(PRESCRIBING_NOTICES.hardCopyMail);
    expect(hardCopyInstruction({ isControlled: true, deaSchedule: 'C-IV' })).toBe(PRESCRIBING_NOTICES.hardCopyPrintAndFax);
    expect(hardCopyMethod({ isControlled: true })).toBe('printAndFax');
  });
  it('recognises New York by code or name', () => {
    expect(isNewYork(' New  York ')).toBe(true);
    expect(isNewYork('NJ')).toBe(false);
    expect(isNewYork(undefined)).toBe(false);
  });
  it('asks print confirmation only for Schedule II; shows DEA information for controlled', () => {
    expect(requiresPrintConfirmation({ isControlled: true, deaSchedule: 'CII' })).toBe(true);
    expect(requiresPrintConfirmation({ isControlled: true, deaSchedule: 'CIII' })).toBe(false);
    expect(showsDeaInformation({ isControlled: true })).toBe(true);
    expect(showsDeaInformation({ isControlled: false })).toBe(false);
  });
  it('sends office-use controlled orders to the pharmacy', () => {
    expect(mustContactPharmacyForControlled({ isControlled: true }, true)).toBe(true);
    expect(mustContactPharmacyForControlled({ isControlled: true }, false)).toBe(false);
    expect(mustContactPharmacyForControlled({ isControlled: false }, true)).toBe(false);
  });
});
