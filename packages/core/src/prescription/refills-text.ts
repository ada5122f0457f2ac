// The refills field's text parser, apart from the refills rules so that a rule imports without zod
// (decision 0321).
import * as z from 'zod';
import { PRESCRIBING_VALIDATION } from '../messages/prescribing.js';
import { REFILLS_TEXT } from './refills.js';

/**
 * Refills as typed: a whole number, 0 or positive, without leading zeros.
 *
 * @example
 * refillsTextSchema.safeParse('03').success // false
 */
export const refillsTextSchema = z
  .string()
  .regex(REFILLS_TEXT, { error: PRESCRIBING_VALIDATION.refillsPositive })
  .transform(Number);
