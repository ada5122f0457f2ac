import type { Id } from './types.js';

/**
 * The name part written for a missing client or patient (office use).
 *
 * @example
 * draftName(null, null, 5) // `rx_${DRAFT_NAME_OFFICE_USE}_${DRAFT_NAME_OFFICE_USE}_5`
 */
export const DRAFT_NAME_OFFICE_USE = 'officeUse';

/**
 * A draft's name: `rx_{client}_{patient}_{timestamp}`, the timestamp in epoch milliseconds of `now`.
 *
 * @remarks Decision: office-use drafts have no client or patient; those parts read `officeUse`.
 *
 * @example
 * draftName(12, 34, new Date(1767225600000)) // 'rx_12_34_1767225600000'
 */
export function draftName(client: Id | null | undefined, patient: Id | null | undefined, now: Date | number): string {
  const part = (v: Id | null | undefined): string => (v === null || v === undefined || v === '' ? DRAFT_NAME_OFFICE_USE : String(v));
  const ts = typeof now === 'number' ? now : now.getTime();
  return `rx_${part(client)}_${part(patient)}_${ts}`;
}
