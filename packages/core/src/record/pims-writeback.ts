import { formatDateTime } from '../format/date.js';

/**
 * The texts of an Rx's write-back to the PIMS (issue 60; the spec has none): the Rx detail's line,
 * and the CLI's states.
 *
 * @example
 * PIMS_WRITEBACK_TEXTS.title // 'Medical record (PIMS)'
 */
export const PIMS_WRITEBACK_TEXTS = {
  title: 'Medical record (PIMS)',
  sent: 'Written to the medical record',
  queued: 'Waiting to be written to the medical record',
  retrying: 'Not written yet: retrying at {at}',
  failed: 'Not written to the medical record',
  reason: 'Reason: {reason}',
  pimsId: 'PIMS record {pimsId}',
  attempts: 'Attempts: {attempts}',
} as const;

/** A write-back as the contract answers it (Prescription.pimsWriteback). */
export interface PimsWritebackSource {
  readonly state: string;
  readonly attempts: number;
  readonly lastError?: string | null;
  readonly nextAttemptAt?: string | Date | null;
  readonly sentAt?: string | Date | null;
  readonly pimsId?: string | null;
}

/** What the Rx detail shows of a write-back: a tone, a label and the lines under it. */
export interface PimsWritebackDisplay {
  readonly tone: 'green' | 'orange' | 'red' | 'gray';
  readonly label: string;
  readonly details: readonly string[];
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '');

/**
 * The Rx detail's write-back line: sent (with the PIMS record and when), retrying at a time (with the
 * last error), failed (with the reason), or queued; null when the Rx is not written back.
 *
 * @example
 * pimsWritebackDisplay({ state: 'failed', attempts: 10, lastError: 'Animal is inactive' })
 * // { tone: 'red', label: 'Not written to the medical record', details: ['Reason: Animal is inactive', 'Attempts: 10'] }
 */
export function pimsWritebackDisplay(wb: PimsWritebackSource | null | undefined): PimsWritebackDisplay | null {
  if (!wb) return null;
  const T = PIMS_WRITEBACK_TEXTS;
  const attempts = fill(T.attempts, { attempts: String(wb.attempts) });
  if (wb.state === 'sent') {
    const details = [wb.pimsId ? fill(T.pimsId, { pimsId: wb.pimsId }) : null, wb.sentAt ? formatDateTime(wb.sentAt) : null].filter((d): d is string => d !== null);
    return { tone: 'green', label: T.sent, details };
  }
  if (wb.state === 'failed') return { tone: 'red', label: T.failed, details: [fill(T.reason, { reason: wb.lastError ?? '' }), attempts] };
  if (wb.lastError) {
    const at = wb.nextAttemptAt ? formatDateTime(wb.nextAttemptAt) : '';
    return { tone: 'orange', label: fill(T.retrying, { at }), details: [fill(T.reason, { reason: wb.lastError }), attempts] };
  }
  return { tone: 'gray', label: T.queued, details: [] };
}
