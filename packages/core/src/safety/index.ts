/**
 * The safety screen (issue 42; decisions 0270–0274): the patient's medication list, the versioned
 * knowledge table, the safety check of a candidate prescription and the override rule.
 */
export * from './knowledge.js';
export * from './evaluate.js';
export * from './gate.js';
export * from './medications.js';
