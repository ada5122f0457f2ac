import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESCRIBING_NOTICES } from '../messages/prescribing.js';
import { controlledNotice, DEA_SCHEDULES, isControlledProduct, isScheduleII, normaliseDeaSchedule } from './schedule.js';

describe('normaliseDeaSchedule', () => {
  it.each([
    ['C-I', 'C-I'], ['CII', 'C-II'], ['C2', 'C-II'], ['C-2', 'C-II'], ['II', 'C-II'], ['2', 'C-II'], [2, 'C-II'],
    ['Schedule II', 'C-II'], ['schedule c-iii', 'C-III'], ['CII-N', 'C-II'], ['2N', 'C-II'], ['3n', 'C-III'],
    ['c.iv', 'C-IV'], [' cv ', 'C-V'], ['5', 'C-V'], ['IV', 'C-IV'],
  ] as const)('%s → %s', (input, expected) => {
    expect(normaliseDeaSchedule(input)).toBe(expected);
  });
  it.each([null, undefined, '', 'C', 'N', 'none', '6', 'VI', '0', 'IIV', 'C-X'])('%s names no schedule', (input) => {
    expect(normaliseDeaSchedule(input)).toBeNull();
  });
  it('is idempotent over the normalised schedules and every output is a known schedule', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...DEA_SCHEDULES), fc.string()), (s) => {
        const n = normaliseDeaSchedule(s);
        if (n !== null) {
          expect(DEA_SCHEDULES).toContain(n);
          expect(normaliseDeaSchedule(n)).toBe(n);
        }
      }),
    );
  });
});

describe('controlled facts', () => {
  it('a DEA schedule makes a product controlled even without the flag', () => {
    expect(isControlledProduct({ isControlled: false, deaSchedule: 'C-IV' })).toBe(true);
    expect(isControlledProduct({ isControlled: true })).toBe(true);
    expect(isControlledProduct({ isControlled: false, deaSchedule: null })).toBe(false);
    expect(isControlledProduct({})).toBe(false);
  });
  it('Schedule II is recognised from any spelling', () => {
    expect(isScheduleII({ deaSchedule: '2' })).toBe(true);
    expect(isScheduleII({ deaSchedule: 'C-III', isControlled: true })).toBe(false);
  });
  it('shows the Schedule II notice, the other-schedule notice, or none', () => {
    expect(controlledNotice({ isControlled: true, deaSchedule: 'CII' })).toBe(PRESCRIBING_NOTICES.scheduleII);
    expect(controlledNotice({ isControlled: true, deaSchedule: 'CIV' })).toBe(PRESCRIBING_NOTICES.controlled);
    expect(controlledNotice({ isControlled: true })).toBe(PRESCRIBING_NOTICES.controlled);
    expect(controlledNotice({ isControlled: false })).toBeNull();
  });
});
