/**
 * The conflict check (prescribing §4, clients §4): species, weight, days supply and keyword compared
 * between patient and product; see docs/decisions/0010-conflict-check.md.
 */
export { checkConflicts, conflictProductOf, type ConflictResult, hasConflict, keywordMatches } from './check.js';
