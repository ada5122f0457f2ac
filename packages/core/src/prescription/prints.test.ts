import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEA_SCHEDULES } from '../controlled/schedule.js';
import { PRINT_RECORD_MESSAGES } from '../messages/printing.js';
import { isCopy, nextPrint, PRINT_REASON_MAX_LENGTH, printCopyMark, printEventDetail, reprintReasonRequired, validatePrintRecord } from './prints.js';

const controlled = fc.oneof(
  fc.constantFrom(...DEA_SCHEDULES).map((deaSchedule) => ({ isControlled: true, deaSchedule })),
  fc.constant({ isControlled: true, deaSchedule: null }),
);
const notControlled = fc.constantFrom({ isControlled: false }, { isControlled: false, deaSchedule: null }, { isControlled: null });
const blank = fc.constantFrom(undefined, null, '', '   ', '\n\t', 42, {});
const reason = fc.string({ minLength: 1, maxLength: PRINT_REASON_MAX_LENGTH }).filter((s) => s.trim() !== '');

describe('validatePrintRecord', () => {
  it('numbers a print one after those recorded: the first is the original (1), every later one a copy', () => {
    fc.assert(
      fc.property(fc.oneof(controlled, notControlled), fc.nat(50), reason, (facts, previousPrints, r) => {
        const result = validatePrintRecord({ controlled: facts, previousPrints, reason: r });
        expect(result).toEqual({ ok: true, value: { copyNumber: previousPrints + 1, reason: r.trim() } });
        expect(isCopy(previousPrints + 1)).toBe(previousPrints > 0);
      }),
    );
  });

  it('refuses a controlled substance’s reprint without a reason, whatever the schedule', () => {
    fc.assert(
      fc.property(controlled, fc.integer({ min: 1, max: 50 }), blank, (facts, previousPrints, r) => {
        expect(reprintReasonRequired(facts, previousPrints)).toBe(true);
        expect(validatePrintRecord({ controlled: facts, previousPrints, reason: r })).toEqual({ ok: false, errors: { reason: PRINT_RECORD_MESSAGES.reasonRequired } });
      }),
    );
  });

  it('needs no reason for a first print, nor for any print of another product', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(controlled, fc.constant(0)), fc.tuple(notControlled, fc.nat(50))), blank, ([facts, previousPrints], r) => {
        expect(reprintReasonRequired(facts, previousPrints)).toBe(false);
        expect(validatePrintRecord({ controlled: facts, previousPrints, reason: r })).toEqual({ ok: true, value: { copyNumber: previousPrints + 1, reason: null } });
      }),
    );
  });

  it('trims the reason and refuses one longer than the limit, even where none is needed', () => {
    fc.assert(
      fc.property(fc.oneof(controlled, notControlled), fc.nat(5), fc.integer({ min: PRINT_REASON_MAX_LENGTH + 1, max: PRINT_REASON_MAX_LENGTH + 300 }), (facts, previousPrints, length) => {
        const tooLong = validatePrintRecord({ controlled: facts, previousPrints, reason: `  ${'x'.repeat(length)}  ` });
        expect(tooLong).toEqual({ ok: false, errors: { reason: `Must be ${PRINT_REASON_MAX_LENGTH} characters or fewer` } });
        const atLimit = validatePrintRecord({ controlled: facts, previousPrints, reason: `  ${'x'.repeat(PRINT_REASON_MAX_LENGTH)}  ` });
        expect(atLimit.ok && atLimit.value.reason).toHaveLength(PRINT_REASON_MAX_LENGTH);
      }),
    );
  });

  it('throws on an impossible count of previous prints (a programming error, never input)', () => {
    expect(() => validatePrintRecord({ controlled: { isControlled: false }, previousPrints: -1 })).toThrow(RangeError);
    expect(() => validatePrintRecord({ controlled: { isControlled: false }, previousPrints: 1.5 })).toThrow(RangeError);
  });
});

describe('nextPrint and the COPY mark', () => {
  it('follows the highest copy number and keeps the original’s date, whatever order the prints come in', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (n, first) => {
        const prints = Array.from({ length: n }, (_, i) => ({ copyNumber: i + 1, printedAt: new Date(first.getTime() + i * 86_400_000) }));
        const next = nextPrint([...prints].reverse());
        expect(next).toEqual({ copyNumber: n + 1, originalPrintedAt: first });
        const mark = printCopyMark(next);
        expect(mark?.mark).toBe('COPY');
        expect(mark?.text).toMatch(new RegExp(`^Copy ${n + 1} of the original printed on \\d{2}-\\d{2}-\\d{4}$`));
      }),
    );
  });

  it('marks nothing on the original or before anything is recorded', () => {
    expect(nextPrint([])).toEqual({ copyNumber: 1, originalPrintedAt: null });
    expect(printCopyMark(nextPrint([]))).toBeNull();
    expect(printCopyMark(null)).toBeNull();
    expect(printCopyMark({ copyNumber: 1, originalPrintedAt: '2026-11-26T10:00:00' })).toBeNull();
  });

  it('names the original’s date in the portal’s date format', () => {
    expect(printCopyMark({ copyNumber: 2, originalPrintedAt: '2026-11-26T10:00:00' })).toEqual({ mark: 'COPY', text: 'Copy 2 of the original printed on 11-26-2026' });
    expect(printCopyMark({ copyNumber: 3, originalPrintedAt: null })).toEqual({ mark: 'COPY', text: 'Copy 3' });
  });
});

describe('printEventDetail', () => {
  it('says Original or Copy N, with the reason when one was given', () => {
    expect(printEventDetail({ copyNumber: 1, reason: null })).toBe('Original');
    expect(printEventDetail({ copyNumber: 2, reason: '  Lost in the mail ' })).toBe('Copy 2 · Reason: Lost in the mail');
    expect(printEventDetail({ copyNumber: 4 })).toBe('Copy 4');
  });

  it('adds nothing for a row without a copy number', () => {
    for (const after of [null, undefined, [], 'x', {}, { copyNumber: 0 }, { copyNumber: 'two' }]) expect(printEventDetail(after)).toBeNull();
  });
});
