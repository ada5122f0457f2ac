/**
 * Recorded prints of a prescription (issue 42 item 4): every print is numbered — the
 * first is the original (copy 1), each later one a copy (2, 3, …) — a copy carries the COPY mark with
 * the date of the original print, and printing a controlled substance's prescription again needs a
 * reason. The server decides with {@link validatePrintRecord} inside the transaction that records the
 * print; the web asks the same functions before it opens the print dialog.
 */
import { type ValidationResult, invalid, valid } from '../common/validation.js';
import { formatMessage } from '../common/format-message.js';
import { type ControlledFacts, isControlledProduct } from '../controlled/schedule.js';
import { formatDate } from '../format/date.js';
import { COMMON_MESSAGES } from '../messages/common.js';
import { PRINT_RECORD_MESSAGES } from '../messages/printing.js';
import type { DateInput } from './types.js';

/**
 * Longest reprint reason, in characters after trimming (the same bound as a decline's or an
 * impersonation's reason).
 *
 * @example
 * PRINT_REASON_MAX_LENGTH // 500
 */
export const PRINT_REASON_MAX_LENGTH = 500;

/**
 * Where a print sits among the prints of its prescription: its copy number (1 = the original) and when
 * the original was printed (`null` only before anything was recorded).
 *
 * @example
 * const copy: PrintCopy = { copyNumber: 2, originalPrintedAt: '2026-11-26T15:04:00Z' };
 */
export interface PrintCopy {
  readonly copyNumber: number;
  readonly originalPrintedAt: DateInput | null;
}

/**
 * One recorded print, as the prescription lists them (oldest first).
 *
 * @example
 * const print: RecordedPrint = { copyNumber: 1, printedAt: '2026-11-26T15:04:00Z' };
 */
export interface RecordedPrint {
  readonly copyNumber: number;
  readonly printedAt: DateInput;
}

/**
 * Whether a print with this copy number is a copy (every print after the first).
 *
 * @example
 * isCopy(1) // false
 * isCopy(2) // true
 */
export function isCopy(copyNumber: number): boolean {
  return copyNumber > 1;
}

/**
 * The print that comes next after the recorded ones: copy number one more than the highest recorded,
 * and the original's date (the print numbered 1).
 *
 * @example
 * nextPrint([]) // { copyNumber: 1, originalPrintedAt: null }
 * nextPrint([{ copyNumber: 1, printedAt: '2026-11-26T15:04:00Z' }]) // { copyNumber: 2, originalPrintedAt: '2026-11-26T15:04:00Z' }
 */
export function nextPrint(recorded: readonly RecordedPrint[]): PrintCopy {
  const highest = recorded.reduce((max, p) => Math.max(max, p.copyNumber), 0);
  const original = recorded.find((p) => p.copyNumber === 1) ?? null;
  return { copyNumber: highest + 1, originalPrintedAt: original?.printedAt ?? null };
}

/**
 * Whether the next print needs a reason: a controlled substance's prescription that was printed before
 * (any DEA schedule). The first print, and every print of another product, needs none.
 *
 * @example
 * reprintReasonRequired({ isControlled: true, deaSchedule: 'C-II' }, 1) // true
 * reprintReasonRequired({ isControlled: true, deaSchedule: 'C-II' }, 0) // false
 * reprintReasonRequired({ isControlled: false }, 3) // false
 */
export function reprintReasonRequired(controlled: ControlledFacts, previousPrints: number): boolean {
  return isControlledProduct(controlled) && previousPrints > 0;
}

/**
 * What a print records once checked: its copy number and the reason (trimmed; `null` when none was
 * given).
 *
 * @example
 * const r: PrintRecord = { copyNumber: 2, reason: 'Original lost in the mail' };
 */
export interface PrintRecord {
  readonly copyNumber: number;
  readonly reason: string | null;
}

/**
 * Checks a print before it is recorded: the copy number follows the `previousPrints` already recorded;
 * a reason is trimmed, at most {@link PRINT_REASON_MAX_LENGTH} characters, and required for a
 * controlled substance's reprint ({@link reprintReasonRequired}). Errors are keyed `reason`. A reason
 * given where none is needed is kept (it is shown on the timeline).
 *
 * @example
 * validatePrintRecord({ controlled: { isControlled: true, deaSchedule: 'C-II' }, previousPrints: 1, reason: ' ' })
 * // { ok: false, errors: { reason: 'Enter the reason for reprinting this controlled-substance prescription' } }
 * validatePrintRecord({ controlled: { isControlled: false }, previousPrints: 0 }) // { ok: true, value: { copyNumber: 1, reason: null } }
 */
export function validatePrintRecord(input: { readonly controlled: ControlledFacts; readonly previousPrints: number; readonly reason?: unknown }): ValidationResult<PrintRecord> {
  if (!Number.isSafeInteger(input.previousPrints) || input.previousPrints < 0) throw new RangeError(`validatePrintRecord: previousPrints must be a whole number ≥ 0, got ${input.previousPrints}`);
  const reason = typeof input.reason === 'string' && input.reason.trim() !== '' ? input.reason.trim() : null;
  if (reason !== null && reason.length > PRINT_REASON_MAX_LENGTH) {
    return invalid({ reason: formatMessage(COMMON_MESSAGES.maxLength, { max: PRINT_REASON_MAX_LENGTH }) });
  }
  if (reason === null && reprintReasonRequired(input.controlled, input.previousPrints)) return invalid({ reason: PRINT_RECORD_MESSAGES.reasonRequired });
  return valid({ copyNumber: input.previousPrints + 1, reason });
}

/**
 * The COPY mark of a printout: nothing on the original; on a copy the mark and the line naming the copy
 * and the original's print date.
 *
 * @example
 * printCopyMark({ copyNumber: 1, originalPrintedAt: null }) // null
 * printCopyMark({ copyNumber: 2, originalPrintedAt: '2026-11-26T15:04:00' }) // { mark: 'COPY', text: 'Copy 2 of the original printed on 11-26-2026' }
 */
export function printCopyMark(copy: PrintCopy | null | undefined): { readonly mark: string; readonly text: string } | null {
  if (!copy || !isCopy(copy.copyNumber)) return null;
  const date = formatDate(copy.originalPrintedAt ?? null);
  return {
    mark: PRINT_RECORD_MESSAGES.copyMark,
    text: date ? formatMessage(PRINT_RECORD_MESSAGES.copyOf, { copy: copy.copyNumber, date }) : formatMessage(PRINT_RECORD_MESSAGES.copyOnly, { copy: copy.copyNumber }),
  };
}

/**
 * What a recorded print adds to the prescription's timeline: Original or Copy N, then the reason when
 * one was given. Reads the audit row's `after` ({ copyNumber, reason }); `null` when it holds no copy
 * number.
 *
 * @example
 * printEventDetail({ copyNumber: 1 }) // 'Original'
 * printEventDetail({ copyNumber: 2, reason: 'Lost in the mail' }) // 'Copy 2 · Reason: Lost in the mail'
 */
export function printEventDetail(after: unknown): string | null {
  const record = after !== null && typeof after === 'object' && !Array.isArray(after) ? (after as Record<string, unknown>) : {};
  const copyNumber = Number(record.copyNumber);
  if (!Number.isSafeInteger(copyNumber) || copyNumber < 1) return null;
  const which = isCopy(copyNumber) ? formatMessage(PRINT_RECORD_MESSAGES.copy, { copy: copyNumber }) : PRINT_RECORD_MESSAGES.original;
  const reason = typeof record.reason === 'string' && record.reason.trim() !== '' ? record.reason.trim() : null;
  return reason ? `${which} · ${formatMessage(PRINT_RECORD_MESSAGES.reason, { reason })}` : which;
}
