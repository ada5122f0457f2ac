/**
 * What the sandbox PIMS reads of a practice: the queries are the repository's
 * (repositories/practice-records.ts); the PIMS adapters import them from here.
 */
export { practiceSource, type PracticeSource } from '../repositories/practice-records.js';
