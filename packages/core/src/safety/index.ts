/**
 * The safety screen (issue 42): the patient's medication list, the versioned
 * knowledge table, the safety check of a candidate prescription and the override rule.
 */
export {
  SAFETY_KNOWLEDGE,
  SAFETY_KNOWLEDGE_VERSION,
  type SafetySeverity,
} from './knowledge.js';
export {
  evaluateSafety,
  ingredientsIn,
  labelledDoseRangesOf,
  type SafetyFinding,
  type SafetyMedication,
  type SafetyProduct,
} from './evaluate.js';
export {
  blocksBulkApproval,
  findingDecision,
  pharmacySafetyLine,
  SAFETY_LIMITS,
  type SafetyGate,
  safetyGate,
  safetyReviewOf,
} from './gate.js';
export { INACTIVE_RX_STATUSES, medicationsToCheck, type PatientMedicationEntry } from './medications.js';
export { checkDose, describeDose } from './dose-check.js';
