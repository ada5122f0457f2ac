import { COMMON_MESSAGES } from '../common.js';

/**
 * Messages for inputs the screens never let a user make (a choice list, a `maxLength`, a disabled
 * field), so the spec shows no text for them; the server still has to reject a crafted request with a
 * readable message. These are the only texts of this file not taken from the spec.
 *
 * The over-the-limit text is the shared {@link COMMON_MESSAGES}.maxLength.
 *
 * @remarks Decision: worded plainly in the spec's vocabulary; each names the limit it enforces.
 *
 * @example
 * PRESCRIBING_RULE_MESSAGES.maxLength(100) // 'Must be 100 characters or fewer'
 */
export const PRESCRIBING_RULE_MESSAGES = {
  maxLength: (max: number): string => COMMON_MESSAGES.maxLength.replace('{max}', String(max)),
  refillsAtMost: (max: number): string => `Must be between 0 and ${max}`,
  scheduleIINoRefills: 'Refills must be 0 for a Schedule II controlled substance',
  prnNotAllowedControlled: 'PRN is not allowed for controlled substances',
  noteToClientUnavailable: 'Note to client is not available for this location',
  issuedDateOnDraft: 'A draft has no issue date',
  unknownPrescriptionType: 'Must be AuthorizeRx, PrintRx or SaveAsDraft',
  booleanExpected: 'Must be true or false',
} as const;
