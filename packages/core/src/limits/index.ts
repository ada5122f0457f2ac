/**
 * The limits of what a caller may send: the longest text of every input of the GraphQL API
 * (decision 0303).
 */
export { INPUT_LIMITS, inputLimitOf, isInputTooLong } from './input-limits.js';
